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

    init(sites: [SiteProfile], normalizer: TextNormalizer) {
        var aliases: [Alias] = []
        for site in sites {
            for alias in site.aliases {
                let words = normalizer.normalize(alias).map(\.surface)
                if !words.isEmpty { aliases.append(Alias(words: words, site: site.id)) }
            }
        }
        self.aliases = aliases.sorted { $0.words.count > $1.words.count }
        self.firstWords = WordSet(aliases.compactMap(\.words.first))
    }

    /// The site the tokens name; nil when none, or when two different sites are named.
    func site(in tokens: [NormalizedToken]) -> String? {
        guard firstWords.count > 0 else { return nil }
        var found: String?
        for start in tokens.indices where firstWords.contains(tokens[start].surface) {
            for alias in aliases where alias.words.count <= tokens.count - start && matches(alias.words, tokens, at: start) {
                if let found, found != alias.site { return nil }
                found = alias.site
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
