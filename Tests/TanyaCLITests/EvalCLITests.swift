import Foundation
import Testing

@Suite("tanya eval: reliability table, --json and test lines found in the knowledge", .serialized)
struct EvalCLITests {
    /// A labelled file in a temporary folder; removed by the caller.
    private static func labelled(_ text: String) throws -> String {
        let file = NSTemporaryDirectory() + "tanya-eval-\(UUID().uuidString).tsv"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The first example of `lupa-password` in the shipped knowledge, with its line.
    private static func shippedExample() throws -> (text: String, line: Int) {
        let lines = try String(contentsOfFile: TanyaBinary.root + "/knowledge/entries/lupa-password.md", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "## Examples"))
        let index = try #require(lines[start...].firstIndex { $0.hasPrefix("- ") })
        return (String(lines[index].dropFirst(2)), index + 1)
    }

    @Test("the report names the answer threshold, prints one row per confidence band and ends with the two summary lines")
    func reliabilityTable() throws {
        let file = try Self.labelled("none\tharga cabai hari ini\nsapaan\tselamat pagi admin\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try TanyaBinary.run(["eval", file])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Keandalan keyakinan (ambang jawaban langsung: 0."))
        for band in ["0.00-0.30", "0.30-0.50", "0.50-0.60", "0.60-0.70", "0.70-0.80", "0.80-0.90", "0.90-1.00"] {
            #expect(result.lines.contains { $0.hasPrefix(band + " ") }, "no row for \(band)")
        }
        let last = result.lines.suffix(2)
        #expect(last.first?.hasPrefix("akurasi: ") == true)
        #expect(last.last?.hasPrefix("jawaban yakin-tapi-salah: ") == true)
    }

    @Test("a test line that is also a knowledge example is a warning on stderr with both file:line, and counted")
    func overlapWarning() throws {
        let example = try Self.shippedExample()
        let file = try Self.labelled("none\tharga cabai hari ini\nlupa-password\t\(example.text.uppercased())\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try TanyaBinary.run(["eval", file])
        #expect(result.status == 0)
        #expect(result.stderr.contains("peringatan: \(file):2: "))
        #expect(result.stderr.contains("knowledge/entries/lupa-password.md:\(example.line)"))
        #expect(!result.stderr.contains("\(file):1:"))
        #expect(result.stdout.contains("pertanyaan yang juga tertulis sebagai contoh di knowledge: 1 (1 sama persis"))
        #expect(result.stderr.contains("tertulis sama persis sebagai contoh"))
    }

    @Test("--json prints one object with the figures, the bands and the misses; a failed gate goes to stderr")
    func jsonSummary() throws {
        let file = try Self.labelled("lupa-password\tlupa password lpse\nnone\tharga cabai hari ini\nsapaan\tlupa password\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try TanyaBinary.run(["eval", file, "--json", "--min-accuracy", "0.9"])
        #expect(result.status == 1)
        #expect(result.lines.count == 1)
        #expect(result.stderr.contains("GAGAL: akurasi 66.7%"))
        let object = try #require(TanyaBinary.json(result.stdout))
        #expect(object["total"] as? Int == 3)
        #expect(object["correct"] as? Int == 2)
        #expect((object["accuracy"] as? Double).map { abs($0 - 0.667) < 0.001 } == true)
        #expect(object["confident_wrong"] as? Int == 1)
        #expect(object["answer_threshold"] as? Double != nil)
        #expect(object["in_knowledge"] as? Int != nil)
        let bands = try #require(object["reliability"] as? [[String: Any]])
        #expect(bands.count == 7)
        #expect(bands.compactMap { $0["count"] as? Int }.reduce(0, +) == 3)
        let misses = try #require(object["misses"] as? [[String: Any]])
        #expect(misses.count == 1)
        #expect(misses.first?["line"] as? Int == 3)
        #expect(misses.first?["expected"] as? String == "sapaan")
        #expect(misses.first?["confident_wrong"] as? Bool == true)
    }

    @Test("--sweep adds one row per threshold with the one in use starred, in text and in JSON")
    func thresholdSweep() throws {
        let file = try Self.labelled("lupa-password\tlupa password lpse\nnone\tharga cabai hari ini\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = try TanyaBinary.run(["eval", file, "--sweep"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Jika ambang jawaban langsung diubah"))
        let rows = text.lines.filter { $0.hasPrefix(" 0.") || $0.hasPrefix("*0.") }
        #expect(rows.count == 7)
        #expect(rows.filter { $0.hasPrefix("*") }.count == 1)
        let json = try TanyaBinary.run(["eval", file, "--sweep", "--json"])
        let object = try #require(TanyaBinary.json(json.stdout))
        let sweep = try #require(object["sweep"] as? [[String: Any]])
        #expect(sweep.count == 7)
        #expect(sweep.allSatisfy { $0["threshold"] is Double && $0["accuracy"] is Double && $0["answered"] is Double })
        let plain = try TanyaBinary.run(["eval", file, "--json"])
        #expect(try #require(TanyaBinary.json(plain.stdout))["sweep"] == nil)
    }
}
