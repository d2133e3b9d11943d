extension Classifier {
    /// A vague question after sentences that only set the scene: "Halo min,
    /// saya Siti dari CV Barokah. Akun saya tidak bisa login." falls back
    /// whole, because the introduction's words ("CV" -> perusahaan) pull
    /// towards the company-email entry and away from every login entry,
    /// while the asking sentence alone is a question Tanya asks back about.
    /// The asking sentences' clarify is taken only after a plain fallback
    /// (a message declined on a topic stays declined), and only when no
    /// background word is one an option excludes or names a subject Tanya
    /// declines.
    func vagueQuestionAfterScene(_ text: String, whole: Classification) -> Classification? {
        guard whole.outOfScope == nil, let sentences = SideStory.sentences(text),
              sentences.count <= Self.maximumSideStorySentences else { return nil }
        let normalizer = index.normalizer
        let read = sentences.map { normalizer.normalize($0.text) }
        let background = sentences.indices.map { SideStory.isBackground(sentences[$0], terms: read[$0].map(\.term)) }
        guard background.contains(true), background.contains(false) else { return nil }
        let asking = sentences.indices.filter { !background[$0] }.map { sentences[$0].text }.joined(separator: ". ")
        var foreground = classify(tokens: normalizer.normalize(asking))
        guard case let .clarify(options, _) = foreground.decision else { return nil }
        for (sentence, isBackground) in zip(read, background) where isBackground {
            for token in sentence {
                guard let id = index.termID(token.term) else { continue }
                if options.contains(where: { index.excludePostings[Int(id)].contains(Int32($0)) }) { return nil }
                if index.requirePostings[Int(id)].contains(where: { index.priorities[Int($0.entry)] == .outofscope }) { return nil }
            }
        }
        foreground.tokens = Self.markingBackground(whole.tokens, sentences: read, background: background)
        return foreground
    }
}
