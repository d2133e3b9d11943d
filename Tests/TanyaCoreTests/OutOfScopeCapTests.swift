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

/// The model's lean to a declined topic does not decline a long message
/// the rules read firmly when the model gives the rules' winner a fair
/// chance (see `Classifier.rulesLeadStoryTheModelAllows`).
@Suite("A long message the model does not dismiss")
struct StoryTheModelAllowsTests {
    let classifier = Shipped.responder.classifier

    func ids(_ text: String) -> [Int32] {
        classifier.index.normalizer.normalize(text).map { classifier.index.termID($0.term) ?? -1 }
    }

    static let story = "Saya sudah lama jadi PPK di dinas pertanian, bulan ini dipindah ke dinas perikanan di kota lain "
        + "dan tetap jadi PPK. Akun SPSE saya masih tercatat di dinas lama, apakah harus daftar dari awal?"

    @Test("the rules keep a long message when the model gives their winner 0.1 or more", arguments: [
        // (winner probability, winner rule score, declined rule score, unexplained words, kept)
        (0.2, 6.0, 2.5, 2, true),
        (0.1, 6.0, 3.0, 2, true),
        // A winner the model all but dismisses: the decline stands.
        (0.05, 6.0, 2.5, 2, false),
        // The rules' lead is under twice the declined topic's score.
        (0.2, 4.5, 2.5, 2, false),
    ])
    func longMessageKept(probability: Double, winner: Double, declined: Double, unexplained: Int, kept: Bool) {
        let ids = ids(Self.story)
        #expect(ids.count >= Classifier.longMessageWords)
        #expect(classifier.rulesLeadStoryTheModelAllows(ids, best: winner, over: declined, winnerProbability: probability,
                                                        unexplained: unexplained) == kept)
    }

    @Test("a short question, or a winner leaving most of the message unexplained, keeps the decline")
    func shortOrUnexplainedDeclined() {
        let short = ids("akun spse ppk pindah dinas")
        #expect(short.count < Classifier.longMessageWords)
        #expect(!classifier.rulesLeadStoryTheModelAllows(short, best: 6, over: 2, winnerProbability: 0.3, unexplained: 0))
        let long = ids(Self.story)
        let known = classifier.knownContentCount(long)
        #expect(!classifier.rulesLeadStoryTheModelAllows(long, best: 6, over: 2, winnerProbability: 0.3, unexplained: known))
    }
}
