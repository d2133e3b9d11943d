/// A short question an item's own question explains, where the gates
/// before it ask for a score a few words cannot reach ("website LPSE
/// pindah alamat", "ipad support spse?": two or three matched words).
extension Responder {
    /// Most words of a message this gate reads (`longMessageWords` starts where it stops).
    static let shortQuestionWords = 11
    /// Share of the query the item's question alone (title and derived
    /// variants, not the answer) must explain.
    static let shortQuestionCoverage = 0.5
    /// How far the item must lead the next item, relative to its score:
    /// two pages about equally close are no answer.
    static let shortQuestionItemLead = 0.05
    /// A message of at most this many words needs no asking word: a search.
    static let searchWords = 5

    /// After a plain fallback or a decline, the leading candidate of the
    /// items' index answers a message of at most `shortQuestionWords` words
    /// that asks something (or is a search of `searchWords` words at most),
    /// when it is an item scoring the classifier's minimum, its question
    /// alone explains `shortQuestionCoverage` of the query, it leads the
    /// next item by `shortQuestionItemLead`, no curated entry scores as
    /// high, the query names at most one subject word the item does not
    /// weigh, none of them one Tanya declines ("syarat verifikasi berkas
    /// kualifikasi": tender qualification, not the documents to bring), and
    /// no other role. Chosen on the tuning sets only: +4 lines
    /// with the fixtures, none lost, no new confident wrong. A coverage of
    /// 0.45 gained 14 but lost 3 and added 3 confident wrong answers; a
    /// salutation ("Dengan hormat, Bapak/Ibu petugas layanan LPSE.") read as
    /// the hours notice until the gate asked for a question.
    func shortQuestionItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        let curatedCount = documentIndexCuratedCount
        let itemsIndex = documentClassifier.index
        guard let top = leadingItem(items, curated: curated, after: outcome),
              top.score >= documentClassifier.settings.minimumScore else { return nil }
        guard question.words.count <= Self.shortQuestionWords,
              question.words.count <= Self.searchWords || question.asks
        else { return nil }
        let itemRunnerUp = items.candidates.dropFirst().first(where: { $0.entry >= curatedCount })?.score ?? 0
        guard (top.score - itemRunnerUp) / top.score >= Self.shortQuestionItemLead,
              Self.questionCoverage(of: top.entry, tokens: items.tokens, in: itemsIndex, answerShare: 0) >= Self.shortQuestionCoverage,
              Self.unexplainedSalientCount(of: top.entry, tokens: items.tokens, in: itemsIndex, declines: declinesSubject) <= 1,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              !namesDeclinedSubject(question.curated.tokens, notWeighedBy: top.entry, in: itemsIndex)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
}
