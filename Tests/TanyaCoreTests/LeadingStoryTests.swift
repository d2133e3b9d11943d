import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A long message the rules and the model both give to one entry far ahead
/// of every other (`Classifier.leadsStory`): the words it leaves unexplained
/// are the story around the question, so its coverage reads at least
/// `LearnedBlend.leadCoverage`. A short message keeps its plain coverage, and
/// the office's pages are asked as the reading without the rule let them.
@Suite("Long stories answered on their leader's lead")
struct LeadingStoryTests {
    /// The shipped classifier with the rule turned off, for comparison.
    private static let plainClassifier: Classifier = {
        var settings = Shipped.responder.classifier.settings
        settings.coverageOnLead = false
        return Classifier(index: Shipped.responder.index, settings: settings)
    }()

    @Test("a message whose extra words are a request beside the question is answered, not asked about")
    func storyAnswered() throws {
        // "teng WA" is no second subject: the asker (in Javanese) wants the
        // new password sent somewhere. Read plainly, the unexplained words
        // left a fallback.
        let text = "Mas, kata sandi akun LPSE kulo lali. Saged dikirim sandi enggal teng WA kulo mawon?"
        let entry = try #require(Shipped.entryNumber("lupa-password"))
        let plain = Self.plainClassifier.classify(text)
        #expect(plain.decision != .answer(entry: entry), "the plain reading already answers: \(plain.decision)")
        let classification = Shipped.responder.classifier.classify(text)
        #expect(classification.decision == .answer(entry: entry), "\(classification.decision)")
        #expect(classification.answeredOnLead, "marked, so the office's pages are asked as the plain reading lets them")
        #expect(classification.answerCheck?.coverageOnLead == true)
        #expect(classification.confidence >= Shipped.responder.classifier.settings.answerThreshold)
    }

    @Test("an answer whose coverage is already high is not marked", arguments: [
        "saya lupa password akun penyedia",
        "notifikasi email dari lpse tidak pernah sampai, sepertinya email kami sudah tidak aktif",
    ])
    func coveredAnswerUnmarked(text: String) {
        let classification = Shipped.responder.classifier.classify(text)
        if case .answer = classification.decision {} else { Issue.record("not answered: \(classification.decision)") }
        #expect(!classification.answeredOnLead)
    }

    @Test("a short message that names one more subject is about that subject, not answered on the lead")
    func shortMessageKeepsCoverage() {
        // SIKAP's own account, not the LPSE vendor account.
        let classification = Shipped.responder.classifier.classify("akun sikap saya lupa kata sandinya")
        if case .answer = classification.decision { Issue.record("answered: \(classification.decision)") }
        #expect(classification.answerCheck?.coverageOnLead != true)
    }

    @Test("with the office's pages loaded, an item the plain reading lets answer still answers the story", arguments: [
        ("Laptop admin kami masih berisi APENDO bekas tender tahun lalu. Untuk tender sekarang, APENDO versi yang mana yang "
            + "harus dipakai untuk enkripsi penawaran? Khawatir nanti file kami ditolak.", "tanya-jawab-penawaran-3"),
        ("Saya Lukas, staf pengadaan di CV penyedia pompa air di Kota Bitung. Kantor kami tetap bekerja selama cuti bersama "
            + "akhir tahun karena ada beberapa tender berjalan. Kalau selama itu ada kendala di SPSE, apakah helpdesk LPSE "
            + "tetap bisa dihubungi atau kantornya ikut libur?", "pengumuman-layanan-3"),
    ])
    func itemBeforeLeadAnswer(text: String, item: String) throws {
        let responder = DocumentFixtures.responder
        let curated = responder.classifier.classify(text)
        #expect(curated.answeredOnLead, "the curated entries answer this story on the lead: \(curated.decision)")
        let reply = responder.classifyWithDocuments(text)
        #expect(DocumentFixtures.answeredID(reply.decision) == item)
        #expect(reply.documentGate != nil)
    }

    @Test("with the office's pages loaded, the lead answer stands when no item answers")
    func leadAnswerStandsWithoutItem() throws {
        let text = "Mas, kata sandi akun LPSE kulo lali. Saged dikirim sandi enggal teng WA kulo mawon?"
        let reply = DocumentFixtures.responder.classifyWithDocuments(text)
        let entry = try #require(DocumentFixtures.responder.index.entryIndex(for: "lupa-password"))
        #expect(reply.decision == .answer(entry: entry), "\(reply.decision)")
    }
}
