/// Byte tests shared by the readers that take a shortcut for ASCII text
/// (knowledge files, the lexicon, published pages): on ASCII every byte is
/// a character, so a line can be trimmed and cut by offset.
enum ASCIIBytes {
    /// Whether every byte is below 0x80.
    @inline(__always)
    static func isASCII(_ bytes: Span<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for index in bytes.indices { bits |= bytes[index] }
        return bits < 0x80
    }

    /// The blanks `KnowledgeParser.trim` strips by byte: space, tab, CR, LF.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// `range` of `bytes` without its leading and trailing blanks (empty
    /// when it holds nothing else).
    @inline(__always)
    static func trimmed(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
