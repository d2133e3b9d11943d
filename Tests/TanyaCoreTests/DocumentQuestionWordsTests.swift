import Testing
@testable import TanyaCore
import TanyaTestSupport

/// An item answers on its question's words, read as askers write them, not
/// on its answer text alone (`Responder.itemDecision`, the lexicon).
@Suite("Items answer on their question's words")
struct DocumentQuestionWordsTests {
    let responder = DocumentFixtures.responder

    @Test("a query that shares no word with an item's question is not answered by it", arguments: [
        // The documents-to-bring item lists the deed of establishment in its
        // answer; its question is about what to bring to verification.
        "cara buat akta pendirian cv kami",
        "cara bikin akta pendirian CV baru",
    ])
    func answerTextAloneDoesNotAnswer(query: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.intent != "faq-pendaftaran-2", "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.kind == .fallback)
    }

    @Test("a subject the item's question leaves out is waived by the question's words, not the answer's", arguments: [
        // Each answered with the registration item before: its answer names
        // the director ("ditandatangani oleh direktur") and the company's data.
        "cara ganti data direktur di akun penyedia",
        "cara update alamat perusahaan di akun penyedia",
        "cara mengganti data direktur perusahaan di akun lpse",
    ])
    func answerWordsDoNotWaiveASubject(query: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.intent != "faq-pendaftaran-1", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the same item still answers its question in other words")
    func questionWordsStillAnswer() {
        let reply: Reply = responder.reply(to: "dokumen apa saja yang dibawa waktu verifikasi ke kantor lpse?")
        #expect(reply.kind == .answer)
        #expect(reply.intent == "faq-pendaftaran-2")
    }

    @Test("an asker's wording of an item's question reaches that item", arguments: [
        // Registering again: the item asks "harus mendaftar lagi"; askers write
        // "daftar ulang", "mendaftar kembali", "registrasi lagi": one lexicon form for all.
        ("Haruskah kami mendaftar lagi di LPSE ini?", "faq-pendaftaran-4"),
        ("apa wajib mendaftar kembali di lpse ini?", "faq-pendaftaran-4"),
        ("registrasi lagi di LPSE ini?", "faq-pendaftaran-4"),
        ("harus daftar ulang tiap LPSE?", "faq-pendaftaran-4"),
        // Which browser: the item asks which is "disarankan"; askers write "dianjurin",
        // "enakan", "paling pas", and name a browser the lexicon did not know.
        ("spse enakan dibuka pake browser apa ya", "tanya-jawab-penawaran-6"),
        ("browser yg dianjurin lpse apa", "tanya-jawab-penawaran-6"),
        ("spse paling pas dibuka di browser apa", "tanya-jawab-penawaran-6"),
        ("di opera mini spse bisa gk", "tanya-jawab-penawaran-6"),
        ("spse paling cocok dibuka pakai peramban apa?", "tanya-jawab-penawaran-6"),
    ])
    func askersWordingReachesItem(query: String, item: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
