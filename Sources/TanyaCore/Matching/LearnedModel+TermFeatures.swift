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
    /// `cache`: the n-gram rows of the terms training encoded; every
    /// n-gram of such a term has a row, so its rows are all of them.
    static func termFeatures(of vocabulary: [String], table: FeatureTable, _ settings: Settings,
                             cache: GramRowCache = GramRowCache()) -> [TermFeatures] {
        var out: [TermFeatures] = []
        out.reserveCapacity(vocabulary.count)
        for term in vocabulary {
            let word = hash(of: term, seed: termSeed)
            let wordRow = table[word] ?? -1
            if wordRow >= 0, let rows = cache.gramRows(of: term, row: wordRow) {
                out.append(TermFeatures(word: word, wordRow: wordRow, gramRows: rows, gramCount: rows.count))
                continue
            }
            var features = TermFeatures(word: word, wordRow: wordRow, gramRows: [], gramCount: 0)
            forEachGram(of: term, settings) { key in
                features.gramCount += 1
                if let row = table[key] { features.gramRows.append(row) }
            }
            out.append(features)
        }
        return out
    }
}
