#if canImport(Glibc)
import Glibc
#endif

/// The knowledge base compiled for matching: every rule and example turned
/// into term ids and postings once, at load time, then shared read-only by
/// every query (it is a value type and `Sendable`).
public struct KnowledgeIndex: Sendable {
    public let base: KnowledgeBase
    public let normalizer: TextNormalizer
    public let entries: [CompiledEntry]
    public let topics: [CompiledTopic]
    let entryByID: [String: Int]
    let termIDs: [String: Int32]
    /// `termIDs` for the per-query look-ups (see `WordTable`).
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
    public init(base: KnowledgeBase, learns: Bool = true) {
        self.base = base
        let plain = TextNormalizer(lexicon: base.lexicon, stopwords: base.stopwords)

        // 1. Learn the vocabulary: every word the knowledge base writes.
        var surfaces = Set<String>()
        var exampleWordCounts: [String: Int] = [:]
        func words(_ text: String, _ body: (String) -> Void) {
            for token in Tokenizer.tokenize(text) {
                for word in TextNormalizer.expandHyphen(token) where plain.lexicon.single[word] == nil {
                    body(plain.undoSpellingTricks(word))
                }
            }
        }
        // A text read once is enough: document items repeat their answer
        // words as keywords thousands of times.
        var collected = Set<String>()
        func collect(_ text: String) {
            guard collected.insert(text).inserted else { return }
            words(text) { surfaces.insert($0) }
        }
        // Entries are read in place by index: a copy of each (as `for entry
        // in` makes) retains and releases every one of its fields.
        let all = base.entries
        for index in all.indices {
            for example in all[index].examples { words(example.value) { exampleWordCounts[$0, default: 0] += 1 } }
        }
        for index in all.indices {
            collect(all[index].title)
            all[index].phrases.forEach { collect($0.value) }
            all[index].requires.forEach { $0.value.forEach(collect) }
            all[index].keywords.forEach { collect($0.value.word) }
            all[index].excludes.forEach { $0.value.forEach(collect) }
        }
        for topic in base.topics { topic.triggers.forEach(collect) }
        // Words written once in all the examples and nowhere else may be
        // typos, as examples are typed the way vendors type; the document
        // index (learns: false) reads published pages, whose rare words are
        // real, and skips the look-up for each of its thousands.
        var rareExampleWords = Set<String>()
        for (word, count) in exampleWordCounts where !surfaces.contains(word) {
            if learns && count == 1 { rareExampleWords.insert(word) }
            surfaces.insert(word)
        }
        let normalizer = plain.withVocabulary(surfaces, rareExampleWords: rareExampleWords)
        self.normalizer = normalizer

        // 2. Term ids.
        var termIDs: [String: Int32] = [:]
        var terms: [String] = []
        func id(_ term: String) -> Int32 {
            if let existing = termIDs[term] { return existing }
            let new = Int32(terms.count)
            termIDs[term] = new
            terms.append(term)
            return new
        }
        // Keywords, rules and triggers repeat their texts (each item's answer
        // words): each distinct text is normalised once.
        var idsByText: [String: [Int32]] = [:]
        func ids(_ text: String) -> [Int32] {
            if let known = idsByText[text] { return known }
            let found = normalizer.terms(text).map(id)
            idsByText[text] = found
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
        var exampleTerms: [[Int32: Int]] = Array(repeating: [:], count: entryCount)
        var exampleCounts: [Int] = Array(repeating: 0, count: entryCount)
        var samples: [LearnedModel.Sample] = []
        // Each text counts a term once: the text's number marks the terms
        // it has counted (no set per text).
        var countedIn: [Int] = []
        var textNumber = 0
        for index in all.indices {
            let title = all[index].title
            // A document item's title is also its first example: read once.
            let titleTerms = normalizer.terms(title)
            func add(_ termsOfText: [String]) {
                if learns { samples.append(LearnedModel.Sample(terms: termsOfText, label: index)) }
                textNumber += 1
                for text in termsOfText {
                    let term = id(text)
                    while countedIn.count <= Int(term) { countedIn.append(0) }
                    guard countedIn[Int(term)] != textNumber else { continue }
                    countedIn[Int(term)] = textNumber
                    exampleTerms[index][term, default: 0] += 1
                }
            }
            add(titleTerms)
            for example in all[index].examples {
                add(example.value == title ? titleTerms : normalizer.terms(example.value))
            }
            exampleCounts[index] = 1 + all[index].examples.count
        }
        var documentFrequency: [Int32: Int] = [:]
        for termsOfEntry in exampleTerms {
            for term in termsOfEntry.keys { documentFrequency[term, default: 0] += 1 }
        }

        // 4. Compile rules and weights.
        var compiled: [CompiledEntry] = []
        compiled.reserveCapacity(entryCount)
        var requireGroupsByEntry: [[[Int32]]] = []
        var phrasesByEntry: [[[Int32]]] = []
        var topicByEntry: [Int?] = []
        var weights: [[Int32: Float]] = Array(repeating: [:], count: entryCount)
        var excludes: [[Int32]] = Array(repeating: [], count: entryCount)
        let total = Double(max(entryCount, 1))
        for index in all.indices {
            for (term, count) in exampleTerms[index] {
                let idf = log((total + 1) / Double(documentFrequency[term] ?? 1))
                let share = Double(count) / Double(max(exampleCounts[index], 1))
                weights[index][term] = Float(Self.exampleWeightScale * idf * (0.4 + 0.6 * share))
            }
            for keyword in all[index].keywords {
                for term in ids(keyword.value.word) { weights[index][term] = Float(keyword.value.weight) }
            }
            let groups = all[index].requires.map { group in Array(Set(group.value.flatMap(ids))) }
            for group in groups {
                for term in group where (weights[index][term] ?? 0) < Float(Self.requiredTermMinimumWeight) {
                    weights[index][term] = Float(Self.requiredTermMinimumWeight)
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
        for (term, frequency) in documentFrequency where frequency >= neutralThreshold { neutral[Int(term)] = true }

        self.entries = compiled
        self.topics = topics
        self.entryByID = entryByID
        self.termIDs = termIDs
        self.termTable = WordTable(termIDs)
        self.terms = terms
        self.postings = postings
        self.requirePostings = requirePostings
        self.excludePostings = excludePostings
        self.phrasesByFirstTerm = phrasesByFirstTerm
        self.topicPostings = topicPostings
        self.neutral = neutral
        self.priorities = all.indices.map { all[$0].priority }
        self.requireGroupCounts = requireGroupsByEntry.map { $0.count }
        self.entryTopics = topicByEntry
        self.exampleCounts = all.indices.map { all[$0].examples.count }
        self.learned = LearnedModel(samples: learns ? samples : [], classCount: entryCount, vocabulary: learns ? terms : [])
    }

    /// Scale of weights learnt from examples relative to written keyword weights.
    static let exampleWeightScale = 0.9
    /// A required concept always carries at least this weight.
    static let requiredTermMinimumWeight = 1.0
    /// A term used by at least this share of entries is neutral.
    static let neutralShare = 0.3

    func termID(_ term: String) -> Int32? { termTable[term] }
    func term(_ id: Int32) -> String { terms[Int(id)] }
}
