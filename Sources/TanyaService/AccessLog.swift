#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// One JSON line per request: time, method, route, status, duration, reply
/// type and intent; the text of fallback questions, redacted.
///
/// The line is written as bytes into stack memory and handed to the sink
/// from there: no writer buffer, no String, no copy between them (building
/// it with `JSONWriter`, turning that into a String and copying the String
/// into the log cost about 2,000 instructions per request). The bytes are
/// exactly what `JSONWriter` wrote (same keys, escaping and number format).
enum AccessLog {
    /// Calls `sink` with the line (without a line feed).
    /// - Parameter now: the wall-clock time to log; the real clock when nil (tests pass one).
    static func write(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?,
                      fallbackText: String?, now: timespec? = nil, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Redact before truncating so a cut never leaves half a phone number behind.
        let unanswered = fallbackText.map { String(Redactor.redact($0).prefix(300)) }
        // Fixed text and numbers need under 200 bytes; escaping makes a string at most six times longer.
        var stringBytes = method.utf8.count + route.utf8.count + (replyType?.utf8.count ?? 0) + (intent?.utf8.count ?? 0)
        stringBytes += unanswered?.utf8.count ?? 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 200 + 6 * stringBytes) { memory in
            guard let base = memory.baseAddress else { return }
            var line = LineBuffer(base: base)
            line.raw(#"{"time":""#)
            Clock.writeISO8601(now ?? Clock.wallClock(), to: base + line.count)
            line.count += Clock.iso8601Length
            line.raw(#"","method":"#); line.string(method)
            line.raw(#","route":"#); line.string(route)
            line.raw(#","status":"#); line.integer(status)
            line.raw(#","duration_ms":"#); line.number(seconds * 1000)
            line.raw(#","type":"#); line.optionalString(replyType)
            line.raw(#","intent":"#); line.optionalString(intent)
            if let unanswered { line.raw(#","unanswered":"#); line.string(unanswered) }
            line.byte(UInt8(ascii: "}"))
            sink(UnsafeBufferPointer(start: base, count: line.count))
        }
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

/// Appends to memory the caller sized for the whole line (see `AccessLog.write`).
struct LineBuffer {
    let base: UnsafeMutablePointer<UInt8>
    var count = 0

    init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    mutating func byte(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    mutating func raw(_ text: StaticString) {
        (base + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// A JSON string. The logged strings (method, route, reply type, intent)
    /// need no escaping; one that does is escaped by `JSONWriter` itself, so
    /// the rules cannot drift apart.
    mutating func string(_ value: String) {
        var utf8 = value
        let clean = utf8.withUTF8 { bytes in
            guard !bytes.contains(where: Self.mayNeedEscape) else { return false }
            byte(UInt8(ascii: "\""))
            self.bytes(bytes)
            byte(UInt8(ascii: "\""))
            return true
        }
        if clean { return }
        var escaped: [UInt8] = []
        JSONWriter.appendEscaped(value, to: &escaped)
        escaped.withUnsafeBufferPointer { bytes($0) }
    }

    /// Every byte `JSONWriter` escapes (control bytes, DEL, quote, backslash,
    /// '<'); a test holds this to `JSONWriter` for every ASCII byte.
    static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }

    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        digits(value.magnitude)
    }

    /// As `JSONWriter.number`: rounded to three decimals, trailing zeros dropped.
    mutating func number(_ value: Double) {
        guard value.isFinite else { byte(UInt8(ascii: "0")); return }
        let scaled = (value * 1000).rounded()
        let magnitude = Int(abs(scaled))
        if scaled < 0 { byte(UInt8(ascii: "-")) }
        digits(UInt(magnitude / 1000))
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        byte(UInt8(ascii: "."))
        var width = 3
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            byte(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    mutating func digits(_ value: UInt) {
        var length = 1
        var rest = value / 10
        while rest > 0 { length += 1; rest /= 10 }
        rest = value
        for offset in stride(from: length - 1, through: 0, by: -1) {
            base[count + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += length
    }
}
