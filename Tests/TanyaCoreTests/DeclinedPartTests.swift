import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A long message that says it asks two things, one Tanya declines and
/// one it answers, gets the answer to its answerable part (see
/// `Classifier.answerBesideDeclinedPart`); a short message, a story that
/// announces no second question, or one whose question is the declined
/// part keeps the decline.
@Suite("A declined message's answerable part")
struct DeclinedPartTests {
    @Test("a long message's answerable part is answered beside a declined question", arguments: [
        ("Mau tanya dua hal: saya lupa password akun LPSE, bagaimana cara mendapatkan yang baru? "
            + "Satu lagi, berapa nilai HPS paket jalan desa tahun ini?", "lupa-password"),
        ("Ada dua hal: kapan jadwal bimtek e-katalog berikutnya, dan yang lebih penting, "
            + "bagaimana cara mengirim surat permohonan ke LKPP yang ditandatangani direktur?", "surat-permohonan-lkpp"),
        // "Hal lain" announces the declined question after the answerable one.
        ("Saya lupa password akun penyedia di LPSE, bagaimana cara mendapatkan yang baru? "
            + "Hal lain, berapa nilai HPS paket jalan desa tahun ini?", "lupa-password"),
        // An aside that asks ("btw ... ?") is the lesser matter, even where
        // the answerable sentence only tells.
        ("Setiap kali login di LPSE kabupaten muncul Java Script error, padahal di LPSE kota lancar. "
            + "Btw pelatihan e-katalog tahun depan kapan dibuka ya?", "login-javascript-error"),
        // An aside after the question, with nothing that asks in it.
        ("Paket tender yang sedang berjalan perlu dipindah ke PPK yang baru, bagaimana caranya? "
            + "Ngomong-ngomong nilai HPS paket itu menurut kami ketinggian, tapi itu urusan tim lain.", "ganti-ppk-paket"),
        // A fragment too short to choose ("bagaimana resetnya") between
        // entries that include the answer is no second problem.
        ("Selamat pagi min, saya dari CV Maju Bersama, saya lupa password akun LPSE, bagaimana resetnya? "
            + "Hal lain, spanduk pelatihan pengadaan di alun-alun itu untuk umum?", "lupa-password"),
        // An aside word says two things are asked, even in a short message.
        ("kak aku lupa kata sandi lpse, gimana gantinya? btw pelatihan e-katalog kapan", "lupa-password"),
    ])
    func answersTheAnswerablePart(text: String, intent: String) {
        let whole = Shipped.responder.classifier.classify(tokens: Shipped.responder.index.normalizer.normalize(text))
        #expect(whole.outOfScope != nil, "read whole, the message is declined")
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer)
        #expect(reply.intent == intent)
        // Read from part of a declined message: never a steady answer.
        #expect(reply.confidence <= Classifier.declinedPartConfidence)
    }

    @Test("the decline stands for a short message or a declined question", arguments: [
        // Short: the second clause is the question about the first.
        "cara bikin email pakai domain kantor sendiri, sewa hosting dimana",
        // The sentence that asks is about the fee; the call is the story.
        "Minggu lalu ada orang menelepon mengaku petugas LPSE dan minta uang lima ratus ribu untuk aktivasi akun. "
            + "Apakah pendaftaran penyedia memang dipungut biaya?",
    ])
    func declineStands(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback)
    }

    @Test("a story that ends on the answerable problem after a declined detail is answered")
    func storyEndingOnAnswerableProblem() {
        // The formatted computer and the lost desktop mail are declined
        // subjects that set the scene; the story ends on the copy of every
        // email kept inside SPSE.
        let text = "Halo min, saya Joko dari CV Tirta. Minggu lalu komputer kantor kena virus dan teknisi harus memformat "
            + "ulang, jadi aplikasi email di desktop beserta isinya hilang semua. Rekan sesama penyedia bilang LPSE "
            + "menyimpan salinan semua email di aplikasinya. Di menu mana saya bisa membacanya?"
        let whole = Shipped.responder.classifier.classify(tokens: Shipped.responder.index.normalizer.normalize(text))
        #expect(whole.outOfScope != nil, "read whole, the message is declined")
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer)
        #expect(reply.intent == "inbox-lpse")
        #expect(reply.confidence <= Classifier.declinedPartConfidence)
    }

    @Test("a story without a second question keeps its decline")
    func storyWithoutSecondQuestion() {
        // The first clause names a login problem; the question is about a
        // letter to the national agency, which the whole message reads as
        // declined. No word announces a second question.
        let text = "Akun kami gagal masuk di beberapa situs pengadaan, dan petugas menyarankan kami mengirim berkas resmi "
            + "ke lembaga pusat. Kami belum pernah berurusan dengan lembaga itu dan tidak tahu isinya harus apa saja. "
            + "Mohon dijelaskan dari awal sampai akhir."
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.confidence != Classifier.declinedPartConfidence || reply.kind != .answer)
    }

    @Test("words that announce more than one question", arguments: [
        ("mau tanya dua: lupa password, dan jadwal tender", true),
        ("ada dua pertanyaan soal akun", true),
        ("satu lagi, berapa hps paket ini", true),
        ("selain itu login juga gagal", true),
        ("tapi yang paling penting email tidak masuk", true),
        ("the second question is about my password", true),
        ("hal lain, jadwal tender kapan", true),
        ("pertanyaan lainnya soal hps", true),
        ("hal kecil lain: jadwal piket", true),
        ("btw jadwal bimtek kapan", true),
        ("ngomong-ngomong soal hps", true),
        ("by the way, the tender schedule", true),
        ("sekalian curhat, laptop kantor lemot", true),
        // "ngomong" alone says "said".
        ("temanku ngomong daftar itu gratis", false),
        ("akun dua perusahaan kami terkunci", false),
        // "lain" of another site or account announces nothing.
        ("login di lpse lain bisa", false),
        ("lupa password akun lpse", false),
    ])
    func announcesSeveralQuestions(text: String, expected: Bool) {
        #expect(Coordination.announcesSeveralQuestions(Tokenizer.tokenize(text)) == expected)
    }

    @Test("a colon opens a part of its own, but not in a link or a time", arguments: [
        ("Mau tanya dua: lupa password akun", ["mau tanya dua", "lupa password akun"]),
        ("login sejak jam 08:30 gagal terus", ["login sejak jam 08 30 gagal terus"]),
        ("alamatnya https://lpse lalu error", ["alamatnya https lpse lalu error"]),
    ])
    func colonParts(text: String, expected: [String]) {
        #expect(Coordination.parts(text) == expected)
    }

    @Test("an item answering the whole message takes the place of a part's answer")
    func itemAnswersWholeMessage() {
        let text = "Kami dari CV Sinar Pagi di Garut ingin berkonsultasi langsung dengan petugas helpdesk LPSE di kantor. "
            + "Selain itu, mohon informasi jam buka layanan helpdesk tatap muka, jam istirahat siang, dan jam layanan hari Jumat."
        // The shipped knowledge declines the hours and answers the visit.
        let curated = Shipped.responder.classifier.classify(text)
        #expect(curated.declinedWhole != nil)
        #expect(curated.decision == .answer(entry: Shipped.responder.index.entryIndex(for: "hubungi-petugas") ?? -1))
        // The office's notice on service hours answers the whole message.
        let reply: Reply = DocumentFixtures.responder.reply(to: text)
        #expect(reply.intent == "pengumuman-layanan-2", "\(reply.kind) \(reply.intent ?? "-")")
    }
}
