/// A response from the request handler. The server adds the framing
/// headers (Content-Length, Connection, Date) itself.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public init(status: Int, headers: [(name: String, value: String)] = [], text: String) {
        self.init(status: status, headers: headers, body: Array(text.utf8))
    }

    /// The JSON error the server sends for requests it refuses itself:
    /// `{"error":{"code","message","message_en"}}`, the shape the API uses.
    public static func error(status: Int, code: String, message: String, messageEnglish: String) -> HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(96 + message.utf8.count + messageEnglish.utf8.count)
        body += #"{"error":{"code":"#.utf8
        JSONText.appendString(code, to: &body)
        body += #","message":"#.utf8
        JSONText.appendString(message, to: &body)
        body += #","message_en":"#.utf8
        JSONText.appendString(messageEnglish, to: &body)
        body += "}}".utf8
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: body)
    }
}

/// Just enough JSON to write the server's own error bodies.
enum JSONText {
    private static let hex = Array("0123456789abcdef".utf8)

    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes += #"\n"#.utf8
            case 0x0D: bytes += #"\r"#.utf8
            case 0x09: bytes += #"\t"#.utf8
            case 0..<0x20:
                bytes += #"\u00"#.utf8
                bytes.append(hex[Int(byte >> 4)]); bytes.append(hex[Int(byte & 15)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
