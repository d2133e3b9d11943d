import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message that falls back whole is read again by its asking sentences,
/// and that reading answers only the entry or item the whole message led
/// with (`Responder.askedSentencesReading`).
@Suite("A story that falls back whole, read by the sentences that ask")
struct AskedSentencesTests {
    @Test("the asking sentences are those ending in '?' or opening with a question or request word", arguments: [
        ("Warnet di desa sudah tutup. Apakah SPSE bisa dibuka di HP?", "Apakah SPSE bisa dibuka di HP?" as String?),
        ("Mohon info jam buka helpdesk. Saya mau datang siang.", "Mohon info jam buka helpdesk."),
        ("Kami mau ikut tender. Daftar di sini gratis? Biar kami siapkan dananya.", "Daftar di sini gratis?"),
        // One sentence, or nothing but questions: no story to set aside.
        ("lupa password akun penyedia", nil),
        ("Apa itu APENDO? Bagaimana cara memakainya?", nil),
        ("Saya dari CV Maju. Akun kami terkunci.", nil),
    ])
    func askingSentences(text: String, asked: String?) {
        #expect(Responder.askingSentences(text).map { $0.trimmingCharacters(in: .whitespaces) } == asked)
    }

    @Test("a story that fell back is answered by its question when the whole message led there")
    func curatedStoryIsAnsweredByItsQuestion() {
        // Fell back whole: the hearsay sentence is no background to set aside.
        let reply: Reply = Shipped.responder.reply(to: "Kata kenalan saya, kalau lupa password tinggal telepon LPSE lalu petugas "
            + "membacakan password kami. Betul seperti itu, atau harus lewat menu lupa password?")
        #expect(reply.kind == .answer && reply.intent == "lupa-password", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the classification names the sentences it was read from, for --explain")
    func classificationNamesTheAskedSentences() {
        let (_, classification) = Shipped.responder.reply(to: "Kata kenalan saya, kalau lupa password tinggal telepon LPSE lalu "
            + "petugas membacakan password kami. Betul seperti itu, atau harus lewat menu lupa password?")
        #expect(classification.askedSentences?.trimmingCharacters(in: .whitespaces)
            == "Betul seperti itu, atau harus lewat menu lupa password?")
        let (_, plain) = Shipped.responder.reply(to: "lupa password akun penyedia")
        #expect(plain.askedSentences == nil)
    }

    @Test("the office a story names still picks its contacts when the question alone answers")
    func storyOfficeKeepsItsContacts() {
        let reply: Reply = Shipped.responder.reply(to: "Kata kenalan saya di Paser, kalau lupa password tinggal telepon LPSE "
            + "lalu petugas membacakan password kami. Betul seperti itu, atau harus lewat menu lupa password?")
        #expect(reply.intent == "lupa-password")
        #expect(reply.contacts.contains { $0.label.contains("Paser") }, "\(reply.contacts.map(\.label))")
    }

    @Test("an office's item answers the question inside a greeting and a plan")
    func itemAnswersTheQuestionOfAStory() {
        let reply: Reply = DocumentFixtures.responder.reply(
            to: "Siang kak. Boleh tahu helpdesk LPSE buka sampai jam berapa hari ini? Saya mau mampir sore. Terima kasih.")
        #expect(reply.kind == .answer && reply.intent == "pengumuman-layanan-2", "\(reply.kind) \(reply.intent ?? "-")")
    }
}
