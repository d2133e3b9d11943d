/// Finds an LPSE office named in a question ("nomor helpdesk lpse paser")
/// from the `aliases:` of the site profiles, so the answer shows that
/// office's contacts. Aliases pass through the query normaliser, so they are
/// compared with the question's words as the question was read.
struct SiteAliases: Sendable {
    /// One alias: its words in order and the site it names.
    struct Alias: Sendable {
        var words: [String]
        var site: String
    }

    /// Longest first, so "lpse kabupaten paser" wins over "paser".
    let aliases: [Alias]
    /// The first word of every alias: most questions name no office and
    /// are dismissed with one set look-up per word (a `WordSet`: no
    /// seeded hashing per word).
    let firstWords: WordSet
    /// By the number of a first word in `firstWords`: the aliases opening
    /// with it, in the order of `aliases`. A word met is compared only with
    /// the aliases it can open ("lpse" is asked about in most questions).
    let aliasesByFirstWord: [[Int]]

    init(sites: [SiteProfile], normalizer: TextNormalizer) {
        var aliases: [Alias] = []
        for site in sites {
            for alias in site.aliases {
                let words = normalizer.normalize(alias).map(\.surface)
                if !words.isEmpty { aliases.append(Alias(words: words, site: site.id)) }
            }
        }
        self.aliases = aliases.sorted { $0.words.count > $1.words.count }
        let firstWords = WordSet(self.aliases.compactMap(\.words.first))
        var byFirstWord = [[Int]](repeating: [], count: firstWords.count)
        for (position, alias) in self.aliases.enumerated() {
            if let first = alias.words.first, let number = firstWords.number(of: first) { byFirstWord[number].append(position) }
        }
        self.firstWords = firstWords
        self.aliasesByFirstWord = byFirstWord
    }

    /// The site the tokens name; nil when none, or when two different sites are named.
    func site(in tokens: [NormalizedToken]) -> String? {
        guard firstWords.count > 0 else { return nil }
        var found: String?
        for start in tokens.indices {
            guard let number = firstWords.number(of: tokens[start].surface) else { continue }
            for position in aliasesByFirstWord[number] {
                guard aliases[position].words.count <= tokens.count - start, matches(aliases[position].words, tokens, at: start)
                else { continue }
                if let found, found != aliases[position].site { return nil }
                found = aliases[position].site
                break
            }
        }
        return found
    }

    private func matches(_ words: [String], _ tokens: [NormalizedToken], at start: Int) -> Bool {
        for (offset, word) in words.enumerated() where tokens[start + offset].surface != word { return false }
        return true
    }
}
