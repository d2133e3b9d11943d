/// The leading item after a plain fallback, without the lead over its
/// rivals the earlier gates ask for.
extension Responder {
    /// Least score of the leading item.
    static let fallbackItemScore = 4.0

    /// After a plain fallback (nothing declined), the leading candidate of
    /// the items' index answers when it is an item scoring
    /// `fallbackItemScore`, no curated entry scores as high, the items'
    /// classifier does not ask between candidates, the query names no
    /// subject word the item leaves unexplained, and no other role. Chosen
    /// on the tuning sets only (every set with the fixtures): +7 lines over
    /// seven sets, none lost, no new confident wrong answer. A score of 3,
    /// one unexplained subject word, or any leading item of the items'
    /// index (a curated entry scoring as high) gained 13 to 35 but made
    /// lines confident wrong, never-tuned ones too.
    func fallbackItemLead(_ items: Classification, curated: Classification, text: String, after outcome: CuratedOutcome,
                          in documentClassifier: Classifier) -> (decision: Classification.Decision, confidence: Double)? {
        guard case .fallback = outcome else { return nil }
        if case .clarify = items.decision { return nil }
        let itemsIndex = documentClassifier.index
        guard let top = leadingItem(items, curated: curated, after: outcome), top.score >= Self.fallbackItemScore,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: top.entry, tokens: items.tokens, in: itemsIndex, declines: declinesSubject) == 0
        else { return nil }
        let confidence = max(items.confidence, documentClassifier.settings.answerThreshold)
        return (answer(item: top.entry), confidence)
    }
}
