/// The site a clause speaks of, for contrasting two sides of a message
/// ("di lpse A bisa, di lpse B gagal").
extension ClauseScope {
    /// Words counting sites ("di 3 lpse bisa", "beberapa lpse lancar").
    static let siteCountWords: WordSet = [
        "beberapa", "bbrp", "banyak", "byk", "semua", "smua", "dua", "tiga", "empat", "lima",
        "several", "multiple", "many", "all", "two", "three",
    ]

    /// The site a clause speaks of: an office word anywhere in it ("situs
    /// pengadaan kota" -> "kota"), else the word after a site word ("lpse A"
    /// -> "a"), else the count before one ("di 3 lpse bisa" -> "3 lpse"):
    /// sites counted on one side and one named on the other are two sides.
    static func site(in words: [String]) -> String? {
        // Most clauses name no place: one look-up a word tells.
        guard words.contains(where: { placeWords.contains($0) }) else { return nil }
        // An office word names the site wherever it stands: in "situs
        // pengadaan provinsi" the word after the site word is only a
        // description, and both sides of a contrast would share it.
        // The name after the office word, when one stands there, tells two
        // offices of one kind apart ("lpse kab paser" and "lpse kab ppu").
        if let office = words.firstIndex(where: { officeWords.contains($0) }) {
            guard office + 1 < words.count, isOfficeName(words[office + 1]) else { return words[office] }
            return words[office] + " " + words[office + 1]
        }
        for (index, word) in words.enumerated() {
            guard siteWords.contains(word), index + 1 < words.count else { continue }
            let following = words[index + 1]
            if !(fineWords.contains(following) || problemWords.contains(following)
                || problemTerms.contains(following) || isNegation(following) || isContrastWord(following)) {
                return following
            }
        }
        for index in words.indices.dropFirst() where siteWords.contains(words[index]) {
            let count = words[index - 1]
            if siteCountWords.contains(count) || TextNormalizer.isNumeric(count) {
                return count + " " + words[index]
            }
        }
        return nil
    }

    /// Verbs of getting in: said plainly of a site, they tell one that lets
    /// the asker in.
    static let gettingInVerbs: WordSet = ["masuk", "msk", "masok", "login", "mlebu", "akses", "tembus"]

    /// Whether a clause says the asker gets in at a site: a getting-in verb
    /// right before the site ("msk di lpse prov", "login lpse kota"), with
    /// no negation or refusal in the clause. Only before the site: the
    /// clause may be read again from its terms, where "termasuk" is
    /// "masuk" too ("kabupaten ... termasuk ikut pengadaan" gets in nowhere).
    static func saysGetsIn(_ words: [String]) -> Bool {
        guard !words.contains(where: { isNegation($0) || refusalWords.contains($0) }) else { return false }
        for index in words.indices where gettingInVerbs.contains(words[index]) {
            var next = index + 1
            if next < words.count, placePrepositions.contains(words[next]) { next += 1 }
            if next < words.count, isSiteMention(words[next]) { return true }
        }
        return false
    }

    /// Numbers that count sites, as words.
    static let countNumbers: WordSet = ["satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "one", "two", "three", "four", "five"]

    /// Two counts of the sites a message counted, one fine and one refused:
    /// "coba di tiga lpse, dua bisa satu tidak", "login di 5 LPSE, 3 berhasil
    /// dan 2 gagal", "di lima LPSE. Tiga bisa, dua seng mau". The counts
    /// stand for sites only after the message counts sites ("tiga lpse",
    /// "4 daerah"), and a fine count and a refused count must stand within
    /// a few words of each other. Returns the two counts, fine one first,
    /// as the inferred term's surface; nil for anything else.
    static func countedSitesContrast(_ words: [String]) -> String? {
        guard words.count >= 5, let counted = words.indices.dropLast().first(where: {
            isCount(words[$0]) && (siteWords.contains(words[$0 + 1]) || officeWords.contains(words[$0 + 1]))
        }) else { return nil }
        var fine: Int?
        var refused: Int?
        for index in (counted + 2)..<max(counted + 2, words.count - 1) where isCount(words[index]) {
            switch polarityKind(words, at: index + 1) {
            case .fine: fine = fine ?? index
            case .problem: refused = refused ?? index
            case .neutral: break
            }
        }
        guard let fine, let refused, abs(fine - refused) <= maximumCountedContrastGap else { return nil }
        return words[fine] + " " + words[refused]
    }

    /// Words from one count to the other at most ("3 berhasil dan 2 gagal").
    static let maximumCountedContrastGap = 4

    static func isCount(_ word: String) -> Bool {
        countNumbers.contains(word) || (TextNormalizer.isNumeric(word) && word.utf8.count <= 2)
    }
}
