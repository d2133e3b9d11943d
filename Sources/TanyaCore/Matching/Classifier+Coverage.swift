extension Classifier {
    /// Share of the query's non-neutral words that the entry gives weight to.
    func coverage(_ ids: [Int32], entry: Int, contentCount: Double) -> Double {
        var content = contentCount
        var explained = 0.0
        var specificKnown = false
        let answersQuestion = index.priorities[entry] != .low
        for id in ids where id >= 0 && !index.neutral[Int(id)] {
            specificKnown = true
            if index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) {
                explained += 1
            } else if answersQuestion && index.conversational[Int(id)] {
                // "halo" before "lupa password": the greeting opens the
                // question; where every word of the question is common
                // ("lupa", "password"), it would be all the content left.
                content -= 1
            }
        }
        // Every known word common, beside one word the knowledge never uses
        // ("change the registered email on our vendor account, what are
        // the requirements?"): the common words are then the question the
        // entry explains, not nothing. Left out, one unknown word took the
        // coverage from 1 (without it) to 0. Two unknown words or more keep
        // that reading: they may name another system ("password aplikasi
        // sakti kemenkeu lupa"), which the tuning sets decline.
        if !specificKnown && content > 0 && content <= Self.unknownWordShare {
            for id in ids where id >= 0 {
                content += 1
                if index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) { explained += 1 }
            }
        }
        guard content > 0 else { return 1 }
        return min(1, explained / content)
    }
}
