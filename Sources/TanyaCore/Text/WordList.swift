/// A set of words kept as bytes: the everyday words of `knowledge/words.md`
/// (`Lexicon.everydayWords`), some 17,000 read at every load and reload.
///
/// A `Set<String>` made a `String` of each word and hashed it with seeded
/// SipHash, about 800 instructions a word (most of the list's reading);
/// this set copies an ASCII word's bytes into one array and numbers it in
/// an open-addressing table keyed by FNV-1a (`StringNumbers.asciiHash`), so
/// the list's words never become strings.
///
/// Membership is `String`'s `==` (canonical equivalence), as in a set of
/// strings: a word with an ASCII equal (see `StringNumbers.asciiKey`) is
/// kept and looked up as that ASCII; any other non-ASCII word, which the
/// shipped list has none of, is kept in a `Set<String>`.
public struct WordList: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The bytes the ASCII words are read from: the list's file as it was
    /// read (a word is where the file has it, with no copy), then any word
    /// added otherwise or folded to lower case.
    private var bytes: [UInt8] = []
    /// Word `n` is `bytes[Int(ranges[n] >> 32)..<Int(ranges[n] & 0xFFFF_FFFF)]`.
    private var ranges: [UInt64] = []
    /// Per slot: the word's hash in the high half and its number + 1 in the
    /// low half, 0 when empty (a probe reads the hash without another array).
    private var slots: [UInt64]
    private var mask: Int
    /// Words with no ASCII equal.
    private var others: Set<String> = []

    /// Room for `minimumCapacity` words before the table grows.
    public init(minimumCapacity: Int = 0) {
        var size = 16
        while size < minimumCapacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        ranges.reserveCapacity(minimumCapacity)
    }

    /// An empty list whose words will be read from `text`'s bytes
    /// (`insert(at:hash:)`), with room for `minimumCapacity` words.
    init(readingFrom text: String, minimumCapacity: Int) {
        self.init(minimumCapacity: minimumCapacity)
        bytes = Array(text.utf8)
    }

    public init(arrayLiteral words: String...) {
        self.init(minimumCapacity: words.count)
        for word in words { insert(word) }
    }

    /// How many distinct words the list holds.
    public var count: Int { ranges.count + others.count }

    public var isEmpty: Bool { count == 0 }

    /// Whether the list holds `word` or a word equal to it.
    public func contains(_ word: String) -> Bool {
        if let hash = StringNumbers.asciiHash(word) { return find(word.utf8.span, hash) != nil }
        guard let (key, hash) = StringNumbers.asciiKey(word) else { return others.contains(word) }
        return find(key.utf8.span, hash) != nil
    }

    public mutating func insert(_ word: String) {
        guard let (key, hash) = StringNumbers.asciiKey(word) else {
            others.insert(word)
            return
        }
        insert(copying: key.utf8.span, hash: hash)
    }

    /// Adds every word of `other`.
    public mutating func formUnion(_ other: WordList) {
        let otherBytes = other.bytes.span
        for range in other.ranges {
            let word = otherBytes.extracting(Self.bounds(range))
            insert(copying: word, hash: Self.hash(word))
        }
        others.formUnion(other.others)
    }

    public static func == (lhs: WordList, rhs: WordList) -> Bool {
        guard lhs.count == rhs.count, lhs.others == rhs.others else { return false }
        let bytes = lhs.bytes.span
        for range in lhs.ranges {
            let word = bytes.extracting(Self.bounds(range))
            if rhs.find(word, Self.hash(word)) == nil { return false }
        }
        return true
    }

    /// Adds the ASCII word at `range` of the text the list reads from
    /// (`init(readingFrom:minimumCapacity:)`), whose `hash` is `hash(_:)`.
    mutating func insert(at range: Range<Int>, hash: UInt32) {
        let slot = probe(bytes.span.extracting(range), hash)
        guard slots[slot] == 0 else { return }
        add(UInt64(range.lowerBound) << 32 | UInt64(range.upperBound), hash: hash, in: slot)
    }

    /// Adds the ASCII word `word`, whose hash is `hash`, copying its bytes.
    mutating func insert(copying word: Span<UInt8>, hash: UInt32) {
        let slot = probe(word, hash)
        guard slots[slot] == 0 else { return }
        let start = bytes.count
        for index in word.indices { bytes.append(word[index]) }
        add(UInt64(start) << 32 | UInt64(bytes.count), hash: hash, in: slot)
    }

    private mutating func add(_ range: UInt64, hash: UInt32, in slot: Int) {
        ranges.append(range)
        slots[slot] = UInt64(hash) << 32 | UInt64(ranges.count)
        if ranges.count * 2 > slots.count { grow() }
    }

    /// `StringNumbers.asciiHash` of bytes known to be ASCII.
    @inline(__always)
    static func hash(_ word: Span<UInt8>) -> UInt32 {
        var hash: UInt32 = hashBasis
        for index in word.indices { hash = hashing(word[index], into: hash) }
        return StringNumbers.mixed(hash)
    }

    /// FNV-1a's start and step, as `StringNumbers.asciiHash` takes them
    /// (the word list's reader hashes a word while it looks for its end).
    static let hashBasis: UInt32 = 2_166_136_261

    @inline(__always)
    static func hashing(_ byte: UInt8, into hash: UInt32) -> UInt32 {
        (hash ^ UInt32(byte)) &* 16_777_619
    }

    @inline(__always)
    private static func bounds(_ range: UInt64) -> Range<Int> {
        Int(range >> 32)..<Int(range & 0xFFFF_FFFF)
    }

    /// The slot holding `word`, if the list has it.
    private func find(_ word: Span<UInt8>, _ hash: UInt32) -> Int? {
        let slot = probe(word, hash)
        return slots[slot] == 0 ? nil : slot
    }

    /// The slot holding `word` (whose hash is `hash`), or the empty one where it would go.
    private func probe(_ word: Span<UInt8>, _ hash: UInt32) -> Int {
        let stored = bytes.span
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { return index }
            if UInt32(slot >> 32) == hash {
                let range = Self.bounds(ranges[Int(slot & 0xFFFF_FFFF) - 1])
                if range.count == word.count && Self.same(stored, from: range.lowerBound, word) { return index }
            }
            index = (index + 1) & mask
        }
    }

    /// Whether `stored` from `start` on begins with the bytes of `word`.
    @inline(__always)
    private static func same(_ stored: Span<UInt8>, from start: Int, _ word: Span<UInt8>) -> Bool {
        for index in word.indices where stored[start + index] != word[index] { return false }
        return true
    }

    /// Doubles the slots and places every word again.
    private mutating func grow() {
        slots = PackedSlots.doubled(slots)
        mask = slots.count - 1
    }
}
