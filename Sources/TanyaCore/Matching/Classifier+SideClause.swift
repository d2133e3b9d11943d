extension Classifier {
    /// The answer to a message declined on a procurement topic it names in
    /// passing, in its opening clauses, before the question itself:
    /// "Kemarin saya baru selesai urus jaminan penawaran di bank, tapi pagi
    /// ini waktu login ke LPSE keluar Maaf User ID atau Password anda
    /// salah" is declined whole on "jaminan", and is a refused login without
    /// its first clause. `withoutSideStory` cuts by sentence (a comma more
    /// often joins a greeting or a side detail to the problem itself); here
    /// the cut is by clause, and only after a decline: the scene is the
    /// shortest run of leading clauses that state no problem, ask nothing
    /// and open with no condition word, after which the rest, read alone,
    /// answers steadily; that answer is taken when the scene says nothing
    /// against it (an excluded word, or a declined subject while the rest
    /// names no procurement system: see `answerWithScene`).
    /// The message's clauses come from `clauseReading`, which
    /// `greetingBeforeQuestion` reads too.
    func withoutSideClauses(whole: Classification, clauseReading: inout ClauseReading) -> Classification? {
        guard whole.outOfScope != nil else { return nil }
        let normalizer = index.normalizer
        guard let (clauses, read) = clauseReading.sideStoryClauses(normalizer) else { return nil }
        var leading = 0
        while leading < clauses.count - 1, let first = clauses[leading].words.first, !Self.conditionWords.contains(first),
              SideStory.isBackground(SideStory.Sentence(text: "", words: clauses[leading].words, asks: false),
                                     terms: read[leading].map(\.term)) {
            leading += 1
        }
        guard leading > 0 else { return nil }
        // The scene is the shortest run of leading clauses whose removal
        // leaves an answer: a clause that states the problem in words that
        // are not problem words ("mulai bulan depan saya pindah ke satker
        // lain sebagai PPK") is background by its words, yet the question.
        let best = whole.candidates.first(where: { index.priorities[$0.entry] == .normal })?.entry
        for cut in 1...leading {
            let rest = clauses[cut...].flatMap(\.words)
            let foreground = classify(tokens: normalizer.normalizeWords(normalizer.preparedWords(rest)))
            // The rest must answer what the whole message's rules already
            // rank first among answerable entries (the scene only hid it:
            // a rest that answers something else was read from too few
            // words), and it must be steady: a decline is set aside only
            // for a clear answer (two lookalike answers read from a shorter
            // rest were wrong).
            guard case let .answer(entry) = foreground.decision, foreground.confidence >= Self.steadySideClauseConfidence,
                  entry == best else { continue }
            if let reading = answerWithScene(foreground, read: read, background: clauses.indices.map { $0 < cut }, whole: whole) {
                return reading
            }
        }
        return nil
    }

    /// Least confidence of the rest's answer.
    static let steadySideClauseConfidence = 0.75

    /// Words opening a clause that states when or on what condition the
    /// question holds ("kalau saya datang sore", "setelah verifikasi"): part
    /// of the question, not its scene.
    static let conditionWords: WordSet = [
        "kalau", "kalo", "klo", "kl", "jika", "jikalau", "apabila", "bila", "bilamana", "seandainya", "andaikan",
        "setelah", "stlh", "stelah", "sesudah", "sebelum", "sblm", "selama", "sejak", "ketika", "saat", "pas", "waktu",
        "if", "after", "before", "when", "while", "once",
    ]
}

/// A message's clauses and each one normalised, as `withoutSideClauses`
/// and `greetingBeforeQuestion` read them: both may read the same
/// fallback, and splitting and normalising its clauses again cost as much
/// as the rest of either reading. Filled on first use.
struct ClauseReading {
    let text: String
    /// `Tokenizer.tokenize(text)`, when the caller has them.
    private let words: [String]?
    private var clauses: [ClauseScope.Clause]?
    private var read: [[NormalizedToken]]?
    /// Set once `words` told the text is one clause.
    private var oneClause = false

    init(_ text: String, words: [String]? = nil) {
        self.text = text
        self.words = words
    }

    /// The clauses and their tokens, when there are two to
    /// `2 * Classifier.maximumSideStorySentences` of them; nil otherwise.
    mutating func sideStoryClauses(_ normalizer: TextNormalizer) -> (clauses: [ClauseScope.Clause], read: [[NormalizedToken]])? {
        // Most fallbacks are one clause, told from the words at hand
        // without cutting and tokenising the text again.
        if oneClause { return nil }
        if clauses == nil, let words, ClauseScope.isOneClause(text, words: words) {
            oneClause = true
            return nil
        }
        let clauses = self.clauses ?? ClauseScope.clauses(text)
        self.clauses = clauses
        guard clauses.count >= 2, clauses.count <= Classifier.maximumSideStorySentences * 2 else { return nil }
        let read = self.read ?? clauses.map { normalizer.normalizeWords(normalizer.preparedWords($0.words, inClause: true)) }
        self.read = read
        return (clauses, read)
    }
}
