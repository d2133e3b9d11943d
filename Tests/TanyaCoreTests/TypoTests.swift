import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Typo correction over the whole vocabulary a query is read with, on the
/// shipped knowledge base: knowledge terms, informal and English forms,
/// function words, affixed forms, short words and split names.
@Suite("Typos over the whole vocabulary")
struct TypoTests {
    let normalizer = Shipped.normalizer

    @Test("a misspelt word reads as the word it stands for, marked corrected", arguments: [
        ("fogrot", "lupa"),          // English form, two letters swapped
        ("knapa", "kenapa"),         // question word, dropped letter
        ("gimna", "bagaimana"),     // informal question word, dropped letter
        ("lpua", "lupa"),            // four letters, swap
        ("aun", "akun"),             // three letters, dropped letter restored
        ("ogin", "login"),           // four letters, dropped first letter
        ("gmal", "gmail"),           // four letters, dropped letter
        ("ibox", "inbox"),           // four letters, dropped letter
        ("notifkasi", "notifikasi"), // knowledge term
        ("javsacript", "javascript"),
        ("logi", "login"),           // not the three-letter stem "log"
        ("perisi", "permisi"),       // not the three-letter stem "isi"
        ("lasih", "kasih"),          // keyboard neighbour, not "latih"
        ("tirms", "terima kasih"),   // short informal form, swap
        // A letter typed twice on top of another slip.
        ("sappm", "spam"),           // doubled, then swapped
        ("lgoinn", "login"),
        ("massyk", "masuk"),         // doubled, then a neighbouring key
        ("kelupaann", "lupa"),       // doubled on an affixed form
        // Short words with several lookalikes: the dropped letter restored
        // to the word the examples write far more often.
        ("gaga", "gagal"),           // not gaya
        ("skap", "sikap"),
        ("rror", "error"),
    ])
    func corrects(typo: String, term: String) {
        let tokens = normalizer.normalize(typo)
        #expect(tokens.map(\.term).joined(separator: " ") == term)
        #expect(tokens.allSatisfy { $0.corrected })
    }

    @Test("a misspelt function word is dropped like the word itself", arguments: [
        "bermaslah", "masalh", "permasalahn", "bermsalah",
    ])
    func dropsMisspeltFunctionWords(typo: String) {
        #expect(normalizer.terms("login \(typo)") == ["login"])
    }

    @Test("a short address word with its last letter held is dropped like the word", arguments: [
        ("siang minn", "siang min"), ("pagi kakk", "pagi kak"), ("halo gann", "halo gan"),
    ])
    func dropsHeldAddressWords(typed: String, plain: String) {
        #expect(normalizer.terms(typed) == normalizer.terms(plain))
    }

    @Test("a split and misspelt product name reads as one word", arguments: [
        "jav script", "javas cript", "jva scrip",
    ])
    func joinsSplitNames(text: String) {
        let tokens = normalizer.normalize("\(text) error")
        #expect(tokens.map(\.term) == ["javascript", "error"])
    }

    @Test("a multi-word form is read with a typo in any of its words", arguments: [
        ("tank you", "thank you"), ("pejabat pembuta komitmen", "pejabat pembuat komitmen"),
    ])
    func multiWordFormsWithTypos(typed: String, right: String) {
        let tokens = normalizer.normalize(typed)
        #expect(tokens.map(\.term) == normalizer.terms(right))
        #expect(tokens.allSatisfy { $0.corrected })
    }

    @Test("a word typed right is not joined with a misspelt neighbour into another word")
    func correctWordIsNotSwallowed() {
        // "masuk" + "jnk" is two letters from "masukin"; "jnk" is junk.
        #expect(normalizer.terms("masuk jnk") == normalizer.terms("masuk junk"))
    }

    @Test("a word typed right and its neighbour are not joined two edits away from a name", arguments: [
        "kenapa ni", "akun sy kenapa ni",
    ])
    func noTwoEditJoinAcrossAWord(text: String) {
        // "kenapa" + "ni" is two edits from "kenalan" (a form of kontak).
        #expect(!normalizer.terms(text).contains("kontak"), "\(normalizer.terms(text))")
    }

    @Test("a real word beside a name misspelt once still joins", arguments: ["java scirpt", "jva script"])
    func oneEditJoinAcrossAWord(text: String) {
        #expect(normalizer.terms("\(text) error") == ["javascript", "error"])
    }

    @Test("a part that already reads as the name is not joined with its neighbour")
    func keepsPartThatIsTheName() {
        for text in ["java sript x", "javascript x", "lupa dire u spenyedia gimana"] {
            let once = normalizer.terms(text)
            #expect(normalizer.terms(once.joined(separator: " ")) == once)
        }
    }

    @Test("two correctly written words are never joined")
    func keepsWordPairs() {
        #expect(normalizer.terms("lupa password") == ["lupa", "password"])
        #expect(normalizer.terms("kotak masuk") == ["inbox"])
    }

    @Test("real words are never taken for a typo of a lookalike", arguments: [
        "persen", "mata", "cari", "roti", "rumah", "kaki", "meja", "pulang", "jadwal", "rapat",
        "harga", "bayar", "kertas", "printer", "tunggu", "simpan", "hitung", "nilai",
        "tinggi", "tanggal", "pinggir", "gunting", "setting",
        // Short real words beside a frequent lookalike: "jaga" is one key
        // from java, "anti" one letter short of ganti.
        "jaga", "anti",
        // "kas" (cash) is not a shortened "kasih": "menguras kas perusahaan"
        // must not read as a thanks.
        "kas",
        // English words one edit from a lexicon form: "test" is no reset,
        // "very" no "every".
        "test", "very",
    ])
    func realWordsStay(word: String) {
        let tokens = normalizer.normalize(word)
        #expect(tokens.map(\.term) == [word])
        #expect(tokens.allSatisfy { !$0.corrected })
    }

    @Test("the pronoun kalian is dropped like kami, not stemmed to kali")
    func pronounKalianIsAStopword() {
        // "kalian" stemmed to "kali" matched "pertama kali" in answers.
        #expect(!normalizer.terms("jadwal kantor kalian").contains("kali"))
        #expect(normalizer.terms("jadwal kantor kalian") == normalizer.terms("jadwal kantor kami"))
    }

    @Test("a short word is corrected only when one known word is one keyboard slip away", arguments: [
        ("akn", nil),      // akan and akun are both one letter away
        ("xq", nil),       // under three letters
        ("qzx", nil),      // nothing near
    ] as [(String, String?)])
    func shortWordsNeedOneCandidate(word: String, term: String?) {
        let tokens = normalizer.normalize(word)
        #expect(tokens.first(where: { $0.corrected })?.term == term)
    }

    @Test("keyboard slips: dropped, extra, swapped letters and neighbouring keys", arguments: [
        ("lpua", "lupa", true), ("lua", "lupa", true), ("lupaa", "lupa", true), ("lupk", "lupa", false),
        ("lups", "lupa", true), ("lupo", "lupa", false), ("upal", "lupa", false), ("lupa", "lupa", false),
    ])
    func keyboardSlips(typed: String, word: String, slip: Bool) {
        #expect(SpellIndex.isKeyboardSlip(typed.utf8.span, word.utf8.span) == slip)
    }

    @Test("the lexicon reads '= word' lines as real words")
    func realWordLines() {
        let (lexicon, issues) = Lexicon.parse("= roti, Meja\nforgot -> lupa\n", file: "lexicon.md")
        #expect(issues.isEmpty)
        #expect(lexicon.realWords == ["roti", "meja"])
    }
}

@Suite("Typos of multi-word and several-word forms")
struct TypoFormTests {
    let normalizer = Shipped.normalizer

    @Test("a typo of a form with several canonical words gives all of them", arguments: ["thankss", "maksaih", "terimakaeih"])
    func severalWords(typo: String) {
        let tokens = normalizer.normalize(typo)
        #expect(tokens.map(\.term) == ["terima", "kasih"])
        #expect(tokens.allSatisfy { $0.corrected })
        #expect(normalizer.terms(tokens.map(\.term).joined(separator: " ")) == tokens.map(\.term))
    }

    @Test("a typo in one word of a multi-word form still joins the form", arguments: ["uesr id", "user nname", "usre name"])
    func multiWordPart(text: String) {
        #expect(normalizer.terms(text) == ["userid"])
    }

    @Test("two known words typed without the space read as both, marked corrected", arguments: [
        ("gantiemail", ["ganti", "email"]),
        ("emailpribadi", ["email", "pribadi"]),
        ("gantippk", ["ganti", "ppk"]),
        ("formulirpermohonan", ["formulir", "permohonan"]),
    ])
    func gluedWords(text: String, terms: [String]) {
        let tokens = normalizer.normalize(text)
        #expect(tokens.map(\.term) == terms)
        #expect(tokens.allSatisfy { $0.corrected })
        // Read again, the output reads the same.
        #expect(normalizer.terms(terms.joined(separator: " ")) == terms)
    }

    @Test("a preposition typed onto the next word is dropped, as typed apart", arguments: [
        ("dilpse", ["lpse"]), ("keemail", ["email"]), ("dispse", ["spse"]),
    ])
    func gluedPreposition(text: String, terms: [String]) {
        #expect(normalizer.terms(text) == terms)
    }

    @Test("a real word made of two shorter words is not split", arguments: ["matahari", "kacamata", "sepakbola"])
    func realCompoundsStayWhole(text: String) {
        #expect(normalizer.normalize(text).count <= 1)
    }

    @Test("a protected word under a particle or possessive is whole", arguments: [
        ("loginnya", "login"), ("passwordnya", "password"), ("emailnya", "email"), ("helpdesknya", "helpdesk"),
    ])
    func protectedUnderSuffix(text: String, term: String) {
        #expect(normalizer.terms(text) == [term])
    }
}
