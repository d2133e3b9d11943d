/// A small streaming JSON writer: exact about escaping and light on
/// allocations, so replies can be written per line at high throughput
/// without Foundation. It appends to a plain `[UInt8]`, so it is a value
/// like any array.
public struct JSONWriter: Sendable {
    private var buffer: [UInt8]
    /// One bit per open container (innermost lowest): whether a value was
    /// already written in it, so the next one needs a comma. Nesting beyond
    /// 64 levels is not used by any reply.
    private var commaBits: UInt64 = 0
    private var depth = 0
    private var afterKey = false

    public init() { self.init(capacity: 4096) }

    /// A writer whose buffer starts with room for `capacity` bytes (one
    /// allocation when the caller knows roughly how long the result is).
    public init(capacity: Int) {
        buffer = []
        buffer.reserveCapacity(capacity)
    }

    /// The bytes written so far.
    public var bytes: [UInt8] { buffer }

    public var result: String { String(decoding: buffer, as: UTF8.self) }

    /// Writes the comma before a value unless it directly follows its key.
    private mutating func valuePrefix() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if commaBits & 1 != 0 { buffer.append(UInt8(ascii: ",")) }
        commaBits |= 1
    }

    private mutating func open(_ byte: UInt8) {
        valuePrefix()
        buffer.append(byte)
        commaBits <<= 1
        depth += 1
    }

    private mutating func close(_ byte: UInt8) {
        buffer.append(byte)
        commaBits >>= 1
        depth -= 1
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next value written belongs to it. Keys are
    /// escaped like any string, so no key can break the document.
    public mutating func key(_ name: String) {
        valuePrefix()
        Self.appendEscaped(name, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// A key computed at run time (the same as `key(_:)`; kept so call sites
    /// say where a key comes from data).
    public mutating func key(dynamic name: String) { key(name) }

    public mutating func string(_ value: String) {
        valuePrefix()
        Self.appendEscaped(value, to: &buffer)
    }

    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Pre-rendered object members (`"a":1,"b":2`), written as if each had
    /// been written here: a comma first when the object already has members.
    public mutating func rawMembers(_ members: [UInt8]) {
        guard !members.isEmpty else { return }
        valuePrefix()
        buffer.append(contentsOf: members)
    }

    /// A line break after a complete value (JSON lines).
    public mutating func newline() { buffer.append(0x0A) }

    public mutating func null() {
        valuePrefix()
        buffer.append(contentsOf: "null".utf8)
    }

    public mutating func bool(_ value: Bool) {
        valuePrefix()
        buffer.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func integer(_ value: Int) {
        valuePrefix()
        Self.appendInteger(value, to: &buffer)
    }

    /// A number rounded to three decimals (confidences, durations).
    public mutating func number(_ value: Double) {
        valuePrefix()
        Self.appendNumber(value, to: &buffer)
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }
}

// MARK: - Escaping and number formatting, shared with `JSONByteCursor`

extension JSONWriter {
    /// The longest escaped form of `value`, quotes included (each byte at
    /// most six: `\u00XX`).
    static func maximumEscapedCount(_ value: String) -> Int { value.utf8.count * 6 + 2 }

    /// Appends `value` as a JSON string literal. Eight clean bytes are
    /// skipped at a time; a string with nothing to escape (the usual case)
    /// is copied in one piece, otherwise each clean run is.
    public static func appendEscaped(_ value: String, to bytes: inout [UInt8]) {
        // `utf8.span` reads a short (inline) string in place; `utf8Span`
        // would validate its bytes as UTF-8 again on every call.
        let utf8 = value.utf8.span
        let count = utf8.count
        if count <= shortString {
            // A short string (a matched word, an access-log field) is
            // escaped in one pass under one capacity check, room for every
            // byte escaped: scanning it first for a byte to escape, then
            // copying it, cost about twice as much.
            // The loop is `OutputSpan.appendJSONEscaped`'s, written here on
            // the span at hand (calling it read the string's span again).
            bytes.append(addingCapacity: count * 6 + 2) { output in
                output.append(UInt8(ascii: "\""))
                for index in utf8.indices {
                    let byte = utf8[index]
                    if needsEscape(byte) { output.appendJSONEscapeSequence(byte) } else { output.append(byte) }
                }
                output.append(UInt8(ascii: "\""))
            }
            return
        }
        if !needsEscaping(utf8) {
            // The usual case: copied in one piece.
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count, !chunkNeedsEscape(word(utf8, at: index)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            index += 1
            guard needsEscape(byte) else { continue }
            if runStart < index - 1 { appendRun(utf8.extracting(runStart..<index - 1), to: &bytes) }
            runStart = index
            appendEscapeSequence(byte, to: &bytes)
        }
        if runStart < count { appendRun(utf8.extracting(runStart..<count), to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `utf8` needs escaping: eight clean bytes are
    /// skipped at a time.
    private static func needsEscaping(_ utf8: Span<UInt8>) -> Bool {
        let count = utf8.count
        var index = 0
        while index < count {
            if index + 8 <= count, !chunkNeedsEscape(word(utf8, at: index)) {
                index += 8
                continue
            }
            if needsEscape(utf8[index]) { return true }
            index += 1
        }
        return false
    }

    /// Longest string `appendEscaped` escapes in one pass, byte by byte.
    static let shortString = 24

    /// Copies `run` to the end of `bytes` with one capacity check.
    @inline(__always)
    private static func appendRun(_ run: Span<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: run.count) { output in
            for index in run.indices { output.append(run[index]) }
        }
    }

    /// The eight bytes at `offset` as one little-endian word (the caller
    /// checked that they exist).
    @inline(__always)
    private static func word(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        var word: UInt64 = 0
        for shift in 0..<8 { word |= UInt64(bytes[offset + shift]) << UInt64(shift * 8) }
        return word
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

    private static func appendEscapeSequence(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: 6) { $0.appendJSONEscapeSequence(byte) }
    }

    /// Whether `byte` must be escaped: a control byte, DEL, '"', '\\' or '<'.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }

    /// The text of `integer(_:)` (at most 20 bytes).
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: 20) { $0.appendJSONInteger(value) }
    }

    /// The text of `number(_:)`: rounded to three decimals, trailing zeros
    /// dropped ("0.5", "1", "-2.25"), at most 24 bytes.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: 24) { $0.appendJSONNumber(value) }
    }
}

/// Writes JSON pieces into an array reserved to the longest result in
/// advance: for lines assembled from fixed text and pre-rendered parts
/// (answers, the access log), one allocation and no copy. Escaping and
/// numbers are `JSONWriter`'s own.
public struct JSONByteCursor {
    // The byte and fixed-text appends are inlinable: the service writes its
    // access-log line with about forty of them, and as calls into this
    // module each cost 40-180 instructions (2% of a `POST /v1/ask`).
    @usableFromInline var storage: [UInt8]

    /// The bytes written so far.
    public var bytes: [UInt8] { storage }

    /// A cursor with room for `capacity` bytes before it grows.
    public init(capacity: Int) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    public var count: Int { storage.count }

    @inlinable public mutating func append(_ byte: UInt8) { storage.append(byte) }

    @inlinable public mutating func append(_ more: [UInt8]) { storage.append(contentsOf: more) }

    @inlinable public mutating func append(_ more: ArraySlice<UInt8>) { storage.append(contentsOf: more) }

    /// Bytes in place (members a caller built on the stack).
    @inlinable public mutating func append(_ more: Span<UInt8>) {
        storage.append(addingCapacity: more.count) { output in
            for index in more.indices { output.append(more[index]) }
        }
    }

    /// Fixed text (a literal: ASCII, nothing to escape), copied from its
    /// span (the generic copy from `utf8` costs more than these few bytes).
    @inlinable public mutating func append(_ text: String) {
        let utf8 = text.utf8.span
        storage.append(addingCapacity: utf8.count) { output in
            for index in utf8.indices { output.append(utf8[index]) }
        }
    }

    /// Writes up to `maximum` bytes through `body`, under one capacity check
    /// (an `OutputSpan` over the spare capacity, see `appendJSONText` and
    /// the other span writers). Writing past `maximum` stops the program.
    @inlinable public mutating func write(maximum: Int, _ body: (inout OutputSpan<UInt8>) -> Void) {
        storage.append(addingCapacity: maximum, initializingWith: body)
    }

    /// A JSON string literal (at most `JSONWriter.maximumEscapedCount` bytes).
    public mutating func appendEscaped(_ value: String) { JSONWriter.appendEscaped(value, to: &storage) }

    /// A string literal, or `null`.
    public mutating func appendOptionalEscaped(_ value: String?) {
        if let value { appendEscaped(value) } else { append("null") }
    }

    /// As `JSONWriter.number` (at most 24 bytes).
    public mutating func appendNumber(_ value: Double) { JSONWriter.appendNumber(value, to: &storage) }

    /// As `JSONWriter.integer` (at most 20 bytes).
    public mutating func appendInteger(_ value: Int) { JSONWriter.appendInteger(value, to: &storage) }
}
