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
        let bodyless = isBodyless(status)
        let reason = reasonPhraseText(status)
        // The head is written through an OutputSpan over the array's spare
        // capacity: one capacity check for the whole head instead of one per
        // piece (appending each piece cost more than the rest of the response).
        // Room: every field as given, plus under 128 bytes for the status
        // digits, Date, Content-Length, Connection and the line ends.
        var headSize = 128 + reason.utf8.count + (date?.utf8.count ?? 0)
        for field in response.headers { headSize += field.name.utf8.count + field.value.utf8.count + 4 }
        output.reserveCapacity(output.count + headSize + response.body.count)
        output.append(addingCapacity: headSize) { head in
            head.text("HTTP/1.1 ")
            head.decimal(status)
            head.append(0x20)
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
        }
        if !headRequest && !bodyless { output += response.body }
    }

    /// Statuses whose responses have no body (and no Content-Length).
    static func isBodyless(_ status: Int) -> Bool { (100..<200).contains(status) || status == 204 || status == 304 }

    enum FramingHeader { case contentLength, other }

    /// Content-Length, or another header the server writes itself
    /// (Connection, Transfer-Encoding, Date), by name ignoring case.
    static func framingHeader(_ name: String) -> FramingHeader? {
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
        reasonPhraseText(status)
    }

    /// The reason phrase as a string literal: static bytes, no allocation.
    static func reasonPhraseText(_ status: Int) -> String {
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

/// Writing a response head into the spare capacity the serializer sized
/// for it. Every append is bounds-checked by the OutputSpan: a size
/// computed too small stops the program instead of overrunning memory.
extension OutputSpan where Element == UInt8 {
    // Both writers read the string through `utf8.span` (a short string in
    // place): the `utf8` iterator cost about 45 instructions a byte here,
    // 6% of a whole `POST /v1/ask`.
    mutating func text(_ text: String) {
        let bytes = text.utf8.span
        for index in bytes.indices { append(bytes[index]) }
    }

    /// `name: value` and a line end. A CR, LF or NUL in the name or value
    /// becomes a space: a handler's value can never split the response
    /// (CR/LF injection).
    mutating func field(_ name: String, _ value: String) {
        sanitized(name)
        text(": ")
        sanitized(value)
        text("\r\n")
    }

    fileprivate mutating func sanitized(_ text: String) {
        let bytes = text.utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            append(byte == 0x0D || byte == 0x0A || byte == 0 ? 0x20 : byte)
        }
    }

    /// An integer in decimal (status codes, lengths), as `String(value)` writes it.
    mutating func decimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var start = 20
        var rest = value.magnitude
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        for index in start..<20 { append(digits[index]) }
    }
}
