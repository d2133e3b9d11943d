import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A decline that wins only because a much stronger problem entry misses a
/// `require` group yields to the model's rescue of that entry (see the
/// out-of-scope branch of `Classifier.classify` and `learnedRescue`).
@Suite("A decline outweighed by an incomplete entry")
struct OutweighedDeclineTests {
    let classifier = Shipped.responder.classifier

    @Test("the rescued entry answers when it outweighs the decline and the model knows it")
    func strongerIncompleteEntryAnswers() throws {
        // Asking for the User ID with the company documents in hand: the
        // User ID entry misses its "forgot" group, so the SIKAP-data decline
        // (akta, NPWP) was the only complete candidate.
        let text = "boleh minta info user id dan email yang terdaftar di akun perusahaan? kami bawa siup, npwp dan akta"
        let result = classifier.classify(text)
        let userID = try #require(Shipped.entryNumber("lupa-userid"))
        let declined = try #require(Shipped.entryNumber("luar-sikap-data"))
        let candidate = try #require(result.candidates.first { $0.entry == userID })
        let decline = try #require(result.candidates.first { $0.entry == declined })
        #expect(!candidate.complete && decline.complete)
        #expect(candidate.score > decline.score * Classifier.outweighedFactor)
        #expect(result.decision == .answer(entry: userID))
        #expect(result.outOfScope == nil)
    }

    @Test("a question the declined entry reads itself still declines", arguments: [
        // Changing SIKAP data: the decline leads, nothing outweighs it.
        ("mau ubah data akta dan npwp perusahaan di sikap, harus bawa apa saja?", "luar-sikap-data"),
    ])
    func declineStands(text: String, declinedID: String) throws {
        let result = classifier.classify(text)
        #expect(result.decision == .fallback)
        #expect(result.outOfScope == (try #require(Shipped.entryNumber(declinedID))))
    }

    @Test("a close call with a decline that the model settles for the winner is answered; one it does not settle declines")
    func settledCloseCallAnswers() throws {
        let mailbox = try #require(Shipped.entryNumber("email-tidak-aktif"))
        // The tender-stage words weigh for the catch-all decline almost as
        // much as the mailbox words for the dead address; the model reads
        // the mailbox problem.
        let settled = classifier.classify("email undangan pembuktian tdk masuk sama sekali")
        let winner = try #require(settled.candidates.first { $0.entry == mailbox })
        #expect(winner.learned >= LearnedBlend.settlingProbability)
        #expect(settled.decision == .answer(entry: mailbox))
        // Asked about the stage itself, the decline wins outright.
        #expect(classifier.classify("jadwal pembuktian kualifikasi kapan").decision == .fallback)
    }
}
