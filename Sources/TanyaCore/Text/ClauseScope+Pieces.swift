/// Cutting a text into the pieces its punctuation and line breaks
/// separate, before each piece is tokenised and cut at contrast words.
extension ClauseScope {
    /// `characterPieces` for plain ASCII text, on bytes: most questions are
    /// ASCII, and walking them as `Character`s (each comparison and
    /// `isNumber` a string operation) cost more than the rest of the
    /// clause split. Nil for any other text. A CR LF pair, one `Character`,
    /// splits twice here: the empty piece between makes no clause.
    static func asciiPieces(_ text: String, atColons: Bool = false) -> [String]? {
        guard let ranges = asciiPieceRanges(text.utf8.span, atColons: atColons) else { return nil }
        let bytes = Array(text.utf8)
        return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The byte ranges of `asciiPieces`; nil unless every byte is ASCII.
    static func asciiPieceRanges(_ bytes: Span<UInt8>, atColons: Bool = false) -> [Range<Int>]? {
        for index in bytes.indices where bytes[index] >= 0x80 { return nil }
        var pieces: [Range<Int>] = []
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let splits: Bool
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "."):
                let inNumber = index > 0 && isDigit(bytes[index - 1]) && index + 1 < bytes.count && isDigit(bytes[index + 1])
                let afterAbbreviation = byte == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] == 0x20
                    && endsOfficeAbbreviation(bytes, before: index)
                splits = !inNumber && !afterAbbreviation
            case UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), 0x0A...0x0D: splits = true
            // With `atColons`, a colon before a space (not in "https://" or "14:30").
            case UInt8(ascii: ":"): splits = atColons && (index + 1 == bytes.count || bytes[index + 1] == 0x20)
            default: splits = false
            }
            guard splits else { continue }
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<bytes.count)
        return pieces
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Office abbreviations whose full stop goes on with the office's name
    /// ("di kab. lombok timur ditolak"): cut there, the name would stand
    /// alone, and the same words read again without the stop would name
    /// two sites where the first reading named one (found by the
    /// idempotence test over the eval lines).
    static let officeAbbreviations: WordSet = ["kab", "prov", "kec", "kel", "pemkab", "pemprov", "pemkot"]

    /// Whether the letters right before `index` are a whole word of
    /// `officeAbbreviations`, in any case.
    private static func endsOfficeAbbreviation(_ bytes: Span<UInt8>, before index: Int) -> Bool {
        var start = index
        while start > 0, isASCIILetter(bytes[start - 1]), index - start < 8 { start -= 1 }
        guard start < index, start == 0 || !isASCIILetter(bytes[start - 1]) else { return false }
        var word: [UInt8] = []
        for position in start..<index { word.append(bytes[position] | 0x20) }
        return officeAbbreviations.contains(String(decoding: word, as: UTF8.self))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The text cut at clause punctuation and line breaks (a comma or full
    /// stop between two digits is part of a number).
    static func characterPieces(_ text: String, atColons: Bool = false) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character = " "
        var iterator = text.makeIterator()
        var next = iterator.next()
        while let character = next {
            next = iterator.next()
            let between = previous.isNumber && (next?.isNumber ?? false)
            let abbreviation = character == "." && next == " " && endsOfficeAbbreviation(current)
            if ((character == "," || character == ".") && between) || abbreviation {
                current.append(character)
            } else if character == "," || character == ";" || character == "." || character == "!" || character == "?"
                        || (atColons && character == ":" && (next == nil || next == " ")) || character.isNewline || Self.isEmoji(character) {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        pieces.append(current)
        return pieces
    }

    /// Whether `text` ends with a whole word of `officeAbbreviations`.
    private static func endsOfficeAbbreviation(_ text: String) -> Bool {
        let word = text.reversed().prefix { $0.isLetter }
        guard !word.isEmpty, word.count < 8 else { return false }
        return officeAbbreviations.contains(String(word.reversed()).lowercased())
    }

    /// An emoji ends a chat sentence like a full stop ("lupa lg yg baru 😅
    /// uid msh inget").
    static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value >= 0x2300 && $0.properties.isEmoji }
    }
}
