/// Scoring a query: by its terms (`probabilities(_:ids:)`), or by the
/// tokens of a reading, leaving its discounted ones out
/// (`probabilities(of:ids:)`, the classifier's: it built two arrays of
/// the terms and ids kept only to hand them over, per reading).
extension LearnedModel {
    /// `probabilities(_:)` with each term's id in the training vocabulary
    /// (-1 for a term outside it): the features of a known term are read
    /// from `termFeatures` instead of hashed again, in the same order, so
    /// the result is the same to the bit.
    public func probabilities(_ terms: [String], ids: [Int32]) -> [Double] {
        probabilities(count: terms.count, skips: { _ in false }, term: { terms[$0] },
                      id: { $0 < ids.count ? ids[$0] : -1 })
    }

    /// `probabilities(_:ids:)` of the terms and ids of the tokens that are
    /// not `discounted`, in order (`ids`: one per token).
    func probabilities(of tokens: [NormalizedToken], ids: [Int32]) -> [Double] {
        probabilities(count: tokens.count, skips: { tokens[$0].discounted }, term: { tokens[$0].term },
                      id: { $0 < ids.count ? ids[$0] : -1 })
    }

    /// The scoring of the terms at the positions below `count` that
    /// `skips` does not leave out: a skipped position is not there at all
    /// (no repeat, no neighbour of a bigram).
    @inline(__always)
    private func probabilities(count: Int, skips: (Int) -> Bool, term: (Int) -> String, id idOf: (Int) -> Int32) -> [Double] {
        guard isTrained else { return [Double].filled(with: 0, count: classCount) }
        var rows: [Int32] = []
        rows.reserveCapacity(count * 16)
        // Features the model never saw still count in the norm: a query made
        // mostly of unseen words is less certain than one made of known words.
        var total = 0
        var previous: UInt64 = 0
        for position in 0..<count where !skips(position) {
            let id = Int(idOf(position))
            // A known term's features are read in place (a copy of them
            // would retain and release its n-gram rows).
            let known = id >= 0 && id < termFeatures.count
            let word = known ? termFeatures[id].word : Self.hash(of: term(position), seed: Self.termSeed)
            guard !Self.repeats(at: position, skips: skips, term: term, id: idOf, known: Int32(id)) else {
                previous = word
                continue
            }
            total += 1
            if known {
                if termFeatures[id].wordRow >= 0 { rows.append(termFeatures[id].wordRow) }
            } else if let row = table[word] {
                rows.append(row)
            }
            if previous != 0 && settings.termBigrams {
                total += 1
                if let row = table[Self.mix(previous &* 31 &+ word)] { rows.append(row) }
            }
            previous = word
            if known {
                total += termFeatures[id].gramCount
                rows.append(contentsOf: termFeatures[id].gramRows)
            } else {
                Self.forEachGram(of: term(position), settings) { key in
                    total += 1
                    if let row = table[key] { rows.append(row) }
                }
            }
        }
        let scale = total == 0 ? 0 : 1 / Float(total).squareRoot()
        // The lanes' scores sit on the stack when they fit (the shipped
        // base has 4 lanes): an array for them was one more allocation per
        // reading. Same arithmetic either way.
        guard lanes <= Self.stackLanes else {
            var scores = [SIMD8<Float>].filled(with: .zero, count: lanes)
            var sums = scores.mutableSpan
            return classProbabilities(rows, scale: scale, sums: &sums)
        }
        var store = InlineArray<8, SIMD8<Float>>(repeating: .zero)
        var sums = store.mutableSpan
        return classProbabilities(rows, scale: scale, sums: &sums)
    }

    /// Lanes a query's scores may fill on the stack (`InlineArray<8, _>`).
    static let stackLanes = 8

    /// Scores `rows` into the first `lanes` slots of `sums`, takes their
    /// softmax and lists the probabilities by class.
    @inline(__always)
    private func classProbabilities(_ rows: [Int32], scale: Float, sums: inout MutableSpan<SIMD8<Float>>) -> [Double] {
        Self.score(rows, scale: scale, weights: weights, bias: bias, lanes: lanes, into: &sums)
        Self.softmax(&sums, laneCount: lanes, classCount: classCount)
        // Appended, not written into a zeroed array: one pass, no
        // uniqueness check per write. A full lane's slots are named by
        // constant (a slot chosen at run time sent the lane through memory
        // for every class); only a last part lane is read slot by slot.
        var out: [Double] = []
        out.reserveCapacity(classCount)
        let fullLanes = classCount / 8
        for lane in 0..<fullLanes {
            let values = sums[lane]
            out.append(Double(values[0]))
            out.append(Double(values[1]))
            out.append(Double(values[2]))
            out.append(Double(values[3]))
            out.append(Double(values[4]))
            out.append(Double(values[5]))
            out.append(Double(values[6]))
            out.append(Double(values[7]))
        }
        for c in (fullLanes * 8)..<classCount { out.append(Double(sums[c / 8][c % 8])) }
        return out
    }

    /// Whether the term at `position` (whose id is `known`, -1 when
    /// unknown) occurred at an earlier position not skipped. A known term's
    /// id stands for it (equal terms have equal ids, and an unknown term
    /// equals no known one), so only unknown terms are compared as strings.
    @inline(__always)
    private static func repeats(at position: Int, skips: (Int) -> Bool, term: (Int) -> String, id: (Int) -> Int32,
                                known: Int32) -> Bool {
        if known >= 0 {
            for earlier in 0..<position where !skips(earlier) && id(earlier) == known { return true }
            return false
        }
        for earlier in 0..<position where !skips(earlier) && id(earlier) < 0 && term(earlier) == term(position) {
            return true
        }
        return false
    }
}
