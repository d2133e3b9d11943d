#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

// libFuzzer target: any bytes as the text of each kind of knowledge file.
// Invariants: parsing never crashes, every issue points at a real line of the
// input, a file that parses with no issues yields an entry whose required
// fields are filled, and the normaliser built from a fuzzed lexicon is
// deterministic and idempotent.

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    let text = "fuzz-knowledge: invariant violated: \(message())\n"
    let bytes = Array(text.utf8)
    _ = write(2, bytes, bytes.count)
    abort()
}

// The libFuzzer entry point: the only unsafe code here. `data` holds
// `size` bytes for the duration of the call; they are copied at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKnowledge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The parser splits on "\n" (and tolerates "\r\n"); a line number past
    // the last line would send an editor nowhere.
    let lineCount = max(text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count, 1)

    func checkLines(_ issues: [KnowledgeIssue], file: String) {
        for issue in issues {
            require(issue.line >= 0 && issue.line <= lineCount, "\(file): issue line \(issue.line) outside 0...\(lineCount): \(issue.message)")
            require(!issue.message.isEmpty, "\(file): empty issue message")
            require(issue.file == file, "\(file): issue names another file \(issue.file)")
        }
    }

    let (entry, entryIssues) = KnowledgeParser.parseEntry(text, file: "fuzz.md", expectedID: nil)
    checkLines(entryIssues, file: "fuzz.md")
    if let entry, entryIssues.isEmpty {
        require(!entry.id.isEmpty && !entry.title.isEmpty && !entry.summary.isEmpty, "valid entry with empty required fields")
        require(!entry.steps.isEmpty, "valid entry without steps")
        require(!entry.sources.isEmpty, "valid entry without a source")
    }
    let (_, _, contactIssues) = KnowledgeParser.parseContacts(text, file: "contacts.md")
    checkLines(contactIssues, file: "contacts.md")
    let (site, siteIssues) = KnowledgeParser.parseSite(text, file: "site.md", expectedID: nil)
    checkLines(siteIssues, file: "site.md")
    if let site, siteIssues.isEmpty {
        require(!site.id.isEmpty && !site.name.isEmpty, "valid site without id or name")
    }
    let (_, topicIssues) = KnowledgeParser.parseTopics(text, file: "topics.md")
    checkLines(topicIssues, file: "topics.md")
    let (lexicon, lexiconIssues) = Lexicon.parse(text, file: "lexicon.md")
    checkLines(lexiconIssues, file: "lexicon.md")
    let stopwords = KnowledgeParser.parseStopwords(text)
    let (relatedGroups, relatedIssues) = KnowledgeParser.parseRelatedWords(text, file: "related.md")
    checkLines(relatedIssues, file: "related.md")
    for group in relatedGroups {
        require(group.words.count >= 2 && Set(group.words).count == group.words.count, "related group of fewer than two different words: \(group.words)")
        require(group.line >= 1 && group.line <= lineCount, "related group line \(group.line) outside 1...\(lineCount)")
    }

    // A lexicon and stopwords built from arbitrary text still normalise
    // arbitrary text, the same way twice, and normalised text is a fixed point.
    let normalizer = TextNormalizer(lexicon: lexicon, stopwords: stopwords).withVocabulary(["login", "password", "daftar"])
    let terms = normalizer.terms(text)
    require(normalizer.terms(text) == terms, "normaliser is not deterministic")
    for term in terms {
        require(!term.isEmpty, "empty term from \(terms)")
    }
    checkDocument(text)
    return 0
}

/// The same text as a published document: splitting never crashes, and each
/// item's summary and example variants are what the plain character-based
/// rules give (the loader takes byte shortcuts for ASCII text).
private func checkDocument(_ text: String) {
    let (items, issues) = DocumentSplitter.split(text, file: "faq.txt")
    for issue in issues { require(issue.file == "faq.txt" && !issue.message.isEmpty, "document issue: \(issue.message)") }
    let document = KnowledgeDocument(file: "faq.txt", name: "faq.txt", stem: "faq", items: items)
    let entries = document.entries(normalizer: TextNormalizer(lexicon: Lexicon(), stopwords: []))
    require(entries.count == items.count, "\(items.count) items but \(entries.count) entries")
    for (item, entry) in zip(items, entries) {
        require(entry.summary == referenceSummary(item), "summary of item \(item.number) differs from the character rule")
        require(entry.examples.map(\.value) == referenceVariants(item), "variants of item \(item.number) differ from the character rule")
    }
}

/// The first paragraph (or step), cut at the last "." past a third of 400
/// characters, else at 400 characters with an ellipsis.
private func referenceSummary(_ item: DocumentItem) -> String {
    let limit = 400
    guard let first = item.paragraphs.first ?? item.steps.first else { return item.question }
    guard first.count > limit else { return first }
    let head = first.prefix(limit)
    if let end = head.lastIndex(of: "."), head.distance(from: head.startIndex, to: end) > limit / 3 {
        return String(head[...end])
    }
    return String(head) + "…"
}

private func referenceVariants(_ item: DocumentItem) -> [String] {
    var out = [item.question]
    let words = item.question.split(separator: " ")
    let openers: Set<String> = ["apa", "apakah", "bagaimana", "bagaimanakah", "berapa", "bolehkah", "bisakah", "kapan",
                                "mengapa", "kenapa", "siapa", "dimana", "di"]
    // The page's title goes with the question without its opener, or else
    // with the whole question, last.
    let title = item.pageTitle.map { $0.isEmpty ? "" : $0 + " " } ?? ""
    var titled = title.isEmpty
    if let first = words.first, openers.contains(first.lowercased()), words.count > 2 {
        out.append(title + words.dropFirst().joined(separator: " "))
        titled = true
    }
    let plain = words.map { word -> Substring in
        let lower = word.lowercased()
        return lower.hasSuffix("kah") && lower.count > 5 ? word.dropLast(3) : word
    }.joined(separator: " ")
    if plain != item.question { out.append(plain) }
    if let category = item.category, !category.isEmpty { out.append(category + " " + item.question) }
    if !titled { out.append(title + item.question) }
    return out
}
