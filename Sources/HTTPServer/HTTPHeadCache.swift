/// The last response head an event loop wrote, up to its Content-Length
/// value: the status line, the handler's fields, Date and "Content-Length: ". The next response with
/// the same status, fields and Date (nearly every API reply within the
/// same second) gets those bytes copied in one piece; writing them byte by
/// byte through an OutputSpan, each field checked for CR and LF, cost about
/// a thousand instructions a response. The bytes are the ones
/// `HTTPResponseSerializer.append` writes; a response the cache does not fit
/// (a bodyless status, a field the server writes itself) goes there.
struct HTTPHeadCache {
    /// The Date header's value, kept per second.
    var dates = HTTPDateCache()
    private var status = -1
    private var fields: [(name: String, value: String)] = []
    private var date = ""
    private var prefix: [UInt8] = []

    /// Appends `response` to `output` as `HTTPResponseSerializer.append`
    /// does for a request other than HEAD, with the current Date.
    mutating func append(_ response: HTTPResponse, keepAlive: Bool, version: HTTPVersion, to output: inout [UInt8]) {
        let date = dates.current()
        if !matches(response.status, response.headers, date) {
            guard !HTTPResponseSerializer.isBodyless(response.status),
                  let head = Self.prefix(response.status, response.headers, date) else {
                HTTPResponseSerializer.append(response, headRequest: false, keepAlive: keepAlive, version: version, date: date, to: &output)
                return
            }
            (status, fields, self.date, prefix) = (response.status, response.headers, date, head)
        }
        output.reserveCapacity(output.count + prefix.count + Self.tailSize + response.body.count)
        output.append(contentsOf: prefix)
        output.append(addingCapacity: Self.tailSize) { head in
            head.decimal(response.body.count)
            // The line ends, the Connection field and the blank line as one literal.
            head.text(!keepAlive ? "\r\nConnection: close\r\n\r\n"
                      : version == .http1_0 ? "\r\nConnection: keep-alive\r\n\r\n" : "\r\n\r\n")
        }
        output += response.body
    }

    /// Room for the rest of a head: at most 20 digits, a line end,
    /// "Connection: keep-alive" and its line end (24), the blank line (2).
    private static let tailSize = 48

    /// Whether the cached prefix is this response's (equal strings compare
    /// quickly when they are the same literals or the same Date string).
    private func matches(_ status: Int, _ fields: [(name: String, value: String)], _ date: String) -> Bool {
        guard status == self.status, fields.count == self.fields.count, date == self.date else { return false }
        for index in fields.indices where fields[index].name != self.fields[index].name || fields[index].value != self.fields[index].value {
            return false
        }
        return true
    }

    /// The status line, fields and Date of a response; nil when a field is
    /// one the server writes itself (the serializer drops or uses it).
    private static func prefix(_ status: Int, _ fields: [(name: String, value: String)], _ date: String) -> [UInt8]? {
        for field in fields where HTTPResponseSerializer.framingHeader(field.name) != nil { return nil }
        let reason = HTTPResponseSerializer.reasonPhraseText(status)
        // "HTTP/1.1 ", up to 20 digits, a space, the reason, line ends,
        // "Date: " and "Content-Length: ".
        var size = 80 + reason.utf8.count + date.utf8.count
        for field in fields { size += field.name.utf8.count + field.value.utf8.count + 4 }
        var bytes: [UInt8] = []
        bytes.append(addingCapacity: size) { head in
            head.text("HTTP/1.1 ")
            head.decimal(status)
            head.append(0x20)
            head.text(reason)
            head.text("\r\n")
            for field in fields { head.field(field.name, field.value) }
            head.field("Date", date)
            head.text("Content-Length: ")
        }
        return bytes
    }
}
