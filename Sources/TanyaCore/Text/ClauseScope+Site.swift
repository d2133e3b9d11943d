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
}
