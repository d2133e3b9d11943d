extension Classifier {
    /// A clarify listing the problems of a message that names two or more
    /// ("lupa password dan email saya juga sudah tidak aktif"), when the
    /// whole reading answered one of them: each part of the message (see
    /// `Coordination`) is read alone, and two parts answered by different
    /// normal entries, one of them the whole reading's answer, mean the
    /// answer would settle only half the question. Nil otherwise: a
    /// message whose parts repeat one problem, or whose words rule a part
    /// out (a contrast, "bukan", what was already tried), keeps its answer.
    /// With `answered` nil (the whole reading fell back), two parts must
    /// each answer a different entry.
    /// `words`: `Tokenizer.tokenize(text)`, when the caller has them.
    /// `mentionsAlsoWord`: the "also" flag of
    /// `Coordination.mentionsAlsoAndChoiceWords(words)`, when the caller
    /// looked already; without it the raw text is scanned for a maybe.
    func secondProblem(_ text: String, whole: Classification, answered: Int?, words: [String]? = nil,
                       mentionsAlsoWord: Bool? = nil) -> Classification? {
        guard mentionsAlsoWord ?? Coordination.mayMentionAlsoWord(text),
              Coordination.mayListProblems(words ?? Tokenizer.tokenize(text)),
              !whole.tokens.contains(where: { $0.negated || $0.context }) else { return nil }
        let parts = Coordination.parts(text)
        guard parts.count >= 2, parts.count <= Self.maximumListedParts else { return nil }
        var problems: [Int] = []
        var vague: [Int] = []
        for part in parts {
            let tokens = index.normalizer.normalize(part)
            switch classify(tokens: tokens).decision {
            case let .answer(entry) where index.priorities[entry] == .normal && !problems.contains(entry):
                problems.append(entry)
            case let .clarify(options, _) where options.allSatisfy({ index.priorities[$0] == .normal }):
                // A part that names a problem too vaguely to answer ("login
                // gagal terus") is still a second problem, unless the answer
                // is one of its readings (the same problem, told twice).
                if let answered, options.contains(answered) { return nil }
                guard Self.statesTroubleOrRequest(tokens) else { continue }
                vague.append(contentsOf: options.filter { !vague.contains($0) })
            default:
                continue
            }
        }
        let first: Int
        if let answered {
            guard let position = problems.firstIndex(of: answered) else { return nil }
            problems.remove(at: position)
            first = answered
        } else {
            // The whole reading found nothing: only parts that each answer
            // on their own show the message lists problems.
            guard problems.count >= 2 else { return nil }
            first = problems.removeFirst()
        }
        problems += vague.filter { !problems.contains($0) && $0 != first }
        guard !problems.isEmpty else { return nil }
        let options = Array(([first] + problems).prefix(Self.maximumListedOptions))
        let sharedTopic = index.entryTopics[first]
        let topic = options.allSatisfy { index.entryTopics[$0] == sharedTopic } ? sharedTopic : nil
        return Classification(decision: .clarify(options: options, topic: topic),
                              confidence: min(whole.confidence, Self.listedProblemsConfidence),
                              matched: whole.matched, candidates: whole.candidates, tokens: whole.tokens)
    }

    /// Whether a part read alone says something went wrong or asks for a
    /// change: a vague part is a second problem only then ("login juga
    /// gagal terus", "sekalian reset password"). A part that only names a
    /// thing ("sekarang mau dipakai untuk akun LPSE juga") adds a detail
    /// to the one question, not a second problem.
    /// The trouble is `ClauseScope.problemTerms`, the terms that make a clause a problem.
    static func statesTroubleOrRequest(_ tokens: [NormalizedToken]) -> Bool {
        tokens.contains { ClauseScope.problemTerms.contains($0.term) || requestTerms.contains($0.term) }
    }
    /// Terms of a change asked for ("sekalian reset password", "ganti PPK sekaligus").
    static let requestTerms: WordSet = ["ganti", "reset", "ubah", "pindah", "daftar", "minta", "hapus"]

    /// A message cut into more parts is a pasted text, not a list of problems.
    static let maximumListedParts = 6
    /// Options of the clarify: a vague part's readings come after the parts' answers.
    static let maximumListedOptions = 4
    /// Confidence of the clarify: below any direct answer's usual range.
    static let listedProblemsConfidence = 0.6
}
