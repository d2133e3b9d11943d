/// Reads chat words typed without their vowels ("frmlr prmhnn" for
/// "formulir permohonan", "nmr cll cntr" for "nomor call center"): a word
/// whose letters after the first are consonants (a vowel at its end
/// allowed: "mnta") is matched against the known words with the same
/// consonant skeleton that contain it letter by letter.
///
/// The typo index cannot reach these: dropping three or four vowels is
/// three or four edits. Real words rarely lack every inner vowel, so the
/// reading is tried only after the lexicon, stems and typo correction
/// found nothing; and it is taken only when the lookalikes agree or one is
/// written far more often than the others ("pkt": paket, not piket).
public struct VowellessIndex: Sendable {
    /// Least letters of a skeleton (the first letter included): "lp" could
    /// be too many words.
    public static let minimumSkeletonLength = 3

    /// Skeleton -> the words with it, as (word, how often written).
    private var wordsBySkeleton: [String: [(word: String, count: Int)]] = [:]

    /// `vocabulary`: the words a query may be read as; `frequencies`: how
    /// often the knowledge writes each (missing: never).
    public init(vocabulary: some Sequence<String>, frequencies: [String: Int] = [:]) {
        self.init(vocabulary: vocabulary, counts: frequencies)
    }

    /// `init(vocabulary:frequencies:)` with each word's count given by
    /// `counts` (the load passes `WordCounts`).
    init(vocabulary: some Sequence<String>, counts: some WordCountLookup) {
        // Built at every load over some 3,000 words: each word's bytes are
        // read in place and its skeleton written into one buffer reused
        // for every word (a copy of the word and a skeleton assembled from
        // a filtered slice cost two allocations a word), and a bucket is
        // found once per word, not once to check and once to append.
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(Tokenizer.maxTokenLength)
        // Sized for a skeleton a word (grown from empty, every skeleton was
        // hashed again at each of a dozen doublings); each bucket keeps its
        // words in vocabulary order whatever the table's size.
        wordsBySkeleton.reserveCapacity(vocabulary.underestimatedCount)
        for word in vocabulary {
            let bytes = word.utf8.span
            guard bytes.count > Self.minimumSkeletonLength, SpellIndex.isLowercaseLetters(bytes) else { continue }
            skeleton.removeAll(keepingCapacity: true)
            skeleton.append(bytes[0])
            for index in 1..<bytes.count where !IndonesianStemmer.isVowel(bytes[index]) { skeleton.append(bytes[index]) }
            // A word that is its own skeleton is typed in full already.
            guard skeleton.count >= Self.minimumSkeletonLength, skeleton.count < bytes.count else { continue }
            Self.add(word, counts, to: &wordsBySkeleton[String(decoding: skeleton, as: UTF8.self), default: []])
        }
    }

    /// Appends `word` to its skeleton's bucket unless it is there already.
    private static func add(_ word: String, _ counts: some WordCountLookup, to bucket: inout [(word: String, count: Int)]) {
        guard !bucket.contains(where: { $0.word == word }) else { return }
        bucket.append((word, counts.count(of: word)))
    }

    /// A word `readings(of:)` offers and how often the knowledge writes it.
    public struct Reading: Sendable, Equatable {
        public let word: String
        public let count: Int
    }

    /// The known words `word` may be with its vowels restored (other than
    /// itself), most written first (ties in alphabetical order, the same in
    /// every run); empty when `word` has inner vowels or no such word is known.
    public func readings(of word: String) -> [Reading] {
        let bytes = Array(word.utf8)
        // A prefix keeps its vowel in chat ("dibc" dibaca, "dikrm" dikirim).
        let inner = Self.typedPrefixVowel(bytes) ? bytes.dropFirst(2).dropLast() : bytes.dropFirst().dropLast()
        guard bytes.count >= Self.minimumSkeletonLength, bytes.allSatisfy(IndonesianStemmer.isLetter),
              !inner.contains(where: IndonesianStemmer.isVowel)
        else { return [] }
        let skeleton = Self.skeleton(bytes)
        guard skeleton.count >= Self.minimumSkeletonLength,
              let candidates = wordsBySkeleton[String(decoding: skeleton, as: UTF8.self)]
        else { return [] }
        return candidates
            .filter { $0.word != word && Self.isSubsequence(bytes, of: Array($0.word.utf8)) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
            .map { Reading(word: $0.word, count: $0.count) }
    }

    /// Whether `bytes` opens with a verb prefix typed with its vowel ("di",
    /// "ke", "me", "be", "te", "pe", "se") before at least two more letters.
    static func typedPrefixVowel(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        switch (bytes[0], bytes[1]) {
        case (UInt8(ascii: "d"), UInt8(ascii: "i")), (UInt8(ascii: "k"), UInt8(ascii: "e")), (UInt8(ascii: "m"), UInt8(ascii: "e")),
             (UInt8(ascii: "b"), UInt8(ascii: "e")), (UInt8(ascii: "t"), UInt8(ascii: "e")), (UInt8(ascii: "p"), UInt8(ascii: "e")),
             (UInt8(ascii: "s"), UInt8(ascii: "e")):
            return true
        default:
            return false
        }
    }

    /// The first letter and every consonant after it.
    static func skeleton(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.first else { return [] }
        return [first] + bytes.dropFirst().filter { !IndonesianStemmer.isVowel($0) }
    }

    /// Whether `short`'s letters occur in `long` in order.
    static func isSubsequence(_ short: [UInt8], of long: [UInt8]) -> Bool {
        var position = long.startIndex
        for byte in short {
            guard let found = long[position...].firstIndex(of: byte) else { return false }
            position = found + 1
        }
        return true
    }
}
