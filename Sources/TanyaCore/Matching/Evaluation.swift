/// A labelled query: what the responder must do with `text`.
public struct LabelledQuery: Sendable, Equatable {
    /// An intent id, `clarify` or `none` (must be a fallback).
    public var expected: String
    public var text: String
    public var line: Int
}

/// Scores the responder on labelled queries (`expected<TAB>text` files) the
/// way `tanya eval` reports it: accuracy, confident wrong answers, a
/// per-label table, the misses and the most frequent confusions.
public struct EvaluationReport: Sendable {
    public struct Outcome: Sendable {
        public var query: LabelledQuery
        public var got: String
        public var kind: Reply.Kind
        public var confidence: Double
        public var correct: Bool
        /// An `answer` naming the wrong intent: the worst outcome.
        public var confidentWrong: Bool
        /// The best-scored candidate, `none` for an out-of-scope entry or
        /// when nothing scored: what the reply would have said had the
        /// threshold let this query through.
        public var topCandidate: String
    }

    public struct LabelRow: Sendable {
        public var label: String
        public var total: Int
        public var correct: Int
        public var accuracy: Double { total == 0 ? 0 : Double(correct) / Double(total) }
    }

    public var outcomes: [Outcome]
    /// The confidence from which the responder answers directly.
    public var answerThreshold: Double

    public var total: Int { outcomes.count }
    public var correct: Int { outcomes.filter(\.correct).count }
    public var accuracy: Double { total == 0 ? 0 : Double(correct) / Double(total) }
    public var confidentWrong: Int { outcomes.filter(\.confidentWrong).count }
    public var confidentWrongRate: Double { total == 0 ? 0 : Double(confidentWrong) / Double(total) }
    public var misses: [Outcome] { outcomes.filter { !$0.correct } }

    public var rows: [LabelRow] {
        var rows: [String: LabelRow] = [:]
        for outcome in outcomes {
            rows[outcome.query.expected, default: LabelRow(label: outcome.query.expected, total: 0, correct: 0)].total += 1
            if outcome.correct { rows[outcome.query.expected]?.correct += 1 }
        }
        return rows.values.sorted { $0.label < $1.label }
    }

    /// (expected, got, count), most frequent first.
    public var confusions: [(expected: String, got: String, count: Int)] {
        var counts: [String: (String, String, Int)] = [:]
        for miss in misses {
            let key = miss.query.expected + "\u{0}" + miss.got
            counts[key, default: (miss.query.expected, miss.got, 0)].2 += 1
        }
        return counts.values.map { (expected: $0.0, got: $0.1, count: $0.2) }
            .sorted { ($0.count, $1.expected, $1.got) > ($1.count, $0.expected, $0.got) }
    }

    public static func run(_ responder: Responder, queries: [LabelledQuery], site: String? = nil) -> EvaluationReport {
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(queries.count)
        for query in queries {
            let (reply, classification) = responder.reply(to: query.text, site: site)
            let got: String
            switch reply.kind {
            case .answer: got = reply.intent ?? "?"
            case .clarify: got = "clarify"
            case .fallback: got = "none"
            }
            let correct = got == query.expected
            outcomes.append(Outcome(query: query, got: got, kind: reply.kind, confidence: reply.confidence,
                                    correct: correct, confidentWrong: reply.kind == .answer && !correct,
                                    topCandidate: bestCandidate(classification, index: responder.index)))
        }
        return EvaluationReport(outcomes: outcomes, answerThreshold: responder.classifier.settings.answerThreshold)
    }

    static func bestCandidate(_ classification: Classification, index: KnowledgeIndex) -> String {
        guard let best = classification.candidates.first, index.entries.indices.contains(best.entry) else { return "none" }
        let entry = index.entries[best.entry].entry
        return entry.priority == .outofscope ? "none" : entry.id
    }

    /// Parses a labelled file; every malformed line is reported with its number.
    public static func parse(_ text: String, file: String, knownLabels: Set<String>) -> ([LabelledQuery], [KnowledgeIssue]) {
        var queries: [LabelledQuery] = []
        var issues: [KnowledgeIssue] = []
        for (index, raw) in KnowledgeParser.lines(of: text).enumerated() {
            let line = String(raw)
            if KnowledgeParser.trim(line).isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "baris harus berbentuk 'label<TAB>teks'"))
                continue
            }
            let label = KnowledgeParser.trim(parts[0])
            guard knownLabels.contains(label) else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "label '\(label)' bukan id entri, 'clarify' atau 'none'"))
                continue
            }
            queries.append(LabelledQuery(expected: label, text: String(parts[1]), line: index + 1))
        }
        return (queries, issues)
    }
}
