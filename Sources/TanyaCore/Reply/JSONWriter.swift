/// A small streaming JSON writer: fast, allocation-light and exact about
/// escaping, so replies can be written per line at high throughput without
/// Foundation.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// One bit per open container (innermost lowest): whether a value was
    /// already written in it, so the next one needs a comma. Nesting beyond
    /// 64 levels is not used by any reply.
    private var commaBits: UInt64 = 0
    private var depth = 0

    public init() {
        bytes.reserveCapacity(4096)
    }

    /// A writer whose buffer starts with room for `capacity` bytes (one
    /// allocation when the caller knows roughly how long the result is).
    public init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    public var result: String { String(decoding: bytes, as: UTF8.self) }

    private var afterKey = false

    /// Writes the comma before a value unless it directly follows its key.
    private mutating func valuePrefix() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if commaBits & 1 != 0 { bytes.append(UInt8(ascii: ",")) }
        commaBits |= 1
    }

    private mutating func open(_ byte: UInt8) {
        valuePrefix()
        bytes.append(byte)
        commaBits <<= 1
        depth += 1
    }

    private mutating func close(_ byte: UInt8) {
        bytes.append(byte)
        commaBits >>= 1
        depth -= 1
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: StaticString) {
        valuePrefix()
        // Keys are fixed ASCII identifiers: no escaping needed. Written in
        // one piece: a key is written for every member of every reply.
        guard name.hasPointerRepresentation else {
            bytes.append(UInt8(ascii: "\""))
            name.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
            afterKey = true
            return
        }
        let count = name.utf8CodeUnitCount
        let source = name.utf8Start
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 3) { text in
            text[0] = UInt8(ascii: "\"")
            for index in 0..<count { text[index + 1] = source[index] }
            text[count + 1] = UInt8(ascii: "\"")
            text[count + 2] = UInt8(ascii: ":")
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
        afterKey = true
    }

    /// A key computed at run time (escaped like any string).
    public mutating func key(dynamic name: String) {
        valuePrefix()
        Self.appendEscaped(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) { valuePrefix(); Self.appendEscaped(value, to: &bytes) }

    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Pre-rendered object members (`"a":1,"b":2`), written as if each had
    /// been written here: a comma first when the object already has members.
    public mutating func rawMembers(_ members: [UInt8]) {
        guard !members.isEmpty else { return }
        valuePrefix()
        bytes.append(contentsOf: members)
    }

    /// A value the caller writes itself, as valid JSON (say, a time stamp
    /// formatted straight into the buffer).
    public mutating func rawValue(_ write: (inout [UInt8]) -> Void) {
        valuePrefix()
        write(&bytes)
    }

    /// A line break after a complete value (JSON lines).
    public mutating func newline() { bytes.append(0x0A) }

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
        appendDigits(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            // Three digits, trailing zeros dropped: 0.5 not 0.500.
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
                divisor /= 10
            }
        }
    }

    private mutating func appendDigits(_ value: Int) {
        if value >= 10 { appendDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    public static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Copy runs of bytes that need no escaping in one go.
            var runStart = 0
            var index = 0
            let count = utf8.count
            let raw = UnsafeRawBufferPointer(utf8)
            while index < count {
                // Skip eight clean bytes at a time (the common case).
                if index + 8 <= count, !Self.chunkNeedsEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                index += 1
                guard needsEscape(byte) else { continue }
                let escapeAt = index - 1
                if runStart < escapeAt { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<escapeAt])) }
                runStart = index
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                // "<" is escaped so a reply embedded in HTML can never close a script tag.
                case UInt8(ascii: "<"): bytes.append(contentsOf: "\\u003c".utf8)
                default:
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes needs escaping: a control byte (< 0x20),
    /// DEL, '"', '\\' or '<' (bit tricks: "has zero byte" / "has byte less than").
    @inline(__always)
    static func chunkNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> Bool { ((v &- ones) & ~v & high) != 0 }
        let less = ((word &- ones &* 0x20) & ~word & high) != 0
        return less || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
            || hasZero(word ^ (ones &* 0x3C)) || hasZero(word ^ (ones &* 0x7F))
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }
}
