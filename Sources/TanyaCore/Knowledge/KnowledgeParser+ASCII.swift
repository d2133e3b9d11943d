extension KnowledgeParser {
    /// What `parseEntry` can tell of a line from its bytes alone.
    enum ASCIILine {
        /// Nothing but blanks: skipped.
        case blank
        /// A "- " item with text, the text trimmed (only when items are allowed).
        case item(String)
        /// A well-formed "key: value" line, as `field` reads it (only when fields are allowed).
        case field(key: String, value: String)
        /// Anything else, and every line with a non-ASCII byte: read the general way.
        case other
    }

    /// Reads an all-ASCII line the way `parseEntry` would: `trim` strips
    /// exactly the bytes space, tab, CR and LF from a line without other
    /// bytes, and `hasPrefix("- ")` is a byte comparison there. A line of
    /// an entry file, read at every load, went through two or three
    /// `String`s on the general path (the trimmed line, the text after the
    /// dash and its trimmed copy); an item read here makes one.
    /// `itemsAllowed`: inside a section whose items are "- " lines (not
    /// `## Steps`, where a dash is an error). `fieldsAllowed`: before the
    /// first section, where a line is a field; a field line of lower-case
    /// key read here makes one String (the value), where the general path
    /// made the trimmed line, the key and the value.
    static func asciiLine(_ line: Substring, itemsAllowed: Bool, fieldsAllowed: Bool) -> ASCIILine {
        let bytes = line.utf8.span
        guard ASCIIBytes.isASCII(bytes) else { return .other }
        let trimmed = ASCIIBytes.trimmed(bytes, 0..<bytes.count)
        let start = trimmed.lowerBound, end = trimmed.upperBound
        if start == end { return .blank }
        // Headings and comments, "#" first, go the general way.
        if fieldsAllowed, bytes[start] != UInt8(ascii: "#") { return asciiField(bytes, start: start, end: end) }
        guard itemsAllowed, bytes[start] == UInt8(ascii: "-") else { return .other }
        var body = start + 1
        if body < end {
            guard bytes[body] == UInt8(ascii: " ") else { return .other }
            while body < end, ASCIIBytes.isBlank(bytes[body]) { body += 1 }
        }
        // An empty item is reported on the general path.
        guard body < end, let text = try? UTF8Span(validating: bytes.extracting(body..<end)) else { return .other }
        return .item(String(copying: text))
    }

    /// `field` of the trimmed ASCII line `bytes[start..<end]`: the key
    /// before the first colon, trimmed, must be lower-case letters, '-' or
    /// '_' (a key with an upper-case letter is folded on the general path),
    /// the value is the rest, trimmed. Anything else is `.other`, so the
    /// general path reports it.
    private static func asciiField(_ bytes: Span<UInt8>, start: Int, end: Int) -> ASCIILine {
        var colon = start
        while colon < end, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < end else { return .other }
        var keyEnd = colon
        while keyEnd > start, ASCIIBytes.isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
        guard keyEnd > start else { return .other }
        for index in start..<keyEnd {
            let byte = bytes[index]
            guard (byte >= 97 && byte <= 122) || byte == 45 || byte == 95 else { return .other }
        }
        var valueStart = colon + 1
        while valueStart < end, ASCIIBytes.isBlank(bytes[valueStart]) { valueStart += 1 }
        guard let key = try? UTF8Span(validating: bytes.extracting(start..<keyEnd)),
              let value = try? UTF8Span(validating: bytes.extracting(valueStart..<end)) else { return .other }
        return .field(key: String(copying: key), value: String(copying: value))
    }

    /// The pieces of an all-ASCII `value` between `separator` bytes, empty
    /// ones left out, each trimmed of blanks first when `trimming`; nil when
    /// `value` has another byte. For ASCII text this is what
    /// `split(separator:)` (then `trim` and dropping empty pieces) gives,
    /// without comparing every Character: a `require:` or `exclude:` line
    /// of twenty alternatives cost about 45k instructions that way.
    static func asciiPieces(_ value: String, separator: UInt8, trimming: Bool) -> [String]? {
        let bytes = value.utf8.span
        guard ASCIIBytes.isASCII(bytes) else { return nil }
        var pieces: [String] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != separator { end += 1 }
            let piece = trimming ? ASCIIBytes.trimmed(bytes, start..<end) : start..<end
            if !piece.isEmpty, let text = try? UTF8Span(validating: bytes.extracting(piece)) {
                pieces.append(String(copying: text))
            }
            start = end + 1
        }
        return pieces
    }
}
