import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for an item close behind a curated entry after a decline
/// (`Responder.declinedLeaderItem`).
@Suite("Items close behind a curated entry after a decline")
struct DocumentDeclinedLeaderTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let answer = try responder.declinedLeaderItem(DocumentFixtures.gateInputs(query))
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("a declined question whose item nearly matches the leading curated entry and leads the rest gets the item", arguments: [
        // "buka sampai jam berapa" asks the opening hours (stop 65): the
        // hours notice comes close behind the contact entry.
        ("Kalau saya mau datang konsultasi langsung, kantor LPSE buka sampai jam berapa pada hari Jumat? Jangan sampai saya datang pas sudah tutup.",
         "pengumuman-layanan-2"),
    ])
    func itemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("an item well behind the leader, a leading item, or a plain fallback is left to the other gates", arguments: [
        // Declined; the hours notice reaches about half of the contact entry.
        "Kalau saya mau datang konsultasi langsung, kantor LPSE bukanya sampai sore tidak pada hari Jumat? Jangan sampai saya datang pas sudah tutup.",
        // Declined; the hours notice is close behind the contact entry but
        // scores under 3.5: too little to answer on.
        "Helpdesk LPSE hari ini tutup pukul berapa?",
        // Declined; an item leads the items' index itself.
        "Kami sudah terdaftar di LPSE lain, bagaimana cara membuat akun sub-admin untuk staf kantor cabang kami?",
        // Not declined: a plain fallback.
        "helpdesk lpse buka hari minggu gak? dari jam berapa?",
    ])
    func gateDeclines(query: String) throws {
        #expect(try gate(query) == nil)
    }
}
