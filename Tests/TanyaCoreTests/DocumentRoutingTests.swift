import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Document routing")
struct DocumentRoutingTests {
    let responder = DocumentFixtures.responder

    @Test("every curated example answered by its entry without documents still is with them")
    func curatedEntriesWin() {
        let shipped = Shipped.responder
        for compiled in shipped.index.entries where compiled.entry.priority == .normal {
            for example in compiled.entry.examples {
                let before: Reply = shipped.reply(to: example.value)
                guard before.kind == .answer else { continue }
                let after: Reply = responder.reply(to: example.value)
                #expect(after.kind == .answer && after.intent == before.intent, "\(example.value)")
            }
        }
    }

    @Test("an item answer names its document and item and carries the site's contacts")
    func itemAnswer() {
        let reply: Reply = responder.reply(to: "pokja tidak bisa membuka file penawaran kami", site: "default")
        #expect(reply.kind == .answer)
        #expect(reply.intent == "tanya-jawab-penawaran-2")
        #expect(reply.source == ["tanya-jawab-penawaran.txt butir 2: Pokja menyampaikan bahwa file penawaran kami tidak dapat dibuka, apa penyebabnya?"])
        let site = responder.index.base.sites["default"] ?? SiteProfile(id: "default", fields: [:])
        #expect(!reply.contacts.isEmpty)
        // The site's own contacts, then the national channels when the site has no reachable one.
        let base = responder.index.base
        #expect(reply.contacts == Responder.withFloor(Responder.contacts(for: ["site"], site: site, base: base), floor: Responder.floorContacts(site: site, base: base)))
        #expect(reply.contacts.contains { $0.href != nil })
    }

    @Test("items are reachable by id, listed after the curated entries")
    func itemsByID() {
        #expect(responder.entryCount == responder.index.entryCount + 16)
        #expect(responder.reply(intent: "faq-pendaftaran-3")?.title == "Berapa lama sampai akun penyedia bisa dipakai setelah verifikasi?")
        #expect(responder.isDocumentItem("faq-pendaftaran-3"))
        #expect(!responder.isDocumentItem("lupa-password"))
        #expect(responder.allEntries.last?.id == "tanya-jawab-penawaran-7")
    }

    @Test("the JSON fast path and the Reply value agree for item answers")
    func jsonAgrees() {
        let text = "jam buka helpdesk"
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer)
        #expect(responder.replyJSON(to: text, newline: false) == reply.jsonBytes(newline: false))
    }

    @Test("questions nobody answers stay fallbacks with documents loaded", arguments: [
        "cuaca hari ini bagaimana", "jadwal tender kapan", "jaminan penawaran",
    ])
    func unrelatedStaysFallback(_ text: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(text) -> \(reply.intent ?? "clarify")")
    }
}
