import Testing
import Foundation
@testable import TanyaCore
import TanyaTestSupport

@Suite("Lexicon")
struct LexiconTests {
    @Test("parses single forms, multi-word forms and protected words")
    func parses() {
        let (lexicon, issues) = Lexicon.parse("""
        # komentar
        gk, ga -> tidak
        java script -> javascript
        gabisa -> tidak bisa
        ! login, apendo
        """, file: "lexicon.md")
        #expect(issues.isEmpty)
        #expect(lexicon.single["gk"] == ["tidak"])
        #expect(lexicon.single["gabisa"] == ["tidak", "bisa"])
        #expect(lexicon.multi["java"]?.first?.rest == ["script"])
        #expect(lexicon.protected.isSuperset(of: ["login", "apendo", "tidak", "javascript"]))
        #expect(lexicon.ruleCount == 4)
    }

    @Test("longer multi-word forms win over shorter ones")
    func longestFirst() {
        let (lexicon, _) = Lexicon.parse("user id -> userid\nuser id login -> akun\n", file: "l")
        let normalizer = TextNormalizer(lexicon: lexicon, stopwords: [])
        #expect(normalizer.terms("user id login") == ["akun"])
        #expect(normalizer.terms("user id saya") == ["userid", "saya"])
    }

    @Test("a form's output is found word for word at a position, the longest form first")
    func formOutputAtPosition() {
        let (lexicon, _) = Lexicon.parse("user id -> userid\nuser id login -> akun\n", file: "l")
        #expect(lexicon.formOutput(at: 1, in: ["pakai", "user", "id", "login"]) == ["akun"])
        #expect(lexicon.formOutput(at: 1, in: ["pakai", "user", "id"]) == ["userid"])
        #expect(lexicon.formOutput(at: 1, in: ["pakai", "user", "ide"]).isEmpty)
        #expect(lexicon.formOutput(at: 0, in: ["pakai", "user", "id"]).isEmpty)
    }

    @Test("the shipped lexicon maps the required forms", arguments: [
        ("gk", "tidak"), ("gak", "tidak"), ("tdk", "tidak"), ("gmn", "bagaimana"), ("pw", "password"), ("uid", "userid"),
        ("forgot", "lupa"), ("login", "login"), ("password", "password"), ("email", "email"), ("spam", "spam"),
        ("error", "error"), ("synchronized", "sinkron"), ("integration", "integrasi"), ("complaint", "aduan"), ("ticket", "tiket"),
        ("pejabat pembuat komitmen", "ppk"), ("satuan kerja", "satker"), ("kata sandi", "password"), ("e-mail", "email"),
        // "tata cara" is the way to do something, not the word "tata" (arrangement) beside it.
        ("tata cara", "cara"),
        // A wish for a good rest closes a conversation.
        ("selamat beristirahat", "pamit"),
    ])
    func shippedForms(form: String, canonical: String) {
        #expect(Shipped.normalizer.terms(form) == [canonical])
    }

    @Test("appreciating help is thanking, not a price (\"harga\")", arguments: [
        "budi baik admin sangat saya hargai", "kami menghargai bantuan tim lpse",
    ])
    func appreciationIsThanks(text: String) {
        let terms = Shipped.normalizer.terms(text)
        #expect(terms.contains("kasih") && !terms.contains("harga"), "\(terms)")
    }

    @Test("regional words mixed into Indonesian read as their Indonesian equivalents", arguments: [
        ("poho", "lupa"), ("emut", "ingat"), ("surel", "email"), ("gimane", "bagaimana"), ("kantos dugi", "pernah sampai"),
        ("ora iso mlebu", "tidak bisa masuk"), ("teu tiasa", "tidak bisa"), ("slmt pg", "selamat pagi"), ("maca pesen", "baca pesan"),
        ("email nu kadaptar teh", "email terdaftar"), ("pagawe kaluar", "pegawai keluar"), ("ngagentos", "ganti"),
        ("meunang nu anyar", "dapat baru"), ("ngarobah email", "ganti email"),
        ("nami pangguna atanapi kecap konci lepat", "user id atau password salah"), ("parantos leres", "sudah benar"),
        ("kesupen sandinipun, user id taksih kemut", "lupa password, user id masih ingat"), ("ndamel sandi enggal", "buat sandi baru"),
        ("ning lpse liyane", "di lpse lain"),
        // Banjar, Bugis, Madura, Aceh, Sunda, Jawa and Ambon forms.
        ("akun kawa masuk", "akun bisa masuk"), ("ulle login", "bisa login"),
        ("lopa sandi", "lupa sandi"), ("olle sandi anyar", "dapat sandi baru"), ("buka pukoi padum", "buka pukul berapa"),
        ("surat dikintun", "surat dikirim"), ("saha", "siapa"), ("isih entuk login", "masih dapat login"),
        ("mauliate godang", "terima kasih banyak"), ("katong pung akun", "kami punya akun"),
        // Aceh, Bali, Batak, Minang, Sunda and Jawa krama forms.
        ("password gadoh", "password hilang"), ("user id mantong ingat", "user id masih ingat"),
        ("pakon akun ditolak", "kenapa akun ditolak"), ("nenten dados login", "tidak bisa login"),
        ("sapunapi carane", "bagaimana carane"), ("ikkon daftar ulang", "harus daftar ulang"),
        ("boha carana", "bagaimana carana"), ("bilo aktif", "kapan aktif"),
        ("iraha aktif", "kapan aktif"), ("dipunpindhah saking dinas", "dipindah dari dinas"),
        ("calon peserta tender", "penyedia tender"),
        // Betawi closes the last syllable with "e"; Manado pronouns and question words.
        ("aye lupe sandi", "saya lupa sandi"), ("sape nyang bise bantu", "siapa yang bisa bantu"),
        ("kenape akun kite diblokir", "kenapa akun kita diblokir"), ("ngana tau kiapa dorang tolak torang", "anda tahu kenapa mereka tolak kami"),
    ])
    func regionalForms(regional: String, indonesian: String) {
        let terms = Shipped.normalizer.terms(regional)
        #expect(!terms.isEmpty && terms == Shipped.normalizer.terms(indonesian))
    }

    @Test("a description or another form of a term reads as the term", arguments: [
        ("sistem pengadaan secara elektronik", "spse"), ("aplikasi pengadaan", "spse"), ("sistem pengadaan", "spse"),
        ("menolak", "ditolak"), ("penolakan", "ditolak"), ("tertolak", "ditolak"),
        ("lembar pengajuan", "surat permohonan"), ("lembar permohonan", "surat permohonan"),
        ("lp", "lupa"), ("sampai jumpa", "pamit"), ("bye", "pamit"), ("urusan", "prosedur"),
        ("commitment official", "ppk"), ("transferred", "pindah"), ("copy-pasted", "copas"), ("halaman login", "login"),
        ("memiliki akun", "punya akun"), ("telepon seluler", "ponsel"), ("badan usaha", "perusahaan"),
        ("masing-masing cabang", "tiap cabang"), ("setiap file", "tiap file"), ("bwt kantor cabang", "buat kantor cabang"),
        // A password described instead of named.
        ("deretan huruf rahasia", "password"), ("rangkaian rahasia", "password"), ("kombinasi kunci masuk", "password"),
        // Bounce in Indonesian.
        ("memantul", "bounce"), ("terpental", "bounce"),
        // Registering again, affixed or shortened: the FAQ's "mendaftar lagi" is the asker's "daftar ulang".
        // Asking why: the phrase, not "sebab" alone (also "because").
        ("apa sebabnya", "kenapa"), ("alasannya apa", "kenapa"),
        ("mendaftar lagi", "daftar ulang"), ("didaftarkan kembali", "daftar ulang"), ("regis ulg", "daftar ulang"),
        // Chat forms of asking for a recommendation, and browsers named alone.
        ("yg dianjurin", "yg saran"), ("enakan pake apa", "saran pake apa"), ("paling cocok", "saran"), ("opera mini", "browser"),
        // Asking when the office opens or closes; a deadline "tutup jam 3" is not asked that way.
        ("buka sampai jam", "operasional"), ("tutup jam brp", "operasional berapa"),
        // National holidays by name.
        ("nyepi", "libur"), ("waisak", "libur"), ("kenaikan isa almasih", "libur"), ("browser bawaan", "browser"),
        // Asking to restore a password is asking for its recovery.
        ("pulihkan", "pemulihan"), ("memulihkan", "recovery"),
        // English thanks without "it": "Appreciate your help".
        ("appreciate", "terima kasih"),
        // Javanese and Minang for "good" (asking what is best) and "big".
        ("apik", "saran"), ("bagusnyo", "saran"), ("gadang", "besar"),
        // Asking for the steps, not a recommendation ("should" alone reads as saran).
        ("what should we do", "bagaimana"),
        // English words of the same things: a transfer to another agency, a retired PPK's successor, company papers.
        ("agency", "instansi"), ("retired", "pensiun"), ("successor", "ganti"), ("deed", "akta"), ("licence", "izin"),
        ("logged in", "login"), ("lost track of", "lupa"), ("shut down", "tutup"), ("blank", "kosong"),
        // Everyday applications whose accounts are not SPSE's; Javanese "golek" (look for), not "gojek".
        ("zoom meeting", "aplikasilain"), ("shopee", "aplikasilain"), ("golek", "cari"),
        // Everyday English names of SIKaP, the helpdesk and the SPSE inbox; Javanese function words
        // a typo guess read as other words ("sinten" as sore).
        ("vendor profile system", "sikap"), ("support desk", "helpdesk"), ("message box", "inbox"),
        ("secret word", "password"), ("sinten", "siapa"), ("pundi", "mana"),
        // The national agency and the PPK in everyday English; Batak, Bugis, Madurese, Minang,
        // Betawi and Javanese krama function words.
        ("central procurement authority", "lkpp"), ("contract official", "ppk"),
        ("dena", "tidak"), ("kapatang", "kemarin"), ("bara lamo", "berapa lama"), ("kedaptar", "terdaftar"),
        ("cekap", "cukup"),
        // Everyday English for signing in, the User ID, the registered email, moving to another
        // work unit, the SK and SPSE.
        ("signed into", "login"), ("account name", "userid"), ("contact address", "email"), ("inactivity", "tidak aktif"),
        ("official who signs contracts", "ppk"), ("government department", "satker"),
        ("appointment letter", "sk"), ("tender system", "spse"), ("switch", "ganti"),
        ("signed up", "daftar"), ("bukak", "buka"), ("separuh", "sebagian"),
        ("not working", "gagal"), ("stopped working", "gagal"), ("mentok", "gagal"), ("rewel", "gagal"), ("kacau", "gagal"),
        // The procurement unit the Pokja works in.
        ("ukpbj", "pokja"),
        // The helpdesk as a service desk, LKPP as the national body, a ticket's case number,
        // repairing, the Pokja as a panel, a departed intern, a login turned away.
        ("meja layanan", "helpdesk"), ("national body", "lkpp"), ("central agency", "lkpp"),
        ("case number", "nomor tiket"), ("kode referensi", "nomor tiket"), ("repair", "perbaiki"),
        ("evaluation panel", "pokja"), ("intern", "pegawai"), ("who left", "resign"), ("turned away", "ditolak"),
        ("webmail", "email"), ("qualification", "kualifikasi"), ("reassigned", "pindah"),
        ("cbg", "cabang"), ("jdih", "aplikasilain"), ("dibenahi", "perbaiki"), ("ngurusine", "urus"), ("segera", "cepat"),
        ("this month", "bulan"), ("look it up", "cari"), ("tax number", "npwp"),
        // Madurese, Javanese krama, Minang, Papuan and Malay words; paying a fee; a failed
        // upload, a size limit, an unreadable bid.
        ("gadhuwan", "punya"), ("wingi", "kemarin"), ("dipun ginakaken", "pakai"), ("ikuik", "ikut"),
        ("elok", "saran"), ("jinjing", "bawa"), ("menyetor", "bayar"), ("sepeser", "biaya"),
        ("timed out", "gagal"), ("limit", "batas"), ("unreadable", "tidak bisa buka"), ("penunjuk waktu", "jam"),
        // Formal words a typo guess read as others ("penegasan" as tetap, "menindaklanjuti" as tidak).
        ("mohon penegasan", "jelas"), ("menindaklanjuti", "lanjut"), ("keikutsertaan", "ikut"),
        ("kini", "sekarang"), ("uploads", "unggah"), ("keabsahan", "legalitas"), ("mengacak", "enkripsi"), ("team", "tim"),
        // English about uploads and accounts; "measured" keeps its "me".
        ("apendo build", "apendo versi"), ("upload dies", "unggah gagal"), ("account switched on", "akun aktif"),
        ("measured", "ukur"), ("all over again", "ulang"), ("berkasnya terlalu berat", "berkasnya terlalu besar"),
    ])
    func describedForms(description: String, term: String) {
        let terms = Shipped.normalizer.terms(description)
        #expect(!terms.isEmpty && terms == Shipped.normalizer.terms(term), "\(terms)")
    }

    @Test("everyday words the typo index must not read as other words", arguments: [
        ("enaknya pakai browser apa", "enam"), ("lumayan jauh", "lumay"), ("telepon seluler", "luler"),
        // "sebut" less "se-" is English "but", a form of "tapi".
        ("siapa yang bisa menyebutkannya", "tapi"), ("tolong sebutkan syaratnya", "tapi"),
        // Everyday words that lose their prefix into another word's slang form.
        ("kantor kami di bekasi", "kasih"), ("tombol login sudah ditekan", "kalau"), ("benda apa itu", "tidak"),
        // Staying up late is not Minang "gadang" (big) behind a prefix.
        ("kami begadang dua malam", "besar"),
        // Palembang "pacak" (can) is not "lacak" (track).
        ("aku pacak login di lpse provinsi", "lacak"),
        // Batak "manang" (or) is not "magang" (internship, a declined subject), Bugis "de'na"
        // (not) is not "denda" (fine), krama "cekap" (enough) is not "rekap".
        // Krama "kula" (I) is not "mulai" (start).
        ("buka do kantor manang tutup", "magang"), ("de'na bisa masuk", "denda"), ("menapa cekap sk", "rekap"),
        ("kula ppk dinas sosial", "mulai"),
        // "mailed" is not "gagal", "hear" is not "years", "signed into" is no signature.
        // Minang "salasai" (finished) is not Tuesday.
        ("alah salasai verifikasi", "selasa"),
        // "setengah" (half) counts time, not sites: "satu setengah jam".
        ("perjalanan satu setengah jam", "sebagian"),
        ("notices they mailed me", "gagal"), ("we hear nothing", "years"), ("signed into the website", "tandatangan"),
        // Acehnese "jih" (he, it) is not the JDIH legal-documents site.
        ("peue sabab jih", "aplikasilain"),
        // Passing away is not staying ("tinggal").
        ("admin kami meninggal mendadak", "tinggal"),
        // Names given when introducing oneself; sending a complaint, affixing a stamp.
        ("selamat pagi, saya agus dari pokja", "saran"), ("saya ratna dari cv maju", "syarat"),
        ("kami melayangkan aduan ke lkpp", "layanan"), ("direktur membubuhkan cap", "buruh"),
        // "serta" (and) is no letter; everyday words that are no typos.
        ("direktur serta komisaris", "surat"), ("hati hati ya", "hari"),
        ("dokumennya sah", "siapa"), ("sudah utuh", "butuh"),
        ("set the deadline", "kirim"), ("muncul peringatan merah", "ingat"),
    ])
    func everydayWordsStayThemselves(text: String, misreading: String) {
        #expect(!Shipped.normalizer.terms(text).contains(misreading))
    }

    @Test("'ora' alone stays itself: it also prefixes Oracle errors (ORA-01017)")
    func oraAloneIsNotANegation() {
        #expect(!Shipped.normalizer.terms("muncul ORA-01017 waktu login").contains("tidak"))
    }

    @Test("chat 'spt' before 'apa', 'ini', 'itu' is 'seperti'; the tax return keeps its word", arguments: [
        ("contoh suratnya spt apa min", true),
        ("isinya spt ini bener gak", true),
        ("lapor spt tahunan badan", false),
        ("spt pajak kami terlambat", false),
    ])
    func chatSeperti(text: String, seperti: Bool) {
        let terms = Shipped.normalizer.terms(text)
        #expect(terms.contains("seperti") == seperti, "\(terms)")
        #expect(terms.contains("spt") == !seperti, "\(terms)")
    }

    @Test("English 'something's wrong with X' says X has a problem; a wrong password stays 'salah'", arguments: [
        ("Something's wrong with my SPSE login, please help.", false),
        ("Something is wrong with the email on our vendor account", false),
        ("it says wrong password", true),
    ])
    func somethingWrongIsAProblem(text: String, salah: Bool) {
        let terms = Shipped.normalizer.terms(text)
        #expect(terms.contains("salah") == salah, "\(terms)")
    }

    @Test("a vague English problem with the login asks which login problem it is")
    func somethingWrongWithLoginClarifies() {
        let reply: Reply = Shipped.responder.reply(to: "Something's wrong with my SPSE login, please help.")
        #expect(reply.kind == .clarify)
    }

    @Test("'ke situ' and 'disitu' point at a place: dropped, not corrected to 'situs'", arguments: [
        "biar gak kesitu lagi", "disitu muncul error", "ke situ terus",
    ])
    func placeWordsAreNotSites(text: String) {
        #expect(!Shipped.normalizer.terms(text).contains("situs"))
    }

    @Test("the shipped lexicon parses cleanly and has at least 150 forms")
    func shippedSize() throws {
        guard case let .success(text) = KnowledgeLoader.readText(Repository.knowledge + "/lexicon.md") else {
            Issue.record("lexicon.md unreadable")
            return
        }
        let (lexicon, issues) = Lexicon.parse(text, file: "lexicon.md")
        #expect(issues.isEmpty, "\(issues.map(\.description))")
        #expect(lexicon.ruleCount >= 150)
    }

    /// An affixed canonical word is protected everywhere: it would silently
    /// stop matching its stem when that stem is canonical too.
    @Test("an affixed canonical word whose stem is also canonical is reported with its line", arguments: [
        ("mandaftar -> mendaftar\ncara buat -> cara daftar\n", [1]),
        ("cara buat -> cara daftar\nmandaftar -> mendaftar\n", [2]),
        ("! mendaftar\nmandaftar -> mendaftar\ncara buat -> cara daftar\n", []),
        ("mandaftar -> mendaftar\n", []),
        ("mandaftar -> daftar\ncara buat -> cara daftar\n", []),
        ("# mandaftar -> mendaftar\ncara buat -> cara daftar\n", []),
    ])
    func affixedCanonicalWord(text: String, lines: [Int]) {
        let warnings = Lexicon.affixedCanonicalWarnings(text, file: "lexicon.md")
        #expect(warnings.map(\.line) == lines)
        #expect(warnings.allSatisfy { $0.message.contains("'mendaftar'") && $0.message.contains("'daftar'") })
    }

    @Test("the shipped lexicon has no affixed canonical word left unmarked")
    func shippedLexiconCanonicalWords() throws {
        let text = try String(contentsOfFile: Repository.knowledge + "/lexicon.md", encoding: .utf8)
        #expect(Lexicon.affixedCanonicalWarnings(text, file: "lexicon.md").map(\.description) == [])
    }
}
