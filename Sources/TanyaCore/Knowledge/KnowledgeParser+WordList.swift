extension KnowledgeParser {
    /// The words of a plain word list (`knowledge/words.md`): words separated
    /// by blanks, commas or line breaks, `#` lines are comments. Read byte
    /// by byte, because the list has thousands of words and is read at
    /// every start and reload (splitting it as Characters cost more than
    /// indexing the whole knowledge). ASCII letters are folded to lower
    /// case; a word with other bytes is folded as a String.
    public static func parseWordList(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var words = Set<String>(minimumCapacity: bytes.count / 8)
        var index = 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if lineStart && byte == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            if isSeparator(byte) {
                lineStart = byte == 0x0A || (lineStart && byte != UInt8(ascii: ","))
                index += 1
                continue
            }
            lineStart = false
            var end = index
            var ascii = true
            var lower = true
            while end < bytes.count && !isSeparator(bytes[end]) {
                if bytes[end] >= 0x80 { ascii = false }
                if bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z") { lower = false }
                end += 1
            }
            // Contiguous bytes decode fastest; the list is written in lower case.
            if ascii && lower {
                words.insert(String(decoding: bytes[index..<end], as: UTF8.self))
            } else if ascii {
                words.insert(String(decoding: bytes[index..<end].map(foldASCII), as: UTF8.self))
            } else {
                words.insert(String(decoding: bytes[index..<end], as: UTF8.self).lowercased())
            }
            index = end
        }
        return words
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",")
    }

    private static func foldASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
