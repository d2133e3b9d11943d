/// What `tanya report` found in access logs: the counts every view (text,
/// JSON, HTML) is rendered from. Built line by line with bounded memory
/// (`ReportBuilder`); pure, no I/O.
public struct Report: Sendable {
    /// Replies of `/v1/ask` on one day.
    public struct Day: Sendable, Equatable {
        public var asks = 0
        public var answers = 0
        public var clarifies = 0
        public var fallbacks = 0

        public var fallbackRate: Double { asks == 0 ? 0 : Double(fallbacks) / Double(asks) }
        public var clarifyRate: Double { asks == 0 ? 0 : Double(clarifies) / Double(asks) }
    }

    /// Unanswered questions with the same normalised text.
    public struct UnansweredGroup: Sendable, Equatable {
        public var text: String
        public var count: Int
        public var firstSeen: String
        public var lastSeen: String
    }

    /// Verdicts on the replies of one entry (or on clarifies, fallbacks, unknown replies).
    public struct FeedbackTally: Sendable, Equatable {
        public var helpful = 0
        public var notHelpful = 0
        /// The most recent comments, oldest first.
        public var comments: [String] = []
    }

    /// One set of clarify options: how often it was shown and what was picked.
    public struct ClarifyTally: Sendable, Equatable {
        public var shown = 0
        public var picks: [String: Int] = [:]
    }

    public var lines = 0
    /// Lines that were not an access-log object (or too long): counted, skipped.
    public var unreadable = 0
    /// Lines left out by `--since` / `--site`.
    public var filteredOut = 0
    public var firstTime: String?
    public var lastTime: String?
    public var routes: [String: Int] = [:]
    /// `/v1/ask` replies by type (`answer`, `clarify`, `fallback`, `error` for refused requests).
    public var types: [String: Int] = [:]
    /// `/v1/ask` replies by site profile, then type.
    public var sites: [String: [String: Int]] = [:]
    public var days: [String: Day] = [:]
    /// Keyed by normalised text.
    public var unanswered: [String: UnansweredGroup] = [:]
    /// Unanswered questions not grouped because the group limit was reached.
    public var unansweredOverflow = 0
    /// Keyed by the options joined with " | ".
    public var clarify: [String: ClarifyTally] = [:]
    /// Options picked whose clarify is not in the logs read (or too far back).
    public var picksOfUnknownClarify: [String: Int] = [:]
    /// Keyed by entry id, or `(clarify)`, `(fallback)`, `(tidak diketahui)`.
    public var feedback: [String: FeedbackTally] = [:]
    public var letters: [String: Int] = [:]

    public init() {}

    public static let noSite = "(tanpa situs)"
    public static let unknownReply = "(tidak diketahui)"

    public var asks: Int { types.values.reduce(0, +) }

    /// Unanswered groups, most frequent first (ties: most recent first).
    public var unansweredByCount: [UnansweredGroup] {
        unanswered.values.sorted { $0.count != $1.count ? $0.count > $1.count : ($0.lastSeen != $1.lastSeen ? $0.lastSeen > $1.lastSeen : $0.text < $1.text) }
    }

    /// Days in order.
    public var dayRows: [(day: String, counts: Day)] {
        days.sorted { $0.key < $1.key }.map { (day: $0.key, counts: $0.value) }
    }
}

/// The entry nearest to an unanswered question, and what staff should do about it.
public struct NearestEntry: Sendable, Equatable {
    public enum Advice: String, Sendable {
        /// Close enough: the question is probably a new way of asking an existing entry.
        case addExample = "add-example"
        /// Nothing close: the knowledge lacks an entry.
        case newEntry = "new-entry"
        /// An `outofscope` entry declined it on purpose.
        case outOfScope = "out-of-scope"
    }

    public var intent: String?
    public var score: Double
    public var advice: Advice

    public init(intent: String?, score: Double, advice: Advice) {
        self.intent = intent
        self.score = score
        self.advice = advice
    }

    /// In Indonesian, for the report's reader.
    public var adviceText: String {
        switch advice {
        case .addExample: return "tambahkan sebagai contoh ke \(intent ?? "?")"
        case .newEntry: return "perlu entri baru"
        case .outOfScope: return "di luar cakupan (\(intent ?? "?"))"
        }
    }
}
