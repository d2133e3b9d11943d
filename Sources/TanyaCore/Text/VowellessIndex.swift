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

    private var wordsBySkeleton: [String: [Int]] = [:]
    private var words: [[UInt8]] = []
    private var frequencies: [Int] = []

    /// `vocabulary`: the words a query may be read as; `frequencies`: how
    /// often the knowledge writes each (missing: never).
    public init(vocabulary: some Sequence<String>, frequencies: [String: Int] = [:]) {
        // Sorted, so that equal counts are broken the same way in every run.
        var previous: String?
        for word in vocabulary.sorted() where word != previous {
            previous = word
            let bytes = Array(word.utf8)
            guard bytes.count > Self.minimumSkeletonLength, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { continue }
            let skeleton = Self.skeleton(bytes)
            // A word that is its own skeleton is typed in full already.
            guard skeleton.count >= Self.minimumSkeletonLength, skeleton.count < bytes.count else { continue }
            wordsBySkeleton[String(decoding: skeleton, as: UTF8.self), default: []].append(words.count)
            words.append(bytes)
            self.frequencies.append(frequencies[word] ?? 0)
        }
    }

    public var isEmpty: Bool { words.isEmpty }

    /// The known words `word` may be with its vowels restored (other than
    /// itself), most written first; empty when `word` has inner vowels or
    /// no such word is known.
    public func readings(of word: String) -> [String] {
        let bytes = Array(word.utf8)
        guard bytes.count >= Self.minimumSkeletonLength, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }),
              !bytes.dropFirst().dropLast().contains(where: Self.isVowel)
        else { return [] }
        let skeleton = Self.skeleton(bytes)
        guard skeleton.count >= Self.minimumSkeletonLength,
              let ids = wordsBySkeleton[String(decoding: skeleton, as: UTF8.self)]
        else { return [] }
        let matching = ids.filter { words[$0] != bytes && Self.isSubsequence(bytes, of: words[$0]) }
        return matching.sorted { frequencies[$0] > frequencies[$1] }.map { String(decoding: words[$0], as: UTF8.self) }
    }

    /// How often the knowledge writes `word` (0 for a word it does not index).
    public func frequency(of word: String) -> Int {
        let bytes = Array(word.utf8)
        guard let ids = wordsBySkeleton[String(decoding: Self.skeleton(bytes), as: UTF8.self)],
              let id = ids.first(where: { words[$0] == bytes }) else { return 0 }
        return frequencies[id]
    }

    /// The first letter and every consonant after it.
    static func skeleton(_ bytes: [UInt8]) -> [UInt8] {
        guard let first = bytes.first else { return [] }
        return [first] + bytes.dropFirst().filter { !isVowel($0) }
    }

    static func isVowel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "a") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "i")
            || byte == UInt8(ascii: "o") || byte == UInt8(ascii: "u")
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
