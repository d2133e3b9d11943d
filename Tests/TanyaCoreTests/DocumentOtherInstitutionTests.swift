import Testing
@testable import TanyaCore
import TanyaTestSupport

/// An office's page answers about the office's own services: a question
/// naming another institution (`Responder.otherInstitutionTerms`) is not
/// answered by an item that never names it, whichever gate would let the
/// item answer.
@Suite("Items do not answer questions about another institution")
struct DocumentOtherInstitutionTests {
    @Test("another institution's hours, holidays or address are not the office's page", arguments: [
        // Each answered with one of the notice's sections before.
        "website PPID kabupaten skrg pake domain baru ya? link lama gk bisa",
        "portal SSCASN ganti alamat ya? link lama ga kebuka",
        "alamat situs SSCASN pindah ya?",
        "kantor dukcapil buka gak pas libur nasional?",
        // Another government application, not SPSE from a tablet.
        "apakah monsakti bisa dibuka di tablet?",
        // LKPP's other applications: the LPSE's own maintenance notice says nothing of them.
        "e-katalog ada pemeliharaan server terjadwal bulan ini? kapan mulainya",
        "sirup lkpp ada jadwal pemeliharaan server gak minggu ini?",
    ])
    func otherInstitutionIsNotAnswered(query: String) {
        let reply: Reply = DocumentFixtures.responder.reply(to: query)
        #expect(reply.kind != .answer || !DocumentFixtures.responder.isDocumentItem(reply.intent),
                "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("an item that names the institution still answers about it")
    func itemNamingTheInstitutionAnswers() throws {
        var (base, issues) = try KnowledgeLoader.parse(directory: Repository.knowledge)
        #expect(issues.isEmpty)
        let item = DocumentItem(
            number: 1, line: 1, question: "Apakah pendaftaran penyedia memerlukan sertifikat BPJS Ketenagakerjaan?",
            paragraphs: ["Tidak. Sertifikat BPJS Ketenagakerjaan tidak diminta saat pendaftaran penyedia; Pokja dapat memintanya pada tahap kualifikasi."],
            steps: [])
        base.setDocuments([KnowledgeDocument(file: "faq.md", name: "faq.md", stem: "faq", items: [item])])
        let responder = Responder(index: KnowledgeIndex(base: base))
        let documentIndex = try #require(responder.documentClassifier?.index)
        let tokens = try #require(responder.documentClassifier).classify("daftar penyedia perlu sertifikat bpjs ketenagakerjaan gak?").tokens
        // Whatever the gates decide, the veto does not touch this item.
        let itemNumber = try #require(responder.entryNumber(for: "faq-1"))
        #expect(!responder.itemIgnoresOtherInstitution(.answer(entry: itemNumber), tokens: tokens, in: documentIndex))
        // The fixture notice never names BPJS: a question about BPJS vetoes it.
        let fixtures = DocumentFixtures.responder
        let fixtureIndex = try #require(fixtures.documentClassifier?.index)
        let fixtureTokens = try #require(fixtures.documentClassifier).classify("kantor bpjs tetap buka saat libur nasional?").tokens
        let holidays = try #require(fixtures.entryNumber(for: "pengumuman-layanan-3"))
        #expect(fixtures.itemIgnoresOtherInstitution(.answer(entry: holidays), tokens: fixtureTokens, in: fixtureIndex))
    }
}
