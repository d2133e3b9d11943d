import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Accounts of other systems are not SPSE accounts: the shipped knowledge
/// declines them (with the helpdesk contacts) instead of giving the SPSE
/// steps, which would send the asker to the wrong office.
@Suite("Other systems' accounts")
struct OtherSystemsTests {
    @Test("a password or account question about another government application is declined", arguments: [
        "lupa password simpeg",
        "akun siasn saya terkunci",
        "lupa kata sandi aplikasi e-kinerja",
        "password sipd bendahara lupa",
        "lupa password dapodik operator sekolah",
        // Kemenkeu's applications: "sakti" alone stays an everyday word (and a business name).
        "lupa password aplikasi simak kemenkeu",
        "lupa password simak bmn",
        "password omspan lupa",
    ])
    func otherGovernmentApplicationDeclined(_ text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(text) -> \(reply.intent ?? "clarify")")
        #expect(!reply.contacts.isEmpty)
    }

    @Test("the same question about the SPSE account is answered", arguments: [
        "lupa password spse", "lupa kata sandi akun lpse",
    ])
    func spseAccountAnswered(_ text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "lupa-password", "\(text) -> \(reply.intent ?? "-")")
    }

    @Test("the application names read as one word that only the out-of-scope entry knows")
    func applicationNamesShareOneTerm() {
        let normalizer = Shipped.normalizer
        let terms = ["simpeg", "siasn", "e-kinerja", "sipd", "dapodik"].map { normalizer.terms($0) }
        #expect(Set(terms.map { $0.joined(separator: " ") }).count == 1, "\(terms)")
    }

    @Test("another institution's office is declined, even where the office's own page speaks of opening hours", arguments: [
        "jam buka kantor bpn kota sampai jam berapa",
        "loket DPMPTSP tetap buka pas cuti bersama?",
        "cara daftar akun di sscasn gimana",
    ])
    func otherInstitutionDeclined(_ text: String) throws {
        let shipped: Reply = Shipped.responder.reply(to: text)
        #expect(shipped.kind == .fallback)
        let declining = try #require(Shipped.responder.index.entries.first { $0.entry.id == "di-luar-cakupan" })
        #expect(shipped.message.hasPrefix(declining.entry.summary), "\(shipped.message)")
        // With the fixtures' FAQ and notice loaded, no item about the LPSE
        // office's hours or holidays answers for that other office.
        let withPages: Reply = DocumentFixtures.responder.reply(to: text)
        #expect(withPages.kind == .fallback, "\(text) -> \(withPages.intent ?? "-")")
    }

    @Test("other institutions' names read as one word that only the out-of-scope entry knows")
    func institutionNamesShareOneTerm() {
        let normalizer = Shipped.normalizer
        let terms = ["bpn", "badan pertanahan", "dpmptsp", "sscasn", "mal pelayanan publik", "kantor notaris"].map { normalizer.terms($0) }
        #expect(Set(terms.map { $0.joined(separator: " ") }).count == 1, "\(terms)")
        // "notaris" alone is a word of verification documents ("dilegalisir notaris").
        #expect(normalizer.terms("notaris") != terms[0])
    }
}
