import Testing
@testable import TanyaCore
import TanyaTestSupport

/// An entry the rules read far ahead of every other while it misses one of
/// its `require` groups (`Classifier.dominantIncomplete`): a long message
/// that tells the problem in its own words is answered; a short one, or one
/// that states no failure, is not.
@Suite("Answers without a require group's word")
struct DominantIncompleteTests {
    @Test("a long message that names the problem in other words is answered, marked as such", arguments: [
        // No "email": the address, the test message and the bounce tell it.
        ("Sudah tiga bulan tidak ada satu pun pemberitahuan dari portal lelang yang kami terima. Waktu kami kirim pesan uji "
            + "ke alamat yang tercatat di akun, pesannya terpental balik dengan keterangan penerimanya tidak dikenal.",
         "email-tidak-aktif"),
        // No "PPK": the official who holds the package is.
        ("Pejabat yang memegang paket lelang jalan desa kami sudah diganti bulan lalu, tapi di sistem paket itu masih atas "
            + "nama pejabat yang lama. Siapa yang bisa memindahkannya?",
         "ganti-ppk-paket"),
    ])
    func longParaphraseAnswers(text: String, intent: String) throws {
        let classification = Shipped.responder.classifier.classify(text)
        let entry = try #require(Shipped.entryNumber(intent))
        #expect(classification.decision == .answer(entry: entry), "\(classification.decision)")
        #expect(classification.answeredIncomplete, "the curated answer is marked, so the office's pages are asked first")
        #expect(classification.confidence >= Shipped.responder.classifier.settings.answerThreshold)
    }

    @Test("a message that states no failure is not answered by the problem entry whose failure words it lacks")
    func noFailureNoProblemEntry() {
        let reply: Reply = Shipped.responder.reply(to: "Versi APENDO mana yang sekarang harus dipakai untuk mengenkripsi dokumen penawaran di LPSE ini?")
        #expect(reply.intent != "apendo-userid-karakter", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a short message without the group's word asks about something else")
    func shortMessageNotAnswered() {
        // Spam in the office mailbox, not LPSE's notices sent to spam.
        let reply: Reply = Shipped.responder.reply(to: "gimana blokir spam promosi di gmail kantor")
        #expect(reply.kind != .answer, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a message the model reads as a declined topic is no paraphrase of the entry's missing word", arguments: [
        "Pokja mau tanya cara bikin paket tender baru di SPSE, langkah-langkahnya apa?",
        "kami pokja mau tanya cara membuat paket lelang baru di SPSE, langkah-langkahnya apa?",
    ])
    func declinedTopicNotAnswered(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
