import Foundation
import TanyaCore

/// The part of `tanya check` that runs the labelled eval sets next to the
/// knowledge folder (`../eval/*.tsv`) and names every entry whose presence
/// adds confident wrong answers: for each entry that answers a query labelled
/// otherwise, the set is run again without that entry, and a drop in
/// confident wrong answers is reported. Only line numbers are shown, never
/// the queries: eval sets are test data, not examples to copy. A test line
/// that is also an example is named by its line, to be deleted. A set marked
/// never tuned (a `# never-tuned` comment line) gets counts without line
/// numbers: its misses must not be read and fixed one by one, or it would
/// no longer measure unseen wording.
struct CheckEvalSets {
    /// The comment line that marks a set nobody may tune on.
    static let neverTunedMarker = "# never-tuned"

    let responder: Responder
    let knowledgeDirectory: String

    /// The `.tsv` files of the eval folder beside the knowledge folder, sorted.
    var files: [String] {
        // Resolved against the working directory first: "." has no last
        // component to delete (Foundation traps on it, seen as `tanya check .`
        // run inside the knowledge folder), and "knowledge/" has an empty parent.
        let folder = URL(fileURLWithPath: knowledgeDirectory).standardizedFileURL.deletingLastPathComponent().path
        let evalFolder = folder + "/eval"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: evalFolder)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.sorted().map { evalFolder + "/" + $0 }
    }

    /// One set as read and run with the whole knowledge.
    private struct SetRun {
        var file: String
        var neverTuned: Bool
        var queries: [LabelledQuery]
        /// Test lines that are also examples.
        var overlaps: [KnowledgeIssue]
        var report: EvaluationReport
        /// Lines answered with confident wrong answers, by the entry that gave them.
        var confidentWrongLines: [String: [Int]]
    }

    /// One warning line per entry that raises confident wrong answers in a set.
    func warnings() -> [KnowledgeIssue] {
        let labels = Set(responder.index.entries.map(\.entry.id)).union(["clarify", "none"])
        var lines: [KnowledgeIssue] = []
        // Sets are read here and run side by side (a debug build spends most
        // of `tanya check` in them); `runs` keeps the files' order.
        var texts: [(file: String, text: String)] = []
        for file in files {
            guard case let .success(text) = KnowledgeLoader.readText(file) else { continue }
            texts.append((file, text))
        }
        let setRuns = Slots<SetRun?>(count: texts.count, empty: nil)
        let responder = self.responder
        let read = texts
        DispatchQueue.concurrentPerform(iterations: read.count) { position in
            let (file, text) = read[position]
            let (queries, issues) = EvaluationReport.parse(text, file: file, knownLabels: labels)
            guard issues.isEmpty, !queries.isEmpty else { return }
            // A test line that is also an example measures nothing; its line
            // is shown even in a never-tuned set, since it must be deleted.
            let overlaps = EvaluationReport.knowledgeOverlaps(queries, index: responder.index).map {
                KnowledgeIssue(file: file, line: $0.query.line, message: $0.message)
            }
            let report = EvaluationReport.run(responder, queries: queries)
            var byEntry: [String: [Int]] = [:]
            for outcome in report.outcomes where outcome.confidentWrong { byEntry[outcome.got, default: []].append(outcome.query.line) }
            setRuns.set(position, SetRun(file: file, neverTuned: Self.isNeverTuned(text), queries: queries, overlaps: overlaps,
                                         report: report, confidentWrongLines: byEntry))
        }
        let runs = (0..<read.count).compactMap { setRuns.value($0) }
        // Each suspect entry is left out once, for every set it misleads in,
        // the suspects side by side.
        let suspects = Array(Set(runs.flatMap(\.confidentWrongLines.keys))).sorted()
        let rerunCounts = Slots<[Int?]>(count: suspects.count, empty: [])
        DispatchQueue.concurrentPerform(iterations: suspects.count) { position in
            let entry = suspects[position]
            let reduced = responderWithout(entry)
            var counts: [Int?] = []
            for run in runs {
                guard run.confidentWrongLines[entry] != nil else { counts.append(nil); continue }
                counts.append(EvaluationReport.run(reduced, queries: run.queries.filter { $0.expected != entry }).confidentWrong)
            }
            rerunCounts.set(position, counts)
        }
        for (runIndex, run) in runs.enumerated() {
            lines += run.overlaps
            for (position, entry) in suspects.enumerated() {
                guard let queryLines = run.confidentWrongLines[entry], let without = rerunCounts.value(position)[runIndex] else { continue }
                let withEntry = run.report.outcomes.filter { $0.query.expected != entry && $0.confidentWrong }.count
                guard without < withEntry else { continue }
                let whichLines = run.neverTuned
                    ? "set uji yang tidak boleh dipakai menyetel: baris tidak ditampilkan"
                    : "baris \(queryLines.map(String.init).joined(separator: ", "))"
                lines.append(KnowledgeIssue(file: run.file, line: 0, message: "entri '\(entry)' menambah jawaban yakin-tapi-salah: \(withEntry) dengan entri ini, "
                             + "\(without) tanpanya (\(whichLines)); "
                             + "perjelas require/exclude entri itu atau entri yang seharusnya menjawab"))
            }
        }
        return lines
    }

    /// Whether a comment line of `text` is `neverTunedMarker` (CRLF files too).
    static func isNeverTuned(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespacesAndNewlines) == neverTunedMarker }
    }

    /// The knowledge without entry `id`; its learned model is the full one
    /// with that entry's class left out, not retrained (seconds per entry in
    /// a debug build).
    private func responderWithout(_ id: String) -> Responder {
        Responder(index: responder.index.leavingOut(id))
    }
}

/// Results of concurrent workers, one slot each: the set runs, and per
/// suspect entry the confident wrong count of each set without it (nil
/// where the entry misled nobody).
private final class Slots<Value>: @unchecked Sendable {
    // Sound because every access holds `lock`, and each worker writes only its own slot.
    private let lock = NSLock()
    private var slots: [Value]

    init(count: Int, empty: Value) { slots = Array(repeating: empty, count: count) }

    func set(_ position: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        slots[position] = value
    }

    func value(_ position: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return slots[position]
    }
}
