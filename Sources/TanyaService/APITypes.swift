import TanyaCore

/// An HTTP request as the API sees it, independent of the server that
/// parsed it (the executable adapts the HTTP module's type to this one).
public struct APIRequest: Sendable {
    public var method: String
    public var path: String
    public var query: String?
    /// The header fields as given. Names are lower-cased only when asked
    /// for (`headers`): lower-casing every name of every request into a new
    /// array cost more than the look-ups, which compare ignoring case.
    private var fields: [(name: String, value: String)]
    public var body: [UInt8]

    public init(method: String, path: String, query: String? = nil, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.fields = headers
        self.body = body
    }

    /// Header names in lower case.
    public var headers: [(name: String, value: String)] {
        get { fields.map { (Self.lowercased($0.name), $0.value) } }
        set { fields = newValue }
    }

    /// The first value of a header; the name in any case.
    public func header(_ name: String) -> String? {
        let wanted = Self.lowercased(name)
        for field in fields {
            // The names every request carries are literals from the HTTP
            // parser: a switch over them answers without touching the bytes.
            if let known = Self.knownLowercase(field.name) {
                if known == wanted { return field.value }
                continue
            }
            let same: Bool
            if field.name.utf8.count == wanted.utf8.count, let ascii = Self.sameASCIIName(field.name, wanted) {
                same = ascii
            } else if field.name.utf8.count != wanted.utf8.count && Self.isASCII(field.name) && Self.isASCII(wanted) {
                same = false // lower-casing changes the length only outside ASCII
            } else {
                same = Self.lowercased(field.name) == wanted
            }
            if same { return field.value }
        }
        return nil
    }

    /// The lower-case form of the header names nearly every request
    /// carries, in their usual spellings; nil for any other name.
    static func knownLowercase(_ name: String) -> String? {
        switch name {
        case "Host", "host": return "host"
        case "Content-Type", "content-type": return "content-type"
        case "Content-Length", "content-length": return "content-length"
        case "Origin", "origin": return "origin"
        default: return nil
        }
    }

    /// Whether two names of equal length are equal ignoring ASCII case; nil
    /// when either is not ASCII. Compares the bytes in place: no lower-cased copies.
    static func sameASCIIName(_ a: String, _ b: String) -> Bool? {
        let x = a.utf8.span, y = b.utf8.span
        var equal = true
        for index in 0..<min(x.count, y.count) {
            let left = x[index], right = y[index]
            if left >= 0x80 || right >= 0x80 { return nil }
            if left == right { continue }
            // Equal ignoring case only as the same letter in two cases.
            let folded = left | 0x20
            if folded != right | 0x20 || folded < 0x61 || folded > 0x7A { equal = false }
        }
        return equal
    }

    static func isASCII(_ text: String) -> Bool {
        let bytes = text.utf8.span
        var bits: UInt8 = 0
        for index in bytes.indices { bits |= bytes[index] }
        return bits < 0x80
    }

    /// `text.lowercased()`, with a fast path for ASCII names (every real header name).
    static func lowercased(_ text: String) -> String {
        // The names nearly every request carries, in their usual spelling
        // (a literal from the HTTP parser compares equal at once).
        if let known = knownLowercase(text) { return known }
        let bytes = text.utf8.span
        var upper = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return text.lowercased() }
            if byte >= 0x41 && byte <= 0x5A { upper = true }
        }
        guard upper else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}

/// An API response: status, headers and body bytes.
public struct APIResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func json(_ status: Int, _ text: String) -> APIResponse {
        json(status, bytes: Array(text.utf8))
    }

    public static func json(_ status: Int, bytes: [UInt8]) -> APIResponse {
        APIResponse(status: status, headers: jsonHeaders, body: bytes)
    }

    /// Shared by every JSON response (one array, retained, not built per request).
    private static let jsonHeaders: [(name: String, value: String)] = [("Content-Type", "application/json; charset=utf-8")]

    public func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name.lowercased() == lower }?.value
    }
}

/// A client mistake reported as `{"error": {"code", "message", "message_en"}}`.
public struct APIError: Error, Sendable {
    public var status: Int
    public var code: String
    /// Indonesian, for the person using the widget.
    public var message: String
    /// English, for developers integrating the API.
    public var messageEnglish: String
    public var extraHeaders: [(name: String, value: String)] = []
    /// A body with more than code and messages (the letter's per-field list); the standard body when nil.
    public var body: [UInt8]?

    public init(_ status: Int, _ code: String, _ message: String, _ messageEnglish: String) {
        self.status = status
        self.code = code
        self.message = message
        self.messageEnglish = messageEnglish
    }

    public var response: APIResponse {
        var response = body.map { APIResponse.json(status, bytes: $0) }
            ?? APIResponse.json(status, Self.body(code: code, message: message, messageEnglish: messageEnglish))
        response.headers += extraHeaders
        return response
    }

    public static func body(code: String, message: String, messageEnglish: String) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("error"); writer.beginObject()
        writer.key("code"); writer.string(code)
        writer.key("message"); writer.string(message)
        writer.key("message_en"); writer.string(messageEnglish)
        writer.endObject()
        writer.endObject()
        return writer.result
    }
}
