/// A gate of `classifyWithDocuments`: the items' leading question
/// after a curated decline, where the stricter gates asked for more than a
/// chat message gives.
extension Responder {
    /// Least score of the leading item (the classifier's minimum is 1.5;
    /// `strongEvidenceScore` is 6).
    static let topItemScore = 4.0
    /// Share of the item's own question the query must use.
    static let topItemRecall = 0.6
    /// Words that ask or request: `SideStory.askingWords` without the words
    /// of wanting and being helped, which a thanks uses too ("terima kasih
    /// atas bantuannya", "direktur mau ikut tender").
    static let questionWords: WordSet = SideStory.askingWords.subtracting([
        "mau", "ingin", "pengen", "pgn", "perlu", "butuh", "harus", "bantu", "bantuan", "need", "want", "help",
    ])

    /// After a curated decline, the leading complete candidate of the items'
    /// index, when it is an item, scores `topItemScore`, leads every
    /// complete rival (curated entries too) by `leadMargin`, the query asks
    /// something, uses `topItemRecall` of the item's question and names no
    /// other role, no curated entry scores as high as the item, and no word
    /// of the query names a subject Tanya declines that the item does not
    /// weigh. A decline on score alone ("laptop sy dipinjem adek, spse bs
    /// dibuka di hp?" read as a personal device; a long letter gathering the
    /// out-of-scope entry's narrative words) gives way to the office's page;
    /// a decline naming another system ("jadwal maintenance OSS", "akun
    /// e-Katalog") keeps its fallback, though an item's question shares
    /// every other word. Not after a plain fallback, where nothing settled
    /// that the message is about the office's pages. Chosen on the tuning
    /// sets only: +14 lines with the fixtures, 0 lost, one more confident
    /// wrong (a clock question naming a phone, answered by the phone item).
    func topItemAnswer(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, curated = question.curated
        let outcome = question.outcome, documentClassifier = question.classifier
        guard case .declined = outcome else { return nil }
        // An item answers a question: a message that asks nothing (a
        // thanks after a story of the problem solved) is not one.
        guard question.asks else { return nil }
        let curatedCount = documentIndexCuratedCount
        let itemsIndex = documentClassifier.index
        let complete = items.candidates.filter(\.complete)
        guard let top = complete.first, top.entry >= curatedCount, top.score >= Self.topItemScore else { return nil }
        // Curated entries win: one that scores as high as the item, even
        // missing a required word, says what the question is about.
        let priorities = index.priorities
        guard !curated.candidates.contains(where: { priorities[$0.entry] == .normal && $0.score >= top.score }) else { return nil }
        let runnerUp = complete.dropFirst().first?.score ?? 0
        guard (top.score - runnerUp) / top.score >= Self.leadMargin,
              Self.questionRecall(of: top.entry, tokens: items.tokens, in: itemsIndex) >= Self.topItemRecall,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: itemsIndex),
              !namesDeclinedSubject(curated.tokens, notWeighedBy: top.entry, in: itemsIndex)
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }

    /// The reply's answer with item `item` of the items' index (numbered
    /// after the curated entries there, after every curated entry here).
    func answer(item: Int) -> Classification.Decision {
        .answer(entry: item + index.entryCount - documentIndexCuratedCount)
    }

    /// A gate's answer with item `item` of the items' index: the items'
    /// classifier scored the same query but did not answer, so its
    /// confidence may sit under the threshold the gate's own test clears.
    func itemAnswer(_ item: Int, items: Classification,
                    in documentClassifier: Classifier) -> (decision: Classification.Decision, confidence: Double) {
        (answer(item: item), max(items.confidence, documentClassifier.settings.answerThreshold))
    }

    /// Whether a message asks something: a "?" or an asking word.
    static func asksSomething(_ text: String, words: [String]) -> Bool {
        text.utf8.contains(UInt8(ascii: "?")) || words.contains(where: { questionWords.contains($0) })
    }

    /// The leading candidate of the items' index when it is an item, the
    /// curated classifier did not answer (even weakly), and no normal curated
    /// entry scores as high: curated entries win. Shared by the last gates.
    func leadingItem(_ items: Classification, curated: Classification, after outcome: CuratedOutcome)
        -> Classification.Candidate? {
        if case .weakAnswer = outcome { return nil }
        guard let top = items.candidates.first, top.entry >= documentIndexCuratedCount else { return nil }
        let priorities = index.priorities
        guard !curated.candidates.contains(where: { priorities[$0.entry] == .normal && $0.score >= top.score }) else { return nil }
        return top
    }

    /// Whether a word of the query (not a ruled-out or side-detail one, nor
    /// a typo correction) is one a curated out-of-scope entry requires and
    /// no answerable curated entry requires ("oss", "katalog", "kontrak"; an
    /// answerable entry may still mention it in an example), and item `item`
    /// of the items' index does not weigh it. A correction is a guess
    /// ("laptops" read as komputer), too weak to name another subject, as
    /// in the curated classifier's own decline (`Classifier.outOfScope`).
    func namesDeclinedSubject(_ tokens: [NormalizedToken], notWeighedBy item: Int, in itemsIndex: KnowledgeIndex) -> Bool {
        for token in tokens where !token.discounted && !token.context && !token.corrected {
            guard let id = index.termID(token.term) else { continue }
            let required = index.requirePostings[Int(id)]
            guard required.contains(where: { index.priorities[Int($0.entry)] == .outofscope }),
                  !required.contains(where: { index.priorities[Int($0.entry)] == .normal }) else { continue }
            guard let itemID = itemsIndex.termID(token.term),
                  itemsIndex.postings[Int(itemID)].contains(where: { Int($0.entry) == item }) else { return true }
        }
        return false
    }

    /// The best complete item of the items' index when it scores `minimum`
    /// and `leaderShare` of the leading candidate (a curated entry may
    /// lead), and leads the next item by `itemLead` relative to its score.
    func leadingCompleteItem(_ items: Classification, minimum: Double, leaderShare: Double, itemLead: Double)
        -> Classification.Candidate? {
        let curatedCount = documentIndexCuratedCount
        guard let itemSlot = items.candidates.firstIndex(where: { $0.entry >= curatedCount && $0.complete }) else { return nil }
        let item = items.candidates[itemSlot]
        let leaderScore = items.candidates.first?.score ?? 0
        guard item.score >= minimum, item.score >= leaderScore * leaderShare else { return nil }
        let nextItem = items.candidates[(itemSlot + 1)...].first(where: { $0.entry >= curatedCount })?.score ?? 0
        return (item.score - nextItem) / item.score >= itemLead ? item : nil
    }
}
