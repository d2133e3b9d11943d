/// The draft entry file `tanya import` writes for one document item, and
/// the fingerprint that tells an untouched draft from one staff edited.
public enum DocumentDraft {
    /// First line of every draft: `# impor: <source>; sidik <fingerprint>`.
    static let markerPrefix = "# impor: "

    /// The text of `entries/<id>.md` for `item`: the question and derived
    /// variants as examples (at least the validator's minimum), the answer's
    /// list lines as steps (its paragraphs when it has none).
    public static func text(for item: DocumentItem, in document: KnowledgeDocument, stopwords: Set<String>) -> String {
        let body = body(for: item, in: document, stopwords: stopwords)
        return "\(markerPrefix)\(document.source(of: item)); sidik \(fingerprint(body))\n" + body
    }

    /// Whether `existing` is a draft nobody edited since it was written.
    public static func isUntouchedDraft(_ existing: String) -> Bool {
        guard existing.hasPrefix(markerPrefix), let newline = existing.firstIndex(of: "\n") else { return false }
        let marker = existing[..<newline]
        guard let mark = marker.ranges(of: "; sidik ").last else { return false }
        return String(marker[mark.upperBound...]) == fingerprint(String(existing[existing.index(after: newline)...]))
    }

    static func body(for item: DocumentItem, in document: KnowledgeDocument, stopwords: Set<String>) -> String {
        let steps = item.steps.isEmpty ? item.paragraphs : item.steps
        let notes = item.steps.isEmpty ? [] : item.paragraphs.dropFirst().map { $0 }
        var out = """
        id: \(document.itemID(item))
        title: \(oneLine(item.question))
        audience: umum
        source: \(oneLine(document.source(of: item)))
        contacts: site
        summary: \(oneLine(KnowledgeDocument.summary(of: item)))

        ## Examples

        """
        for example in examples(for: item, stopwords: stopwords) { out += "- \(example)\n" }
        out += "\n## Steps\n"
        for (number, step) in steps.enumerated() { out += "\(number + 1). \(oneLine(step))\n" }
        if !notes.isEmpty {
            out += "\n## Notes\n"
            for note in notes { out += "- \(oneLine(note))\n" }
        }
        return out
    }

    /// The question, its derived variants, then shorter forms made of its
    /// content words, until there are `KnowledgeValidator.minimumExamples`.
    static func examples(for item: DocumentItem, stopwords: Set<String>) -> [String] {
        var out: [String] = []
        func add(_ text: String) {
            let clean = oneLine(text)
            if !clean.isEmpty, !out.contains(where: { $0.lowercased() == clean.lowercased() }) { out.append(clean) }
        }
        // Without the page's title: glued to a question ("FAQ PENDAFTARAN
        // PENYEDIA Dokumen apa ...") it helps the loader find the item but is
        // no wording a vendor types, and staff curate these lines.
        var untitled = item
        untitled.pageTitle = nil
        KnowledgeDocument.variants(of: untitled).forEach(add)
        let words = item.question.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let content = words.filter { !stopwords.contains($0) }
        add(words.joined(separator: " "))
        add(content.joined(separator: " "))
        add(content.joined(separator: " ") + " bagaimana")
        add("tanya " + content.joined(separator: " "))
        add("mohon info " + content.joined(separator: " "))
        add("info " + content.prefix(3).joined(separator: " "))
        return out
    }

    static func oneLine(_ text: String) -> String {
        KnowledgeParser.trim(text.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// FNV-1a over the UTF-8 bytes, as 16 hex digits: stable across runs.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
