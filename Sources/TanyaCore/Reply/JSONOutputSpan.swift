/// JSON pieces written into an `OutputSpan`, for a line whose longest
/// length is known before it is written (the service's access-log line,
/// through `JSONByteCursor.write(maximum:_:)`): one capacity check for the
/// whole line instead of one per piece, which cost more than the bytes.
/// `JSONWriter` writes its numbers and escapes with these, so the bytes are
/// the same everywhere. Every append is bounds-checked by the span: a
/// maximum computed too small stops the program instead of overrunning.
extension OutputSpan where Element == UInt8 {
    /// Fixed text (a literal: ASCII, nothing to escape), read in place.
    @inlinable
    public mutating func appendJSONText(_ text: String) {
        let utf8 = text.utf8.span
        for index in utf8.indices { append(utf8[index]) }
    }

    /// Bytes as they are (already JSON).
    @inlinable
    public mutating func appendJSONBytes(_ bytes: Span<UInt8>) {
        for index in bytes.indices { append(bytes[index]) }
    }

    /// `value` as a JSON string literal, escaped as `JSONWriter.appendEscaped`
    /// escapes (at most `JSONWriter.maximumEscapedCount(value)` bytes).
    public mutating func appendJSONEscaped(_ value: String) {
        let utf8 = value.utf8.span
        append(UInt8(ascii: "\""))
        for index in utf8.indices {
            let byte = utf8[index]
            if JSONWriter.needsEscape(byte) { appendJSONEscapeSequence(byte) } else { append(byte) }
        }
        append(UInt8(ascii: "\""))
    }

    /// A string literal, or `null`.
    public mutating func appendJSONOptionalEscaped(_ value: String?) {
        if let value { appendJSONEscaped(value) } else { appendJSONText("null") }
    }

    /// `byte` escaped (at most six bytes): `\"`, `\\`, `\n`, `\r`, `\t`;
    /// other control bytes, DEL and "<" (so a reply embedded in HTML can
    /// never close a script tag) as `\u00XX`.
    mutating func appendJSONEscapeSequence(_ byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
            append(UInt8(ascii: "u"))
            append(UInt8(ascii: "0"))
            append(UInt8(ascii: "0"))
            append(Self.hexDigit(byte >> 4))
            append(Self.hexDigit(byte & 0xF))
        }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// The text of `JSONWriter.integer(_:)` (at most 20 bytes).
    public mutating func appendJSONInteger(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendJSONDigits(UInt64(value.magnitude))
    }

    /// The decimal digits of `value`, most significant first, written
    /// backwards into a fixed 20-byte scratch array on the stack.
    mutating func appendJSONDigits(_ value: UInt64) {
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var start = 20
        var rest = value
        repeat {
            start -= 1
            digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        for index in start..<20 { append(digits[index]) }
    }

    /// The text of `JSONWriter.number(_:)`: rounded to three decimals,
    /// trailing zeros dropped ("0.5", "1", "-2.25"), at most 24 bytes.
    public mutating func appendJSONNumber(_ value: Double) {
        guard value.isFinite else {
            append(UInt8(ascii: "0"))
            return
        }
        let scaled = (value * 1000).rounded()
        if scaled < 0 { append(UInt8(ascii: "-")) }
        // Clamped so a huge duration cannot trap the conversion.
        let thousandths = UInt64(min(abs(scaled), 1.8e19))
        appendJSONDigits(thousandths / 1000)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction % 10 == 0 { fraction /= 10; divisor /= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }
}
