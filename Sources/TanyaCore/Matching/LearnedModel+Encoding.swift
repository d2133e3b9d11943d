/// Turning the training samples into feature rows. A term's n-grams depend
/// on its bytes alone, and once they have rows, the same term met again
/// gets the same rows: the shipped examples use some 3,000 distinct terms
/// some 20,000 times, and hashing and probing each term's dozen n-grams
/// again every time was most of the encoding (about a fifth of training).
/// The rows of each term's n-grams are kept by the row of the term itself,
/// so a repeat costs the term's hash and one probe; the rows, and the order
/// rows are numbered in, are those of hashing every feature again.
extension LearnedModel {
    /// The n-gram rows of terms already encoded, by the row of the term's
    /// own feature (rows are numbered densely from 0).
    struct GramRowCache {
        /// The term whose n-grams a row's entry holds (nil: none yet). A
        /// word row shared by two terms (a hash collision) or a gram row
        /// holds no other term's n-grams: the bytes are compared first.
        private var terms: [String?] = []
        private var rows: [[Int32]] = []

        /// The n-gram rows cached under `row` for `term`, byte for byte.
        func gramRows(of term: String, row: Int32) -> [Int32]? {
            let slot = Int(row)
            guard slot < terms.count, let cached = terms[slot], Self.sameBytes(cached, term) else { return nil }
            return rows[slot]
        }

        mutating func store(_ gramRows: [Int32], of term: String, row: Int32) {
            let slot = Int(row)
            while terms.count <= slot {
                terms.append(nil)
                rows.append([])
            }
            terms[slot] = term
            rows[slot] = gramRows
        }

        /// Whether the two strings have the same UTF-8 bytes (the n-grams
        /// are hashed from bytes; `==` would also take canonically
        /// equivalent spellings, whose n-grams differ).
        static func sameBytes(_ a: String, _ b: String) -> Bool {
            let left = a.utf8.span, right = b.utf8.span
            guard left.count == right.count else { return false }
            for index in left.indices where left[index] != right[index] { return false }
            return true
        }
    }

    /// The feature rows of each sample, in `forEachFeature` order, numbering
    /// new features in `table` as they come; `cache` keeps each term's
    /// n-gram rows for the terms of the vocabulary afterwards.
    static func encode(_ samples: [Sample], _ settings: Settings, table: inout FeatureTable, cache: inout GramRowCache) -> [[Int32]] {
        var encoded: [[Int32]] = []
        encoded.reserveCapacity(samples.count)
        var grams: [Int32] = []
        for sample in samples {
            // Room for every feature at once: a term gives at most itself, a
            // bigram and 2 x length - 1 n-grams (grown from empty, the rows
            // were copied some six times a sample).
            var rows: [Int32] = []
            rows.reserveCapacity(sample.terms.reduce(0) { $0 + 2 * $1.utf8.count + 1 })
            var previous: UInt64 = 0
            for (position, term) in sample.terms.enumerated() {
                let word = hash(of: term, seed: termSeed)
                // A term said again adds nothing (see `forEachFeature`).
                guard !sample.terms[..<position].contains(term) else {
                    previous = word
                    continue
                }
                let wordRow = table.row(of: word)
                rows.append(wordRow)
                if previous != 0 && settings.termBigrams { rows.append(table.row(of: mix(previous &* 31 &+ word))) }
                previous = word
                if let cached = cache.gramRows(of: term, row: wordRow) {
                    rows.append(contentsOf: cached)
                } else {
                    grams.removeAll(keepingCapacity: true)
                    forEachGram(of: term, settings) { key in grams.append(table.row(of: key)) }
                    rows.append(contentsOf: grams)
                    cache.store(grams, of: term, row: wordRow)
                }
            }
            encoded.append(rows)
        }
        return encoded
    }
}
