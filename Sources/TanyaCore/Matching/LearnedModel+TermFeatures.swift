/// The features of one vocabulary term that do not depend on its
/// neighbours (the term itself and its character n-grams), looked up once
/// when the model is trained: a query made of known terms then costs no
/// hashing and no table probe per n-gram, only the bigram of each pair of
/// neighbours (about a third of a query's scoring time before).
struct TermFeatures: Sendable {
    /// Hash of the term (the bigram with its neighbours is made from it).
    var word: UInt64
    /// Row of the term itself, -1 when training never saw it.
    var wordRow: Int32
    /// Rows of the n-grams training saw, in the order they are hashed.
    var gramRows: [Int32]
    /// All its n-grams, seen or not: every one counts in the norm.
    var gramCount: Int
}

extension LearnedModel {
    /// `TermFeatures` of each term of `vocabulary`, by position.
    static func termFeatures(of vocabulary: [String], table: FeatureTable, _ settings: Settings) -> [TermFeatures] {
        var out: [TermFeatures] = []
        out.reserveCapacity(vocabulary.count)
        for term in vocabulary {
            let word = hash(of: term, seed: termSeed)
            var features = TermFeatures(word: word, wordRow: table[word] ?? -1, gramRows: [], gramCount: 0)
            forEachGram(of: term, settings) { key in
                features.gramCount += 1
                if let row = table[key] { features.gramRows.append(row) }
            }
            out.append(features)
        }
        return out
    }
}
