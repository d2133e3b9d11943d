/// Two words typed without the space between them ("gantiemail",
/// "emailpribadi", "dilpse"): a slip the typo index cannot undo, since the
/// glued word is many edits from either part.
extension TextNormalizer {
    /// Shortest part of a glued word (a preposition aside): shorter parts
    /// match by accident ("pas" + "word").
    static let minimumGluedPart = 3
    /// Prepositions typed onto the next word ("dilpse", "keemail"): dropped,
    /// as the preposition typed apart would be.
    static let gluedPrepositions: [String] = ["di", "ke"]

    /// The terms of `word` read as two known words glued together, or nil.
    /// Both parts must be words of the knowledge (or lexicon forms of them),
    /// never function words or the lexicon's plain "real words" ("mata" +
    /// "hari" is matahari, not a typo); of several splits the most even
    /// one wins. Asked only for a word nothing else resolved.
    func resolvingGlued(_ word: String) -> NormalizedToken? {
        let bytes = Array(word.utf8)
        guard bytes.count >= 2 * Self.minimumGluedPart, bytes.allSatisfy(IndonesianStemmer.isLetter) else { return nil }
        for preposition in Self.gluedPrepositions where word.hasPrefix(preposition) {
            let rest = String(decoding: bytes[preposition.utf8.count...], as: UTF8.self)
            if rest.utf8.count >= Self.minimumGluedPart, let term = gluedPartTerm(rest) {
                return NormalizedToken(term: term, surface: word, corrected: true)
            }
        }
        var best: (terms: String, shorter: Int)?
        for cut in Self.minimumGluedPart...(bytes.count - Self.minimumGluedPart) {
            let shorter = min(cut, bytes.count - cut)
            guard shorter > best?.shorter ?? 0 else { continue }
            let left = String(decoding: bytes[..<cut], as: UTF8.self)
            let right = String(decoding: bytes[cut...], as: UTF8.self)
            guard let leftTerm = gluedPartTerm(left), let rightTerm = gluedPartTerm(right) else { continue }
            best = (leftTerm + " " + rightTerm, shorter)
        }
        return best.map { NormalizedToken(term: $0.terms, surface: word, corrected: true) }
    }

    /// The term of one part of a glued word: a word the knowledge writes,
    /// not a function word and not only one of the lexicon's real words.
    /// "ora" is never a part: its reading depends on the word after it
    /// (Oracle's prefix or the Javanese negation, `readingJavaneseNegation`),
    /// which a glued word does not have, so its output read again differed
    /// ("closedora" gave "tutup ora", and "tutup ora" gives "tutup tidak").
    private func gluedPartTerm(_ part: String) -> String? {
        guard part != Self.oracleOrNot, let term = known[part], !stopwords.contains(term), !lexicon.realWords.contains(part)
        else { return nil }
        return term
    }
}
