/// Product and technical names split in two and misspelt ("jav script",
/// "javas cript"), joined back into their canonical term.
extension TextNormalizer {
    /// Split names joined and multi-word forms merged until neither changes
    /// anything (bounded): each can bring together the words of the other.
    func joinedAndMerged(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        let settled = joinedAndMergedOnce(tokens)
        // Usually no typo was corrected to a part: nothing is read again
        // (and no term list is built to compare).
        guard hasLoneParts(settled) else { return settled }
        // A lone part read as its own word ("lis" -> lihat) may now join a
        // neighbour as the text normalised again would ("pesi lihat").
        let alone = readingLoneParts(settled)
        return alone.map(\.term) == settled.map(\.term) ? alone : readingLoneParts(joinedAndMergedOnce(alone))
    }

    private func joinedAndMergedOnce(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        var current = tokens
        for _ in 0..<3 {
            let joined = joiningSplitNames(current)
            let next = mergingMultiWordForms(joined.tokens, termEntries: joined.termEntries)
            if next.count == current.count { return next }
            current = next
        }
        return current
    }

    /// A typo corrected to a word of a multi-word form ("lis" -> "list" of
    /// "contact list") that found no neighbour to join reads as that word
    /// typed alone would: the text normalised again must read the same.
    private func readingLoneParts(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard hasLoneParts(tokens) else { return tokens }
        var out: [NormalizedToken] = []
        for token in tokens {
            guard token.corrected, multiWordParts.contains(token.term) else { out.append(token); continue }
            guard var alone = resolve(token.term) else { continue }
            alone.surface = token.surface
            alone.corrected = true
            alone.negated = token.negated
            alone.inferred = token.inferred
            out.append(alone)
        }
        return out
    }

    /// Whether a token is a typo corrected to a word of a multi-word form.
    private func hasLoneParts(_ tokens: [NormalizedToken]) -> Bool {
        tokens.contains(where: { $0.corrected && multiWordParts.contains($0.term) })
    }

    /// The split-name join applied to the terms as well: a term can make a
    /// pair its surface did not ("pen}edia" -> "pena edia", read again as
    /// "penyedia"), and normalising the output again must change nothing
    /// (found by fuzz-responder). When nothing joins (the usual case), also
    /// each term's `facts` entry (-1 for none), which the multi-word merge
    /// asks about next; nil when something joined.
    func joiningSplitNames(_ tokens: [NormalizedToken]) -> (tokens: [NormalizedToken], termEntries: [Int32]?) {
        guard tokens.count > 1, spelling != nil else { return (tokens, nil) }
        // Each term looked up once: every pair asks about both of its
        // terms, so the middle ones were looked up twice.
        var entries: [Int32] = []
        entries.reserveCapacity(tokens.count)
        for index in tokens.indices { entries.append(facts.entry(of: tokens[index].term).map { Int32($0) } ?? -1) }
        // Usually nothing joins: then nothing is copied.
        var out: [NormalizedToken] = []
        var joinedAny = false
        var index = 0
        while index < tokens.count {
            if index + 1 < tokens.count,
               var joined = joinedPair(tokens, at: index, bothKnown: entries[index] >= 0 && entries[index + 1] >= 0) {
                if !joinedAny { out = Array(tokens[..<index]) }
                joinedAny = true
                joined.surface = tokens[index].surface + " " + tokens[index + 1].surface
                out.append(joined)
                index += 2
                continue
            }
            if joinedAny { out.append(tokens[index]) }
            index += 1
        }
        return joinedAny ? (out, nil) : (tokens, entries)
    }

    /// The name the tokens at `index` and `index + 1` spell, if any: tried
    /// on their terms when one is unknown (`bothKnown` false), and on what
    /// was typed when one was a typo correction ("javas cript" reads
    /// "javascript script" word by word, "jav script" "javascript script").
    /// The tokens are read in place, not copied.
    private func joinedPair(_ tokens: [NormalizedToken], at index: Int, bothKnown: Bool) -> NormalizedToken? {
        if !bothKnown, let joined = splitNameToken(tokens[index].term, tokens[index + 1].term) {
            return joined
        }
        let misspelt = (tokens[index].corrected, tokens[index + 1].corrected)
        guard misspelt.0 || misspelt.1, !tokens[index].surface.contains(" "), !tokens[index + 1].surface.contains(" ") else { return nil }
        return splitNameToken(tokens[index].surface.lowercased(), tokens[index + 1].surface.lowercased(), misspeltParts: misspelt)
    }

    /// A product or technical name split in two and misspelt ("jva
    /// script", "javas cript"): the joined word when it is or corrects to a
    /// canonical term that neither part reads as. Only tried when one part
    /// is unknown, so correctly written word pairs are never joined.
    func splitNameToken(_ first: String, _ second: String, misspeltParts: (Bool, Bool) = (false, false)) -> NormalizedToken? {
        let length = first.utf8.count + second.utf8.count
        guard length >= Self.minimumJoinedLength, length <= Tokenizer.maxTokenLength, spelling != nil else { return nil }
        // The answer depends only on the two words, the flags and the
        // vocabulary (the cache is replaced with the vocabulary). A space
        // never stands inside a word, so the key is unambiguous.
        let key = first + " " + second + (misspeltParts.0 ? "1" : "0") + (misspeltParts.1 ? "1" : "0")
        if let cached = joinCache.lookup(key) { return cached }
        let joined = splitNameTokenUncached(first, second, misspeltParts: misspeltParts)
        joinCache.store(key, joined)
        return joined
    }

    /// Whether a part is a word the knowledge reads as typed. A name split
    /// in two is then misspelt at most once, in the other part ("java
    /// scirpt"): two edits across a real word and its neighbour spell some
    /// other word too often ("kenapa ni" -> "kenapani" -> "kenalan", read as
    /// kontak).
    private func joinsWordTypedRight(_ first: String, _ second: String, misspeltParts: (Bool, Bool)) -> Bool {
        (!misspeltParts.0 && facts.entry(of: first) != nil) || (!misspeltParts.1 && facts.entry(of: second) != nil)
    }

    private func splitNameTokenUncached(_ first: String, _ second: String, misspeltParts: (Bool, Bool)) -> NormalizedToken? {
        guard let spelling else { return nil }
        let joined = first + second
        let term: String
        if let entry = facts.entry(of: joined), let known = facts.values[entry].known {
            term = known
        } else if let fixed = spelling.correction(for: joined), let known = known[fixed],
                  !joinsWordTypedRight(first, second, misspeltParts: misspeltParts)
                    || SpellIndex.distance(joined, fixed, limit: 2) <= 1 {
            term = known
        } else {
            // Only the whole joined word counts, never its stems ("dire penyedia"
            // -> "direpenyedia" -> penyedia; found by fuzz-responder): no name was split.
            return nil
        }
        // A part that already reads as the term would be swallowed, and
        // normalising the output again would swallow its neighbour
        // ("javascript x" -> "javascriptx" -> javascript; found by fuzz-responder).
        // A misspelt part may already read as the name ("jav" -> javascript);
        // a part typed right must not ("masuk jnk" is no "masukin").
        guard lexicon.protected.contains(term), !stopwords.contains(term) else { return nil }
        guard misspeltParts.0 || resolve(first)?.term != term, misspeltParts.1 || resolve(second)?.term != term else { return nil }
        return NormalizedToken(term: term, surface: first + " " + second, corrected: true)
    }
}
