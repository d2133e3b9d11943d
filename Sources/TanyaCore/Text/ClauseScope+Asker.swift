/// A message that opens by saying who asks ("Saya anggota Pokja.", "Kami
/// staf helpdesk LPSE,") and then reports a vendor's problem ("ada peserta
/// yang lupa password akunnya"): the asker's role is context, not the
/// subject. An entry that rules out that role ("lupa password pokja" is
/// the Pokja's own account, which the vendor procedure does not cover)
/// still answers the vendor's problem.
extension ClauseScope {
    /// Words an asker introduces themselves with.
    static let selfWords: WordSet = ["saya", "sy", "kami", "aku", "i", "we"]
    /// Roles an asker other than the vendor states, as typed (the words
    /// before the lexicon reads them).
    static let askerRoles: WordSet = [
        "pokja", "ppk", "ukpbj", "helpdesk", "petugas", "operator", "staf", "staff", "admin", "verifikator",
    ]
    /// How far into the opening clause the role may stand ("saya ketua
    /// pokja", "kami dari tim helpdesk").
    static let askerRoleReach = 4
    /// The vendor whose problem is reported, as typed ("peserta",
    /// "penyedianya", "calon rekanan").
    static let vendorPartyStems = ["peserta", "penyedia", "rekanan", "vendor"]

    /// Greeting and address words a chat opens with before the asker says
    /// who they are ("min sy pokja", "pagi pak, saya ppk").
    static let openingAddressWords: WordSet = [
        "min", "kak", "ka", "gan", "bang", "pak", "bu", "mas", "mbak", "halo", "hai", "hi", "permisi", "punten",
        "selamat", "pagi", "siang", "sore", "malam",
    ]
    /// At most this many of them before the self word.
    static let openingAddressReach = 3

    /// Whether a clause introduces the asker by a role: a self word first
    /// (after a greeting or address at most), a role within
    /// `askerRoleReach` words.
    static func introducesAsker(_ words: [String]) -> Bool {
        let opening = words.prefix(openingAddressReach).prefix(while: { openingAddressWords.contains($0) }).count
        guard opening < words.count, selfWords.contains(words[opening]) else { return false }
        return words.dropFirst(opening + 1).prefix(askerRoleReach).contains(where: { askerRoles.contains($0) })
    }

    /// Whether a clause names a vendor party.
    static func namesVendorParty(_ words: [String]) -> Bool {
        words.contains { word in vendorPartyStems.contains(where: { word.hasPrefix($0) }) }
    }

    /// The cheap test on the whole message before its clauses are cut:
    /// it opens like an introduction and names a vendor party somewhere.
    static func mayIntroduceAsker(_ words: [String]) -> Bool {
        introducesAsker(words) && namesVendorParty(words)
    }
}

extension TextNormalizer {
    /// `tokens` with the opening clause marked `context` when it introduces
    /// the asker by a role and a later clause names the vendor whose
    /// problem is reported (see `ClauseScope.introducesAsker`). The role
    /// words are also `addressed`: like the staff a question turns to, the
    /// person asking is not whose problem it is, so "pokja" or "ppk" there
    /// completes no require group of the staff's own procedures.
    func markingAskerRole(_ text: String, words: [String], _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard ClauseScope.mayIntroduceAsker(words) else { return tokens }
        let clauses = ClauseScope.clauses(text)
        // A greeting may stand as a clause of its own before the
        // introduction ("Selamat pagi, saya PPK di Dinas ..."); the check on
        // the whole message above already bounds it to
        // `openingAddressReach` words.
        let greetings = clauses.prefix(while: { clause in
            !clause.words.isEmpty && clause.words.allSatisfy { ClauseScope.openingAddressWords.contains($0) }
        }).count
        guard clauses.count >= greetings + 2,
              ClauseScope.introducesAsker(clauses[greetings].words),
              clauses.dropFirst(greetings + 1).contains(where: { ClauseScope.namesVendorParty($0.words) }) else { return tokens }
        var marked = markingContext(of: clauses, where: clauses.indices.map { $0 == greetings }, in: tokens)
        // Only the introduction's own words: a tried clause marked before stays as it was.
        for position in marked.indices where marked[position].context && !tokens[position].context { marked[position].addressed = true }
        return marked
    }
}
