import Testing
@testable import TanyaCore
import TanyaTestSupport

/// In a long message an out-of-scope entry counts only its strongest
/// words (see `Classifier.cappingOutOfScopeEvidence`): a story no longer
/// gathers a decline from the many everyday words of the catch-all entry's
/// examples.
@Suite("Out-of-scope evidence in long messages")
struct OutOfScopeCapTests {
    let classifier = Shipped.responder.classifier

    /// The sum of the `count` largest weights the entry gives the message's distinct terms.
    func strongestWeights(_ text: String, entry: Int, count: Int) -> Double {
        let index = classifier.index
        var seen = Set<Int32>()
        var weights: [Double] = []
        for token in index.normalizer.normalize(text) {
            guard let id = index.termID(token.term), seen.insert(id).inserted,
                  let posting = index.postings[Int(id)].first(where: { Int($0.entry) == entry }) else { continue }
            weights.append(Double(posting.weight))
        }
        return weights.sorted(by: >).prefix(count).reduce(0, +)
    }

    @Test("a long story's out-of-scope scores rest on their eight strongest words")
    func longStoryIsCapped() throws {
        let story = "Sudah bertahun-tahun saya menjadi PPK dan banyak paket yang saya urus di dinas lama. Bulan ini saya "
            + "dipindah ke satker lain dan ditunjuk lagi sebagai PPK dengan surat baru. Rekan menyarankan saya daftar akun "
            + "baru saja. Apakah benar begitu, atau akun lama cukup dipindahkan? Langkahnya apa?"
        let classification = classifier.classify(tokens: classifier.index.normalizer.normalize(story))
        let outOfScope = classification.candidates.filter { classifier.index.priorities[$0.entry] == .outofscope }
        try #require(!outOfScope.isEmpty, "the catch-all entry weighs words of this story")
        for candidate in outOfScope {
            let uncapped = strongestWeights(story, entry: candidate.entry, count: .max)
            let capped = strongestWeights(story, entry: candidate.entry, count: Classifier.outOfScopeStrongestWords)
            #expect(uncapped > capped, "the story gives entry \(candidate.entry) more than eight words")
            // No phrase of an out-of-scope entry is in the story: the rule score is the words alone.
            #expect(candidate.ruleScore <= capped + 1e-6, "\(candidate.ruleScore) > \(capped)")
        }
    }

    @Test("a short out-of-scope question keeps its whole score and its decline", arguments: [
        "jadwal sanggah tender kapan?",
        "cara cek pemenang tender dimana",
    ])
    func shortQuestionDeclined(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
