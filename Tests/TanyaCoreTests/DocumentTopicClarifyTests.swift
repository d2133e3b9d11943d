import Testing
@testable import TanyaCore

/// A topic word ("akun") triggers the curated entries' topic clarify
/// whatever else a message asks; an item the office's page answers the
/// whole message with takes its place, a vague account problem stays asked.
@Suite("Document item over a curated topic clarify")
struct DocumentTopicClarifyTests {
    let responder = DocumentFixtures.responder

    @Test("a holiday-service question beside 'akun' gets its item")
    func itemOverTopic() {
        let text = "Pas long weekend Waisak sama cuti bersama, layanan LPSE tetap jalan atau libur? Perlu bantuan urgent soal akun."
        #expect(responder.classifier.classify(text).isTopicClarify)
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "pengumuman-layanan-3", "\(reply.intent ?? "\(reply.kind)")")
    }

    @Test("a vague account problem is still asked about", arguments: [
        "akun saya error terus",
        "akun penyedia tidak bisa dipakai, gimana?",
    ])
    func vagueProblemStaysClarified(text: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .clarify)
    }
}
