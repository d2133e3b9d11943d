/// One line of `related.md`: words that ask about the same thing in other
/// words ("biaya, bayar, gratis, pungutan"), though none means the other.
/// The lexicon maps a word to the one it means; a group only lets a document
/// item's question answer a paraphrase that uses another word of the group.
public struct RelatedWordGroup: Sendable, Equatable {
    public var words: [String]
    /// Line in `related.md`, for messages.
    public var line: Int

    public init(words: [String], line: Int) {
        self.words = words
        self.line = line
    }
}

extension KnowledgeParser {
    /// Reads `related.md`: one group per line, its words separated by
    /// commas; `#` starts a comment line. A line of one word is an error
    /// (it relates nothing), named with its file and line.
    public static func parseRelatedWords(_ text: String, file: String) -> ([RelatedWordGroup], [KnowledgeIssue]) {
        var groups: [RelatedWordGroup] = []
        var issues: [KnowledgeIssue] = []
        for (offset, raw) in lines(of: text).enumerated() {
            let line = trim(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            var words: [String] = []
            for part in line.split(separator: ",") {
                let word = trim(part).lowercased()
                if !word.isEmpty, !words.contains(word) { words.append(word) }
            }
            guard words.count >= 2 else {
                issues.append(KnowledgeIssue(file: file, line: offset + 1,
                                             message: "kelompok kata terkait perlu dua kata atau lebih, dipisah koma: \"\(line)\""))
                continue
            }
            groups.append(RelatedWordGroup(words: words, line: offset + 1))
        }
        return (groups, issues)
    }
}

/// The related-word groups as an index reads them: each term (a group word
/// normalised as queries are) with the numbers of the groups it is in.
struct RelatedTerms: Sendable {
    private let groupsOfTerm: [String: [Int32]]

    init(groups: [RelatedWordGroup], normalizer: TextNormalizer) {
        var groupsOfTerm: [String: [Int32]] = [:]
        for (number, group) in groups.enumerated() {
            for word in group.words {
                for term in Self.reading(of: word, normalizer: normalizer).terms
                where !(groupsOfTerm[term]?.contains(Int32(number)) ?? false) {
                    groupsOfTerm[term, default: []].append(Int32(number))
                }
            }
        }
        self.groupsOfTerm = groupsOfTerm
    }

    /// The terms a group word relates, read as queries are read, and the
    /// typo guess among its words if any. A word the lexicon reads as two
    /// terms ("kantor cabang") relates each of them; a typo correction is a
    /// guess at another word ("firm" read as "formulir"): it relates nothing.
    /// A stopword reads as no term at all.
    static func reading(of word: String, normalizer: TextNormalizer) -> (terms: [String], guess: NormalizedToken?) {
        let tokens = normalizer.normalize(word)
        return (tokens.filter { !$0.corrected }.map(\.term), tokens.first(where: \.corrected))
    }

    var isEmpty: Bool { groupsOfTerm.isEmpty }

    /// The groups any of `terms` is in.
    func groups(of terms: some Sequence<String>) -> Set<Int32> {
        var found = Set<Int32>()
        for term in terms { found.formUnion(groupsOfTerm[term] ?? []) }
        return found
    }

    /// Whether `term` is in one of `groups`.
    func relates(_ term: String, to groups: Set<Int32>) -> Bool {
        guard !groups.isEmpty, let own = groupsOfTerm[term] else { return false }
        return own.contains(where: groups.contains)
    }
}

extension KnowledgeValidator {
    /// Words of `related.md` that relate nothing, read as queries are read:
    /// a stopword (dropped before matching), a word known nowhere that is
    /// taken for a typo of another (`RelatedTerms` skips it), and a group
    /// left with one term (the lexicon already joins its words, or the
    /// others were skipped).
    /// Warnings for `tanya check`: staff see why a word they wrote does
    /// nothing, which the matching itself never says.
    public static func relatedWordWarnings(_ responder: Responder) -> [KnowledgeIssue] {
        // The items' index reads the groups; without documents the curated
        // index's reading is the same up to the items' own vocabulary.
        let normalizer = responder.documentIndex?.normalizer ?? responder.index.normalizer
        let base = responder.index.base
        let file = base.relatedWordsFile
        var issues: [KnowledgeIssue] = []
        for group in base.relatedWords {
            var terms: [String] = []
            for word in group.words {
                let reading = RelatedTerms.reading(of: word, normalizer: normalizer)
                if let guess = reading.guess {
                    issues.append(KnowledgeIssue(file: file, line: group.line, message: "kata terkait '\(word)' tidak dikenal dan terbaca sebagai salah ketik '\(guess.term)', jadi diabaikan; hapus atau tulis kata yang dipakai di halaman dan pertanyaan pengguna"))
                } else if reading.terms.isEmpty {
                    issues.append(KnowledgeIssue(file: file, line: group.line, message: "kata terkait '\(word)' adalah kata abaian (stopword) sehingga tidak menghubungkan apa pun; hapus dari kelompok ini"))
                }
                for term in reading.terms where !terms.contains(term) { terms.append(term) }
            }
            if terms.count == 1 {
                issues.append(KnowledgeIssue(file: file, line: group.line, message: "kelompok ini hanya menyisakan satu kata terbaca, '\(terms[0])' (kata lainnya dibaca leksikon sebagai kata yang sama, atau diabaikan), jadi tidak menghubungkan apa pun; gabungkan dengan kelompok lain atau hapus"))
            }
        }
        return issues
    }
}
