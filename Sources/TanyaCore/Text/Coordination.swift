/// Messages that list more than one problem ("User ID lupa, password juga
/// lupa"; "mau ganti email sekalian reset password"): an "also" word joins
/// them, and each part read alone names its own problem.
enum Coordination {
    /// Words saying "also" or "at the same time", as typed.
    static let alsoWords: WordSet = ["juga", "jg", "jga", "jugak", "sekalian", "sekaligus", "also", "plus", "serta"]
    /// Words that join two parts of a list, as typed.
    static let joiningWords: WordSet = ["dan", "dn", "n", "sekalian", "sekaligus", "serta", "plus", "and"]

    /// `alsoWords` as bytes, for `mayMentionAlsoWord`.
    private static let alsoWordBytes: [[UInt8]] = alsoWords.sorted().map { Array($0.utf8) }

    /// Cheaper still, on the raw text before it is tokenised (every answer
    /// and fallback asks): false only when no word of an ASCII text is an
    /// "also" word, case aside. A word here is a run of ASCII letters and
    /// digits, so every token the tokenizer would make of letters alone is
    /// one of them; text with other characters (diacritics the tokenizer
    /// folds) always says maybe.
    static func mayMentionAlsoWord(_ text: String) -> Bool {
        mayMention(alsoWordBytes, lengths: alsoWordLengths, in: text)
    }
    /// Bit n set: some word of `alsoWordBytes` has n letters.
    private static let alsoWordLengths = lengthMask(alsoWordBytes)

    /// Whether the message says it asks more than one thing: "mau tanya
    /// dua", "ada dua pertanyaan", "satu lagi", "hal lain", "selain itu",
    /// "yang pertama", "yang (paling) penting", "masalah utama", "another
    /// question", or an aside that opens a lesser second matter ("btw",
    /// "ngomong-ngomong": `marksAside`).
    static func announcesSeveralQuestions(_ words: [String]) -> Bool {
        if marksAside(words) { return true }
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            switch word {
            case "selain", "pertama", "kedua", "utama", "terpenting", "another", "second", "secondly", "firstly":
                return true
            case "dua":
                if countedThings.contains(next) || previous == "tanya" || previous == "ada" { return true }
            case "lagi":
                if previous == "satu" { return true }
            case "lain", "lainnya":
                // "hal lain", "pertanyaan lain", "hal kecil lain": one more thing is asked.
                let beforePrevious = index > 1 ? words[index - 2] : ""
                if countedThings.contains(previous) || (previous == "kecil" && countedThings.contains(beforePrevious)) { return true }
            case "penting":
                if previous == "paling" || previous == "lebih" || previous == "yang" || previous == "yg" { return true }
            default:
                continue
            }
        }
        return false
    }

    /// Words that open an aside, as typed: "btw", "ngomong-ngomong",
    /// "oiya", "curhat". What follows is a second, lesser matter beside the
    /// question. "ngomong" alone says "said" ("koncoku ngomong ...") and is
    /// not one.
    static let asideWords: WordSet = ["btw", "ngomong-ngomong", "ngomong2", "omong-omong", "omong2", "oiya", "oya", "curhat"]

    /// Whether the words hold an aside word or "by the way".
    static func marksAside(_ words: [String]) -> Bool {
        for (index, word) in words.enumerated() {
            if asideWords.contains(word) { return true }
            if word == "by", index + 2 < words.count, words[index + 1] == "the", words[index + 2] == "way" { return true }
        }
        return false
    }

    /// What "dua" counts when it announces two questions.
    static let countedThings: WordSet = ["pertanyaan", "hal", "masalah", "soal", "kendala", "urusan", "questions", "things"]

    /// Words offering a choice between two things, as typed.
    static let choiceWords: WordSet = ["atau", "atw", "ato", "ataw", "or"]
    /// "entah", which offers a choice when it opens both alternatives
    /// ("entah alamatnya mati entah nyasar ke spam"); once, it says the
    /// asker does not know ("catatannya entah di mana").
    static let pairedChoiceWord = "entah"
    /// `choiceWords` and `pairedChoiceWord` as bytes, for `mayMentionChoiceWord`.
    private static let choiceWordBytes: [[UInt8]] = (choiceWords.sorted() + [pairedChoiceWord]).map { Array($0.utf8) }

    /// Positions of the words that offer a choice: each choice word, and
    /// the second "entah" of a pair (the first one only opens the list).
    static func choicePositions(_ words: [String]) -> [Int] {
        var positions = words.indices.filter { choiceWords.contains(words[$0]) }
        let paired = words.indices.filter { words[$0] == pairedChoiceWord }
        if paired.count == 2 { positions.append(paired[1]) }
        return positions.sorted()
    }

    /// As `mayMentionAlsoWord`, for the words of `choiceWords`.
    static func mayMentionChoiceWord(_ text: String) -> Bool {
        mayMention(choiceWordBytes, lengths: choiceWordLengths, in: text)
    }
    /// Bit n set: some word of `choiceWordBytes` has n letters.
    private static let choiceWordLengths = lengthMask(choiceWordBytes)

    /// Whether some typed word is one of `alsoWords` (`mayListProblems`
    /// needs one) and whether one offers a choice (a choice word or
    /// "entah": `choicePositions` finds none without one), in one pass over
    /// the words: an answered message asks both. Exact on the words, where
    /// `mayMentionAlsoWord` and `mayMentionChoiceWord` guess cheaply on the
    /// raw text. Most words fail on their length; the others are compared
    /// byte by byte with the lists (plain lower-case ASCII: only a string of
    /// the same bytes equals one, see `String.isWord`), not hashed as a
    /// `WordSet` look-up would be, and read in place through a span.
    static func mentionsAlsoAndChoiceWords(_ words: [String]) -> (also: Bool, choice: Bool) {
        let (alsoList, alsoLengths) = (alsoWordBytes, alsoWordLengths)
        let (choiceList, choiceLengths) = (choiceWordBytes, choiceWordLengths)
        var (also, choice) = (false, false)
        let typed = words.span
        for position in typed.indices {
            let length = typed[position].utf8.count
            guard length > 0, length < 64 else { continue }
            let bit: UInt64 = 1 << UInt64(length)
            guard (alsoLengths | choiceLengths) & bit != 0 else { continue }
            let bytes = typed[position].utf8.span
            if !also && alsoLengths & bit != 0 { also = equalsOne(of: alsoList, bytes) }
            if !choice && choiceLengths & bit != 0 { choice = equalsOne(of: choiceList, bytes) }
            if also && choice { break }
        }
        return (also, choice)
    }

    /// Whether `bytes` are those of one of `words`.
    @inline(__always)
    private static func equalsOne(of words: [[UInt8]], _ bytes: Span<UInt8>) -> Bool {
        for candidate in words where candidate.count == bytes.count {
            var same = true
            for index in 0..<bytes.count where bytes[index] != candidate[index] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    private static func lengthMask(_ words: [[UInt8]]) -> UInt64 {
        words.reduce(0) { $0 | (1 << UInt64(min($1.count, 63))) }
    }

    /// False only when no word of an ASCII text is one of `words` (whose
    /// lengths `lengths` marks: a word of another length is not compared,
    /// which spares most comparisons of every question).
    private static func mayMention(_ words: [[UInt8]], lengths: UInt64, in text: String) -> Bool {
        let bytes = text.utf8.span
        // One test per byte for the usual letter; a word is compared only
        // at its end (the text's end ends the last one).
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return true }
            if isASCIILetterOrDigit(byte) { continue }
            if mentions(words, lengths: lengths, bytes, start..<index) { return true }
            start = index + 1
        }
        return mentions(words, lengths: lengths, bytes, start..<bytes.count)
    }

    /// Whether the word at `range` (letters and digits) is one of `words`.
    @inline(__always)
    private static func mentions(_ words: [[UInt8]], lengths: UInt64, _ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool {
        let length = range.count
        return length > 0 && length < 64 && lengths & (1 << UInt64(length)) != 0
            && words.contains(where: { equalsFolded(bytes, range, $0) })
    }

    @inline(__always)
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        // Wrapping differences: one unsigned comparison per range.
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// Whether `bytes[range]`, letters and digits, equals the lower-case `word` when folded.
    private static func equalsFolded(_ bytes: Span<UInt8>, _ range: Range<Int>, _ word: [UInt8]) -> Bool {
        guard range.count == word.count else { return false }
        for (offset, index) in range.enumerated() where bytes[index] | 0x20 != word[offset] { return false }
        return true
    }

    /// Cheap test on the message's words: an "also" word that adds
    /// something, and no contrast word or "bukan" (a contrast rules one
    /// part out instead: "user id ingat, tapi password juga lupa" is one
    /// problem).
    static func mayListProblems(_ words: [String]) -> Bool {
        guard words.indices.contains(where: { alsoWords.contains(words[$0]) && !addsNothing(words, at: $0) }) else { return false }
        return !words.contains { ClauseScope.isContrastWord($0) || ClauseScope.isDenial($0) }
    }

    /// Words after an "also" word that say an attempt changed nothing:
    /// "ganti browser ke Firefox juga sama saja", "sudah clear cache juga
    /// tetap gagal" report what was tried, not a second problem.
    static let sameOutcomeWords: WordSet = ["sama", "tetap", "ttp", "tetep", "still", "same"]

    /// Whether the "also" word at `position` opens such a report, or
    /// describes someone in a relative clause ("Kepala Bidang kami yang
    /// juga PPK"): neither adds a problem.
    static func addsNothing(_ words: [String], at position: Int) -> Bool {
        if position > 0, relativeWords.contains(words[position - 1]) { return true }
        return position + 1 < words.count && sameOutcomeWords.contains(words[position + 1])
    }
    static let relativeWords: WordSet = ["yang", "yg"]

    /// The message's parts: cut at clause punctuation (and colons) and before each
    /// joining word; parts of one word ("min", "ok") are no problem of
    /// their own and are left out.
    static func parts(_ text: String) -> [String] {
        var parts: [String] = []
        // A colon opens what it announces ("Mau tanya dua: saya lupa
        // password ..."; "Masalah utama: akun kami ..."): a part of its own.
        for piece in ClauseScope.asciiPieces(text, atColons: true) ?? ClauseScope.characterPieces(text, atColons: true) {
            var words: [String] = []
            for word in Tokenizer.tokenize(piece) {
                if joiningWords.contains(word) {
                    if words.count >= 2 { parts.append(words.joined(separator: " ")) }
                    words = []
                } else {
                    words.append(word)
                }
            }
            if words.count >= 2 { parts.append(words.joined(separator: " ")) }
        }
        return parts
    }
}
