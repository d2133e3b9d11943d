#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDirectory

/// Reads a knowledge directory from disk, parses and validates it.
///
/// This is the only part of the core that touches the file system, and it
/// runs at start-up or on reload, never per query. Loading either returns a
/// complete, valid knowledge base or every problem found, so a caller can
/// keep serving the previous one.
public enum KnowledgeLoader {
    /// Files larger than this are refused: a knowledge file is a page of text.
    public static let maximumFileSize = 1 << 20

    /// Loads, parses and checks structure and references (not routing).
    public static func load(directory: String) throws(KnowledgeLoadError) -> KnowledgeBase {
        let (base, issues) = try parse(directory: directory)
        let all = issues + KnowledgeValidator.referenceIssues(base)
        if !all.isEmpty { throw .invalid(all) }
        return base
    }

    /// Loads a directory and builds the responder, or fails with every parse
    /// and reference issue. Examples that another entry wins are not load
    /// errors: they are warnings of `tanya check` (errors with `--strict`),
    /// so staff can add an entry by examples and a reload never refuses it
    /// for that alone.
    public static func loadResponder(directory: String,
                                     settings: ClassifierSettings = ClassifierSettings()) throws(KnowledgeLoadError) -> Responder {
        let (base, parseIssues) = try parse(directory: directory)
        let issues = parseIssues + KnowledgeValidator.referenceIssues(base)
        if !issues.isEmpty { throw .invalid(issues) }
        return Responder(index: KnowledgeIndex(base: base), settings: settings)
    }

    /// Parses every file, collecting issues instead of stopping at the first.
    public static func parse(directory: String) throws(KnowledgeLoadError) -> (KnowledgeBase, [KnowledgeIssue]) {
        let root = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        guard isDirectory(root) else {
            throw .unreadable(path: root, reason: "bukan folder atau tidak ada")
        }
        var issues: [KnowledgeIssue] = []

        func read(_ path: String, required: Bool) -> String? {
            switch readText(path) {
            case let .success(text): return text
            case let .failure(reason):
                if required || reason != .missing { issues.append(KnowledgeIssue(file: path, line: 0, message: reason.message)) }
                return nil
            }
        }

        /// A file read whole by `parse` (empty when it is missing or
        /// unreadable, which `read` reports), its issues kept.
        func parsed<Value>(_ path: String, required: Bool, empty: Value,
                           _ parse: (String, String) -> (Value, [KnowledgeIssue])) -> Value {
            guard let text = read(path, required: required) else { return empty }
            let (value, found) = parse(text, path)
            issues += found
            return value
        }

        // Entries.
        var entries: [KnowledgeEntry] = []
        let entryDirectory = root + "/entries"
        var seenIDs: [String: String] = [:]
        for name in listFiles(entryDirectory, suffix: ".md", issues: &issues) {
            let path = entryDirectory + "/" + name
            guard let text = read(path, required: true) else { continue }
            let (entry, entryIssues) = KnowledgeParser.parseEntry(text, file: path, expectedID: String(name.dropLast(3)))
            issues += entryIssues
            guard let entry else { continue }
            if let other = seenIDs[entry.id] {
                issues.append(KnowledgeIssue(file: path, line: 1, message: "id '\(entry.id)' sudah dipakai di \(other); setiap id harus unik"))
                continue
            }
            seenIDs[entry.id] = path
            entries.append(entry)
        }
        if entries.isEmpty, !issues.contains(where: { $0.file.hasPrefix(entryDirectory) }) {
            issues.append(KnowledgeIssue(file: entryDirectory, line: 0, message: "tidak ada entri (*.md) di folder ini"))
        }

        var contacts: [Contact] = []
        var escalation: [Located<String>]?
        let contactsPath = root + "/contacts.md"
        if let text = read(contactsPath, required: true) {
            let parsed = KnowledgeParser.parseContacts(text, file: contactsPath)
            contacts = parsed.0
            escalation = parsed.1
            issues += parsed.2
        }

        var sites: [SiteProfile] = []
        let siteDirectory = root + "/sites"
        for name in listFiles(siteDirectory, suffix: ".md", issues: &issues) {
            let path = siteDirectory + "/" + name
            guard let text = read(path, required: true) else { continue }
            let (site, siteIssues) = KnowledgeParser.parseSite(text, file: path, expectedID: String(name.dropLast(3)))
            issues += siteIssues
            if let site {
                if sites.contains(where: { $0.id == site.id }) {
                    issues.append(KnowledgeIssue(file: path, line: 1, message: "profil situs '\(site.id)' ditulis dua kali"))
                } else {
                    sites.append(site)
                }
            }
        }

        let topics = parsed(root + "/topics.md", required: false, empty: []) { KnowledgeParser.parseTopics($0, file: $1) }
        var lexicon = parsed(root + "/lexicon.md", required: true, empty: Lexicon()) { Lexicon.parse($0, file: $1) }

        // Optional: without it, every word outside the knowledge may be read
        // as a typo of a lookalike term, as before the list existed.
        if let text = read(root + "/words.md", required: false) {
            lexicon.addEverydayWords(KnowledgeParser.parseWordList(text))
        }

        var stopwords = Set<String>()
        if let text = read(root + "/stopwords.md", required: true) {
            stopwords = KnowledgeParser.parseStopwords(text)
        }

        // Optional: without it, a document item explains only its own words.
        let relatedPath = root + "/related.md"
        let relatedWords = parsed(relatedPath, required: false, empty: []) { KnowledgeParser.parseRelatedWords($0, file: $1) }

        var base = KnowledgeBase(entries: entries, contacts: contacts, sites: sites, topics: topics,
                                 lexicon: lexicon, stopwords: stopwords, escalationKeys: escalation?.map(\.value))
        base.escalationLocations = escalation.map { ($0, contactsPath) }
        base.relatedWords = relatedWords
        base.relatedWordsFile = relatedPath
        base.loadDocuments(directory: root + "/documents")
        return (base, issues)
    }

    // MARK: - File system

    public enum ReadFailure: Error, Equatable {
        case missing, unreadable(String), tooLarge, notUTF8

        public var message: String {
            switch self {
            case .missing: return "file tidak ada"
            case let .unreadable(reason): return "file tidak dapat dibaca (\(reason))"
            case .tooLarge: return "file lebih besar dari \(KnowledgeLoader.maximumFileSize / 1024) KiB; apakah ini file yang benar?"
            case .notUTF8: return "file bukan teks UTF-8 yang sah; simpan ulang sebagai UTF-8"
            }
        }
    }

    /// Whether `path` names an existing folder.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func readText(_ path: String, limit: Int = maximumFileSize) -> Result<String, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            // `read` fills at most `buffer.count` bytes of the array it is lent for the call.
            let count = read(fd, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { return .failure(.tooLarge) }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        return .success(text)
    }

    /// Regular files in `directory` ending in `suffix`, sorted; hidden and
    /// editor backup files are skipped so a half-saved `.swp` never loads.
    static func listFiles(_ directory: String, suffix: String, issues: inout [KnowledgeIssue]) -> [String] {
        var others: [String] = []
        return listFiles(directory, suffix: suffix, issues: &issues, others: &others)
    }

    /// Files in `entries/` and `sites/` that are not read because they do not
    /// end in `.md` (an entry saved as `.txt` is otherwise silently missing);
    /// editor backups (`~`, `.swp`, `.bak`) are left out. Warnings for `tanya check`.
    public static func unreadFiles(directory root: String) -> [KnowledgeIssue] {
        var issues: [KnowledgeIssue] = []
        for folder in ["entries", "sites"] {
            var others: [String] = []
            _ = listFiles(root + "/" + folder, suffix: ".md", issues: &issues, others: &others)
            for name in others where !name.hasSuffix("~") && !name.hasSuffix(".swp") && !name.hasSuffix(".bak") {
                issues.append(KnowledgeIssue(file: root + "/" + folder + "/" + name, line: 0,
                                             message: "file ini tidak dibaca karena namanya tidak berakhiran .md; ganti namanya (misalnya \(folder == "entries" ? "id-entri" : "id-situs").md) atau pindahkan dari folder \(folder)/"))
            }
        }
        return issues.filter { $0.line == 0 && $0.message.hasPrefix("file ini") }
    }

    static func listFiles(_ directory: String, suffix: String, issues: inout [KnowledgeIssue], others: inout [String]) -> [String] {
        guard let handle = opendir(directory) else {
            issues.append(KnowledgeIssue(file: directory, line: 0, message: "folder tidak dapat dibuka (\(String(cString: strerror(errno))))"))
            return []
        }
        defer { closedir(handle) }
        var names: [String] = []
        // NAME_MAX is 255 bytes; the C side copies at most `nameBytes.count` of them.
        var nameBytes = [UInt8](repeating: 0, count: 256)
        while true {
            let length = Int(cdirectory_next_entry_name(handle, &nameBytes, Int32(nameBytes.count)))
            if length == -1 { break }
            guard length >= 0 else { continue }
            let name = String(decoding: nameBytes[0..<length], as: UTF8.self)
            guard !name.hasPrefix(".") else { continue }
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if name.hasSuffix(suffix) { names.append(name) } else { others.append(name) }
        }
        others.sort()
        return names.sorted()
    }
}
