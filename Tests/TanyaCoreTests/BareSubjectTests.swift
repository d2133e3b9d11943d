import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message that only names what its problem is about ("masalah email
/// perusahaan") is asked which problem it means; one that says which problem
/// ("soal ganti email", "masalah lupa password") keeps its answer.
@Suite("Messages that only name a subject")
struct BareSubjectTests {
    @Test("a subject shared by the topic's entries gets the topic's question", arguments: [
        "masalah email perusahaan",
        "kendala email akun perusahaan kami",
        "soal email akun kantor yang didaftarkan gimana",
    ])
    func bareSubjectClarifies(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .clarify, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.options.contains { $0.intent == "email-resmi-perusahaan" })
        #expect(reply.options.contains { $0.intent == "ganti-email" })
    }

    @Test("a word that names the problem keeps the answer", arguments: [
        ("soal ganti email perusahaan", "ganti-email"),
        ("masalah lupa password", "lupa-password"),
        ("soal user id lupa", "lupa-userid"),
        ("kendala reset password helpdesk", "reset-password-helpdesk"),
        // No subject introducer: a question about the company email itself.
        ("email perusahaan yang cocok untuk daftar apa", "email-resmi-perusahaan"),
    ])
    func namedProblemAnswers(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer, "\(reply.kind) \(reply.options.map(\.intent))")
        #expect(reply.intent == intent)
    }
}
