/// A small streaming JSON writer: fast, allocation-light and exact about
/// escaping, so replies can be written per line at high throughput without
/// Foundation.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = []

    public init() {
        bytes.reserveCapacity(1024)
    }

    public var result: String { String(decoding: bytes, as: UTF8.self) }

    private var afterKey = false

    /// Writes the comma before a value unless it directly follows its key.
    private mutating func valuePrefix() {
        if afterKey {
            afterKey = false
            return
        }
        if let last = needsComma.last {
            if last { bytes.append(UInt8(ascii: ",")) }
            needsComma[needsComma.count - 1] = true
        }
    }

    public mutating func beginObject() { valuePrefix(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma.removeLast() }
    public mutating func beginArray() { valuePrefix(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma.removeLast() }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: String) {
        valuePrefix()
        Self.appendEscaped(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) { valuePrefix(); Self.appendEscaped(value, to: &bytes) }

    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    public mutating func null() { valuePrefix(); bytes.append(contentsOf: "null".utf8) }

    public mutating func bool(_ value: Bool) { valuePrefix(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    public mutating func integer(_ value: Int) { valuePrefix(); bytes.append(contentsOf: String(value).utf8) }

    /// A number rounded to three decimals (confidences, durations).
    public mutating func number(_ value: Double) {
        valuePrefix()
        guard value.isFinite else { bytes.append(contentsOf: "0".utf8); return }
        let scaled = (value * 1000).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        if negative { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: String(magnitude / 1000).utf8)
        let fraction = magnitude % 1000
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            var digits = String(fraction)
            while digits.utf8.count < 3 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            bytes.append(contentsOf: digits.utf8)
        }
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    public static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                // "<" is escaped so a reply embedded in HTML can never close a script tag.
                if byte == UInt8(ascii: "<") { bytes.append(contentsOf: "\\u003c".utf8) } else { bytes.append(byte) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
