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
    /// Shorter words are never corrected.
    public static let shortMinimumLength = 3
    public static let longWordLength = 8

    /// Among short lookalikes, one that restores a dropped letter and is
    /// written at least this many times as often as every other, and at
    /// least `dominantMinimumCount` times, is taken ("gaga": gagal, written
    /// hundreds of times, not gaya, written twice).
    public static let dominanceFactor = 8
    public static let dominantMinimumCount = 20

    /// The words' bytes one after another: word `id` is
    /// `bytes[starts[id]..<starts[id + 1]]` (an array per word cost an
    /// allocation per word at every load).
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    private var wordStrings: [String] = []
    /// By word id: how often the knowledge's examples write the word.
    private var frequencies: [Int] = []
    private var deletes = DeletionTable()

    /// `frequencies`: how often the knowledge's examples write each word
    /// (missing: never), used only to choose among short lookalikes.
    public init(vocabulary: some Sequence<String>, frequencies: [String: Int] = [:]) {
        self.init(vocabulary: vocabulary, counts: frequencies)
    }

    /// `init(vocabulary:frequencies:)` with each word's count given by
    /// `counts` (the load passes `WordCounts`).
    init(vocabulary: some Sequence<String>, counts: some WordCountLookup) {
        // Only words of lowercase ASCII letters of an indexed length are
        // kept, and they are picked before sorting: sorting the whole
        // vocabulary compared words that were then dropped.
        var kept: [String] = []
        for word in vocabulary {
            let bytes = word.utf8.span
            if bytes.count >= Self.minimumLength - 1, bytes.count <= Tokenizer.maxTokenLength, Self.isLowercaseLetters(bytes) {
                kept.append(word)
            }
        }
        // Ids follow sorted order so that equally good corrections are broken
        // the same way in every run (a dictionary's order changes with the
        // per-process hash seed, and so would the answer). Sorted, a word
        // given twice comes twice in a row: the repeat is skipped without a set.
        kept = Self.sortedLowercaseWords(kept)
        var previous: String?
        for word in kept where word != previous {
            previous = word
            bytes.append(contentsOf: word.utf8)
            starts.append(Int32(bytes.count))
            wordStrings.append(word)
            frequencies.append(counts.count(of: word))
        }
        // Roughly fifty deletion variants per long word, a few per short one.
        var table = DeletionTable(capacityHint: wordStrings.count * 32)
        // A word's variants are listed first, then stored in one pass.
        var variants: [UInt64] = []
        let words = bytes, starts = starts
        for index in 0..<(starts.count - 1) {
            let word = words.span.extracting(Int(starts[index])..<Int(starts[index + 1]))
            // A query within budget of this word shares a deletion variant
            // with it when the word itself drops up to one letter, or two
            // once it is long enough for a two-edit budget (see README).
            let depth = word.count >= Self.longWordLength ? 2 : 1
            variants.removeAll(keepingCapacity: true)
            Self.forEachDeletionHash(word, depth: depth) { variants.append($0) }
            table.insert(variants, Int32(index))
        }
        deletes = table
    }

    public var count: Int { wordStrings.count }

    /// The closest known word within the allowed distance, or nil.
    ///
    /// Short words (`shortMinimumLength` up to `minimumLength - 1` letters)
    /// are corrected only by one keyboard slip (see `isKeyboardSlip`) and
    /// only when exactly one known word is that slip away: among short words
    /// a lookalike is as likely a different word as a typo. A three-letter
    /// word is corrected only by restoring a dropped letter ("aun" -> akun).
    ///
    /// `otherThanItself`: a word of the vocabulary gets the closest other
    /// word (the knowledge's own one-off typos are read this way).
    public func correction(for word: String, otherThanItself: Bool = false) -> String? {
        let bytes = word.utf8.span
        guard bytes.count >= Self.shortMinimumLength, bytes.count <= Tokenizer.maxTokenLength,
              Self.isLowercaseLetters(bytes) else { return nil }
        let short = bytes.count < Self.minimumLength
        let budget = bytes.count >= Self.longWordLength ? 2 : 1
        var best: (id: Int32, score: Int)?
        var rivals = 0
        // Among short rivals, a swap or a doubled letter ("ahlo": halo) beats
        // a dropped, added or neighbouring letter ("ahlo": ahli): real words
        // rarely differ by the first kind.
        var unmistakableRivals = 0
        var unmistakable: Int32 = -1
        // The short rival written most often, and the next count after it.
        var frequent: (id: Int32, count: Int)?
        var nextCount = 0
        var checked: [Int32] = []
        Self.forEachDeletionHash(bytes, depth: budget) { hash in
            deletes.forEachID(of: hash) { id in
                guard !checked.contains(id) else { return }
                checked.append(id)
                let candidate = self.bytes.span.extracting(Int(starts[Int(id)])..<Int(starts[Int(id) + 1]))
                guard abs(candidate.count - bytes.count) <= budget else { return }
                if short {
                    guard bytes.count > Self.shortMinimumLength || candidate.count == bytes.count + 1,
                          Self.isKeyboardSlip(bytes, candidate) else { return }
                    rivals += 1
                    let count = frequencies[Int(id)]
                    if let top = frequent, top.count >= count {
                        nextCount = max(nextCount, count)
                    } else {
                        nextCount = max(nextCount, frequent?.count ?? 0)
                        frequent = (id, count)
                    }
                    if Self.isUnmistakableSlip(bytes, candidate) {
                        unmistakableRivals += 1
                        unmistakable = id
                    }
                }
                let distance = Self.distance(bytes, candidate, limit: budget)
                guard distance <= budget, !(otherThanItself && distance == 0) else { return }
                // Prefer fewer edits, then a slip a keyboard makes over any
                // other edit ("lasih" is kasih, k beside l, not latih), then
                // the same first letter (people rarely mistype the first
                // one), then a doubled key undone ("konttak" is kontak, not
                // kontrak), then a dropped vowel restored over a letter
                // replaced ("browsr" is browser, not browse: chat drops
                // vowels far more often than it hits the key beside one),
                // then the closest length, then alphabetical order.
                let slip = distance == 1 && Self.isKeyboardSlip(bytes, candidate) ? 0 : 20
                let doubled = Self.isDoubledLetter(bytes, candidate) ? 0 : 5
                let vowel = Self.restoresDroppedVowel(bytes, candidate) ? 0 : 2
                let score = distance * 100 + slip + (candidate[0] == bytes[0] ? 0 : 10) + doubled + vowel
                    + abs(candidate.count - bytes.count)
                if let current = best, current.score < score || (current.score == score && current.id <= id) { return }
                best = (id, score)
            }
        }
        if short && rivals != 1 {
            // A swap wins, unless the other lookalike restores a dropped
            // letter of a word vendors write far more often ("logn" is
            // login, written hundreds of times, not long, never written).
            if unmistakableRivals == 1 && !dominantRestore(frequent, nextCount: nextCount, length: bytes.count) {
                return wordStrings[Int(unmistakable)]
            }
            // Several lookalikes: the one vendors write far more often than
            // any other is the likelier slip ("gaga" is gagal, not gaya).
            // Only a dropped letter restored: a replaced one turns a real
            // word the knowledge never writes into a frequent one ("jaga"
            // would read as java).
            guard let top = frequent, dominantRestore(top, nextCount: nextCount, length: bytes.count) else { return nil }
            return wordStrings[Int(top.id)]
        }
        return best.map { wordStrings[Int($0.id)] }
    }

    /// Whether `top`, the short lookalike written most often, restores a
    /// dropped letter of a `length`-letter word and is written at least
    /// `dominantMinimumCount` times and `dominanceFactor` times as often as
    /// any other lookalike (`nextCount`).
    private func dominantRestore(_ top: (id: Int32, count: Int)?, nextCount: Int, length: Int) -> Bool {
        guard let top else { return false }
        return top.count >= Self.dominantMinimumCount && top.count >= Self.dominanceFactor * nextCount
            && Int(starts[Int(top.id) + 1] - starts[Int(top.id)]) == length + 1
    }

    /// Where `longer` has the one letter `shorter` lacks (every other letter
    /// in order), or nil: the walk a dropped, doubled or extra letter shares.
    static func extraLetterIndex(_ longer: Span<UInt8>, _ shorter: Span<UInt8>) -> Int? {
        guard longer.count == shorter.count + 1 else { return nil }
        var i = 0
        while i < shorter.count, shorter[i] == longer[i] { i += 1 }
        let extra = i
        while i < shorter.count, shorter[i] == longer[i + 1] { i += 1 }
        return i == shorter.count ? extra : nil
    }

    /// Whether `typed` is `word` with one vowel left out ("browsr": browser).
    static func restoresDroppedVowel(_ typed: Span<UInt8>, _ word: Span<UInt8>) -> Bool {
        guard let dropped = extraLetterIndex(word, typed) else { return false }
        switch word[dropped] {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): return true
        default: return false
        }
    }

    /// Whether `typed` is `word` with one letter typed twice.
    static func isDoubledLetter(_ typed: Span<UInt8>, _ word: Span<UInt8>) -> Bool {
        guard let i = extraLetterIndex(typed, word) else { return false }
        // typed[i] is the extra letter: a repeat of the letter before or after it.
        return (i > 0 && typed[i] == typed[i - 1]) || (i + 1 < typed.count && typed[i] == typed[i + 1])
    }

    /// Whether `typed` is `word` with two neighbouring letters swapped or
    /// one letter typed twice: slips that rarely turn one real word into another.
    public static func isUnmistakableSlip(_ typed: String, _ word: String) -> Bool {
        isUnmistakableSlip(typed.utf8.span, word.utf8.span)
    }

    static func isUnmistakableSlip(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
        if isDoubledLetter(a, b) { return true }
        guard a.count == b.count else { return false }
        var first = -1
        for i in 0..<a.count where a[i] != b[i] {
            if first >= 0 { return i == first + 1 && a[first] == b[i] && a[i] == b[first] && (i + 1 ..< a.count).allSatisfy { a[$0] == b[$0] } }
            first = i
        }
        return false
    }

    static func isLowercaseLetters(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices where bytes[index] < 97 || bytes[index] > 122 { return false }
        return true
    }

    /// Whether `typed` differs from `word` by one slip a thumb makes: a
    /// dropped letter, an extra letter, two neighbouring letters swapped, or
    /// one letter replaced by its neighbour on a QWERTY keyboard.
    static func isKeyboardSlip(_ typed: Span<UInt8>, _ word: Span<UInt8>) -> Bool {
        let n = typed.count, m = word.count
        if n + 1 == m { return extraLetterIndex(word, typed) != nil }
        if n == m + 1 { return extraLetterIndex(typed, word) != nil }
        guard n == m else { return false }
        var first = -1, second = -1
        for i in 0..<n where typed[i] != word[i] {
            if first < 0 { first = i } else if second < 0 { second = i } else { return false }
        }
        if first < 0 { return false }
        if second < 0 { return Self.areKeyboardNeighbours(typed[first], word[first]) }
        return second == first + 1 && typed[first] == word[second] && typed[second] == word[first]
    }

    /// Letters next to each other on a QWERTY keyboard (same row and the rows above and below).
    static func areKeyboardNeighbours(_ a: UInt8, _ b: UInt8) -> Bool {
        guard a >= 97, a <= 122, b >= 97, b <= 122 else { return false }
        return neighbourMasks[Int(a - 97)] & (1 << UInt32(b - 97)) != 0
    }

    private static let neighbourMasks: [UInt32] = {
        let rows: [String: String] = [
            "q": "wa", "w": "qeas", "e": "wrsd", "r": "etdf", "t": "ryfg", "y": "tugh", "u": "yihj", "i": "uojk",
            "o": "ipkl", "p": "ol", "a": "qwsz", "s": "awedxz", "d": "serfcx", "f": "drtgvc", "g": "ftyhbv",
            "h": "gyujnb", "j": "huikmn", "k": "jiolm", "l": "kop", "z": "asx", "x": "zsdc", "c": "xdfv",
            "v": "cfgb", "b": "vghn", "n": "bhjm", "m": "njk",
        ]
        var masks = [UInt32](repeating: 0, count: 26)
        for (key, neighbours) in rows {
            guard let first = key.utf8.first else { continue }
            for letter in neighbours.utf8 { masks[Int(first - 97)] |= 1 << UInt32(letter - 97) }
        }
        return masks
    }()

    /// Calls `body` with the hash of the word and of every string obtained
    /// by deleting one letter, or two when `depth` is 2 (duplicates included).
    static func forEachDeletionHash(_ word: Span<UInt8>, depth: Int, _ body: (UInt64) -> Void) {
        let n = word.count
        body(hash(word, skipping: -1, -1))
        guard n > 2 else { return }
        // FNV-1a reads the bytes in order: the hash of the bytes before a
        // deleted position is shared by every variant deleting it, so each
        // variant hashes only the bytes after its last deletion (the values
        // of `hash(_:skipping:_:)`, in the same order, at a fraction of the
        // cost for the 66 two-letter deletions of a 12-letter word).
        var prefix = fnvBasis
        for i in 0..<n {
            body(hash(word, from: i + 1, continuing: prefix))
            prefix = fnvStep(prefix, word[i])
        }
        guard depth >= 2, n > 3 else { return }
        prefix = fnvBasis
        for i in 0..<(n - 1) {
            // The bytes before `i`, then those between `i` and `j`.
            var middle = prefix
            for j in (i + 1)..<n {
                body(hash(word, from: j + 1, continuing: middle))
                middle = fnvStep(middle, word[j])
            }
            prefix = fnvStep(prefix, word[i])
        }
    }

    static let fnvBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func fnvStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// `hash` carried on over the bytes of `word` from `start` to the end.
    @inline(__always)
    static func hash(_ word: Span<UInt8>, from start: Int, continuing hash: UInt64) -> UInt64 {
        var value = hash
        var index = start
        while index < word.count {
            value = fnvStep(value, word[index])
            index += 1
        }
        return value
    }

    /// FNV-1a over the bytes of `word` except the positions `a` and `b`.
    @inline(__always)
    static func hash(_ word: Span<UInt8>, skipping a: Int, _ b: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<word.count where index != a && index != b {
            hash = (hash ^ UInt64(word[index])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent
    /// transposition), giving up early once `limit` is exceeded.
    static func distance(_ a: Span<UInt8>, _ b: Span<UInt8>, limit: Int) -> Int {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 { return m }
        if m == 0 { return n }
        // Three rows of at most `maxTokenLength + 1` cells, on the stack.
        var rows = InlineArray<123, Int>(repeating: 0)
        guard 3 * (m + 1) <= rows.count else { return limit + 1 }
        var previous2 = 0, previous = m + 1, current = 2 * (m + 1)
        for j in 0...m { rows[previous + j] = j }
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

    /// Convenience for tests: the distance between two words.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        distance(a.utf8.span, b.utf8.span, limit: limit)
    }
}
