/// A long message the curated classifier's learned model reads as none of
/// the curated entries, out-of-scope ones included. The items' index ranks
/// the office's pages on rules alone, and a story around the question
/// explains little of itself with any item's few words, so the gates before
/// this one refuse; yet when no curated entry reads the message at all and
/// one item clearly leads, that item is what the message asks ("Does the
/// LPSE office close on national holidays? I was hoping to come in during
/// the Christmas cuti bersama." is the holiday notice).
extension Responder {
    /// Least words of a message this gate reads: a short message gives the
    /// learned model too little to recognise.
    static let unrecognisedWords = 15
    /// Least score of the leading item in the items' index.
    static let unrecognisedItemScore = 3.5
    /// How far the item must lead the next candidate (curated entries too),
    /// relative to its score.
    static let unrecognisedLead = 0.13
    /// The most the learned model may give any curated entry: above it the
    /// model recognises the message as one of them (or as out of scope).
    static let unrecognisedLearned = 0.3

    /// After a plain fallback or a decline, the leading candidate of the
    /// items' index answers a message of `unrecognisedWords` or more that
    /// asks something, when it is an item scoring `unrecognisedItemScore`,
    /// leading the next candidate by `unrecognisedLead`, no curated
    /// candidate scores as high in the curated classification, the learned
    /// model gives no curated entry more than `unrecognisedLearned`, and the
    /// query names no other role. Chosen on the tuning sets only (every set
    /// with the fixtures): +12 lines on the documents tuning sets, none
    /// lost, no new confident wrong answer. Without the curated-score check
    /// it gained 27, but answered six curated questions with an item (an
    /// official-email question with the registration item); at a learned
    /// bound of 0.36, a never-tuned line turned confidently wrong.
    func unrecognisedMessageItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        if case .weakAnswer = outcome { return nil }
        guard let top = items.candidates.first, top.entry >= documentIndexCuratedCount, top.complete,
              top.score >= Self.unrecognisedItemScore,
              !curated.candidates.contains(where: { $0.score >= top.score || $0.learned > Self.unrecognisedLearned })
        else { return nil }
        guard question.words.count >= Self.unrecognisedWords, question.asks else { return nil }
        let runnerUp = items.candidates.dropFirst().first?.score ?? 0
        guard (top.score - runnerUp) / top.score >= Self.unrecognisedLead,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: documentClassifier.index)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
}
