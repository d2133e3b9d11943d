import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// What a query must produce: a kind and, for an answer, the intent; for a
/// clarify, intents that must be among the options.
struct ExpectedDecision: Sendable, CustomTestStringConvertible {
    var query: String
    var kind: Reply.Kind
    var intent: String? = nil
    var options: [String] = []
    var testDescription: String { "\(query) -> \(kind.rawValue) \(intent ?? options.joined(separator: ","))" }
}

let syntheticDecisions: [ExpectedDecision] = [
    .init(query: "kunci rumah hilang", kind: .answer, intent: "kunci-hilang"),
    .init(query: "engsel pintu macet sekali", kind: .answer, intent: "pintu-macet"),
    .init(query: "lampu dapur mati", kind: .answer, intent: "lampu-mati"),
    // A topic word without the detail that separates its entries.
    .init(query: "rumah saya", kind: .clarify, options: ["kunci-hilang", "pintu-macet"]),
    // Two entries equally supported.
    .init(query: "kunci hilang dan pintu macet", kind: .clarify, options: ["kunci-hilang", "pintu-macet"]),
    .init(query: "harga cabai hari ini", kind: .fallback),
    .init(query: "qwerty asdf", kind: .fallback),
    .init(query: "", kind: .fallback),
    .init(query: "?!? 🙏", kind: .fallback),
]

let shippedDecisions: [ExpectedDecision] = [
    .init(query: "tidak bisa login", kind: .clarify, options: ["login-password-salah", "login-javascript-error", "data-tidak-sinkron", "lupa-password"]),
    .init(query: "gk bisa masuk", kind: .clarify, options: ["login-password-salah", "login-javascript-error"]),
    .init(query: "email bermasalah", kind: .clarify, options: ["email-tidak-aktif", "email-masuk-spam", "ganti-email"]),
    // An account problem without its detail: the account topic asks which one...
    .init(query: "akun penyedia kami kenapa ini min", kind: .clarify, options: ["lupa-password", "lupa-userid", "login-password-salah"]),
    .init(query: "tolong dibantu akun kami", kind: .clarify, options: ["lupa-password", "lupa-userid"]),
    // A User ID without its problem: the userid topic asks which one.
    .init(query: "user id kami kenapa ini min", kind: .clarify, options: ["lupa-userid", "login-password-salah", "apendo-userid-karakter"]),
    // ...but a question far nearer another entry (changing the email, not an
    // address) is not offered the account problems.
    .init(query: "cara ubah alamat kantor di akun penyedia kami", kind: .fallback),
    // A neighbour that outscores the topic on its rules alone, missing its
    // required word and given less by the model than a member ("ditolak"
    // and "masuk" are words of a bounced email too), does not keep the
    // login problems from being offered.
    .init(query: "kok ditolak terus pas masuk", kind: .clarify, options: ["login-password-salah", "login-gagal-sebagian-lpse"]),
    .init(query: "lupa pw", kind: .answer, intent: "lupa-password"),
    .init(query: "Gk bisa login, muncul JAVA SCRIPT error!!", kind: .answer, intent: "login-javascript-error"),
    .init(query: "integrasi sikap gagal", kind: .answer, intent: "sikap-integrasi-gagal"),
    .init(query: "ppk pindah satker harus daftar ulang?", kind: .answer, intent: "ppk-pindah-satker"),
    .init(query: "halo", kind: .answer, intent: "sapaan"),
    .init(query: "halo, lupa password", kind: .answer, intent: "lupa-password"),
    // A greeting stands aside only for a question that outscores it: "orang"
    // alone is a weak word of the contact entry, asking for a person is not.
    .init(query: "halo min, ada orang kah?", kind: .answer, intent: "sapaan"),
    .init(query: "halo, bisa bicara sama orang langsung?", kind: .answer, intent: "hubungi-petugas"),
    .init(query: "cara sanggah hasil tender", kind: .fallback),
    .init(query: "berapa hps paket ini", kind: .fallback),
    .init(query: "xkcd qwertz blorp", kind: .fallback),
    // Known out-of-scope topics are declined even next to in-scope words...
    .init(query: "nomor telepon kantor pajak", kind: .fallback),
    .init(query: "berapa nilai jaminan penawaran", kind: .fallback),
    // ...but an entry that knows the word still answers.
    .init(query: "data pajak di sikap tidak terbawa saat integrasi", kind: .answer, intent: "sikap-integrasi-gagal"),
    // A polite "mohon petunjuknya" names no subject ("penunjukan", an
    // out-of-scope word, shares its root but not its meaning).
    .init(query: "login di lpse kabupaten muncul pesan error javascript. mohon petunjuknya", kind: .answer, intent: "login-javascript-error"),
    // A word the asker typed names a declined subject; a typo guessed as one does not.
    .init(query: "gk bisa login muncul java script error, timeout", kind: .fallback),
    .init(query: "gk bisa login muncul java script error, timout", kind: .answer, intent: "login-javascript-error"),
    // A greeting carrying content words nobody wrote asks something else.
    .init(query: "contoh kalimat thank you untuk customer", kind: .fallback),
    .init(query: "thanks, bermanfaat sekali", kind: .answer, intent: "terima-kasih"),
    // A farewell closes the conversation like thanks does.
    .init(query: "sip, sudah paham. bye min", kind: .answer, intent: "terima-kasih"),
    .init(query: "sampai jumpa ya min", kind: .answer, intent: "terima-kasih"),
    // Thanks after a problem solved: the topic word ("masuk", "login") names what works again;
    // a topic word beside a greeting or a problem still asks which problem is meant.
    .init(query: "makasih, sudah bisa masuk lagi", kind: .answer, intent: "terima-kasih"),
    .init(query: "oke sudah bisa login, makasih", kind: .answer, intent: "terima-kasih"),
    // A formal thanks that says the account works again, where the account
    // problems' words had been asked back about: the problem named is the one solved.
    .init(query: "Selamat siang. Bersama pesan ini pengurus CV Lestari Abadi menyampaikan penghargaan kepada tim helpdesk. Akun penyedia kami sekarang sudah dapat dipakai kembali untuk ikut tender.",
          kind: .answer, intent: "terima-kasih"),
    .init(query: "Dengan hormat, pimpinan PT Mega Karya menghaturkan terima kasih atas arahan tim sehingga kendala akun kami bisa teratasi. Semoga layanan LPSE makin baik.",
          kind: .answer, intent: "terima-kasih"),
    // A change of PPK with no package named may be either PPK problem: asked which; with the package, answered.
    .init(query: "ada pergantian PPK di kantor kami, apa yang harus diurus?", kind: .clarify),
    .init(query: "PPK paket tender kami diganti orang baru, pokja harus bagaimana?", kind: .answer, intent: "ganti-ppk-paket"),
    // An error message the asker says did not show is not the problem.
    .init(query: "login gagal di sebagian lpse, tanpa pesan java script error", kind: .answer, intent: "login-gagal-sebagian-lpse"),
    // Two offices of one kind, told apart by their names, are two sites.
    .init(query: "akun bisa masuk di lpse kota bogor, tapi di lpse kota depok ditolak terus", kind: .answer, intent: "login-gagal-sebagian-lpse"),
    // A problem noun a later word says is over ("kendala ... telah teratasi") is no problem.
    .init(query: "terima kasih min, masalah akun kami sudah beres", kind: .answer, intent: "terima-kasih"),
    .init(query: "Yth. Admin, kami menghaturkan terima kasih. Kendala akun kami telah teratasi.", kind: .answer, intent: "terima-kasih"),
    // ... and so is the problem a thanks says the helpdesk solved.
    .init(query: "terima kasih atas bantuan tim LPSE dalam menyelesaikan kendala akun kami", kind: .answer, intent: "terima-kasih"),
    .init(query: "makasih, tapi masih gk bisa login", kind: .clarify),
    // A greeting and a thanks around a real question frame it: the question is answered, not offered beside the thanks.
    .init(query: "Selamat siang min, maaf ganggu. Integrasi SIKaP kantor kami gagal sejak pagi, ada saran? Makasih ya min.", kind: .answer, intent: "sikap-integrasi-gagal"),
    .init(query: "halo min, mau tanya soal login", kind: .clarify),
    // A greeting followed only by who the asker is opens the conversation: greeted, asked for the question;
    // a problem after the introduction is not a greeting.
    .init(query: "Selamat siang. Saya Budi, admin tender di CV Sumber Rejeki, Kota Balikpapan.", kind: .answer, intent: "sapaan"),
    .init(query: "Selamat siang. Saya Budi dari CV Sumber Rejeki, akun kami tidak bisa login.", kind: .fallback),
    // A solved problem told as a story and closed with thanks is thanked.
    .init(query: "Tadi saya ikuti langkahnya dan akun kantor kami di LPSE Kota Bitung sudah normal lagi. Dokumen penawaran juga sudah terkirim. Terima kasih banyak atas bantuannya. Semoga sehat selalu.", kind: .answer, intent: "terima-kasih"),
    // An introduction the model reads as a declined topic ("admin tender ... Kota") is still greeted;
    // a declined question after the greeting stays declined.
    .init(query: "Selamat pagi. Saya Sari, staf pengadaan di CV Maju Rejeki, Kota Balikpapan.", kind: .answer, intent: "sapaan"),
    .init(query: "Selamat pagi. Saya mau tanya jadwal tender di kota Bandung.", kind: .fallback),
    // A problem told as past, fixed, and thanked for is thanks, although its story names troubles and a
    // tender; a trouble after the fix is a new problem, not thanks.
    .init(query: "Tadi malam saya hampir tidak tidur karena akun perusahaan bermasalah dan tender jembatan tutup siang ini. Pagi ini saya ikuti petunjuk admin satu per satu, dan sekarang akun kami sudah normal. Terima kasih banyak.", kind: .answer, intent: "terima-kasih"),
    .init(query: "Tadi malam saya hampir tidak tidur karena akun perusahaan bermasalah dan tender jembatan tutup siang ini. Pagi ini akun kami sudah normal, terima kasih. Tapi sekarang dokumen penawaran kami gagal terunggah.", kind: .fallback),
    // A message that says its question is still to come is a greeting, although its story
    // mentions a trouble of its own; one that states a problem is not, announcement or not.
    .init(query: "Selamat sore, saya Dodi dari CV Karya Tani di Kota Kediri. Di desa kami listrik sering padam, jadi balasan saya mungkin lambat. Saya sapa dulu ya, nanti pertanyaannya menyusul.", kind: .answer, intent: "sapaan"),
    .init(query: "Selamat sore, saya Dodi dari CV Karya Tani. Akun kami tidak bisa login sejak pagi. Saya sapa dulu ya, nanti detailnya menyusul.", kind: .clarify),
    // The long Islamic greeting, Javanese thanks and English "recover" are read, not guessed.
    .init(query: "Assalamualaikum warahmatullahi wabarakatuh, selamat pagi", kind: .answer, intent: "sapaan"),
    .init(query: "matur suwun mas", kind: .answer, intent: "terima-kasih"),
    .init(query: "how to recover my spse vendor password", kind: .answer, intent: "lupa-password"),
    // A webmail provider's name stands for the email, as gmail and yahoo do.
    .init(query: "notifikasi lpse tidak pernah sampai, akun hotmail kami sudah ditutup", kind: .answer, intent: "email-tidak-aktif"),
    // Neighbouring subjects named as data: a hacked personal account, a tax-office (DJP/EFIN) account.
    .init(query: "email pribadi saya dibobol orang, gimana", kind: .fallback),
    .init(query: "lupa password efin pajak perusahaan", kind: .fallback),
    // The model reads another question ("hapus") the winner does not explain: declined;
    // a winner that explains every word keeps its answer.
    .init(query: "pesan di inbox lpse bisa dihapus semua gak", kind: .fallback),
    .init(query: "pengalaman perusahaan di sikap tidak ikut terbawa waktu integrasi", kind: .answer, intent: "sikap-integrasi-gagal"),
    // Creating an account is registering, which Tanya declines for PPK accounts;
    // "buat akun" meaning "for the account" is no registration.
    .init(query: "gimana cara bikin akun ppk baru", kind: .fallback),
    .init(query: "email staf boleh dipake buat akun perusahaan?", kind: .answer, intent: "email-resmi-perusahaan"),
    // A long word only an entry or two write names what is asked: no PPK clarify.
    .init(query: "ppk membatalkan paket, penyedia harus bagaimana", kind: .fallback),
    .init(query: "ppk diganti", kind: .clarify, options: ["ganti-ppk-paket", "ppk-pindah-satker"]),
    // The helpdesk asked for the vendor's own User ID is whom the question goes to, not whose account it is.
    .init(query: "lupa user id, bisa tanya ke helpdesk?", kind: .answer, intent: "lupa-userid"),
    .init(query: "forgot our user id, can the helpdesk tell us?", kind: .answer, intent: "lupa-userid"),
    .init(query: "user id akun helpdesk kami lupa, prosedurnya gimana", kind: .answer, intent: "reset-password-helpdesk"),
    // Missing a require group, an entry the rules rank far first and the model is sure of answers.
    .init(query: "tiket sudah ada dari minggu lalu tapi statusnya belum berubah", kind: .answer, intent: "lacak-tiket-lkpp"),
    .init(query: "kirim sk ppk yang baru ke mana", kind: .answer, intent: "ppk-pindah-satker"),
    // What the asker already checked (the spam folder) weighs less than the problem stated.
    .init(query: "email notif lpse gk pernah masuk, udh cek spam jg kosong", kind: .answer, intent: "email-tidak-aktif"),
    // A User ID and password that "do not match" are a wrong pair.
    .init(query: "pas login katanya user id sama password gak cocok", kind: .answer, intent: "login-password-salah"),
    // Reading a message again, or without the mailbox, is the Inbox's copy, not a dead mailbox.
    .init(query: "email pemberitahuan lpse kehapus, mau saya baca ulang", kind: .answer, intent: "inbox-lpse"),
    .init(query: "bisa buka pengumuman lpse tanpa buka email?", kind: .answer, intent: "inbox-lpse"),
    // A greeting before a question of common words is its opening, not content the answer leaves unexplained.
    .init(query: "halo, email di akun LPSE mau diganti", kind: .answer, intent: "ganti-email"),
    .init(query: "punten, alamat email helpdesk lpse naon", kind: .answer, intent: "hubungi-petugas"),
    // How the asker feels ("bingung") is not what the question is about: a vague email question still gets the choice.
    .init(query: "email di lpse gmn ya, bingung", kind: .clarify),
    // The contacts of another office are not the helpdesk's.
    .init(query: "nomor call center kantor samsat berapa", kind: .fallback),
    .init(query: "kontak dukcapil kabupaten", kind: .fallback),
    // Greetings and thanks in regional and formal words.
    .init(query: "kulonuwun, sugeng enjing", kind: .answer, intent: "sapaan"),
    .init(query: "halo, ada orang?", kind: .answer, intent: "sapaan"),
    .init(query: "good evening, anyone on duty?", kind: .answer, intent: "sapaan"),
    .init(query: "permisi min, ad org?", kind: .answer, intent: "sapaan"),
    // The boss who cannot log in is who, not what: the vague login problem is asked about.
    .init(query: "bos kami gak bisa login spse dari kemarin", kind: .clarify),
    // How the asker feels ("kesel", "marah") is not the problem either.
    .init(query: "min gk bisa login spse nih, kesel banget", kind: .clarify),
    // "ku" written apart ("login ku") is "my", as "aku" is.
    .init(query: "knp ya akun ku gabisa login", kind: .clarify),
    .init(query: "kami berutang budi, sampai jumpa lain kali", kind: .answer, intent: "terima-kasih"),
    // A formal closing: "Demikian ... kami sampaikan", thanks "atas kerjasamanya".
    .init(query: "Demikian kami sampaikan. Atas kerjasamanya kami ucapkan terima kasih.", kind: .answer, intent: "terima-kasih"),
    // "susah login" is a login problem, vague about which.
    .init(query: "susah login spse", kind: .clarify),
    .init(query: "", kind: .fallback),
]

@Suite("Classifier decisions")
struct ClassifierTests {
    @Test("synthetic knowledge: answer, clarify and fallback", arguments: syntheticDecisions)
    func synthetic(_ expected: ExpectedDecision) throws {
        let knowledge = try TempKnowledge()
        defer { knowledge.remove() }
        try check(expected, responder: knowledge.responder())
    }

    @Test("shipped knowledge: answer, clarify and fallback", arguments: shippedDecisions)
    func shipped(_ expected: ExpectedDecision) {
        check(expected, responder: Shipped.responder)
    }

    @Test("an out-of-scope entry turns its questions into fallbacks with its own message")
    func outOfScope() throws {
        let knowledge = try TempKnowledge(["entries/cuaca.md": TempKnowledge.weatherOutOfScope])
        defer { knowledge.remove() }
        #expect(knowledge.issues().map(\.description) == [])
        let responder = try knowledge.responder()
        let declined: Reply = responder.reply(to: "cuaca hari ini bagaimana")
        #expect(declined.kind == .fallback)
        #expect(declined.message == "Soal cuaca tidak kami layani.")
        #expect(declined.matched == ["cuaca"])
        #expect(!declined.contacts.isEmpty)
        let mixed: Reply = responder.reply(to: "lampu dapur mati waktu hujan")
        #expect(mixed.kind == .fallback, "the winner does not know 'hujan'")
        let plain: Reply = responder.reply(to: "lampu dapur mati")
        #expect(plain.intent == "lampu-mati")
    }

    @Test("a word an out-of-scope entry only weighs declines when that entry also explains the winner's words")
    func weighedForeignWordAsSideDetail() throws {
        // "rumah" completes the declined entry (an answerable entry writes it
        // too, so it names no declined subject); "jalan" is weighed by it alone.
        let knowledge = try TempKnowledge(["entries/jalan-rusak.md": """
        id: jalan-rusak
        title: Jalan rusak
        audience: umum
        source: uji
        priority: outofscope
        summary: Soal jalan rusak tidak kami layani.
        require: rumah | aspal
        keyword: jalan 4
        keyword: rusak 3
        keyword: aspal 3

        ## Examples
        - jalan depan rumah rusak
        - aspal jalan berlubang
        - jalan rusak parah
        - lapor jalan rusak
        - jalan ke rumah rusak berat

        ## Steps
        1. Lapor ke dinas pekerjaan umum.
        """])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        // The winner's words (kunci, hilang) are not the declined entry's:
        // "jalan" is where it happened, not what is asked.
        let sideDetail: Reply = responder.reply(to: "kunci rumah hilang di jalan")
        #expect(sideDetail.intent == "kunci-hilang", "\(sideDetail.kind) \(sideDetail.matched)")
        // The declined subject itself is still declined.
        let declined: Reply = responder.reply(to: "jalan depan rumah rusak berlubang")
        #expect(declined.kind == .fallback)
        #expect(declined.message == "Soal jalan rusak tidak kami layani.")
    }

    @Test("a word only an out-of-scope entry requires declines even when that entry scores low, unless it opens a lexicon phrase",
          arguments: [
              // Another government system ("dapodik", "siakad" -> aplikasilain).
              ("integrasi data dapodik ke spse gagal", "luar-akun-pribadi"),
              ("tarik data siakad gagal terus", "luar-akun-pribadi"),
              // The same complaint about SIKaP itself is answered.
              ("integrasi sikap gagal terus", "sikap-integrasi-gagal"),
              // Javanese "ora" (not) is also the Oracle error prefix that
              // luar-error-server requires; it opens lexicon phrases ("ora
              // iso"), so it names no declined subject on its own.
              ("pengen ngomong karo petugas asli, ora karo robot", "hubungi-petugas"),
          ])
    func specificWordOfLowScoringDecline(_ text: String, _ id: String) {
        let classifier = Shipped.responder.classifier
        let classification = classifier.classify(text)
        switch classification.decision {
        case .fallback:
            let declining = classification.outOfScope.map { classifier.index.entries[$0].entry.id }
            #expect(declining == id, "\(text): declined by \(declining ?? "nothing")")
        case let .answer(entry):
            #expect(classifier.index.entries[entry].entry.id == id, "\(text)")
        case .clarify:
            Issue.record("\(text): \(classification.decision)")
        }
    }

    @Test("a vague question that reads like a declined topic is declined, not clarified")
    func outOfScopeOverTopicClarify() throws {
        let knowledge = try TempKnowledge(["entries/atap.md": """
        id: atap
        title: Atap bocor
        audience: umum
        source: uji
        priority: outofscope
        summary: Soal atap tidak kami layani.
        require: atap | genteng
        keyword: atap 3
        keyword: genteng 3
        keyword: bocor 1
        keyword: rumah 1

        ## Examples
        - atap rumah bocor
        - genteng rumah bocor kalau hujan
        - atap bocor siapa yang perbaiki
        - genteng pecah
        - rumah bocor di atap

        ## Steps
        1. Hubungi tukang atap.
        """])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        // "bocor" is weighed by the declined entry and by no member of the
        // "rumah" topic, and that entry ranks first although no require
        // group is complete: offering the topic's problems would suggest an
        // answer to a question none of them is about.
        let declined: Reply = responder.reply(to: "rumah saya bocor")
        #expect(declined.kind == .fallback)
        #expect(declined.message == "Soal atap tidak kami layani.")
        // Every word known to the topic: still a clarify.
        let vague: Reply = responder.reply(to: "rumah saya")
        #expect(vague.kind == .clarify)
        #expect(Set(vague.options.map(\.intent)) == ["kunci-hilang", "pintu-macet"])
    }

    @Test("check flags an out-of-scope example that gets answered")
    func outOfScopeRouting() throws {
        // The weather entry with one rule line and an example only the lamp
        // entry answers, on line 11.
        let entry = TempKnowledge.weatherOutOfScope
            .replacingOccurrences(of: "require: cuaca | hujan\nkeyword: cuaca 4\nkeyword: hujan 3", with: "keyword: cuaca 4")
            .replacingOccurrences(of: "- hujan deras", with: "- lampu kamar mati")
            .replacingOccurrences(of: "- hujan sampai kapan", with: "- cuaca sampai kapan")
        let knowledge = try TempKnowledge(["entries/cuaca.md": entry])
        defer { knowledge.remove() }
        let issues = knowledge.issues()
        #expect(issues.contains { $0.file == knowledge.path("entries/cuaca.md") && $0.line == 11 && $0.message.contains("seharusnya fallback") },
                "\(issues.map(\.description))")
    }

    @Test("confidence stays in [0, 1] and orders the decisions")
    func confidenceRange() {
        var answers: [Double] = []
        var fallbacks: [Double] = []
        for text in ["lupa password", "email masuk spam", "apendo gagal enkripsi", "qwerty", "harga cabai", "tidak bisa login", ""] {
            let reply: Reply = Shipped.responder.reply(to: text)
            #expect(reply.confidence >= 0 && reply.confidence <= 1, "\(text): \(reply.confidence)")
            if reply.kind == .answer { answers.append(reply.confidence) }
            if reply.kind == .fallback { fallbacks.append(reply.confidence) }
        }
        #expect((answers.min() ?? 0) >= ClassifierSettings().answerThreshold)
        #expect((fallbacks.max() ?? 1) < ClassifierSettings().answerThreshold)
    }

    @Test("a stricter answer threshold turns a weak answer into a question or a fallback")
    func thresholdIsHonoured() {
        // A vague answer under the default threshold, then a threshold just above its confidence.
        let text = "password hilang"
        let usual: Reply = Shipped.responder.reply(to: text)
        #expect(usual.kind == .answer && usual.confidence < 0.99, "\(usual.kind) \(usual.confidence)")
        var settings = ClassifierSettings()
        settings.answerThreshold = min(usual.confidence + 0.01, 1)
        let strict = Responder(index: Shipped.responder.index, settings: settings)
        let reply: Reply = strict.reply(to: text)
        #expect(reply.kind != .answer)
    }

    @Test("fallbacks carry the escalation contacts; answers list the words that matched")
    func explanations() {
        let fallback: Reply = Shipped.responder.reply(to: "resep rendang")
        #expect(fallback.kind == .fallback)
        #expect(fallback.contacts.contains { $0.value.contains("2993 5577") })
        #expect(fallback.contacts.contains { $0.href == "mailto:helpdesk-lpse@lkpp.go.id" })
        let answer: Reply = Shipped.responder.reply(to: "email lpse masuk folder spam terus")
        #expect(answer.intent == "email-masuk-spam")
        #expect(answer.matched.contains("spam"))
        let clarify: Reply = Shipped.responder.reply(to: "tidak bisa login")
        #expect(clarify.matched.contains("login"))
    }

    @Test("site profiles fill placeholders and contacts")
    func sites() {
        let babel: Reply = Shipped.responder.reply(to: "email lpse masuk spam", site: "babel")
        #expect(babel.steps.contains { $0.contains("lpse@babelprov.go.id") })
        #expect(babel.contacts.contains { $0.value == "lpse@babelprov.go.id" })
        let plain: Reply = Shipped.responder.reply(to: "email lpse masuk spam")
        #expect(!plain.steps.joined().contains("babelprov"))
        #expect(!plain.steps.joined().contains("{site."))
    }

    private func check(_ expected: ExpectedDecision, responder: Responder) {
        let reply: Reply = responder.reply(to: expected.query)
        #expect(reply.kind == expected.kind, "\(expected.query): got \(reply.kind) \(reply.intent ?? "") \(reply.options.map(\.intent))")
        #expect(reply.confidence >= 0 && reply.confidence <= 1)
        if let intent = expected.intent { #expect(reply.intent == intent) }
        let options = Set(reply.options.map(\.intent))
        for option in expected.options { #expect(options.contains(option), "\(expected.query): options \(options.sorted())") }
        if reply.kind == .answer { #expect(!reply.matched.isEmpty) }
        if reply.kind == .fallback { #expect(!reply.contacts.isEmpty) }
    }
}

@Suite("Labelled queries")
struct LabelledSetTests {
    @Test("accuracy >= 0.97 and confident wrong answers <= 1% on eval/labelled.tsv")
    func labelledSet() throws {
        try evaluate(Repository.labelled, minimumAccuracy: 0.97, maximumConfidentWrong: 0.01, minimumCount: 400)
    }

    @Test("the shared dev set stays >= 0.97")
    func sharedDevSet() throws {
        guard FileManager.default.fileExists(atPath: Repository.sharedDev) else {
            print("SKIPPED: \(Repository.sharedDev) not found")
            return
        }
        try evaluate(Repository.sharedDev, minimumAccuracy: 0.97, maximumConfidentWrong: 0.02, minimumCount: 50)
    }

    private func evaluate(_ file: String, minimumAccuracy: Double, maximumConfidentWrong: Double, minimumCount: Int) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let labels = Set(Shipped.responder.index.entries.map(\.entry.id)).union(["clarify", "none"])
        let (queries, issues) = EvaluationReport.parse(text, file: file, knownLabels: labels)
        #expect(issues.isEmpty, "\(issues.map(\.description))")
        #expect(queries.count >= minimumCount)
        let report = EvaluationReport.run(Shipped.responder, queries: queries)
        for miss in report.misses {
            print("miss \(file):\(miss.query.line): expected \(miss.query.expected), got \(miss.got) (\(miss.confidence)): \(miss.query.text)")
        }
        print("\(file): accuracy \(report.accuracy), confident wrong \(report.confidentWrongRate)")
        #expect(report.accuracy >= minimumAccuracy)
        #expect(report.confidentWrongRate <= maximumConfidentWrong)
    }
}
