import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A copy of the shipped knowledge with extra files, so an entry written by
/// staff can be tried beside the real neighbours it competes with.
private struct ShippedCopy {
    let root: String

    init(adding files: [String: String]) throws {
        root = NSTemporaryDirectory() + "tanya-shipped-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: Repository.knowledge, toPath: root)
        for (path, text) in files { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
    }

    func responder() throws -> Responder { try KnowledgeLoader.loadResponder(directory: root) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// An entry as knowledge/README.md invites staff to write it: examples
/// only, no keyword, require or phrase line.
private let minimalPhoneEntry = """
id: spse-di-ponsel
title: Membuka SPSE dari ponsel atau tablet
audience: penyedia
source: uji
contacts: site
summary: SPSE dibuka lewat peramban; untuk mengunggah penawaran gunakan komputer karena Apendo hanya berjalan di komputer.

## Examples
- apakah spse bisa dibuka di hp
- buka lpse lewat handphone bisa tidak
- ada aplikasi lpse di playstore?
- spse versi android ada ga
- tampilan lpse di ponsel berantakan
- bisa ikut tender pakai hp saja?
- upload penawaran dari smartphone bisa?
- lpse di iphone tidak tampil sempurna
- akses spse lewat tablet
- aplikasi mobile spse resmi ada?
- mau cek pengumuman lelang dari hp
- pakai hp android untuk login lpse aman?
- tombol di spse tidak kelihatan kalau dibuka di hp
- spse mobile friendly tidak
- can i use spse on my phone
- download aplikasi lpse untuk android dimana
- apendo bisa diinstal di hp?

## Steps
1. Buka situs LPSE di peramban ponsel untuk melihat pengumuman.
2. Gunakan komputer untuk mengunggah penawaran dengan Apendo.
"""

@Suite("Learned scorer")
struct LearnedScorerTests {
    @Test("the same knowledge gives the same model and the same replies on every load")
    func deterministic() throws {
        let first = try KnowledgeLoader.loadResponder(directory: Repository.knowledge)
        let second = try KnowledgeLoader.loadResponder(directory: Repository.knowledge)
        let queries = ["lupa pw", "email lpse masuk spam", "gk bisa login javascript error", "halo", "cara sanggah"]
        for query in queries {
            let terms = first.index.normalizer.terms(query)
            #expect(first.index.learned.probabilities(terms) == second.index.learned.probabilities(terms), "\(query)")
            let firstReply: Reply = first.reply(to: query)
            let secondReply: Reply = second.reply(to: query)
            #expect(firstReply.json() == secondReply.json(), "\(query)")
        }
    }

    @Test("probabilities cover every entry and sum to one")
    func probabilitiesSumToOne() {
        let index = Shipped.responder.index
        let probabilities = index.learned.probabilities(index.normalizer.terms("email tidak masuk"))
        #expect(probabilities.count == index.entryCount)
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-4)
    }

    @Test("the model ranks an entry's own title first")
    func ownTitleWins() {
        let index = Shipped.responder.index
        var wrong: [String] = []
        for (position, compiled) in index.entries.enumerated() {
            let probabilities = index.learned.probabilities(index.normalizer.terms(compiled.entry.title))
            if Classifier.argmax(probabilities) != position { wrong.append(compiled.entry.id) }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("an entry with examples only answers paraphrases of its own", arguments: [
        "bisa buka spse lewat handphone ga",
        "apakah ada aplikasi lpse di android",
        "ikut tender pakai tablet bisa?",
        "lpse di hp tampilannya kacau",
    ])
    func minimalEntryAnswers(_ query: String) throws {
        let knowledge = try ShippedCopy(adding: ["entries/spse-di-ponsel.md": minimalPhoneEntry])
        defer { knowledge.remove() }
        let reply: Reply = try knowledge.responder().reply(to: query)
        #expect(reply.kind == .answer && reply.intent == "spse-di-ponsel", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a question an out-of-scope entry wins is a fallback naming that entry", arguments: [
        "akta perusahaan di sikap salah input, cara ubahnya",
        "status kswp tidak valid",
    ])
    func outOfScopeWinIsFallback(_ query: String) {
        let classification = Shipped.responder.classifier.classify(query)
        #expect(classification.decision == .fallback)
        #expect(classification.outOfScope.map { Shipped.responder.index.entries[$0].entry.id } == "luar-sikap-data")
    }

    @Test("an exclude word still vetoes its entry however sure the model is")
    func excludeVetoes() throws {
        let knowledge = try TempKnowledge(["entries/lampu-mati.md": (TempKnowledge.base["entries/lampu-mati.md"] ?? "")
            .replacingOccurrences(of: "keyword: mati 2", with: "keyword: mati 2\nexclude: taman")])
        defer { knowledge.remove() }
        let classifier = try knowledge.responder().classifier
        let index = classifier.index
        let lamp = try #require(index.entryIndex(for: "lampu-mati"))
        #expect(classifier.classify("lampu kamar mati").decision == .answer(entry: lamp))
        let vetoed = classifier.classify("lampu taman mati")
        #expect(vetoed.decision != .answer(entry: lamp))
        #expect(!vetoed.candidates.contains { $0.entry == lamp })
    }

    @Test("the explanation parts add up: the score combines the rule score and the learned probability")
    func scoreParts() {
        for candidate in Shipped.responder.classifier.classify("email lpse tidak masuk ke inbox").candidates {
            #expect(abs(candidate.score - Classifier.combinedScore(rule: candidate.ruleScore, learned: candidate.learned)) < 1e-9)
            #expect(candidate.score >= candidate.ruleScore)
        }
    }
}

/// The model answering alone, where the rules found no answer.
@Suite("Learned rescue")
struct LearnedRescueTests {
    /// An entry with enough examples for the model to be sure of wording
    /// its `require` line does not accept, and a second entry that weighs
    /// "meteran" in a keyword line only (so the model never saw it).
    private static let files: [String: String?] = [
        "entries/listrik-padam.md": """
        id: listrik-padam
        title: Sekring turun
        audience: umum
        source: uji
        summary: Naikkan sekring di meja panel.
        require: sekring | mcb
        keyword: sekring 4

        ## Examples
        \((1...16).map { "- listrik padam \(["kamar", "dapur", "teras", "garasi"][$0 % 4]) nomor \($0)" }.joined(separator: "\n"))

        ## Steps
        1. Naikkan sekring.
        """,
        "entries/tagihan.md": """
        id: tagihan
        title: Tagihan air
        audience: umum
        source: uji
        summary: Bayar di loket.
        require: tagihan
        keyword: tagihan 4
        keyword: meteran 2

        ## Examples
        - tagihan air naik
        - tagihan belum dibayar
        - bayar tagihan di mana
        - tagihan bulan ini berapa
        - tagihan terlambat kena denda

        ## Steps
        1. Bayar di loket.
        """,
    ]

    @Test("a sure model answers alone only when the entry knows every known word of the query")
    func rescueNeedsEveryWordExplained() throws {
        let knowledge = try TempKnowledge(Self.files)
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let entry = try #require(responder.index.entries.firstIndex { $0.entry.id == "listrik-padam" })

        let plain = responder.classifier.classify("listrik padam kamar nomor")
        #expect(plain.decision == .answer(entry: entry))

        // The extra word keeps the model sure, so only the unexplained word
        // stops the rescue.
        let text = "listrik padam kamar nomor meteran"
        let terms = responder.index.normalizer.terms(text)
        #expect(responder.index.learned.probabilities(terms)[entry] >= LearnedBlend.rescueProbability)
        #expect(responder.classifier.classify(text).decision != .answer(entry: entry))
    }
}

@Suite("Learned veto")
struct LearnedVetoTests {
    @Test("the model vetoes a well-learned entry it finds unlikely, never a greeting or thanks")
    func greetingsAreNotVetoed() throws {
        let responder = Shipped.responder
        let unlikely = [Double](repeating: 0, count: responder.index.entryCount)
        for id in ["sapaan", "terima-kasih"] {
            let entry = try #require(responder.index.entries.firstIndex { $0.entry.id == id })
            #expect(responder.index.priorities[entry] == .low)
            #expect(responder.index.exampleCounts[entry] >= LearnedBlend.vetoExamples)
            #expect(!responder.classifier.learnedVetoes(unlikely, entry: entry), "\(id)")
        }
        let entry = try #require(responder.index.entries.firstIndex { $0.entry.id == "lupa-password" })
        #expect(responder.classifier.learnedVetoes(unlikely, entry: entry))
    }
}

@Suite("Learned scorer: close calls")
struct LearnedSettlingTests {
    @Test("a close call of the rules is answered when the model is sure of the leader and doubts the runner-up")
    func modelSettlesCloseCall() throws {
        // Two entries the rules weigh alike, and heavily (so the model's
        // share of the score cannot part them on its own); only their
        // examples tell them apart: a dry tap is not an unpaid bill. A
        // constructed base, so the test does not hang on how the shipped
        // examples move the model's probabilities.
        let shared = """
        audience: umum
        source: uji
        require: air
        keyword: air 5
        keyword: mati 5
        keyword: dapur 5
        keyword: kering 5

        """
        let knowledge = try TempKnowledge([
            "entries/air-keran.md": "id: air-keran\ntitle: Air keran mati\nsummary: Periksa keran dan pipa.\n" + shared + """
            ## Examples
            - air keran mati sejak pagi
            - keran dapur kering tidak keluar air
            - pipa bocor air mati
            - air di kamar mandi mati, keran kering
            - keran wastafel tidak mengalir

            ## Steps
            1. Periksa keran dan pipa.
            """,
            "entries/air-tagihan.md": "id: air-tagihan\ntitle: Air diputus karena tagihan\nsummary: Bayar tagihan air.\n" + shared + """
            ## Examples
            - air diputus karena telat bayar tagihan
            - tagihan pdam belum dibayar air mati
            - bayar tunggakan air supaya dinyalakan lagi
            - denda tagihan air bulan lalu
            - air mati setelah tagihan menunggak

            ## Steps
            1. Bayar tagihan di loket.
            """,
        ])
        defer { knowledge.remove() }
        let classifier = try knowledge.responder().classifier
        let classification = classifier.classify("air mati, keran dapur kering")
        let complete = classification.candidates.filter(\.complete)
        let best = try #require(complete.first), second = try #require(complete.dropFirst().first)
        let ids = classifier.index.entries.map(\.entry.id)
        #expect(ids[best.entry] == "air-keran" && ids[second.entry] == "air-tagihan")
        // The rules alone would ask: the two scores sit within the ambiguity margin.
        #expect((best.score - second.score) / best.score < ClassifierSettings().ambiguityMargin)
        #expect(best.learned >= LearnedBlend.settlingProbability && second.learned <= LearnedBlend.doubtedProbability)
        #expect(classification.decision == .answer(entry: best.entry))
        // Without the model's say the same tie is a clarify.
        var doubtful = [Double](repeating: 0.1, count: classifier.index.entryCount)
        doubtful[best.entry] = 0.5
        #expect(!classifier.learnedSettles(doubtful, best: best.entry, second: second.entry))
    }

    @Test("the model does not settle when it doubts the leader too")
    func unsureModelKeepsClarify() throws {
        let classifier = Shipped.responder.classifier
        let probabilities = [Double](repeating: 0.1, count: classifier.index.entryCount)
        #expect(!classifier.learnedSettles(probabilities, best: 0, second: 1))
    }
}


@Suite("Learned out-of-scope lead")
struct LearnedOutOfScopeLeadTests {
    /// The model leads for the out-of-scope entry (0.53 against 0.35) while
    /// the winner leaves words unexplained; the rules decide whether that lead declines.
    @Test("rules far ahead of the declined topic keep the answer; weak or unexplaining rules let the model decline", arguments: [
        ("laporan yang sudah saya ajukan ke instansi pusat kok belum ada balasan, bisa dipantau dari mana", 10.0, 2.6, false),
        ("laporan yang sudah saya ajukan ke instansi pusat kok belum ada balasan, bisa dipantau dari mana", 10.0, 4.5, true),
        ("laporan yang sudah saya ajukan ke instansi pusat kok belum ada balasan, bisa dipantau dari mana", 5.3, 1.5, true),
        ("jam di server spse beda sama jam hp, telat lima menit, ngaruh ke batas upload penawaran", 10.0, 2.0, true),
    ])
    func ruleDominance(query: String, winnerRules: Double, declinedRules: Double, declines: Bool) throws {
        let lead = try Lead(query: query, winnerID: query.hasPrefix("jam") ? "data-tidak-sinkron" : "lacak-tiket-lkpp",
                            winnerProbability: 0.35, declinedProbability: 0.53, winnerRules: winnerRules, declinedRules: declinedRules)
        #expect(lead.classifier.unexplainedKnownCount(lead.ids, entry: lead.winner) > 0)
        #expect(lead.declines() == declines)
    }

    /// Synthetic probabilities and rule scores for a winner and
    /// `di-luar-cakupan` over the shipped index; every other entry near zero.
    private struct Lead {
        let classifier = Shipped.responder.classifier
        let winner: Int
        let declined: Int
        let ids: [Int32]
        var learned: [Double]
        var rules: [Double]

        init(query: String, winnerID: String, winnerProbability: Double, declinedProbability: Double,
             winnerRules: Double, declinedRules: Double) throws {
            let index = classifier.index
            winner = try #require(index.entryIndex(for: winnerID))
            declined = try #require(index.entryIndex(for: "di-luar-cakupan"))
            ids = index.normalizer.normalize(query).map { index.termID($0.term) ?? -1 }
            learned = [Double](repeating: 0.01, count: index.entryCount)
            learned[winner] = winnerProbability
            learned[declined] = declinedProbability
            rules = [Double](repeating: 0, count: index.entryCount)
            rules[winner] = winnerRules
            rules[declined] = declinedRules
        }

        /// Whether the model's lead declines the winner.
        func declines(namesSubject: (Int) -> Bool = { _ in true }) -> Bool {
            return classifier.learnedOutOfScope(learned, best: winner, excluded: { _ in false }, ids: ids, ruleScores: rules,
                                                namesSubject: namesSubject) == declined
        }
    }

    /// The model is all but sure of the out-of-scope entry (0.85), as it is
    /// of long stories written in the everyday words its examples use.
    @Test("a firmly read story naming none of the declined subjects keeps its answer against the model", arguments: [
        // Names no subject the topic declines, rules firm, most words explained.
        ("kantor kami pindah gedung dan berkas masih di kardus, sekarang user id akun lpse perusahaan tidak ada yang tahu", false, 9.0, false),
        // The same story naming a declined subject ("sanggah").
        ("kantor kami pindah gedung dan berkas masih di kardus, sekarang user id akun lpse perusahaan tidak ada yang tahu", true, 9.0, true),
        // Rules not firm enough.
        ("kantor kami pindah gedung dan berkas masih di kardus, sekarang user id akun lpse perusahaan tidak ada yang tahu", false, 6.0, true),
        // A short question the winner matched by one word: most words unexplained.
        ("jam di server spse beda sama jam hp, telat lima menit, ngaruh ke batas upload penawaran", false, 9.0, true),
    ])
    func storyWithoutDeclinedSubject(query: String, namesSubject: Bool, winnerRules: Double, declines: Bool) throws {
        let lead = try Lead(query: query, winnerID: query.hasPrefix("jam") ? "data-tidak-sinkron" : "lupa-userid",
                            winnerProbability: 0.1, declinedProbability: 0.85, winnerRules: winnerRules, declinedRules: 8.0)
        #expect(lead.declines(namesSubject: { _ in namesSubject }) == declines)
    }

    /// The model leans to the out-of-scope entry (0.5 against 0.1) without
    /// being sure: a long story the rules read twice as strongly as the
    /// declined topic, explaining half its known words, keeps its answer.
    @Test("a story the rules read far more strongly than the declined topic keeps its answer against the model's lean", arguments: [
        // A long story: the rules lead 10 to 4.
        ("minggu lalu gudang kami kebanjiran dan laptop admin rusak, staf lama yang pegang akun perusahaan sudah keluar tanpa catatan, sekarang user id akun lpse kami tidak ada yang tahu",
         4.0, false),
        // The same story, the rules' lead under twice the declined topic.
        ("minggu lalu gudang kami kebanjiran dan laptop admin rusak, staf lama yang pegang akun perusahaan sudah keluar tanpa catatan, sekarang user id akun lpse kami tidak ada yang tahu",
         6.0, true),
        // A short question: no story, the short-question rule applies.
        ("user id lpse siapa tahu, server pajak gedung listrik padam", 4.0, true),
    ])
    func storyDominatedByRules(query: String, declinedRules: Double, declines: Bool) throws {
        let lead = try Lead(query: query, winnerID: "lupa-userid", winnerProbability: 0.1, declinedProbability: 0.5,
                            winnerRules: 10.0, declinedRules: declinedRules)
        #expect(lead.declines() == declines)
    }
}
