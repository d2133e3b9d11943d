@testable import TanyaCore
import TanyaTestSupport
import Testing

@Suite("evaluation: reliability table and test lines found in the knowledge")
struct EvaluationTests {
    private static func outcome(_ expected: String, got: String, kind: Reply.Kind, confidence: Double,
                                top: String) -> EvaluationReport.Outcome {
        let correct = got == expected
        return EvaluationReport.Outcome(query: LabelledQuery(expected: expected, text: "q", line: 1), got: got, kind: kind,
                                        confidence: confidence, correct: correct,
                                        confidentWrong: kind == .answer && !correct, topCandidate: top)
    }

    @Test("a confidence falls in the band whose lower edge it reaches; 1.0 is in the last band",
          arguments: [(0.0, 0), (0.29, 0), (0.3, 1), (0.5, 2), (0.55, 2), (0.6, 3), (0.899, 5), (0.9, 6), (1.0, 6)])
    func bandOfConfidence(confidence: Double, band: Int) {
        let report = EvaluationReport(outcomes: [Self.outcome("a", got: "a", kind: .answer, confidence: confidence, top: "a")],
                                      answerThreshold: 0.5)
        let buckets = report.reliability()
        #expect(buckets.count == EvaluationReport.reliabilityEdges.count - 1)
        #expect(buckets.map(\.count) == (0..<buckets.count).map { $0 == band ? 1 : 0 })
    }

    @Test("a band counts right replies, direct answers and best candidates that name the label")
    func bandShares() {
        let report = EvaluationReport(outcomes: [
            Self.outcome("a", got: "a", kind: .answer, confidence: 0.85, top: "a"),
            Self.outcome("a", got: "b", kind: .answer, confidence: 0.82, top: "b"),
            Self.outcome("a", got: "none", kind: .fallback, confidence: 0.8, top: "a"),
            Self.outcome("none", got: "none", kind: .fallback, confidence: 0.88, top: "none"),
            Self.outcome("a", got: "a", kind: .answer, confidence: 0.95, top: "a"),
        ], answerThreshold: 0.5)
        let band = report.reliability()[5]
        #expect((band.lower, band.upper) == (0.8, 0.9))
        #expect(band.count == 4)
        #expect(band.correct == 2)
        #expect(band.answered == 2)
        #expect(band.topCorrect == 3)
        #expect(band.correctShare == 0.5)
        #expect(report.reliability().map(\.count).reduce(0, +) == 5)
    }

    @Test("a run records the threshold in use and each query's best candidate")
    func runRecordsThresholdAndCandidates() {
        let queries = [LabelledQuery(expected: "lupa-password", text: "lupa password lpse", line: 1)]
        let report = EvaluationReport.run(Shipped.responder, queries: queries)
        #expect(report.answerThreshold == Shipped.responder.classifier.settings.answerThreshold)
        #expect(report.outcomes[0].topCandidate == "lupa-password")
    }

    @Test("the best candidate reads 'none' when nothing scored or an out-of-scope entry leads")
    func bestCandidateOfFallbacks() throws {
        let index = Shipped.responder.index
        let outOfScope = try #require(index.entries.firstIndex { $0.entry.priority == .outofscope })
        let answerable = try #require(index.entryIndex(for: "lupa-password"))
        func classification(_ entries: [Int]) -> Classification {
            Classification(decision: .fallback, confidence: 0, matched: [],
                           candidates: entries.map { .init(entry: $0, score: 1, complete: true, matched: []) }, tokens: [])
        }
        #expect(EvaluationReport.bestCandidate(classification([]), index: index) == "none")
        #expect(EvaluationReport.bestCandidate(classification([outOfScope, answerable]), index: index) == "none")
        #expect(EvaluationReport.bestCandidate(classification([answerable, outOfScope]), index: index) == "lupa-password")
    }

    @Test("a test line that reads like a knowledge example after normalisation is reported with both places")
    func overlapWithExample() throws {
        let entry = try #require(Shipped.responder.index.entry(id: "lupa-password"))
        let example = try #require(entry.examples.first)
        let queries = [LabelledQuery(expected: "lupa-password", text: "  " + example.value.uppercased() + " ", line: 7),
                       LabelledQuery(expected: "none", text: "harga cabai di pasar hari ini berapa", line: 8),
                       LabelledQuery(expected: "none", text: "?!", line: 9)]
        let overlaps = EvaluationReport.knowledgeOverlaps(queries, index: Shipped.responder.index)
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.query.line == 7)
        #expect(overlaps.first?.file == entry.file)
        #expect(overlaps.first?.line == example.line)
        #expect(overlaps.first?.entry == "lupa-password")
        #expect(overlaps.first?.exact == true)
    }

    @Test("a line that differs from an example only by slang spelling or stopwords is an overlap, but not exact")
    func overlapAfterNormalisation() throws {
        let index = Shipped.responder.index
        let entry = try #require(index.entry(id: "lupa-password"))
        // An example with a word the lexicon rewrites, spelled the other way.
        let pairs: [(String, String)] = [("password", "pw"), ("tidak", "gak"), ("gimana", "bagaimana")]
        let found = entry.examples.lazy.compactMap { example -> (Located<String>, String)? in
            let words = example.value.split(separator: " ").map(String.init)
            for (from, to) in pairs where words.contains(from) {
                return (example, words.map { $0 == from ? to : $0 }.joined(separator: " "))
            }
            return nil
        }.first
        let (example, variant) = try #require(found)
        try #require(index.normalizer.terms(variant) == index.normalizer.terms(example.value))
        let overlaps = EvaluationReport.knowledgeOverlaps([LabelledQuery(expected: "lupa-password", text: variant, line: 3)], index: index)
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.exact == false)
    }

    @Test("a sweep at the threshold in use reproduces the plain run; a higher threshold never answers more")
    func sweepOfThresholds() {
        let queries = [LabelledQuery(expected: "lupa-password", text: "lupa password lpse", line: 1),
                       LabelledQuery(expected: "login-javascript-error", text: "login muncul java script error", line: 2),
                       LabelledQuery(expected: "none", text: "harga cabai hari ini", line: 3)]
        let responder = Shipped.responder
        let plain = EvaluationReport.run(responder, queries: queries)
        let points = EvaluationReport.sweep(responder, queries: queries, thresholds: [plain.answerThreshold, 1.01])
        #expect(points.map(\.threshold) == [plain.answerThreshold, 1.01])
        #expect(points[0].accuracy == plain.accuracy)
        #expect(points[0].confidentWrongRate == plain.confidentWrongRate)
        #expect(points[0].answeredShare == Double(plain.outcomes.filter { $0.kind == .answer }.count) / 3)
        #expect(points[0].answeredShare > 0)
        // Only answers the threshold gates can disappear; a scorer may answer
        // some queries on another ground, so the share need not reach zero.
        #expect(points[1].answeredShare <= points[0].answeredShare)
    }
}
