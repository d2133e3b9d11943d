/// A long message the curated entries decline and the items' classifier
/// answers outright. The decline of a story is mostly the catch-all
/// out-of-scope entry's: its examples are stories about every declined
/// topic, so a long message leans to it through its everyday words; an
/// office page that answers the message by its own classifier knows the
/// subject better.
extension Responder {
    /// Least words of a message this gate reads.
    static let declinedStoryWords = 17
    /// Least score of the answered item.
    static let declinedStoryItemScore = 4.0
    /// Most subject words of the query the item may leave unexplained.
    static let declinedStoryUnexplained = 1

    /// After a decline, the item the items' classifier answers, for a
    /// message of `declinedStoryWords` or more that asks something, when
    /// the item leads the items' index with `declinedStoryItemScore`,
    /// answers the asker's role and leaves at most `declinedStoryUnexplained`
    /// subject word unexplained. Chosen on the tuning sets only (every set
    /// with the fixtures): +44 lines, none lost, no new confident wrong
    /// answer. Any number of unexplained subject words gained 64 with one
    /// confident wrong answer (a Pokja asking about a vendor's password,
    /// answered with the page on accounts from other sites); 14 words or
    /// fewer lost lines. Subject words are counted in the asking sentences
    /// (`DocumentQuestion.askedTokens`, see `longMessageItemLead`).
    func declinedStoryItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        guard case .declined = outcome else { return nil }
        let curatedCount = documentIndexCuratedCount
        let itemsIndex = documentClassifier.index
        guard case let .answer(item) = items.decision, item >= curatedCount,
              let top = items.candidates.first, top.entry == item, top.score >= Self.declinedStoryItemScore,
              question.words.count >= Self.declinedStoryWords, question.asks,
              !Self.namesOtherRole(item: item, tokens: items.tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: item, tokens: question.askedTokens, in: itemsIndex, declines: declinesSubject)
                <= Self.declinedStoryUnexplained
        else { return nil }
        return (answer(item: item), items.confidence)
    }
}
