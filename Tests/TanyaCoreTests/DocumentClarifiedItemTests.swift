import Testing
@testable import TanyaCore
import TanyaTestSupport

/// An item the items' classifier only offers in a choice answers when its
/// question explains clearly more of the query than every other option
/// (`Responder.clarifiedItemLead`).
@Suite("An item offered in a choice answers when its question explains the query best")
struct DocumentClarifiedItemTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let question = try DocumentFixtures.gateInputs(query)
        return DocumentFixtures.answeredID(responder.clarifiedItemLead(question)?.decision)
    }

    @Test("a question the activation item explains best among the registration items is answered by it")
    func activationAmongRegistrationItems() throws {
        let query = "mas, sampun verifikasi wonten kantor LPSE wingi, akun penyedia saged dienggo kapan? kok dereng aktif"
        guard case .clarify = try DocumentFixtures.gateInputs(query).items.decision else {
            Issue.record("the items' classifier no longer offers a choice here; the case tests nothing")
            return
        }
        #expect(try gate(query) == "faq-pendaftaran-3")
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == "faq-pendaftaran-3")
    }

    @Test("a curated option explaining as much, or a message that asks nothing, keeps the choice from settling", arguments: [
        // The inactive-email entry explains the email client's attachment as much as the upload-size item.
        "outlook kantor tidak bisa mengirim lampiran yang besar, kenapa?",
        // Asks nothing.
        "outlook kantor tidak bisa mengirim lampiran yang besar",
    ])
    func choiceStands(query: String) throws {
        #expect(try gate(query) == nil)
        let reply: Reply = responder.reply(to: query)
        #expect(reply.intent != "tanya-jawab-penawaran-1")
    }
}
