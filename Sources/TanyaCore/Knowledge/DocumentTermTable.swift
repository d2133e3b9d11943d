extension KnowledgeDocument {
    /// The terms of a batch of documents, numbered once: words repeat
    /// across a page's answers, so each is normalised once, and counting
    /// entries per term is array arithmetic. "Seen in this item" is a group
    /// mark per word and per term, so no set is built per item.
    struct TermTable {
        let normalizer: TextNormalizer
        /// word -> its number in `wordSlots` and `wordGroups`.
        private var words = StringNumbers()
        /// Slot of each word's term: `unresolved` until asked, `noTerm` when it has none.
        private var wordSlots: [Int] = []
        private var wordGroups: [Int] = []
        /// Whether each word opens a multi-word form of the lexicon: 1 or 0,
        /// `unresolved` until asked (one dictionary look-up per distinct word).
        private var wordOpensPhrase: [Int] = []
        /// term -> its slot.
        private var slots = StringNumbers()
        private var slotGroups: [Int] = []
        /// Entries using each slot's term.
        var counts: [Int] = []
        private var group = 0

        /// The last category (or page title) normalised, with its terms:
        /// every item of a section or page names the same one, and
        /// normalising it again for each of 2,000 items cost as much as
        /// normalising their questions.
        private var lastCategory: (text: String, terms: [String])?

        private static let unresolved = -2
        private static let noTerm = -1

        init(normalizer: TextNormalizer) { self.normalizer = normalizer }

        /// `normalizer.terms(category)`, normalised once for a run of items
        /// naming the same category.
        mutating func terms(ofCategory category: String) -> [String] {
            if let last = lastCategory, last.text == category { return last.terms }
            let terms = normalizer.terms(category)
            lastCategory = (category, terms)
            return terms
        }

        mutating func slot(ofTerm term: String) -> Int {
            let (slot, inserted) = slots.insert(term)
            if inserted {
                counts.append(0)
                slotGroups.append(0)
            }
            return slot
        }

        mutating func slot(ofWord word: String) -> Int? {
            slot(ofWordNumber: number(of: word))
        }

        /// The slot of the term of word `number` (nil: the word has no term);
        /// the word is normalised the first time only.
        mutating func slot(ofWordNumber number: Int) -> Int? {
            if wordSlots[number] == Self.unresolved {
                var found = Self.noTerm
                let word = words.strings[number]
                if let term = normalizer.terms(word).first, !term.isEmpty {
                    found = slot(ofTerm: term)
                } else if normalizer.lexicon.everydayWords.contains(word), !normalizer.stopwords.contains(word),
                          normalizer.lexicon.single[word] == nil {
                    // This normaliser has no vocabulary and stems by rule:
                    // "kamis" loses its "-s" to the stopword "kami". A query
                    // reads such an everyday word as itself, so the answer
                    // keeps it as itself too.
                    found = slot(ofTerm: word)
                }
                wordSlots[number] = found
            }
            let slot = wordSlots[number]
            return slot == Self.noTerm ? nil : slot
        }

        /// The number of `word`, given the first time it is seen.
        mutating func number(of word: String) -> Int {
            let (number, inserted) = words.insert(word)
            if inserted {
                wordSlots.append(Self.unresolved)
                wordGroups.append(0)
                wordOpensPhrase.append(Self.unresolved)
            }
            return number
        }

        /// Whether word `number` opens one of the lexicon's multi-word forms.
        mutating func opensPhrase(wordNumber number: Int) -> Bool {
            if wordOpensPhrase[number] == Self.unresolved {
                wordOpensPhrase[number] = normalizer.lexicon.opensPhrase(words.strings[number]) ? 1 : 0
            }
            return wordOpensPhrase[number] == 1
        }

        /// Starts a new group (one item, one curated entry) for the marks below.
        mutating func startGroup() { group += 1 }

        /// The number of `word` the first time it is seen in the current group, nil after.
        mutating func firstInGroup(word: String) -> Int? {
            let number = number(of: word)
            return isFirstInGroup(wordNumber: number) ? number : nil
        }

        /// True the first time word `number` is seen in the current group.
        mutating func isFirstInGroup(wordNumber number: Int) -> Bool {
            guard wordGroups[number] != group else { return false }
            wordGroups[number] = group
            return true
        }

        /// True the first time `slot` is seen in the current group.
        mutating func isFirstInGroup(slot: Int) -> Bool {
            guard slotGroups[slot] != group else { return false }
            slotGroups[slot] = group
            return true
        }
    }
}
