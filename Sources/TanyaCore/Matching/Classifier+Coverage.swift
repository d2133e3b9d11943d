extension Classifier {
    /// Share of the query's non-neutral words that the entry gives weight to.
    func coverage(_ ids: [Int32], entry: Int, contentCount: Double) -> Double {
        var content = contentCount
        var explained = 0.0
        let answersQuestion = index.priorities[entry] != .low
        for id in ids where id >= 0 && !index.neutral[Int(id)] {
            if index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) {
                explained += 1
            } else if answersQuestion && index.conversational[Int(id)] {
                // "halo" before "lupa password": the greeting opens the
                // question; where every word of the question is common
                // ("lupa", "password"), it would be all the content left.
                content -= 1
            }
        }
        guard content > 0 else { return 1 }
        return min(1, explained / content)
    }
}
