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

    // A lexicon and stopwords built from arbitrary text still normalise
    // arbitrary text, the same way twice, and normalised text is a fixed point.
    let normalizer = TextNormalizer(lexicon: lexicon, stopwords: stopwords).withVocabulary(["login", "password", "daftar"])
    let terms = normalizer.terms(text)
    require(normalizer.terms(text) == terms, "normaliser is not deterministic")
    for term in terms {
        require(!term.isEmpty, "empty term from \(terms)")
    }
    return 0
}
