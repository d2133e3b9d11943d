import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for a long question the curated entries do not recognise at
/// all, where an item leads the items' index clearly
/// (`Responder.fallbackStoryItem`).
@Suite("Items for long questions after a plain fallback")
struct DocumentFallbackStoryTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let answer = try responder.fallbackStoryItem(DocumentFixtures.gateInputs(query))
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("a long question in other words than the item's gets the item that leads clearly", arguments: [
        ("Is there any fee at all for getting our firm listed as a vendor with the LPSE? I need to know before planning the budget.",
         "faq-pendaftaran-5"),
        ("Can I sign in to SPSE and follow the stages of a tender on an iPad while travelling between project sites?",
         "tanya-jawab-penawaran-5"),
        ("Wilayah kami lebih maju satu jam dari ibu kota, kalau paket menulis penutupan pukul sepuluh itu mengikuti jam kami atau jam pusat?",
         "tanya-jawab-penawaran-4"),
    ])
    func itemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("a short, declined or curated-looking question is left to the other gates", arguments: [
        // The learned model reads it as a subject Tanya declines (0.73).
        "Di daerah kami jam dinding selisih satu jam dari Jakarta, jadi batas unggah yang tertulis di paket itu memakai jam siapa sebenarnya?",
        // Declined (another kind of account), not a plain fallback.
        "Kami hanya punya satu badan usaha tetapi memakai dua merek dagang, bolehkah masing-masing merek punya akun penyedia sendiri di SPSE?",
        // Under fifteen words.
        "batas unggah penawaran pakai jam siapa?",
    ])
    func gateDeclines(query: String) throws {
        #expect(try gate(query) == nil)
    }
}
