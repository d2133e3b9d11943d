/// The leading item after a plain fallback, without the lead over its
/// rivals the earlier gates ask for.
extension Responder {
    /// Least score of the leading item.
    static let fallbackItemScore = 4.0

    /// After a plain fallback (nothing declined), the leading candidate of
    /// the items' index answers when it is an item scoring
    /// `fallbackItemScore`, no curated entry scores as high, the items'
    /// classifier does not ask between candidates, and the query names no
    /// other role. Chosen on the tuning sets only (every set with the
    /// fixtures): +7 lines over seven sets, none lost, no new confident
    /// wrong answer. A score of 3, or any leading item of the items' index
    /// (a curated entry scoring as high) gained 13 to 35 but made lines
    /// confident wrong, never-tuned ones too.
    ///
    /// A subject word of the query the item leaves unexplained is context
    /// only when no curated out-of-scope entry scores as high as the item
    /// either ("Is Safari on a MacBook supported for SPSE?" is the browser
    /// item; "apendo 4 harus install java versi berapa" leans to the catch-all
    /// decline through "java" and stays a fallback). Allowing such a word
    /// outright made lines confident wrong, never-tuned ones too; with the
    /// decline check, +16 lines over the documents tuning sets, none lost,
    /// every set with the fixtures unchanged. Subject words are counted in
    /// the asking sentences (`DocumentQuestion.askedTokens`, see
    /// `longMessageItemLead`).
    func fallbackItemLead(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        guard case .fallback = outcome else { return nil }
        if case .clarify = items.decision { return nil }
        let itemsIndex = documentClassifier.index
        guard let top = leadingItem(items, curated: curated, after: outcome), top.score >= Self.fallbackItemScore,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: top.entry, tokens: question.askedTokens, in: itemsIndex, declines: declinesSubject) == 0
                || !declineScores(asHighAs: top, in: curated)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }

    /// Whether a curated out-of-scope entry scores at least as high as `top`
    /// (curated scores, the learned share included): the message leans to
    /// a subject Tanya declines.
    private func declineScores(asHighAs top: Classification.Candidate, in curated: Classification) -> Bool {
        let priorities = index.priorities
        return curated.candidates.contains { priorities[$0.entry] == .outofscope && $0.score >= top.score }
    }
}
