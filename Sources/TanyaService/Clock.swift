#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// Monotonic and wall clocks without Foundation.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The wall clock (UTC).
    static func wallClock() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// UTC time as ISO 8601 with milliseconds.
    static func iso8601() -> String {
        var text = JSONByteCursor(capacity: iso8601Length)
        appendISO8601(wallClock(), to: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Bytes `appendISO8601` writes: `2026-11-22T22:16:47.123Z`.
    static let iso8601Length = 24

    /// Appends `time` as ISO 8601 UTC with milliseconds (`iso8601Length` bytes).
    static func appendISO8601(_ time: timespec, to text: inout JSONByteCursor) {
        text.write(maximum: iso8601Length) { appendISO8601(time, to: &$0) }
    }

    /// As `appendISO8601(_:to:)`, into a span with room for it; this runs
    /// for every log line.
    static func appendISO8601(_ time: timespec, to text: inout OutputSpan<UInt8>) {
        let seconds = Int(time.tv_sec)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let date = CalendarDate(daysSince1970: days)
        let (year, month, day) = (date.year, date.month, date.day)
        let millis = Int(time.tv_nsec / 1_000_000)
        @inline(__always) func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10) }
        @inline(__always) func two(_ value: Int, then separator: UInt8, to text: inout OutputSpan<UInt8>) {
            text.append(digit(value / 10))
            text.append(digit(value))
            text.append(separator)
        }
        text.append(digit(year / 1000)); text.append(digit(year / 100))
        two(year % 100, then: UInt8(ascii: "-"), to: &text)
        two(month, then: UInt8(ascii: "-"), to: &text)
        two(day, then: UInt8(ascii: "T"), to: &text)
        two(secondOfDay / 3600, then: UInt8(ascii: ":"), to: &text)
        two(secondOfDay / 60 % 60, then: UInt8(ascii: ":"), to: &text)
        two(secondOfDay % 60, then: UInt8(ascii: "."), to: &text)
        text.append(digit(millis / 100)); text.append(digit(millis / 10)); text.append(digit(millis))
        text.append(UInt8(ascii: "Z"))
    }
}
