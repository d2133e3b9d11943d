/// Two sites contrasted inside one run of words, with no punctuation or
/// contrast word between them: "akun bisa di lpse a tidak bisa di lpse b",
/// "lpse a bisa lpse b gagal", "di provinsi bisa masuk di kota ditolak".
/// Chat often writes it so; read as one clause, the fine and the problem
/// words cancel out and the two sites are never compared.
extension ClauseScope {
    /// Where a run of words is cut into two clauses, one per site: the first
    /// word after the first site mention that leaves a fine or problem word
    /// on each side, of opposite kinds, with the second site mention after
    /// the cut. Candidates are the words of polarity after the first site
    /// and the second site's own word (or the "di"/"ke" before it). Nil when
    /// the run names fewer than two sites or has no such cut.
    static func secondSiteCut(_ words: [String]) -> Int? {
        guard words.count >= 4, words.count <= maximumSecondSiteRun else { return nil }
        let sites = words.indices.filter { isSiteMention(words[$0]) }
        guard sites.count >= 2 else { return nil }
        let kinds = words.indices.map { polarityKind(words, at: $0) }
        guard kinds.contains(.fine), kinds.contains(.problem) else { return nil }
        let first = sites[0]
        guard let second = sites.first(where: { $0 > first + 1 }) else { return nil }
        var candidates = ((first + 1)..<second).filter { kinds[$0] != .neutral }
        candidates.append(placePrepositions.contains(words[second - 1]) ? second - 1 : second)
        for cut in candidates where cut > first + 1 {
            let before = Set(kinds[..<cut]), after = Set(kinds[cut...])
            if (before.contains(.fine) && after.contains(.problem) && !after.contains(.fine))
                || (before.contains(.problem) && after.contains(.fine) && !after.contains(.problem)) {
                return cut
            }
        }
        return nil
    }

    /// The longest run read this way, in words. A longer message tells a
    /// story in which two sites stand for other reasons ("akun dari lpse
    /// kab sebelah, bisa langsung ikut paket di lpse sini?"); the contrast
    /// is a short chat line.
    static let maximumSecondSiteRun = 12

    /// Whether a typed word names a site or an office ("lpse", "situs", "kota").
    static func isSiteMention(_ word: String) -> Bool {
        siteWords.contains(word) || officeWords.contains(word)
    }

    /// Words before a site that belong to it ("di lpse b", "ke situs kota").
    static let placePrepositions: WordSet = ["di", "d", "ke", "pada", "dr", "dari", "at", "on", "in"]

    /// Which side of a contrast of sites one typed word stands for.
    enum WordPolarity: Hashable { case fine, problem, neutral }

    /// A typed word's polarity in a contrast of sites: a negation or denial
    /// (`negates`; not the run's last word) or a refusal word; a fine word (`saysFine`, not a
    /// remember or have word) not after a negation; else neutral.
    static func polarityKind(_ words: [String], at index: Int) -> WordPolarity {
        let word = words[index]
        // A negation ending the run asks ("bisa ikut di lpse sini gk"): a question tag, no problem.
        if negates(word) { return index == words.count - 1 ? .neutral : .problem }
        if refusalWords.contains(word) { return .problem }
        // Getting in or not: what the asker remembers or has is no side of the contrast.
        if rememberWords.contains(word) || haveWords.contains(word) { return .neutral }
        if saysFine(words, at: index), !(index > 0 && negates(words[index - 1])) { return .fine }
        return .neutral
    }

    /// Words as typed (or as read) for a site refusing the asker: the other
    /// side of a site that lets them in. Not "lupa" or "salah": a forgotten
    /// password beside a site that works is no contrast of sites.
    static let refusalWords: WordSet = [
        "gagal", "ditolak", "tolak", "menolak", "error", "eror", "failed", "fails", "rejected", "denied", "blokir", "diblokir",
    ]
}
