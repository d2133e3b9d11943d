/// How often the knowledge writes a word, for the typo indexes' choice
/// among short lookalikes (`SpellIndex`, `VowellessIndex`): 0 when never.
protocol WordCountLookup {
    func count(of word: String) -> Int
}

extension Dictionary: WordCountLookup where Key == String, Value == Int {
    func count(of word: String) -> Int { self[word] ?? 0 }
}

/// Word counts numbered in a `StringNumbers` table (FNV-1a): the load's
/// two typo indexes look each of some 5,000 words up here, where a
/// dictionary hashed each with seeded SipHash. Passed to the indexes as a
/// generic argument, not in a closure, whose context was copied (its
/// arrays retained and released) at every call.
struct WordCounts: WordCountLookup {
    private var numbers: StringNumbers
    private var counts: [Int] = []

    init(capacity: Int) {
        numbers = StringNumbers(capacity: capacity)
        counts.reserveCapacity(capacity)
    }

    /// Sets the count of `word` (or of a word equal to it).
    mutating func set(_ word: String, _ count: Int) {
        let (number, inserted) = numbers.insert(word)
        if inserted { counts.append(count) } else { counts[number] = count }
    }

    func count(of word: String) -> Int { numbers.number(of: word).map { counts[$0] } ?? 0 }
}
