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
        /// term -> its slot.
        private var slots = StringNumbers()
        private var slotGroups: [Int] = []
        /// Entries using each slot's term.
        var counts: [Int] = []
        private var group = 0

        private static let unresolved = -2
        private static let noTerm = -1

        init(normalizer: TextNormalizer) { self.normalizer = normalizer }

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
                if let term = normalizer.terms(words.strings[number]).first, !term.isEmpty { found = slot(ofTerm: term) }
                wordSlots[number] = found
            }
            let slot = wordSlots[number]
            return slot == Self.noTerm ? nil : slot
        }

        private mutating func number(of word: String) -> Int {
            let (number, inserted) = words.insert(word)
            if inserted {
                wordSlots.append(Self.unresolved)
                wordGroups.append(0)
            }
            return number
        }

        /// Starts a new group (one item, one curated entry) for the marks below.
        mutating func startGroup() { group += 1 }

        /// The number of `word` the first time it is seen in the current group, nil after.
        mutating func firstInGroup(word: String) -> Int? {
            let number = number(of: word)
            guard wordGroups[number] != group else { return nil }
            wordGroups[number] = group
            return number
        }

        /// True the first time `slot` is seen in the current group.
        mutating func isFirstInGroup(slot: Int) -> Bool {
            guard slotGroups[slot] != group else { return false }
            slotGroups[slot] = group
            return true
        }
    }
}
