extension KnowledgeParser {
    /// The words of a plain word list (`knowledge/words.md`): words separated
    /// by blanks, commas or line breaks, `#` lines are comments. Read byte
    /// by byte, because the list has thousands of words and is read at
    /// every start and reload (splitting it as Characters cost more than
    /// indexing the whole knowledge). ASCII letters are folded to lower
    /// case; a word with other bytes is folded as a String.
    public static func parseWordList(_ text: String) -> WordList {
        // Read in place: an ASCII word is kept where the text has it, hashed
        // while its end is looked for, and never made a `String` (see
        // `WordList`).
        let bytes = text.utf8.span
        var words = WordList(readingFrom: text, minimumCapacity: bytes.count / 8)
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
            // Any bit 0x80 (not ASCII), whether any letter is upper case,
            // and the hash of the word folded to lower case.
            var bits: UInt8 = 0
            var upper = false
            var hash = WordList.hashBasis
            while end < bytes.count {
                let next = bytes[end]
                if isSeparator(next) { break }
                bits |= next
                let isUpper = next &- UInt8(ascii: "A") < 26
                upper = upper || isUpper
                hash = WordList.hashing(isUpper ? next | 0x20 : next, into: hash)
                end += 1
            }
            // The list is written in lower case.
            if bits < 0x80 && !upper {
                words.insert(at: index..<end, hash: StringNumbers.mixed(hash))
            } else if bits < 0x80 {
                var folded: [UInt8] = []
                for position in index..<end { folded.append(foldASCII(bytes[position])) }
                words.insert(copying: folded.span, hash: StringNumbers.mixed(hash))
            } else {
                var copied: [UInt8] = []
                for position in index..<end { copied.append(bytes[position]) }
                words.insert(String(decoding: copied, as: UTF8.self).lowercased())
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
