/// Typo tolerance against the knowledge vocabulary: finds the known word
/// closest to a misspelt one ("pasword" -> "password", "integarasi" ->
/// "integrasi") by optimal-string-alignment distance.
///
/// Words shorter than `minimumLength` are never corrected (too many real
/// words sit one letter apart: "akun"/"akan"); up to `longWordLength - 1`
/// letters one edit is allowed, from `longWordLength` on two. Lookups use a
/// symmetric-delete index so a query pays a few hash probes, not a scan.
public struct SpellIndex: Sendable {
    public static let minimumLength = 5
    public static let longWordLength = 8

    private var words: [[UInt8]] = []
    private var wordStrings: [String] = []
    private var deletes: [String: [Int32]] = [:]

    public init(vocabulary: some Sequence<String>) {
        var seen = Set<String>()
        for word in vocabulary where word.utf8.count >= Self.minimumLength - 1 && seen.insert(word).inserted {
            let bytes = Array(word.utf8)
            guard bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { continue }
            let id = Int32(words.count)
            words.append(bytes)
            wordStrings.append(word)
            // A word can be reached from a query of length n within n's budget:
            // the longest query that may use two edits is what matters here.
            let depth = bytes.count + 2 >= Self.longWordLength ? 2 : 1
            for variant in Self.deleteVariants(bytes, depth: depth) {
                deletes[String(decoding: variant, as: UTF8.self), default: []].append(id)
            }
        }
    }

    public var count: Int { words.count }

    /// The closest known word within the allowed distance, or nil.
    public func correction(for word: String) -> String? {
        let bytes = Array(word.utf8)
        guard bytes.count >= Self.minimumLength, bytes.count <= Tokenizer.maxTokenLength,
              bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return nil }
        let budget = bytes.count >= Self.longWordLength ? 2 : 1
        var best: (id: Int32, distance: Int, score: Int)?
        var checked = Set<Int32>()
        for variant in Self.deleteVariants(bytes, depth: budget) {
            guard let ids = deletes[String(decoding: variant, as: UTF8.self)] else { continue }
            for id in ids where checked.insert(id).inserted {
                let candidate = words[Int(id)]
                guard abs(candidate.count - bytes.count) <= budget else { continue }
                let distance = Self.distance(bytes, candidate, limit: budget)
                guard distance <= budget else { continue }
                // Prefer fewer edits, then the same first letter (people rarely
                // mistype the first one), then the closest length, then order.
                let score = distance * 100 + (candidate.first == bytes.first ? 0 : 10) + abs(candidate.count - bytes.count)
                if let current = best, current.score < score || (current.score == score && current.id <= id) { continue }
                best = (id, distance, score)
            }
        }
        guard let best else { return nil }
        return wordStrings[Int(best.id)]
    }

    /// The word itself and every string obtained by deleting up to `depth` letters.
    static func deleteVariants(_ word: [UInt8], depth: Int) -> Set<[UInt8]> {
        var result: Set<[UInt8]> = [word]
        var frontier: [[UInt8]] = [word]
        for _ in 0..<depth {
            var next: [[UInt8]] = []
            for item in frontier where item.count > 2 {
                for index in item.indices {
                    var shorter = item
                    shorter.remove(at: index)
                    if result.insert(shorter).inserted { next.append(shorter) }
                }
            }
            frontier = next
        }
        return result
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent
    /// transposition), giving up early once `limit` is exceeded.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 { return m }
        if m == 0 { return n }
        var previous2 = [Int](repeating: 0, count: m + 1)
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[m]
    }
}
