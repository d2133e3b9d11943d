import Testing
@testable import TanyaCore

/// Greetings and thanks around a question the documents answer: their
/// sentences are left out of what the items are asked, and a greeting the
/// curated entries answered for the whole message yields to an item.
@Suite("Courtesy sentences around a document question")
struct DocumentCourtesyTests {
    let responder = DocumentFixtures.responder

    @Test("short greeting and thanks sentences are left out, the question stays")
    func courtesyLeftOut() {
        let text = "Selamat pagi, maaf mengganggu. Apakah kantor LPSE libur selama cuti bersama Natal nanti? Terima kasih banyak."
        let asked = responder.withoutCourtesySentences(text)
        #expect(asked.contains("cuti bersama Natal"))
        #expect(!asked.contains("Selamat pagi"))
        #expect(!asked.contains("Terima kasih"))
    }

    @Test("a single sentence, an asking greeting or an introduction is kept as typed", arguments: [
        "Selamat pagi, kantor LPSE libur selama cuti bersama?",
        // The greeting sentence asks: it is the question.
        "punten, situs LPSE sudah pindah alamat? yang lama tidak bisa dibuka",
        // An introduction longer than courtesy tells the context.
        "Halo, saya admin CV baru di Bontang yang belum punya akun sama sekali. Bagaimana cara mendaftar?",
    ])
    func keptAsTyped(text: String) {
        #expect(responder.withoutCourtesySentences(text) == text)
    }

    @Test("a question between courtesy sentences is answered by its item", arguments: [
        ("Selamat pagi, maaf mengganggu. Apakah kantor LPSE libur selama cuti bersama Natal nanti? Terima kasih banyak.",
         "pengumuman-layanan-3"),
        // The curated entries answer the whole message as a greeting or a thanks.
        ("Halo kak, selamat siang. Helpdesk LPSE tetap buka waktu cuti bersama?", "pengumuman-layanan-3"),
        ("Halo kak. Helpdesk LPSE tetap buka waktu cuti bersama? Makasih ya.", "pengumuman-layanan-3"),
        // The curated entries cannot tell a greeting from a thanks here and ask which.
        ("Halo kak, selamat pagi. Mau tanya, SPSE bisa dibuka lewat tablet nggak? Makasih kak.", "tanya-jawab-penawaran-5"),
    ])
    func itemAnswers(text: String, item: String) {
        let reply: Reply = responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == item, "\(text) -> \(reply.intent ?? "\(reply.kind)")")
    }

    // A letter asks without "?" and closes with thanks: the thanks the
    // curated entries answered for the whole letter may then yield to an item.
    @Test("a letter's request counts as asking beside its courtesy", arguments: [
        ("Yth. Kepala LPSE. Kami bermaksud menanyakan jam layanan helpdesk. Atas perhatiannya kami ucapkan terima kasih.", true),
        ("Dengan hormat, kami memohon penegasan jam pelayanan verifikasi. Terima kasih.", true),
        ("Halo kak. Helpdesk buka waktu cuti bersama? Makasih ya.", true),
        // Thanks alone, however formal, asks nothing.
        ("Yth. Kepala LPSE. Kami sampaikan terima kasih atas bantuan verifikasi kemarin. Salam hormat.", false),
    ])
    func letterRequestAsks(text: String, asks: Bool) {
        #expect(responder.asksBesideCourtesy(text) == asks)
    }

    @Test("a greeting with no question beside it stays a greeting")
    func greetingStays() {
        let reply: Reply = responder.reply(to: "Halo kak, selamat siang. Semoga sehat selalu.")
        #expect(reply.intent == "sapaan")
    }
}
