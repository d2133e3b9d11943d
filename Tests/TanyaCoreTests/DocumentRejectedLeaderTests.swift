import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for an item behind a curated entry the curated classifier
/// passed over (`Responder.rejectedLeaderItem`).
@Suite("Items behind a curated entry the curated classifier passed over")
struct DocumentRejectedLeaderTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let answer = try responder.rejectedLeaderItem(DocumentFixtures.gateInputs(query))
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("the item behind a contact or login entry the learned model gives little answers", arguments: [
        // The contact entry leads the items' index on "kantor", "lpse" and "petugas".
        ("kak kami butuh verifikasi akun pas cuti bersama idul fitri, kantor lpse tutup atau ada piket?", "pengumuman-layanan-3"),
        // The entry for accounts refused at some sites leads on "akun" and "lpse".
        ("kak sy udh pny akun di lpse kota lain, hrs bikin akun baru gk di sini?", "faq-pendaftaran-4"),
    ])
    func itemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("a leading entry the learned model weighs, or two items about equally close, keep the fallback", arguments: [
        // The inbox entry's examples read like this message (learned share over the bar).
        "Saya ingin membaca ulang semua kabar yang pernah dikirim portal pengadaan ke perusahaan kami tanpa membuka "
            + "aplikasi surel di ponsel. Ada tempatnya di situs itu sendiri?",
        // The two bid-file items score within a few percent of each other.
        "file penawaran gak bisa dikunci sebelum diunggah, user id kami ada garis lurus dua di depannya, apa karena itu ya?",
    ])
    func fallbackStays(query: String) throws {
        #expect(try gate(query) == nil)
    }
}
