/// People's names in the introduction that opens many messages.
extension TextNormalizer {
    /// Words before a name: "saya Andi dari ...", "perkenalkan, Rina selaku ...".
    static let nameIntroducers: WordSet = [
        "saya", "sy", "aku", "ak", "gw", "gue", "ane", "abdi", "ulun", "ambo", "kulo",
        "nama", "namaku", "namanya", "perkenalkan", "kenalkan", "im", "iam",
    ]
    /// Words after a name that say who the person is: "selaku direktur",
    /// "admin tender", "staf pengadaan".
    static let nameFollowers: WordSet = [
        "selaku", "sebagai", "sbg", "admin", "staf", "staff", "bagian", "operator", "direktur",
    ]
    /// "dari" after a name, followed by an organisation: "saya Andi dari CV
    /// Maju" (not "saya lpa dari kemarin", a typo before "since yesterday").
    static let fromWords: WordSet = ["dari", "dr", "from"]
    static let organisationWords: WordSet = [
        "cv", "pt", "ud", "koperasi", "kop", "dinas", "kantor", "perusahaan", "bagian", "kabupaten", "kab", "kota",
        "provinsi", "prov", "lpse", "ukpbj", "satker", "instansi", "bpbd", "rsud", "badan", "biro", "kementerian",
        "firma", "toko", "bumdes", "yayasan", "company",
    ]
    /// Longest name, in words.
    static let longestName = 2

    /// Whether the word at `position` stands between an introducer and a
    /// follower, at most `longestName` words apart: a person's name. Asked
    /// only for words the knowledge does not know, so a known word there
    /// ("saya PPK dari dinas ...") keeps its meaning.
    static func isIntroducedName(_ words: [String], at position: Int) -> Bool {
        // A name has no digits ("sidak23456" is no one's name). Without this,
        // such a word was dropped on a second reading only, where the words
        // of an email address ("direktur@...") had become a follower (found
        // by fuzz-responder: normalising was not idempotent).
        guard !words[position].utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        var start = position
        while start > 0 && position - start < longestName {
            start -= 1
            if nameIntroducers.contains(words[start]) { break }
        }
        guard nameIntroducers.contains(words[start]), start < position else { return false }
        var end = position
        while end + 1 < words.count && end - start <= longestName {
            end += 1
            if nameFollowers.contains(words[end]) { return true }
            if fromWords.contains(words[end]) { return end + 1 < words.count && organisationWords.contains(words[end + 1]) }
        }
        return false
    }

    /// Words before a place name: "LPSE Provinsi Jawa Tengah", "Kabupaten Ogan Ilir".
    static let placeIntroducers: WordSet = ["provinsi", "prov", "propinsi", "kabupaten", "kab", "kota", "kecamatan", "kec", "pulau"]

    /// Words that end a region's name: "Jawa Tengah", "Nusa Tenggara Barat".
    static let compassWords: WordSet = ["tengah", "barat", "timur", "utara", "selatan", "tenggara", "raya"]

    /// Whether the word at `position` is the first word of a region's name
    /// after a place word and before a compass word ("LPSE Provinsi Jaa
    /// Tengah"): a name, no typo of a term ("jaa" is not "java"). Asked only
    /// for words the knowledge does not know. Narrow on purpose: any unknown
    /// word after "kota" or "kab" is as often a slip of a word the question
    /// needs ("lpse kab sblh").
    static func isPlaceName(_ words: [String], at position: Int) -> Bool {
        position > 0 && position + 1 < words.count
            && placeIntroducers.contains(words[position - 1]) && compassWords.contains(words[position + 1])
    }
}
