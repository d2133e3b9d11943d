import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// `related.md`: groups of words that ask about the same thing in other
/// words. A document item's question explains a query word related to one
/// of its own, at `Responder.relatedTermShare`; curated entries never read
/// the groups.
@Suite("Related words let an item's question explain a paraphrase")
struct RelatedWordsTests {
    @Test("each line is a group of lowercased words, comments and blank lines skipped")
    func parsesGroups() {
        let text = "# biaya\n\nbiaya, Bayar , gratis\n# jam\njam, pukul, jam\n"
        let (groups, issues) = KnowledgeParser.parseRelatedWords(text, file: "related.md")
        #expect(issues.isEmpty)
        #expect(groups == [RelatedWordGroup(words: ["biaya", "bayar", "gratis"], line: 3),
                           RelatedWordGroup(words: ["jam", "pukul"], line: 5)])
    }

    @Test("a line that relates nothing is an error naming its file and line", arguments: [
        "gratis",
        "bayar, bayar",
        "biaya bayar gratis",
    ])
    func lineOfOneWordIsAnError(line: String) {
        let (groups, issues) = KnowledgeParser.parseRelatedWords("jam, pukul\n\(line)\n", file: "related.md")
        #expect(groups.count == 1, "the good line still reads")
        #expect(issues.count == 1)
        #expect(issues.first?.description.hasPrefix("related.md:2: kelompok kata terkait perlu dua kata") ?? false)
    }

    @Test("a broken related.md is reported with its line when the knowledge loads")
    func brokenFileIsReported() throws {
        let knowledge = try TempKnowledge(["related.md": "# uji\nkunci, anak kunci\ncadangan\n"])
        defer { knowledge.remove() }
        let issues = knowledge.issues()
        #expect(issues.contains { $0.file.hasSuffix("related.md") && $0.line == 3 })
    }

    @Test("without related.md the knowledge loads with no groups")
    func fileIsOptional() throws {
        let knowledge = try TempKnowledge()
        defer { knowledge.remove() }
        let (base, issues) = try KnowledgeLoader.parse(directory: knowledge.root)
        #expect(issues.isEmpty)
        #expect(base.relatedWords.isEmpty)
    }

    @Test("a group word read as a typo of another word relates nothing; a lexicon form relates its term")
    func correctedWordRelatesNothing() throws {
        let normalizer = Shipped.normalizer
        let firm = try #require(normalizer.normalize("firm").first)
        #expect(firm.corrected, "premise: the shipped vocabulary reads 'firm' as a typo (\(firm.term))")
        let related = RelatedTerms(groups: [RelatedWordGroup(words: ["firm", "perusahaan"], line: 1),
                                            RelatedWordGroup(words: ["peramban", "edge"], line: 2)],
                                   normalizer: normalizer)
        #expect(!related.relates(firm.term, to: related.groups(of: ["perusahaan"])))
        // "peramban" is the lexicon's "browser": the group relates that term.
        #expect(related.relates("browser", to: related.groups(of: ["edge"])))
    }

    /// The shipped knowledge with the fixture documents and no related words.
    static let withoutGroups: Responder = {
        do {
            var (base, _) = try KnowledgeLoader.parse(directory: Repository.knowledge)
            base.relatedWords = []
            base.loadDocuments(directory: DocumentFixtures.directory)
            return Responder(index: KnowledgeIndex(base: base))
        } catch {
            fatalError("the shipped knowledge must load: \(error)")
        }
    }()

    @Test("a paraphrase in related words gets the item it falls back without them", arguments: [
        // "gratis"/"bayar" for the item's "biaya"
        ("daftar akun penyedia di lpse gratiss atau bayar?", "faq-pendaftaran-5"),
        // "lebaran"/"holiday" for the notice's "Libur Nasional dan Cuti Bersama"
        ("does the LPSE helpdesk work during the lebaran holiday?", "pengumuman-layanan-3"),
        // "alur" for the FAQ's "cara"
        ("alur pendaftaran penyedia baru di lpse bagaimana?", "faq-pendaftaran-1"),
    ])
    func relatedWordsReachTheItem(query: String, item: String) {
        let reply: Reply = DocumentFixtures.responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
        let before: Reply = Self.withoutGroups.reply(to: query)
        #expect(before.kind != .answer, "\(before.kind) \(before.intent ?? "-")")
    }

    @Test("a related word explains the query but not toward the question's own share")
    func relatedWordIsNotTheQuestionsOwn() throws {
        let query = "daftar penyedia gratis atau bayar"
        func coverages(_ responder: Responder) throws -> (coverage: Double, questionOnly: Double) {
            let classifier = try #require(responder.documentClassifier)
            let number = try #require(classifier.index.entryIndex(for: "faq-pendaftaran-5"))
            return Responder.questionCoverages(of: number, tokens: classifier.classify(query).tokens, in: classifier.index)
        }
        let with = try coverages(DocumentFixtures.responder)
        let without = try coverages(Self.withoutGroups)
        #expect(with.coverage > without.coverage + 0.1)
        #expect(with.questionOnly == without.questionOnly)
    }

    @Test("curated replies are the same with and without the groups", arguments: [
        "gk bisa login, muncul java script error",
        "email lpse sy gk aktif lg, gmn ganti",
        "ppk pindah satker harus daftar ulang?",
        "biaya kirim surat ke lkpp berapa?",
    ])
    func curatedRepliesIgnoreGroups(query: String) {
        let with: Reply = DocumentFixtures.responder.reply(to: query)
        let without: Reply = Self.withoutGroups.reply(to: query)
        #expect(with.kind == without.kind && with.intent == without.intent && with.confidence == without.confidence)
    }

    @Test("tanya check warns of a related word that relates nothing: a stopword, a typo guess, a group read as one term")
    func checkWarnsOfWordsThatRelateNothing() throws {
        let knowledge = try TempKnowledge(["related.md": "# uji\nkunci, karena, cadangan\ngk, tidak, ga\nkuncu, engsel\npintu, engsel\npintu kuncu, engsel\n"])
        defer { knowledge.remove() }
        let responder = try KnowledgeLoader.loadResponder(directory: knowledge.root)
        let kuncu = try #require(responder.index.normalizer.normalize("kuncu").first)
        #expect(kuncu.corrected, "premise: 'kuncu' reads as a typo of '\(kuncu.term)'")
        let warnings = KnowledgeValidator.relatedWordWarnings(responder).map { $0.description.replacingOccurrences(of: knowledge.root + "/", with: "") }
        #expect(warnings.count == 5, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("related.md:2: kata terkait 'karena' adalah kata abaian") })
        #expect(warnings.contains { $0.hasPrefix("related.md:3: kelompok ini hanya menyisakan satu kata terbaca, 'tidak'") })
        // Without its typo, the fourth line's group is 'engsel' alone.
        #expect(warnings.contains { $0.hasPrefix("related.md:4: kelompok ini hanya menyisakan satu kata terbaca, 'engsel'") })
        #expect(warnings.contains { $0.hasPrefix("related.md:4: kata terkait 'kuncu' tidak dikenal dan terbaca sebagai salah ketik") })
        // A word of two read terms, one a typo: the other still relates.
        #expect(warnings.contains { $0.hasPrefix("related.md:6: kata terkait 'pintu kuncu' tidak dikenal dan terbaca sebagai salah ketik") })
        #expect(!warnings.contains { $0.hasPrefix("related.md:6: kelompok ini hanya menyisakan") })
    }

    @Test("every word of the shipped related.md relates something")
    func shippedGroupsRelateEveryWord() {
        let warnings = KnowledgeValidator.relatedWordWarnings(Shipped.responder)
        #expect(warnings.isEmpty, "\(warnings.map(\.description))")
    }
}
