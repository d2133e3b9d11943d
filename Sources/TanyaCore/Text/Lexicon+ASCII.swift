extension Lexicon {
    /// What `parse` makes of an all-ASCII line, read from its bytes.
    enum ASCIIReading {
        /// Blank or a comment.
        case skip
        /// An `=` line, its words already added to the real words.
        case done
        /// No "->" in a rule line.
        case malformed
        case rule(output: [String], forms: [[String]])
        /// A line with a non-ASCII byte, or a `!` line (a handful): read the general way.
        case general
    }

    /// Reads an all-ASCII line of `lexicon.md` as `parse` reads a line the
    /// general way (trimmed of blanks, cut at commas, each piece tokenised
    /// and its hyphens expanded), on the line's bytes by offset. The general
    /// way copied the line, each comma piece and the output side into
    /// `String`s, stepped `String` indices byte by byte and built three
    /// arrays a form: about 40k instructions a line over the 700 lines.
    /// An `=` line's words go into `realWords` piece by piece, in the order
    /// the general way inserts them (the set's order is read later).
    static func readASCII(_ raw: Substring, realWords: inout Set<String>) -> ASCIIReading {
        let bytes = raw.utf8.span
        guard ASCIIBytes.isASCII(bytes) else { return .general }
        let line = ASCIIBytes.trimmed(bytes, 0..<bytes.count)
        let start = line.lowerBound, end = line.upperBound
        if start == end { return .skip }
        let first = bytes[start]
        // `hasPrefix("# ") || line == "#"`.
        if first == UInt8(ascii: "#"), end == start + 1 || bytes[start + 1] == UInt8(ascii: " ") { return .skip }
        if first == UInt8(ascii: "!") { return .general }
        if first == UInt8(ascii: "=") {
            var piece = start + 1
            while piece < end {
                let next = commaOrEnd(bytes, from: piece, to: end)
                if next > piece { realWords.formUnion(Tokenizer.tokenize(ascii: bytes.extracting(piece..<next))) }
                piece = next + 1
            }
            return .done
        }
        var arrow = start
        while arrow + 1 < end, !(bytes[arrow] == UInt8(ascii: "-") && bytes[arrow + 1] == UInt8(ascii: ">")) { arrow += 1 }
        guard arrow + 1 < end else { return .malformed }
        let output = words(bytes.extracting((arrow + 2)..<end))
        var forms: [[String]] = []
        var piece = start
        while piece < arrow {
            let next = commaOrEnd(bytes, from: piece, to: arrow)
            if next > piece {
                let form = words(bytes.extracting(piece..<next))
                if !form.isEmpty { forms.append(form) }
            }
            piece = next + 1
        }
        return .rule(output: output, forms: forms)
    }

    /// The offset of the first comma in `bytes[from..<to]`, or `to`.
    private static func commaOrEnd(_ bytes: Span<UInt8>, from: Int, to: Int) -> Int {
        var index = from
        while index < to, bytes[index] != UInt8(ascii: ",") { index += 1 }
        return index
    }

    /// `Tokenizer.tokenize(_:).flatMap { TextNormalizer.expandHyphen($0) }`
    /// of ASCII bytes; the tokens are returned as they are when none has a
    /// hyphen (expanding copied every token into an array of its own).
    private static func words(_ bytes: Span<UInt8>) -> [String] {
        let tokens = Tokenizer.tokenize(ascii: bytes)
        guard tokens.contains(where: { $0.containsByte(UInt8(ascii: "-")) }) else { return tokens }
        return tokens.flatMap { TextNormalizer.expandHyphen($0) }
    }
}
