/// A long message the rules and the model both give to one entry.
extension Classifier {
    /// Whether `best` leads a long message so far that the message's words
    /// it does not explain are the story around its question, not another
    /// subject: a complete normal entry, a rule score of
    /// `LearnedBlend.leadScore`, `leadFactor` times every other candidate's,
    /// and the model's probability of at least `leadProbability` in a
    /// message of `leadWords` or more. A vendor who writes five sentences
    /// on a family wedding, the tender deadline and a forgotten password
    /// leaves most of them unexplained by the password entry; the coverage
    /// factor read them as a question it does not answer. A short message
    /// has no story: a word it adds names what it asks about. Nor does a
    /// message that says it asks more than one thing ("hal lain, ...",
    /// "satu lagi"): its other words are the other question, which the
    /// reading of its parts weighs (`answerBesideDeclinedPart`).
    func leadsStory(_ best: Classification.Candidate, candidates: [Classification.Candidate], learned: [Double],
                    tokens: [NormalizedToken]) -> Bool {
        guard settings.coverageOnLead, tokens.count >= LearnedBlend.leadWords, best.complete,
              index.priorities[best.entry] == .normal, best.ruleScore >= LearnedBlend.leadScore,
              learned.indices.contains(best.entry), learned[best.entry] >= LearnedBlend.leadProbability else { return false }
        guard !candidates.contains(where: { $0.entry != best.entry && $0.ruleScore * LearnedBlend.leadFactor > best.ruleScore })
        else { return false }
        return !Coordination.announcesSeveralQuestions(tokens.map { $0.surface.lowercased() })
    }
}
