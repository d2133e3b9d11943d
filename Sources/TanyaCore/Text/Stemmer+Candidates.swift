/// The stem candidates of a word. Every candidate is a stretch of the word's
/// own bytes, its first letter perhaps recoded ("menulis" -> t + "ulis"):
/// a `Piece` names it by position instead of holding a copy, where each
/// strip built an array (about 12k instructions a word, and the vocabulary's
/// thousands of words are stemmed at every load). The candidates, their
/// order and how much each stripped are those of stripping copies.
extension IndonesianStemmer {
    /// `lead` (a recoded first letter; 0 for none) followed by the word's
    /// bytes `start..<end`.
    struct Piece {
        var lead: UInt8 = 0
        var start: Int
        var end: Int

        var count: Int { (lead == 0 ? 0 : 1) + end - start }

        /// The piece's `index`th byte.
        @inline(__always)
        func byte(_ index: Int, of word: [UInt8]) -> UInt8 {
            lead == 0 ? word[start + index] : (index == 0 ? lead : word[start + index - 1])
        }

        /// The piece without its first `length` bytes (never all of them).
        func droppingFirst(_ length: Int) -> Piece {
            Piece(start: lead == 0 ? start + length : start + length - 1, end: end)
        }

        /// The piece's first bytes (up to eight), the first in the low
        /// byte: a prefix test is then a mask and a compare (a byte loop
        /// over a string literal cost some 100 instructions a test, and a
        /// word is tested for two dozen prefixes per strip).
        func head(of word: [UInt8]) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<Swift.min(count, 8) { value |= UInt64(byte(index, of: word)) << UInt64(8 * index) }
            return value
        }

        /// Whether the piece, whose `head` is `head`, opens with `prefix` and goes on after it.
        @inline(__always)
        func hasPrefix(_ prefix: Prefix, head: UInt64) -> Bool {
            count > prefix.length && head & prefix.mask == prefix.code
        }

        func isVowel(at index: Int, of word: [UInt8]) -> Bool {
            index < count && IndonesianStemmer.isVowel(byte(index, of: word))
        }

        func syllables(of word: [UInt8]) -> Int {
            var count = 0
            var inVowel = false
            for index in 0..<self.count {
                let vowel = IndonesianStemmer.isVowel(byte(index, of: word))
                if vowel && !inVowel { count += 1 }
                inVowel = vowel
            }
            return count
        }

        func sameBytes(as other: Piece, of word: [UInt8]) -> Bool {
            guard count == other.count else { return false }
            for index in 0..<count where byte(index, of: word) != other.byte(index, of: word) { return false }
            return true
        }

        func string(of word: [UInt8]) -> String {
            let rest = String(decoding: word[start..<end], as: UTF8.self)
            return lead == 0 ? rest : String(Unicode.Scalar(lead)) + rest
        }
    }

    /// A prefix as `Piece.head` packs it.
    struct Prefix {
        let code: UInt64
        let mask: UInt64
        let length: Int

        init(_ text: String) {
            var code: UInt64 = 0
            for (index, byte) in text.utf8.enumerated() { code |= UInt64(byte) << UInt64(8 * index) }
            self.code = code
            length = text.utf8.count
            mask = length >= 8 ? ~0 : (1 << UInt64(8 * length)) - 1
        }
    }

    /// The prefixes the layers test.
    enum Prefixes {
        static let meng = Prefix("meng"), peng = Prefix("peng"), menge = Prefix("menge"), penge = Prefix("penge")
        static let meny = Prefix("meny"), peny = Prefix("peny"), mem = Prefix("mem"), pem = Prefix("pem")
        static let mempe = Prefix("mempe"), pempe = Prefix("pempe"), men = Prefix("men"), pen = Prefix("pen")
        static let me = Prefix("me"), pe = Prefix("pe"), di = Prefix("di"), ke = Prefix("ke"), se = Prefix("se")
        static let ter = Prefix("ter"), nge = Prefix("nge"), ng = Prefix("ng"), ny = Prefix("ny")
        static let ber = Prefix("ber"), per = Prefix("per"), be = Prefix("be")
        static let ku = Prefix("ku")
    }

    /// Plausible stems, most stripped first; the word itself is always last.
    public func candidates(_ word: String) -> [String] {
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, !protected.contains(word), bytes.allSatisfy(Self.isLetter) else { return [word] }

        var results: [(stem: Piece, stripped: Int)] = []
        // A word has a handful of candidates: scanning them finds a repeat
        // sooner than hashing each into a set. (Inline, not a nested
        // function: one capturing `results` boxed it.)
        var strips: [(stem: Piece, length: Int)] = []

        for inflected in Self.inflectionalStrips(bytes) {
            // A protected word under a particle or possessive is whole:
            // "loginnya" is login, never "log" + "-in".
            if inflected < bytes.count, protected.contains(String(decoding: bytes[..<inflected], as: UTF8.self)) {
                let stem = Piece(start: 0, end: inflected)
                if stem.count >= 3, stem.syllables(of: bytes) >= 1, !results.contains(where: { $0.stem.sameBytes(as: stem, of: bytes) }) {
                    results.append((stem, bytes.count - inflected))
                }
                continue
            }
            for derived in Self.suffixStrips(bytes, end: inflected) {
                let suffixStripped = bytes.count - derived
                strips.removeAll(keepingCapacity: true)
                Self.prefixStrips(bytes, end: derived, into: &strips)
                for (stem, prefixLength) in strips where stem.count >= 3 && stem.syllables(of: bytes) >= 1
                    && !results.contains(where: { $0.stem.sameBytes(as: stem, of: bytes) }) {
                    results.append((stem, suffixStripped + prefixLength))
                }
            }
        }
        results.sort { $0.stripped > $1.stripped }
        var out = results.map { $0.stem.string(of: bytes) }
        if out.last != word {
            out.removeAll { $0 == word }
            out.append(word)
        }
        return out
    }

    /// Whether `word[..<end]` ends with `suffix` and has more before it.
    static func hasSuffix(_ word: [UInt8], end: Int, _ suffix: [UInt8]) -> Bool {
        guard end > suffix.count else { return false }
        for index in suffix.indices where word[end - suffix.count + index] != suffix[index] { return false }
        return true
    }

    /// Where the word ends with and without a particle and/or possessive.
    static func inflectionalStrips(_ word: [UInt8]) -> [Int] {
        var forms: [Int] = [word.count]
        for particle in particles where hasSuffix(word, end: word.count, particle) && word.count - particle.count >= 3 {
            forms.append(word.count - particle.count)
        }
        // The forms so far (not those this loop adds) lose a possessive.
        for form in forms {
            for possessive in possessives where hasSuffix(word, end: form, possessive) && form - possessive.count >= 3 {
                forms.append(form - possessive.count)
            }
        }
        // Javanese "-ne" after a vowel is Indonesian "-nya" ("datane" is
        // datanya, "sandine" sandinya); a candidate only, kept when the base
        // is a known word, so "online" or "iphone" are never cut.
        if word.count >= 5, hasSuffix(word, end: word.count, javanesePossessive), isVowel(word[word.count - 3]) {
            forms.append(word.count - javanesePossessive.count)
        }
        // Sundanese, Buginese and Makassarese "-na" for "-nya" ("biayana",
        // "akunna", "nomerna"): a candidate only, so "karena", "warna" or
        // "rencana" keep their own reading; the base has four letters at least.
        if word.count >= 6, hasSuffix(word, end: word.count, regionalPossessive) {
            forms.append(word.count - regionalPossessive.count)
        }
        // Chat "-ny" for "-nya" ("inboxny", "akunny"): a candidate only too,
        // so "company" or "germany" keep their letters.
        if word.count >= 6, hasSuffix(word, end: word.count, chatPossessive) {
            forms.append(word.count - chatPossessive.count)
        }
        return forms
    }

    /// Javanese possessive suffix after a vowel.
    static let javanesePossessive: [UInt8] = Array("ne".utf8)
    /// The possessive of Sundanese and the languages of South Sulawesi.
    static let regionalPossessive: [UInt8] = Array("na".utf8)
    /// Chat spelling of "-nya" without its last letter.
    static let chatPossessive: [UInt8] = Array("ny".utf8)

    /// Where `word[..<end]` ends with and without a derivational suffix.
    static func suffixStrips(_ word: [UInt8], end: Int) -> [Int] {
        var forms: [Int] = [end]
        for suffix in derivationalSuffixes where hasSuffix(word, end: end, suffix) && end - suffix.count >= 3 {
            forms.append(end - suffix.count)
        }
        return forms
    }

    /// Every way to strip up to two prefix layers from `word[..<end]`, with
    /// the letter recodings of the nasal prefixes ("menulis" -> "tulis",
    /// "memakai" -> "pakai"), in order, with the length stripped.
    static func prefixStrips(_ word: [UInt8], end: Int, into out: inout [(stem: Piece, length: Int)]) {
        let whole = Piece(start: 0, end: end)
        out.append((whole, 0))
        // Each first-layer strip, followed by its own second layer.
        firstLayer(word, whole, into: &out)
        if let (stem, length) = secondLayer(word, whole) { out.append((stem, length)) }
    }

    /// The first-layer strips of `w`, each followed by its second layer.
    private static func firstLayer(_ word: [UInt8], _ w: Piece, into out: inout [(stem: Piece, length: Int)]) {
        func body(_ stem: Piece, _ length: Int) {
            out.append((stem, length))
            if let (inner, innerLength) = secondLayer(word, stem) { out.append((inner, length + innerLength)) }
        }
        func rest(_ n: Int) -> Piece { w.droppingFirst(n) }
        func vowelAt(_ i: Int) -> Bool { w.isVowel(at: i, of: word) }
        func recode(_ n: Int, _ letter: Unicode.Scalar) -> Piece {
            var piece = w.droppingFirst(n)
            piece.lead = UInt8(ascii: letter)
            return piece
        }
        let head = w.head(of: word)
        func has(_ prefix: Prefix) -> Bool { w.hasPrefix(prefix, head: head) }
        typealias P = Prefixes

        if has(P.meng) || has(P.peng) {
            body(rest(4), 4)
            if vowelAt(4) { body(recode(4, "k"), 4) }
            if has(P.menge) || has(P.penge) { body(rest(5), 5) } // mengecek -> cek
        } else if has(P.meny) || has(P.peny) {
            if vowelAt(4) { body(recode(4, "s"), 4) }
            body(rest(4), 4)
        } else if has(P.mem) || has(P.pem) {
            body(rest(3), 3)
            if vowelAt(3) { body(recode(3, "p"), 3) }
            if has(P.mempe) || has(P.pempe) { body(rest(2), 2) }
        } else if has(P.men) || has(P.pen) {
            body(rest(3), 3)
            if vowelAt(3) { body(recode(3, "t"), 3) }
        }
        if has(P.me) || has(P.pe) {
            body(rest(2), 2) // melapor -> lapor, perusahaan -> rusahaan (harmless)
        }
        if has(P.di) { body(rest(2), 2) }
        if has(P.ke) { body(rest(2), 2) }
        if has(P.se) { body(rest(2), 2) }
        if has(P.ter) { body(rest(3), 3) }
        // Informal nasal prefixes: ngirim, ngecek, nyoba.
        if has(P.nge) { body(rest(3), 3) }
        if has(P.ng) {
            body(rest(2), 2)
            if vowelAt(2) { body(recode(2, "k"), 2) }
        } else if has(P.ny), vowelAt(2) {
            body(recode(2, "c"), 2)
            body(recode(2, "s"), 2)
        }
        // The first-person proclitic of informal writing: "kupakai" (saya
        // pakai), "kukirim", "kuganti". Only a stem the vocabulary knows is
        // taken, so "kuliah" or "kurang" keep their own reading.
        if has(P.ku) { body(rest(2), 2) }
    }

    /// The one second-layer strip of `w`, if any.
    private static func secondLayer(_ word: [UInt8], _ w: Piece) -> (stem: Piece, length: Int)? {
        let head = w.head(of: word)
        func has(_ prefix: Prefix) -> Bool { w.hasPrefix(prefix, head: head) }
        typealias P = Prefixes
        if has(P.ber) || has(P.per) || has(P.ter) {
            return (w.droppingFirst(3), 3)
        } else if has(P.be) || has(P.pe) || has(P.ke) || has(P.se) {
            return (w.droppingFirst(2), 2) // bekerja -> kerja, diketahui -> tahu
        }
        return nil
    }
}
