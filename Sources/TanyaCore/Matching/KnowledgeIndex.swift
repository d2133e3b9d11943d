#if canImport(Glibc)
import Glibc
#endif

/// The knowledge base compiled for matching: every rule and example turned
/// into term ids and postings once, at load time, then shared read-only by
/// every query (immutable and `Sendable`).
///
/// A class: as a struct of some 1.2 kB it was copied onto the stack, with
/// the classifier and audience gate holding it, for each call on them from
/// the responder (four copies, ~0.6k instructions a question).
public final class KnowledgeIndex: Sendable {
    public let base: KnowledgeBase
    public let normalizer: TextNormalizer
    public let entries: [CompiledEntry]
    public let topics: [CompiledTopic]
    let entryByID: [String: Int]
    /// Term -> id, for the per-query look-ups (see `WordTable`).
    private let termTable: WordTable<Int32>
    let terms: [String]
    /// term -> (entry, weight) for every entry that gives the term a weight.
    let postings: [[(entry: Int32, weight: Float)]]
    /// term -> (entry, require group) memberships.
    let requirePostings: [[(entry: Int32, group: Int32)]]
    /// term -> entries it rules out.
    let excludePostings: [[Int32]]
    /// first term of a phrase -> (entry, whole phrase).
    let phrasesByFirstTerm: [[(entry: Int32, phrase: [Int32])]]
    /// term -> topics it triggers.
    let topicPostings: [[Int32]]
    /// Terms so common across entries that they explain nothing on their own
    /// ("tidak", "bisa", "lpse"): they neither help nor hurt coverage.
    let neutral: [Bool]
    /// The related-word groups (`related.md`) in this index's terms: a
    /// document item's question explains a query word related to its own.
    /// Empty except in the document items' index (`relatesWords`).
    let related: RelatedTerms
    /// Terms only a greeting or thanks weighs fully ("halo", "horas",
    /// "punten"): they open a question and name no subject of it (see
    /// `Classifier.coverage`).
    let conversational: [Bool]
    /// Per-entry facts the classifier reads for every candidate, kept in flat
    /// arrays so scoring never copies a whole entry.
    let priorities: [EntryPriority]
    let requireGroupCounts: [Int]
    let entryTopics: [Int?]
    /// Number of examples per entry: with enough of them the learned model
    /// may stand in for the entry's `require` groups.
    let exampleCounts: [Int]
    /// The model learnt from every entry's title and examples.
    public let learned: LearnedModel
    /// The vocabulary collector after reading the entries, kept only when
    /// the base has document items: their index reads the same entries
    /// first (see `Responder.documentIndex(for:after:)`).
    let entryReading: EntryReading?

    /// An entry with its rules as term ids.
    public struct CompiledEntry: Sendable {
        public let entry: KnowledgeEntry
        public let requireGroups: [[Int32]]
        public let phrases: [[Int32]]
        public let topicIndex: Int?
    }

    /// A topic with its trigger terms and member entries.
    public struct CompiledTopic: Sendable {
        public let topic: Topic
        public let members: [Int]
    }

    public var entryCount: Int { entries.count }

    public func entryIndex(for id: String) -> Int? { entryByID[id] }

    public func entry(id: String) -> KnowledgeEntry? { entryByID[id].map { entries[$0].entry } }

    /// `learns: false` leaves the learned model untrained (every
    /// probability 0): for an index whose entries are mostly document items
    /// with a title and no examples, where training costs much and teaches
    /// little.
    public convenience init(base: KnowledgeBase, learns: Bool = true) {
        self.init(base: base, training: learns ? .train : .none)
    }

    /// `init(base:learns:)` for a base whose first entries are those
    /// `reading` read (the same texts; priorities may differ): reading goes
    /// on after them. Any other base is read from its start. `relatesWords`:
    /// compile the base's related-word groups (only the document items'
    /// index reads them; every other index leaves them out of its load).
    convenience init(base: KnowledgeBase, learns: Bool, after reading: EntryReading?, relatesWords: Bool = false) {
        self.init(base: base, training: learns ? .train : .none, after: reading, relatesWords: relatesWords)
    }

    /// How an index gets its learned model.
    private enum Training {
        /// Trained on the base's examples.
        case train
        /// None: every probability 0.
        case none
        /// A model already trained on a larger base, cut down to the classes
        /// (old entry numbers) this base keeps.
        case reuse(LearnedModel, classes: [Int])

        /// Whether the vocabulary is read as for a learning index (rare
        /// example words may be typos).
        var learns: Bool {
            if case .none = self { return false }
            return true
        }

        /// Whether the examples are collected as training samples.
        var trains: Bool {
            if case .train = self { return true }
            return false
        }
    }

    /// This index without the entries of `id`, answering as the knowledge
    /// would without them, with the learned model reused rather than trained
    /// again (see `LearnedModel.restricted(to:vocabulary:)`): for what-if
    /// checks such as `tanya check`, never for serving.
    public func leavingOut(_ id: String) -> KnowledgeIndex {
        var reduced = base
        reduced.entries.removeAll { $0.id == id }
        let kept = base.entries.indices.filter { base.entries[$0].id != id }
        return KnowledgeIndex(base: reduced, training: learned.isTrained ? .reuse(learned, classes: kept) : .none)
    }

    private init(base: KnowledgeBase, training: Training, after reading: EntryReading? = nil, relatesWords: Bool = false) {
        let learns = training.learns
        self.base = base
        let plain = base.plainNormalizer

        // 1. Learn the vocabulary: every word the knowledge base writes.
        // Entries are read in place by index: a copy of each (as `for entry
        // in` makes) retains and releases every one of its fields.
        let all = base.entries
        let known = reading.flatMap { reading in
            reading.ids.count <= all.count && reading.ids.indices.allSatisfy({ reading.ids[$0] == all[$0].id }) ? reading : nil
        }
        var collector = known?.collector ?? VocabularyCollector(plain: plain)
        let read = collector.read(all, after: known?.read ?? .init())
        entryReading = base.documentEntries.isEmpty ? nil : EntryReading(collector: collector, read: read, ids: all.map(\.id))
        collector.read(base.topics)
        // Words written once in all the examples and nowhere else may be
        // typos, as examples are typed the way vendors type; the document
        // index (learns: false) reads published pages, whose rare words are
        // real, and skips the look-up for each of its thousands.
        let (surfaces, rareExampleWords) = collector.vocabulary(learns: learns)
        var reader = plain.withVocabulary(surfaces, rareExampleWords: rareExampleWords,
                                          frequencies: collector.tokenFrequencies())
        reader.siteNameWords = WordSet(base.sites.values.flatMap { $0.aliases.flatMap(Tokenizer.tokenize) })
        // A constant from here on: the nested functions below read it, and a
        // variable they capture was copied (every field retained and
        // released) at each of the 1,600 texts normalised.
        let normalizer = reader
        self.normalizer = normalizer
        related = RelatedTerms(groups: relatesWords ? base.relatedWords : [], normalizer: normalizer)

        // 2. Term ids.
        // A term's id is its number: ids follow first use, as terms are read.
        var termIDs = StringNumbers(capacity: surfaces.count)
        func id(_ term: String) -> Int32 { Int32(termIDs.insert(term).number) }
        // Keywords, rules and triggers repeat their texts (each item's answer
        // words): each distinct text is normalised once, its ids kept by the
        // text's number among the collected ones.
        var idsOfText: [[Int32]?] = []
        func ids(_ text: String) -> [Int32] { numberedIDs(text, number: collector.textNumber(text)) }
        func numberedIDs(_ text: String, number: Int) -> [Int32] {
            if number < idsOfText.count, let known = idsOfText[number] { return known }
            let found = normalizer.terms(text).map(id)
            while idsOfText.count <= number { idsOfText.append(nil) }
            idsOfText[number] = found
            return found
        }

        var entryByID: [String: Int] = [:]
        for index in all.indices where entryByID[all[index].id] == nil {
            entryByID[all[index].id] = index
        }
        var topicByID: [String: Int] = [:]
        for (index, topic) in base.topics.enumerated() { topicByID[topic.id] = index }

        // 3. Per-entry evidence: which terms its examples and title use, and how often.
        let entryCount = base.entries.count
        // Per entry, its terms in first use with the number of texts using
        // each; `positions` finds a term in the current entry's list.
        var exampleTerms: [[(term: Int32, count: Int)]] = Array(repeating: [], count: entryCount)
        var positions = TermPositions()
        var exampleCounts: [Int] = Array(repeating: 0, count: entryCount)
        var samples: [LearnedModel.Sample] = []
        var sampleTermIDs: [Int32] = []
        // Each text counts a term once: the text's number marks the terms
        // it has counted (no set per text).
        var countedIn: [Int] = []
        var textNumber = 0
        for index in all.indices {
            let title = all[index].title
            // A document item's title is also its first example: read once.
            let titleTerms = read.titleTokens[index].map { normalizer.terms(title, tokens: $0) } ?? normalizer.terms(title)
            func add(_ termsOfText: [String]) {
                // A sample's term ids follow the previous sample's in one array.
                if training.trains { samples.append(LearnedModel.Sample(terms: termsOfText, label: index, termIDStart: sampleTermIDs.count)) }
                textNumber += 1
                for text in termsOfText {
                    let term = id(text)
                    if training.trains { sampleTermIDs.append(term) }
                    while countedIn.count <= Int(term) { countedIn.append(0) }
                    guard countedIn[Int(term)] != textNumber else { continue }
                    countedIn[Int(term)] = textNumber
                    if let position = positions.position(of: term, in: index) {
                        exampleTerms[index][position].count += 1
                    } else {
                        positions.set(term, in: index, to: exampleTerms[index].count)
                        exampleTerms[index].append((term, 1))
                    }
                }
            }
            add(titleTerms)
            for (example, tokens) in zip(all[index].examples, read.exampleTokens[index]) {
                add(example.value == title ? titleTerms : normalizer.terms(example.value, tokens: tokens))
            }
            exampleCounts[index] = 1 + all[index].examples.count
        }
        // Entries using each term (by id; every term of `exampleTerms` has one at least).
        var documentFrequency = [Int](repeating: 0, count: termIDs.count)
        for termsOfEntry in exampleTerms {
            for (term, _) in termsOfEntry { documentFrequency[Int(term)] += 1 }
        }

        // 4. Compile rules and weights.
        var compiled: [CompiledEntry] = []
        compiled.reserveCapacity(entryCount)
        var requireGroupsByEntry: [[[Int32]]] = []
        var phrasesByEntry: [[[Int32]]] = []
        var topicByEntry: [Int?] = []
        // Per entry, each weighted term once (a later weight replaces an
        // earlier one); `positions` finds a term in the entry's list.
        var weights: [[(term: Int32, weight: Float)]] = Array(repeating: [], count: entryCount)
        positions = TermPositions()
        func setWeight(_ weight: Float, of term: Int32, in index: Int) {
            if let position = positions.position(of: term, in: index) {
                weights[index][position].weight = weight
            } else {
                positions.set(term, in: index, to: weights[index].count)
                weights[index].append((term, weight))
            }
        }
        var excludes: [[Int32]] = Array(repeating: [], count: entryCount)
        let total = Double(max(entryCount, 1))
        for index in all.indices {
            weights[index].reserveCapacity(exampleTerms[index].count + all[index].keywords.count)
            for (term, count) in exampleTerms[index] {
                let idf = log((total + 1) / Double(documentFrequency[Int(term)]))
                let share = Double(count) / Double(max(exampleCounts[index], 1))
                setWeight(Float(Self.exampleWeightScale * idf * (0.4 + 0.6 * share)), of: term, in: index)
            }
            // Keywords are read in place by position: zipping them copied
            // each (its word retained and released), some 60,000 times for
            // a 2,000-item page.
            let keywords = all[index].keywords, keywordTexts = read.keywordTexts[index]
            for number in keywords.indices {
                let weight = Float(keywords[number].value.weight)
                for term in numberedIDs(keywords[number].value.word, number: keywordTexts[number]) { setWeight(weight, of: term, in: index) }
            }
            let groups = all[index].requires.map { group in Array(Set(group.value.flatMap(ids))) }
            for group in groups {
                for term in group {
                    let current = positions.position(of: term, in: index).map { weights[index][$0].weight } ?? 0
                    if current < Float(Self.requiredTermMinimumWeight) {
                        setWeight(Float(Self.requiredTermMinimumWeight), of: term, in: index)
                    }
                }
            }
            let phrases = all[index].phrases.map { ids($0.value) }.filter { !$0.isEmpty }
            excludes[index] = all[index].excludes.flatMap { $0.value.flatMap(ids) }
            let topicIndex = all[index].topic.flatMap { topicByID[$0.value] }
            compiled.append(CompiledEntry(entry: all[index], requireGroups: groups, phrases: phrases, topicIndex: topicIndex))
            requireGroupsByEntry.append(groups)
            phrasesByEntry.append(phrases)
            topicByEntry.append(topicIndex)
        }

        var topics: [CompiledTopic] = []
        var topicTriggers: [[Int32]] = []
        for (topicIndex, topic) in base.topics.enumerated() {
            var members = topicByEntry.indices.filter { topicByEntry[$0] == topicIndex }
            for extra in topic.extraMembers { if let member = entryByID[extra.value], !members.contains(member) { members.append(member) } }
            topics.append(CompiledTopic(topic: topic, members: members))
            topicTriggers.append(Array(Set(topic.triggers.flatMap(ids))))
        }

        // 5. Postings, sized by the final vocabulary.
        let terms = termIDs.strings
        let termCount = terms.count
        var postings = Array(repeating: [(entry: Int32, weight: Float)](), count: termCount)
        var requirePostings = Array(repeating: [(entry: Int32, group: Int32)](), count: termCount)
        var excludePostings = Array(repeating: [Int32](), count: termCount)
        var phrasesByFirstTerm = Array(repeating: [(entry: Int32, phrase: [Int32])](), count: termCount)
        var topicPostings = Array(repeating: [Int32](), count: termCount)
        for index in 0..<entryCount {
            for (term, weight) in weights[index] { postings[Int(term)].append((Int32(index), weight)) }
            for (group, termsOfGroup) in requireGroupsByEntry[index].enumerated() {
                for term in termsOfGroup { requirePostings[Int(term)].append((Int32(index), Int32(group))) }
            }
            for term in Set(excludes[index]) { excludePostings[Int(term)].append(Int32(index)) }
            for phrase in phrasesByEntry[index] { phrasesByFirstTerm[Int(phrase[0])].append((Int32(index), phrase)) }
        }
        for (topicIndex, triggers) in topicTriggers.enumerated() {
            for term in triggers { topicPostings[Int(term)].append(Int32(topicIndex)) }
        }
        let neutralThreshold = max(3, Int((total * Self.neutralShare).rounded(.up)))
        var neutral = Array(repeating: false, count: termCount)
        for (term, frequency) in documentFrequency.enumerated() where frequency >= neutralThreshold { neutral[term] = true }

        self.entries = compiled
        self.topics = topics
        self.entryByID = entryByID
        self.termTable = WordTable(keys: terms, values: terms.indices.map { Int32($0) })
        self.terms = terms
        self.postings = postings
        self.requirePostings = requirePostings
        self.excludePostings = excludePostings
        self.phrasesByFirstTerm = phrasesByFirstTerm
        self.topicPostings = topicPostings
        self.neutral = neutral
        let priorities = all.indices.map { all[$0].priority }
        self.conversational = postings.map { Self.isConversational($0, priorities: priorities) }
        self.priorities = priorities
        self.requireGroupCounts = requireGroupsByEntry.map { $0.count }
        self.entryTopics = topicByEntry
        self.exampleCounts = all.indices.map { all[$0].examples.count }
        switch training {
        case .train: self.learned = LearnedModel(samples: samples, classCount: entryCount, vocabulary: terms, termIDs: sampleTermIDs)
        case .none: self.learned = LearnedModel(samples: [], classCount: entryCount)
        case let .reuse(model, classes): self.learned = model.restricted(to: classes, vocabulary: terms)
        }
    }

    /// Whether a term's postings make it conversational: a low-priority entry
    /// weighs it at least the salient weight, and no other entry weighs it 1
    /// or more (questions' examples that open with "halo" give it little).
    static func isConversational(_ postings: [(entry: Int32, weight: Float)], priorities: [EntryPriority]) -> Bool {
        var conversational = false
        for posting in postings {
            if priorities[Int(posting.entry)] == .low {
                if posting.weight >= LearnedBlend.salientWeight { conversational = true }
            } else if posting.weight >= 1 {
                return false
            }
        }
        return conversational
    }

    /// Scale of weights learnt from examples relative to written keyword weights.
    static let exampleWeightScale = 0.9
    /// A required concept always carries at least this weight.
    static let requiredTermMinimumWeight = 1.0
    /// A term used by at least this share of entries is neutral.
    static let neutralShare = 0.3

    func termID(_ term: String) -> Int32? { termTable[term] }
    func term(_ id: Int32) -> String { terms[Int(id)] }

    /// Where each term sits in one entry's list of terms, by term id, for
    /// the entry being compiled: a mark per term instead of a dictionary
    /// per entry (entries are compiled one after the other).
    struct TermPositions {
        private var entries: [Int32] = []
        private var positions: [Int32] = []

        func position(of term: Int32, in entry: Int) -> Int? {
            let slot = Int(term)
            guard slot < entries.count, entries[slot] == Int32(entry) else { return nil }
            return Int(positions[slot])
        }

        mutating func set(_ term: Int32, in entry: Int, to position: Int) {
            let slot = Int(term)
            while entries.count <= slot {
                entries.append(-1)
                positions.append(0)
            }
            entries[slot] = Int32(entry)
            positions[slot] = Int32(position)
        }
    }
}
