extension ClauseScope {
    /// Words that mark a part of the message as the main ask: "yang
    /// utama: ...", "pertama dan paling mendesak, ...", "masalah utama
    /// kami: ...". "mendesak" and "penting" count unless negated ("tidak
    /// mendesak" demotes instead).
    static let primaryWords: WordSet = [
        "utama", "utamanya", "terutama", "terpenting", "prioritas", "urgent", "mendesak", "penting",
    ]
    /// Words that demote a part to an aside on their own: "itu belakangan
    /// saja", "kalau sempat".
    static let asideWords: WordSet = ["belakangan", "sempat", "optional", "opsional", "iseng"]
    /// Openers of a second, lesser question: "Kedua, ...", "Yang kedua,
    /// ...", "Selain itu ...", "Sekalian, ...".
    static let secondOpeners: WordSet = ["kedua", "sekalian", "second", "secondly", "selain"]
    /// "Also" as typed, before an asking verb: "saya juga mau tanya ...",
    /// "sy jg mau nanya ..." open a second question wherever the clause
    /// leads up to it ("nanti kalo udh bs masuk sy jg mau nanya ...").
    static let alsoAskWords: WordSet = ["juga", "jg", "jga", "jugak", "also"]
    /// Asking verbs an also-word sets up, as typed.
    static let askVerbs: WordSet = ["tanya", "nanya", "nanyain", "tanyakan", "menanyakan", "tahu", "tau", "ask"]
    /// How far into a clause the also-word may stand, and how many words
    /// ("mau", "ingin", "sekalian") may stand between it and the verb: a
    /// clause that opens on something else is not setting up a question.
    static let alsoAskReach = 8
    static let alsoAskGap = 2

    /// The clauses from the second, lesser question of a message that
    /// ranks its questions to the end of the message, or nil: "Dua hal.
    /// Yang utama: <asked>. Kedua, <aside>? Yang kedua tidak mendesak."
    /// The aside opens with `secondOpeners` after a clause marking the main
    /// ask, or is demoted by a clause from its opener on ("tidak
    /// mendesak", "belakangan saja"). A plain list ("pertama ..., kedua
    /// ...") ranks nothing and stays whole: the asker wants both.
    static func secondaryAsk(_ clauses: [Clause]) -> Range<Int>? {
        guard let opener = clauses.indices.dropFirst().first(where: { opensSecondAsk(wordsAfterContrast(clauses[$0])) })
        else { return nil }
        let ranked = clauses[..<opener].contains { marksPrimary($0.words) }
            || clauses[opener...].contains { demotesAside($0.words) }
        return ranked ? opener..<clauses.count : nil
    }

    /// "kedua", "yang kedua", "selain itu", "sekalian" opening the clause, or
    /// an also-word setting up a question (`setsUpAnotherQuestion`).
    private static func opensSecondAsk(_ words: [String]) -> Bool {
        var start = 0
        if let first = words.first, first == "yang" || first == "yg" { start = 1 }
        if setsUpAnotherQuestion(words) { return true }
        guard start < words.count, secondOpeners.contains(words[start]) else { return false }
        // "selain" only as "selain itu"; "kedua" not as "keduanya" (both).
        if words[start] == "selain" { return start + 1 < words.count && words[start + 1] == "itu" }
        return true
    }

    /// "saya juga mau tanya ...": an also-word near the clause's start
    /// with an asking verb at most `alsoAskGap` words after it.
    private static func setsUpAnotherQuestion(_ words: [String]) -> Bool {
        for index in words.indices.prefix(alsoAskReach) where alsoAskWords.contains(words[index]) {
            let verbs = words.indices.dropFirst(index + 1).prefix(alsoAskGap + 1)
            if verbs.contains(where: { askVerbs.contains(words[$0]) }) { return true }
        }
        return false
    }

    /// Whether a clause marks the main ask: a primary word not negated.
    private static func marksPrimary(_ words: [String]) -> Bool {
        words.indices.contains { index in
            primaryWords.contains(words[index]) && !negatedNearby(words, index)
        }
    }

    /// Whether a clause demotes what it refers to: "tidak mendesak", "tidak
    /// terlalu penting", "belakangan saja", "nanti saja", "tak apa".
    private static func demotesAside(_ words: [String]) -> Bool {
        words.indices.contains { index in
            let word = words[index]
            if asideWords.contains(word) { return true }
            if (word == "mendesak" || word == "penting" || word == "urgent") && negatedNearby(words, index) { return true }
            if word == "nanti", index + 1 < words.count, words[index + 1] == "saja" || words[index + 1] == "aja" { return true }
            if word == "apa", index > 0, negates(words[index - 1]) { return true }
            return false
        }
    }

    /// A negation one or two words before `index` ("tidak mendesak", "tidak
    /// terlalu penting").
    private static func negatedNearby(_ words: [String], _ index: Int) -> Bool {
        (max(0, index - 2)..<index).contains { negates(words[$0]) }
    }
}
