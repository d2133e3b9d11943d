/// A long question the curated entries do not recognise at all, asked of an
/// office whose page answers it in other words. A message of many words
/// that paraphrases an item ("Ketika tertulis pintu pemasukan ditutup pukul
/// sekian, jarum jam siapa yang dipakai ...") shares few words with the
/// item's short question, so the gates before this one, which ask for a
/// share of the query or of the question, or for a score a story of the
/// item's own words reaches, leave it a fallback although the item leads
/// every candidate of the items' index clearly. The plain-fallback
/// widening of `unrecognisedMessageItem`, which reads declines too and so
/// must bound the learned model at 0.3: nothing was declined here, and the
/// bound can be 0.5.
extension Responder {
    /// Least words of a message this gate reads: a short message that
    /// leads with an item on a word or two asks about something else as
    /// easily (at 12 words a question about deleting an account got the
    /// registration item).
    static let fallbackStoryWords = 15
    /// Least score of the leading item (`fallbackItemScore` is 4).
    static let fallbackStoryScore = 3.0
    /// How far the item must lead the next candidate of the items' index
    /// (curated entries too), relative to its score.
    static let fallbackStoryLead = 0.15
    /// Highest probability the curated learned model may give any entry:
    /// above it the model reads the message as a curated subject (answered
    /// or declined) that the rules missed, not as the item's.
    static let fallbackStoryLearned = 0.5

    /// After a plain fallback (nothing declined), the leading candidate of
    /// the items' index answers a message of `fallbackStoryWords` or more
    /// that asks something, when it is a complete item scoring
    /// `fallbackStoryScore`, leading the next candidate by
    /// `fallbackStoryLead`, no curated entry scores as high, the curated
    /// learned model gives no entry more than `fallbackStoryLearned`, and
    /// the message names no other role nor a declined subject the item does
    /// not weigh. Chosen on the tuning sets only, from a decision tree over
    /// the documents tuning lines left as fallbacks: +10 lines, none lost,
    /// no new confident wrong answer, every curated set with the fixtures
    /// unchanged. Measured and refused: the same gate after a decline too
    /// (+18) turned a never-tuned line with the fixtures confidently wrong,
    /// and so did a bound of 1 on the learned model (+20).
    func fallbackStoryItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        guard case .fallback = outcome,
              let top = leadingItem(items, curated: curated, after: outcome), top.complete,
              top.score >= Self.fallbackStoryScore
        else { return nil }
        guard question.words.count >= Self.fallbackStoryWords, question.asks else { return nil }
        let runnerUp = items.candidates.dropFirst().first?.score ?? 0
        let itemsIndex = documentClassifier.index
        guard (top.score - runnerUp) / top.score >= Self.fallbackStoryLead,
              !curated.candidates.contains(where: { $0.learned > Self.fallbackStoryLearned }),
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              !namesDeclinedSubject(curated.tokens, notWeighedBy: top.entry, in: itemsIndex)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
}
