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
    init(_ words: some Sequence<String>) {
        var numbers = StringNumbers(capacity: words.underestimatedCount)
        for word in words { _ = numbers.insert(word) }
        self.numbers = numbers
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    @inline(__always)
    func contains(_ word: String) -> Bool {
        numbers.number(of: word) != nil
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
