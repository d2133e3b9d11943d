extension TextNormalizer {
    /// The lexicon's word for "on some of several sites", which the entry
    /// for a login that fails on some LPSE sites only is keyed on.
    static let someSitesTerm = "sebagian"
    /// The lexicon's word for "another site", which says the same.
    static let otherSiteTerm = "lain"

    /// `words.joined(separator: " ")` without the words at `leftOut`: the
    /// bytes are gathered in one array and decoded once (the generic join,
    /// or `String` appends, cost several times as much on a query's words).
    static func joinedWithSpaces(_ words: [String], leavingOut leftOut: Range<Int> = 0..<0) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count + 1 })
        var first = true
        for index in words.indices where !leftOut.contains(index) {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            let word = words[index].utf8.span
            for position in word.indices { bytes.append(word[position]) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the text has punctuation or a contrast word between clauses.
    static func hasClauseBreak(_ text: String, words: [String]) -> Bool {
        hasBreakByte(text) || words.contains(where: ClauseScope.opensClause)
    }

    /// `hasClauseBreak` with `ClauseScope.cueKinds(of: words)`, looked up already.
    static func hasClauseBreak(_ text: String, cueKinds: UInt32) -> Bool {
        hasBreakByte(text) || ClauseScope.opensClause(kinds: cueKinds)
    }

    /// Whether the text has punctuation between clauses (or an emoji).
    private static func hasBreakByte(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for index in bytes.indices {
            let byte = bytes[index]
            // Most bytes are letters: one comparison each, then a bit test
            // for the punctuation below 64.
            if byte < 64 {
                if breakBytes & (1 << UInt64(byte)) != 0 { return true }
            } else if byte >= 0xE2 && (byte == 0xE2 || (byte >= 0xF0 && byte <= 0xF4)) {
                // 0xE2 and 0xF0...0xF4 lead the encodings of emoji (and of other
                // symbols, which `ClauseScope.isEmoji` then sorts out).
                return true
            }
        }
        return false
    }

    /// Bit n set: byte n (below 64) breaks clauses: ",", ";", ".", "!", "?", a line break.
    private static let breakBytes: UInt64 = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "."), UInt8(ascii: "!"),
                                             UInt8(ascii: "?"), 10].reduce(0) { $0 | (1 << UInt64($1)) }

    /// The tokens of a query normalised clause by clause, with the words of
    /// a ruled-out clause marked `negated` and the "some sites" term added
    /// for two contrasted sites (see `ClauseScope`); nil for one clause.
    func scopedTokens(_ text: String) -> [NormalizedToken]? {
        var clauses = ClauseScope.clauses(text)
        guard clauses.count >= 2 else { return nil }
        var parts = clauses.map { normalizeClause($0.words) }
        for index in clauses.indices {
            clauses[index].words = ClauseScope.readingHeldAsHave(Self.wordsReadingScope(clauses[index].words, parts[index]),
                                                                 terms: parts[index])
        }
        // A fine word typed with a slip counts as corrected ("uskses" is
        // sukses), as a problem word already does through its term.
        // Most clauses have no corrected word: their words are read as they are.
        var polarities = clauses.indices.map { index in
            let corrected = parts[index].filter(\.corrected)
            let words = corrected.isEmpty ? clauses[index].words : clauses[index].words + corrected.map(\.term)
            return ClauseScope.polarity(words: words, terms: parts[index].map(\.term))
        }
        Self.ruleOutWhatIsNotAsked(clauses, &parts, &polarities)
        let inferred = contrastedSites(parts: parts, polarities: polarities, clauses: clauses)
        if inferred == nil {
            for first in 0..<(clauses.count - 1) {
                let second = first + 1
                let opens = clauses[second].opensWithContrast || clauses[second].words.first == "yang"
                    || ClauseScope.remembersOrStillWorks(clauses[first], polarity: polarities[first])
                    || ClauseScope.remembersOrStillWorks(clauses[second], polarity: polarities[second])
                guard opens else { continue }
                var ruledOut: Int?
                if clauses[first].words.contains(where: ClauseScope.isDenial), polarities[second] == .problem {
                    ruledOut = first
                } else if polarities[first] == .fine, polarities[second] == .problem {
                    ruledOut = first
                } else if polarities[first] == .problem, polarities[second] == .fine {
                    ruledOut = second
                } else if polarities[first] == .neutral, ClauseScope.remembers(clauses[second], polarity: polarities[second]) {
                    // "how do I recover my password, I still know my user id":
                    // what the asker still knows is not what is asked.
                    ruledOut = second
                } else if polarities[second] == .neutral, ClauseScope.remembers(clauses[first], polarity: polarities[first]) {
                    ruledOut = first
                }
                // A fine clause about a place contrasts sites, not topics.
                guard let ruledOut, !mentionsPlace(clauses[ruledOut].words, parts[ruledOut]) else { continue }
                // A fine clause that states what is ready already ("akun ppk
                // pengganti udh aktif, tp paket blm pindah") is the ground of
                // the problem, not a thing ruled out: its words are context.
                if polarities[ruledOut] == .fine, ClauseScope.statesReadiness(clauses[ruledOut].words) {
                    for index in parts[ruledOut].indices where !ClauseScope.isContrastWord(parts[ruledOut][index].surface) {
                        parts[ruledOut][index].context = true
                    }
                    continue
                }
                Self.ruleOut(&parts[ruledOut], keeping: Set(parts[ruledOut == first ? second : first].map(\.term)))
            }
            // "Nama pengguna kami hafal, alamat surel masih jalan, tapi
            // kata sandinya hilang dari kepala": what the asker still knows
            // is not what is asked, wherever the clause stating the problem
            // stands (the pairs above see only the clause next to it).
            if let problem = polarities.lastIndex(of: .problem) {
                // Most messages rule nothing out here: the kept terms are
                // gathered only for a clause that is.
                var kept: Set<String>?
                for index in clauses.indices where index != problem
                    && ClauseScope.remembersOrStillWorks(clauses[index], polarity: polarities[index])
                    && !mentionsPlace(clauses[index].words, parts[index]) {
                    if kept == nil { kept = Set(parts[problem].map(\.term)) }
                    Self.ruleOut(&parts[index], keeping: kept ?? [])
                }
            }
        }
        // Split names and multi-word forms apply across clauses too, as when
        // the output is normalised again without its punctuation (normalising
        // is idempotent; found by fuzz-responder).
        // The parts are appended one by one: `Array(parts.joined())` copies
        // through the generic flattening sequence, a token at a time.
        var joined: [NormalizedToken] = []
        joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { joined.append(contentsOf: part) }
        var out = joinedAndMerged(joined)
        if let inferred { out.append(inferred) }
        return out
    }

    /// Marks a ruled-out clause's tokens `negated`, except the terms the
    /// clause kept as the problem repeats (`kept`) and the contrast word
    /// opening it, which belongs to neither side.
    static func ruleOut(_ clause: inout [NormalizedToken], keeping kept: Set<String>) {
        for index in clause.indices where !kept.contains(clause[index].term) && !ClauseScope.isContrastWord(clause[index].surface) {
            clause[index].negated = true
        }
    }

    /// The clause's words as typed, except a slip the speller read as a
    /// word the clause reading looks for as typed ("lpsee" lpse, "ignat"
    /// ingat, "pemkto" pemkot), which stands as that word: a slip must not
    /// hide which site a clause names or that the asker still knows something.
    static func wordsReadingScope(_ words: [String], _ tokens: [NormalizedToken]) -> [String] {
        let read = tokens.filter { $0.corrected && ClauseScope.wordsReadAsTyped.contains($0.term) }
        guard !read.isEmpty else { return words }
        // A word read as several terms ("tlel": tell, "beri tahu") is not
        // the one word it would stand as.
        return words.map { word in
            guard let token = read.first(where: { $0.surface == word }),
                  tokens.lazy.filter({ $0.surface == word }).count == 1 else { return word }
            return token.term
        }
    }

    private func normalizeClause(_ words: [String]) -> [NormalizedToken] {
        normalizeWords(preparedWords(words, inClause: true))
    }

    private func mentionsPlace(_ words: [String], _ tokens: [NormalizedToken]) -> Bool {
        words.indices.contains(where: { index in
            ClauseScope.officeWords.contains(words[index])
                || (ClauseScope.siteWords.contains(words[index]) && !(index > 0 && Self.accountWords.contains(words[index - 1])))
        })
            || tokens.contains(where: { $0.term == Self.otherSiteTerm || $0.term == Self.someSitesTerm })
    }

    /// Words before a site word that make it the account's name, not a
    /// place: "akun LPSE perusahaan masih ada" says the account exists.
    static let accountWords: WordSet = ["akun", "akunnya", "account"]

    /// The inferred "some sites" token when a fine clause and a problem
    /// clause name two different sites and no word says "lain"/"sebagian".
    private func contrastedSites(parts: [[NormalizedToken]], polarities: [ClauseScope.Polarity],
                                 clauses: [ClauseScope.Clause]) -> NormalizedToken? {
        guard lexicon.protected.contains(Self.someSitesTerm) else { return nil }
        for part in parts {
            if part.contains(where: { $0.term == Self.someSitesTerm || $0.term == Self.otherSiteTerm }) { return nil }
        }
        // A clause that only says the asker gets in there ("akun sy msk di
        // lpse prov, tp di lpse kab gk bs msk") is the fine side of a
        // problem clause: getting in needs no "bisa" when the other side
        // denies it.
        var polarities = polarities
        if polarities.contains(.problem) {
            for index in clauses.indices where polarities[index] == .neutral && ClauseScope.saysGetsIn(clauses[index].words) {
                polarities[index] = .fine
            }
        }
        // A neutral clause's site is never read.
        var sites: [String?] = []
        sites.reserveCapacity(clauses.count)
        for index in clauses.indices { sites.append(polarities[index] == .neutral ? nil : ClauseScope.site(in: clauses[index].words)) }
        for first in parts.indices where polarities[first] != .neutral {
            guard let site = sites[first] else { continue }
            for second in parts.indices where second > first && polarities[second] != .neutral && polarities[second] != polarities[first] {
                if let other = sites[second], ClauseScope.differentSites(site, other) {
                    return NormalizedToken(term: Self.someSitesTerm, surface: "\(site) \(other)", inferred: true)
                }
            }
        }
        return nil
    }
}
