/// Typo tolerance against the knowledge vocabulary: finds the known word
/// closest to a misspelt one ("pasword" -> "password", "integarasi" ->
/// "integrasi") by optimal-string-alignment distance.
///
/// Words shorter than `minimumLength` are never corrected (too many real
/// words sit one letter apart: "akun"/"akan"); up to `longWordLength - 1`
/// letters one edit is allowed, from `longWordLength` on two. Lookups use a
/// symmetric-delete index keyed by a hash of each deletion variant, so a
/// query pays a few hash probes and no allocation per variant; every
/// candidate is verified by the real distance, so a hash collision can only
/// cost time, never a wrong correction.
public struct SpellIndex: Sendable {
    public static let minimumLength = 5
    public static let longWordLength = 8

    private var words: [[UInt8]] = []
    private var wordStrings: [String] = []
    private var deletes: [UInt64: [Int32]] = [:]

    public init(vocabulary: some Sequence<String>) {
        var seen = Set<String>()
        // Roughly fifty deletion variants per word of the vocabulary.
        deletes.reserveCapacity(32_768)
        // Ids follow sorted order so that equally good corrections are broken
        // the same way in every run (a dictionary's order changes with the
        // per-process hash seed, and so would the answer).
        for word in vocabulary.sorted() where word.utf8.count >= Self.minimumLength - 1 && seen.insert(word).inserted {
            let bytes = Array(word.utf8)
            guard bytes.count <= Tokenizer.maxTokenLength, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { continue }
            let id = Int32(words.count)
            words.append(bytes)
            wordStrings.append(word)
            // A query within budget of this word shares a deletion variant
            // with it when the word itself drops up to one letter, or two
            // once it is long enough for a two-edit budget (see README).
            let depth = bytes.count >= Self.longWordLength ? 2 : 1
            bytes.withUnsafeBufferPointer { buffer in
                Self.forEachDeletionHash(buffer, depth: depth) { hash in
                    if deletes[hash]?.last != id { deletes[hash, default: []].append(id) }
                }
            }
        }
    }

    public var count: Int { words.count }

    /// The closest known word within the allowed distance, or nil.
    public func correction(for word: String) -> String? {
        var word = word
        return word.withUTF8 { bytes -> String? in
            guard bytes.count >= Self.minimumLength, bytes.count <= Tokenizer.maxTokenLength,
                  bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return nil }
            let budget = bytes.count >= Self.longWordLength ? 2 : 1
            var best: (id: Int32, score: Int)?
            var checked: [Int32] = []
            Self.forEachDeletionHash(bytes, depth: budget) { hash in
                guard let ids = deletes[hash] else { return }
                for id in ids where !checked.contains(id) {
                    checked.append(id)
                    let candidate = words[Int(id)]
                    guard abs(candidate.count - bytes.count) <= budget else { continue }
                    let distance = candidate.withUnsafeBufferPointer { Self.distance(bytes, $0, limit: budget) }
                    guard distance <= budget else { continue }
                    // Prefer fewer edits, then the same first letter (people rarely
                    // mistype the first one), then the closest length, then alphabetical order.
                    let score = distance * 100 + (candidate.first == bytes.first ? 0 : 10) + abs(candidate.count - bytes.count)
                    if let current = best, current.score < score || (current.score == score && current.id <= id) { continue }
                    best = (id, score)
                }
            }
            return best.map { wordStrings[Int($0.id)] }
        }
    }

    /// Calls `body` with the hash of the word and of every string obtained
    /// by deleting one letter, or two when `depth` is 2 (duplicates included).
    static func forEachDeletionHash(_ word: UnsafeBufferPointer<UInt8>, depth: Int, _ body: (UInt64) -> Void) {
        let n = word.count
        body(hash(word, skipping: -1, -1))
        guard n > 2 else { return }
        for i in 0..<n { body(hash(word, skipping: i, -1)) }
        guard depth >= 2, n > 3 else { return }
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n { body(hash(word, skipping: i, j)) }
        }
    }

    /// FNV-1a over the bytes of `word` except the positions `a` and `b`.
    @inline(__always)
    static func hash(_ word: UnsafeBufferPointer<UInt8>, skipping a: Int, _ b: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<word.count where index != a && index != b {
            hash = (hash ^ UInt64(word[index])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent
    /// transposition), giving up early once `limit` is exceeded.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 { return m }
        if m == 0 { return n }
        // Rows fit on the stack for tokens up to the tokenizer's limit.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
            var previous2 = 0, previous = m + 1, current = 2 * (m + 1)
            for j in 0...m { rows[previous + j] = j; rows[previous2 + j] = 0 }
            for i in 1...n {
                rows[current] = i
                var rowMinimum = i
                for j in 1...m {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[previous2 + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return rows[previous + m]
        }
    }

    /// Convenience for tests: the distance between two words.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        return x.withUnsafeBufferPointer { xa in y.withUnsafeBufferPointer { ya in distance(xa, ya, limit: limit) } }
    }
}
