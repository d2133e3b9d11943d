import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A negation closing a yes/no question after a modal ("... bisa dipakai
/// gak?") asks whether, it states no failure (see
/// `TextNormalizer.droppingQuestionTagNegations`).
@Suite("Negations that close a yes/no question")
struct QuestionTagTests {
    private func terms(_ text: String) -> [String] { Shipped.normalizer.normalize(text).map(\.term) }

    @Test("a closing tag after a modal is no negation", arguments: [
        "spse bisa dibuka dari tablet gak?",
        "apendo versi lama masih dipakai ga?",
        "helpdesk masih melayani telepon sore hari nggak?",
        "boleh kirim berkas lewat email kantor tdk ?",
    ])
    func tagDropped(text: String) {
        #expect(!terms(text).contains(TextNormalizer.negationTerm), "\(terms(text))")
    }

    @Test("a negation stays where it says something fails or asks why", arguments: [
        // A failure stated elsewhere keeps the tag (the clauses weigh it).
        "email dari lpse tidak masuk, bisa dicek di aplikasi aja ga?",
        // No modal before it: the sentence may state the failure itself.
        "akunnya aktif gak?",
        "kenapa tidak?",
        // Alone, it answers or asks back.
        "gak?",
        // Not before a question mark.
        "apendo lama masih bisa dipakai gak ya",
    ])
    func negationKept(text: String) {
        #expect(terms(text).contains(TextNormalizer.negationTerm), "\(terms(text))")
    }

    @Test("only the tag goes, the rest of the text stays as typed")
    func restKept() {
        let text = "SPSE bisa dibuka dari HP gak? Saya di lapangan."
        #expect(Shipped.normalizer.droppingQuestionTagNegations(text) == "SPSE bisa dibuka dari HP ? Saya di lapangan.")
        #expect(Shipped.normalizer.droppingQuestionTagNegations("tanpa tanda tanya gak") == "tanpa tanda tanya gak")
    }
}
