/// Company and place names written with capitals after the word that
/// introduces them ("kami PT Sukamara Sentosa mengucapkan ...", "CV Bukit
/// Barisan", "LPSE Kabupaten Buol"). Such a name is no word of the question:
/// read as words, it was typo-corrected into terms ("Segara" -> cara,
/// "Lembata" -> lembaga) or counted as content nobody wrote, which made a
/// thanks in a formal letter fall back.
extension TextNormalizer {
    /// Words that open a proper name: organisation forms, and the place
    /// kinds of `placeIntroducers` with the village ones, in lower case as
    /// bytes (compared without building a string per word).
    static let properNameOpeners: [[UInt8]] =
        (["pt", "cv", "ud", "koperasi", "kop", "firma", "yayasan", "desa", "kelurahan"] + Array(placeIntroducers))
            .map { Array($0.utf8) }
    /// Longest name after its opener, in words.
    static let longestProperName = 3
    /// Openers that name a company form: the name after one is the
    /// company's, whatever its words ("CV Sentosa Abadi", "PT Karya Utama").
    static let companyForms: WordSet = ["pt", "cv", "ud", "koperasi", "kop", "firma", "yayasan"]
    /// Longest company name after its form, in words.
    static let longestCompanyName = 4
    /// Product and system names that never belong to a company's name
    /// ("CV kami tidak bisa login LPSE" has none; "PT X Sikap" is rare, and
    /// the word matters more than the name).
    static let productNames: WordSet = ["lpse", "spse", "sikap", "apendo", "lkpp", "inaproc"]

    /// `text` without the proper names after an opener: up to
    /// `longestProperName` words, each starting with a capital A-Z, made of
    /// letters only and unknown to the knowledge (a known word, "Bank",
    /// "Selatan", or a site's alias, "Paser", ends the name and stays), in
    /// one run separated by spaces only (a comma or full stop ends it).
    /// Chat written in lower case keeps every word: there an unknown word
    /// after "kab" is as often a slip of a word the question needs.
    /// After a company form (`companyForms`) every capitalised word is the
    /// name, known or not, up to `longestCompanyName`: "CV Sentosa Abadi",
    /// "CV Dewata Cipta Karya" are who writes, and their known words
    /// ("sentosa", "karya", "mandiri") had made a formal greeting read as
    /// content it does not answer. The form word itself stays ("cv" is read
    /// as the company the asker speaks for).
    /// The text is returned unchanged, without copying, when no name is found.
    public func droppingProperNames(_ text: String) -> String {
        // Most questions have no capital after the first letter: one scan
        // of the bytes in place, before anything is copied.
        guard Self.hasCapitalAfterFirst(text.utf8.span) else { return text }
        let bytes = Array(text.utf8)
        // A message typed in capitals ("LOGIN BISA DI LPSE PROVINSI ATPI
        // GAGAL") capitalises its typos too.
        let capitals = bytes.count(where: Self.isCapital)
        guard capitals * 2 < bytes.count(where: Self.isSmall) else { return text }
        var dropped: [Range<Int>] = []
        var words = Self.wordRanges(bytes)[...]
        while let opener = words.popFirst() {
            guard Self.isProperNameOpener(bytes[opener]) else { continue }
            let company = Self.companyForms.contains(Self.lowercased(bytes[opener]))
            var end = opener.upperBound
            // "Kab. Paser": a full stop right after the opener is its abbreviation.
            if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
            var taken = 0
            while taken < (company ? Self.longestCompanyName : Self.longestProperName), let next = words.first,
                  bytes[end..<next.lowerBound].allSatisfy({ $0 == UInt8(ascii: " ") }), next.lowerBound > end,
                  company ? isCompanyNameWord(bytes[next]) : isProperNameWord(bytes[next]) {
                dropped.append(next)
                end = next.upperBound
                words.removeFirst()
                taken += 1
            }
        }
        guard !dropped.isEmpty else { return text }
        return Self.text(of: bytes, without: dropped)
    }

    /// The text of `bytes` without the `dropped` ranges, which are in order
    /// and do not overlap.
    static func text(of bytes: [UInt8], without dropped: [Range<Int>]) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var position = 0
        for range in dropped {
            kept.append(contentsOf: bytes[position..<range.lowerBound])
            position = range.upperBound
        }
        kept.append(contentsOf: bytes[position...])
        return String(decoding: kept, as: UTF8.self)
    }

    /// A word of a company's name: capitalised, the rest in lower case (an
    /// acronym in capitals may be the product it asks about), and neither a
    /// product name nor a site's alias (which names the office asked).
    private func isCompanyNameWord(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 2, let first = word.first, Self.isCapital(first),
              word.dropFirst().allSatisfy(Self.isSmall) else { return false }
        let lower = Self.lowercased(word)
        return !Self.productNames.contains(lower) && !siteNameWords.contains(lower)
    }

    /// A capitalised word of letters that the knowledge does not know.
    private func isProperNameWord(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 2, let first = word.first, Self.isCapital(first),
              word.allSatisfy({ Self.isCapital($0) || Self.isSmall($0) })
        else { return false }
        let lower = Self.lowercased(word)
        return facts.entry(of: lower) == nil && !siteNameWords.contains(lower)
    }

    /// Byte ranges of the runs of ASCII letters and digits and of non-ASCII bytes.
    private static func wordRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            let inWord = byte >= 0x80 || isCapital(byte) || isSmall(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if inWord, start == nil { start = index }
            if !inWord, let first = start {
                ranges.append(first..<index)
                start = nil
            }
        }
        if let first = start { ranges.append(first..<bytes.count) }
        return ranges
    }

    /// Whether the word is one of `properNameOpeners`, in any case.
    private static func isProperNameOpener(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 2, word.count <= 9 else { return false }
        return properNameOpeners.contains { opener in
            opener.count == word.count && zip(opener, word).allSatisfy { $0 == (isCapital($1) ? $1 + 32 : $1) }
        }
    }

    private static func hasCapitalAfterFirst(_ bytes: Span<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        for index in 1..<bytes.count where isCapital(bytes[index]) { return true }
        return false
    }

    static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    static func isSmall(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    static func lowercased(_ word: ArraySlice<UInt8>) -> String {
        String(decoding: word.map { isCapital($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
