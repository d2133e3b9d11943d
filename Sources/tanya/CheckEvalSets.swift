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

    let base: KnowledgeBase
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

    /// One warning line per entry that raises confident wrong answers in a set.
    func warnings() -> [KnowledgeIssue] {
        let labels = Set(responder.index.entries.map(\.entry.id)).union(["clarify", "none"])
        var lines: [KnowledgeIssue] = []
        // One knowledge without each suspect entry, shared by every set: an
        // entry that misleads in several sets is retrained once, not per set.
        var without: [String: Responder] = [:]
        for file in files {
            guard case let .success(text) = KnowledgeLoader.readText(file) else { continue }
            let (queries, issues) = EvaluationReport.parse(text, file: file, knownLabels: labels)
            guard issues.isEmpty, !queries.isEmpty else { continue }
            // A test line that is also an example measures nothing; its line
            // is shown even in a never-tuned set, since it must be deleted.
            for overlap in EvaluationReport.knowledgeOverlaps(queries, index: responder.index) {
                lines.append(KnowledgeIssue(file: file, line: overlap.query.line, message: overlap.message))
            }
            let report = EvaluationReport.run(responder, queries: queries)
            var byEntry: [String: [Int]] = [:]
            for outcome in report.outcomes where outcome.confidentWrong { byEntry[outcome.got, default: []].append(outcome.query.line) }
            for (entry, queryLines) in byEntry.sorted(by: { $0.key < $1.key }) {
                let reduced = without[entry] ?? responderWithout(entry)
                without[entry] = reduced
                let rerun = EvaluationReport.run(reduced, queries: queries.filter { $0.expected != entry })
                let withEntry = report.outcomes.filter { $0.query.expected != entry && $0.confidentWrong }.count
                guard rerun.confidentWrong < withEntry else { continue }
                let whichLines = Self.isNeverTuned(text)
                    ? "set uji yang tidak boleh dipakai menyetel: baris tidak ditampilkan"
                    : "baris \(queryLines.map(String.init).joined(separator: ", "))"
                lines.append(KnowledgeIssue(file: file, line: 0, message: "entri '\(entry)' menambah jawaban yakin-tapi-salah: \(withEntry) dengan entri ini, "
                             + "\(rerun.confidentWrong) tanpanya (\(whichLines)); "
                             + "perjelas require/exclude entri itu atau entri yang seharusnya menjawab"))
            }
        }
        return lines
    }

    /// Whether a comment line of `text` is `neverTunedMarker` (CRLF files too).
    static func isNeverTuned(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespacesAndNewlines) == neverTunedMarker }
    }

    private func responderWithout(_ id: String) -> Responder {
        var reduced = base
        reduced.entries.removeAll { $0.id == id }
        return Responder(index: KnowledgeIndex(base: reduced))
    }
}
