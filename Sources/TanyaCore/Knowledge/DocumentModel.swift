#if canImport(Glibc)
import Glibc
#endif

/// A published FAQ page or notice from `knowledge/documents/`, read as it is
/// and split into items that are answerable like entries.
public struct KnowledgeDocument: Sendable {
    /// Path of the file, as given to the loader.
    public var file: String
    /// File name without folders (shown in replies' `source`).
    public var name: String
    /// Id prefix of the items: the file name without extension, lower-cased,
    /// other characters than letters and digits turned into `-`.
    public var stem: String
    public var items: [DocumentItem]

    public init(file: String, name: String, stem: String, items: [DocumentItem]) {
        self.file = file
        self.name = name
        self.stem = stem
        self.items = items
    }
}

/// One question with its answer, or one notice section under its heading.
public struct DocumentItem: Sendable, Equatable {
    /// 1-based position of the item in its document.
    public var number: Int
    /// Line of the question or heading in the file.
    public var line: Int
    /// The question or heading, cleaned of numbering and Markdown marks.
    public var question: String
    /// Answer paragraphs (lines joined), in order.
    public var paragraphs: [String]
    /// Numbered or bulleted lines of the answer, markers removed.
    public var steps: [String]
    /// The `Kategori:` line the item sits under, if any.
    public var category: String?
    /// The page's title (a short line or heading before the first item, or
    /// the heading over a notice's sections) when the item has no category.
    public var pageTitle: String?

    public init(number: Int, line: Int, question: String, paragraphs: [String], steps: [String], category: String? = nil,
                pageTitle: String? = nil) {
        self.number = number
        self.line = line
        self.question = question
        self.paragraphs = paragraphs
        self.steps = steps
        self.category = category
        self.pageTitle = pageTitle
    }

    public var hasAnswer: Bool { !paragraphs.isEmpty || !steps.isEmpty }

    /// The whole answer as one text (paragraphs, then steps).
    public var answerText: String { (paragraphs + steps).joined(separator: " ") }
}

extension KnowledgeDocument {
    /// Longest summary taken from an answer's opening, in characters.
    static let summaryLimit = 400

    /// The id of item `number`: `<stem>-<number>`.
    public func itemID(_ item: DocumentItem) -> String { "\(stem)-\(item.number)" }

    /// The `source` line of an item: the document and the item number.
    public func source(of item: DocumentItem) -> String { "\(name) butir \(item.number): \(item.question)" }

    /// Every item as an entry: the question (and its derived variants) are
    /// the examples; words only the answer uses become weak keywords, so the
    /// answer is evidence but never outweighs the question.
    public func entries(normalizer: TextNormalizer) -> [KnowledgeEntry] {
        Self.entries(of: [self], normalizer: normalizer)
    }

    /// The items of all `documents` as entries. An answer word weighs by how
    /// few entries use it (curated entries' titles, examples and keywords,
    /// items' questions and answers), at `answerTermShare` of an example
    /// word's scale: "agregasi" in one answer is evidence for that item,
    /// "tender" or "penyedia", common across the knowledge, next to none.
    public static func entries(of documents: [KnowledgeDocument], curated: [KnowledgeEntry] = [],
                               normalizer: TextNormalizer) -> [KnowledgeEntry] {
        // No document, no item: the curated text need not be read for rarity
        // (most offices ship no documents, and this runs at every load).
        guard documents.contains(where: { !$0.items.isEmpty }) else { return [] }
        var table = TermTable(normalizer: normalizer)
        var entries: [KnowledgeEntry] = []
        var answerSlots: [[Int]] = []
        var questionWordCounts: [Int] = []
        for document in documents {
            for item in document.items {
                let draft = document.entry(for: item, table: &table)
                for slot in draft.questionSlots { table.counts[slot] += 1 }
                // Disjoint: an answer term is one the question does not use.
                for slot in draft.answerSlots { table.counts[slot] += 1 }
                entries.append(draft.entry)
                answerSlots.append(draft.answerSlots)
                questionWordCounts.append(draft.questionWordCount)
            }
        }
        // Curated texts word by word: a rarity estimate needs each word's
        // term, not the lexicon's multi-word forms.
        for entry in curated {
            table.startGroup()
            for text in [entry.title] + entry.examples.map(\.value) + entry.keywords.map(\.value.word) {
                for word in Tokenizer.tokenize(text) {
                    if let slot = table.slot(ofWord: word), table.isFirstInGroup(slot: slot) { table.counts[slot] += 1 }
                }
            }
        }
        let total = Double(entries.count + curated.count + 1)
        for index in entries.indices {
            for (position, slot) in answerSlots[index].enumerated() {
                let idf = log(total / Double(max(table.counts[slot], 1)))
                let share = position < questionWordCounts[index] ? 1 : Self.answerTermShare
                entries[index].keywords[position].value.weight = max(Self.answerWordFloor, share * Self.answerWordScale * idf)
            }
        }
        return entries
    }

    func entry(for item: DocumentItem, table: inout TermTable)
        -> (entry: KnowledgeEntry, answerSlots: [Int], questionSlots: [Int], questionWordCount: Int) {
        // `terms(_:)` tokenises the question without its proper names: when
        // none is dropped, those are the question's own tokens, read below too.
        let questionTokens = Tokenizer.tokenize(item.question)
        let named = table.normalizer.preparedText(item.question)
        var questionTerms = table.normalizer.terms(named, tokens: named.hasSameBytes(as: item.question) ? questionTokens : Tokenizer.tokenize(named))
        if let category = item.category ?? item.pageTitle { questionTerms += table.terms(ofCategory: category) }
        // One group per item: a word or term counts once, and an answer term
        // is one the question does not use.
        table.startGroup()
        var questionSlots: [Int] = []
        for term in questionTerms {
            let slot = table.slot(ofTerm: term)
            if table.isFirstInGroup(slot: slot) { questionSlots.append(slot) }
        }
        var keywords: [Located<KnowledgeEntry.Keyword>] = []
        var answerSlots: [Int] = []
        // The question's words one by one: a lexicon form merges some
        // ("Jam Pelayanan Helpdesk" reads "operasional helpdesk"), and a
        // query that uses one of them apart ("helpdesk buka jam brp") must
        // still find the item. Each such word weighs as a question word.
        for word in questionTokens where word.utf8.count > 2 {
            guard let number = table.firstInGroup(word: word), let slot = table.slot(ofWordNumber: number),
                  table.isFirstInGroup(slot: slot) else { continue }
            keywords.append(Located(.init(word: word, weight: Self.answerWordWeight), line: item.line))
            answerSlots.append(slot)
        }
        let questionWordCount = keywords.count
        // The answer's parts one by one: a space ends a token, so they give
        // the tokens of `answerText` (the parts joined by spaces) without
        // joining them, and the parts after the last keyword are not read.
        answer: for part in [item.paragraphs, item.steps].joined() {
            let words = Tokenizer.tokenize(part)
            for (position, word) in words.enumerated() {
                let number = table.number(of: word)
                // A multi-word form ("User ID", "kata sandi") is one term the
                // words apart do not give: "user" and "id" are not "userid".
                if table.opensPhrase(wordNumber: number) {
                    for term in table.normalizer.lexicon.formOutput(at: position, in: words) {
                        if keywords.count - questionWordCount >= Self.answerWordLimit { break answer }
                        let slot = table.slot(ofTerm: term)
                        guard table.isFirstInGroup(slot: slot) else { continue }
                        keywords.append(Located(.init(word: term, weight: Self.answerWordWeight), line: item.line))
                        answerSlots.append(slot)
                    }
                }
                guard word.utf8.count > 2, table.isFirstInGroup(wordNumber: number) else { continue }
                if keywords.count - questionWordCount >= Self.answerWordLimit { break answer }
                guard let slot = table.slot(ofWordNumber: number), table.isFirstInGroup(slot: slot) else { continue }
                keywords.append(Located(.init(word: word, weight: Self.answerWordWeight), line: item.line))
                answerSlots.append(slot)
            }
        }
        let summary = Self.summary(of: item)
        // A cut summary keeps the whole first paragraph in the notes.
        let notes = summary == item.paragraphs.first ? Array(item.paragraphs.dropFirst()) : item.paragraphs
        let entry = KnowledgeEntry(
            id: itemID(item), file: file, title: item.question, audience: [.umum], topic: nil,
            sources: [source(of: item)], contactKeys: [Located("site", line: item.line)], related: [],
            summary: summary, priority: .normal, phrases: [], requires: [], keywords: keywords, excludes: [],
            examples: Self.variants(of: item).map { Located($0, line: item.line) },
            steps: item.steps, documents: [], notes: notes)
        return (entry, answerSlots, questionSlots, questionWordCount)
    }

    /// Weight of a word that only the answer uses, before it is weighed by
    /// rarity (and in a single item's draft).
    static let answerWordWeight = 0.5
    /// An answer word counts this share of a question word of the same rarity.
    static let answerTermShare = 0.5
    /// `KnowledgeIndex.exampleWeightScale`: answer and question words on one scale.
    static let answerWordScale = 0.9
    /// Even a word every item uses keeps a little weight.
    static let answerWordFloor = 0.2
    /// At most this many answer words per item: the opening of an answer
    /// says what it is about, and a long answer must not pull every query.
    static let answerWordLimit = 30

    static let questionOpeners: Set<String> = ["apa", "apakah", "bagaimana", "bagaimanakah", "berapa", "bolehkah", "bisakah", "kapan", "mengapa", "kenapa", "siapa", "dimana", "di"]

    /// The question, then the question without its opening question word
    /// and with the category named, so short queries still find it; the
    /// page's title rides along with one of them (see below).
    static func variants(of item: DocumentItem) -> [String] {
        var out = [item.question]
        // The page's title goes with the question without its opener, or
        // with the whole question when it has none: one variant, not one
        // more per item (a 2,000-item page loads a quarter slower with it).
        let title = item.pageTitle.map { $0.isEmpty ? "" : $0 + " " } ?? ""
        var titled = title.isEmpty
        if isPlainASCIIWithoutParticle(item.question) {
            // Single spaces between ASCII words: the words are byte ranges,
            // and the question without its first word is the text after
            // the first space (no split and join per item of a large page).
            if let rest = asciiQuestionWithoutOpener(item.question) {
                out.append(title + rest)
                titled = true
            }
        } else {
            let words = item.question.split(separator: " ")
            if let first = words.first, questionOpeners.contains(first.lowercased()), words.count > 2 {
                out.append(title + words.dropFirst().joined(separator: " "))
                titled = true
            }
            // "bolehkah", "bisakah": the question particle hides the word.
            let plain = words.map { word -> Substring in
                let lower = word.lowercased()
                return lower.hasSuffix("kah") && lower.count > 5 ? word.dropLast(3) : word
            }.joined(separator: " ")
            if plain != item.question { out.append(plain) }
        }
        if let category = item.category, !category.isEmpty { out.append(category + " " + item.question) }
        if !titled { out.append(title + item.question) }
        return out
    }

    /// For a question `isPlainASCIIWithoutParticle` accepts: the words
    /// after the first when it is a question opener and at least two follow.
    static func asciiQuestionWithoutOpener(_ question: String) -> String? {
        let utf8 = question.utf8
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        let rest = utf8[utf8.index(after: space)...]
        guard rest.contains(UInt8(ascii: " ")),
              questionOpeners.contains(String(decoding: utf8[..<space], as: UTF8.self).lowercased()) else { return nil }
        return String(decoding: rest, as: UTF8.self)
    }

    /// True when `question` is ASCII words separated by single spaces, none
    /// longer than five letters ending in "kah" (in any case): its variant
    /// without the particle is then the question itself, found without
    /// lower-casing each word.
    static func isPlainASCIIWithoutParticle(_ question: String) -> Bool {
        let bytes = question.utf8.span
        guard bytes.count > 0, bytes[0] != UInt8(ascii: " "), bytes[bytes.count - 1] != UInt8(ascii: " ") else { return false }
        var wordStart = 0
        for index in 0...bytes.count {
            if index < bytes.count {
                if bytes[index] >= 0x80 { return false }
                if bytes[index] != UInt8(ascii: " ") { continue }
            }
            // A word ends at `index`.
            let length = index - wordStart
            // Two spaces in a row: the split drops the empty word, so the variant differs.
            if length == 0 { return false }
            if length > 5, bytes[index - 3] | 0x20 == UInt8(ascii: "k"), bytes[index - 2] | 0x20 == UInt8(ascii: "a"),
               bytes[index - 1] | 0x20 == UInt8(ascii: "h") {
                return false
            }
            wordStart = index + 1
        }
        return true
    }

    /// The opening of the answer: its first paragraph, cut at a sentence
    /// end near `summaryLimit`; the first step when there is no paragraph.
    static func summary(of item: DocumentItem) -> String {
        guard let first = item.paragraphs.first ?? item.steps.first else { return item.question }
        // Counting characters walks grapheme clusters; a byte count no
        // larger than the limit settles it, and plain ASCII is cut on bytes.
        if first.utf8.count <= summaryLimit { return first }
        return asciiSummary(of: first) ?? characterSummary(of: first)
    }

    /// `summary(of:)` of one paragraph, counted in characters.
    static func characterSummary(of first: String) -> String {
        guard first.count > summaryLimit else { return first }
        let head = first.prefix(summaryLimit)
        if let end = head.lastIndex(of: "."), head.distance(from: head.startIndex, to: end) > summaryLimit / 3 {
            return String(head[...end])
        }
        return String(head) + "…"
    }

    /// `summary(of:)` for a paragraph of ASCII without "\r" (every other
    /// byte is a character of its own), longer than `summaryLimit` bytes;
    /// nil for any other text.
    static func asciiSummary(of text: String) -> String? {
        let bytes = text.utf8.span
        for index in bytes.indices where bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "\r") { return nil }
        var end = summaryLimit - 1
        while end > summaryLimit / 3, bytes[end] != UInt8(ascii: ".") { end -= 1 }
        let utf8 = text.utf8
        guard end > summaryLimit / 3 else {
            return String(decoding: utf8[..<utf8.index(utf8.startIndex, offsetBy: summaryLimit)], as: UTF8.self) + "…"
        }
        return String(decoding: utf8[...utf8.index(utf8.startIndex, offsetBy: end)], as: UTF8.self)
    }
}
