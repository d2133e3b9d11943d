/// One confidence band of a reliability table: how the replies whose
/// confidence falls in `lower..<upper` fared. A calibrated responder answers
/// right about as often as its confidence says, so `topCorrectShare` should
/// rise with the band, and the answer threshold belongs where it gets high.
public struct ReliabilityBucket: Sendable, Equatable {
    public var lower: Double
    /// Exclusive, except for the last band, which holds confidence 1.
    public var upper: Double
    public var count: Int
    /// Replies that did what the label asks (answer, clarify or fallback).
    public var correct: Int
    /// Replies that were direct answers.
    public var answered: Int
    /// Queries whose best candidate is the labelled intent (or `none` for a
    /// fallback label when nothing answerable leads): the share that would be
    /// right if the threshold let every query of the band through.
    public var topCorrect: Int

    public var correctShare: Double { share(correct) }
    public var answeredShare: Double { share(answered) }
    public var topCorrectShare: Double { share(topCorrect) }

    private func share(_ part: Int) -> Double { count == 0 ? 0 : Double(part) / Double(count) }
}

/// A test query whose normalised text is also an example of the knowledge:
/// the query no longer measures how Tanya handles wording it has not seen.
public struct KnowledgeOverlap: Sendable, Equatable {
    public var query: LabelledQuery
    /// The knowledge file and line of the example.
    public var file: String
    public var line: Int
    public var entry: String
    /// The same words in the same order before normalisation too (case and
    /// punctuation aside): a copy, not a coincidence of spelling variants.
    public var exact: Bool

    /// What `tanya eval` and `tanya check` say of it, after the query's `file:line`.
    public var message: String {
        let how = exact ? "tertulis sama persis sebagai contoh" : "terbaca sama (setelah dinormalkan) dengan contoh"
        return "pertanyaan uji ini \(how) \(file):\(line) (entri '\(entry)'); hasilnya tidak mengukur kata-kata baru, hapus salah satunya"
    }
}

extension EvaluationReport {
    /// Band edges of the reliability table `tanya eval` prints.
    public static let reliabilityEdges: [Double] = [0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1]

    /// The outcomes grouped by confidence into the bands between `edges`
    /// (ascending; a confidence outside them goes to the nearest band).
    public func reliability(edges: [Double] = EvaluationReport.reliabilityEdges) -> [ReliabilityBucket] {
        guard edges.count >= 2 else { return [] }
        var buckets = zip(edges, edges.dropFirst()).map {
            ReliabilityBucket(lower: $0, upper: $1, count: 0, correct: 0, answered: 0, topCorrect: 0)
        }
        for outcome in outcomes {
            // The last band whose lower edge the confidence reaches.
            let band = buckets.lastIndex { outcome.confidence >= $0.lower } ?? 0
            buckets[band].count += 1
            if outcome.correct { buckets[band].correct += 1 }
            if outcome.kind == .answer { buckets[band].answered += 1 }
            if outcome.topCandidate == outcome.query.expected { buckets[band].topCorrect += 1 }
        }
        return buckets
    }

    /// The test queries that also stand as examples in the knowledge, compared
    /// after the matcher's own normalisation (case, slang and abbreviations,
    /// stems, stopwords), so a copy with another spelling of "gak" still counts.
    public static func knowledgeOverlaps(_ queries: [LabelledQuery], index: KnowledgeIndex) -> [KnowledgeOverlap] {
        typealias Example = (file: String, line: Int, entry: String, folded: String)
        var examples: [String: [Example]] = [:]
        for compiled in index.entries {
            for example in compiled.entry.examples {
                let key = overlapKey(example.value, normalizer: index.normalizer)
                guard !key.isEmpty else { continue }
                examples[key, default: []].append((compiled.entry.file, example.line, compiled.entry.id, folded(example.value)))
            }
        }
        return queries.compactMap { query in
            let key = overlapKey(query.text, normalizer: index.normalizer)
            guard !key.isEmpty, let candidates = examples[key], let first = candidates.first else { return nil }
            let text = folded(query.text)
            let example = candidates.first { $0.folded == text } ?? first
            return KnowledgeOverlap(query: query, file: example.file, line: example.line, entry: example.entry,
                                    exact: example.folded == text)
        }
    }

    /// Lower-case words of letters and digits, one space apart.
    private static func folded(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }

    private static func overlapKey(_ text: String, normalizer: TextNormalizer) -> String {
        normalizer.terms(text).joined(separator: " ")
    }
}

/// The figures of one answer threshold in a sweep: the same queries answered
/// by a responder that differs only in `ClassifierSettings.answerThreshold`.
public struct ThresholdPoint: Sendable {
    public var threshold: Double
    public var accuracy: Double
    public var confidentWrongRate: Double
    /// Share of the queries answered directly.
    public var answeredShare: Double
}

extension EvaluationReport {
    /// Thresholds tried by `tanya eval --sweep`.
    public static let sweepThresholds: [Double] = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]

    /// Runs the queries once per threshold (the index is shared; only the
    /// decision changes), so the threshold can be chosen from measured
    /// accuracy and confident wrong answers rather than guessed.
    public static func sweep(_ responder: Responder, queries: [LabelledQuery], site: String? = nil,
                             thresholds: [Double] = EvaluationReport.sweepThresholds) -> [ThresholdPoint] {
        thresholds.map { threshold in
            var settings = responder.classifier.settings
            settings.answerThreshold = threshold
            let report = run(Responder(index: responder.index, settings: settings), queries: queries, site: site)
            let answered = report.outcomes.filter { $0.kind == .answer }.count
            return ThresholdPoint(threshold: threshold, accuracy: report.accuracy, confidentWrongRate: report.confidentWrongRate,
                                  answeredShare: report.total == 0 ? 0 : Double(answered) / Double(report.total))
        }
    }
}
