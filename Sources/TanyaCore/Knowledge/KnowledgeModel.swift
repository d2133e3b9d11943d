/// A value read from a knowledge file together with the line it came from, so
/// validation errors can point a helpdesk operator at `file:line`.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }
}

/// Who an entry is written for.
public enum Audience: String, Sendable, CaseIterable {
    case penyedia, ppk, pokja, lpse, umum
}

/// How an entry competes with others: `low` entries (greetings, thanks)
/// only win when no real question is present; an `outofscope` entry
/// describes questions the knowledge base deliberately does not answer
/// (tender schedules, HPS, e-katalog, taxes): when it wins, or is a close
/// runner-up, the reply is a fallback, never an answer.
public enum EntryPriority: String, Sendable {
    case normal, low, outofscope
}

/// One answerable problem (intent) of the knowledge base, as written in
/// `knowledge/entries/<id>.md`.
public struct KnowledgeEntry: Sendable, Identifiable {
    public var id: String
    public var file: String
    public var title: String
    public var audience: [Audience]
    public var topic: Located<String>?
    public var sources: [String]
    public var contactKeys: [Located<String>]
    public var related: [Located<String>]
    public var summary: String
    public var priority: EntryPriority
    public var phrases: [Located<String>]
    /// Concept groups: every group needs one of its alternatives in the query.
    public var requires: [Located<[String]>]
    public var keywords: [Located<Keyword>]
    public var excludes: [Located<[String]>]
    public var examples: [Located<String>]
    public var steps: [String]
    public var documents: [String]
    public var notes: [String]

    /// A weighted word of an entry's matching rules.
    public struct Keyword: Sendable {
        public var word: String
        public var weight: Double
    }
}

/// A national contact from `knowledge/contacts.md`.
public struct Contact: Sendable, Equatable {
    public var key: String
    public var label: String
    public var value: String
    public var source: String
}

/// An LPSE office profile from `knowledge/sites/<id>.md`. Only what a
/// source states is filled; absent fields are nil, never guessed.
public struct SiteProfile: Sendable {
    public static let fieldNames = ["id", "name", "aliases", "address", "phone", "fax", "email", "website", "helpdesk", "source"]
    /// The fields shown as contacts, in display order, with their Indonesian labels.
    public static let contactFields: [(field: String, label: String)] = [
        ("helpdesk", "Helpdesk"), ("phone", "Telepon"), ("fax", "Faks"), ("email", "Email"),
        ("website", "Situs web"), ("address", "Alamat"),
    ]

    public var id: String
    public var fields: [String: String]

    public var name: String { fields["name"] ?? id }

    /// The names people use for this office in a question ("lpse paser",
    /// "babel"), from the comma-separated `aliases:` line.
    public var aliases: [String] {
        (fields["aliases"] ?? "").split(separator: ",").map { KnowledgeParser.trim(String($0)) }.filter { !$0.isEmpty }
    }

    public subscript(field: String) -> String? { fields[field] }
}

/// A clarifying question for a topic (`knowledge/topics.md`).
public struct Topic: Sendable {
    public var id: String
    public var triggers: [String]
    public var question: String
    /// Entries offered besides those whose `topic:` names this topic.
    public var extraMembers: [Located<String>]
    public var file: String
    public var line: Int
}

/// Everything loaded from a knowledge directory, before indexing.
public struct KnowledgeBase: Sendable {
    public var entries: [KnowledgeEntry]
    public var contacts: [String: Contact]
    public var contactOrder: [String]
    public var sites: [String: SiteProfile]
    public var topics: [Topic]
    public var lexicon: Lexicon { didSet { plainReader = nil } }
    public var stopwords: Set<String> { didSet { plainReader = nil } }
    /// The normaliser without vocabulary over `lexicon` and `stopwords`,
    /// once built: the documents, the validator and the index each read
    /// with it, and building its word facts cost some 2.3M instructions of
    /// every load each time. Changing either field drops it.
    var plainReader: TextNormalizer?
    /// Contact keys shown with every fallback (the `escalation:` line of contacts.md).
    public var escalationKeys: [String]
    /// Groups of related words (`related.md`), read by the document items' index.
    public var relatedWords: [RelatedWordGroup] = []
    /// Where `relatedWords` were read from, for messages.
    public var relatedWordsFile = "related.md"
    /// Where the `escalation:` line was written, for validation messages.
    public var escalationLocations: (keys: [Located<String>], file: String)?
    /// Published pages from `documents/`, split into items.
    public var documents: [KnowledgeDocument] = []
    /// Every document item as an entry, in document order (matched in a
    /// second index, after the curated entries).
    public var documentEntries: [KnowledgeEntry] = []
    /// Problems of `documents/` files: warnings, since a bad document is
    /// skipped and the rest keeps serving.
    public var documentIssues: [KnowledgeIssue] = []

    public init(entries: [KnowledgeEntry], contacts: [Contact], sites: [SiteProfile], topics: [Topic],
                lexicon: Lexicon, stopwords: Set<String>, escalationKeys: [String]? = nil) {
        self.entries = entries
        self.contacts = Dictionary(contacts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.contactOrder = contacts.map(\.key)
        self.sites = Dictionary(sites.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.topics = topics
        self.lexicon = lexicon
        self.stopwords = stopwords
        self.escalationKeys = escalationKeys ?? (["site"] + contacts.map(\.key))
    }

    /// `TextNormalizer(lexicon: lexicon, stopwords: stopwords)`, the one
    /// kept in `plainReader` when there is one.
    var plainNormalizer: TextNormalizer {
        plainReader ?? TextNormalizer(lexicon: lexicon, stopwords: stopwords)
    }
}

/// One problem found in the knowledge files, phrased so a helpdesk operator
/// knows which line to fix and how.
public struct KnowledgeIssue: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// Why a knowledge directory could not be loaded.
public enum KnowledgeLoadError: Error, Sendable, CustomStringConvertible {
    /// The directory or a file in it could not be read at all.
    case unreadable(path: String, reason: String)
    /// The files were read but contain mistakes; each names its file and line.
    case invalid([KnowledgeIssue])

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): tidak dapat dibaca (\(reason)). Periksa --knowledge atau TANYA_KNOWLEDGE."
        case let .invalid(issues):
            return issues.map(\.description).joined(separator: "\n")
        }
    }

    public var issues: [KnowledgeIssue] {
        switch self {
        case let .unreadable(path, reason): return [KnowledgeIssue(file: path, line: 0, message: "tidak dapat dibaca (\(reason))")]
        case let .invalid(issues): return issues
        }
    }
}
