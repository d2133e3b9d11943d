import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A clause opening with "masalahnya ..." or "yang kami butuhkan ..." names
/// what the message is about: the negated or fine clauses before it are
/// ruled out (see `ClauseScope.namesFocus`), and a ruled-out word names no
/// subject the answer leaves unexplained.
@Suite("Clauses that name what the message is about")
struct FocusClauseTests {
    private func negated(_ text: String) -> [String] { Shipped.negatedTerms(text) }

    @Test("a focus clause names what is asked", arguments: [
        "masalahnya cuma password yang terlupa",
        "yang kami butuhkan justru cara kirim surat",
        "yg sy perlukan itu format surat permohonan",
        "intinya akun kami terkunci",
    ])
    func namesFocus(text: String) {
        #expect(ClauseScope.namesFocus(.init(words: Tokenizer.tokenize(text), opensWithContrast: false)))
    }

    @Test("a marker alone, a question after it or a marker inside the clause names nothing", arguments: [
        "masalahnya apa ya",
        "masalahnya di mana ya",
        "masalahnya",
        "yang kami butuhkan",
        "yang lupa password",
        "saya tidak tahu masalahnya apa",
    ])
    func namesNoFocus(text: String) {
        #expect(!ClauseScope.namesFocus(.init(words: Tokenizer.tokenize(text), opensWithContrast: false)))
    }

    @Test("negated and fine clauses before the focus are ruled out, words it repeats kept", arguments: [
        ("kami tidak ingin ganti email, alamatnya masih aktif. masalahnya cuma password akun yang lupa",
         ["tidak", "ganti", "email", "alamat", "aktif"]),
        ("belum ada tiket yang bisa dilacak. yang kami butuhkan justru cara bikin surat ke lkpp",
         ["belum", "tiket", "lacak"]),
    ])
    func ruledOutBeforeFocus(text: String, terms: [String]) {
        #expect(Set(negated(text)).isSuperset(of: terms), "\(negated(text))")
        #expect(!negated(text).contains("password") && !negated(text).contains("surat"), "\(negated(text))")
    }

    @Test("a problem stated without negation before the focus stays", arguments: [
        "login selalu ditolak. masalahnya muncul pesan user id atau password salah",
        "akun kami terkunci. masalahnya apa ya",
    ])
    func problemBeforeFocusStays(text: String) {
        #expect(negated(text).isEmpty, "\(negated(text))")
    }

    @Test("'jadi bukan ...' opens with a denial like 'bukan ...'", arguments: [
        "jadi bukan nyasar ke spam",
        "dan ini bukan soal notifikasi",
        "yang keluar bukan java script error",
        "pesan yg muncul bukan password salah",
        "masalahnya bukan lupa password",
    ])
    func leadBeforeDenial(text: String) {
        #expect(ClauseScope.opensWithDenial(.init(words: Tokenizer.tokenize(text), opensWithContrast: false)))
    }

    @Test("'yang' alone before 'bukan' names who or what, it denies nothing", arguments: [
        "yang bukan admin tidak bisa login",
        "akun yang bukan milik kami",
    ])
    func relativeBeforeDenialIsNoLead(text: String) {
        #expect(!ClauseScope.opensWithDenial(.init(words: Tokenizer.tokenize(text), opensWithContrast: false)))
    }

    @Test("the matcher answers the focus, not the clause ruled out before it", arguments: [
        ("Saya tidak mau ganti alamat email, email lama masih jalan. Masalahnya cuma kata sandi akun yang lupa, caranya gimana?",
         "lupa-password"),
        ("Belum pernah kirim apa pun ke LKPP, jadi tidak ada tiket yang bisa dilacak. Yang saya perlukan contoh surat permohonan ke LKPP.",
         "surat-permohonan-lkpp"),
    ])
    func answersFocus(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("needing or wanting to know asks; it does not say what the asker knows", arguments: [
        "bukan status tiket yang saya tanyakan. saya perlu tahu isi formulir ke lkpp",
        "bukan soal reset. kami butuh tahu user id perusahaan",
    ])
    func needingToKnowAsks(text: String) {
        let kept = Shipped.normalizer.normalize(text).filter { !$0.negated }.map(\.term)
        #expect(kept.contains("tahu"), "\(kept)")
    }

    @Test("a denial pointing back rules out the clause before it, when a clause after it asks", arguments: [
        ("email kami aktif dan tidak masuk spam, itu bukan masalahnya. saya cuma ingin baca pesan lpse di aplikasi",
         ["email", "aktif", "spam"], true),
        ("lpse sudah kami hubungi, bukan itu yang ditanyakan. kami perlu contoh surat ke lkpp", ["hubungi"], true),
        // Nothing after it: the clause stays.
        ("email kami tidak masuk spam, itu bukan masalahnya", ["email", "spam"], false),
    ])
    func denialPointingBack(text: String, terms: [String], ruledOut: Bool) {
        let negated = Set(Shipped.normalizer.normalize(text).filter(\.negated).map(\.term))
        #expect(terms.allSatisfy(negated.contains) == ruledOut, "\(negated)")
    }

    @Test("'cuma mau' / 'hanya ingin' narrows the message to what follows", arguments: [
        ("saya cuma mau baca ulang pemberitahuan di inbox", true),
        ("kami hanya ingin alamat email diganti", true),
        ("cuma mau tanya bagaimana cara ganti email", false),
        ("saya cuma mau", false),
        ("saya mau ganti email", false),
    ])
    func restrictsFocus(text: String, restricts: Bool) {
        #expect(ClauseScope.restrictsFocus(.init(words: Tokenizer.tokenize(text), opensWithContrast: false)) == restricts)
    }

    @Test("after 'cuma mau', only the clauses saying something is fine are ruled out", arguments: [
        ("Email kami aktif dan tidak ada yang masuk spam. Saya cuma mau membaca ulang pemberitahuan LPSE dari inbox di aplikasinya.",
         ["aktif", "spam"], true),
        // The clauses before state the problem: they stay.
        ("pegawai yg pegang email udh keluar dan gk mau kasih passwordnya. jadi notif lpse gk bs kami baca. kami cuma mau alamatnya diganti",
         ["keluar", "notifikasi"], false),
    ])
    func ruledOutBeforeRestriction(text: String, terms: [String], ruledOut: Bool) {
        let negated = Set(Shipped.normalizer.normalize(text).filter(\.negated).map(\.term))
        #expect(terms.allSatisfy(negated.contains) == ruledOut, "\(negated)")
        if !ruledOut { #expect(terms.allSatisfy { !negated.contains($0) }, "\(negated)") }
    }
}
