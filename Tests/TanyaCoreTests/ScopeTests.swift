import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Negation and contrast scope on the shipped lexicon.
@Suite("Negation and contrast scope")
struct ScopeTests {
    let normalizer = Shipped.normalizer

    private func negated(_ text: String) -> [String] { Shipped.negatedTerms(text) }

    private func inferred(_ text: String) -> [String] {
        normalizer.normalize(text).filter { $0.inferred }.map(\.term)
    }

    @Test("a problem noun a later word says is solved makes no problem; a step or a negation keeps it", arguments: [
        ("masalah akun sudah beres", ClauseScope.Polarity.fine), ("kendala akun kami telah teratasi", .fine),
        ("permasalahan login terselesaikan", .fine), ("issue resolved, thanks", .fine),
        ("ada masalah setelah selesai upload", .problem), ("masalahnya belum selesai", .problem),
        ("sudah beres verifikasi tapi akun bermasalah", .problem), ("ada kendala login", .problem),
        // A thanks or a past word before a solving verb: its object is what was solved;
        // the bare verb or a plea before it asks for the solving.
        ("terima kasih atas bantuan tim dalam menyelesaikan kendala akun kami", .fine),
        ("admin sudah membereskan masalah login kami", .fine),
        ("tolong selesaikan masalah login saya", .problem), ("mohon bantuan menyelesaikan kendala login", .problem),
        ("makasih, tapi tolong bantu menyelesaikan masalah login saya", .problem),
        ("sudah seminggu menunggu admin menyelesaikan masalah login saya", .problem),
        // Restored: "pulih" is fine as typed, whatever term the lexicon reads.
        ("akun lpse sudah pulih", .fine),
    ])
    func solvedProblemPolarity(text: String, polarity: ClauseScope.Polarity) {
        let words = Tokenizer.tokenize(text)
        #expect(ClauseScope.polarity(words: words, terms: normalizer.terms(text)) == polarity)
    }

    @Test("words of a clause that only rules something out are negated", arguments: [
        ("user id ingat kok, yang lupa passwordnya", ["userid", "ingat"]),
        ("userid masih inget, tapi password lupa", ["userid", "ingat"]),
        ("bukan user id, tapi password yang lupa", ["bukan", "userid"]),
        // "bukan" shortened as typed reads the same.
        ("bkn user id, tapi password yang lupa", ["bukan", "userid"]),
        ("password lupa padahal user id ingat", ["userid", "ingat"]),
        // A clause saying what the asker still knows needs no "tapi".
        ("lupa password, user id masih ingat", ["userid", "ingat"]),
        ("pw nya kelupaan, uid msh inget kok", ["userid", "ingat"]),
        ("user id masih kami ketahui. kata sandinya lupa", ["userid", "tahu"]),
        // What the asker still knows is ruled out beside a plain question too.
        ("gimana cara pulihkan kata sandi, user id masih ingat", ["userid", "ingat"]),
        ("how do I reset the password? I still know the user id", ["tahu", "userid"]),
        ("yang diingat cuma user id nya, kata sandinya lupa", ["ingat", "hanya", "userid"]),
        // Still held, in a letter's words.
        ("kata sandi kami terlupa, sementara user id masih kami kuasai", ["userid", "kuasa"]),
    ])
    func rulesOut(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("what the asker still knows is ruled out away from the clause stating the problem", arguments: [
        // Another fine clause stands between them.
        ("user id kami masih ingat, email kantor juga aktif, tapi kata sandinya lupa", ["userid", "ingat"]),
    ])
    func rulesOutRememberedAcrossClauses(text: String, terms: [String]) {
        #expect(Set(terms).isSubset(of: negated(text)), "\(negated(text))")
        #expect(!negated(text).contains("password"), "\(negated(text))")
    }

    @Test("what still works beside the problem is ruled out; asked about on its own it is the question", arguments: [
        ("lupa password akun penyedia; user id dan email kantor masih bisa dipakai", ["userid", "email", "kantor", "pakai"]),
        ("email perusahaan masih aktif, tapi kata sandinya hilang", ["email", "perusahaan", "aktif"]),
        // "akun LPSE" names the account, not a place whose login works.
        ("akun lpse kami masih ada dan user id saya tahu, tetapi kata sandinya tidak tercatat", ["akun", "lpse", "userid", "tahu"]),
        // Beside a clause that only asks, still working is what is asked.
        ("apendo versi lama masih bisa dipakai? bener gak?", []),
        // A place that still works contrasts sites, not topics.
        ("di lpse provinsi masih bisa login, di lpse kota ditolak", []),
        // "X juga aman": one more thing that is not the cause.
        ("apendo gagal enkripsi penawaran, koneksi jg aman", ["koneksi", "aman"]),
        // "juga bisa" is an ability, not a state: no ruling out.
        ("apendo gagal enkripsi penawaran, login juga bisa", []),
    ])
    func stillWorks(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a clause saying no error message showed is ruled out; a message that did not arrive is not", arguments: [
        ("login gagal di sebagian lpse, tanpa pesan java script error", ["tanpa", "pesan", "javascript", "error"]),
        ("login gagal di sebagian lpse. tidak ada pesan java script error", ["tidak", "pesan", "javascript", "error"]),
        ("ditolak terus di lpse kota, gak muncul tulisan password salah", ["tidak", "muncul", "tulis", "password", "salah"]),
        ("email sudah dicek, tidak ada pesan dari lpse", []),
        ("tidak ada pesan java script error", []),
    ])
    func absentMessage(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a denied problem word is negated, its topic stays", arguments: [
        ("saya bukan lupa kata sandi. login ditolak", ["lupa"]),
        ("saya bkn lupa kata sandi. login ditolak", ["lupa"]),
        // The clause opening with "bukan" is ruled out whole.
        ("bukan karena lupa, ingat kok. tapi password salah terus", ["bukan", "karena", "lupa", "ingat"]),
        // A negation right before a problem word denies it as "bukan" does.
        // (Before a "tapi" clause with the problem, the denied clause is
        // ruled out like any fine one.)
        ("saya tidak lupa sandinya kok. tapi login ditolak terus", ["tidak", "lupa", "password"]),
        ("gak salah ketik, tetap ditolak", ["tidak", "salah"]),
        // A bounce denied, with or without "pernah", beside the real problem.
        ("email sampai kok, gak mental. cuma nyangkut di folder spam", ["tidak", "ditolak"]),
        ("email lpse sampai, tidak pernah mental. cuma nyangkut di folder spam", ["tidak", "ditolak"]),
    ])
    func deniedProblem(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a clause denying a problem beside a clause that asks is ruled out whole, repeated words kept", arguments: [
        // "akun" is repeated by the asking clause; "bermasalah" leaves no term.
        ("akun kami tidak bermasalah dan tidak terblokir. bagaimana cara melihat arsip pesan di akun", ["tidak", "tidak", "blokir"]),
        ("email kami tidak bermasalah. saya cuma ingin tahu cara baca pesan lpse di aplikasi", ["email", "tidak"]),
    ])
    func deniedBesideQuestion(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a negated problem after a purpose word is the goal of the question, not a denial", arguments: [
        "mohon saran, email apa yang sebaiknya dipakai supaya tidak bermasalah",
        "tolong, email apa yang sebaiknya dipakai agar tidak bermasalah",
        "mohon info. email apa yg dipakai biar gak bermasalah",
    ])
    func purposeIsNoDenial(text: String) {
        #expect(negated(text).isEmpty)
    }

    @Test("a denial inside one clause needs a problem word after 'bukan' and a problem elsewhere", arguments: [
        "bukan email kantor. gmail pribadi", "saya bukan lupa password",
    ])
    func noDenial(text: String) {
        #expect(!negated(text).contains("lupa"))
    }

    @Test("a clause opening with 'bukan' is ruled out whole when another clause follows", arguments: [
        ("bukan soal akun ppk, tapi email perusahaan", ["bukan", "akun", "ppk"]),
        ("bkn soal akun ppk, tapi email perusahaan", ["bukan", "akun", "ppk"]),
        ("pakai email kantor, bukn gmail", ["bukan", "gmail"]),
        ("bukan mau lacak tiket, saya mau kirim surat ke lkpp", ["bukan", "lacak", "tiket"]),
        ("pakai email kantor, bukan gmail", ["bukan", "gmail"]),
        ("bukan lupa, cuma tanya", ["bukan", "lupa"]),
        // What has the problem is denied, not the problem: "lupa" carries
        // to the clause naming what is forgotten.
        ("bukan password yang lupa, tapi user id-nya", ["bukan", "password"]),
        ("bkn user id yg lupa, tp kata sandinya", ["bukan", "userid"]),
        // "bukan" with two letters swapped is still a denial.
        ("bukna soal akun ppk, tapi email perusahaan", ["bukan", "akun", "ppk"]),
        ("ubkan soal akun ppk, tapi email perusahaan", ["bukan", "akun", "ppk"]),
        ("bukkan soal akun ppk, tapi email perusahaan", ["bukan", "akun", "ppk"]),
    ])
    func clauseOpeningWithDenial(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a 'bukan' clause alone, or a bare 'bukan', rules nothing out", arguments: [
        "bukan lupa password", "bukan, saya lupa password", "ini gratis, bukan?",
    ])
    func loneDenial(text: String) {
        #expect(negated(text).filter { $0 != "bukan" } == [])
    }

    @Test("a word named in both clauses stays the problem")
    func sharedWordStays() {
        #expect(!negated("login bisa, tapi login ke spse gagal").contains("login"))
    }

    @Test("nothing is negated without a contrast", arguments: [
        "tidak bisa login", "lupa password, tolong dibantu", "email tidak masuk. sudah cek spam",
        "tandai bukan spam tapi masih masuk spam", "bisa login tapi",
        "tidak tahu user id, tolong", "lupa password. ingat gk ya emailnya",
        // "kasih tau" asks to be told; it does not say the asker knows.
        "min bisa kasih tau password akun kami? adminnya lupa",
        // "cara tau" asks how to find out.
        "cara tau user id kami gimana, yang daftar dulu sudah resign",
        // "dapat" before a thing is "got", not "can": nothing works here.
        "sudah kirim formulir ke lkpp dan dapat nomor tiket, tapi belum ada tindak lanjut",
    ])
    func noContrast(text: String) {
        #expect(negated(text).isEmpty)
    }

    @Test("two sites contrasted read as a problem on some sites only", arguments: [
        "di lpse provinsi bisa masuk, di lpse kota ditolak terus",
        "login berhasil di lpse A tapi gagal di lpse B",
        "di kabupaten gk bisa login, di provinsi lancar",
        "login berhasil di lpse A tapi gwgal di lpse B",
        "user id jalan di lpse a tp di lpse b ditolak",
        "akun aktif di lpse pusat tp di daerah ditolak",
        "akun kami dapat dipakai di lpse kota, namun di lpse provinsi ditolak",
        // Javanese: "saged" (bisa), "nanging" (tapi), "mboten" (tidak).
        "saged login wonten lpse kota nanging wonten lpse provinsi mboten saged",
        // A contrast word with two letters swapped or one doubled.
        "login bisa di lpse kota atpi gagal di lpse provinsi",
        "akun jalan di lpse pusat namunn di daerah ditolak",
        // A fine word typed with a slip: "uskses" is sukses.
        "login uskses di lpse A, di lpse B ditolak",
        // The office word names the site even after a description of it.
        "bisa dipakai di situs pengadaan kota, di situs pengadaan provinsi gagal",
        // Javanese "iso" (bisa) before a verb of getting in; "ora iso" is the problem.
        "nang lpse pusat iso login, nang lpse daerah ora iso",
        // ... or closing its clause after that verb, a particle at most after it.
        "mlebu nang lpse bantul iso, nang lpse gunungkidul ora iso",
        "login neng lpse kota iso kok, neng lpse provinsi ora iso",
        // A site word typed with a slip still names a site.
        "knp ya login di lpsee kmenkeu bisa, di lpse pemkot gagal terus",
        "user id jalan di lse a tp di lpse b ditolak",
        // Sites counted on one side, one named on the other.
        "sudah coba di 3 lpse bisa semua, cuma di lpse kabupaten ini yang tidak bisa",
        "di 2 lpse lancar, di lpse provinsi ditolak",
        // Two offices of one kind, told apart by their names.
        "bs msk lpse kab paser, tp di lpse kab ppu ditolak trs",
        "akun bisa masuk di lpse kota bogor, tapi di lpse kota depok ditolak",
        // Shut out, said without a problem word.
        "di lpse kota semuanya lancar, tapi di lpse kabupaten pintunya tertutup",
        // Getting in said plainly, with no "bisa", against a site that refuses.
        "akun sy msk di lpse prov sumbar, tp di lpse kab agam gk bs msk",
        "login ke lpse kota, tp lpse provinsi gk bisa",
    ])
    func contrastedSites(text: String) {
        #expect(inferred(text) == [TextNormalizer.someSitesTerm])
        #expect(negated(text).isEmpty)
    }

    @Test("no site contrast for one site, one polarity, or an explicit 'lain'", arguments: [
        "di lpse kota bisa login, di lpse kota gagal upload",
        "di lpse provinsi gagal, di lpse kota juga gagal",
        "ditolak di satu lpse padahal di lpse lain lancar",
        "tidak bisa login di lpse provinsi",
        // "iso" alone is the ISO standard, not "can".
        "upload sertifikat iso di lpse kota, di lpse provinsi ditolak",
        "di lpse kota login pakai sertifikat iso 9001, di lpse provinsi ditolak",
        // Negated on both sides.
        "ora iso mlebu nang lpse kota, nang lpse provinsi yo ora iso",
        // One office named once and meant again, or named the same twice.
        "di lpse kota bogor bisa buka halaman, di lpse kota ditolak",
        "di lpse kab bogor kemarin bisa, di lpse kab bogor hari ini ditolak",
        // Words after the office word that point or join, not name.
        "di lpse kota kami bisa login, di lpse kota juga gagal upload",
        // A getting-in verb nowhere near a site ("termasuk" reads as "masuk") is no fine side.
        "saya di kabupaten yang lama, termasuk ikut pengadaan, tapi user id tidak tercatat",
        "di lpse kota msk, di lpse provinsi juga gk bisa masuk",
    ])
    func noSiteContrast(text: String) {
        #expect(inferred(text).isEmpty)
    }

    @Test("cut into clauses at punctuation and contrast words, not inside numbers")
    func clauses() {
        let clauses = ClauseScope.clauses("spse 4.5 bisa, tapi 4,6 gagal padahal ok")
        #expect(clauses.map(\.words) == [["spse", "4.5", "bisa"], ["tapi", "4.6", "gagal"], ["padahal", "ok"]])
        #expect(clauses.map(\.opensWithContrast) == [false, true, true])
    }

    @Test("a reason opens a clause, except the reason a 'bukan' denies")
    func reasonClauses() {
        #expect(ClauseScope.clauses("bukan lupa sandi krn di lpse lain bisa").map(\.words) == [["bukan", "lupa", "sandi"], ["krn", "di", "lpse", "lain", "bisa"]])
        #expect(ClauseScope.clauses("bukan karena lupa password").count == 1)
    }

    @Test("an emoji ends a clause; other symbols and accented letters do not")
    func emojiClauses() {
        #expect(ClauseScope.clauses("lupa lg yg baru 😅 uid msh inget").map(\.words) == [["lupa", "lg", "yg", "baru"], ["uid", "msh", "inget"]])
        #expect(ClauseScope.clauses("akun sudah aktif – café © 2024").count == 1)
    }

    @Test("a contrast word slipped by a swap or a doubled letter opens a clause; other lookalikes do not", arguments: [
        ("atpi", true), ("tapii", true), ("nmaun", true), ("apdahal", true), ("tapi", true),
        ("tapa", false), ("tai", false), ("btu", false), ("tamu", false),
    ])
    func contrastSlips(word: String, opens: Bool) {
        #expect(ClauseScope.isContrastWord(word) == opens)
    }

    @Test("the spelled-out slips are exactly the unmistakable slips of the contrast words")
    func contrastSlipsMatchSpeller() {
        let long = ClauseScope.contrastWords.filter { $0.utf8.count >= 4 }
        for slip in ClauseScope.contrastSlips {
            #expect(long.contains { SpellIndex.isUnmistakableSlip(slip, $0) }, "\(slip)")
        }
        // Every swap and doubling of "tapi" is there.
        for slip in ["atpi", "tpai", "taip", "ttapi", "taapi", "tappi", "tapii"] {
            #expect(ClauseScope.contrastSlips.contains(slip), "\(slip)")
        }
    }

    @Test("the scoped reading keeps the terms of the plain reading")
    func sameTerms() {
        for text in ["user id ingat kok, yang lupa passwordnya", "bukan user id, tapi password yang lupa", "lupa user, id nya bisa"] {
            let terms = normalizer.normalize(text).map(\.term)
            #expect(normalizer.terms(terms.joined(separator: " ")) == terms)
        }
    }

    @Test("the matcher answers the problem, not the clause the asker rules out", arguments: [
        ("user id ingat kok, yang lupa passwordnya", "lupa-password"),
        ("bukan user id, tapi password yang lupa", "lupa-password"),
        ("lupa password, user id masih ingat", "lupa-password"),
        ("lupa password akun penyedia; user id dan email kantor masih bisa dipakai", "lupa-password"),
        ("kata sandi lupa, user id masih kami ketahui", "lupa-password"),
        ("Dengan hormat, kata sandi akun penyedia kami terlupa, sementara user id dan email terdaftar masih kami kuasai. "
            + "Mohon penjelasan cara memperoleh kata sandi baru.", "lupa-password"),
        ("password masih ingat, user id lupa", "lupa-userid"),
        ("yg diingat cuma user id nya, kunci buat masuknya lupa", "lupa-password"),
        // A denied problem ("bukan lupa") is ruled out by a problem stated
        // in any other clause, not only the next one.
        ("saya bukan lupa kata sandi. login ditolak dengan pesan user id atau password salah", "login-password-salah"),
        ("bukan lupa ya, password saya ingat. cuma tiap login dibilang salah", "login-password-salah"),
        ("bukan password yang lupa, tapi user id-nya", "lupa-userid"),
        ("bkn user id yg lupa, tp kata sandinya", "lupa-password"),
        // A remember word typed with a slip still says what is known.
        ("pw nya kelupaan, uid msh ingrt kok", "lupa-password"),
        ("kak sy lupa kata sandi akun penyedia, user id nya masih ignet kok", "lupa-password"),
        // A word read as two terms is not the one word: "tlel" is "tell"
        // (beri tahu), not "tahu" (know).
        ("can you tlel me my password? i cant remember it anymore", "lupa-password"),
        // An emoji ends a chat sentence; "masih ada" says the asker still has it.
        ("sandi yg baru sy lupa 🙏 user id msh ingat", "lupa-password"),
        ("password lupa total, user id msh ada di buku catatan", "lupa-password"),
        // Chat drops the last vowel of "ada" and writes "pswd" for the password.
        ("pswd akun sy lupa total, uid msh ad. resetnya gmn min?", "lupa-password"),
        // An "ada" closing a contrasted clause says the asker has it; "tidak ada yang ingat" does not.
        ("kata sandi akun kami tidak ada yang ingat, sedangkan user id-nya ada", "lupa-password"),
        ("lupa password nih, user id ada kok", "lupa-password"),
        // "ko" is "kok"; an addressee may close the clause too.
        ("lupa pw akun, user id nya ada ko", "lupa-password"),
        ("lupa password akun, user id nya ada min", "lupa-password"),
        // The clause saying what the asker has follows the problem and a
        // question follows it: the whole message does not end on "ada".
        ("lupa pw akun, user id nya ada. caranya gimana?", "lupa-password"),
        ("sandi lupa total, user id masih ada. lewat menu apa ya?", "lupa-password"),
        // Where a credential is still kept says the asker has it, as "masih ada" does;
        // a package still recorded under the old PPK is the problem itself.
        ("password lupa, user id masih tertulis di buku agenda", "lupa-password"),
        ("lupa pw akun penyedia, user id masih tersimpan di hp", "lupa-password"),
        ("user id masih tertulis, tapi password lupa", "lupa-password"),
        ("paket tender masih tercatat di akun PPK lama, padahal PPK sudah diganti. gimana memindahkannya?", "ganti-ppk-paket"),
        // Two sites contrasted in one short run, without a comma or "tapi".
        ("akun sy bisa di lpse provinsi tidak bisa di lpse kota", "login-gagal-sebagian-lpse"),
        ("lpse x lancar lpse y ditolak", "login-gagal-sebagian-lpse"),
        ("di situs provinsi bisa masuk di situs kabupaten gagal", "login-gagal-sebagian-lpse"),
        // A forgotten password beside a site that works is no contrast of sites.
        ("lupa password di lpse kota tapi di lpse provinsi bisa", "lupa-password"),
        // A ticket the asker has before the question is what it is about.
        ("nomor tiket dari lkpp udah ada, progresnya dicek di mana?", "lacak-tiket-lkpp"),
        ("tiket lkpp kami sdh ada tp blm dibalas, ceknya dmn", "lacak-tiket-lkpp"),
        // The denial and the other site's success in one clause but for "karena".
        ("bukan lupa password krn di lpse lain masih bisa masuk, cuma di lpse ini yang tidak bisa", "login-gagal-sebagian-lpse"),
        ("bukan lupa sandi soalnya di lpse lain msh bisa login, di sini aja gk bisa", "login-gagal-sebagian-lpse"),
        // What was received ("dapat nomor tiket") is no success to rule out.
        ("kami sudah kirim formulir ke LKPP dan dapat nomor tiket, tapi sampai sekarang belum ada tindak lanjut. cek progresnya di mana?", "lacak-tiket-lkpp"),
    ])
    func matcherFollowsScope(text: String, intent: String) {
        let reply = Shipped.responder.reply(to: text).reply
        #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("plain ASCII text is cut into the same clause pieces on bytes as on characters", arguments: [
        "", "lupa password", "harga 1,5 juta. tapi gagal", "versi 4.5, lalu 3.", ".5 dan 5.", "a,b;c!d?e",
        "baris satu\r\nbaris dua\nbaris tiga\u{0B}empat\u{0C}lima\rakhir", "1,,2 .. 3.4.5", "?!", "  spasi , koma  ",
        "di Kab. Lombok Timur ditolak, di kota. bisa", "kab.", "kab. ", "prov.bali", "xkab. a", "KEC. x. KEL. y",
    ])
    func asciiPiecesMatchCharacters(_ text: String) {
        #expect(ClauseScope.asciiPieces(text).map { $0.filter { !$0.isEmpty } } == ClauseScope.characterPieces(text).filter { !$0.isEmpty })
    }

    @Test("a short run naming two sites with opposite words is cut between them", arguments: [
        ("akun bisa di lpse a tidak bisa di lpse b", 5),
        ("lpse a bisa lpse b gagal", 3),
        ("di provinsi bisa masuk di kota ditolak", 4),
    ])
    func secondSiteCutsTheRun(text: String, cut: Int) {
        #expect(ClauseScope.secondSiteCut(Tokenizer.tokenize(text)) == cut)
    }

    @Test("a run is not cut for a question tag, a remembered credential or a long story", arguments: [
        "udah punya akun di lpse kab sebelah bisa ikut paket di lpse sini gk",
        "user id ingat di lpse kota, password lupa di lpse provinsi",
        "akun kami dulu bisa dipakai di lpse provinsi dan sekarang kami ingin ikut tender di lpse kota tapi tidak tahu caranya",
    ])
    func secondSiteLeavesOtherRuns(text: String) {
        #expect(ClauseScope.secondSiteCut(Tokenizer.tokenize(text)) == nil)
    }

    @Test("the full stop of an office abbreviation does not cut the office from its name", arguments: [
        ("di kab. lombok timur ditolak, di kota mataram bisa", ["di kab. lombok timur ditolak", " di kota mataram bisa"]),
        ("login di Prov. NTB lancar", ["login di Prov. NTB lancar"]),
        // A sentence ending on the bare abbreviation runs on into the next
        // (the price of the rule; a name follows it in practice).
        ("sudah coba di kab. Tetap gagal.", ["sudah coba di kab. Tetap gagal", ""]),
        // Elsewhere a full stop ends the sentence as ever.
        ("gagal di lpse kota. tolong", ["gagal di lpse kota", " tolong"]),
        ("gagal di kab.", ["gagal di kab", ""]),
    ])
    func officeAbbreviationKeepsItsName(text: String, pieces: [String]) {
        #expect(ClauseScope.asciiPieces(text) == pieces)
        #expect(ClauseScope.characterPieces(text) == pieces)
    }

    @Test("text with any non-ASCII character is cut on characters", arguments: ["akun sudah aktif – tapi gagal", "café, lalu"])
    func nonASCIIFallsBack(_ text: String) {
        #expect(ClauseScope.asciiPieces(text) == nil)
    }
}
