#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

// libFuzzer target: any bytes as the text of each kind of knowledge file.
// Invariants: parsing never crashes, every issue points at a real line, and
// a file that parses with no issues yields an entry whose fields are filled.

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fputs("invariant violated: \(message())\n", stderr)
        abort()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKnowledge(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count

    func checkLines(_ issues: [KnowledgeIssue]) {
        for issue in issues {
            require(issue.line >= 0 && issue.line <= max(lineCount, 1), "issue line \(issue.line) outside 0...\(lineCount)")
            require(!issue.message.isEmpty, "empty issue message")
        }
    }

    let (entry, entryIssues) = KnowledgeParser.parseEntry(text, file: "fuzz.md", expectedID: nil)
    checkLines(entryIssues)
    if let entry, entryIssues.isEmpty {
        require(!entry.id.isEmpty && !entry.title.isEmpty && !entry.summary.isEmpty, "valid entry with empty required fields")
        require(!entry.steps.isEmpty, "valid entry without steps")
        require(!entry.sources.isEmpty, "valid entry without a source")
    }
    let (_, _, contactIssues) = KnowledgeParser.parseContacts(text, file: "contacts.md")
    checkLines(contactIssues)
    let (_, siteIssues) = KnowledgeParser.parseSite(text, file: "site.md", expectedID: nil)
    checkLines(siteIssues)
    let (_, topicIssues) = KnowledgeParser.parseTopics(text, file: "topics.md")
    checkLines(topicIssues)
    let (lexicon, lexiconIssues) = Lexicon.parse(text, file: "lexicon.md")
    checkLines(lexiconIssues)
    _ = KnowledgeParser.parseStopwords(text)

    // A lexicon built from arbitrary text still normalises arbitrary text.
    let normalizer = TextNormalizer(lexicon: lexicon, stopwords: []).withVocabulary(["login", "password"])
    _ = normalizer.normalize(text)
    return 0
}
