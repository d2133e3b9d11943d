import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A greeting or thanks does not answer a message that also requests
/// something it does not (`Classifier.requestInCourtesyFrame`).
@Suite("Requests framed by a greeting or thanks")
struct CourtesyFrameTests {
    @Test("a request no entry answers, between a greeting and thanks, falls back instead of 'sama-sama'", arguments: [
        "Selamat pagi admin. Tolong kirimkan daftar paket tender bulan depan. Terima kasih.",
        "Yth. Admin LPSE. Dengan hormat, kami mohon penjelasan apakah SPSE dapat digunakan melalui tablet. Demikian, terima kasih.",
    ])
    func requestFallsBack(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("asking for patience, asking about the chat, or telling it is solved stays courtesy", arguments: [
        ("Tadi saya sempat kesal, mohon maaf ya admin. Sekarang akun kami sudah normal. Terima kasih banyak.", "terima-kasih"),
        ("Selamat siang admin. Saya baru pertama kali pakai chat ini, mohon maklum. Pertanyaannya menyusul ya.", "sapaan"),
        ("Halo min, admin masih online? Terima kasih.", "terima-kasih"),
        // The office a greeting is addressed to names no question.
        ("Selamat sore Bapak/Ibu admin LPSE Kota Kupang.", "sapaan"),
        ("Dengan hormat, selamat pagi Bapak/Ibu helpdesk LPSE Provinsi Jambi.", "sapaan"),
    ])
    func courtesyStays(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    // The model reads any long story as the catch-all decline (its examples
    // are stories about every declined topic); a thanks the rules read far
    // more strongly, naming none of the declined subjects, stays a thanks.
    @Test("a long thanks that tells how the bid went in is a thanks, not a declined topic")
    func longThanksStory() {
        let reply: Reply = Shipped.responder.reply(to: "Setelah mengikuti petunjuk tadi, akun kami sudah normal dan penawaran paket "
            + "perbaikan pura desa berhasil diunggah sejam sebelum batas waktu. Direktur ikut lega. Terima kasih banyak atas bantuan "
            + "cepatnya, semoga layanan ini terus lancar.")
        #expect(reply.kind == .answer && reply.intent == "terima-kasih", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("with the office's pages loaded, the letter's request gets the item that answers it")
    func itemAnswersFramedRequest() {
        let reply = DocumentFixtures.responder.classifyWithDocuments(
            "Yth. Admin LPSE. Dengan hormat, kami mohon penjelasan apakah SPSE dapat digunakan melalui tablet. Demikian, terima kasih.")
        #expect(DocumentFixtures.answeredID(reply.decision) == "tanya-jawab-penawaran-5")
    }
}
