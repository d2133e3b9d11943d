import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The model's agreement with the rules' winner raises a long message's
/// confidence past the plain factor (see `Classifier.agreement(_:entry:words:)`).
@Suite("The model's agreement in a long message")
struct AgreementBonusTests {
    let classifier = Shipped.responder.classifier

    func entry(_ id: String) throws -> Int {
        try #require(Shipped.entryNumber(id))
    }

    @Test("the factor by probability, message length and entry", arguments: [
        // (entry, probability, words, factor)
        // A short message keeps the plain factor: floor + (1 - floor) x p.
        ("lupa-password", 0.9, 11, 0.99),
        ("lupa-password", 0.0, 40, 0.9),
        // At or under the bonus's start, the plain factor too.
        ("lupa-password", 0.3, 40, 0.93),
        // A long message about a normal entry: up to 0.2 more at p = 1.
        ("lupa-password", 1.0, 12, 1.2),
        ("lupa-password", 0.65, 20, 0.965 + 0.1),
        // A greeting is no problem a story tells: no bonus.
        ("sapaan", 1.0, 40, 1.0),
    ])
    func factor(id: String, probability: Double, words: Int, expected: Double) throws {
        let factor = classifier.agreement(probability, entry: try entry(id), words: words)
        #expect(abs(factor - expected) < 1e-9, "\(factor)")
    }

    @Test("a regional-voice story the model recognises is answered, with a confidence of at most 1", arguments: [
        // Minangkabau: "I forgot my LPSE password; how do I get a new one? My email still opens."
        ("Uda admin, ambo lupo kato sandi akun LPSE. Baa caronyo mandapek nan baru? Email ambo masih bisa dibukak.",
         "lupa-password"),
        ("Pagi min, saya Rina dari PT Sumber Air di Bima. Kemarin semua email dari LPSE ternyata ada di folder spam Gmail "
         + "kami, termasuk undangan tender. Bagaimana supaya masuk ke kotak masuk?", "email-masuk-spam"),
    ])
    func storyAnswered(text: String, id: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == id, "\(reply.kind) \(reply.intent ?? "-") \(reply.confidence)")
        #expect(reply.confidence <= 1)
    }

    @Test("a short question on a greeting's words stays unanswered")
    func shortOffTopicDeclined() {
        let reply: Reply = Shipped.responder.reply(to: "skor bola tadi malam")
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
