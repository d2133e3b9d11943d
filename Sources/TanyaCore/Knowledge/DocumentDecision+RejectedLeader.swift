/// An item behind a curated entry the curated classifier passed over. The
/// items' index ranks on rules alone, where a curated entry's many keywords
/// outscore an item's one question ("helpdesk", "kantor" and "lpse" complete
/// the contact entry for a question about the office's hours on a holiday);
/// the curated classifier, which weighs the same entry with its learned
/// model too, did not answer with it.
extension Responder {
    /// Least score of the item.
    static let rejectedLeaderItemScore = 4.0
    /// Most subject words of the query the item may leave unexplained.
    static let rejectedLeaderUnexplained = 1
    /// The leading curated entry's learned probability must stay under this:
    /// its examples do not read like the message.
    static let rejectedLeaderLearned = 0.1
    /// Least share of the item's own question the query uses.
    static let rejectedLeaderRecall = 0.25
    /// How far the item must lead the next item, relative to its score: two
    /// pages about equally close are no answer.
    static let rejectedLeaderItemLead = 0.05

    /// After a plain fallback or a decline, when a normal curated entry leads
    /// the items' index and the runner-up is an item: the item answers when
    /// it scores `rejectedLeaderItemScore`, the leading entry's learned
    /// probability in the curated classification is under
    /// `rejectedLeaderLearned`, the query uses `rejectedLeaderRecall` of
    /// the item's question, the item leads the next item by
    /// `rejectedLeaderItemLead`, the message asks something, names no other
    /// role and at most `rejectedLeaderUnexplained` subject word the item
    /// does not weigh. Chosen on the tuning sets only (every set with the
    /// fixtures): +52 lines on the documents tuning sets, none lost, no new
    /// confident wrong answer. A learned probability up to 0.2 gained 19
    /// more but answered an inbox question ("membaca ulang semua kabar ...
    /// tanpa membuka aplikasi surel di ponsel") with the phone item; without
    /// the recall or the lead over the next item, confident wrong answers
    /// appeared on both kinds of set.
    func rejectedLeaderItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        if case .weakAnswer = outcome { return nil }
        let curatedCount = documentIndexCuratedCount
        let itemsIndex = documentClassifier.index
        guard let (leader, item) = curatedLeaderAndItem(items), item.score >= Self.rejectedLeaderItemScore else { return nil }
        let learned = curated.candidates.first(where: { $0.entry == leader.entry })?.learned ?? 0
        let nextItem = items.candidates.dropFirst(2).first(where: { $0.entry >= curatedCount })?.score ?? 0
        guard learned < Self.rejectedLeaderLearned,
              (item.score - nextItem) / item.score >= Self.rejectedLeaderItemLead,
              question.asks,
              Self.questionRecall(of: item.entry, tokens: items.tokens, in: itemsIndex) >= Self.rejectedLeaderRecall,
              !Self.namesOtherRole(item: item.entry, tokens: items.tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: item.entry, tokens: items.tokens, in: itemsIndex, declines: declinesSubject)
                <= Self.rejectedLeaderUnexplained
        else { return nil }
        return itemAnswer(item.entry, items: items, in: documentClassifier)
    }

    /// The leading candidate of the items' index and the runner-up, when the
    /// leader is a complete normal curated entry and the runner-up a
    /// complete item: the shape this gate and `declinedLeaderItem` read.
    func curatedLeaderAndItem(_ items: Classification) -> (leader: Classification.Candidate, item: Classification.Candidate)? {
        let curatedCount = documentIndexCuratedCount
        guard items.candidates.count >= 2 else { return nil }
        let leader = items.candidates[0], item = items.candidates[1]
        guard leader.entry < curatedCount, leader.complete, index.priorities[leader.entry] == .normal,
              item.entry >= curatedCount, item.complete
        else { return nil }
        return (leader, item)
    }
}
