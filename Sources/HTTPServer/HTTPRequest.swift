/// An HTTP version the server speaks (1.0 or 1.1).
public struct HTTPVersion: Sendable, Equatable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    public var description: String { "HTTP/\(major).\(minor)" }
}

/// Header fields in arrival order. Names keep their spelling; look-ups
/// ignore case as RFC 9110 requires.
public struct HTTPHeaders: Sendable, Equatable, Sequence {
    public private(set) var fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public mutating func append(name: String, value: String) { fields.append((name, value)) }

    /// The first value of a field, if any.
    public subscript(name: String) -> String? {
        fields.first { Self.equalIgnoringCase($0.name, name) }?.value
    }

    /// Every value of a field, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.equalIgnoringCase($0.name, name) }.map(\.value)
    }

    /// The comma-separated tokens of every value of a field, lower-cased
    /// (for list-valued fields such as Connection and Transfer-Encoding).
    public func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { String($0).trimmingOWS.lowercasedASCII }.filter { !$0.isEmpty }
    }

    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        // The length check settles most comparisons (header names against a
        // known name); the rest compare contiguous bytes, not String indices.
        guard a.utf8.count == b.utf8.count else { return false }
        let x = a.utf8.span, y = b.utf8.span
        for index in x.indices where ASCII.lower(x[index]) != ASCII.lower(y[index]) { return false }
        return true
    }

    /// `equalIgnoringCase` against a lower-case literal: the length check
    /// needs no copy of either string, and the bytes of a literal are static.
    @inline(__always)
    static func equalIgnoringCase(_ a: String, lowercase b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return ASCII.equalIgnoringCase(a.utf8.span, lowercase: b)
    }

    /// Whether a comma-separated field value lists `token` (ASCII, case-insensitive),
    /// without allocating: used on every request for Connection.
    static func listContains(_ value: String, token: String) -> Bool {
        let bytes = value.utf8, wanted = token.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            var end = index
            while end != bytes.endIndex, bytes[end] != UInt8(ascii: ",") { bytes.formIndex(after: &end) }
            var first = index, last = end
            while first != last, bytes[first] == 0x20 || bytes[first] == 0x09 { bytes.formIndex(after: &first) }
            while first != last {
                let before = bytes.index(before: last)
                guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
                last = before
            }
            if bytes[first..<last].count == wanted.count,
               zip(bytes[first..<last], wanted).allSatisfy({ ASCII.lower($0) == $1 }) {
                return true
            }
            index = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return false
    }
}

/// A complete request as parsed from the wire.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    /// The request target exactly as sent.
    public var target: String
    /// The path part of the target (origin form; absolute form is reduced to it).
    public var path: String
    /// What follows `?`, if anything.
    public var query: String?
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(method: String, target: String, version: HTTPVersion = .http1_1, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
        (self.path, self.query) = Self.split(target)
    }

    /// A request whose target the parser has already split.
    init(method: String, target: String, path: String, query: String?, version: HTTPVersion, headers: HTTPHeaders, body: [UInt8]) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// Whether the client asked to keep the connection open afterwards:
    /// HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool {
        var keepAliveAsked = false
        for field in headers.fields where HTTPHeaders.equalIgnoringCase(field.name, lowercase: "connection") {
            if HTTPHeaders.listContains(field.value, token: "close") { return false }
            if HTTPHeaders.listContains(field.value, token: "keep-alive") { keepAliveAsked = true }
        }
        return version == .http1_1 || keepAliveAsked
    }

    static func split(_ target: String) -> (path: String, query: String?) {
        // The usual origin-form target without a query is its own path.
        if target.utf8.first == UInt8(ascii: "/"), !target.utf8.contains(UInt8(ascii: "?")) { return (target, nil) }
        var rest = Substring(target)
        // Absolute form (http://host/path?q): keep only the path and query.
        if rest.first != "/", let schemeEnd = Self.endOfScheme(rest) {
            rest = rest[schemeEnd...]
            rest = rest.firstIndex(where: { $0 == "/" || $0 == "?" }).map { rest[$0...] } ?? ""
        }
        if rest.isEmpty { return ("/", nil) }
        guard let mark = rest.firstIndex(of: "?") else { return (String(rest), nil) }
        let path = rest[..<mark]
        return (path.isEmpty ? "/" : String(path), String(rest[rest.index(after: mark)...]))
    }

    /// The index just past `://`, if the target has one.
    private static func endOfScheme(_ target: Substring) -> Substring.Index? {
        var index = target.startIndex
        while index < target.endIndex {
            if target[index...].hasPrefix("://") { return target.index(index, offsetBy: 3) }
            index = target.index(after: index)
        }
        return nil
    }
}

enum ASCII {
    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Whether `bytes` spell the lower-case `literal`, ignoring ASCII case.
    @inline(__always)
    static func equalIgnoringCase(_ bytes: Span<UInt8>, lowercase literal: String) -> Bool {
        equal(bytes, literal, foldingCase: true)
    }

    /// Whether `bytes` spell `literal` (an ASCII string literal, so its
    /// bytes are static: no allocation; lower case when `foldingCase`,
    /// which lower-cases `bytes` before comparing).
    @inline(__always)
    static func equal(_ bytes: Span<UInt8>, _ literal: String, foldingCase: Bool) -> Bool {
        let expected = literal.utf8.span
        guard bytes.count == expected.count else { return false }
        for index in bytes.indices {
            let byte = foldingCase ? lower(bytes[index]) : bytes[index]
            if byte != expected[index] { return false }
        }
        return true
    }
}

extension String {
    var lowercasedASCII: String { String(decoding: utf8.map(ASCII.lower), as: UTF8.self) }

    /// Without leading and trailing spaces and tabs (RFC 9110 OWS).
    var trimmingOWS: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
