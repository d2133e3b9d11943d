/// One word of a normalised query: the canonical term used for matching and
/// what the user actually typed.
public struct NormalizedToken: Sendable, Equatable {
    public var term: String
    public var surface: String
    /// True when the term was reached by typo correction.
    public var corrected: Bool
    /// True when the word stands in a clause that only rules it out ("user
    /// id ingat kok, yang lupa passwordnya"; "bukan X, tapi Y"): it is not
    /// the problem asked about, so matching should discount it.
    public var negated: Bool
    /// True when no word typed is this term: it was read from the shape of
    /// the query (two sites contrasted -> "sebagian"); `surface` names the sites.
    public var inferred: Bool
    /// True when the word stands in a clause reporting what the asker
    /// already tried ("sudah coba ganti wifi ke hotspot, tetap muncul"): a
    /// side detail of the problem, which never names a subject to decline.
    public var context: Bool

    public init(term: String, surface: String, corrected: Bool = false, negated: Bool = false, inferred: Bool = false,
                context: Bool = false) {
        self.term = term
        self.surface = surface
        self.corrected = corrected
        self.negated = negated
        self.inferred = inferred
        self.context = context
    }
}

/// The Indonesian-first text pipeline shared by queries and knowledge files:
/// tokenise and fold, undo elongation ("tolooong"), reduplication
/// ("kali-kali", "kali2") and letter-for-number spelling ("b4ru"), apply the
/// informal lexicon, drop stopwords, then resolve each word to a canonical
/// term through the vocabulary (stem candidates, then typo correction).
///
/// A normaliser without vocabulary (`TextNormalizer(lexicon:stopwords:)`)
/// stems by rule only; `withVocabulary(_:)` learns the knowledge base's words
/// so affixed and misspelt forms resolve to the same terms as the knowledge.
public struct TextNormalizer: Sendable {
    public let lexicon: Lexicon
    public let stopwords: Set<String>
    public let stemmer: IndonesianStemmer
    /// Surface word -> canonical term, for every word the knowledge base uses.
    public internal(set) var known: [String: String] = [:]
    var spelling: SpellIndex?
    /// Words typed without their vowels, read over the typo targets.
    var vowelless: VowellessIndex?
    /// The words of the lexicon's multi-word forms ("user", "name"), typo targets of their own.
    var multiWordParts: Set<String> = []
    /// Typo index over the first words of multi-word forms only: an unknown
    /// query word is looked up here at every query, which must stay cheap.
    var multiWordStarts: SpellIndex?
    /// Resolutions of words outside the vocabulary; one per vocabulary.
    var cache = ResolutionCache<NormalizedToken?>()
    /// Typo corrections of words outside the vocabulary, asked of every
    /// such word at every query (is it a misspelt first or later word of a
    /// multi-word form?): by the multi-word starts' index and the whole
    /// vocabulary's.
    var startCorrections = ResolutionCache<String?>()
    var spellingCorrections = ResolutionCache<String?>()
    /// Split-name joins of neighbouring words (`splitNameToken`), keyed by
    /// both words: the join asks the whole-vocabulary typo index about a
    /// long word with a two-edit budget, the costliest look-up of a query,
    /// and the same unknown pairs come back query after query.
    var joinCache = ResolutionCache<NormalizedToken?>(maximumKeyLength: Self.joinKeyLength)
    /// Longest `joinCache` key: two words, a space and two flags.
    static let joinKeyLength = 2 * Tokenizer.maxTokenLength + 3
    /// The lexicon, stopwords and vocabulary by word, for one look-up per
    /// query word; rebuilt whenever `known` changes.
    var facts: WordTable<WordFacts>

    /// What the normaliser knows about one word.
    struct WordFacts: Sendable {
        /// `lexicon.multi[word]`.
        var multi: [Lexicon.MultiWordRule]?
        /// `lexicon.single[word]` without its stopwords (nil when the lexicon has no rule).
        var single: [String]?
        var isStopword = false
        /// `known[word]` and whether that term is a stopword.
        var known: String?
        var knownIsStopword = false
        /// The word is a typo an example made of `known` ("passwrod").
        var knownIsTypo = false
    }

    public init(lexicon: Lexicon, stopwords: Set<String>) {
        self.lexicon = lexicon
        self.stopwords = stopwords
        self.stemmer = IndonesianStemmer(protected: lexicon.protected)
        self.facts = Self.facts(lexicon: lexicon, stopwords: stopwords, known: [:])
    }

    /// Normalises text into content tokens, in order.
    public func normalize(_ text: String) -> [NormalizedToken] {
        normalize(text, tokens: Tokenizer.tokenize(text))
    }

    /// `normalize(_:)` with `tokens`, which must be `Tokenizer.tokenize(text)`:
    /// the index tokenises each example once to learn its words, and
    /// normalises it from the same tokens.
    func normalize(_ text: String, tokens: [String]) -> [NormalizedToken] {
        let words = preparedWords(tokens)
        let tokens = normalizeWords(words)
        // Only a query with a clause break and both a problem and a fine
        // word (as typed, or as corrected: "gwgal"), a "bukan" or a denied
        // problem ("tidak lupa") can contrast one thing against another.
        guard ClauseScope.mayContrast(words, tokens) else { return markingTriedClauses(text, words: words, tokens) }
        let read = Self.hasClauseBreak(text, words: words) ? scopedTokens(text) ?? tokens : tokens
        return markingTriedClauses(text, words: words, addingContrastOfReading(read))
    }

    /// `tokens` with the words of each clause reporting what the asker
    /// already tried marked `context` (see `ClauseScope.reportsTried`), when
    /// another clause states the problem. The terms never change: the
    /// clauses are normalised one by one only to find which token stands in
    /// which clause, and when that reading differs from `tokens` (a form
    /// merged across a clause break) nothing is marked. Inferred terms
    /// (the "some sites" term) follow the typed ones and belong to no clause.
    func markingTriedClauses(_ text: String, words: [String], _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard ClauseScope.mayReportTried(words), Self.hasClauseBreak(text, words: words) else { return tokens }
        let clauses = ClauseScope.clauses(text)
        let tried = clauses.map { ClauseScope.reportsTried($0.words) }
        guard tried.contains(true), tried.contains(false) else { return tokens }
        var marked = tokens
        var position = 0
        for (clause, isTried) in zip(clauses, tried) {
            for token in normalizeWords(preparedWords(clause.words)) {
                guard position < marked.count, marked[position].term == token.term else { return tokens }
                if isTried { marked[position].context = true }
                position += 1
            }
        }
        return marked[position...].allSatisfy(\.inferred) ? marked : tokens
    }

    /// `tokens` with the "some sites" term the same words read again would
    /// infer. Clauses split at the punctuation a query has and its
    /// normalised words lack, so two sites can be contrasted only in the
    /// second reading ("lps data siap, tp ... lpse x"); normalising must give
    /// the same words whether read once or twice (found by fuzz-responder).
    private func addingContrastOfReading(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard !tokens.contains(where: { $0.term == Self.someSitesTerm }) else { return tokens }
        let terms = tokens.map(\.term)
        let text = terms.joined(separator: " ")
        let words = preparedWords(Tokenizer.tokenize(text))
        guard Self.hasClauseBreak(text, words: words), let again = scopedTokens(text),
              let inferred = again.last, inferred.inferred, inferred.term == Self.someSitesTerm,
              again.dropLast().map(\.term) == terms else { return tokens }
        return tokens + [inferred]
    }

    /// Tokens with hyphens expanded and spelling tricks undone.
    func preparedWords(_ tokens: [String]) -> [String] {
        // Usually no word has a hyphen or a spelling trick: the tokens are the words.
        guard tokens.contains(where: { $0.containsByte(UInt8(ascii: "-")) || Self.mayHaveSpellingTricks($0) }) else { return tokens }
        var words: [String] = []
        words.reserveCapacity(tokens.count)
        for token in tokens {
            if token.containsByte(UInt8(ascii: "-")) {
                for word in Self.expandHyphen(token, isKnown: { isKnown($0) }) { words.append(undoingSpellingTricksFully(word)) }
            } else {
                words.append(undoingSpellingTricksFully(token))
            }
        }
        return words
    }

    /// The tokens of prepared words, in order.
    func normalizeWords(_ words: [String]) -> [NormalizedToken] {
        var out: [NormalizedToken] = []
        out.reserveCapacity(words.count)
        var index = 0
        while index < words.count {
            let word = words[index]
            // Fields are read in place: copying the whole facts value would
            // retain and release each of its arrays and strings per word.
            let entry = facts.entry(of: word)
            // A multi-word form read with its typos: an unknown first word
            // corrected to the form's first word ("tank you"), an unknown
            // later word corrected to the form's word ("pejabat pembuta komitmen").
            if let rules = multiWordRules(startingWith: word, entry: entry) {
                let corrected = entry == nil
                var matched = false
                for rule in rules where index + rule.rest.count < words.count {
                    var all = true
                    var restCorrected = false
                    for (offset, expected) in rule.rest.enumerated() where words[index + 1 + offset] != expected {
                        guard termCompletes(words[index + 1 + offset], expected) else {
                            all = false
                            break
                        }
                        restCorrected = true
                    }
                    if all {
                        var surface = word
                        for part in words[(index + 1)...(index + rule.rest.count)] {
                            surface += " "
                            surface += part
                        }
                        for term in rule.output where !stopwords.contains(term) {
                            out.append(NormalizedToken(term: term, surface: surface, corrected: corrected || restCorrected))
                        }
                        index += rule.rest.count + 1
                        matched = true
                        break
                    }
                }
                if matched { continue }
            }
            // A split name: an unknown word next to a word, joined.
            if index + 1 < words.count, entry == nil || facts.entry(of: words[index + 1]) == nil,
               let token = splitNameToken(word, words[index + 1]) {
                out.append(token)
                index += 2
                continue
            }
            index += 1
            guard let entry else {
                if let token = resolveUnknown(word) { appendResolved(token, to: &out) }
                continue
            }
            if let output = facts.values[entry].single {
                for term in output { out.append(NormalizedToken(term: term, surface: word)) }
                continue
            }
            if facts.values[entry].isStopword { continue }
            // A word may resolve to a function word ("pembuat" -> "buat" -> "untuk"): drop it too.
            if let term = facts.values[entry].known {
                if !facts.values[entry].knownIsStopword {
                    out.append(NormalizedToken(term: term, surface: word, corrected: facts.values[entry].knownIsTypo))
                }
            } else if let token = resolveUnknown(word) {
                appendResolved(token, to: &out)
            }
        }
        return joinedAndMerged(out)
    }

    /// Appends a resolved word; a typo of a form with several canonical
    /// words ("thankss" -> "thanks" -> "terima kasih") carries them in its
    /// term separated by spaces, and becomes one token per word.
    private func appendResolved(_ token: NormalizedToken, to out: inout [NormalizedToken]) {
        guard token.term.containsByte(UInt8(ascii: " ")) else {
            if !stopwords.contains(token.term) { out.append(token) }
            return
        }
        for term in token.term.split(separator: " ").map(String.init) where !stopwords.contains(term) {
            out.append(NormalizedToken(term: term, surface: token.surface, corrected: token.corrected))
        }
    }

    /// A dropped stopword or a corrected typo can bring the words of a
    /// multi-word form together ("usenr id" -> "user id"): the multi-word
    /// rules apply to the terms too, so that normalising the output again
    /// changes nothing (found by fuzz-responder).
    func mergingMultiWordForms(_ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard tokens.count > 1, !lexicon.multi.isEmpty else { return tokens }
        var current = tokens
        // Bounded: at most four rounds, none that outgrows the input twice.
        for _ in 0..<4 {
            // Usually no rule matches the terms (the first pass merged the
            // typed words already): then nothing is rebuilt or allocated.
            guard var index = firstMultiWordMatch(in: current, from: 0)?.position else { break }
            var merged = Array(current[..<index])
            merged.reserveCapacity(current.count)
            while index < current.count {
                guard let (position, rule) = firstMultiWordMatch(in: current, from: index) else {
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
    private func firstMultiWordMatch(in tokens: [NormalizedToken], from start: Int) -> (position: Int, rule: Lexicon.MultiWordRule)? {
        var position = start
        while position + 1 < tokens.count {
            // The rules only, read in place (not a copy of the whole facts value).
            if let rules = multiWordRules(startingWith: tokens[position].term) {
                for rule in rules where position + rule.rest.count < tokens.count {
                    var complete = true
                    for (offset, expected) in rule.rest.enumerated() where !termCompletes(tokens[position + 1 + offset].term, expected) {
                        complete = false
                        break
                    }
                    guard complete else { continue }
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
    /// `entry`: the term's facts entry, when the caller looked it up already.
    private func multiWordRules(startingWith term: String, entry: Int? = nil) -> [Lexicon.MultiWordRule]? {
        if let entry = entry ?? facts.entry(of: term) { return facts.values[entry].multi }
        guard let fixed = multiWordStartCorrection(term), let fixedEntry = facts.entry(of: fixed) else { return nil }
        return facts.values[fixedEntry].multi
    }

    /// Whether a term stands for a form's later word: that word, or an
    /// unknown term the speller corrects to it (as `normalizeWords` reads it).
    private func termCompletes(_ term: String, _ expected: String) -> Bool {
        term == expected || (facts.entry(of: term) == nil && spellingCorrection(term) == expected)
    }

    /// `multiWordStarts?.correction(for:)`, remembered.
    private func multiWordStartCorrection(_ word: String) -> String? {
        Self.correction(of: word, by: multiWordStarts, remembered: startCorrections)
    }

    /// `spelling?.correction(for:)`, remembered.
    private func spellingCorrection(_ word: String) -> String? {
        Self.correction(of: word, by: spelling, remembered: spellingCorrections)
    }

    private static func correction(of word: String, by index: SpellIndex?, remembered cache: ResolutionCache<String?>) -> String? {
        guard let index else { return nil }
        if let cached = cache.lookup(word) { return cached }
        let fixed = index.correction(for: word)
        cache.store(word, fixed)
        return fixed
    }

    /// Just the terms of `normalize(_:)`.
    public func terms(_ text: String) -> [String] {
        normalize(text).map(\.term)
    }

    /// `terms(_:)` from `tokens`, which must be `Tokenizer.tokenize(text)`.
    func terms(_ text: String, tokens: [String]) -> [String] {
        normalize(text, tokens: tokens).map(\.term)
    }

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
        let resolved = resolveUncached(word)
        cache.store(word, resolved)
        return resolved
    }

    private func resolveUncached(_ word: String) -> NormalizedToken? {
        if Self.isNumeric(word) { return NormalizedToken(term: word, surface: word) }
        let candidates = stemmer.candidates(word)
        for candidate in candidates where candidate != word {
            guard let term = known[candidate] else { continue }
            // A stem of three letters or fewer is as often an accident of
            // stripping as a root ("logi" -> log, "perisi" -> isi): a known
            // word one slip from the whole word ("login", "permisi") reads better.
            if candidate.utf8.count <= Self.maximumDoubtfulStemLength, let spelling,
               let fixed = spelling.correction(for: word), let token = correctedToken(fixed, surface: word) {
                return token
            }
            return NormalizedToken(term: term, surface: word)
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

    /// The known reading of `word` with one doubled letter typed once, or
    /// nil. Each doubled pair is tried from the left; the reading must be a
    /// term of the knowledge (a word that stays unknown is no better).
    private func resolvingUndoubled(_ word: String) -> NormalizedToken? {
        let bytes = Array(word.utf8)
        guard bytes.count >= Self.minimumUndoubledLength + 1, spelling != nil else { return nil }
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

    private func isKnown(_ word: String) -> Bool {
        known[word] != nil || lexicon.single[word] != nil || stopwords.contains(word)
    }

    /// Elongation, reduplication with "2" and letter-for-number spelling.
    /// `undoSpellingTricks` until nothing changes: one trick can uncover
    /// another ("ppppp3" collapses to "pp3", whose digit then reads as a
    /// letter), and the output must read the same when normalised again
    /// (found by fuzz-responder). Usually one call, which changes nothing.
    func undoingSpellingTricksFully(_ word: String) -> String {
        // The usual word has no trick at all: no copy, no comparison.
        guard Self.mayHaveSpellingTricks(word) else { return word }
        var current = word
        for _ in 0..<4 {
            let next = undoSpellingTricks(current)
            if next == current { break }
            current = next
        }
        return current
    }

    func undoSpellingTricks(_ word: String) -> String {
        // Fast path without allocating: plain letters with no run of three.
        if !Self.mayHaveSpellingTricks(word) { return word }
        var bytes = Array(word.utf8)
        var changed = false
        // "kali2", "sy2" -> reduplication marker.
        if bytes.count >= 3, bytes.last == UInt8(ascii: "2"), bytes.dropLast().allSatisfy(IndonesianStemmer.isLetter) {
            bytes.removeLast()
            changed = true
        } else if let marker = Self.reduplicationBeforeClitic(bytes) {
            // "langkah2nya", "file2nya": the marker sits before a clitic the
            // stemmer removes once the word reads "langkahnya".
            bytes.remove(at: marker)
            changed = true
        }
        // "tolooong" -> "toloong" -> "tolong" when the double is unknown.
        if Self.hasRun(bytes, longerThan: 2) {
            let doubled = Self.collapseRuns(bytes, keep: 2)
            let doubledWord = String(decoding: doubled, as: UTF8.self)
            if isKnown(doubledWord) { return doubledWord }
            let single = Self.collapseRuns(Self.collapseRunsOnlyElongated(bytes), keep: 1)
            let singleWord = String(decoding: single, as: UTF8.self)
            return isKnown(singleWord) ? singleWord : doubledWord
        }
        // "b4ru", "l0gin": digits standing for letters inside a word.
        if !changed, bytes.contains(where: { $0 >= 48 && $0 <= 57 }), bytes.contains(where: IndonesianStemmer.isLetter),
           !bytes.contains(UInt8(ascii: ".")) {
            let mapped = bytes.map(Self.letterForDigit)
            let mappedWord = String(decoding: mapped, as: UTF8.self)
            if mapped.allSatisfy(IndonesianStemmer.isLetter), isKnown(mappedWord) { return mappedWord }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : word
    }

    static let minimumCorrectedStemLength = 6
    /// A word undoubled to fewer letters is too short to read safely.
    static let minimumUndoubledLength = 4
    /// A word with more doubled letters than this is not undoubled.
    static let maximumDoubledPairs = 4
    /// Stems this short give way to a typo correction of the whole word.
    static let maximumDoubtfulStemLength = 3
    static let minimumInformalTargetLength = 4
    static let minimumJoinedLength = 8

    /// Clitics written after a reduplication "2" ("langkah2nya").
    static let reduplicatedClitics: [[UInt8]] = ["nya", "ny", "an", "ku", "mu"].map { Array($0.utf8) }

    /// Position of a reduplication "2" between a word of letters and a clitic, if any.
    static func reduplicationBeforeClitic(_ bytes: [UInt8]) -> Int? {
        guard let marker = bytes.firstIndex(of: UInt8(ascii: "2")), marker >= 3,
              bytes[..<marker].allSatisfy(IndonesianStemmer.isLetter) else { return nil }
        let rest = bytes[(marker + 1)...]
        return reduplicatedClitics.contains { $0.elementsEqual(rest) } ? marker : nil
    }

    /// False when the word has no digit and no letter repeated three times.
    static func mayHaveSpellingTricks(_ word: String) -> Bool {
        let bytes = word.utf8.span
        var run = 0
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 { return true }
            run = byte == previous ? run + 1 : 1
            if run > 2 { return true }
            previous = byte
        }
        return false
    }

    static func letterForDigit(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "4"): return UInt8(ascii: "a")
        case UInt8(ascii: "3"): return UInt8(ascii: "e")
        case UInt8(ascii: "1"): return UInt8(ascii: "i")
        case UInt8(ascii: "0"): return UInt8(ascii: "o")
        case UInt8(ascii: "5"): return UInt8(ascii: "s")
        case UInt8(ascii: "7"): return UInt8(ascii: "t")
        case UInt8(ascii: "8"): return UInt8(ascii: "b")
        case UInt8(ascii: "9"): return UInt8(ascii: "g")
        default: return byte
        }
    }

    static func hasRun(_ bytes: [UInt8], longerThan limit: Int) -> Bool {
        var run = 1
        for i in bytes.indices.dropFirst() {
            run = bytes[i] == bytes[i - 1] ? run + 1 : 1
            if run > limit && IndonesianStemmer.isLetter(bytes[i]) { return true }
        }
        return false
    }

    static func collapseRuns(_ bytes: [UInt8], keep: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var run = 0
        for (i, b) in bytes.enumerated() {
            run = (i > 0 && bytes[i - 1] == b) ? run + 1 : 1
            if run <= keep || !IndonesianStemmer.isLetter(b) { out.append(b) }
        }
        return out
    }

    /// Collapses only the runs of three or more, leaving genuine doubles ("maaf").
    static func collapseRunsOnlyElongated(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            var j = i
            while j < bytes.count && bytes[j] == bytes[i] { j += 1 }
            let length = j - i
            out.append(contentsOf: repeatElement(bytes[i], count: length >= 3 ? 1 : length))
            i = j
        }
        return out
    }

    static func isNumeric(_ word: String) -> Bool {
        word.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == 46 }
    }

    /// "kali-kali" -> kali, "berkali-kali" -> berkali, "e-mail" -> email,
    /// "log-in" -> login when known, otherwise the parts as separate words.
    public static func expandHyphen(_ token: String, isKnown: (String) -> Bool = { _ in false }) -> [String] {
        guard token.containsByte(UInt8(ascii: "-")) else { return [token] }
        let parts = token.split(separator: "-").map(String.init)
        guard parts.count >= 2 else { return parts }
        if parts.count == 2 {
            let (left, right) = (parts[0], parts[1])
            if left == right || left.hasSuffix(right) { return [left] }
        }
        let joined = parts.joined()
        if parts.contains(where: { $0.utf8.count <= 2 }) || isKnown(joined) { return [joined] }
        return parts
    }
}

extension String {
    /// Whether the UTF-8 bytes include `byte`: on the contiguous bytes, which
    /// is much cheaper than iterating `utf8` of a short (inline) string.
    func containsByte(_ byte: UInt8) -> Bool {
        let bytes = utf8.span
        for index in bytes.indices where bytes[index] == byte { return true }
        return false
    }
}
