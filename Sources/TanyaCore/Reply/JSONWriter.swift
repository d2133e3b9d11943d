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
        Self.formatInteger(value) { out.append($0) }
    }

    /// A number rounded to three decimals (confidences, durations).
    public mutating func number(_ value: Double) {
        valuePrefix()
        let out = self.out
        Self.formatNumber(value) { out.append($0) }
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    public static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
        escape(value) { bytes.append(contentsOf: $0) }
    }

    static func appendEscaped(_ value: String, to bytes: JSONBytes) {
        escape(value) { bytes.append($0) }
    }

    /// The longest escaped form of `value`, quotes included (each byte at
    /// most six: `\u00XX`).
    static func maximumEscapedCount(_ value: String) -> Int { value.utf8.count * 6 + 2 }

    /// `value` as a JSON string literal, handed to `emit` in pieces: runs of
    /// bytes that need no escaping go in one piece.
    @inline(__always)
    static func escape(_ value: String, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeBytes(of: UInt8(ascii: "\"")) { emit($0.bindMemory(to: UInt8.self)) }
        var value = value
        value.withUTF8 { utf8 in
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
                if runStart < escapeAt { emit(UnsafeBufferPointer(rebasing: utf8[runStart..<escapeAt])) }
                runStart = index
                var sequence: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "\\"), byte, 0, 0, 0, 0)
                var length = 2
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): break
                case 0x0A: sequence.1 = UInt8(ascii: "n")
                case 0x0D: sequence.1 = UInt8(ascii: "r")
                case 0x09: sequence.1 = UInt8(ascii: "t")
                default:
                    // Control bytes, DEL and "<" (so a reply embedded in HTML
                    // can never close a script tag) as \u00XX.
                    sequence = (UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                hex[Int(byte >> 4)], hex[Int(byte & 0xF)])
                    length = 6
                }
                withUnsafeBytes(of: &sequence) { emit(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<length])) }
            }
            if runStart < utf8.count { emit(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        withUnsafeBytes(of: UInt8(ascii: "\"")) { emit($0.bindMemory(to: UInt8.self)) }
    }

    /// The text of `integer(_:)` (at most 20 bytes), handed to `emit`.
    static func formatInteger(_ value: Int, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var rest = value.magnitude
            var start = bytes.count
            repeat {
                start -= 1
                bytes[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                bytes[start] = UInt8(ascii: "-")
            }
            emit(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// The text of `number(_:)`: rounded to three decimals, trailing zeros
    /// dropped ("0.5", "1", "-2.25"), at most 24 bytes, handed to `emit`.
    static func formatNumber(_ value: Double, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var end = 0
            guard value.isFinite else {
                bytes[0] = UInt8(ascii: "0")
                emit(UnsafeBufferPointer(rebasing: bytes[..<1]))
                return
            }
            let scaled = (value * 1000).rounded()
            var magnitude = UInt(abs(scaled))
            if scaled < 0 { bytes[end] = UInt8(ascii: "-"); end += 1 }
            var fraction = magnitude % 1000
            magnitude /= 1000
            // Integer digits, written backwards into the tail and moved up.
            var tail = 23
            repeat {
                bytes[tail] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                tail -= 1
            } while magnitude > 0
            for index in (tail + 1)...23 { bytes[end] = bytes[index]; end += 1 }
            if fraction != 0 {
                bytes[end] = UInt8(ascii: "."); end += 1
                var divisor: UInt = 100
                while fraction % 10 == 0 { fraction /= 10; divisor /= 10 }
                while divisor > 0 {
                    bytes[end] = UInt8(ascii: "0") + UInt8(fraction / divisor % 10)
                    end += 1
                    divisor /= 10
                }
            }
            emit(UnsafeBufferPointer(rebasing: bytes[..<end]))
        }
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
}

/// Writes JSON pieces into memory sized in advance (an array's uninitialised
/// capacity, a temporary allocation on the stack): for lines assembled from
/// fixed text and pre-rendered parts, where the longest result is known
/// before writing, so there is one allocation and no copy (answers, the
/// access log). Escaping and numbers are `JSONWriter`'s own. Writing past
/// the capacity stops the program rather than overrunning memory.
public struct JSONByteCursor {
    private let base: UnsafeMutableBufferPointer<UInt8>
    public private(set) var count = 0

    public init(_ base: UnsafeMutableBufferPointer<UInt8>) { self.base = base }

    /// The bytes written so far.
    public var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: base[..<count]) }

    @inline(__always)
    private func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(count + extra <= base.count, "JSONByteCursor: capacity computed too small")
        return base.baseAddress.unsafelyUnwrapped + count
    }

    public mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    public mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

    public mutating func append(_ text: StaticString) { text.withUTF8Buffer { append($0) } }

    /// `length` bytes that `write` puts at the pointer it is given.
    public mutating func append(length: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        write(reserve(length))
        count += length
    }

    /// A JSON string literal (at most `JSONWriter.maximumEscapedCount` bytes).
    public mutating func appendEscaped(_ value: String) { JSONWriter.escape(value) { append($0) } }

    /// A string literal, or `null`.
    public mutating func appendOptionalEscaped(_ value: String?) {
        if let value { appendEscaped(value) } else { append("null") }
    }

    /// As `JSONWriter.number` (at most 24 bytes).
    public mutating func appendNumber(_ value: Double) { JSONWriter.formatNumber(value) { append($0) } }

    /// As `JSONWriter.integer` (at most 20 bytes).
    public mutating func appendInteger(_ value: Int) { JSONWriter.formatInteger(value) { append($0) } }
}
