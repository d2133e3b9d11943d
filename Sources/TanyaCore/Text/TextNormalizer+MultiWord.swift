/// Multi-word forms ("user id", "terima kasih") merged over the terms: a
/// dropped stopword or a corrected typo can bring a form's words together
/// after the typed words were read.
extension TextNormalizer {
    /// A dropped stopword or a corrected typo can bring the words of a
    /// multi-word form together ("usenr id" -> "user id"): the multi-word
    /// rules apply to the terms too, so that normalising the output again
    /// changes nothing (found by fuzz-responder).
    /// `termEntries`: each term's `facts` entry (-1 for none), when the
    /// caller looked them up already (see `joiningSplitNames`).
    func mergingMultiWordForms(_ tokens: [NormalizedToken], termEntries: [Int32]? = nil) -> [NormalizedToken] {
        guard tokens.count > 1, !lexicon.multi.isEmpty else { return tokens }
        var current = tokens
        // Bounded: at most four rounds, none that outgrows the input twice.
        for round in 0..<4 {
            // The entries given are those of the first round's terms.
            let entries = round == 0 ? termEntries : nil
            // Usually no rule matches the terms (the first pass merged the
            // typed words already): then nothing is rebuilt or allocated.
            guard var index = firstMultiWordMatch(in: current, from: 0, termEntries: entries)?.position else { break }
            var merged = Array(current[..<index])
            merged.reserveCapacity(current.count)
            while index < current.count {
                guard let (position, rule) = firstMultiWordMatch(in: current, from: index, termEntries: entries) else {
                    merged.append(contentsOf: current[index...])
                    break
                }
                merged.append(contentsOf: current[index..<position])
                var surface = current[position].surface
                var lastSurface = surface
                // A term read through a typo (see multiWordRules) makes the merge a correction.
                var corrected = current[position].corrected || facts.entry(of: current[position].term) == nil
                for (part, expected) in zip(current[(position + 1)...(position + rule.rest.count)], rule.rest) {
                    // Terms of one earlier merge share its whole surface: the
                    // words are written once, or a rule writing several terms
                    // would repeat them each round and the surface would grow
                    // without bound (found by fuzz-knowledge: out of memory).
                    if part.surface != lastSurface {
                        surface += " "
                        surface += part.surface
                        lastSurface = part.surface
                    }
                    corrected = corrected || part.corrected || part.term != expected
                }
                for term in rule.output where !stopwords.contains(term) {
                    merged.append(NormalizedToken(term: term, surface: surface, corrected: corrected))
                }
                index = position + rule.rest.count + 1
            }
            // A rule whose output holds its own words again ("sisi kanan ->
            // ... sisi kanan ...", found by fuzz-knowledge) lengthens the list
            // every round: the merge stops before it outgrows twice its input.
            guard merged.count <= 2 * tokens.count else { break }
            current = merged
        }
        return current
    }

    /// The first position at or after `start` whose term begins a multi-word
    /// rule that the following terms complete and that changes them, with
    /// that rule (longest first).
    private func firstMultiWordMatch(in tokens: [NormalizedToken], from start: Int,
                                     termEntries: [Int32]?) -> (position: Int, rule: Lexicon.MultiWordRule)? {
        var position = start
        while position + 1 < tokens.count {
            // The rules only, read in place (not a copy of the whole facts
            // value), through the term's entry when it is known already.
            let rules = if let termEntries {
                termEntries[position] >= 0 ? facts.values[Int(termEntries[position])].multi
                    : multiWordRulesOfUnknown(tokens[position].term)
            } else {
                multiWordRules(startingWith: tokens[position].term)
            }
            if let rules {
                // Rules and terms are read in place through spans: a
                // `for rule in rules` copy retained and released the rule's
                // two arrays and each compared term, about 130 instructions
                // a rule tried (several a question, thousands at load).
                let ruleSpan = rules.span
                let tokenSpan = tokens.span
                for ruleIndex in ruleSpan.indices where position + ruleSpan[ruleIndex].rest.count < tokens.count {
                    var complete = true
                    for offset in ruleSpan[ruleIndex].rest.indices {
                        let later = position + 1 + offset
                        // The later term's entry, when given, says whether it is known.
                        let known = termEntries.map { $0[later] >= 0 }
                        if termCompletes(tokenSpan[later].term, ruleSpan[ruleIndex].rest[offset], isKnown: known) { continue }
                        complete = false
                        break
                    }
                    guard complete else { continue }
                    let rule = ruleSpan[ruleIndex]
                    // A rule that writes its own words back ("daftar ulang ->
                    // daftar ulang") changes no term: step over its words
                    // (rebuilding would only repeat their surface each round).
                    if rule.output.count == rule.rest.count + 1, rule.output[0] == tokens[position].term,
                       rule.output.dropFirst().elementsEqual(rule.rest) {
                        position += rule.rest.count
                        break
                    }
                    return (position, rule)
                }
            }
            position += 1
        }
        return nil
    }

    /// The multi-word rules a term begins, read with the typo tolerance of
    /// `normalizeWords`: an unknown term corrected to a form's first word
    /// ("ari" of "hari libur"). The output read again is typed words, so the
    /// terms must merge as those words would (found by fuzz-responder:
    /// "ari naal" -> "ari libur", which read again was "hari libur").
    private func multiWordRules(startingWith term: String) -> [Lexicon.MultiWordRule]? {
        if let entry = facts.entry(of: term) { return facts.values[entry].multi }
        return multiWordRulesOfUnknown(term)
    }

    /// `multiWordRules(startingWith:)` of a term `facts` has no entry for.
    func multiWordRulesOfUnknown(_ term: String) -> [Lexicon.MultiWordRule]? {
        guard let fixed = multiWordStartCorrection(term), let fixedEntry = facts.entry(of: fixed) else { return nil }
        return facts.values[fixedEntry].multi
    }

    /// Whether a term stands for a form's later word: that word, or an
    /// unknown term the speller corrects to it (as `normalizeWords` reads it).
    /// `isKnown`: whether `facts` has an entry for `term`, when the caller knows.
    func termCompletes(_ term: String, _ expected: String, isKnown: Bool? = nil) -> Bool {
        term == expected || termCorrects(term, expected, isKnown: isKnown)
    }

    /// `termCompletes` of a term already known to differ from `expected`
    /// (`normalizeWords` compares them first): the comparison is not made twice.
    func termCorrects(_ term: String, _ expected: String, isKnown: Bool? = nil) -> Bool {
        !(isKnown ?? (facts.entry(of: term) != nil)) && spellingCorrection(term) == expected
    }

    /// `multiWordStarts?.correction(for:)`, remembered.
    func multiWordStartCorrection(_ word: String) -> String? {
        Self.correction(of: word, by: multiWordStarts, remembered: startCorrections)
    }

    /// `spelling?.correction(for:)`, remembered.
    func spellingCorrection(_ word: String) -> String? {
        Self.correction(of: word, by: spelling, remembered: spellingCorrections)
    }

    private static func correction(of word: String, by index: SpellIndex?, remembered cache: ResolutionCache<String?>) -> String? {
        guard let index else { return nil }
        if let cached = cache.lookup(word) { return cached }
        let fixed = index.correction(for: word)
        cache.store(word, fixed)
        return fixed
    }
}
