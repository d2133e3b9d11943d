extension Classifier {
    /// A clarify listing the problems of a message that names two or more
    /// ("lupa password dan email saya juga sudah tidak aktif"), when the
    /// whole reading answered one of them: each part of the message (see
    /// `Coordination`) is read alone, and two parts answered by different
    /// normal entries, one of them the whole reading's answer, mean the
    /// answer would settle only half the question. Nil otherwise: a
    /// message whose parts repeat one problem, or whose words rule a part
    /// out (a contrast, "bukan", what was already tried), keeps its answer.
    func secondProblem(_ text: String, whole: Classification, answered: Int) -> Classification? {
        guard Coordination.mayListProblems(Tokenizer.tokenize(text)),
              !whole.tokens.contains(where: { $0.negated || $0.context }) else { return nil }
        let parts = Coordination.parts(text)
        guard parts.count >= 2, parts.count <= Self.maximumListedParts else { return nil }
        var problems: [Int] = []
        for part in parts {
            guard case let .answer(entry) = classify(tokens: index.normalizer.normalize(part)).decision,
                  index.priorities[entry] == .normal, !problems.contains(entry) else { continue }
            problems.append(entry)
        }
        guard problems.count >= 2, let position = problems.firstIndex(of: answered) else { return nil }
        problems.remove(at: position)
        let options = [answered] + problems
        let sharedTopic = index.entryTopics[answered]
        let topic = options.allSatisfy { index.entryTopics[$0] == sharedTopic } ? sharedTopic : nil
        return Classification(decision: .clarify(options: options, topic: topic),
                              confidence: min(whole.confidence, Self.listedProblemsConfidence),
                              matched: whole.matched, candidates: whole.candidates, tokens: whole.tokens)
    }

    /// A message cut into more parts is a pasted text, not a list of problems.
    static let maximumListedParts = 6
    /// Confidence of the clarify: below any direct answer's usual range.
    static let listedProblemsConfidence = 0.6
}
