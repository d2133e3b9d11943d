/// Negations read as they are meant, before the words are normalised.
extension TextNormalizer {
    /// The negations of `words` as they are meant: Javanese "ora" read
    /// (`readingJavaneseNegation`), and the one that only asks dropped
    /// (`droppingAskingNegation`).
    /// `inClause`: `words` are one clause of a longer message (see
    /// `readingJavaneseNegation`).
    func readingNegations(_ words: [String], inClause: Bool = false) -> [String] {
        droppingAskingNegation(Self.readingJavaneseNegation(words, inClause: inClause))
    }

    /// `words` without a negation right after "bisa" or "boleh": "bisa gak",
    /// "boleh tidak" ask whether something can be done ("pake gmail pribadi
    /// boleh gk?", "apendo lama msh bs gk?"), they state no failure, while
    /// the failure is written the other way round ("gak bisa login"). Left
    /// in, the "tidak" completed the failure group of problem entries.
    func droppingAskingNegation(_ words: [String]) -> [String] {
        // Most messages have no such pair: one pass tells, without a copy.
        guard words.indices.dropFirst().contains(where: { asksWithNegation(words, at: $0) }) else { return words }
        var kept = words
        // From the end, so the positions still to remove stay where they were.
        for index in words.indices.dropFirst().reversed() where asksWithNegation(words, at: index) {
            kept.remove(at: index)
        }
        return kept
    }
    /// Whether `words[index]` is a negation (`negationWords`) that asks
    /// after the word before it.
    private func asksWithNegation(_ words: [String], at index: Int) -> Bool {
        guard negationWords.contains(words[index]) else { return false }
        if Self.negationAskers.contains(words[index - 1]) { return true }
        // "bisa atau tidak?": a tag closing the question. Before a verb it
        // is a negation again ("lupa password atau tidak bisa login").
        // "atau" is a stopword: the normalised text read again lacks it and
        // drops nothing more, so the rule needs no reading of what follows.
        // Only stopwords may follow: particles and the staff addressed
        // ("bisa atau tidak, kak?") are stopwords too.
        guard Self.alternativeWords.contains(words[index - 1]) else { return false }
        return words[(index + 1)...].allSatisfy(stopwords.contains)
    }
    /// "or" and "ya", before a negation that closes a question ("bisa atau tidak?", "bisa kan, ya gak?").
    static let alternativeWords: WordSet = ["atau", "ato", "atw", "ya"]

    /// `tokens` without a negation that tags a question after "benar"
    /// ("apendo lama masih dipakai, bener gak?", "bener gak kalau akun
    /// langsung aktif"): it closes the question or opens what it checks,
    /// and states no failure. Read on the terms, where stopwords and
    /// spelling are settled, so the normalised text read again drops the
    /// same; before another word it negates ("benar-benar tidak ingat").
    func droppingQuestionTags(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard tokens.count > 1, tokens.indices.dropFirst().contains(where: { isQuestionTag(tokens, at: $0) }) else { return tokens }
        var kept = tokens
        for index in tokens.indices.dropFirst().reversed() where isQuestionTag(tokens, at: index) {
            kept.remove(at: index)
        }
        return kept
    }
    private func isQuestionTag(_ tokens: [NormalizedToken], at index: Int) -> Bool {
        guard tokens[index].term == Self.negationTerm, tokens[index - 1].term == Self.truthTerm else { return false }
        return index + 1 == tokens.count || Self.checkedClauseTerms.contains(tokens[index + 1].term)
    }
    /// The lexicon's term for "bener", "bnr", "betul".
    static let truthTerm = "benar"
    /// Terms after a question tag that open what it checks.
    static let checkedClauseTerms: WordSet = ["kalau", "bahwa", "jika"]
    /// Words a negation follows to ask whether (can / may), as typed. Not
    /// the lexicon's forms of "bisa" ("can not access" is cannot), nor all
    /// of `ClauseScope.askingPairWords`: "udah gak bisa login" (no longer)
    /// states the failure.
    static let negationAskers: WordSet = ["bisa", "bs", "bsa", "boleh", "blh", "bole"]
    /// The lexicon's term for a negation.
    static let negationTerm = "tidak"

    /// Javanese "ora" (not) as "tidak": before a word ("datane ora
    /// singkron", "ora tau tekan") or ending the message ("oleh ora?").
    /// "ora" is also the prefix of Oracle error codes, which the knowledge
    /// declines: before a number ("ORA-01017") or an error word ("muncul ora
    /// error") it is read as "oracle". Not left as "ora": a word after it
    /// may be dropped or changed later, and the normalised text read again
    /// ("ora cara") would then turn the prefix into "tidak" (found by
    /// fuzz-responder). A message that is only "ora" stays (a `require`
    /// line names it), and "ora iso/isa/bisa" is left to the lexicon. A
    /// clause of a longer message that is only "ora" (`inClause`: the clause
    /// reading cuts at punctuation) is a negation like any other: left as
    /// "ora", the normalised text read again put it before the next clause's
    /// word, which made it "tidak" (found by fuzz-responder).
    static func readingJavaneseNegation(_ words: [String], inClause: Bool = false) -> [String] {
        guard words.count > 1 || inClause, words.contains(where: { $0.isWord(oracleOrNot) }) else { return words }
        var read = words
        for index in words.indices where words[index].isWord(oracleOrNot) {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if let next, lexiconFollowers.contains(next) { continue }
            if let next, isNumeric(next) || oracleFollowers.contains(next) {
                read[index] = oracle
            } else {
                read[index] = negationTerm
            }
        }
        return read
    }
    static let oracleOrNot = "ora"
    static let oracle = "oracle"
    /// Words after "ora" that make it the Oracle prefix.
    static let oracleFollowers: WordSet = ["error", "eror", "err", "errors", "code", "kode"]
    /// Words after "ora" that make it part of a lexicon form ("ora iso" -> tidak bisa).
    static let lexiconFollowers: WordSet = ["iso", "isa", "bisa"]
}
