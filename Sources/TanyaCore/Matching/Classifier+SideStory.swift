extension Classifier {
    /// The answer to the message's asking sentences alone, when it has
    /// background sentences and they say nothing against that answer: no
    /// word the entry excludes ("SIMPEG" before "lupa password") and, when
    /// the asking sentences do not name the procurement system, no word
    /// naming a subject Tanya declines that no answerable entry writes.
    /// Only a direct answer of a normal entry is taken; anything less keeps
    /// the whole message's fallback.
    func withoutSideStory(_ text: String) -> Classification? {
        guard let sentences = SideStory.sentences(text), sentences.count <= Self.maximumSideStorySentences else { return nil }
        let normalizer = index.normalizer
        let read = sentences.map { normalizer.normalize($0.text) }
        let background = sentences.indices.map { SideStory.isBackground(sentences[$0], terms: read[$0].map(\.term)) }
        guard background.contains(true), background.contains(false) else { return nil }
        let asking = sentences.indices.filter { !background[$0] }.map { sentences[$0].text }.joined(separator: ". ")
        var foreground = classify(tokens: normalizer.normalize(asking))
        guard case let .answer(entry) = foreground.decision, index.priorities[entry] == .normal else { return nil }
        // A declined subject in the background ("akun instagram kantor.
        // lupa password gimana?") may be what the question is about, unless
        // the asking sentences name the procurement system themselves
        // ("... buka laptop. Begitu masuk ke LPSE ada pesan data tidak
        // sinkron"): then it is the scene.
        let namesSystem = foreground.tokens.contains { SideStory.systemTerms.contains($0.term) }
        for (sentence, isBackground) in zip(read, background) where isBackground {
            for token in sentence {
                guard let id = index.termID(token.term) else { continue }
                if index.excludePostings[Int(id)].contains(Int32(entry)) { return nil }
                if !namesSystem && namesDeclinedSubject(Int(id)) { return nil }
            }
        }
        // The background's words stay in the reply's reading, marked as
        // context, so a site it names still picks the site's contacts.
        var tokens: [NormalizedToken] = []
        var asked = foreground.tokens[...]
        for (sentence, isBackground) in zip(read, background) {
            if isBackground {
                tokens += sentence.map { token in
                    var token = token
                    token.context = true
                    return token
                }
            } else {
                let count = min(sentence.count, asked.count)
                tokens += asked.prefix(count)
                asked = asked.dropFirst(count)
            }
        }
        foreground.tokens = tokens + asked
        return foreground
    }

    /// Whether a term names a subject an out-of-scope entry requires and no
    /// answerable entry writes ("pln", "eproc").
    private func namesDeclinedSubject(_ id: Int) -> Bool {
        index.requirePostings[id].contains { index.priorities[Int($0.entry)] == .outofscope }
            && !index.postings[id].contains { index.priorities[Int($0.entry)] == .normal }
    }

    /// Longer messages are documents pasted in, not a story before a question.
    static let maximumSideStorySentences = 8
}
