import Testing
@testable import TanyaCore

/// How the learned model and the ranking keep their cost in bounds on large
/// bases without changing what a small base decides.
@Suite("Learned scorer on large bases")
struct LearnedScalingTests {
    @Test("a small base trains every epoch; a large one fewer, never under the minimum", arguments: [
        (samples: 900, lanes: 4, epochs: 6),
        (samples: 15_500, lanes: 63, epochs: 2),
        (samples: 200_000, lanes: 254, epochs: 2),
        (samples: 40_000, lanes: 10, epochs: 5),
    ])
    func epochsFollowTheBudget(samples: Int, lanes: Int, epochs: Int) {
        #expect(LearnedModel.epochs(samples: samples, lanes: lanes, LearnedModel.Settings()) == epochs)
    }

    @Test("an untrained model gives every entry 0 and vetoes nothing")
    func untrainedModelIsNeutral() {
        let model = LearnedModel(samples: [], classCount: 3)
        #expect(!model.isTrained)
        #expect(model.probabilities(["email", "spam"]) == [0, 0, 0])
    }

    @Test("a word repeated is no more evidence than the word said once")
    func repetitionAddsNothing() {
        let samples = [
            LearnedModel.Sample(terms: ["reset", "password", "helpdesk"], label: 0),
            LearnedModel.Sample(terms: ["lupa", "password"], label: 1),
            LearnedModel.Sample(terms: ["email", "spam"], label: 2),
        ]
        let model = LearnedModel(samples: samples, classCount: 3)
        let once = model.probabilities(["reset", "resep"])
        let often = model.probabilities(Array(repeating: ["reset", "resep"], count: 20).flatMap { $0 })
        #expect(once == often)
        #expect(once[0] < 0.95)
    }

    @Test("known terms scored from their looked-up features give the same probabilities, to the bit, as hashing them",
          arguments: [
              ["lupa", "password", "lupa"], ["reset", "resep", "helpdesk"], ["email", "masuk", "spam", "gmail"],
              ["password"], ["zzz", "lupa", "qwerty", "password"], [],
          ])
    func termFeaturesMatchHashing(_ query: [String]) {
        let samples = [
            LearnedModel.Sample(terms: ["reset", "password", "helpdesk"], label: 0),
            LearnedModel.Sample(terms: ["lupa", "password"], label: 1),
            LearnedModel.Sample(terms: ["email", "masuk", "spam"], label: 2),
        ]
        // "gmail" is in the vocabulary but in no sample; "zzz" and "qwerty" in neither.
        let vocabulary = ["reset", "password", "helpdesk", "lupa", "email", "masuk", "spam", "gmail"]
        let model = LearnedModel(samples: samples, classCount: 3, vocabulary: vocabulary)
        let ids = query.map { term in vocabulary.firstIndex(of: term).map(Int32.init) ?? -1 }
        #expect(model.probabilities(query, ids: ids) == model.probabilities(query))
    }

    @Test("selecting the best candidates equals the stable sort: complete first, then score, ties in entry order")
    func selectionMatchesStableSort() {
        var seed: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for size in [1, 2, 3, 5, 6, 11, 27, 40, 64, 65, 300] {
            let candidates = (0..<size).map { entry in
                Classification.Candidate(entry: entry, score: Double(next(6)), complete: next(3) == 0, matched: [])
            }
            var best = BestEntries(capacity: 5)
            for candidate in candidates { best.offer(entry: candidate.entry, score: candidate.score, complete: candidate.complete) }
            let selected = (0..<best.count).map { best.entries[$0] }
            let expected = candidates.enumerated().sorted { a, b in
                if a.element.complete != b.element.complete { return a.element.complete }
                if a.element.score != b.element.score { return a.element.score > b.element.score }
                return a.offset < b.offset
            }.prefix(5).map(\.element.entry)
            #expect(selected == Array(expected), "size \(size)")
            #expect((0..<best.count).allSatisfy { best.scores[$0] == candidates[best.entries[$0]].score })
        }
    }
}
