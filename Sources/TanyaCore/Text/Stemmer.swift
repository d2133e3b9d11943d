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
/// di-, ke-, se-, informal ng-/nge-/ny-; suffixes -kan, -an, -i and informal
/// -in; particles -lah, -kah, -pun, -tah; possessives -ku, -mu, -nya.
public struct IndonesianStemmer: Sendable {
    /// Words that must never be stemmed (technical terms, English words).
    public var protected: Set<String>

    public init(protected: Set<String> = []) {
        self.protected = protected
    }

    /// Plausible stems, most stripped first; the word itself is always last.
    public func candidates(_ word: String) -> [String] {
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, !protected.contains(word), bytes.allSatisfy(Self.isLetter) else { return [word] }

        var results: [(stem: [UInt8], stripped: Int)] = []
        func add(_ stem: [UInt8], _ stripped: Int) {
            // A word has a handful of candidates: scanning them finds a
            // repeat sooner than hashing each into a set (the vocabulary's
            // thousands of words are stemmed at every load).
            guard stem.count >= 3, Self.syllables(stem) >= 1, !results.contains(where: { $0.stem == stem }) else { return }
            results.append((stem, stripped))
        }

        for inflected in Self.inflectionalStrips(bytes) {
            // A protected word under a particle or possessive is whole:
            // "loginnya" is login, never "log" + "-in".
            if inflected.count < bytes.count, protected.contains(String(decoding: inflected, as: UTF8.self)) {
                add(inflected, bytes.count - inflected.count)
                continue
            }
            for derived in Self.suffixStrips(inflected) {
                let suffixStripped = bytes.count - derived.count
                for (stem, prefixLength) in Self.prefixStrips(derived) {
                    add(stem, suffixStripped + prefixLength)
                }
            }
        }
        results.sort { $0.stripped > $1.stripped }
        var out = results.map { String(decoding: $0.stem, as: UTF8.self) }
        if out.last != word {
            out.removeAll { $0 == word }
            out.append(word)
        }
        return out
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

    /// The word with and without a particle and/or possessive.
    static func inflectionalStrips(_ word: [UInt8]) -> [[UInt8]] {
        var forms: [[UInt8]] = [word]
        for particle in particles where hasSuffix(word, particle) && word.count - particle.count >= 3 {
            forms.append(Array(word.dropLast(particle.count)))
        }
        for form in forms {
            for possessive in possessives where hasSuffix(form, possessive) && form.count - possessive.count >= 3 {
                forms.append(Array(form.dropLast(possessive.count)))
            }
        }
        // Javanese "-ne" after a vowel is Indonesian "-nya" ("datane" is
        // datanya, "sandine" sandinya); a candidate only, kept when the base
        // is a known word, so "online" or "iphone" are never cut.
        if word.count >= 5, hasSuffix(word, javanesePossessive), isVowel(word[word.count - 3]) {
            forms.append(Array(word.dropLast(javanesePossessive.count)))
        }
        // Chat "-ny" for "-nya" ("inboxny", "akunny"): a candidate only too,
        // so "company" or "germany" keep their letters.
        if word.count >= 6, hasSuffix(word, chatPossessive) {
            forms.append(Array(word.dropLast(chatPossessive.count)))
        }
        return forms
    }

    /// Javanese possessive suffix after a vowel.
    static let javanesePossessive: [UInt8] = Array("ne".utf8)
    /// Chat spelling of "-nya" without its last letter.
    static let chatPossessive: [UInt8] = Array("ny".utf8)

    static func suffixStrips(_ word: [UInt8]) -> [[UInt8]] {
        var forms: [[UInt8]] = [word]
        for suffix in derivationalSuffixes where hasSuffix(word, suffix) && word.count - suffix.count >= 3 {
            forms.append(Array(word.dropLast(suffix.count)))
        }
        return forms
    }

    /// Every way to strip up to two prefix layers, with the letter recodings of
    /// the nasal prefixes ("menulis" -> "tulis", "memakai" -> "pakai").
    static func prefixStrips(_ word: [UInt8]) -> [(stem: [UInt8], length: Int)] {
        var out: [(stem: [UInt8], length: Int)] = [(word, 0)]
        for (stem, length) in firstLayer(word) {
            out.append((stem, length))
            for (inner, innerLength) in secondLayer(stem) {
                out.append((inner, length + innerLength))
            }
        }
        for (stem, length) in secondLayer(word) {
            out.append((stem, length))
        }
        return out
    }

    private static func firstLayer(_ w: [UInt8]) -> [(stem: [UInt8], length: Int)] {
        var out: [(stem: [UInt8], length: Int)] = []
        func rest(_ n: Int) -> [UInt8] { Array(w.dropFirst(n)) }
        func vowelAt(_ i: Int) -> Bool { i < w.count && isVowel(w[i]) }
        func recode(_ n: Int, _ letter: Unicode.Scalar) -> [UInt8] { [UInt8(ascii: letter)] + rest(n) }

        if hasPrefix(w, "meng") || hasPrefix(w, "peng") {
            out.append((rest(4), 4))
            if vowelAt(4) { out.append((recode(4, "k"), 4)) }
            if hasPrefix(w, "menge") || hasPrefix(w, "penge") { out.append((rest(5), 5)) } // mengecek -> cek
        } else if hasPrefix(w, "meny") || hasPrefix(w, "peny") {
            if vowelAt(4) { out.append((recode(4, "s"), 4)) }
            out.append((rest(4), 4))
        } else if hasPrefix(w, "mem") || hasPrefix(w, "pem") {
            out.append((rest(3), 3))
            if vowelAt(3) { out.append((recode(3, "p"), 3)) }
            if hasPrefix(w, "mempe") || hasPrefix(w, "pempe") { out.append((rest(2), 2)) }
        } else if hasPrefix(w, "men") || hasPrefix(w, "pen") {
            out.append((rest(3), 3))
            if vowelAt(3) { out.append((recode(3, "t"), 3)) }
        }
        if hasPrefix(w, "me") || hasPrefix(w, "pe") {
            out.append((rest(2), 2)) // melapor -> lapor, perusahaan -> rusahaan (harmless)
        }
        if hasPrefix(w, "di") { out.append((rest(2), 2)) }
        if hasPrefix(w, "ke") { out.append((rest(2), 2)) }
        if hasPrefix(w, "se") { out.append((rest(2), 2)) }
        if hasPrefix(w, "ter") { out.append((rest(3), 3)) }
        // Informal nasal prefixes: ngirim, ngecek, nyoba.
        if hasPrefix(w, "nge") { out.append((rest(3), 3)) }
        if hasPrefix(w, "ng") {
            out.append((rest(2), 2))
            if vowelAt(2) { out.append((recode(2, "k"), 2)) }
        } else if hasPrefix(w, "ny"), vowelAt(2) {
            out.append((recode(2, "c"), 2))
            out.append((recode(2, "s"), 2))
        }
        return out
    }

    private static func secondLayer(_ w: [UInt8]) -> [(stem: [UInt8], length: Int)] {
        var out: [(stem: [UInt8], length: Int)] = []
        if hasPrefix(w, "ber") || hasPrefix(w, "per") || hasPrefix(w, "ter") {
            out.append((Array(w.dropFirst(3)), 3))
        } else if hasPrefix(w, "be") || hasPrefix(w, "pe") || hasPrefix(w, "ke") || hasPrefix(w, "se") {
            out.append((Array(w.dropFirst(2)), 2)) // bekerja -> kerja, diketahui -> tahu
        }
        return out
    }

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
        let prefix = p.utf8Span.span
        guard w.count > prefix.count else { return false }
        for i in prefix.indices where w[i] != prefix[i] { return false }
        return true
    }
    static func hasSuffix(_ w: [UInt8], _ s: [UInt8]) -> Bool {
        w.count > s.count && w[(w.count - s.count)...].elementsEqual(s)
    }
}
