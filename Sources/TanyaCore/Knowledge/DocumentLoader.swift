/// Reads `knowledge/documents/`: every `.md` or `.txt` file except the
/// folder's README. A file that cannot be used (binary, empty, not UTF-8,
/// too large, no items) is reported with its path and skipped, so one bad
/// upload never stops the rest of the knowledge from serving.
public enum DocumentLoader {
    /// A published page is larger than an entry file; still, anything over
    /// this is almost certainly not a FAQ page.
    public static let maximumFileSize = 2 << 20
    static let extensions = [".md", ".txt"]

    /// The documents of `directory` (absent folder: none) and the problems
    /// found, all of them warnings: the documents that load still serve.
    /// `imported` names curated entries made by `tanya import`: their item
    /// is skipped without a warning, since the curated entry replaces it.
    public static func load(directory: String, reservedIDs: Set<String>,
                            imported: Set<String> = []) -> (documents: [KnowledgeDocument], issues: [KnowledgeIssue]) {
        guard KnowledgeLoader.isDirectory(directory) else { return ([], []) }
        var issues: [KnowledgeIssue] = []
        var documents: [KnowledgeDocument] = []
        var usedIDs = reservedIDs
        var questions: [String: (file: String, line: Int)] = [:]
        for name in KnowledgeLoader.listFiles(directory, suffix: "", issues: &issues) {
            let path = directory + "/" + name
            let lower = name.lowercased()
            if lower == "readme.md" || lower == "readme.txt" { continue }
            guard extensions.contains(where: { lower.hasSuffix($0) }) else {
                issues.append(KnowledgeIssue(file: path, line: 0, message: "jenis file tidak dibaca; simpan dokumen sebagai teks (.txt) atau Markdown (.md). File dilewati"))
                continue
            }
            let text: String
            switch KnowledgeLoader.readText(path, limit: maximumFileSize) {
            case let .success(read): text = read
            case .failure(.tooLarge):
                issues.append(KnowledgeIssue(file: path, line: 0, message: "dokumen lebih besar dari \(maximumFileSize / 1024 / 1024) MiB ditolak; pecah menjadi beberapa file"))
                continue
            case let .failure(reason):
                issues.append(KnowledgeIssue(file: path, line: 0, message: reason.message + ". File dilewati"))
                continue
            }
            if hasNullByte(text) {
                issues.append(KnowledgeIssue(file: path, line: 0, message: "file biner (bukan teks); simpan dokumen sebagai teks UTF-8. File dilewati"))
                continue
            }
            if text.allSatisfy({ $0.isWhitespace || $0 == "\u{FEFF}" }) {
                issues.append(KnowledgeIssue(file: path, line: 0, message: "dokumen kosong. File dilewati"))
                continue
            }
            let stem = Self.stem(of: name)
            var (items, splitIssues) = DocumentSplitter.split(text, file: path)
            issues += splitIssues
            items.removeAll { item in
                let id = "\(stem)-\(item.number)"
                if imported.contains(id) { return true }
                if !usedIDs.insert(id).inserted {
                    issues.append(KnowledgeIssue(file: path, line: item.line, message: "id '\(id)' sudah dipakai entri atau dokumen lain; ganti nama file dokumen ini. Butir dilewati"))
                    return true
                }
                let key = item.question.lowercased()
                if let first = questions[key], first.file != path {
                    issues.append(KnowledgeIssue(file: path, line: item.line, message: "pertanyaan yang sama sudah ada di \(first.file):\(first.line)"))
                } else if questions[key] == nil {
                    questions[key] = (path, item.line)
                }
                return false
            }
            guard !items.isEmpty else { continue }
            documents.append(KnowledgeDocument(file: path, name: name, stem: stem, items: items))
        }
        return (documents, issues)
    }

    /// Whether `text` holds a NUL byte, that is, whether its smallest byte
    /// is 0: a minimum over every byte, with no early exit, is computed
    /// sixteen bytes at a time, where a byte-by-byte search cost some six
    /// instructions a byte of a 1 MB page.
    static func hasNullByte(_ text: String) -> Bool {
        let bytes = text.utf8.span
        var smallest = UInt8.max
        for index in bytes.indices { smallest = min(smallest, bytes[index]) }
        return smallest == 0
    }

    /// The id prefix of a document file: lower case letters and digits, other
    /// characters turned into single `-`.
    public static func stem(of name: String) -> String {
        let base = name.lowercased().split(separator: ".").dropLast().joined(separator: ".")
        var out = ""
        for character in base {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out.append(character)
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "dokumen" : out
    }
}

extension KnowledgeBase {
    /// Reads `directory` (the knowledge's `documents/`) into `documents`,
    /// `documentEntries` and `documentIssues`. Item ids never take the id of
    /// a curated entry.
    public mutating func loadDocuments(directory: String) {
        // The bytes are tested first: `contains` matches by Character at
        // some 50,000 instructions a call, and a source holding " butir "
        // as Characters holds its bytes (most sources hold neither).
        let imported = entries.filter { entry in
            entry.sources.contains { $0.containsBytes(of: " butir ") && $0.contains(" butir ") }
        }.map(\.id)
        let loaded = DocumentLoader.load(directory: directory, reservedIDs: Set(entries.map(\.id)), imported: Set(imported))
        setDocuments(loaded.documents, issues: loaded.issues)
    }

    /// Sets the documents and compiles their items into entries.
    public mutating func setDocuments(_ documents: [KnowledgeDocument], issues: [KnowledgeIssue] = []) {
        let normalizer = plainNormalizer
        plainReader = normalizer
        self.documents = documents
        self.documentEntries = KnowledgeDocument.entries(of: documents, curated: entries, normalizer: normalizer)
        self.documentIssues = issues
    }
}

extension KnowledgeLoader {
    /// `loadResponder(directory:)` with the documents of a second folder
    /// added to those of `directory/documents` (test sets about documents
    /// that are not shipped, such as the test fixtures).
    public static func loadResponder(directory: String, addingDocuments extra: String,
                                     settings: ClassifierSettings = ClassifierSettings()) throws(KnowledgeLoadError) -> Responder {
        let (parsed, parseIssues) = try parse(directory: directory)
        let issues = parseIssues + KnowledgeValidator.referenceIssues(parsed)
        if !issues.isEmpty { throw .invalid(issues) }
        guard isDirectory(extra) else { throw .unreadable(path: extra, reason: "bukan folder atau tidak ada") }
        var base = parsed
        let taken = Set(base.entries.map(\.id) + base.documentEntries.map(\.id))
        let added = DocumentLoader.load(directory: extra, reservedIDs: taken)
        base.setDocuments(base.documents + added.documents, issues: base.documentIssues + added.issues)
        return Responder(index: KnowledgeIndex(base: base), settings: settings)
    }
}
