/// A fixed set of words that queries are checked against word by word (the
/// clause reading's contrast, negation, site and remember words): the
/// stand-in for `Set<String>` on the per-query path.
///
/// `Set<String>.contains` hashes with seeded SipHash through a `Hasher` per
/// look-up, which the profile of `tanya ask --json` put at several percent
/// of a query; this set numbers its words in a `StringNumbers` table (FNV-1a
/// over the UTF-8 bytes, linear probing), with `String`'s equality kept.
struct WordSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    private let numbers: StringNumbers
    /// Bit n set: some word of the set has n UTF-8 bytes (bit 63: 63 or more).
    private let lengths: UInt64
    /// Whether only a word with the same bytes can equal one of the set:
    /// every word is ASCII without "K", ";" and "`", the only ASCII a
    /// non-ASCII character is canonically equivalent to (Kelvin sign, Greek
    /// question mark, varia; see `StringNumbers`). Most query words then
    /// fail on their length alone, before any hashing.
    private let bytewise: Bool

    init(_ words: some Sequence<String>) {
        var numbers = StringNumbers(capacity: words.underestimatedCount)
        for word in words { _ = numbers.insert(word) }
        self.numbers = numbers
        var lengths: UInt64 = 0
        var bytewise = true
        for word in numbers.strings {
            lengths |= 1 << UInt64(Swift.min(word.utf8.count, 63))
            if !word.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }) {
                bytewise = false
            }
        }
        self.lengths = lengths
        self.bytewise = bytewise
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    @inline(__always)
    func contains(_ word: String) -> Bool {
        number(of: word) != nil
    }

    /// The position of `word` among the set's words (in the order first
    /// given, as the sequence lists them), if the set has it.
    @inline(__always)
    func number(of word: String) -> Int? {
        if bytewise && lengths & (1 << UInt64(Swift.min(word.utf8.count, 63))) == 0 { return nil }
        return numbers.number(of: word)
    }

    var count: Int { numbers.count }

    func makeIterator() -> IndexingIterator<[String]> {
        numbers.strings.makeIterator()
    }

    func union(_ other: some Sequence<String>) -> WordSet {
        WordSet(Array(self) + Array(other))
    }

    func subtracting(_ other: some Sequence<String>) -> WordSet {
        let removed = Set(other)
        return WordSet(filter { !removed.contains($0) })
    }
}
