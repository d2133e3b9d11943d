import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A long message the curated entries decline and the items' classifier
/// answers outright (`Responder.declinedStoryItem`).
@Suite("Long declined messages answered by the items' classifier")
struct DocumentDeclinedStoryTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        try DocumentFixtures.answeredID(responder.declinedStoryItem(DocumentFixtures.gateInputs(query))?.decision)
    }

    @Test("a long question the curated entries decline is answered by the item the items' classifier answers")
    func declinedStoryAnswered() throws {
        let query = "Selamat siang, saya pemilik CV kecil di Kabupaten Sikka yang memasok alat tulis ke sekolah. Minggu depan "
            + "saya ke kota dan mau mampir ke kantor LPSE, hari Jumat layanan tatap muka buka sampai jam berapa?"
        #expect(responder.classifier.classify(query).outOfScope != nil, "the curated entries decline it")
        #expect(try gate(query) == "pengumuman-layanan-2")
    }

    @Test("a short question, a message the curated entries do not decline, or a story no item answers is left alone", arguments: [
        // Too short for this gate.
        "hari Jumat layanan tatap muka buka sampai jam berapa?",
        // Not declined: the curated thanks answers it.
        "Terima kasih banyak admin, kemarin kami bingung sekali karena tender hampir ditutup, tapi sekarang semua "
            + "sudah beres dan penawaran terkirim.",
        // Declined, and about a subject no item covers.
        "Kami sudah menang tender pembangunan jembatan di Kabupaten Ende dan kontrak sudah ditandatangani, tapi uang "
            + "muka belum cair juga, kapan biasanya termin pertama dibayarkan oleh dinas?",
    ])
    func leftAlone(query: String) throws {
        #expect(try gate(query) == nil)
    }

    @Test("after a plain fallback, a leading item scoring high enough that leaves no subject word unexplained answers")
    func fallbackLeadingItem() throws {
        let query = "spse enaknya dibuka pakai browser apa biar tombol kirim penawaran tidak hilang?"
        #expect(try fallbackLead(query) == "tanya-jawab-penawaran-6")
        // After a decline this gate stays out (the declined-story gate reads those).
        let declined = try DocumentFixtures.gateInputs(query, after: .declined(score: 1, entry: 0))
        #expect(responder.fallbackItemLead(declined) == nil)
    }

    @Test("after a plain fallback, a subject word the leading item lacks is context unless a decline scores as high", arguments: [
        // "macbook", "install" and "buttons": no curated entry, declining or not, comes near the browser item.
        ("Is Safari on a MacBook supported for SPSE, or should we install Firefox or Chrome? Some buttons don't respond.",
         "tanya-jawab-penawaran-6"),
        // "java" leans to the catch-all decline as far as the APENDO item's words reach: left to the fallback.
        ("apendo 4 harus install java versi berapa", nil),
    ] as [(String, String?)])
    func unexplainedSubjectBesideDecline(query: String, item: String?) throws {
        #expect(try fallbackLead(query) == item)
    }

    /// What `fallbackItemLead` answers for a query the curated entries must
    /// fall back on without declining (recorded as an issue otherwise).
    private func fallbackLead(_ query: String) throws -> String? {
        let question = try DocumentFixtures.gateInputs(query)
        guard case .fallback = question.curated.decision, case .fallback = question.outcome else {
            Issue.record("the curated entries should fall back without declining: \(question.curated.decision)")
            return nil
        }
        return DocumentFixtures.answeredID(responder.fallbackItemLead(question)?.decision)
    }
}
