/// Writes a response head and body into one buffer, so the connection can
/// send it (and any pipelined neighbours) with a single write.
public enum HTTPResponseSerializer {
    /// Appends `response` to `output`.
    /// - Parameters:
    ///   - headRequest: the request was HEAD: send the headers a GET would get, no body.
    ///   - keepAlive: whether the connection stays open afterwards.
    ///   - version: the request's version (an HTTP/1.0 keep-alive needs saying so).
    ///   - date: the value of the Date header, if any.
    public static func append(_ response: HTTPResponse, headRequest: Bool, keepAlive: Bool, version: HTTPVersion = .http1_1,
                              date: String? = nil, to output: inout [UInt8]) {
        let status = response.status
        let bodyless = (100..<200).contains(status) || status == 204 || status == 304
        let reason = reasonPhraseText(status)
        // The head is written into stack memory and appended in one copy:
        // appending each piece to the array cost more than the rest of the response.
        // Room: every field as given, plus under 128 bytes for the status
        // digits, Date, Content-Length, Connection and the line ends.
        var headSize = 128 + reason.utf8CodeUnitCount + (date?.utf8.count ?? 0)
        for field in response.headers { headSize += field.name.utf8.count + field.value.utf8.count + 4 }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: headSize) { memory in
            var head = HeadWriter(base: memory.baseAddress!)
            head.text("HTTP/1.1 ")
            head.decimal(status)
            head.byte(0x20)
            head.text(reason)
            head.text("\r\n")
            var suppliedLength: String?
            for field in response.headers {
                // The server owns the framing headers.
                switch Self.framingHeader(field.name) {
                case .contentLength: suppliedLength = field.value; continue
                case .other: continue
                case nil: head.field(field.name, field.value)
                }
            }
            if let date { head.field("Date", date) }
            if !bodyless {
                // A HEAD handler may state the length the GET body would have.
                if headRequest && response.body.isEmpty {
                    head.field("Content-Length", suppliedLength ?? "0")
                } else {
                    head.text("Content-Length: ")
                    head.decimal(response.body.count)
                    head.text("\r\n")
                }
            }
            if !keepAlive {
                head.text("Connection: close\r\n")
            } else if version == .http1_0 {
                head.text("Connection: keep-alive\r\n")
            }
            head.text("\r\n")
            output.reserveCapacity(output.count + head.count + response.body.count)
            output.append(contentsOf: UnsafeBufferPointer(start: memory.baseAddress, count: head.count))
        }
        if !headRequest && !bodyless { output += response.body }
    }

    private enum FramingHeader { case contentLength, other }

    /// Content-Length, or another header the server writes itself
    /// (Connection, Transfer-Encoding, Date), by name ignoring case.
    private static func framingHeader(_ name: String) -> FramingHeader? {
        switch name.utf8.count {
        case 4 where HTTPHeaders.equalIgnoringCase(name, lowercase: "date"): return .other
        case 10 where HTTPHeaders.equalIgnoringCase(name, lowercase: "connection"): return .other
        case 14 where HTTPHeaders.equalIgnoringCase(name, lowercase: "content-length"): return .contentLength
        case 17 where HTTPHeaders.equalIgnoringCase(name, lowercase: "transfer-encoding"): return .other
        default: return nil
        }
    }

    /// The interim response to `Expect: 100-continue`.
    public static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    public static func reasonPhrase(_ status: Int) -> String {
        reasonPhraseText(status).description
    }

    /// The reason phrase as static text: written without a String.
    static func reasonPhraseText(_ status: Int) -> StaticString {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 201: return "Created"
        case 202: return "Accepted"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 417: return "Expectation Failed"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status"
        }
    }
}

/// Writes a response head into memory the serializer sized for it.
private struct HeadWriter {
    let base: UnsafeMutablePointer<UInt8>
    var count = 0

    init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    mutating func byte(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    mutating func text(_ text: StaticString) {
        (base + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    mutating func string(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            (base + count).update(from: source, count: bytes.count)
            count += bytes.count
        }
    }

    mutating func field(_ name: String, _ value: String) {
        string(name)
        text(": ")
        let start = base + count
        string(value)
        // Never let a handler's value split the response (CR/LF injection):
        // checked on the copy, in one tight pass.
        for index in 0..<(base + count - start) where start[index] == 0x0D || start[index] == 0x0A || start[index] == 0 {
            start[index] = 0x20
        }
        text("\r\n")
    }

    /// An integer in decimal (status codes, lengths), as `String(value)` writes it.
    mutating func decimal(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var length = 1
        var rest = magnitude / 10
        while rest > 0 { length += 1; rest /= 10 }
        rest = magnitude
        for offset in stride(from: length - 1, through: 0, by: -1) {
            base[count + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += length
    }
}
