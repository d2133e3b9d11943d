/// People's names in the introduction that opens many messages.
extension TextNormalizer {
    /// Words before a name: "saya Andi dari ...", "perkenalkan, Rina selaku ...".
    /// Only words normalising drops count (see `isIntroducedName`): "nama",
    /// "ak" or "im", which it keeps, are no introducers.
    static let nameIntroducers: WordSet = [
        "saya", "sy", "aku", "gw", "gue", "abdi", "ulun", "ambo", "kulo", "perkenalkan", "kenalkan",
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
    /// follower, with at most `longestName` words of name in between: a
    /// person's name. Asked only for words the knowledge does not know, so
    /// a known word there ("saya PPK dari dinas ...") keeps its meaning.
    /// Neighbours are read as a second reading of the output would read
    /// them (`contextForm`): words normalising drops are skipped, others
    /// compared by their canonical term too. Raw adjacency made normalising
    /// not idempotent: "akun lpse kota yang xqzv tengah" kept "xqzv", and
    /// its output, where "yang" was gone, dropped it.
    func isIntroducedName(_ words: [String], at position: Int) -> Bool {
        // A name has no digits ("sidak23456" is no one's name, found by
        // fuzz-responder next to an email address).
        guard !words[position].utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        var nameWords = 1
        var found = false
        for word in words[..<position].reversed() {
            let form = contextForm(of: word)
            // Only an introducer normalising drops ("saya", not "nama" or
            // "ak"): the output then has none, so its second reading never
            // finds a name the first reading kept, whatever became of the
            // words after it ("ak un bagk" read "bagk" as "bagian", a
            // follower, only the second time; found by fuzz-responder).
            if form == nil && Self.nameIntroducers.contains(word) {
                found = true
                break
            }
            guard form != nil else { continue }
            nameWords += 1
            if nameWords > Self.longestName { return false }
        }
        guard found else { return false }
        var next = position + 1
        while next < words.count {
            let word = words[next]
            let form = contextForm(of: word)
            if Self.nameFollowers.contains(word) || form.map(Self.nameFollowers.contains) == true { return true }
            if Self.fromWords.contains(word) || form.map(Self.fromWords.contains) == true {
                guard let organisation = nextKeptForm(words, after: next) else { return false }
                return Self.organisationWords.contains(organisation.word) || Self.organisationWords.contains(organisation.form)
            }
            next += 1
            guard form != nil else { continue }
            nameWords += 1
            if nameWords > Self.longestName { return false }
        }
        return false
    }

    /// The first word after `position` that normalising keeps, with its form.
    private func nextKeptForm(_ words: [String], after position: Int) -> (word: String, form: String)? {
        for word in words[(position + 1)...] {
            if let form = contextForm(of: word) { return (word, resolvedForm(word, form)) }
        }
        return nil
    }

    /// The first word before `position` that normalising keeps, with its form.
    private func previousKeptForm(_ words: [String], before position: Int) -> (word: String, form: String)? {
        for word in words[..<position].reversed() {
            if let form = contextForm(of: word) { return (word, resolvedForm(word, form)) }
        }
        return nil
    }

    /// A word the knowledge does not know, as its typo correction reads it
    /// ("tengha" -> tengah): the output holds the corrected word, so the
    /// region slot must see it on the first reading too.
    private func resolvedForm(_ word: String, _ form: String) -> String {
        guard facts.entry(of: word) == nil, let token = resolveUnknown(word), !token.term.containsByte(UInt8(ascii: " ")) else { return form }
        return token.term
    }

    /// How a second reading of the output sees `word`: nil when normalising
    /// drops it (a stopword, a lexicon form of stopwords only), its one
    /// canonical term when it has exactly one, else the word itself.
    func contextForm(of word: String) -> String? {
        guard let entry = facts.entry(of: word) else { return word }
        if let single = facts.values[entry].single {
            return single.count == 1 ? single[0] : single.isEmpty ? nil : word
        }
        if facts.values[entry].isStopword { return nil }
        if let known = facts.values[entry].known { return facts.values[entry].knownIsStopword ? nil : known }
        return word
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
    /// Neighbours are the nearest words normalising keeps, as in `isIntroducedName`.
    func isPlaceName(_ words: [String], at position: Int) -> Bool {
        guard let before = previousKeptForm(words, before: position), let after = nextKeptForm(words, after: position) else { return false }
        return (Self.placeIntroducers.contains(before.word) || Self.placeIntroducers.contains(before.form))
            && (Self.compassWords.contains(after.word) || Self.compassWords.contains(after.form))
    }
}
