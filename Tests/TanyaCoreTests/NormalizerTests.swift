import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Tokenizer")
struct TokenizerTests {
    @Test("folds case and diacritics, drops punctuation and emoji")
    func foldsAndDrops() {
        #expect(Tokenizer.tokenize("Tolong!!! Émail SAYA 😭😭 gak MASUK...") == ["tolong", "email", "saya", "gak", "masuk"])
        #expect(Tokenizer.tokenize("cafe\u{301} naïve") == ["cafe", "naive"])
    }

    @Test("keeps numbers and versions whole")
    func keepsVersions() {
        #expect(Tokenizer.tokenize("SPSE 4.5, versi 4.5.2 tahun 2023.") == ["spse", "4.5", "versi", "4.5.2", "tahun", "2023"])
    }

    @Test("keeps hyphenated words for the normaliser and pipes as one token")
    func hyphensAndPipes() {
        #expect(Tokenizer.tokenize("kali-kali e-mail") == ["kali-kali", "e-mail"])
        #expect(Tokenizer.tokenize("user id ||AABCD") == ["user", "id", "||", "aabcd"])
    }

    @Test("joins apostrophes instead of splitting")
    func apostrophes() {
        #expect(Tokenizer.tokenize("doesn't can’t") == ["doesnt", "cant"])
    }

    @Test("empty and symbol-only text gives no tokens")
    func emptyInput() {
        #expect(Tokenizer.tokenize("").isEmpty)
        #expect(Tokenizer.tokenize("?!?! ... 🙏").isEmpty)
    }

    @Test("very long runs are cut to the token limit")
    func longTokensAreCut() {
        let token = Tokenizer.tokenize(String(repeating: "a", count: 500))
        #expect(token.count == 1)
        #expect(token[0].utf8.count == Tokenizer.maxTokenLength)
    }
}

@Suite("Text normaliser")
struct NormalizerTests {
    let normalizer = Shipped.normalizer

    @Test("negation variants merge into one token", arguments: ["gk", "ga", "gak", "nggak", "ngga", "enggak", "ndak", "tdk", "tidak", "kagak"])
    func negations(word: String) {
        #expect(normalizer.terms("\(word) bisa login") == ["tidak", "login"])
    }

    @Test("informal spellings map to the canonical words", arguments: [
        ("gmn", "bagaimana"), ("gimana", "bagaimana"), ("pw", "password"), ("pass", "password"), ("sandi", "password"),
        ("uid", "userid"), ("username", "userid"), ("js", "javascript"), ("eror", "error"), ("surel", "email"),
        ("forgot", "lupa"), ("blm", "belum"),
    ])
    func informal(word: String, canonical: String) {
        #expect(normalizer.terms(word) == [canonical])
    }

    @Test("chat shortenings read as their full words; those of filler words drop out", arguments: [
        ("daftar lpse pk email ap", ["daftar", "lpse", "pakai", "email", "apa"]),
        ("hrs bw npwp ke kantor", ["bawa", "npwp", "kantor"]),
        ("gmn cr resetnya", ["bagaimana", "cara", "reset"]),
        ("td pas login ad pesan error", ["login", "pesan", "error"]),
    ])
    func chatShortenings(text: String, terms: [String]) {
        let read = normalizer.terms(text)
        for term in terms { #expect(read.contains(term), "\(text) -> \(read)") }
        for dropped in ["pk", "ap", "bw", "cr", "ad", "hrs"] { #expect(!read.contains(dropped), "\(text) -> \(read)") }
    }

    @Test("English function words no knowledge file writes drop out of a mixed message", arguments: [
        ("even after reset my password still wrong", ["reset", "password", "salah"]),
        ("what do I need to do with LKPP about my vendor account", ["lkpp", "penyedia", "akun"]),
        ("can our branch have its own account, while head office keeps the other one", ["cabang", "akun"]),
    ])
    func englishFunctionWords(text: String, terms: [String]) {
        let read = normalizer.terms(text)
        for term in terms { #expect(read.contains(term), "\(text) -> \(read)") }
        for dropped in ["even", "about", "own", "while", "more", "most"] { #expect(!read.contains(dropped), "\(text) -> \(read)") }
    }

    @Test("multi-word forms map to one canonical word")
    func multiWord() {
        #expect(normalizer.terms("java script") == ["javascript"])
        #expect(normalizer.terms("user id") == ["userid"])
        #expect(normalizer.terms("kata sandi") == ["password"])
        #expect(normalizer.terms("gabisa") == ["tidak"])
    }

    @Test("a multi-word form written back as itself keeps the words as typed")
    func identityRuleKeepsSurface() {
        // "daftar ulang -> daftar ulang": the terms' second pass used to
        // rewrite it every round, doubling the surface to 16 copies.
        let tokens = normalizer.normalize("ppk pindah satker harus daftar ulang?")
        #expect(tokens.map(\.term) == ["ppk", "pindah", "satker", "daftar", "ulang"])
        #expect(tokens.suffix(2).map(\.surface) == ["daftar ulang", "daftar ulang"])
    }

    @Test("mixed case, hyphens and dots inside words tokenise as on the per-byte path", arguments: [
        ("Login GAGAL", ["login", "gagal"]), ("spse4.5 ok", ["spse4.5", "ok"]), ("kali-kali lagi", ["kali-kali", "lagi"]),
        ("abc.def", ["abc", "def"]), ("a,b 4,5", ["a", "b", "4.5"]), ("sy|uid", ["sy", "||", "uid"]), ("it's ok", ["its", "ok"]),
    ])
    func asciiFastPathAgreesWithRules(text: String, tokens: [String]) {
        #expect(Tokenizer.tokenize(text) == tokens)
    }

    @Test("English synonyms of the main concepts", arguments: [
        ("forgot", "lupa"), ("login", "login"), ("password", "password"), ("email", "email"), ("spam", "spam"),
        ("error", "error"), ("synchronized", "sinkron"), ("integration", "integrasi"), ("complaint", "aduan"), ("ticket", "tiket"),
        // Read as words of the lexicon, never spell-corrected into lookalikes
        // ("clock" is not "lock", "mobile" not "mobil", "activated" not "deactivated").
        ("clock", "jam"), ("mobile", "ponsel"), ("activated", "aktif"), ("bring", "bawa"),
        ("verification", "verifikasi"), ("office", "kantor"), ("version", "versi"), ("documents", "dokumen"), ("laptop", "komputer"),
        ("importing", "integrasi"), ("failing", "gagal"), ("papers", "dokumen"), ("downtime", "pemeliharaan"), ("branch", "cabang"),
        // The device a page is opened on, not a phone number.
        ("android phone", "ponsel"), ("from a phone", "ponsel"), ("access", "akses"), ("accessing", "akses"),
    ])
    func english(word: String, canonical: String) {
        #expect(normalizer.terms(word) == [canonical])
    }

    @Test("an address that no longer exists is an inactive one")
    func noLongerExists() {
        #expect(normalizer.terms("mailbox no longer exists") == ["email", "tidak", "aktif"])
    }

    @Test("everyday words that look like knowledge terms are read as themselves", arguments: [
        ("bandung", "bandung"), ("klarifikasi", "klarifikasi"), ("cair", "cair"), ("kmn", "mana"),
        ("ngaruh", "pengaruh"),
        // Not "tatap", "isi", "biru", "sering".
        ("tata", "tata"), ("divisi", "divisi"), ("keburu", "keburu"), ("serving", "serving"),
        // Not "jawa", "jabatan", "tidak", "dilarang" (being served is the service), "pindah", "sedih", "undur", "solusi".
        ("jasa", "jasa"), ("jembatan", "jembatan"), ("agak", "agak"), ("dilayani", "layanan"), ("pindai", "pindai"),
        ("disediakan", "sedia"), ("unduh", "unduh"), ("kolusi", "kolusi"),
        // Not "belum" (not yet, a stated problem): "sebelum" is "before", as is English "before" (not "fore").
        ("sebelum", "sebelum"), ("sebelumnya", "sebelum"), ("before", "sebelum"), ("sending", "kirim"),
        // Derived forms with a meaning of their own: requirements "dipenuhi" are met, not a full mailbox;
        // an email "tercatat" at the account is the registered one.
        ("dipenuhi", "penuhi"), ("memenuhi", "penuhi"), ("penuh", "penuh"), ("tercatat", "terdaftar"),
        // Chat shortenings of the service pages' words.
        ("berat", "berat"), ("keberatan", "keberatan"), ("alat", "alat"), ("peralatan", "peralatan"), ("jm", "jam"), ("tgl", "tanggal"), ("release", "versi"), ("rilis", "versi"), ("regency", "kabupaten"),
        // Other offices a question may name are read as themselves, not "pendidikan"; "bnk" is chat for "banyak", not "bank".
        ("lebet", "masuk"), ("keluhan", "aduan"), ("kode pengaduan", "tiket"), ("kertas isian", "formulir"), ("kependudukan", "kependudukan"), ("dukcapil", "dukcapil"), ("samsat", "samsat"), ("bnk", "banyak"),
    ])
    func everydayWordsAreNotCorrected(word: String, term: String) {
        #expect(normalizer.terms(word) == [term])
    }

    @Test("words of when and of judgement are dropped, never corrected into 'tempat'", arguments: ["sempat", "tepat", "tetangga", "repot"])
    func whenAndJudgementWordsAreDropped(word: String) {
        #expect(normalizer.terms(word).isEmpty)
        #expect(normalizer.terms("alamat email yang \(word)") == normalizer.terms("alamat email"))
    }

    @Test("hearsay and emphasis words name no subject and are never corrected into one", arguments: [
        // Before they were stopwords, "memang" was read as "menang".
        "memang", "denger", "dengar", "bakal", "into", "during",
    ])
    func hearsayWordsAreDropped(word: String) {
        #expect(normalizer.terms(word).isEmpty, "\(normalizer.terms(word))")
    }

    @Test("the helpdesk the asker turns to is marked addressed; the helpdesk whose account it is is not", arguments: [
        ("can the helpdesk tell me our user id", true), ("lupa user id, tanya ke helpdesk", true),
        ("helpdesk bisa kasih tau user id saya?", true), ("hubungi helpdesk lpse", true),
        ("Yth. Helpdesk, kami kehilangan catatan kata sandi", true),
        ("Yth. Bapak/Ibu Petugas Helpdesk LPSE, login kami ditolak", true), ("Kepada Yth. Tim Helpdesk, mohon bantuan", true),
        ("Yth. Koordinator Helpdesk LPSE Kabupaten Cilacap. Perihal: login ditolak", true),
        ("Kepada Yth. Kepala Unit Helpdesk, mohon bantuan", true),
        ("koordinator helpdesk kami lupa password", false),
        ("helpdesk lupa user id", false), ("sop reset password helpdesk", false),
        // Titles open the question after "tanya": the staff's own account.
        ("kami staf lpse mau tanya, petugas helpdesk lupa user id", false),
    ])
    func addressedStaff(text: String, addressed: Bool) {
        let staff = normalizer.normalize(text).filter { $0.term == "helpdesk" }
        #expect(staff.count == 1)
        #expect(staff.allSatisfy { $0.addressed == addressed && $0.discounted == addressed })
    }

    @Test("'salah satu' (one of) is not the problem word 'salah'")
    func salahSatuIsOneOf() {
        #expect(!normalizer.terms("ganti password di salah satu lpse").contains("salah"))
        #expect(normalizer.terms("password salah terus").contains("salah"))
    }

    @Test("a regional '-na' possessive reads as its known base; a known word ending in 'na' keeps its reading", arguments: [
        ("berapa biayana", "biaya"),
        ("langkahna apa", "langkah"),
        ("karena lupa password", "karena"),
    ])
    func regionalPossessiveRead(text: String, term: String) {
        #expect(normalizer.terms(text).contains(term), "\(normalizer.terms(text))")
    }

    @Test("Javanese 'ora' is a negation before a word or ending a message, the Oracle prefix before a code or 'error'", arguments: [
        ("datane ora singkron", ["data", "tidak", "sinkron"]),
        ("email pribadi oleh ora", ["email", "pribadi", "tidak"]),
        ("muncul ora 01017 waktu login", ["muncul", "oracle", "01017", "login"]),
        ("muncul ora error", ["muncul", "oracle", "error"]),
        ("ora", ["ora"]),
    ])
    func javaneseNegation(text: String, terms: [String]) {
        #expect(normalizer.terms(text) == terms)
    }

    @Test("a negation after 'bisa' or 'boleh' asks whether, it states no failure; before them it does", arguments: [
        ("pake gmail pribadi boleh gk?", false),
        ("apendo lama msh bs gk buat enkripsi", false),
        ("bisa tidak ganti email sendiri", false),
        // Any negation the lexicon reads as "tidak" (Minang "indak").
        ("apendo lama masih bisa indak", false),
        ("gk bisa login", true),
        ("apendo tidak bisa enkripsi", true),
    ])
    func askingNegation(text: String, statesFailure: Bool) {
        #expect(normalizer.terms(text).contains("tidak") == statesFailure)
    }

    @Test("a negation after 'bener' or 'atau' that closes the question or opens a 'kalau' is a tag; before a verb it negates", arguments: [
        ("apendo versi lama masih dipakai, bener gak?", false),
        ("apendo lama masih dipakai bener gk ya", false),
        ("bener gak kalau akun langsung aktif setelah verifikasi", false),
        ("akun dari lpse lain dipakai di sini atau tidak?", false),
        ("apendo lama masih dipakai ya gak kak", false),
        ("bener gak tuh min?", false),
        ("saya benar-benar tidak ingat password", true),
        ("lupa password atau tidak bisa login", true),
        ("bener gak bisa login dari kemarin", true),
    ])
    func questionTagNegation(text: String, statesFailure: Bool) {
        #expect(normalizer.terms(text).contains("tidak") == statesFailure)
    }

    @Test("a formal letter's 'Dengan hormat' adds no word")
    func formalOpening() {
        #expect(normalizer.terms("Dengan hormat, kami lupa password") == normalizer.terms("kami lupa password"))
    }

    @Test("'selain' (other than) is not 'lain' (another site or account)")
    func selainIsNotLain() {
        #expect(!normalizer.terms("pesan lpse bisa dibaca selain di email").contains("lain"))
        #expect(normalizer.terms("login di lpse lain bisa").contains("lain"))
        // "the rest" of the sites are the other ones.
        #expect(normalizer.terms("bisa di satu lpse, sisanya ditolak").contains("lain"))
    }

    @Test("doubled letters are undone up to a limit: more pairs than that is no typo")
    func doubledLetterLimit() {
        #expect(normalizer.terms("ppassworrdd") == ["password"])
        #expect(normalizer.terms("ppaasswwoordd") != ["password"])
    }

    @Test("elongated letters are undone")
    func elongation() {
        #expect(normalizer.terms("tolooong") == normalizer.terms("tolong"))
        #expect(normalizer.terms("passwooord") == ["password"])
    }

    @Test("a regional possessive after a hyphen belongs to the word before it", arguments: [
        ("lupa user id-ne", "lupa user id"), ("password-e lali", "password lali"), ("syarat-na apa", "syarat apa"),
        ("inbox-nye kosong", "inbox kosong"), ("ID-nyo lupa", "ID lupa"), ("ppk-ne pindah", "ppk pindah"),
    ])
    func regionalPossessiveAfterHyphen(text: String, plain: String) {
        #expect(normalizer.terms(text) == normalizer.terms(plain))
    }

    @Test("a hyphenated pair that joins into a word stays that word")
    func hyphenatedWordStaysJoined() {
        #expect(TextNormalizer.expandHyphen("ma-na", isKnown: { $0 == "mana" }) == ["mana"])
        #expect(TextNormalizer.expandHyphen("id-ne") == ["id"])
    }

    @Test("reduplication collapses to one word")
    func reduplication() {
        #expect(normalizer.terms("kali-kali") == normalizer.terms("kali"))
        // "X-Xan" (thoroughly X) is X: "besaran" alone would be read as "saran".
        #expect(normalizer.terms("rotasi besar-besaran") == normalizer.terms("rotasi besar"))
        #expect(normalizer.terms("habis-habisan") == normalizer.terms("habis"))
        #expect(normalizer.terms("email2") == ["email"])
        // The "2" may sit before a clitic: "langkah2nya" is "langkah-langkahnya".
        #expect(normalizer.terms("langkah2nya") == normalizer.terms("langkahnya"))
        #expect(normalizer.terms("email2nya") == ["email"])
    }

    @Test("letter-for-number spelling is read back")
    func leet() {
        #expect(normalizer.terms("l0gin") == ["login"])
    }

    @Test("stopwords are dropped but negations and question words stay")
    func stopwords() {
        #expect(normalizer.terms("saya tidak bisa login di lpse") == ["tidak", "login", "lpse"])
        #expect(normalizer.terms("bagaimana kenapa").count == 2)
    }

    @Test("typos within one edit are corrected on words of five letters or more", arguments: [
        ("passowrd", "password"), ("passwrod", "password"), ("notifkasi", "notifikasi"), ("integrsi", "integrasi"), ("javasript", "javascript"),
    ])
    func typos(typo: String, canonical: String) {
        let tokens = normalizer.normalize(typo)
        #expect(tokens.map(\.term) == [canonical])
        #expect(tokens.first?.corrected == true)
    }

    @Test("short words are never typo-corrected")
    func shortWordsUntouched() {
        let tokens = normalizer.normalize("akn")
        #expect(tokens.allSatisfy { !$0.corrected })
    }

    @Test("Javanese and Sundanese function words read as their Indonesian ones", arguments: [
        ("lali user id ne", "lupa user id"), ("hilap kata sandi", "lupa kata sandi"),
        ("piye carane mlebu", "bagaimana cara masuk"), ("kumaha carana", "bagaimana cara"),
        ("durung aktif", "belum aktif"), ("sugeng enjing mas", "selamat pagi"),
        ("awak lupa user id, macam mana", "saya lupa user id, bagaimana"),
        ("kumaha ieu teu tiasa login", "bagaimana ini tidak bisa login"), ("email dewe", "email sendiri"),
        ("email ra tau mlebu, jebule wis ora aktif", "email tidak pernah masuk, sudah tidak aktif"),
        ("enaknya pake email apa", "sebaiknya pakai email apa"),
    ])
    func regionalWords(regional: String, indonesian: String) {
        #expect(normalizer.terms(regional) == normalizer.terms(indonesian))
    }

    // Joined at the apostrophe ("dont"); "doesn't" stays a word of the Yahoo bounce message.
    @Test("English negations read as 'tidak' so 'I don't remember' is not 'ingat'", arguments: [
        ("I don't remember my password", "saya tidak ingat password"), ("i didn't open the email", "saya tidak buka email"),
        ("we havent received it", "kami tidak terima"),
    ])
    func englishNegations(english: String, indonesian: String) {
        #expect(normalizer.terms(english) == normalizer.terms(indonesian))
        #expect(normalizer.terms("user doesn't have a yahoo.com account").contains("doesnt"))
    }

    @Test("'ora' and 'iso' stay what they name: Oracle error codes and ISO certification")
    func regionalLookalikesKept() {
        #expect(normalizer.terms("ora error").contains("oracle"))
        #expect(normalizer.terms("sertifikasi iso").contains("iso"))
    }

    @Test("normalising is idempotent on its own output")
    func idempotent() {
        for text in ["Gk bisa login, muncul Java Script error!!", "email sy masuk spaaam", "lupa pw uid lpse"] {
            let once = normalizer.terms(text).joined(separator: " ")
            #expect(normalizer.terms(once).joined(separator: " ") == once)
        }
    }

    // The Oracle prefix is read from the word after it, and that word may
    // open a lexicon form that replaces it: "ora kode tiket" gave "ora
    // tiket", which read again gave "tidak tiket" (found by fuzz-responder).
    @Test("normalising the Oracle prefix is idempotent whatever follows it", arguments: [
        "ora kode tiket", "ora kode rahasia cara", "ora kode sandi", "ora kode aduan lupa", "ora code cara",
        "ora err cara", "ora errors lupa", "ora-12541 cara", "ora 1/2 cara", "muncul ora error terus", "ora iso login",
    ])
    func oraclePrefixIdempotent(text: String) {
        let once = normalizer.terms(text)
        #expect(normalizer.terms(once.joined(separator: " ")) == once)
    }

    @Test("normalising is idempotent on every example of the knowledge and every line of the eval sets")
    func idempotentOnAllTexts() throws {
        var texts = Shipped.responder.index.entries.flatMap { $0.entry.examples.map(\.value) }
        let evalFolder = Repository.root + "/eval"
        for name in try FileManager.default.contentsOfDirectory(atPath: evalFolder) where name.hasSuffix(".tsv") {
            let content = try String(contentsOfFile: evalFolder + "/" + name, encoding: .utf8)
            for line in content.split(separator: "\n") where !line.hasPrefix("#") {
                if let tab = line.firstIndex(of: "\t") { texts.append(String(line[line.index(after: tab)...])) }
            }
        }
        #expect(texts.count > 5_000)
        var failures: [String] = []
        for text in texts {
            let once = normalizer.terms(text)
            let twice = normalizer.terms(once.joined(separator: " "))
            if twice != once { failures.append("\(text): \(once) -> \(twice)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(texts.count): \(failures.prefix(40).joined(separator: "\n"))")
    }

    @Test("the lexicon has at least 150 informal forms")
    func lexiconSize() {
        #expect(Shipped.lexicon.ruleCount >= 150)
    }
}
