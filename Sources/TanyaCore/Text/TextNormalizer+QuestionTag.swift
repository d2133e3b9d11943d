/// A negation that closes a yes/no question ("SPSE mobile-friendly
/// nggak?", "akun langsung aktif gak?", "email dikirim ulang ga?") asks
/// whether, it states no failure: "nggak" there is "or not". Read as
/// "tidak" it completed the failure words of problem entries and left the
/// question unexplained. The failure is written before its verb ("gak bisa
/// login?"), so only the word right before the question mark is a tag.
extension TextNormalizer {
    /// Words before a closing negation that make it a real one: "kenapa
    /// tidak?" asks why not; "ya gak?", "atau tidak?" are tags
    /// `droppingAskingNegation` already reads.
    static let whyWords: WordSet = ["kenapa", "knp", "napa", "mengapa", "why"]

    /// `text` without the negations that close a question: a word the
    /// lexicon reads "tidak", right before a "?", after another word of the
    /// same sentence (not after a stop, a comma or a why-word). "gak?"
    /// alone answers or asks back and stays. The text is returned
    /// unchanged, without copying, when it has no question mark.
    func droppingQuestionTagNegations(_ text: String) -> String {
        // A question mark is rare enough that the bytes are copied only then.
        guard text.utf8.contains(UInt8(ascii: "?")) else { return text }
        let bytes = Array(text.utf8)
        var dropped: [Range<Int>] = []
        for mark in bytes.indices where bytes[mark] == UInt8(ascii: "?") {
            guard let tag = Self.wordEnding(before: mark, in: bytes),
                  // Part of a longer non-ASCII or hyphenated word: no word of its own.
                  tag.lowerBound == 0 || (bytes[tag.lowerBound - 1] < 0x80 && bytes[tag.lowerBound - 1] != UInt8(ascii: "-")),
                  negationWords.contains(Self.lowercased(bytes[tag])),
                  let previous = Self.wordEnding(before: tag.lowerBound, in: bytes),
                  !Self.whyWords.contains(Self.lowercased(bytes[previous])),
                  Self.asksWhetherBefore(tag.lowerBound, in: bytes)
            else { continue }
            dropped.append(tag)
        }
        // A message that states a failure elsewhere ("email ga masuk, bisa
        // dicek di aplikasi aja ga?") keeps its tags: the clause reading
        // weighs its fine and failing parts against each other, and a
        // request read without its tag ("bisa dicek ...") would pass for
        // a part that works.
        guard !dropped.isEmpty, !statesFailure(bytes, besides: dropped) else { return text }
        return Self.text(of: bytes, without: dropped)
    }

    /// Whether a word of `bytes` other than the tags is a negation or a
    /// problem word (`ClauseScope.problemWords`).
    private func statesFailure(_ bytes: [UInt8], besides tags: [Range<Int>]) -> Bool {
        var upper = bytes.count
        while upper > 0 {
            // Marks and digits between words are skipped one byte at a time.
            guard let word = Self.wordEnding(before: upper, in: bytes) else { upper -= 1; continue }
            if !tags.contains(word) {
                let typed = Self.lowercased(bytes[word])
                if negationWords.contains(typed) || ClauseScope.problemWords.contains(typed) { return true }
            }
            upper = word.lowerBound
        }
        return false
    }

    /// Whether the run of words before `end` (back to a stop, comma, "?",
    /// "!" or any other mark or digit) has a modal that asks whether: "bisa
    /// dipakai ... gak?", "masih berlaku gak?".
    private static func asksWhetherBefore(_ end: Int, in bytes: [UInt8]) -> Bool {
        var upper = end
        while upper > 0 {
            guard let word = wordEnding(before: upper, in: bytes) else { return false }
            if whetherModals.contains(lowercased(bytes[word])) { return true }
            upper = word.lowerBound
        }
        return false
    }
    /// Modals a closing negation asks after, as typed.
    static let whetherModals: WordSet = ["bisa", "bs", "bsa", "boleh", "blh", "bole", "masih", "msh", "apakah", "apa"]

    /// The ASCII letters ending right before `end`, across spaces only (a
    /// stop, comma or other mark in between ends the search), or nil.
    private static func wordEnding(before end: Int, in bytes: [UInt8]) -> Range<Int>? {
        var upper = end
        while upper > 0, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
        var lower = upper
        while lower > 0, isASCIILetter(bytes[lower - 1]) { lower -= 1 }
        return lower < upper ? lower..<upper : nil
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}

extension TextNormalizer {
    /// `text` as every reading takes it: without its proper names
    /// (`droppingProperNames`) and the negations that close a question
    /// (`droppingQuestionTagNegations`). Examples are read the same way, so
    /// an example and a query that differ only there read alike.
    public func preparedText(_ text: String) -> String {
        droppingQuestionTagNegations(droppingProperNames(text))
    }
}
