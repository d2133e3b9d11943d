extension KnowledgeIndex {
    /// The words a knowledge base writes, gathered for
    /// `TextNormalizer.withVocabulary`: every word of its texts after
    /// hyphens, the lexicon and spelling tricks, and how often each is
    /// written in examples only.
    ///
    /// Document items repeat a page's few hundred words tens of thousands
    /// of times (answer words become keywords), so each distinct token is
    /// read once and each distinct text is collected once; words and texts
    /// are numbered (`StringNumbers`) and counted in arrays.
    /// A collector that has read a base's entries (and not its topics),
    /// with what it read: the document index starts with the same curated
    /// entries and goes on from here instead of reading them again. The
    /// curated entries' tokens and words do not depend on the vocabulary,
    /// so the state is the one reading them afresh would give.
    struct EntryReading: Sendable {
        let collector: VocabularyCollector
        let read: VocabularyCollector.Read
        /// The entries read, to check that a later base starts with them.
        let ids: [String]
    }

    struct VocabularyCollector {
        let plain: TextNormalizer
        private var tokenNumbers = StringNumbers()
        /// The word numbers each token gives, one token after another:
        /// token `t`'s are `tokenWords[tokenStarts[t]..<tokenStarts[t + 1]]`
        /// (an array per token was retained and appended through the
        /// generic path for each of some 15,000 example tokens).
        private var tokenWords: [Int32] = []
        private var tokenStarts: [Int32] = [0]
        /// By token number: how many times examples write the token.
        private var tokenCounts: [Int] = []
        private var words = StringNumbers()
        /// By word number: how many times examples write it, and whether
        /// any other text (title, rule, keyword, trigger) writes it.
        private var exampleCounts: [Int] = []
        private var writtenElsewhere: [Bool] = []
        /// The texts `collect` read, numbered; `KnowledgeIndex` keeps the
        /// terms of each under the same number.
        private(set) var texts = StringNumbers()

        init(plain: TextNormalizer) { self.plain = plain }

        /// What reading the entries gives besides the vocabulary, by entry.
        struct Read {
            /// Each example's tokens: the index normalises the example from
            /// them, so it is tokenised once.
            var exampleTokens: [[[String]]] = []
            /// The title's tokens when an example is the title (a document
            /// item's title is its first example), else nil.
            var titleTokens: [[String]?] = []
            /// The number of each keyword's text among the collected texts:
            /// a 2,000-item page has 60,000 keywords, looked up once.
            var keywordTexts: [[Int]] = []
        }

        /// Reads every text of `entries`: examples counted, titles, rules
        /// and keywords collected. `known` is what this collector read of
        /// the first entries already (see `EntryReading`): reading goes on
        /// after them.
        mutating func read(_ entries: [KnowledgeEntry], after known: Read = Read()) -> Read {
            var read = known
            read.exampleTokens.reserveCapacity(entries.count)
            read.titleTokens.reserveCapacity(entries.count)
            read.keywordTexts.reserveCapacity(entries.count)
            for index in min(known.exampleTokens.count, entries.count)..<entries.count {
                // The title's words are the first example's that has its
                // bytes (an equal string in other bytes may tokenise otherwise).
                var titleWords: [Int32]?
                var titleTokens: [String]?
                var exampleTokens: [[String]] = []
                exampleTokens.reserveCapacity(entries[index].examples.count)
                for example in entries[index].examples {
                    let (words, tokens) = countExample(example.value)
                    exampleTokens.append(tokens)
                    if titleWords == nil, example.value.hasSameBytes(as: entries[index].title) {
                        titleWords = words
                        titleTokens = tokens
                    }
                }
                read.exampleTokens.append(exampleTokens)
                read.titleTokens.append(titleTokens)
                collect(entries[index].title, words: titleWords)
                entries[index].phrases.forEach { collect($0.value) }
                entries[index].requires.forEach { $0.value.forEach { collect($0) } }
                read.keywordTexts.append(entries[index].keywords.map { collect($0.value.word) })
                entries[index].excludes.forEach { $0.value.forEach { collect($0) } }
            }
            return read
        }

        /// Collects the topics' triggers (after the entries).
        mutating func read(_ topics: [Topic]) {
            for topic in topics { topic.triggers.forEach { collect($0) } }
        }

        /// Counts the words of an example (every time it is given) and
        /// returns them with the example's tokens.
        @discardableResult
        mutating func countExample(_ text: String) -> (words: [Int32], tokens: [String]) {
            let tokens = Tokenizer.tokenize(text)
            // Each token is numbered once, for its words and its count.
            let words = wordNumbers(of: tokens, counting: true)
            for word in words { exampleCounts[Int(word)] += 1 }
            return (words, tokens)
        }

        /// Notes the words of a text other than an example; a text given
        /// again adds nothing. `words`, when known, are the text's words
        /// (a document item's title is also its first example). Returns the
        /// text's number.
        @discardableResult
        mutating func collect(_ text: String, words known: [Int32]? = nil) -> Int {
            let (number, inserted) = texts.insert(text)
            guard inserted else { return number }
            for word in known ?? wordNumbers(of: Tokenizer.tokenize(text)) { writtenElsewhere[Int(word)] = true }
            return number
        }

        /// The number of `text` among the collected texts, numbering it if new.
        mutating func textNumber(_ text: String) -> Int { texts.insert(text).number }

        /// Every word written (`surfaces`) and, when `learns`, the words an
        /// example writes once and nothing else writes (possible typos).
        func vocabulary(learns: Bool) -> (surfaces: Set<String>, rareExampleWords: Set<String>) {
            var surfaces = Set<String>(minimumCapacity: words.count)
            var rare = Set<String>()
            for (number, word) in words.strings.enumerated() {
                surfaces.insert(word)
                if learns && !writtenElsewhere[number] && exampleCounts[number] == 1 { rare.insert(word) }
            }
            return (surfaces, rare)
        }

        /// How often examples write each token (as typed, lexicon forms
        /// included), for tokens written at least `minimum` times: the
        /// typo index prefers the word vendors write most among short
        /// lookalikes.
        func tokenFrequencies(minimum: Int = 2) -> [String: Int] {
            // Sized first: grown from empty, every token was hashed again at each doubling.
            var out: [String: Int] = [:]
            out.reserveCapacity(tokenCounts.reduce(0) { $0 + ($1 >= minimum ? 1 : 0) })
            for (number, token) in tokenNumbers.strings.enumerated() where tokenCounts[number] >= minimum {
                out[token] = tokenCounts[number]
            }
            return out
        }

        /// The words of a text's `tokens`, in order, repeats included:
        /// hyphens expanded, lexicon forms left out, spelling tricks undone.
        /// `counting`: the tokens are an example's, each counted once more.
        private mutating func wordNumbers(of tokens: [String], counting: Bool = false) -> [Int32] {
            var out: [Int32] = []
            out.reserveCapacity(tokens.count)
            for token in tokens {
                let (number, inserted) = tokenNumbers.insert(token)
                if inserted {
                    tokenWords.append(contentsOf: readToken(token))
                    tokenStarts.append(Int32(tokenWords.count))
                    tokenCounts.append(0)
                }
                for slot in Int(tokenStarts[number])..<Int(tokenStarts[number + 1]) { out.append(tokenWords[slot]) }
                if counting { tokenCounts[number] += 1 }
            }
            return out
        }

        private mutating func readToken(_ token: String) -> [Int32] {
            var out: [Int32] = []
            for word in TextNormalizer.expandHyphen(token) where plain.lexicon.single[word] == nil {
                let (number, inserted) = words.insert(plain.undoSpellingTricks(word))
                if inserted {
                    exampleCounts.append(0)
                    writtenElsewhere.append(false)
                }
                out.append(Int32(number))
            }
            return out
        }
    }
}
