/// A subject only the office's pages know. The curated classifier may answer
/// a question about the office's hours on a holiday with the contact entry,
/// whose keywords ("helpdesk", "kantor", "hubungi") the question uses, but
/// below `steadyCuratedConfidence`; no curated entry knows "cuti bersama" or
/// "libur" at all, while the holiday notice's own question weighs them.
extension Responder {
    /// Least score of the item in the items' index.
    static let pageOnlyItemScore = 3.0
    /// Least share of the leading candidate's score the item reaches there:
    /// a story about the curated subject that uses the word in another
    /// sense ("tim IT kami sedang cuti melahirkan") scores the item far
    /// below the entry.
    static let pageOnlyLeaderShare = 0.5
    /// How far the item must lead the next item, relative to its score.
    static let pageOnlyItemLead = 0.05
    /// Least share of the query the item's question explains: a story that
    /// only mentions the word in passing ("teknisinya sedang cuti menikah")
    /// stays with the curated answer.
    static let pageOnlyCoverage = 0.15

    /// After a weak curated answer, the best complete item answers when the
    /// query uses a word no curated entry knows and the item weighs as a
    /// word of its own question (`salientWeight`: a word only its answer
    /// text uses, like "memuat" or "jumat", is weaker evidence), it scores
    /// `pageOnlyItemScore` and `pageOnlyLeaderShare` of the leading
    /// candidate, leads the next item by `pageOnlyItemLead`, its question
    /// explains `pageOnlyCoverage` of the query, and the message asks
    /// something and names no other role. Chosen on the tuning sets only
    /// (every set with the fixtures): +10 lines on the documents tuning sets,
    /// all of them confident wrong answers before (the contact entry for the
    /// hours and holiday notices), none lost; the curated sets with the
    /// fixtures unchanged; documents-paraphrases-2 62 -> 63 of 73. Without
    /// the coverage bar an inbox story mentioning a technician's leave got
    /// the holiday notice; with an answer-text word enough, two APENDO
    /// stories lost their curated answer to the bid-file item ("memuat").
    /// After a plain fallback too it gained 14 more tuning lines, but a
    /// never-tuned line (with the fixtures) became a confident wrong answer;
    /// after a decline, questions about other offices' holidays (a bank, the
    /// Samsat) got the notice.
    func pageOnlySubjectItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        guard case .weakAnswer = outcome else { return nil }
        let itemsIndex = documentClassifier.index
        guard let item = leadingCompleteItem(items, minimum: Self.pageOnlyItemScore, leaderShare: Self.pageOnlyLeaderShare,
                                             itemLead: Self.pageOnlyItemLead),
              namesPageOnlySubject(items.tokens, item: item.entry, in: itemsIndex),
              Self.questionCoverage(of: item.entry, tokens: items.tokens, in: itemsIndex) >= Self.pageOnlyCoverage,
              question.asks,
              !Self.namesOtherRole(item: item.entry, tokens: items.tokens, in: itemsIndex)
        else { return nil }
        return itemAnswer(item.entry, items: items, in: documentClassifier)
    }

    /// Whether a query word (not a side detail, a ruled-out word or a typo
    /// correction) is unknown to the curated index and weighed by item
    /// `item` of the items' index as a word of its question.
    private func namesPageOnlySubject(_ tokens: [NormalizedToken], item: Int, in itemsIndex: KnowledgeIndex) -> Bool {
        tokens.contains { token in
            guard !token.discounted, !token.context, !token.corrected, index.termID(token.term) == nil,
                  let id = itemsIndex.termID(token.term),
                  let posting = itemsIndex.postings[Int(id)].first(where: { Int($0.entry) == item })
            else { return false }
            return Double(posting.weight) >= Self.salientWeight
        }
    }
}
