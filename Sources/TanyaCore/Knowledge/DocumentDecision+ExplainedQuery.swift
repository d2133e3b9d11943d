/// A short query that one item's question explains word for word, when the
/// items' index ranks it by score below another candidate. The rule score
/// adds up keyword weights, so an item or curated entry that weighs one
/// shared word heavily ("helpdesk", "akun") can outscore the item whose
/// question is the query in other words: "alamat baru situs LPSE" ranks the
/// contact entry first, "daftar penyedia gratis?" ties the registration
/// steps with the fee item, "kapan akun bisa dipakai" puts the two-accounts
/// item ahead of the activation item.
extension Responder {
    /// Least share of the query the item must explain (`questionCoverage`).
    static let explainedQueryCoverage = 0.5
    /// How much more of the query the item must explain than every other
    /// item among the candidates: the query is clearly its question, not a
    /// topic its page shares with the next item.
    static let explainedQueryLead = 0.2
    /// Least distinct content terms of the query, question words not
    /// counted: one word ("kok gagal ya") is explained by every item that
    /// uses it, and a notice heading explains every question word
    /// ("Siapa yang memindahkan dan bagaimana?" is not about the site's
    /// move), which says nothing about which question is meant.
    static let explainedQueryTerms = 2

    /// After a plain fallback or a decline, the item whose question or
    /// answer explains every content word of the query answers, when it
    /// explains `explainedQueryCoverage` of it, `explainedQueryLead` more
    /// than every other item, the query has `explainedQueryTerms` content
    /// terms, and the item names the asker's role and leaves no subject
    /// word of the asking sentences unexplained. A story is read by its
    /// asking sentences ("Saya Teguh, pemilik usaha percetakan ... Kapan
    /// akun saya bisa dipakai?"). A word nothing explains
    /// ("perusahaan" in "alamat perusahaan pindah", a company's own
    /// address; "agency" in "cara membuat akun agency") keeps the fallback.
    func explainedQueryItem(_ question: DocumentQuestion) -> GateDecision? {
        switch question.outcome {
        case .fallback, .declined: break
        case .weakAnswer: return nil
        }
        let items = question.items, documentClassifier = question.classifier
        let itemsIndex = documentClassifier.index
        // A message with background sentences (`DocumentQuestion.askedTokens`
        // marks them context) is read by its asking sentences alone, and
        // must ask: the scene is where the asker stands, the question is
        // what an item must explain word for word.
        let asked = question.askedTokens
        let readsAsked = zip(asked, items.tokens).contains { $0.context != $1.context }
        if readsAsked && !question.asks { return nil }
        let tokens = readsAsked ? asked.filter { !$0.context } : items.tokens
        let contentTerms = Set(tokens.lazy.filter {
            !$0.negated && itemsIndex.termID($0.term) != nil && !ClauseScope.questionWords.contains($0.term)
        }.map(\.term))
        guard contentTerms.count >= Self.explainedQueryTerms else { return nil }
        let measured = items.candidates.filter { $0.entry >= self.documentIndexCuratedCount && $0.complete }.map { candidate in
            let detail = Self.coverageDetail(of: candidate.entry, tokens: tokens, in: itemsIndex)
            return (entry: candidate.entry, coverage: detail.coverage, whole: detail.unexplained.isEmpty)
        }
        guard let best = measured.filter(\.whole).max(by: { $0.coverage < $1.coverage }) else { return nil }
        let runnerUp = measured.filter { $0.entry != best.entry }.map(\.coverage).max() ?? 0
        guard best.coverage >= Self.explainedQueryCoverage,
              best.coverage - runnerUp >= Self.explainedQueryLead,
              !Self.namesOtherRole(item: best.entry, tokens: tokens, in: itemsIndex),
              Self.unexplainedSalientCount(of: best.entry, tokens: question.askedTokens, in: itemsIndex, declines: declinesSubject) == 0
        else { return nil }
        return itemAnswer(best.entry, items: items, in: documentClassifier)
    }
}

