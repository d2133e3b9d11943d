/// The best few entries of a query, kept while the entries are scored.
struct BestEntries {
    /// Most entries a list keeps.
    static let slots = 8
    /// Entry numbers, best first; `count` of them are set.
    private(set) var entries = InlineArray<8, Int>(repeating: 0)
    private(set) var scores = InlineArray<8, Double>(repeating: 0)
    private(set) var completes = InlineArray<8, Bool>(repeating: false)
    private(set) var count = 0
    let capacity: Int

    /// `capacity` is clamped to `slots`.
    init(capacity: Int) { self.capacity = min(max(capacity, 1), Self.slots) }

    /// Offers an entry, in entry order: it is kept when it ranks above the
    /// weakest kept one (complete first, then by score), behind any kept
    /// entry it only equals, so ties keep entry order as a stable sort
    /// would. Most entries lose to the weakest kept one at once.
    @inline(__always)
    mutating func offer(entry: Int, score: Double, complete: Bool) {
        if count == capacity && !Self.ranksAbove(complete, score, completes[count - 1], scores[count - 1]) { return }
        insert(entry: entry, score: score, complete: complete)
    }

    // Inlined into `offer`: a call per kept entry cost more than the shifting.
    @inline(__always)
    private mutating func insert(entry: Int, score: Double, complete: Bool) {
        var slot = min(count, capacity - 1)
        while slot > 0 && Self.ranksAbove(complete, score, completes[slot - 1], scores[slot - 1]) {
            entries[slot] = entries[slot - 1]
            scores[slot] = scores[slot - 1]
            completes[slot] = completes[slot - 1]
            slot -= 1
        }
        entries[slot] = entry
        scores[slot] = score
        completes[slot] = complete
        count = min(count + 1, capacity)
    }

    @inline(__always)
    static func ranksAbove(_ complete: Bool, _ score: Double, _ otherComplete: Bool, _ otherScore: Double) -> Bool {
        complete != otherComplete ? complete : score > otherScore
    }
}

extension Classifier {
    /// Candidates a classification keeps (explanations, clarify options).
    static let candidateCount = 5
}

/// What a query's words marked on one entry: the `require` groups they
/// satisfied (bit n: group n, the first 64), and whether a word excluded
/// the entry or one of its phrases was hit. One array for the three marks:
/// an array per mark cost an allocation, a fill and a release per reading.
struct EntryMarks {
    var groups: UInt64 = 0
    var excluded = false
    var phraseHit = false
}

extension Classifier {
    /// The best entries of every priority, offered as the ranking loop of
    /// `classify` offers the real questions (same entries, order, scores and
    /// completeness): drawn only when they rank, when no real question
    /// stands and a low-priority entry competes (a greeting, thanks).
    func allLeaders(scores: [Double], learned: [Double], marks: [EntryMarks]) -> BestEntries {
        var leaders = BestEntries(capacity: Self.candidateCount)
        for entry in 0..<index.entries.count
        where (scores[entry] > 0 || learned[entry] >= LearnedBlend.candidateProbability) && !marks[entry].excluded {
            leaders.offer(entry: entry, score: Self.combinedScore(rule: scores[entry], learned: learned[entry]),
                          complete: Self.isComplete(marks[entry], requireGroups: index.requireGroupCounts[entry]))
        }
        return leaders
    }

    /// Whether an entry's marks complete it: a phrase hit, or every
    /// `require` group (of the first 64) satisfied.
    @inline(__always)
    static func isComplete(_ marks: EntryMarks, requireGroups: Int) -> Bool {
        let groupCount = min(requireGroups, 64)
        let allGroups: UInt64 = groupCount == 64 ? .max : (1 << UInt64(groupCount)) - 1
        return marks.phraseHit || (marks.groups & allGroups) == allGroups
    }
}
