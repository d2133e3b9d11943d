import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for a long message the learned model reads as no curated entry
/// (`Responder.unrecognisedMessageItem`).
@Suite("Items for long messages no curated entry reads")
struct DocumentUnrecognisedTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let answer = try responder.unrecognisedMessageItem(DocumentFixtures.gateInputs(query))
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("a long question the curated model does not recognise gets the item that clearly leads", arguments: [
        ("Is the LPSE office going to be open to walk-in vendors on the cuti bersama days around New Year, or is everybody off?",
         "pengumuman-layanan-3"),
        ("Our old bookmark for the LPSE site now shows a notice that it moved. What is the new official address of the LPSE website?",
         "pengumuman-layanan-4"),
    ])
    func itemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("a short message, or one the learned model reads as a curated entry, is left to the other gates", arguments: [
        // Under fifteen words: too little for the model to recognise anything.
        "helpdesk lpse buka pas cuti bersama?",
        // The model reads the JavaScript login entry in it.
        "Selamat pagi, kami sudah mencoba masuk ke akun penyedia sejak tadi tapi selalu muncul tulisan java script error di layar, apa yang harus kami lakukan?",
        // The model reads it as out of scope (0.8 for the catch-all decline).
        "Dengan hormat, kami mohon informasi apakah SPSE dapat dibuka melalui telepon pintar atau tablet untuk mengikuti tahapan tender dari lapangan.",
    ])
    func gateDeclines(query: String) throws {
        #expect(try gate(query) == nil)
    }
}
