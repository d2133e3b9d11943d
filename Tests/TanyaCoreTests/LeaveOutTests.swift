import Testing
@testable import TanyaCore

/// The what-if index `tanya check` asks once per suspect entry: the
/// knowledge without one entry, its learned model cut down rather than
/// trained again.
@Suite("Leaving an entry out")
struct LeaveOutTests {
    /// Ten classes, so a kept class moves across a lane of eight.
    static let samples = (0..<10).flatMap { label in
        (0..<3).map { variant in
            LearnedModel.Sample(terms: ["kata\(label)", "varian\(variant)", label % 2 == 0 ? "genap" : "ganjil"], label: label)
        }
    }

    @Test("a restricted model gives the full model's probabilities over the kept classes, renormalised",
          arguments: [[0, 1, 2, 3, 4, 5, 6, 7, 9], [1, 8, 9], [9, 3], [0, 2, 4, 6, 8]])
    func restrictedModelRenormalisesTheKeptClasses(_ kept: [Int]) {
        let full = LearnedModel(samples: Self.samples, classCount: 10)
        let restricted = full.restricted(to: kept, vocabulary: [])
        #expect(restricted.classCount == kept.count)
        for query in [["kata8", "genap"], ["kata3", "varian1"], ["ganjil"], ["tidak", "dikenal"]] {
            let whole = full.probabilities(query)
            let mass = kept.reduce(0) { $0 + whole[$1] }
            let expected = kept.map { whole[$0] / mass }
            let got = restricted.probabilities(query)
            for (a, b) in zip(got, expected) { #expect(abs(a - b) < 1e-5, "\(query): \(got) vs \(expected)") }
        }
    }

    @Test("a model cut down to one class is untrained and gives 0")
    func oneClassLeftIsUntrained() {
        let single = LearnedModel(samples: Self.samples, classCount: 10).restricted(to: [4], vocabulary: [])
        #expect(!single.isTrained)
        #expect(single.probabilities(["kata4"]) == [0])
    }

    @Test("the index without an entry no longer answers with it and keeps answering the others")
    func indexWithoutAnEntry() throws {
        let knowledge = try TempKnowledge()
        defer { knowledge.remove() }
        let full = try knowledge.responder()
        #expect((full.reply(to: "kunci rumah saya hilang") as Reply).intent == "kunci-hilang")
        let index = full.index.leavingOut("kunci-hilang")
        #expect(index.entryCount == full.index.entryCount - 1)
        #expect(index.entry(id: "kunci-hilang") == nil)
        #expect(index.learned.classCount == index.entryCount)
        let reduced = Responder(index: index)
        #expect((reduced.reply(to: "kunci rumah saya hilang") as Reply).intent != "kunci-hilang")
        #expect((reduced.reply(to: "engsel pintu macet") as Reply).intent == "pintu-macet")
        #expect((reduced.reply(to: "lampu dapur tidak menyala") as Reply).intent == "lampu-mati")
    }
}
