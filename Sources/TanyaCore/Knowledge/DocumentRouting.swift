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
    static func documentIndex(for base: KnowledgeBase) -> KnowledgeIndex? {
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
        return KnowledgeIndex(base: items, learns: false)
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

    /// An item replaces an out-of-scope decline only when it scores at least
    /// this times the declining entry (scores of the two indexes are close
    /// in scale, not equal): the office's page must be about the question
    /// about as much as the topic Tanya declines ("jadwal tender" stays
    /// declined although a maintenance notice mentions it). Rule scores on
    /// both sides: the items' index has no learned share to add.
    static let declineOverrideFactor = 0.8

    /// Share of the query's words the first option's question must use for
    /// items to clarify among themselves: a vague question sharing one word
    /// with a few items is better a fallback than a list of lookalikes.
    static let answerCoverage = 0.5
    /// How much a query term counts when only the item's answer uses it.
    static let answerTermShare = 0.5

    /// Share of the query's non-neutral terms that the item's question (title
    /// and derived variants) uses; a term only its answer uses counts
    /// `answerTermShare`.
    static func questionCoverage(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex) -> Double {
        let entry = index.entries[item].entry
        var questionTerms = Set(index.normalizer.terms(entry.title))
        for example in entry.examples { questionTerms.formUnion(index.normalizer.terms(example.value)) }
        var content = 0.0
        var explained = 0.0
        var seen = Set<String>()
        for token in tokens where seen.insert(token.term).inserted {
            let id = index.termID(token.term)
            if let id, index.neutral[Int(id)] { continue }
            content += 1
            if questionTerms.contains(token.term) {
                explained += 1
            } else if let id, index.postings[Int(id)].contains(where: { Int($0.entry) == item }) {
                explained += answerTermShare
            }
        }
        return content == 0 ? 0 : explained / content
    }

    /// Classifies with the curated entries; on a fallback, asks the
    /// document items. After an out-of-scope decline only a direct item
    /// answer replaces it (the office publishes what Tanya's own entries
    /// decline); after a plain fallback items may also clarify among
    /// themselves. Candidates stay the curated ones (explanations).
    public func classifyWithDocuments(_ text: String) -> Classification {
        let curated = classifier.classify(text)
        guard let documentClassifier, curated.decision == .fallback, !curated.tokens.isEmpty else { return curated }
        let items = documentClassifier.classify(text)
        let curatedCount = documentIndexCuratedCount
        let offset = index.entryCount - curatedCount
        var result = curated
        switch items.decision {
        case let .answer(entry):
            // The curated entry wins in the shared index: still a fallback.
            guard entry >= curatedCount else { return curated }
            if let declined = curated.outOfScope,
               let declinedScore = curated.candidates.first(where: { $0.entry == declined })?.ruleScore,
               items.candidates.first?.score ?? 0 < declinedScore * Self.declineOverrideFactor {
                return curated
            }
            result.decision = .answer(entry: entry + offset)
        case let .clarify(options, _):
            guard curated.outOfScope == nil, options.allSatisfy({ $0 >= curatedCount }), let first = options.first,
                  Self.questionCoverage(of: first, tokens: items.tokens, in: documentClassifier.index) >= Self.answerCoverage
            else { return curated }
            result.decision = .clarify(options: options.map { $0 + offset }, topic: nil)
        case .fallback:
            return curated
        }
        result.confidence = items.confidence
        result.matched = items.matched
        result.outOfScope = nil
        return result
    }
}

extension Responder {
    /// How the document index scored a query (for `tanya ask --explain`):
    /// its decision, then its candidates with the question coverage of items.
    public func explainDocuments(_ classification: Classification) -> String? {
        guard let documentClassifier else { return nil }
        let text = classification.tokens.map(\.surface).joined(separator: " ")
        let items = documentClassifier.classify(text)
        let curatedCount = documentIndexCuratedCount
        var out = "dokumen: \(items.decision)\n"
        for candidate in items.candidates {
            let entry = documentClassifier.index.entries[candidate.entry].entry
            let score = (candidate.score * 100).rounded() / 100
            let coverage = candidate.entry >= curatedCount
                ? " cakupan pertanyaan \((Self.questionCoverage(of: candidate.entry, tokens: items.tokens, in: documentClassifier.index) * 100).rounded())%"
                : ""
            out += "  \(entry.id): skor \(score)\(candidate.complete ? " (lengkap)" : "")\(coverage)\n"
        }
        return out
    }
}
