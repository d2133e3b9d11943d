extension SpellIndex {
    /// `words.sorted()` for words of lower-case ASCII letters (what the
    /// index keeps), compared by their first sixteen bytes packed into two
    /// integers, then, only when those are equal, as strings. For such
    /// words `String`'s order is their bytes' order, and no word has a zero
    /// byte, so the zero padding of a shorter word sorts it before a longer
    /// one it begins (as `<` does). Sorting the strings themselves cost about
    /// 75 instructions a comparison (2.5M at every load, for ~2,800 words).
    static func sortedLowercaseWords(_ words: [String]) -> [String] {
        struct Key {
            var high: UInt64
            var low: UInt64
            var index: Int
        }
        var keys: [Key] = []
        keys.reserveCapacity(words.count)
        for index in words.indices {
            let bytes = words[index].utf8.span
            var high: UInt64 = 0, low: UInt64 = 0
            for position in 0..<min(bytes.count, 16) {
                if position < 8 {
                    high |= UInt64(bytes[position]) << UInt64(56 - 8 * position)
                } else {
                    low |= UInt64(bytes[position]) << UInt64(56 - 8 * (position - 8))
                }
            }
            keys.append(Key(high: high, low: low, index: index))
        }
        keys.sort { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            return words[a.index] < words[b.index]
        }
        var sorted: [String] = []
        sorted.reserveCapacity(words.count)
        for key in keys { sorted.append(words[key.index]) }
        return sorted
    }
}
