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
    /// side detail of the problem, which never names a subject to decline
    /// and excludes no entry.
    public var context: Bool
    /// True when the word names the staff the asker turns to, not whose
    /// account it is ("can the helpdesk tell me our User ID", "tanya ke
    /// helpdesk"): see `TextNormalizer.markingAddressedStaff`; also the
    /// asker's own role in an opening introduction ("Saya anggota Pokja.")
    /// before a vendor's problem: see `TextNormalizer.markingAskerRole`.
    public var addressed = false

    /// Weak evidence for matching: a ruled-out word or the staff addressed.
    /// It completes no require group, takes part in no phrase, excludes
    /// nothing and weighs a fraction.
    public var discounted: Bool { negated || addressed }

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
    /// The words of the site profiles' aliases ("paser", "purbalingga"):
    /// a capitalised one after "Kabupaten" names the office the answer's
    /// contacts follow, and stays (see `droppingProperNames`).
    var siteNameWords: WordSet = []
    /// The one-word lexicon forms read as the staff term alone, for `markingAddressedStaff`.
    let staffWords: WordSet
    /// "tidak" and the one-word lexicon forms read as it ("gk", "ga",
    /// "nggak"), for `droppingAskingNegation`: a negation the helpdesk adds
    /// to the lexicon asks there too.
    let negationWords: WordSet

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
        self.staffWords = WordSet(lexicon.single.compactMap { $0.value == [Self.staffTerm] ? $0.key : nil })
        self.negationWords = WordSet([Self.negationTerm] + lexicon.single.compactMap { $0.value == [Self.negationTerm] ? $0.key : nil })
    }

    /// Normalises text into content tokens, in order.
    public func normalize(_ text: String) -> [NormalizedToken] {
        let text = preparedText(text)
        return normalize(text, tokens: Tokenizer.tokenize(text))
    }

    /// `normalize(_:)` with `tokens`, which must be `Tokenizer.tokenize(text)`:
    /// the index tokenises each example once to learn its words, and
    /// normalises it from the same tokens.
    func normalize(_ text: String, tokens: [String]) -> [NormalizedToken] {
        normalizeNotingCues(text, tokens: tokens).tokens
    }

    /// `normalize(_:tokens:)`, the cues of the prepared words
    /// (`ClauseScope.cueKinds(of:)`) and whether the words were prepared
    /// without undoing any spelling (then they are the tokens, only "ora"
    /// read as "tidak" or "oracle").
    func normalizeNotingCues(_ text: String, tokens: [String]) -> (tokens: [NormalizedToken], cueKinds: UInt32, typedAsIs: Bool) {
        // Usually no word has a hyphen or a spelling trick: the tokens are the words.
        let typedAsIs = !tokens.contains(where: { Self.mayHaveSpellingTricks($0, orHyphen: true) })
        let words = readingNegations(typedAsIs ? tokens : preparedSpelling(tokens))
        // Each word is hashed once, for its cues and its facts; its cues
        // are looked up once, for the reading and both marks.
        var hashes: [UInt32] = []
        hashes.reserveCapacity(words.count)
        for word in words { hashes.append(WordTable<WordFacts>.hash(word)) }
        let cueKinds = ClauseScope.cueKinds(of: words, hashes: hashes)
        let read = addingCountedSites(words, reading(text, words: words, cueKinds: cueKinds, hashes: hashes))
        let marked = markingPointedQuestion(text, words: words, cueKinds: cueKinds,
                                            markingTriedClauses(text, words: words, cueKinds: cueKinds, read))
        return (markingAddressedStaff(words, markingAskerRole(text, words: words, marked)), cueKinds, typedAsIs)
    }

    /// The tokens of prepared words as the clauses read them (a ruled-out
    /// clause, the inferred "some sites" term), before the marks of tried
    /// clauses, a pointed question and the staff addressed: those only flag
    /// tokens, never change a term, so `terms` goes without them.
    /// `cueKinds`: `ClauseScope.cueKinds(of: words)`.
    private func reading(_ text: String, words: [String], cueKinds: UInt32, hashes: [UInt32]? = nil) -> [NormalizedToken] {
        let tokens = normalizeWords(words, hashes: hashes)
        // Only a query with a clause break and both a problem and a fine
        // word (as typed, or as corrected: "gwgal"), a "bukan" or a denied
        // problem ("tidak lupa") can contrast one thing against another.
        // The clause break is looked for once, and only when it matters.
        var hasClauseBreak: Bool?
        if !ClauseScope.mayContrast(words, tokens, cueKinds: cueKinds) {
            hasClauseBreak = Self.hasClauseBreak(text, cueKinds: cueKinds)
            guard hasClauseBreak == true, ClauseScope.closesClauseOnHas(text, words: words) else { return tokens }
        }
        // Two sites contrasted in one run of words are two clauses too.
        let read = (hasClauseBreak ?? Self.hasClauseBreak(text, cueKinds: cueKinds)) || ClauseScope.secondSiteCut(words) != nil
            ? scopedTokens(text) ?? tokens : tokens
        return addingContrastOfReading(read)
    }

    /// `tokens` with the words of each clause reporting what the asker
    /// already tried, or what the problem almost cost, marked `context` (see
    /// `ClauseScope.reportsTried`, `ClauseScope.reportsNearMiss`), when
    /// another clause states the problem. The terms never change: the
    /// clauses are normalised one by one only to find which token stands in
    /// which clause, and when that reading differs from `tokens` (a form
    /// merged across a clause break) nothing is marked. Inferred terms
    /// (the "some sites" term) follow the typed ones and belong to no clause.
    /// `cueKinds`: `ClauseScope.cueKinds(of: words)`.
    func markingTriedClauses(_ text: String, words: [String], cueKinds: UInt32, _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard ClauseScope.mayReportTried(kinds: cueKinds), Self.hasClauseBreak(text, cueKinds: cueKinds) else { return tokens }
        let clauses = ClauseScope.clauses(text)
        let tried = clauses.map { ClauseScope.reportsTried($0.words) || ClauseScope.reportsNearMiss($0.words) }
        guard tried.contains(true), tried.contains(false) else { return tokens }
        return markingContext(of: clauses, where: tried, in: tokens)
    }

    /// `tokens` with the words of the clauses `context` selects marked
    /// `context`. The clauses are normalised one by one only to find which
    /// token stands in which; when that reading differs from `tokens` (a
    /// form merged across a clause break) nothing is marked. Inferred terms
    /// follow the typed ones and belong to no clause.
    func markingContext(of clauses: [ClauseScope.Clause], where context: [Bool], in tokens: [NormalizedToken]) -> [NormalizedToken] {
        var marked = tokens
        var position = 0
        for (clause, isContext) in zip(clauses, context) {
            for token in normalizeWords(preparedWords(clause.words, inClause: true)) {
                guard position < marked.count, marked[position].term == token.term else { return tokens }
                if isContext { marked[position].context = true }
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
        // Usually every term is a plain word (see `isPlainWord`): the joined
        // text then has no byte that breaks a clause and tokenises back into
        // the terms, so only a contrast or reason word among the prepared
        // terms can break it, or two sites in one short run
        // (`ClauseScope.secondSiteCut`), told without joining and
        // tokenising them.
        if terms.allSatisfy(Self.isPlainWord) {
            let prepared = preparedWords(terms)
            if !prepared.contains(where: ClauseScope.opensClause), ClauseScope.secondSiteCut(prepared) == nil { return tokens }
        }
        let text = Self.joinedWithSpaces(terms)
        let words = preparedWords(Tokenizer.tokenize(text))
        guard Self.hasClauseBreak(text, words: words) || ClauseScope.secondSiteCut(words) != nil, let again = scopedTokens(text),
              let inferred = again.last, inferred.inferred, inferred.term == Self.someSitesTerm,
              again.dropLast().map(\.term) == terms else { return tokens }
        return tokens + [inferred]
    }

    /// `tokens` with the "some sites" term a count of fine sites beside a
    /// count of refused ones infers (`ClauseScope.countedSitesContrast`),
    /// when no reading inferred it already. The message's words carry the
    /// counts and their polarity words, which are often stopwords with no
    /// term left ("bisa"), so this reads the words, not the tokens.
    private func addingCountedSites(_ words: [String], _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard lexicon.protected.contains(Self.someSitesTerm),
              !tokens.contains(where: { $0.term == Self.someSitesTerm || $0.term == Self.otherSiteTerm }),
              let counts = ClauseScope.countedSitesContrast(words) else { return tokens }
        return tokens + [NormalizedToken(term: Self.someSitesTerm, surface: counts, inferred: true)]
    }

    /// Whether `Tokenizer.tokenize` gives back `word` alone: lower-case
    /// ASCII letters and digits, no longer than a token may be.
    static func isPlainWord(_ word: String) -> Bool {
        let bytes = word.utf8.span
        guard !bytes.isEmpty, bytes.count <= Tokenizer.maxTokenLength else { return false }
        for index in bytes.indices {
            let byte = bytes[index]
            guard (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            else { return false }
        }
        return true
    }

    /// Tokens with hyphens expanded, spelling tricks undone and the
    /// negations read as they are meant (`readingNegations`).
    /// `inClause`: the tokens are one clause of a longer message.
    func preparedWords(_ tokens: [String], inClause: Bool = false) -> [String] {
        readingNegations(preparedSpelling(tokens), inClause: inClause)
    }

    /// Tokens with hyphens expanded and spelling tricks undone.
    private func preparedSpelling(_ tokens: [String]) -> [String] {
        // Usually no word has a hyphen or a spelling trick: the tokens are the words.
        guard tokens.contains(where: { Self.mayHaveSpellingTricks($0, orHyphen: true) }) else { return tokens }
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

    /// The tokens of prepared words, in order. `hashes`: each word's
    /// `WordTable.hash`, when the caller has them.
    func normalizeWords(_ words: [String], hashes: [UInt32]? = nil) -> [NormalizedToken] {
        let hashes = hashes?.count == words.count ? hashes : nil
        var out: [NormalizedToken] = []
        out.reserveCapacity(words.count)
        var index = 0
        // The next word's entry, when the split-name test below looked it
        // up already: the next round then does not look it up again.
        var lookahead: (index: Int, entry: Int?)?
        while index < words.count {
            let word = words[index]
            // Fields are read in place: copying the whole facts value would
            // retain and release each of its arrays and strings per word.
            let entry: Int?
            if let lookahead, lookahead.index == index {
                entry = lookahead.entry
            } else if let hashes {
                entry = facts.entry(of: word, hash: hashes[index])
            } else {
                entry = facts.entry(of: word)
            }
            // A multi-word form read with its typos: an unknown first word
            // corrected to the form's first word ("tank you"), an unknown
            // later word corrected to the form's word ("pejabat pembuta komitmen").
            // An unknown word is not looked up again for its rules.
            let rules = if let entry { facts.values[entry].multi } else { multiWordRulesOfUnknown(word) }
            if let rules {
                let corrected = entry == nil
                var matched = false
                // Rules and words read in place through spans (a copied
                // rule retained and released its arrays per rule tried).
                let ruleSpan = rules.span
                let wordSpan = words.span
                for ruleIndex in ruleSpan.indices where index + ruleSpan[ruleIndex].rest.count < words.count {
                    var all = true
                    var restCorrected = false
                    for offset in ruleSpan[ruleIndex].rest.indices
                    where wordSpan[index + 1 + offset] != ruleSpan[ruleIndex].rest[offset] {
                        guard termCorrects(wordSpan[index + 1 + offset], ruleSpan[ruleIndex].rest[offset]) else {
                            all = false
                            break
                        }
                        restCorrected = true
                    }
                    if all {
                        let rule = ruleSpan[ruleIndex]
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
            if index + 1 < words.count {
                var nextUnknown = false
                if entry != nil {
                    let next = if let hashes { facts.entry(of: words[index + 1], hash: hashes[index + 1]) }
                        else { facts.entry(of: words[index + 1]) }
                    lookahead = (index + 1, next)
                    nextUnknown = next == nil
                }
                if entry == nil || nextUnknown, let token = splitNameToken(word, words[index + 1]) {
                    out.append(token)
                    index += 2
                    continue
                }
            }
            index += 1
            guard let entry else {
                // A person's name in an introduction is no typo of a term
                // ("saya Andi dari CV ..." is not "sandi").
                if isIntroducedName(words, at: index - 1) || isPlaceName(words, at: index - 1) { continue }
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
        return droppingQuestionTags(joinedAndMerged(out))
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

    /// Just the terms of `normalize(_:)` (the index reads every example
    /// this way at load, so the marks that change no term are skipped).
    public func terms(_ text: String) -> [String] {
        let text = preparedText(text)
        return terms(text, tokens: Tokenizer.tokenize(text))
    }

    /// `terms(_:)` from `tokens`, which must be `Tokenizer.tokenize(text)`.
    func terms(_ text: String, tokens: [String]) -> [String] {
        let words = preparedWords(tokens)
        return reading(text, words: words, cueKinds: ClauseScope.cueKinds(of: words)).map(\.term)
    }
}
