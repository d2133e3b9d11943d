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
    static func encode(_ samples: [Sample], termIDs: [Int32] = [], _ settings: Settings, table: inout FeatureTable,
                       cache: inout GramRowCache) -> [[Int32]] {
        var encoded: [[Int32]] = []
        encoded.reserveCapacity(samples.count)
        var grams: [Int32] = []
        var known = KnownTerms()
        for sample in samples {
            // Room for every feature at once: a term gives at most itself, a
            // bigram and 2 x length - 1 n-grams (grown from empty, the rows
            // were copied some six times a sample).
            var rows: [Int32] = []
            rows.reserveCapacity(sample.terms.reduce(0) { $0 + 2 * $1.utf8.count + 1 })
            var previous: UInt64 = 0
            // The sample's term numbers, when training was given them.
            let start = sample.termIDStart >= 0 && sample.termIDStart + sample.terms.count <= termIDs.count ? sample.termIDStart : -1
            for (position, term) in sample.terms.enumerated() {
                let id = start >= 0 ? Int(termIDs[start + position]) : -1
                let seen = known.entry(id, term)
                let word = seen.map { known.hashes[$0] } ?? hash(of: term, seed: termSeed)
                // A term said again adds nothing (see `forEachFeature`);
                // equal numbers are equal terms.
                let repeated = start >= 0 ? termIDs[start..<(start + position)].contains(termIDs[start + position])
                    : sample.terms[..<position].contains(term)
                guard !repeated else {
                    previous = word
                    continue
                }
                // A term seen before has its row and n-gram rows already
                // (asked again, the table would give the same rows and
                // number nothing new).
                let wordRow = seen.map { known.rows[$0] } ?? table.row(of: word)
                rows.append(wordRow)
                if previous != 0 && settings.termBigrams { rows.append(table.row(of: mix(previous &* 31 &+ word))) }
                previous = word
                if let seen {
                    rows.append(contentsOf: known.grams[seen])
                } else if let cached = cache.gramRows(of: term, row: wordRow) {
                    rows.append(contentsOf: cached)
                    known.note(id, term, hash: word, row: wordRow, grams: cached)
                } else {
                    grams.removeAll(keepingCapacity: true)
                    forEachGram(of: term, settings) { key in grams.append(table.row(of: key)) }
                    rows.append(contentsOf: grams)
                    cache.store(grams, of: term, row: wordRow)
                    known.note(id, term, hash: word, row: wordRow, grams: grams)
                }
            }
            encoded.append(rows)
        }
        return encoded
    }

    /// The hash, row and n-gram rows of each term encoded so far, by the
    /// term's number in the index (`Sample.termIDs`). Only an ASCII term is
    /// kept: a term with the same number and as many bytes then has the
    /// same bytes (the only non-ASCII characters equal to ASCII ones, the
    /// Kelvin sign, the Greek question mark and the varia, are longer than
    /// the byte they equal), so its features are those hashed from its
    /// bytes again.
    struct KnownTerms {
        private(set) var hashes: [UInt64] = []
        private(set) var rows: [Int32] = []
        private(set) var grams: [[Int32]] = []
        /// A kept term's byte count, -1 when the number has none.
        private var lengths: [Int] = []

        /// The slot of term number `id` if it is kept with `term`'s byte count.
        @inline(__always)
        func entry(_ id: Int, _ term: String) -> Int? {
            id >= 0 && id < lengths.count && lengths[id] >= 0 && lengths[id] == term.utf8.count ? id : nil
        }

        mutating func note(_ id: Int, _ term: String, hash: UInt64, row: Int32, grams termGrams: [Int32]) {
            guard id >= 0 else { return }
            var bits: UInt8 = 0
            let bytes = term.utf8.span
            for index in bytes.indices { bits |= bytes[index] }
            guard bits < 0x80 else { return }
            while lengths.count <= id {
                hashes.append(0)
                rows.append(-1)
                grams.append([])
                lengths.append(-1)
            }
            hashes[id] = hash
            rows[id] = row
            grams[id] = termGrams
            lengths[id] = bytes.count
        }
    }
}
