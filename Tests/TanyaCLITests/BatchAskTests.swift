import Foundation
import Testing

/// `tanya ask --json` answers piped lines on several threads; these pin down
/// that the threads change nothing a reader can see.
@Suite("ask --json on several threads")
struct BatchAskTests {
    /// The questions of eval/labelled.tsv: varied replies (answers, clarify,
    /// fallbacks, empty lines) in one long batch.
    private func labelledQuestions() throws -> [String] {
        let text = try String(contentsOfFile: TanyaBinary.root + "/eval/labelled.tsv", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            String(line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().first ?? "")
        }
    }

    @Test("several threads write the same bytes as one, one reply per line in input order")
    func threadsChangeNothing() throws {
        let questions = try labelledQuestions()
        #expect(questions.count > 300)
        let input = questions.joined(separator: "\n") + "\n"
        let single = try TanyaBinary.run(["ask", "--json", "--jobs", "1"], input: input)
        let threaded = try TanyaBinary.run(["ask", "--json", "--jobs", "3"], input: input)
        #expect(single.status == 0 && threaded.status == 0)
        #expect(threaded.stdout == single.stdout)
        let lines = threaded.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == questions.count)
        // Lines at the start, at slice boundaries of a 128-line batch cut in
        // three, and at the end get the reply their question gets alone.
        for position in [0, 42, 43, 85, 86, 127, 128, questions.count - 1] where !questions[position].isEmpty {
            let alone = try TanyaBinary.run(["ask", "--json", questions[position]])
            #expect(String(lines[position]) + "\n" == alone.stdout, "line \(position + 1): \(questions[position])")
        }
    }

    @Test("--jobs outside 1-64 is a usage error that names the option", arguments: ["0", "65", "dua"])
    func badJobs(value: String) throws {
        let result = try TanyaBinary.run(["ask", "--json", "--jobs", value], input: "lupa password\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--jobs"))
    }
}
