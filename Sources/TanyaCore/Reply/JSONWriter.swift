/// A small streaming JSON writer: fast, allocation-light and exact about
/// escaping, so replies can be written per line at high throughput without
/// Foundation.
///
/// It writes into its own byte buffer (`JSONBytes`) rather than an
/// `[UInt8]`: appending a few bytes to an array goes through the generic
/// `append(contentsOf:)` machinery, which cost more than the JSON itself in
/// the HTTP API's profile. The buffer is copied on write, so a `JSONWriter`
/// is still a value.
public struct JSONWriter: Sendable {
    private var buffer: JSONBytes
    /// One bit per open container (innermost lowest): whether a value was
    /// already written in it, so the next one needs a comma. Nesting beyond
    /// 64 levels is not used by any reply.
    private var commaBits: UInt64 = 0
    private var depth = 0

    public init() {
        buffer = JSONBytes(capacity: 4096)
    }

    /// A writer whose buffer starts with room for `capacity` bytes (one
    /// allocation when the caller knows roughly how long the result is).
    public init(capacity: Int) {
        buffer = JSONBytes(capacity: capacity)
    }

    /// The bytes written so far.
    public var bytes: [UInt8] { buffer.array }

    public var result: String { buffer.withBytes { String(decoding: $0, as: UTF8.self) } }

    private var afterKey = false

    /// The buffer, made unique first (copy on write).
    private var out: JSONBytes {
        mutating get {
            if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
            return buffer
        }
    }

    /// Writes the comma before a value unless it directly follows its key.
    private mutating func valuePrefix() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if commaBits & 1 != 0 { out.append(UInt8(ascii: ",")) }
        commaBits |= 1
    }

    private mutating func open(_ byte: UInt8) {
        valuePrefix()
        out.append(byte)
        commaBits <<= 1
        depth += 1
    }

    private mutating func close(_ byte: UInt8) {
        out.append(byte)
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
        // Keys are fixed ASCII identifiers: no escaping needed.
        let out = self.out
        out.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { out.append($0) }
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// A key computed at run time (escaped like any string).
    public mutating func key(dynamic name: String) {
        valuePrefix()
        let out = self.out
        Self.appendEscaped(name, to: out)
        out.append(UInt8(ascii: ":"))
        afterKey = true
    }

    public mutating func string(_ value: String) { valuePrefix(); Self.appendEscaped(value, to: out) }

    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Pre-rendered object members (`"a":1,"b":2`), written as if each had
    /// been written here: a comma first when the object already has members.
    public mutating func rawMembers(_ members: [UInt8]) {
        guard !members.isEmpty else { return }
        valuePrefix()
        let out = self.out
        members.withUnsafeBufferPointer { out.append($0) }
    }

    /// A value the caller has rendered as valid JSON (say, a time stamp
    /// formatted on the stack).
    public mutating func rawValue(_ json: UnsafeBufferPointer<UInt8>) {
        valuePrefix()
        out.append(json)
    }

    /// A line break after a complete value (JSON lines).
    public mutating func newline() { out.append(0x0A) }

    public mutating func null() { valuePrefix(); out.append("null") }

    public mutating func bool(_ value: Bool) { valuePrefix(); out.append(value ? "true" : "false") }

    public mutating func integer(_ value: Int) {
        valuePrefix()
        let out = self.out
        if value < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDigits(value.magnitude)
    }

    /// A number rounded to three decimals (confidences, durations).
    public mutating func number(_ value: Double) {
        valuePrefix()
        let out = self.out
        guard value.isFinite else { out.append(UInt8(ascii: "0")); return }
        let scaled = (value * 1000).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        if negative { out.append(UInt8(ascii: "-")) }
        out.appendDigits(UInt(magnitude / 1000))
        var fraction = magnitude % 1000
        if fraction != 0 {
            out.append(UInt8(ascii: "."))
            // Three digits, trailing zeros dropped: 0.5 not 0.500.
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
                divisor /= 10
            }
        }
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    public static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
        let out = JSONBytes(capacity: value.utf8.count + 16)
        appendEscaped(value, to: out)
        out.withBytes { bytes.append(contentsOf: $0) }
    }

    static func appendEscaped(_ value: String, to bytes: JSONBytes) {
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
                if runStart < escapeAt { bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<escapeAt])) }
                runStart = index
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                // "<" is escaped so a reply embedded in HTML can never close a script tag.
                case UInt8(ascii: "<"): bytes.append("\\u003c")
                default:
                    bytes.append("\\u00")
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
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

/// The growable bytes of one `JSONWriter`: a plain allocation with a count,
/// appended to with `memcpy`. Owned by one writer at a time (the writer
/// copies it before writing when it is shared).
final class JSONBytes: @unchecked Sendable {
    // @unchecked: mutated only through a uniquely referenced writer.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func copy() -> JSONBytes {
        let copy = JSONBytes(capacity: capacity)
        copy.base.update(from: base, count: count)
        copy.count = count
        return copy
    }

    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Decimal digits of `value`.
    func appendDigits(_ value: UInt) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // room for 24 digits
        var remaining = value
        var length = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                length += 1
                raw[24 - length] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            append(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[(24 - length)...]))
        }
    }
}
