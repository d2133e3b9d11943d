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
}
