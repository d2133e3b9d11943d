import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message naming two problems ("user id lupa, password juga lupa") asks
/// which one is meant instead of answering half of it.
@Suite("Messages that name two problems")
struct TwoProblemsTests {
    @Test("an also-word without a contrast may list problems", arguments: [
        ("user id lupa password juga lupa", true),
        ("email masuk spam sekalian mau ganti email", true),
        ("lupa password", false),
        ("user id ingat tapi password juga lupa", false),
        ("bukan email juga yang bermasalah", false),
        // An attempt that changed nothing is reported, not a second problem listed.
        ("java script error ganti browser ke firefox juga sama saja", false),
        ("sudah hapus cache juga tetap gagal login", false),
        // "yang juga PPK" describes someone; it lists no second problem.
        ("kepala bidang kami yang juga ppk dipindah ke dinas lain", false),
        ("password salah, sama email juga tidak masuk", true),
    ])
    func mayListProblems(text: String, expected: Bool) {
        #expect(Coordination.mayListProblems(Tokenizer.tokenize(text)) == expected)
    }

    @Test("the raw-text check never misses an also-word the tokenizer would find", arguments: [
        ("user id lupa, password JUGA lupa", true),
        ("ganti email,sekalian reset pw", true),
        ("email masuk spam (jg) min", true),
        ("Plus: tidak bisa login", true),
        ("jugaan tidak, sejuga pun tidak", false),
        ("lupa password", false),
        ("", false),
        ("lupa kata sandí", true),
    ])
    func alsoWordPrefilter(text: String, expected: Bool) {
        #expect(Coordination.mayMentionAlsoWord(text) == expected)
        if Tokenizer.tokenize(text).contains(where: Coordination.alsoWords.contains) {
            #expect(Coordination.mayMentionAlsoWord(text))
        }
    }

    @Test("parts are cut at punctuation and joining words, one-word parts left out", arguments: [
        ("user id lupa, password juga lupa", ["user id lupa", "password juga lupa"]),
        ("lupa password dan email juga mati", ["lupa password", "email juga mati"]),
        ("min, ganti email sekalian reset password", ["ganti email", "reset password"]),
    ])
    func parts(text: String, expected: [String]) {
        #expect(Coordination.parts(text) == expected)
    }

    @Test("two problems named apart get a clarify listing both, the whole reading's answer first", arguments: [
        ("kata sandi akun penyedia lupa, user id juga lupa", ["lupa-userid", "lupa-password"]),
        ("email lpse masuk folder spam, sekalian mau ganti alamat email akun", ["email-masuk-spam", "ganti-email"]),
        // The whole reading declines this one; each part answers on its own.
        ("file penawaran gagal dienkripsi apendo, terus pas login juga keluar java script error",
         ["apendo-userid-karakter", "login-javascript-error"]),
    ])
    func twoProblems(text: String, options: [String]) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .clarify, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(Set(reply.options.map(\.intent)) == Set(options))
    }

    @Test("a part too vague to answer still names a second problem: its readings follow the answer", arguments: [
        "akun tidak bisa login, email pemberitahuan lpse juga tidak pernah sampai",
        "gagal masuk spse, notifikasi email juga tidak pernah datang",
    ])
    func vagueSecondProblem(text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .clarify, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.options.first?.intent == "email-tidak-aktif")
        #expect(reply.options.count >= 2 && reply.options.count <= Classifier.maximumListedOptions)
        #expect(reply.options.dropFirst().allSatisfy { $0.intent.hasPrefix("login-") || $0.intent == "data-tidak-sinkron" })
    }

    @Test("one problem said twice, or a part that only greets, keeps the answer", arguments: [
        ("lupa password, password juga lupa", "lupa-password"),
        ("halo min, saya lupa password juga", "lupa-password"),
        ("tidak bisa login, muncul java script error juga", "login-javascript-error"),
        // The vague part's readings include the answer: one problem, told twice.
        ("login ditolak terus, passwordnya juga salah katanya", "login-password-salah"),
        // A vague part that states no trouble and asks no change only adds a detail to the one question.
        ("Selama ini kami pakai email pribadi direktur. Sekarang mau dipakai untuk akun LPSE juga. Apakah itu dianjurkan?",
         "email-resmi-perusahaan"),
        // What was tried and changed nothing, in a long message whose scene names a declined subject.
        ("Kemarin saya di kantor cabang mau melihat pengumuman paket alat kesehatan di LPSE. Setelah isi user id dan password "
            + "muncul Java Script error dan tidak bisa lanjut. Ganti browser dari Chrome ke Firefox juga sama saja. Masalahnya di mana ya?",
         "login-javascript-error"),
    ])
    func oneProblem(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("two problems offered as alternatives get a clarify listing both", arguments: [
        ("lupa password atau lupa user id", ["lupa-userid", "lupa-password"]),
        ("lupa userid atw pasword min", ["lupa-userid", "lupa-password"]),
        ("tulisannya error javascript atau data tidak sinkron gitu, lupa persisnya",
         ["login-javascript-error", "data-tidak-sinkron"]),
        // "entah A entah B" offers the same choice.
        ("entah lupa password entah lupa user id", ["lupa-userid", "lupa-password"]),
        ("email dari LPSE tidak pernah kami terima, entah alamatnya mati entah nyasar ke spam", ["email-tidak-aktif", "email-masuk-spam"]),
    ])
    func alternatives(text: String, options: [String]) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .clarify, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(Set(reply.options.map(\.intent)) == Set(options))
    }

    @Test("alternatives that lead to one answer, or a denied part, keep the answer", arguments: [
        // The error message names both, and is one problem.
        ("login ditolak, Maaf User ID atau Password anda salah", "login-password-salah"),
        ("browser apa yang bisa dipakai kalau muncul java script error, firefox atau chrome?", "login-javascript-error"),
        ("lupa user id, bisa minta lewat email atau harus datang ke lpse?", "lupa-userid"),
        // One "entah" says the asker does not know, and offers no choice.
        ("catatan user id entah di mana, lupa", "lupa-userid"),
        ("Saya tidak lupa kata sandi kok, tapi waktu masuk tetap dibilang User ID atau Password salah", "login-password-salah"),
    ])
    func alternativesWithOneAnswer(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the raw-text check finds the choice words the tokenizer would", arguments: [
        ("lupa password ATAU user id", true),
        ("spam,atw tidak aktif", true),
        ("email or password", true),
        ("entah spam entah mati", true),
        ("Maaf User ID ataupun", false),
        ("lupa password", false),
    ])
    func choiceWordPrefilter(text: String, expected: Bool) {
        #expect(Coordination.mayMentionChoiceWord(text) == expected)
    }
}
