/// The vocabulary a normaliser reads queries with: every word the
/// knowledge base writes, resolved to its term, and the typo index over it.
extension TextNormalizer {
    /// A normaliser that resolves words against `surfaces`, the words written
    /// in the knowledge base (after tokenising and the lexicon).
    ///
    /// `rareExampleWords` are surfaces written once, in one example, and
    /// nowhere else. Examples are written the way vendors type, typos
    /// included, so such a word that is one slip from a word the knowledge
    /// writes elsewhere ("passwrod") is read as that word instead of
    /// becoming a term of its own that a query typed right never reaches.
    ///
    /// `frequencies`: how often the examples write each word; among short
    /// lookalikes of a typo the typo index prefers one written far more
    /// often than the others (`SpellIndex.correction(for:)`).
    public func withVocabulary(_ surfaces: Set<String>, rareExampleWords: Set<String> = [],
                               frequencies: [String: Int] = [:]) -> TextNormalizer {
        var copy = self
        // Sized once for every word it may take (the lexicon's, then the
        // vocabulary's, which `learn` adds): grown from empty it was rehashed
        // a dozen times, every key hashed again each time. Nothing walks
        // these tables in an order that matters (their order already
        // changes with the per-process hash seed).
        var known: [String: String] = [:]
        known.reserveCapacity(lexicon.protected.count + lexicon.single.count + lexicon.realWords.count + surfaces.count)
        for word in lexicon.protected { known[word] = word }
        for (form, output) in lexicon.single where output.count == 1 { known[form] = output[0] }
        for word in lexicon.realWords where known[word] == nil && !stopwords.contains(word) { known[word] = word }
        // A rare word shorter than five letters stays unknown (see below), so
        // it is no root either: "awalan" must not read as an "awal" that a
        // query typing "awal" would never reach.
        let unknownShortWords = rareExampleWords.filter { $0.utf8.count < SpellIndex.minimumLength }
        var pool = surfaces.subtracting(unknownShortWords)
        pool.reserveCapacity(pool.count + known.count)
        pool.formUnion(known.keys)
        learn(surfaces.subtracting(rareExampleWords), into: &known, pool: &pool, surfaces: surfaces)
        // One typo index for the whole vocabulary, the rare words of five
        // letters or more included as themselves: it reads the rare words
        // below (each against the others) and then every query, so a query's
        // typo of a word written once ("sekaliggus") still finds it. Shorter
        // rare words ("jva", "msk") would only add lookalikes to short queries.
        var targets = known
        for word in rareExampleWords where targets[word] == nil && !stopwords.contains(word)
            && word.utf8.count >= SpellIndex.minimumLength {
            targets[word] = word
        }
        copy.installSpelling(targets, frequencies: frequencies)
        guard !rareExampleWords.isEmpty, let spelling = copy.spelling else {
            copy.installFacts(known)
            return copy
        }
        var rareOwnWords = Set<String>(), typos = Set<String>()
        // The stem candidates of each rare word kept as its own, which
        // `learn` reads again just below (a word's candidates depend on the
        // word alone, and listing them is the costly part).
        var rareCandidates: [String: [String]] = [:]
        for word in rareExampleWords where known[word] == nil && !stopwords.contains(word) {
            // Only a slip no real word makes (two letters swapped, one typed
            // twice) counts: a dropped, added or replaced letter turns many a
            // real word into another ("biasa"/"bisa", "tinggal"/"tanggal").
            let candidates = stemmer.candidates(word)
            if resolve(word, candidates: candidates, pool: pool, known: known) == nil,
               let fixed = spelling.correction(for: word, otherThanItself: true),
               SpellIndex.isUnmistakableSlip(word, fixed), let term = stopwords.contains(fixed) ? fixed : known[fixed] {
                known[word] = term
                typos.insert(word)
            } else if word.utf8.count >= SpellIndex.minimumLength {
                rareOwnWords.insert(word)
                rareCandidates[word] = candidates
            }
            // A shorter one ("jva") stays unknown, as if never written: known,
            // it would block the typo correction and name joining a query
            // typed the same way needs.
        }
        learn(rareOwnWords, into: &known, pool: &pool, surfaces: surfaces, candidates: rareCandidates)
        Self.settleTerms(&known)
        copy.installFacts(known, typos: typos)
        return copy
    }

    /// Makes every term read as itself: a word learned before the shorter
    /// form it was cut to ("menggunakan" -> gunakan, learned with the
    /// common words; "gunakan" -> berguna, learned later with the rare
    /// ones) takes that form's term, so normalising a normalised text
    /// changes nothing (a test over every example and eval line found
    /// 38 texts, all "menggunakan" and "dilampirkan").
    static func settleTerms(_ known: inout [String: String]) {
        for (word, term) in known {
            var settled = term
            var steps = 0
            while let next = known[settled], next != settled, steps < maximumTermHops {
                settled = next
                steps += 1
            }
            if settled != term { known[word] = settled }
        }
    }
    /// A chain longer than this is a cycle, left as it is.
    static let maximumTermHops = 8

    /// Gives each of `words` its term: a shorter known form it is an
    /// affixed form of, else itself (with its stem as an alias).
    /// `candidates`: the stem candidates of some of the words, listed already.
    private func learn(_ words: Set<String>, into known: inout [String: String], pool: inout Set<String>, surfaces: Set<String>,
                       candidates: [String: [String]] = [:]) {
        // Shorter words first, so a root is resolved before its affixed forms.
        let ordered = words.filter { known[$0] == nil && !stopwords.contains($0) }
            .sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        for word in ordered {
            if let canonical = resolve(word, candidates: candidates[word] ?? stemmer.candidates(word), pool: pool, known: known) {
                known[word] = canonical
            } else {
                // No shorter form is known: the word is its own term, and its
                // rule-based stem becomes an alias so that other affixed forms
                // of the same root ("mendaftar" for "pendaftaran") find it.
                known[word] = word
                let stem = stemmer.defaultStem(word)
                if stem != word, known[stem] == nil, !surfaces.contains(stem) {
                    known[stem] = word
                    pool.insert(stem)
                }
            }
        }
    }

    /// The facts of every word the lexicon, the stopwords and `known` name.
    static func facts(lexicon: Lexicon, stopwords: Set<String>, known: [String: String], typos: Set<String> = []) -> WordTable<WordFacts> {
        // Words numbered as they come, facts in an array by number: built
        // at every load for thousands of words, which a dictionary would
        // hash with SipHash once per field set.
        var words = StringNumbers(capacity: lexicon.multi.count + lexicon.single.count + stopwords.count + known.count)
        var facts: [WordFacts] = []
        func number(_ word: String) -> Int {
            let (number, inserted) = words.insert(word)
            if inserted { facts.append(WordFacts()) }
            return number
        }
        for (word, rules) in lexicon.multi {
            let slot = number(word)
            facts[slot].multi = rules
        }
        // Stopword tests through a `WordSet` (FNV-1a, most words told by
        // length alone), not the `Set<String>` (seeded SipHash), for each of
        // some 5,000 outputs and known terms; a rule's output is copied
        // without its stopwords only when it has one.
        let stopwordSet = WordSet(stopwords)
        for (word, output) in lexicon.single {
            let slot = number(word)
            facts[slot].single = output.contains(where: { stopwordSet.contains($0) }) ? output.filter { !stopwordSet.contains($0) } : output
        }
        for word in stopwords {
            let slot = number(word)
            facts[slot].isStopword = true
        }
        for (word, term) in known {
            let slot = number(word)
            facts[slot].known = term
            facts[slot].knownIsStopword = stopwordSet.contains(term)
        }
        for word in typos {
            let slot = number(word)
            facts[slot].knownIsTypo = true
        }
        return WordTable(keys: words.strings, values: facts)
    }

    /// Installs `known` as the vocabulary: word facts and an empty resolution cache.
    private mutating func installFacts(_ known: [String: String], typos: Set<String> = []) {
        self.known = known
        facts = Self.facts(lexicon: lexicon, stopwords: stopwords, known: known, typos: typos)
        // Both caches read the vocabulary, and a join the typo index too:
        // installed after it, this is where each vocabulary starts afresh.
        cache = ResolutionCache()
        joinCache = ResolutionCache(maximumKeyLength: Self.joinKeyLength)
        startCorrections = ResolutionCache()
        spellingCorrections = ResolutionCache()
    }

    /// Builds the typo index (and the multi-word parts) over `known`.
    private mutating func installSpelling(_ known: [String: String], frequencies: [String: Int]) {
        // Typo targets: the whole vocabulary a query is read with: the
        // knowledge's own words, canonical and real words, informal and
        // English forms long enough to be unambiguous (a shorter one,
        // "pw", is a lookalike of too many words), and the function words,
        // so that a misspelt one ("bermaslah") is dropped like the word
        // itself instead of being taken for a content word.
        let canonical = lexicon.protected
        var targets = known.keys.filter { word in
            guard !stopwords.contains(word) else { return false }
            return lexicon.single[word] == nil || canonical.contains(word) || word.utf8.count >= Self.minimumInformalTargetLength
        }
        // Forms with several canonical words ("thanks" -> "terima kasih").
        for (form, output) in lexicon.single where output.count > 1 && form.utf8.count >= Self.minimumInformalTargetLength {
            targets.append(form)
        }
        var parts = Set<String>()
        for (first, rules) in lexicon.multi {
            for word in [first] + rules.flatMap(\.rest) where known[word] == nil && !stopwords.contains(word)
                && lexicon.single[word] == nil && word.utf8.count >= SpellIndex.minimumLength - 1 {
                parts.insert(word)
            }
        }
        multiWordParts = parts
        multiWordStarts = SpellIndex(vocabulary: lexicon.multi.keys)
        targets.append(contentsOf: parts)
        targets.append(contentsOf: stopwords.filter { $0.utf8.count >= SpellIndex.minimumLength - 1 })
        // Function words fill every chat but few examples: each counts as
        // often as the most written word, so a short typo that could be one
        // ("akn": akan or akun) is never settled by counts.
        // Counted in a `WordCounts` table that both indexes look each of
        // their words up in, where a copy of the dictionary took the
        // stopwords and was hashed with SipHash.
        var counts = WordCounts(capacity: frequencies.count + stopwords.count)
        for (word, count) in frequencies { counts.set(word, count) }
        let most = frequencies.values.max() ?? 0
        for word in stopwords { counts.set(word, most) }
        spelling = SpellIndex(vocabulary: targets, counts: counts)
        vowelless = VowellessIndex(vocabulary: targets, counts: counts)
    }

    /// The known form `word` is an affixed form of, if any.
    /// `candidates`: `stemmer.candidates(word)`, which the caller may have listed already.
    private func resolve(_ word: String, candidates: [String], pool: Set<String>, known: [String: String]) -> String? {
        for candidate in candidates where candidate != word && pool.contains(candidate) {
            if let mapped = known[candidate] { return mapped }
            if let output = lexicon.single[candidate], output.count == 1 { return output[0] }
            return candidate
        }
        return nil
    }
}
