#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// One JSON line per request: time, method, route, status, duration, reply
/// type and intent; the text of fallback questions, redacted.
///
/// The line is written as bytes into one array reserved to its longest
/// length (`JSONByteCursor`) and handed to the sink as it is: no writer
/// buffer and no String between them. The bytes are exactly what
/// `JSONWriter` writes.
enum AccessLog {
    /// What some routes add to their line: the reply id and site of `/v1/ask`
    /// (and the options of a clarify, the reply a chosen option answers),
    /// the verdict and redacted comment of `/v1/feedback`, the category of
    /// `/v1/letter`. Members left empty are not written.
    struct Details {
        var replyID: ReplyID?
        var site: String?
        var options: [String] = []
        var inReplyTo: String?
        var helpful: Bool?
        var comment: String?
        var category: String?

        /// Bytes of every string member, before escaping.
        var stringBytes: Int {
            var total = (replyID == nil ? 0 : ReplyID.length) + (site?.utf8.count ?? 0) + (inReplyTo?.utf8.count ?? 0)
            total += (comment?.utf8.count ?? 0) + (category?.utf8.count ?? 0)
            for option in options { total += option.utf8.count + 3 }
            return total
        }
    }

    /// Calls `sink` with the line (without a line feed).
    /// - Parameter now: the wall-clock time to log; the real clock when nil (tests pass one).
    static func write(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?,
                      fallbackText: String?, details: Details = Details(), now: timespec? = nil, to sink: ([UInt8]) -> Void) {
        // Redact before truncating so a cut never leaves half a phone number behind.
        let unanswered = fallbackText.map { String(Redactor.redact($0).prefix(300)) }
        // The fixed text and numbers need under 300 bytes: 276 with every
        // member present (numbers at their longest, 20 and 24 bytes, the id
        // counted below) and 18 for the quotes of nine strings. Escaping
        // makes a string at most six times longer.
        var stringBytes = method.utf8.count + route.utf8.count + (replyType?.utf8.count ?? 0) + (intent?.utf8.count ?? 0)
        stringBytes += unanswered?.utf8.count ?? 0
        // The comment was redacted and limited by the feedback route.
        stringBytes += details.stringBytes
        let maximum = 300 + 6 * stringBytes
        var line = JSONByteCursor(capacity: maximum)
        // Written under one capacity check (a capacity check per piece cost
        // about as much as the bytes); a longer line would stop the program,
        // which the count above rules out.
        line.write(maximum: maximum) { line in
            line.appendJSONText(#"{"time":""#)
            Clock.appendISO8601(now ?? Clock.wallClock(), to: &line)
            line.appendJSONText(#"","method":"#); line.appendJSONEscaped(method)
            line.appendJSONText(#","route":"#); line.appendJSONEscaped(route)
            line.appendJSONText(#","status":"#); line.appendJSONInteger(status)
            line.appendJSONText(#","duration_ms":"#); line.appendJSONNumber(seconds * 1000)
            line.appendJSONText(#","type":"#); line.appendJSONOptionalEscaped(replyType)
            line.appendJSONText(#","intent":"#); line.appendJSONOptionalEscaped(intent)
            if let unanswered { line.appendJSONText(#","unanswered":"#); line.appendJSONEscaped(unanswered) }
            if let id = details.replyID {
                line.appendJSONText(#","reply_id":""#); id.append(to: &line); line.append(UInt8(ascii: "\""))
            }
            if let site = details.site { line.appendJSONText(#","site":"#); line.appendJSONEscaped(site) }
            if !details.options.isEmpty {
                line.appendJSONText(#","options":["#)
                for (position, option) in details.options.enumerated() {
                    if position > 0 { line.append(UInt8(ascii: ",")) }
                    line.appendJSONEscaped(option)
                }
                line.append(UInt8(ascii: "]"))
            }
            if let inReplyTo = details.inReplyTo { line.appendJSONText(#","in_reply_to":"#); line.appendJSONEscaped(inReplyTo) }
            if let helpful = details.helpful { line.appendJSONText(helpful ? #","helpful":true"# : #","helpful":false"#) }
            if let comment = details.comment { line.appendJSONText(#","comment":"#); line.appendJSONEscaped(comment) }
            if let category = details.category { line.appendJSONText(#","category":"#); line.appendJSONEscaped(category) }
            line.append(UInt8(ascii: "}"))
        }
        sink(line.bytes)
    }

    /// The line as a String (for callers that log text).
    static func line(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?,
                     fallbackText: String?, details: Details = Details(), now: timespec? = nil) -> String {
        var text = ""
        write(method: method, route: route, status: status, seconds: seconds, replyType: replyType, intent: intent,
              fallbackText: fallbackText, details: details, now: now) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }
}
