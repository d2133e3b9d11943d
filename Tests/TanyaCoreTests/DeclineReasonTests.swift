import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A declined message carries why it was declined (`DeclineReason`), so
/// `--explain` can name the word an operator has to look at.
@Suite("Why an out-of-scope entry declined a message")
struct DeclineReasonTests {
    let classifier = Shipped.responder.classifier

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let entry: String
        let reason: DeclineReason
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        // A subject only an out-of-scope entry requires.
        Case(text: "lupa password instagram", entry: "luar-akun-pribadi", reason: .namesSubject(word: "instagram")),
        // A word the decline weighs and the winner does not, where the decline also weighs the winner's words.
        Case(text: "nomor telepon kantor pajak berapa", entry: "di-luar-cakupan", reason: .weighsForeignWord(word: "pajak")),
        // The out-of-scope entry is itself the best complete candidate.
        Case(text: "laptop saya kena virus, gimana cara bersihinnya", entry: "luar-akun-pribadi", reason: .wins),
    ]

    @Test("the decline names its reason", arguments: cases)
    func namesReason(_ example: Case) throws {
        let classification = classifier.classify(example.text)
        let declined = try #require(classification.outOfScope, "\(example.text) is declined")
        #expect(classifier.index.entries[declined].entry.id == example.entry)
        #expect(classification.declineReason == example.reason)
    }

    @Test("an answer carries no decline reason")
    func answerHasNone() {
        let classification = classifier.classify("lupa password akun penyedia")
        #expect(classification.outOfScope == nil)
        #expect(classification.declineReason == nil)
    }
}
