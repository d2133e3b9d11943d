/// How document items take part in replies: curated entries always come
/// first; the items' own index is asked only when the curated entries give
/// a fallback, so an item never displaces a curated answer or clarify.
extension Responder {
    /// The second index: the curated entries, then the document items, scored
    /// by the rules alone (the learned model would train on thousands of
    /// classes with one title each). The curated entries
    /// compete there so that words common in the whole knowledge ("cara",
    /// "akun", "ganti") weigh little, and a question closer to a curated
    /// entry than to any item stays a fallback instead of becoming a
    /// lookalike item answer. No topics: they group curated entries.
    /// `reading`: the curated index's reading of its entries, which this
    /// index starts with (they are not read again).
    static func documentIndex(for base: KnowledgeBase, after reading: KnowledgeIndex.EntryReading? = nil) -> KnowledgeIndex? {
        guard !base.documentEntries.isEmpty else { return nil }
        var items = base
        // Out-of-scope entries stay as `low` ones: their words remain known
        // (so "jaminan" is never spell-corrected into an item's "jam"), but
        // they never decline here; the curated pass already did.
        items.entries = base.entries.map { entry in
            var entry = entry
            if entry.priority == .outofscope { entry.priority = .low }
            return entry
        } + base.documentEntries
        items.topics = []
        items.documents = []
        items.documentEntries = []
        return KnowledgeIndex(base: items, learns: false, after: reading, relatesWords: true)
    }

    /// The curated entry that declines the own question (title) of entry
    /// `number` of `documentIndex` as out of scope, or nil: the office's page
    /// then covers that declined topic (see `clearItemLead`). Asked at query
    /// time for the few candidates of a declined question, not at load:
    /// classifying every title would add ~30 ms to a 2,000-item page.
    func decliningEntry(ofItem number: Int) -> Int? {
        guard let documentIndex else { return nil }
        let classification = classifier.classify(documentIndex.entries[number].entry.title)
        guard case .fallback = classification.decision else { return nil }
        return classification.outOfScope
    }

    /// Number of curated entries at the start of `documentIndex`.
    var documentIndexCuratedCount: Int { (documentIndex?.entryCount ?? 0) - index.base.documentEntries.count }

    /// The items' compiled entries, in reply numbering order.
    var documentItems: ArraySlice<KnowledgeIndex.CompiledEntry> {
        guard let documentIndex else { return [] }
        return documentIndex.entries[documentIndexCuratedCount...]
    }

    /// Curated entries and document items, in reply numbering.
    public var entryCount: Int { index.entryCount + index.base.documentEntries.count }

    /// The entry or item with reply number `number` (`0..<entryCount`).
    public func entry(number: Int) -> KnowledgeEntry {
        if let documentIndex, number >= index.entryCount {
            return documentIndex.entries[number - index.entryCount + documentIndexCuratedCount].entry
        }
        return index.entries[number].entry
    }

    /// The reply number of a curated entry or document item id.
    public func entryNumber(for id: String) -> Int? {
        if let number = index.entryIndex(for: id) { return number }
        guard let number = documentIndex?.entryIndex(for: id), number >= documentIndexCuratedCount else { return nil }
        return number - documentIndexCuratedCount + index.entryCount
    }

    /// Curated entries, then document items.
    public var allEntries: [KnowledgeEntry] { (0..<entryCount).map(entry(number:)) }

    /// The document file name and item number of every item, in reply
    /// numbering order after the curated entries.
    public var documentOrigins: [(document: String, item: Int)] {
        index.base.documents.flatMap { document in document.items.map { (document.name, $0.number) } }
    }

    /// Whether `id` names a document item (not a curated entry).
    public func isDocumentItem(_ id: String?) -> Bool {
        guard let id, index.entryIndex(for: id) == nil else { return false }
        return entryNumber(for: id) != nil
    }
}

extension Responder {
    /// How the document index scored a query (for `tanya ask --explain`):
    /// its decision (and the gate that let an item answer, if one did), then
    /// its candidates with the question coverage of items. `text` is the
    /// message as asked, read as the gates read it: without its courtesy
    /// sentences, with its punctuation and stopwords. (The words of
    /// `classification` alone are another text: a sentence boundary or a
    /// dropped "di situ" changes what the items' index ranks first.)
    public func explainDocuments(_ classification: Classification, text: String) -> String? {
        guard let documentClassifier else { return nil }
        // As the responder reads it: doubled-letter slips undone first.
        let text = index.normalizer.repairingDoubledLetters(text)
        let asked = withoutCourtesySentences(text)
        let items = documentClassifier.classify(repaired: asked)
        let curated = classifier.classify(repaired: text)
        // Subject words as the story-reading gates count them: in the
        // asking sentences, not the scene (`DocumentQuestion.askedTokens`).
        let askedTokens = DocumentQuestion.markingBackground(items.tokens, text: asked, normalizer: documentClassifier.index.normalizer)
        let curatedCount = documentIndexCuratedCount
        let declined = curated.outOfScope.map { " (di luar cakupan: \(index.entries[$0].entry.id))" } ?? ""
        var out = "kurasi: \(Self.describe(curated.decision) { index.entries[$0].entry.id })\(declined)"
            + " keyakinan \((curated.confidence * 100).rounded())%\n"
        // The gate that let an item answer, when one did: the rule to read
        // (or tune) when the item is wrong.
        let gate = classification.documentGate.map { " (gerbang: \($0))" } ?? ""
        out += "dokumen: \(Self.describe(items.decision) { documentClassifier.index.entries[$0].entry.id })"
            + " keyakinan \((items.confidence * 100).rounded())%\(gate)\n"
        // Words neither an entry nor an item uses: a question about
        // something else, or wording the knowledge could learn.
        let itemIndex = documentClassifier.index
        let unknown = items.tokens.filter { itemIndex.termID($0.term).map { itemIndex.postings[Int($0)].isEmpty } ?? true }.map(\.term)
        if !unknown.isEmpty { out += "tak dikenal: \(unknown.joined(separator: ", "))\n" }
        for candidate in items.candidates {
            let entry = documentClassifier.index.entries[candidate.entry].entry
            let score = (candidate.score * 100).rounded() / 100
            let coverage = candidate.entry >= curatedCount
                ? " cakupan pertanyaan \((Self.questionCoverage(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index) * 100).rounded())%"
                    + " soal-saja \((Self.questionCoverage(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index, answerShare: 0) * 100).rounded())%"
                    + " ingatan \((Self.questionRecall(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index) * 100).rounded())%"
                    + " kata pokok tak-dikenal \(Self.unexplainedSalientCount(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index, declines: declinesSubject))"
                    + " (di kalimat tanya \(Self.unexplainedSalientCount(of: candidate.entry, tokens: askedTokens, in: documentClassifier.index, declines: declinesSubject)))"
                    + " tak-terjelaskan: \(Self.coverageDetail(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index).unexplained.joined(separator: ", "))"
                : ""
            out += "  \(entry.id): skor \(score)\(candidate.complete ? " (lengkap)" : "")\(coverage)\n"
        }
        return out
    }

    /// A decision with entry ids instead of numbers.
    static func describe(_ decision: Classification.Decision, id: (Int) -> String) -> String {
        switch decision {
        case let .answer(entry): "answer \(id(entry))"
        case let .clarify(options, _): "clarify \(options.map(id).joined(separator: ", "))"
        case .fallback: "fallback"
        }
    }
}
