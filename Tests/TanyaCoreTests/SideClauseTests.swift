import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A procurement topic named in passing in a message's opening clauses
/// ("Kami lagi urus perpanjangan NIB di OSS, tapi ...") no longer declines
/// the question that follows it in the same sentence.
@Suite("Clauses that only set the scene")
struct SideClauseTests {
    @Test("a declined topic in the opening clauses gives way to the question after them", arguments: [
        // (With "tapi yang mau saya tanyakan:" the whole reading already
        // takes the opening clause as scene: QuestionPointerTests.)
        ("Kemarin kantor kami baru selesai rapat soal jaminan penawaran, tapi sekarang email dari LPSE kenapa selalu masuk folder spam gmail?",
         "email-masuk-spam"),
        ("Kami lagi urus perpanjangan NIB di OSS, tapi yang penting sekarang integrasi data SIKAP ke SPSE gagal terus, harus cek apa?",
         "sikap-integrasi-gagal"),
        ("Kemarin kami baru perpanjang SBU di kantor LPJK, tapi sekarang mau login LPSE malah lupa user id, bisa diberitahu?",
         "lupa-userid"),
        // "akun penyedia" names the procurement system: the declined "jadwal tender" before it is the scene.
        ("Tadi saya lihat jadwal tender gedung sekolah sudah tayang, cuma masalahnya saya lupa password akun penyedia, cara resetnya gimana?",
         "lupa-password"),
    ])
    func sceneClausesBeforeQuestion(text: String, intent: String) {
        let classifier = Shipped.responder.classifier
        let whole = classifier.classify(tokens: classifier.index.normalizer.normalize(text))
        #expect(whole.outOfScope != nil, "read whole, the message is declined")
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    /// The second clause states the problem in words that are no problem
    /// words: only the first is the scene. Read whole, the rules now
    /// outweigh the model's lean to the declined contract topic
    /// (`rulesDominateStory`), so no clause reading is needed.
    @Test("a scene clause before a firmly read question keeps the answer")
    func sceneBeforeFirmQuestion() {
        let text = "Kemarin saya baru selesai tanda tangan kontrak pengadaan kursi, dan mulai bulan depan saya pindah ke satker lain sebagai PPK, akun SPSE saya harus bagaimana?"
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "ppk-pindah-satker", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the question itself about a declined topic, or a condition clause, keeps the decline", arguments: [
        "Kami sedang menyusun dokumen tender jembatan, jadwal sanggahnya kapan ya?",
        // A condition is part of the question, not its scene.
        "setelah verifikasi, berapa hari akun penyedia bisa dipakai?",
        // The rest names no procurement system: the declined subject may be what it is about.
        "Minggu ini kami sibuk menyiapkan jaminan penawaran di bank, akun instagram kantor lupa kata sandinya gimana?",
    ])
    func declineKept(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
