/// A letter typed twice by a slip ("ttidak", "llupa", "juuga", "Sianng")
/// is undone in the text itself, before any reading. The word's term was
/// already found by typo correction, but the readings of the typed words
/// (negation and contrast scope, "juga" parts, greetings, question tags)
/// compare words as typed: "Saya ttidak mau mengganti email" kept its
/// denial unread and answered the email change it denies.
extension TextNormalizer {
    /// `text` with one letter of a doubled pair removed from each word that
    /// reads only by correction while the word without it reads as typed:
    /// a known word, lexicon form or stopword ("ttidak" -> "tidak"), or a
    /// form whose stem is known ("ditolaak" -> "ditolak", "tteratasi" ->
    /// "teratasi"). A word that reads as typed is never touched ("maaf",
    /// "saat", "tanggal"), nor one the normaliser keeps as typed ("install",
    /// a name), nor one whose every single-letter reading is unknown too.
    /// The word then reads as typed: at full weight, no longer marked
    /// corrected (a doubled key is the surest slip there is). Only with
    /// typo correction on (the queries' normaliser); the case of the other
    /// letters is kept, so the name reading after it sees "Kota" in "Koota
    /// Bitung". The text is returned unchanged, without copying, when no
    /// word changes.
    ///
    /// Applied where a message enters (`Classifier.classify`, the
    /// responder), not in `preparedText`: every reading of a part of the
    /// message normalises a piece of the repaired text again.
    public func repairingDoubledLetters(_ text: String) -> String {
        guard spelling != nil else { return text }
        let bytes = text.utf8.span
        guard Self.hasDoubledLetter(bytes) else { return text }
        // One pass over the bytes in place: words as `wordRanges` cuts them,
        // each noted for being all ASCII letters and having a double, and
        // only such a word is made a string and looked up.
        var dropped: [Range<Int>] = []
        var start = -1
        var lettersOnly = true
        var doubled = false
        var previous: UInt8 = 0
        for index in 0...bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            let isLetter = Self.isCapital(byte) || Self.isSmall(byte)
            if isLetter || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                if start < 0 { (start, lettersOnly, doubled, previous) = (index, true, false, 0) }
                // Letters only: a word with digits or other scripts is a code,
                // a number or a word this reading does not know how to split.
                lettersOnly = lettersOnly && isLetter
                let folded = byte | 0x20
                doubled = doubled || (isLetter && folded == previous)
                previous = isLetter ? folded : 0
                continue
            }
            guard start >= 0 else { continue }
            defer { start = -1 }
            guard doubled, lettersOnly, index - start > Self.minimumUndoubledLength else { continue }
            var folded: [UInt8] = []
            folded.reserveCapacity(index - start)
            for position in start..<index { folded.append(bytes[position] | 0x20) }
            if let position = undoubledPosition(String(decoding: folded, as: UTF8.self)) {
                dropped.append((start + position)..<(start + position + 1))
            }
        }
        guard !dropped.isEmpty else { return text }
        return Self.text(of: Array(text.utf8), without: dropped)
    }

    /// The position of the letter to remove from `word` (lowercase), or nil
    /// when the word reads as typed or no single-letter reading does.
    private func undoubledPosition(_ word: String) -> Int? {
        guard readsOnlyByCorrection(word) else { return nil }
        let letters = Array(word.utf8)
        var pairs = 0
        for index in 1..<letters.count where letters[index] == letters[index - 1] { pairs += 1 }
        // As in `resolvingUndoubled`: a word of many pairs is no slip.
        guard pairs > 0, pairs <= Self.maximumDoubledPairs else { return nil }
        for index in 1..<letters.count where letters[index] == letters[index - 1] {
            var single = letters
            single.remove(at: index)
            if readsAsTyped(String(decoding: single, as: UTF8.self)) { return index }
        }
        return nil
    }

    /// Whether `word` is unknown as typed and the normaliser reads it only
    /// through typo correction (or drops it as a corrected function word).
    /// An unknown word it keeps as typed ("install", a name) is no slip
    /// this repair may guess at: "install" stays, though "instal" is known.
    private func readsOnlyByCorrection(_ word: String) -> Bool {
        guard !isKnown(word) else { return false }
        guard let token = resolve(word) else { return true }
        return token.corrected
    }

    /// Whether `word` reads without typo correction: a word of the
    /// vocabulary, lexicon or stopwords, or one the stemmer reads to a term
    /// as typed.
    private func readsAsTyped(_ word: String) -> Bool {
        if isKnown(word) { return true }
        guard let token = resolve(word) else { return false }
        return !token.corrected && known[token.term] != nil
    }

    /// Whether two neighbouring bytes are the same ASCII letter (in any
    /// case): most messages have a double somewhere ("maaf", "saat"), so
    /// this only spares the copy of those that have none.
    static func hasDoubledLetter(_ bytes: Span<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        var previous = bytes[0] | 0x20
        for index in 1..<bytes.count {
            let byte = bytes[index] | 0x20
            if byte == previous, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { return true }
            previous = byte
        }
        return false
    }
}
