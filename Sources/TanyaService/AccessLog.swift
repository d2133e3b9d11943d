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
    /// Calls `sink` with the line (without a line feed).
    /// - Parameter now: the wall-clock time to log; the real clock when nil (tests pass one).
    static func write(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?,
                      fallbackText: String?, now: timespec? = nil, to sink: ([UInt8]) -> Void) {
        // Redact before truncating so a cut never leaves half a phone number behind.
        let unanswered = fallbackText.map { String(Redactor.redact($0).prefix(300)) }
        // Fixed text and numbers need under 200 bytes; escaping makes a string at most six times longer.
        var stringBytes = method.utf8.count + route.utf8.count + (replyType?.utf8.count ?? 0) + (intent?.utf8.count ?? 0)
        stringBytes += unanswered?.utf8.count ?? 0
        var line = JSONByteCursor(capacity: 200 + 6 * stringBytes)
        line.append(#"{"time":""#)
        Clock.appendISO8601(now ?? Clock.wallClock(), to: &line)
        line.append(#"","method":"#); line.appendEscaped(method)
        line.append(#","route":"#); line.appendEscaped(route)
        line.append(#","status":"#); line.appendInteger(status)
        line.append(#","duration_ms":"#); line.appendNumber(seconds * 1000)
        line.append(#","type":"#); line.appendOptionalEscaped(replyType)
        line.append(#","intent":"#); line.appendOptionalEscaped(intent)
        if let unanswered { line.append(#","unanswered":"#); line.appendEscaped(unanswered) }
        line.append(UInt8(ascii: "}"))
        sink(line.bytes)
    }

    /// The line as a String (for callers that log text).
    static func line(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?,
                     fallbackText: String?, now: timespec? = nil) -> String {
        var text = ""
        write(method: method, route: route, status: status, seconds: seconds, replyType: replyType, intent: intent,
              fallbackText: fallbackText, now: now) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }
}
