import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A sentence that only sets the scene ("minggu ini sibuk, batas penawaran
/// dua hari lagi.") is read apart from the sentence that asks, so its
/// domain words do not make the question one Tanya declines.
@Suite("Sentences that only set the scene")
struct SideStoryTests {
    @Test("a message is cut at sentence ends before a space, not inside addresses or numbers", arguments: [
        ("buka sikap.lkpp.go.id gagal. kenapa ya", ["buka sikap.lkpp.go.id gagal", " kenapa ya"]),
        ("biaya 1.000.000 sudah dibayar! lalu apa", ["biaya 1.000.000 sudah dibayar", " lalu apa"]),
        ("halo min\nlupa password", ["halo min", "lupa password"]),
        ("lupa password?? tolong", ["lupa password", " tolong"]),
    ])
    func sentenceCuts(text: String, expected: [String]) {
        #expect(SideStory.sentences(text)?.map(\.text) == expected)
    }

    @Test("one sentence is no story", arguments: ["lupa password akun penyedia", "lupa password akun penyedia.", "buka sikap.lkpp.go.id"])
    func oneSentence(text: String) {
        #expect(SideStory.sentences(text) == nil)
    }

    @Test("a sentence without a problem, question or request is background", arguments: [
        ("minggu ini sibuk sekali, batas penawaran tinggal dua hari", true),
        ("kami baru menang tender di kabupaten sebelah", true),
        ("saya tidak ingat kata sandi", false),
        ("login gagal terus", false),
        // Going astray is a problem too.
        ("semua email dari lpse nyasar ke folder spam", false),
        ("gimana caranya", false),
        ("mau ganti email akun", false),
        ("kok begini", false),
        ("how do I reset it", false),
    ])
    func background(text: String, isBackground: Bool) throws {
        let words = Tokenizer.tokenize(text)
        let sentence = SideStory.Sentence(text: text, words: words, asks: false)
        let terms = Shipped.normalizer.normalize(text).map(\.term)
        #expect(SideStory.isBackground(sentence, terms: terms) == isBackground)
    }

    @Test("a sentence ending in a question mark asks, whatever its words")
    func questionMarkAsks() throws {
        let sentences = try #require(SideStory.sentences("kami vendor baru. akun sudah aktif?"))
        #expect(sentences.map(\.asks) == [false, true])
    }

    @Test("a story sentence before the question no longer declines it")
    func storyBeforeQuestion() {
        // Kept short: a longer story the model recognises as a whole is
        // answered in one reading (`Classifier.agreement(_:entry:words:)`),
        // and one whose leader leads far is answered whole on that lead
        // (`Classifier.leadsStory`, "... Sandi akun saya lupa, bagaimana
        // bikin yang baru?").
        let story = "Proyek jembatan kami molor karena banjir. "
            + "Sandi akun lupa, bagaimana?"
        let (reply, classification) = Shipped.responder.reply(to: story, site: nil, audience: nil)
        #expect(reply.intent == "lupa-password", "\(reply.kind) \(reply.intent ?? "-")")
        #expect(classification.tokens.contains { $0.context && $0.term == "proyek" })
        // The same words in one sentence are one question, and it is declined.
        let joined: Reply = Shipped.responder.reply(to: story.replacingOccurrences(of: ". ", with: ", "))
        #expect(joined.kind == .fallback)
    }

    @Test("a closing sentence that states the problem answers after earlier sentences that only mention a negation")
    func closingSentence() {
        let story = "PT Mitra Sarana di Kota Manado ikut tender alat laboratorium di LPSE Provinsi sejak Juni. "
            + "Email perusahaan kami sedang bermasalah karena server hosting kami mati seminggu. "
            + "Sementara itu pokja mengirim beberapa pemberitahuan penting. "
            + "Apakah ada tempat di dalam aplikasi LPSE untuk membaca pesan-pesan yang dikirim itu?"
        let reply: Reply = Shipped.responder.reply(to: story)
        #expect(reply.intent == "inbox-lpse", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a vague question after an introduction is asked back about, not declined")
    func vagueQuestionAfterIntroduction() {
        // The company written in lower case, as chat does: a capitalised
        // name is left out of the reading altogether (ProperNamesTests).
        let message = "Selamat pagi, saya Budi dari pt maju jaya. Akun saya tidak bisa login."
        let (reply, classification) = Shipped.responder.reply(to: message, site: nil, audience: nil)
        #expect(reply.kind == .clarify, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(classification.tokens.contains { $0.context && $0.term == "perusahaan" })
        // Without the introduction it is the same question.
        let alone: Reply = Shipped.responder.reply(to: "Akun saya tidak bisa login.")
        #expect(alone.kind == .clarify)
    }

    @Test("a declined subject in the background still declines an asking sentence that names no system", arguments: [
        "Akun instagram kantor kami. Lupa kata sandinya gimana?",
        "Kami ikut tender konstruksi. Jadwal sanggah kapan ya?",
    ])
    func declinedSubjectInBackground(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a background word the answer excludes keeps the fallback")
    func excludedWordInBackground() throws {
        var lamp = try #require(TempKnowledge.base["entries/lampu-mati.md"])
        lamp = lamp.replacingOccurrences(of: "keyword: lampu 4", with: "exclude: senter\nkeyword: lampu 4")
        let knowledge = try TempKnowledge(["entries/lampu-mati.md": lamp, "entries/cuaca.md": TempKnowledge.weatherOutOfScope])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let story: Reply = responder.reply(to: "tadi malam hujan deras. lampu dapur mati, gimana")
        #expect(story.kind == .fallback, "hujan names the declined subject and nothing names a system")
        let excluded: Reply = responder.reply(to: "senter kami rusak sejak kemarin. lampu dapur mati, gimana")
        #expect(excluded.intent != "lampu-mati")
    }

    @Test("a background sentence after the question is circumstance: a word the answer excludes there keeps the answer")
    func excludedWordAfterQuestion() throws {
        var lamp = try #require(TempKnowledge.base["entries/lampu-mati.md"])
        lamp = lamp.replacingOccurrences(of: "keyword: lampu 4", with: "exclude: senter\nkeyword: lampu 4")
        let knowledge = try TempKnowledge(["entries/lampu-mati.md": lamp])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let after: Reply = responder.reply(to: "lampu dapur mati, gimana? senter kami disimpan di gudang.")
        #expect(after.intent == "lampu-mati", "\(after.kind) \(after.intent ?? "-")")
        let before: Reply = responder.reply(to: "senter kami disimpan di gudang. lampu dapur mati, gimana?")
        #expect(before.intent != "lampu-mati")
    }

    @Test("a PPK's transfer question is answered when a sentence after it names the package waiting", arguments: [
        "Pekan lalu saya dilantik di Dinas Kesehatan. Apakah PPK yang pindah satker harus daftar akun SPSE baru? Paket puskesmas segera diumumkan.",
        "Apakah PPK yang pindah satker harus daftar akun SPSE baru? Paket puskesmas segera diumumkan.",
    ])
    func packageAfterTransferQuestion(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == "ppk-pindah-satker", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the package named before the transfer question still keeps it from the transfer entry")
    func packageBeforeTransferQuestion() {
        let reply: Reply = Shipped.responder.reply(to: "Paket puskesmas segera diumumkan. Apakah PPK yang pindah satker harus daftar akun SPSE baru?")
        #expect(reply.intent != "ppk-pindah-satker")
    }
}
