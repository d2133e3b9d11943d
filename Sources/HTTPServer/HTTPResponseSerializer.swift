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
        output += "HTTP/1.1 ".utf8
        output += String(status).utf8
        output.append(0x20)
        output += reasonPhrase(status).utf8
        output += "\r\n".utf8
        var suppliedLength: String?
        for (name, value) in response.headers {
            // The server owns the framing headers.
            if HTTPHeaders.equalIgnoringCase(name, "content-length") { suppliedLength = value; continue }
            if HTTPHeaders.equalIgnoringCase(name, "connection") || HTTPHeaders.equalIgnoringCase(name, "transfer-encoding")
                || HTTPHeaders.equalIgnoringCase(name, "date") { continue }
            appendHeader(name, value, to: &output)
        }
        if let date { appendHeader("Date", date, to: &output) }
        if !bodyless {
            // A HEAD handler may state the length the GET body would have.
            let length = headRequest && response.body.isEmpty ? (suppliedLength ?? "0") : String(response.body.count)
            appendHeader("Content-Length", length, to: &output)
        }
        if !keepAlive {
            appendHeader("Connection", "close", to: &output)
        } else if version == .http1_0 {
            appendHeader("Connection", "keep-alive", to: &output)
        }
        output += "\r\n".utf8
        if !headRequest && !bodyless { output += response.body }
    }

    /// The interim response to `Expect: 100-continue`.
    public static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private static func appendHeader(_ name: String, _ value: String, to output: inout [UInt8]) {
        output += name.utf8
        output += ": ".utf8
        // Never let a handler's value split the response (CR/LF injection).
        if value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) {
            for byte in value.utf8 { output.append(byte == 0x0D || byte == 0x0A || byte == 0 ? 0x20 : byte) }
        } else {
            output += value.utf8
        }
        output += "\r\n".utf8
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
