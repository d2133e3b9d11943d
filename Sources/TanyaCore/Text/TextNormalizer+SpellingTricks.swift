/// Spelling tricks undone before a word is read (elongation, "2" for a
/// reduplication, digits for letters), hyphens and the limits of the
/// normaliser's readings.
extension TextNormalizer {
    /// Elongation, reduplication with "2" and letter-for-number spelling.
    /// `undoSpellingTricks` until nothing changes: one trick can uncover
    /// another ("ppppp3" collapses to "pp3", whose digit then reads as a
    /// letter), and the output must read the same when normalised again
    /// (found by fuzz-responder). Usually one call, which changes nothing.
    func undoingSpellingTricksFully(_ word: String) -> String {
        // The usual word has no trick at all: no copy, no comparison.
        guard Self.mayHaveSpellingTricks(word) else { return word }
        var current = word
        for _ in 0..<4 {
            let next = undoSpellingTricks(current)
            if next == current { break }
            current = next
        }
        return current
    }

    func undoSpellingTricks(_ word: String) -> String {
        // Fast path without allocating: plain letters with no run of three.
        if !Self.mayHaveSpellingTricks(word) { return word }
        var bytes = Array(word.utf8)
        var changed = false
        // "kali2", "sy2" -> reduplication marker.
        if bytes.count >= 3, bytes.last == UInt8(ascii: "2"), bytes.dropLast().allSatisfy(IndonesianStemmer.isLetter) {
            bytes.removeLast()
            changed = true
        } else if let marker = Self.reduplicationBeforeClitic(bytes) {
            // "langkah2nya", "file2nya": the marker sits before a clitic the
            // stemmer removes once the word reads "langkahnya".
            bytes.remove(at: marker)
            changed = true
        }
        // "tolooong" -> "toloong" -> "tolong" when the double is unknown.
        if Self.hasRun(bytes, longerThan: 2) {
            let doubled = Self.collapseRuns(bytes, keep: 2)
            let doubledWord = String(decoding: doubled, as: UTF8.self)
            if isKnown(doubledWord) { return doubledWord }
            let single = Self.collapseRuns(Self.collapseRunsOnlyElongated(bytes), keep: 1)
            let singleWord = String(decoding: single, as: UTF8.self)
            return isKnown(singleWord) ? singleWord : doubledWord
        }
        // "b4ru", "l0gin": digits standing for letters inside a word.
        if !changed, bytes.contains(where: { $0 >= 48 && $0 <= 57 }), bytes.contains(where: IndonesianStemmer.isLetter),
           !bytes.contains(UInt8(ascii: ".")) {
            let mapped = bytes.map(Self.letterForDigit)
            let mappedWord = String(decoding: mapped, as: UTF8.self)
            if mapped.allSatisfy(IndonesianStemmer.isLetter), isKnown(mappedWord) { return mappedWord }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : word
    }

    static let minimumCorrectedStemLength = 6
    /// A word undoubled to fewer letters is too short to read safely.
    static let minimumUndoubledLength = 4
    /// A word with more doubled letters than this is not undoubled.
    static let maximumDoubledPairs = 4
    /// Stems this short give way to a typo correction of the whole word.
    static let maximumDoubtfulStemLength = 3
    static let minimumInformalTargetLength = 4
    static let minimumJoinedLength = 8

    /// Clitics written after a reduplication "2" ("langkah2nya").
    static let reduplicatedClitics: [[UInt8]] = ["nya", "ny", "an", "ku", "mu"].map { Array($0.utf8) }

    /// Position of a reduplication "2" between a word of letters and a clitic, if any.
    static func reduplicationBeforeClitic(_ bytes: [UInt8]) -> Int? {
        guard let marker = bytes.firstIndex(of: UInt8(ascii: "2")), marker >= 3,
              bytes[..<marker].allSatisfy(IndonesianStemmer.isLetter) else { return nil }
        let rest = bytes[(marker + 1)...]
        return reduplicatedClitics.contains { $0.elementsEqual(rest) } ? marker : nil
    }

    /// False when the word has no digit and no letter repeated three times
    /// (nor a hyphen, with `orHyphen`: one pass over the bytes for both).
    static func mayHaveSpellingTricks(_ word: String, orHyphen: Bool = false) -> Bool {
        let bytes = word.utf8.span
        var run = 0
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 { return true }
            if orHyphen && byte == UInt8(ascii: "-") { return true }
            run = byte == previous ? run + 1 : 1
            if run > 2 { return true }
            previous = byte
        }
        return false
    }

    static func letterForDigit(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "4"): return UInt8(ascii: "a")
        case UInt8(ascii: "3"): return UInt8(ascii: "e")
        case UInt8(ascii: "1"): return UInt8(ascii: "i")
        case UInt8(ascii: "0"): return UInt8(ascii: "o")
        case UInt8(ascii: "5"): return UInt8(ascii: "s")
        case UInt8(ascii: "7"): return UInt8(ascii: "t")
        case UInt8(ascii: "8"): return UInt8(ascii: "b")
        case UInt8(ascii: "9"): return UInt8(ascii: "g")
        default: return byte
        }
    }

    static func hasRun(_ bytes: [UInt8], longerThan limit: Int) -> Bool {
        var run = 1
        for i in bytes.indices.dropFirst() {
            run = bytes[i] == bytes[i - 1] ? run + 1 : 1
            if run > limit && IndonesianStemmer.isLetter(bytes[i]) { return true }
        }
        return false
    }

    static func collapseRuns(_ bytes: [UInt8], keep: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var run = 0
        for (i, b) in bytes.enumerated() {
            run = (i > 0 && bytes[i - 1] == b) ? run + 1 : 1
            if run <= keep || !IndonesianStemmer.isLetter(b) { out.append(b) }
        }
        return out
    }

    /// Collapses only the runs of three or more, leaving genuine doubles ("maaf").
    static func collapseRunsOnlyElongated(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            var j = i
            while j < bytes.count && bytes[j] == bytes[i] { j += 1 }
            let length = j - i
            out.append(contentsOf: repeatElement(bytes[i], count: length >= 3 ? 1 : length))
            i = j
        }
        return out
    }

    static func isNumeric(_ word: String) -> Bool {
        word.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == 46 }
    }

    /// Possessive clitics of regional speech written after a hyphen
    /// (Indonesian "-nya" joins and the stemmer removes it).
    static let regionalPossessives: WordSet = ["ne", "e", "na", "nye", "nyo"]

    /// "kali-kali" -> kali, "berkali-kali" -> berkali, "e-mail" -> email,
    /// "log-in" -> login when known, otherwise the parts as separate words.
    public static func expandHyphen(_ token: String, isKnown: (String) -> Bool = { _ in false }) -> [String] {
        guard token.containsByte(UInt8(ascii: "-")) else { return [token] }
        let parts = token.split(separator: "-").map(String.init)
        guard parts.count >= 2 else { return parts }
        let joined = parts.joined()
        if parts.count == 2 {
            let (left, right) = (parts[0], parts[1])
            if left == right || left.hasSuffix(right) { return [left] }
            // "besar-besaran", "habis-habisan", "kecil-kecilan": the doubled
            // word with "-an" means "thoroughly X", still X. Read alone, the
            // second half's prefix-like start misleads the stemmer
            // ("besaran" -> saran).
            if right.utf8.count == left.utf8.count + 2, right.hasPrefix(left), right.hasSuffix("an") { return [left] }
            // "id-ne", "password-e", "akun-na", "ppk-nye", "ID-nyo": the
            // possessive of Javanese, Sundanese, Betawi and Malay speech,
            // hyphenated after the word it owns. Joined ("idne") the word
            // reads as nothing; "user id-ne" is "user id". A joined form
            // that is a word stays one ("ma-na" is "mana"). Tokens come
            // folded to lower case ("ID-nyo" arrives as "id-nyo").
            if regionalPossessives.contains(right), left.utf8.count >= 2, !isKnown(joined) { return [left] }
        }
        if parts.contains(where: { $0.utf8.count <= 2 }) || isKnown(joined) { return [joined] }
        return parts
    }
}
