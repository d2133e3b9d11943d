/// A long message's leading item, where the gates before it ask for more
/// than a story gives: coverage (a story explains a small share of itself
/// with any question) or a score beside the declining entry's (a story
/// gathers the out-of-scope entry's narrative words).
extension Responder {
    /// Least words of a message this gate reads.
    static let longMessageWords = 12
    /// Least score of the leading item (`strongEvidenceScore` is 6).
    static let longMessageItemScore = 5.0
    /// How far the item must lead the next candidate of the items' index
    /// (curated entries too), relative to its score.
    static let longMessageLead = 0.15

    /// After a plain fallback or a decline, the leading candidate of the
    /// items' index answers a message of `longMessageWords` or more that
    /// asks something, when it is an item scoring `longMessageItemScore`
    /// and leading the next candidate by `longMessageLead`, no curated
    /// entry scores as high, the query names no subject word the item does
    /// not weigh, and no other role. Chosen on the tuning sets only
    /// (documents-tune..13, every set with the fixtures): +11 lines, none
    /// lost, no new confident wrong answer. With one subject word allowed,
    /// or a lead of 0.1, it gained more there but added confident wrong
    /// answers on the sets with curated labels.
    ///
    /// Subject words are counted in the asking sentences only
    /// (`DocumentQuestion.askedTokens`): a story names the asker's trade
    /// and last tender before it asks whether its account works here.
    /// With this gate, `declinedStoryItem` and `fallbackItemLead` reading
    /// them so: +16 documents tuning lines (+8 here), none lost, no new
    /// confident wrong answer on any set. `rejectedLeaderItem`,
    /// `clearItemLead` and `itemDecision` read the whole message: there the
    /// same change made lines confident wrong.
    func longMessageItemLead(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        let itemsIndex = documentClassifier.index
        guard let top = leadingItem(items, curated: curated, after: outcome), top.score >= Self.longMessageItemScore else { return nil }
        // An item answers a question: a thanks after a story asks nothing.
        guard question.words.count >= Self.longMessageWords, question.asks else { return nil }
        let runnerUp = items.candidates.dropFirst().first?.score ?? 0
        guard (top.score - runnerUp) / top.score >= Self.longMessageLead,
              Self.unexplainedSalientCount(of: top.entry, tokens: question.askedTokens, in: itemsIndex, declines: declinesSubject) == 0,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
}

