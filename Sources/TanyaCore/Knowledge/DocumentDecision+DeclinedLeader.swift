/// An item close behind a curated entry, after a decline. The items' index
/// ranks on rules alone, where a curated entry's many keywords ("apendo",
/// "versi", "kantor", "helpdesk") can lead an item's one question; the
/// curated classifier, weighing that entry with its learned model too,
/// declined the message instead of answering with it. An item nearly as
/// strong as that entry and clearly ahead of everything after it is what
/// the declined message asks.
extension Responder {
    /// Least score of the item.
    static let declinedLeaderItemScore = 3.5
    /// Least share of the leading entry's score the item reaches: two
    /// readings about as strong, one of them already passed over.
    static let declinedLeaderShare = 0.75
    /// How far the item must lead the next candidate (curated entries too),
    /// relative to its score.
    static let declinedLeaderLead = 0.15
    /// Least share of the item's own question the query uses.
    static let declinedLeaderRecall = 0.25

    /// After a decline, when a normal curated entry leads the items' index
    /// and the runner-up is a complete item: the item answers when it scores
    /// `declinedLeaderItemScore` and `declinedLeaderShare` of the leading
    /// entry, leads the next candidate by `declinedLeaderLead`, the query
    /// uses `declinedLeaderRecall` of the item's question, and the message
    /// asks something and names no other role. Unlike `rejectedLeaderItem`
    /// (after a plain fallback too), the leading entry's learned probability
    /// is not bounded: the decline already says the curated reading does not
    /// hold. Chosen on the tuning sets only (every set with the fixtures):
    /// +49 lines on the documents tuning sets, none lost, no new confident
    /// wrong answer; the curated sets with the fixtures unchanged. A share
    /// of 0.7, a recall of 0.15, a lead of 0.1 or a score of 3 each turned a
    /// right answer into a confident wrong one; a share of 0.8 gained 7 fewer.
    func declinedLeaderItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        guard case .declined = outcome else { return nil }
        let itemsIndex = documentClassifier.index
        guard let (leader, item) = curatedLeaderAndItem(items),
              item.score >= Self.declinedLeaderItemScore, item.score >= leader.score * Self.declinedLeaderShare
        else { return nil }
        let next = items.candidates.dropFirst(2).first?.score ?? 0
        guard (item.score - next) / item.score >= Self.declinedLeaderLead,
              Self.questionRecall(of: item.entry, tokens: items.tokens, in: itemsIndex) >= Self.declinedLeaderRecall,
              question.asks,
              !Self.namesOtherRole(item: item.entry, tokens: items.tokens, in: itemsIndex)
        else { return nil }
        return itemAnswer(item.entry, items: items, in: documentClassifier)
    }
}
