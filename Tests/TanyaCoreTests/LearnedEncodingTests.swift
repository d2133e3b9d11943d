import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Learned model: samples numbered by term")
struct LearnedEncodingTests {
    /// Encoding reuses a numbered term's hash and rows (`KnownTerms`); the
    /// model must be the one hashing every term again gives.
    @Test("samples carrying their terms' numbers train the same weights, to the bit, as their terms alone")
    func numberedSamplesTrainTheSameWeights() {
        let index = Shipped.responder.index
        var numbers = StringNumbers()
        var plain: [LearnedModel.Sample] = []
        var numbered: [LearnedModel.Sample] = []
        var ids: [Int32] = []
        for (label, entry) in index.base.entries.enumerated() {
            for text in [entry.title] + entry.examples.map(\.value) {
                let terms = index.normalizer.terms(text)
                plain.append(LearnedModel.Sample(terms: terms, label: label))
                numbered.append(LearnedModel.Sample(terms: terms, label: label, termIDStart: ids.count))
                for term in terms { ids.append(Int32(numbers.insert(term).number)) }
            }
        }
        let classes = index.base.entries.count
        let byTerms = LearnedModel(samples: plain, classCount: classes, vocabulary: numbers.strings)
        let byNumbers = LearnedModel(samples: numbered, classCount: classes, vocabulary: numbers.strings, termIDs: ids)
        func bits(_ vectors: [SIMD8<Float>]) -> [UInt32] { vectors.flatMap { vector in (0..<8).map { vector[$0].bitPattern } } }
        #expect(byTerms.table.count == byNumbers.table.count)
        #expect(bits(byTerms.weights) == bits(byNumbers.weights))
        #expect(bits(byTerms.bias) == bits(byNumbers.bias))
    }
}
