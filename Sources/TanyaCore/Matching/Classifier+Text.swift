extension Classifier {
    /// Classifies free text. The message is read whole first; three readings
    /// of its parts follow only where the whole reading is known to fail:
    /// - a fallback whose parts each answer a different entry lists them
    ///   (`secondProblem` with no answer): "apendo gagal enkripsi, terus
    ///   login juga java script error" is declined whole, two problems apart;
    /// - a fallback is read again without the sentences that only set the
    ///   scene (`withoutSideStory`): "Pagi kak, deadline penawaran proyek
    ///   jalan lusa ... Masalahnya saya nggak ingat kata sandinya" is
    ///   declined as a tender question whole and is a forgotten password
    ///   without its first sentence;
    /// - an answer to a message that says "juga"/"sekalian" is checked for a
    ///   second problem (`secondProblem`): "User ID lupa, password juga
    ///   lupa" is two problems, and answering one of them would be a
    ///   confident guess.
    public func classify(_ text: String) -> Classification {
        let whole = classify(tokens: index.normalizer.normalize(text))
        switch whole.decision {
        case .fallback:
            return secondProblem(text, whole: whole, answered: nil) ?? withoutSideStory(text, whole: whole) ?? whole
        case let .answer(entry):
            return secondProblem(text, whole: whole, answered: entry) ?? whole
        case .clarify:
            return whole
        }
    }
}
