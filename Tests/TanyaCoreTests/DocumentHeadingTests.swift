import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A notice's heading names a topic, not a question: the question word of
/// a query about that topic is the heading's own (`Responder.askingTerms`).
@Suite("Notice headings explain the query's question word")
struct DocumentHeadingTests {
    let responder = DocumentFixtures.responder

    @Test("asking until when the maintenance runs reaches the maintenance notice")
    func maintenanceUntilWhen() {
        // A fallback before: "berapa" counted as a word the heading leaves out.
        let reply: Reply = responder.reply(to: "pemeliharaan spse hari ini sampai jam berapa min?")
        #expect(reply.kind == .answer && reply.intent == "pengumuman-layanan-1", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a heading explains question words; a question explains only its own")
    func headingsExplainQuestionWords() throws {
        let classifier = try #require(responder.documentClassifier)
        let index = classifier.index
        let address = try #require(index.entryIndex(for: "pengumuman-layanan-4"))
        let twoAccounts = try #require(index.entryIndex(for: "tanya-jawab-penawaran-7"))
        let addressQuery = classifier.classify("alamat baru situs lpse apa?").tokens
        #expect(!Responder.coverageDetail(of: address, tokens: addressQuery, in: index).unexplained.contains("apa"))
        // "Bolehkah satu perusahaan memiliki dua akun penyedia ...?" asks no "berapa".
        let accountsQuery = classifier.classify("satu perusahaan boleh punya berapa akun penyedia?").tokens
        #expect(Responder.coverageDetail(of: twoAccounts, tokens: accountsQuery, in: index).unexplained.contains("berapa"))
    }

    @Test("\"kapan\" is not a heading's word: a schedule question about something else gains nothing from it")
    func whenIsNotAHeadingWord() throws {
        let classifier = try #require(responder.documentClassifier)
        let index = classifier.index
        let maintenance = try #require(index.entryIndex(for: "pengumuman-layanan-1"))
        let tokens = classifier.classify("jadwal lelang kapan ya").tokens
        #expect(Responder.coverageDetail(of: maintenance, tokens: tokens, in: index).unexplained.contains("kapan"))
    }
}
