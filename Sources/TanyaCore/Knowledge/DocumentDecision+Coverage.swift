#if canImport(Glibc)
import Glibc
#endif

/// How much of a query an item's question explains, how much of the
/// question the query uses, and the words of a query an item does not
/// answer: the measures the document gates read.
extension Responder {
    /// Share of the query's words the first option's question must use for
    /// items to clarify among themselves: a vague question sharing one word
    /// with a few items is better a fallback than a list of lookalikes.
    static let answerCoverage = 0.5
    /// How much a query term counts when only the item's answer uses it.
    static let answerTermShare = 0.5
    /// How much a query term counts when the item's question uses a word
    /// related to it (`related.md`): "gratis" in "daftar penyedia gratis
    /// atau bayar?" for "Apakah ada biaya untuk mendaftar?". Less than the
    /// question's own word, more than an answer word. On a draft of the
    /// groups, 1 gained the documents tuning sets 19 lines but gave the
    /// curated sets with the fixtures four more confident wrong answers and
    /// a never-tuned set one; 0.5 gained 7 lines, 0.75 10.
    static let relatedTermShare = 0.75

    /// How much of the query the item's question (title and derived
    /// variants) explains: each query term counts its rarity in the items'
    /// index (log of entries over entries weighing it), a term only the
    /// answer uses counts `answerTermShare`, and a word the index never saw
    /// counts `Classifier.unknownWordShare` of the rarest weight, so a query
    /// about something else ("daftar hitam") explains little.
    static func questionCoverage(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex,
                                 answerShare: Double = answerTermShare, relatedShare: Double = relatedTermShare) -> Double {
        coverageDetail(of: item, tokens: tokens, in: index, answerShare: answerShare, relatedShare: relatedShare).coverage
    }

    /// `questionCoverage` with its share for the question alone (answer
    /// words counting nothing), read in one pass.
    static func questionCoverages(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex)
        -> (coverage: Double, questionOnly: Double) {
        let detail = coverageDetail(of: item, tokens: tokens, in: index)
        return (detail.coverage, detail.questionOnly)
    }

    /// `questionCoverage`, the share the question alone explains, and the
    /// query terms neither the item's question nor its answer uses (for
    /// `--explain`).
    static func coverageDetail(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex,
                               answerShare: Double = answerTermShare, relatedShare: Double = relatedTermShare)
        -> (coverage: Double, questionOnly: Double, unexplained: [String]) {
        let entry = index.entries[item].entry
        var questionTerms = titleTerms(of: item, in: index)
        for example in entry.examples { questionTerms.formUnion(index.normalizer.terms(example.value)) }
        let total = Double(index.entryCount + 1)
        var content = 0.0
        var explained = 0.0
        var explainedByQuestion = 0.0
        var unexplained: [String] = []
        var seen = Set<String>()
        let namesOffice = questionTerms.contains(where: ClauseScope.officeWords.contains)
        let relatedGroups = index.related.isEmpty || relatedShare == 0 ? [] : index.related.groups(of: questionTerms)
        // A notice's heading ("Perpindahan Alamat Situs LPSE") names a topic,
        // not a question: it answers what is asked about that topic, so the
        // query's question word is its own ("alamat barunya apa?").
        let heading = !entry.title.hasSuffix("?")
        for token in tokens where !token.negated && seen.insert(token.term).inserted {
            guard let id = index.termID(token.term), !index.postings[Int(id)].isEmpty else {
                content += Classifier.unknownWordShare * log(total)
                unexplained.append(token.term)
                continue
            }
            let postings = index.postings[Int(id)]
            let rarity = log(total / Double(postings.count))
            content += rarity
            if questionTerms.contains(token.term) || (namesOffice && officeKindTerms.contains(token.term))
                || (heading && Self.askingTerms.contains(token.term)) {
                explained += rarity
                explainedByQuestion += rarity
            } else if index.related.relates(token.term, to: relatedGroups) {
                // Not the question's own word: it explains the query, but
                // not toward `questionOnly`, which waives a subject word
                // only for the question in the query's own words.
                explained += relatedShare * rarity
            } else if postings.contains(where: { Int($0.entry) == item }) {
                explained += answerShare * rarity
            } else {
                unexplained.append(token.term)
            }
        }
        guard content > 0 else { return (0, 0, unexplained) }
        return (explained / content, explainedByQuestion / content, unexplained)
    }

    /// Words naming which office a message speaks of ("lpse provinsi", "lpse
    /// kota sebelah"). A question naming one kind of office is about offices
    /// in general: "Kami sudah terdaftar di LPSE kabupaten lain, ..." also
    /// explains "sy udh terverifikasi di lpse provinsi, hrs daftar ulang di
    /// lpse kota?", whose office words are the asker's own places.
    static let officeKindTerms: WordSet = ClauseScope.officeWords.union(["sebelah", "tetangga"])

    /// Question words (as the lexicon reads them) a notice heading
    /// explains. Not "kapan": a heading answers when only if its text
    /// states a time, and "jadwal tender kapan" must not reach a
    /// maintenance notice that mentions the tender schedule.
    static let askingTerms: WordSet = ["apa", "berapa", "bagaimana", "mana", "siapa", "kenapa"]

    /// How much of the item's question (its title, read as a whole and word
    /// by word) the query uses: each title term counts its rarity in the
    /// items' index, as in `questionCoverage`. Derived variants are left
    /// out: they repeat the title's words and would only dilute it.
    static func questionRecall(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex) -> Double {
        let queryTerms = Set(tokens.lazy.filter { !$0.negated }.map(\.term))
        let total = Double(index.entryCount + 1)
        var content = 0.0
        var used = 0.0
        for term in titleTerms(of: item, in: index) {
            guard let id = index.termID(term), !index.postings[Int(id)].isEmpty else { continue }
            let rarity = log(total / Double(index.postings[Int(id)].count))
            content += rarity
            if queryTerms.contains(term) { used += rarity }
        }
        return content == 0 ? 0 : used / content
    }

    /// The terms of an item's title, read as a whole and word by word, as
    /// the item weighs them (a lexicon form may merge two of its words).
    static func titleTerms(of item: Int, in index: KnowledgeIndex) -> Set<String> {
        let title = index.entries[item].entry.title
        var terms = Set(index.normalizer.terms(title))
        for word in Tokenizer.tokenize(title) { terms.formUnion(index.normalizer.terms(word)) }
        return terms
    }

    /// Terms naming who acts in the procurement: a question about one of
    /// them is not answered by an item written for another.
    static let roleTerms: Set<String> = ["penyedia", "ppk", "pokja", "kpa", "ppe", "auditor"]

    /// True when the query names roles and the item's question names others
    /// only: "cara buat akun ppk baru" is not answered by the vendor
    /// registration item ("mendaftar sebagai penyedia"), though both create
    /// an account. An item naming no role (a notice) never conflicts.
    static func namesOtherRole(item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex) -> Bool {
        let queryRoles = Set(tokens.lazy.filter { !$0.negated }.map(\.term).filter(roleTerms.contains))
        guard !queryRoles.isEmpty else { return false }
        let entry = index.entries[item].entry
        var itemRoles = Set<String>()
        for text in [entry.title] + entry.examples.map(\.value) {
            itemRoles.formUnion(index.normalizer.terms(text).filter(roleTerms.contains))
        }
        return !itemRoles.isEmpty && queryRoles.isDisjoint(with: itemRoles)
    }

    /// Query terms that some entry of the items' index weighs at least
    /// `salientWeight` and the item does not weigh at all: the query names
    /// a subject the item is not about ("tender" in a maintenance notice's
    /// answer is not "jadwal tender"). Low-priority entries (greetings) name
    /// no subject, but a curated out-of-scope entry, kept there as a
    /// low-priority one, does (`declines`): its words are the subjects
    /// Tanya declines. A word of the item's own page is no other subject
    /// (`namesOwnPage`).
    static func unexplainedSalientCount(of item: Int, tokens: [NormalizedToken], in index: KnowledgeIndex,
                                        declines: (Int) -> Bool = { _ in false }) -> Int {
        var seen = Set<Int32>()
        var count = 0
        for token in tokens where !token.negated && !token.context {
            guard let id = index.termID(token.term), seen.insert(id).inserted else { continue }
            let postings = index.postings[Int(id)]
            guard !postings.contains(where: { Int($0.entry) == item }) else { continue }
            if postings.contains(where: { Double($0.weight) >= Self.salientWeight
                && (index.priorities[Int($0.entry)] != .low || declines(Int($0.entry))) }),
               !namesOwnPage(token.term, postings: postings, item: item, tokens: tokens, in: index) { count += 1 }
        }
        return count
    }

    /// Whether `term` is a word of item `item`'s own page: another item of
    /// the same document has it in its question or heading and explains
    /// less of the query than `item` (`questionCoverage`). A notice titles
    /// one section "Jam Pelayanan Helpdesk" and another "Layanan Saat Libur
    /// Nasional": "helpdesk" in "helpdesk tetap buka pas cuti bersama?" is
    /// the page's subject, context for the holiday section, not a subject
    /// that section leaves out. A sibling explaining more of the query is
    /// the better reading, and its title word still counts ("libur" keeps
    /// the opening-hours section from a holiday question). The siblings are
    /// compared on their own words, without related words: a title word
    /// is the page's by what the titles say ("Layanan" relates to
    /// "helpdesk", yet the holiday section does not name the helpdesk).
    /// Only words some entry weighs as a subject reach this test, so titles
    /// are read for a few words of a few candidates, not for every query.
    static func namesOwnPage(_ term: String, postings: [(entry: Int32, weight: Float)], item: Int,
                             tokens: [NormalizedToken], in index: KnowledgeIndex) -> Bool {
        let page = index.entries[item].entry.file
        var coverage: Double?
        for posting in postings {
            let sibling = Int(posting.entry)
            guard sibling != item, index.entries[sibling].entry.file == page,
                  titleTerms(of: sibling, in: index).contains(term) else { continue }
            let own = coverage ?? questionCoverage(of: item, tokens: tokens, in: index, relatedShare: 0)
            coverage = own
            if questionCoverage(of: sibling, tokens: tokens, in: index, relatedShare: 0) < own { return true }
        }
        return false
    }
}
