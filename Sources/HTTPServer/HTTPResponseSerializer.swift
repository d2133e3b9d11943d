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
        output.reserveCapacity(output.count + 160 + response.body.count)
        appendStatic("HTTP/1.1 ", to: &output)
        appendDecimal(status, to: &output)
        output.append(0x20)
        var reason = reasonPhrase(status)
        reason.withUTF8 { output.append(contentsOf: $0) }
        appendStatic("\r\n", to: &output)
        var suppliedLength: String?
        for (name, value) in response.headers {
            // The server owns the framing headers.
            if HTTPHeaders.equalIgnoringCase(name, lowercase: "content-length") { suppliedLength = value; continue }
            if HTTPHeaders.equalIgnoringCase(name, lowercase: "connection") || HTTPHeaders.equalIgnoringCase(name, lowercase: "transfer-encoding")
                || HTTPHeaders.equalIgnoringCase(name, lowercase: "date") { continue }
            appendHeader(name, value, to: &output)
        }
        if let date { appendHeader("Date", date, to: &output) }
        if !bodyless {
            // A HEAD handler may state the length the GET body would have.
            if headRequest && response.body.isEmpty {
                appendHeader("Content-Length", suppliedLength ?? "0", to: &output)
            } else {
                appendStatic("Content-Length: ", to: &output)
                appendDecimal(response.body.count, to: &output)
                appendStatic("\r\n", to: &output)
            }
        }
        if !keepAlive {
            appendHeader("Connection", "close", to: &output)
        } else if version == .http1_0 {
            appendHeader("Connection", "keep-alive", to: &output)
        }
        appendStatic("\r\n", to: &output)
        if !headRequest && !bodyless { output += response.body }
    }

    /// The interim response to `Expect: 100-continue`.
    public static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    // The helpers below work on contiguous bytes (`withUTF8`): iterating a
    // String's `utf8` view byte by byte cost more than the rest of the response.

    private static func appendHeader(_ name: String, _ value: String, to output: inout [UInt8]) {
        var name = name, value = value
        name.withUTF8 { output.append(contentsOf: $0) }
        appendStatic(": ", to: &output)
        value.withUTF8 { bytes in
            // Never let a handler's value split the response (CR/LF injection).
            if bytes.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) {
                for byte in bytes { output.append(byte == 0x0D || byte == 0x0A || byte == 0 ? 0x20 : byte) }
            } else {
                output.append(contentsOf: bytes)
            }
        }
        appendStatic("\r\n", to: &output)
    }

    private static func appendStatic(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// A non-negative integer in decimal (status codes, lengths).
    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        guard value >= 0 else {
            var text = String(value)
            text.withUTF8 { output.append(contentsOf: $0) }
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    public static func reasonPhrase(_ status: Int) -> String {
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
