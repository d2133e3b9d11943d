/// How one word outside the lexicon becomes a term: the vocabulary, its
/// stems, typo correction (whole word, stem, undoubled, vowelless, glued)
/// and the bounded cache in front of them.
extension TextNormalizer {
    /// Resolves one non-lexicon word to its canonical term. Words of the
    /// knowledge base are a dictionary hit; other words (stem candidates,
    /// typo correction) are remembered in a bounded cache, because the same
    /// informal words come back query after query.
    func resolve(_ word: String) -> NormalizedToken? {
        if let entry = facts.entry(of: word), let term = facts.values[entry].known {
            return NormalizedToken(term: term, surface: word, corrected: facts.values[entry].knownIsTypo)
        }
        return resolveUnknown(word)
    }

    /// `resolve` for a word not in `known`.
    func resolveUnknown(_ word: String) -> NormalizedToken? {
        if let cached = cache.lookup(word) { return cached }
        var resolved = resolveUncached(word)
        // "ora" reads by its neighbours as typed (the Oracle prefix or
        // Javanese "not": `readingJavaneseNegation`); a word only stripped
        // or corrected to it ("oranya") stays itself, or reading the
        // normalised words again would turn it into "tidak" (found by
        // fuzz-responder).
        if resolved?.term == Self.oracleOrNot, word != Self.oracleOrNot { resolved = NormalizedToken(term: word, surface: word) }
        cache.store(word, resolved)
        return resolved
    }

    private func resolveUncached(_ word: String) -> NormalizedToken? {
        if Self.isNumeric(word) { return NormalizedToken(term: word, surface: word) }
        let candidates = stemmer.candidates(word)
        // A word of everyday language is what it says: only its own stems
        // are tried, never a lookalike ("pantai" -> pantau, "kalimantan" ->
        // kalimat).
        let everyday = lexicon.everydayWords.contains(word)
        for candidate in candidates where candidate != word {
            guard let term = known[candidate] else { continue }
            // A stem of three letters or fewer is as often an accident of
            // stripping as a root ("logi" -> log, "perisi" -> isi): a known
            // word one slip from the whole word ("login", "permisi") reads better.
            if !everyday, candidate.utf8.count <= Self.maximumDoubtfulStemLength, let spelling,
               let fixed = spelling.correction(for: word), let token = correctedToken(fixed, surface: word) {
                return token
            }
            return NormalizedToken(term: term, surface: word)
        }
        if everyday { return everydayToken(word) }
        // An affixed form of an everyday word is that word ("tulusnya",
        // "tebalnya", "wasitnya"), never a lookalike of a knowledge word
        // ("tutupnya", "sebab", "hasil"): the whole word is no typo when a
        // stem of it is spelt right. Without spelling (the answer texts'
        // normaliser) no lookalike is read, and stems stay by rule.
        // The root is read as typed (its known stems first, as for any
        // everyday word), so normalising the output again changes nothing:
        // "perkenya" -> "kenya" must go on to what "kenya" reads as (found
        // by fuzz-responder).
        if spelling != nil, word.hasSuffix("nya"), let root = candidates.first(where: { $0 != word && lexicon.everydayWords.contains($0) }) {
            return resolve(root).map { NormalizedToken(term: $0.term, surface: word, corrected: $0.corrected) }
        }
        if let spelling {
            if let fixed = spelling.correction(for: word), let token = correctedToken(fixed, surface: word) {
                return token
            }
            // Only long stems are corrected: a short stem one letter from a
            // known word is more often a different word ("layan" vs "laman").
            for candidate in candidates where candidate != word && candidate.utf8.count >= Self.minimumCorrectedStemLength {
                if let fixed = spelling.correction(for: candidate), let token = correctedToken(fixed, surface: word) {
                    return token
                }
            }
        }
        // A letter typed twice on top of another slip ("sappm", "lgoinn",
        // "massyk"): one edit budget is not enough, but undoing the double
        // first is cheap and rarely wrong; only a known reading is kept.
        if let token = resolvingUndoubled(word) { return token }
        // Inner vowels all dropped ("frmlr", "nmr"), tried after every
        // reading of a word typed in full has failed.
        if let token = resolvingVowelless(word) { return token }
        // Two words without the space between them ("gantiemail").
        if spelling != nil, let token = resolvingGlued(word) { return token }
        // The stem is resolved as a word of its own (lexicon, stopwords, then
        // its own candidates and spelling), so normalising a normalised text
        // changes nothing: "lpsekani" -> "lpsekan" must go on to "lpse",
        // as "lpsekan" typed directly does (found by fuzz-responder).
        let stem = stemmer.defaultStem(word)
        guard stem != word, stem.utf8.count < word.utf8.count else {
            return NormalizedToken(term: word, surface: word)
        }
        if let term = known[stem] { return NormalizedToken(term: term, surface: word) }
        if let output = lexicon.single[stem] {
            guard output.count == 1, !stopwords.contains(output[0]) else { return nil }
            return NormalizedToken(term: output[0], surface: word)
        }
        if stopwords.contains(stem) { return nil }
        guard let token = resolve(stem) else { return nil }
        // An unknown stem that, typed, would start a multi-word form with a
        // typo ("apati" -> "apat", which beside "email" reads as "dapat
        // email") is left as the word: output must read the same when
        // normalised again (found by fuzz-responder).
        if !token.corrected, token.term == stem, known[stem] == nil, multiWordStarts?.correction(for: stem) != nil {
            return NormalizedToken(term: word, surface: word)
        }
        return NormalizedToken(term: token.term, surface: word, corrected: token.corrected)
    }

    /// An everyday word outside the knowledge: its default stem read as
    /// typed, without correction ("menginformasikan" -> informasi, a
    /// stopword; "artinya" -> arti), else the word itself; never a
    /// corrected lookalike.
    private func everydayToken(_ word: String) -> NormalizedToken? {
        // An English plural or possessive ("computers", "server's") is its
        // singular when the knowledge or the lexicon knows that as typed.
        if word.utf8.count > 4, word.hasSuffix("s") {
            let singular = String(word.dropLast())
            if let token = resolve(singular), !token.corrected, isKnown(singular) {
                return NormalizedToken(term: token.term, surface: word)
            }
        }
        let stem = stemmer.defaultStem(word)
        guard stem != word, stem.utf8.count < word.utf8.count else { return NormalizedToken(term: word, surface: word) }
        if stopwords.contains(stem) { return nil }
        // The stem read as typed; a corrected stem is a lookalike again.
        guard let token = resolve(stem) else { return nil }
        guard !token.corrected else { return NormalizedToken(term: word, surface: word) }
        return NormalizedToken(term: token.term, surface: word)
    }

    /// The known reading of `word` with one doubled letter typed once, or
    /// nil. Each doubled pair is tried from the left; the reading must be a
    /// term of the knowledge (a word that stays unknown is no better).
    private func resolvingUndoubled(_ word: String) -> NormalizedToken? {
        let bytes = Array(word.utf8)
        guard spelling != nil else { return nil }
        // A short chat word with its last letter held ("minn", "kakk",
        // "gann"): the function or address word it lengthens, dropped as
        // that word would be. Too short for a knowledge term (a slip of
        // "akun" is no "aku"), long enough for a stopword.
        if bytes.count >= 3, bytes.count <= Self.minimumUndoubledLength, bytes[bytes.count - 1] == bytes[bytes.count - 2] {
            let single = String(decoding: bytes.dropLast(), as: UTF8.self)
            if stopwords.contains(single) { return NormalizedToken(term: single, surface: word, corrected: true) }
        }
        guard bytes.count >= Self.minimumUndoubledLength + 1 else { return nil }
        // Each reading is resolved again, doubled pairs and all: with many
        // pairs that tries every order of removals (a 40-letter fuzz word
        // took 0.6 s), and such a word is no typo of a knowledge word.
        var pairs = 0
        for index in 1..<bytes.count where bytes[index] == bytes[index - 1] { pairs += 1 }
        guard pairs <= Self.maximumDoubledPairs else { return nil }
        for index in 1..<bytes.count where bytes[index] == bytes[index - 1] && IndonesianStemmer.isLetter(bytes[index]) {
            var single = bytes
            single.remove(at: index)
            let candidate = String(decoding: single, as: UTF8.self)
            guard let token = resolve(candidate), known[token.term] != nil || multiWordParts.contains(token.term) else { continue }
            return NormalizedToken(term: token.term, surface: word, corrected: true)
        }
        return nil
    }

    /// The reading of a word typed without its vowels (`VowellessIndex`):
    /// the most written lookalike, when every other reads as the same term
    /// or it is written `SpellIndex.dominanceFactor` times as often as the
    /// next (and `SpellIndex.dominantMinimumCount` times at least);
    /// `.some(nil)` for a function word, nil when there is no such reading.
    private func resolvingVowelless(_ word: String) -> NormalizedToken?? {
        guard let vowelless else { return nil }
        let readings = vowelless.readings(of: word)
        guard let first = readings.first, let token = correctedToken(first.word, surface: word) else { return nil }
        if let rival = readings.dropFirst().first(where: { correctedToken($0.word, surface: word)??.term != token?.term }) {
            guard first.count >= SpellIndex.dominantMinimumCount,
                  first.count >= SpellIndex.dominanceFactor * rival.count else { return nil }
        }
        return token
    }

    /// The token for a typo corrected to `fixed`: `.some(nil)` when `fixed`
    /// is a function word (dropped, as the word typed right would be), nil
    /// when `fixed` has no term.
    private func correctedToken(_ fixed: String, surface: String) -> NormalizedToken?? {
        if stopwords.contains(fixed) { return .some(nil) }
        if let output = lexicon.single[fixed], output.count > 1 {
            let terms = output.filter { !stopwords.contains($0) }
            guard !terms.isEmpty else { return .some(nil) }
            return NormalizedToken(term: terms.joined(separator: " "), surface: surface, corrected: true)
        }
        // A word of a multi-word form ("user" of "user id"): the terms' second
        // pass joins it with its neighbours.
        if multiWordParts.contains(fixed) {
            // Read as the part typed right would be: its stems first
            // ("perangkat" -> angkat), so normalising the output again agrees (found by fuzz-responder).
            for candidate in stemmer.candidates(fixed) where candidate != fixed {
                if let term = known[candidate] {
                    return stopwords.contains(term) ? .some(nil) : NormalizedToken(term: term, surface: surface, corrected: true)
                }
            }
            return NormalizedToken(term: fixed, surface: surface, corrected: fixed != surface)
        }
        guard let term = known[fixed] else { return nil }
        if stopwords.contains(term) { return .some(nil) }
        return NormalizedToken(term: term, surface: surface, corrected: true)
    }

    func isKnown(_ word: String) -> Bool {
        known[word] != nil || lexicon.single[word] != nil || stopwords.contains(word)
    }
}
