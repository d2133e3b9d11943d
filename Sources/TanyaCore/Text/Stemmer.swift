/// A light, dictionary-free stemmer for Indonesian affixes.
///
/// It does not guess one stem: it lists every plausible stem of a word, most
/// stripped first, so the caller can pick the first one its vocabulary knows
/// ("mengirim" -> "kirim" because "kirim" appears in the knowledge base, while
/// "mengambil" -> "ambil"). When no candidate is known, `defaultStem` applies
/// the conventional rules (particle, possessive, prefix, suffix) so a query and
/// the knowledge base still agree with each other.
///
/// Handled: prefixes meN- (with the k/p/t/s recodings), peN-, ber-, per-, ter-,
/// di-, ke-, se-, informal ng-/nge-/ny- and the proclitic ku-; suffixes -kan, -an, -i and informal
/// -in; particles -lah, -kah, -pun, -tah; possessives -ku, -mu, -nya.
public struct IndonesianStemmer: Sendable {
    /// Words that must never be stemmed (technical terms, English words).
    public var protected: Set<String>

    public init(protected: Set<String> = []) {
        self.protected = protected
    }

    /// The conventional stem when the vocabulary knows no candidate: strip
    /// particle, possessive, one prefix layer and one suffix, keeping at least
    /// two syllables, and never recoding the first letter (recoding needs a
    /// dictionary to be right).
    public func defaultStem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        guard bytes.count >= 5, !protected.contains(word), bytes.allSatisfy(Self.isLetter) else { return word }
        for particle in Self.particles where Self.hasSuffix(bytes, particle) && Self.syllables(bytes.dropLast(particle.count)) >= 2 {
            bytes.removeLast(particle.count)
            break
        }
        for possessive in Self.possessives where Self.hasSuffix(bytes, possessive) && Self.syllables(bytes.dropLast(possessive.count)) >= 2 {
            bytes.removeLast(possessive.count)
            break
        }
        for prefix in Self.plainPrefixes where Self.hasPrefix(bytes, prefix) && Self.syllables(bytes.dropFirst(prefix.count)) >= 2 && bytes.count - prefix.count >= 4 {
            bytes.removeFirst(prefix.count)
            break
        }
        for suffix in Self.derivationalSuffixes where Self.hasSuffix(bytes, suffix) && Self.syllables(bytes.dropLast(suffix.count)) >= 2 && bytes.count - suffix.count >= 4 {
            bytes.removeLast(suffix.count)
            break
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Rules

    static let particles: [[UInt8]] = ["lah", "kah", "pun", "tah"].map { Array($0.utf8) }
    static let possessives: [[UInt8]] = ["nya", "ku", "mu"].map { Array($0.utf8) }
    static let derivationalSuffixes: [[UInt8]] = ["kan", "an", "in", "i"].map { Array($0.utf8) }
    /// Prefixes in the order `defaultStem` tries them (longest first).
    static let plainPrefixes: [[UInt8]] = ["meng", "meny", "mem", "men", "me", "peng", "peny", "pem", "pen", "per", "pe",
                                            "ber", "be", "ter", "di", "ke", "se", "nge", "ng", "ny"].map { Array($0.utf8) }

    // MARK: - Byte helpers

    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }
    @inline(__always) static func isVowel(_ b: UInt8) -> Bool {
        b == 97 || b == 101 || b == 105 || b == 111 || b == 117
    }

    static func syllables<C: Collection>(_ word: C) -> Int where C.Element == UInt8 {
        var count = 0
        var inVowel = false
        for b in word {
            let vowel = isVowel(b)
            if vowel && !inVowel { count += 1 }
            inVowel = vowel
        }
        return count
    }

    static func hasPrefix(_ w: [UInt8], _ p: [UInt8]) -> Bool {
        w.count > p.count && w.starts(with: p)
    }
    /// `p` is a literal: its bytes are static, read through a Span.
    static func hasPrefix(_ w: [UInt8], _ p: String) -> Bool {
        let prefix = p.utf8.span
        guard w.count > prefix.count else { return false }
        for i in prefix.indices where w[i] != prefix[i] { return false }
        return true
    }
    static func hasSuffix(_ w: [UInt8], _ s: [UInt8]) -> Bool {
        w.count > s.count && w[(w.count - s.count)...].elementsEqual(s)
    }
}
