import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A clause reporting what the asker already tried ("sudah coba ganti wifi,
/// tetap muncul") is context: its words never name a subject to decline.
@Suite("Clauses reporting what was already tried")
struct TriedClauseTests {
    let normalizer = Shipped.normalizer

    private func context(_ text: String) -> [String] {
        normalizer.normalize(text).filter(\.context).map(\.term)
    }

    @Test("an already-word before a tried verb, a doer between at most, reports a try", arguments: [
        ("sudah coba login ulang", true),
        ("sudah saya cek koneksi internet", true),
        ("kami udah install ulang apendo", true),
        ("sempat ganti laptop juga", true),
        ("sudah tanya ke rekan kantor", true),
        // Made already: the new address exists, the question is elsewhere.
        ("kami sudah membuat email resmi perusahaan", true),
        ("sudah bikin akun gmail baru", true),
        ("sudah lama tidak login", false),
        ("coba cek dulu min", false),
        ("akun sudah aktif", false),
        ("sudah kirim surat ke lkpp", false),
    ])
    func reportsTried(text: String, tried: Bool) {
        #expect(ClauseScope.reportsTried(Tokenizer.tokenize(text)) == tried)
    }

    @Test("the words of a tried clause are context when another clause states the problem")
    func marksTriedClause() {
        let text = "login keluar data tidak tersinkronisasi. sudah coba ganti jaringan wifi ke hotspot, tetap muncul"
        let marked = context(text)
        #expect(marked.contains("wifi"))
        #expect(!marked.contains("login") && !marked.contains("sinkron"))
        // Marking never changes what the words read as.
        #expect(normalizer.normalize(text).map(\.term) == normalizer.terms(text))
    }

    @Test("a site contrast inferred beside a tried clause keeps both readings")
    func triedBesideSiteContrast() {
        let tokens = normalizer.normalize("di lpse provinsi bisa masuk, di lpse kota ditolak. sudah coba ganti browser")
        #expect(tokens.contains { $0.inferred && $0.term == TextNormalizer.someSitesTerm })
        #expect(tokens.filter(\.context).map(\.term).contains("browser"))
    }

    @Test("nothing is context in one clause, or when every clause reports a try", arguments: [
        "sudah coba ganti wifi tetap gagal login",
        "sudah coba ganti wifi. sudah cek kabel juga",
        "wifi kantor mati, tidak bisa login",
    ])
    func noContext(text: String) {
        #expect(context(text).isEmpty)
    }

    @Test("a declined subject named only among the things tried does not decline the question")
    func triedSubjectDoesNotDecline() throws {
        let knowledge = try TempKnowledge(["entries/cuaca.md": TempKnowledge.weatherOutOfScope])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let context: Reply = responder.reply(to: "lampu dapur mati. sudah cek waktu hujan, tetap mati")
        #expect(context.intent == "lampu-mati", "\(context.kind) \(context.intent ?? "-")")
        let subject: Reply = responder.reply(to: "lampu dapur mati waktu hujan")
        #expect(subject.kind == .fallback, "named as part of the problem, hujan still declines")
    }

    @Test("a word an entry excludes rules it out when it names the problem, not when it is among the things tried")
    func triedWordDoesNotExclude() throws {
        // The base's lamp entry, excluding "senter".
        let base = try #require(TempKnowledge.base["entries/lampu-mati.md"])
        let lamp = base.replacingOccurrences(of: "keyword: mati 2\n", with: "keyword: mati 2\nexclude: senter\n")
        #expect(lamp != base)
        let knowledge = try TempKnowledge(["entries/lampu-mati.md": lamp])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let tried: Reply = responder.reply(to: "lampu dapur mati. sudah cek senter juga, tetap gelap")
        #expect(tried.intent == "lampu-mati", "\(tried.kind) \(tried.intent ?? "-")")
        let named: Reply = responder.reply(to: "lampu senter mati")
        #expect(named.intent != "lampu-mati", "the excluded word names the problem")
    }

    @Test("words tried or ruled out leave the winner nothing unexplained that the learned model could decline on")
    func triedAndRuledOutWordsDoNotDecline() {
        // "spam kosong" (tried) and "bukan nyasar" (ruled out) read like the
        // declined mailbox topics; the problem is the dead office address.
        let reply: Reply = Shipped.responder.reply(to: "min sy udh cek spam kosong, jd bkn nyasar. email kantor kayaknya udh mati, gmn?")
        #expect(reply.kind != .fallback, "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.intent == "email-tidak-aktif" || reply.options.contains { $0.intent == "email-tidak-aktif" })
    }

    @Test("a near-miss word before a missed verb, two fillers between at most, reports a near miss", arguments: [
        ("kmrn hmpir kelewat jadwal pembuktian", true),
        ("kami hampir gugur", true),
        ("beliau sempat ketinggalan jadwal klarifikasi", true),
        ("tender kemarin hampir saja lepas", true),
        ("we almost missed the clarification", true),
        ("hampir semua lpse bisa", false),
        ("sempat ganti laptop juga", false),
        ("kenapa penawaran kami digugurkan", false),
        ("hampir tiap hari saya ketinggalan", false),
    ])
    func reportsNearMiss(text: String, nearMiss: Bool) {
        #expect(ClauseScope.reportsNearMiss(Tokenizer.tokenize(text)) == nearMiss)
    }

    @Test("a tender stage named only as what the problem almost cost does not decline the question")
    func nearMissStageDoesNotDecline() {
        let text = "email dr lpse nyangkut di spam mulu, kmrn hmpir kelewat jadwal pembuktian. cara biar msk inbox gmn"
        #expect(context(text).contains("jadwal"))
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == "email-masuk-spam", "\(reply.kind) \(reply.intent ?? "-")")
        // Named as the question itself, the tender schedule still declines.
        let schedule: Reply = Shipped.responder.reply(to: "jadwal pembuktian kualifikasi paket saya kapan?")
        #expect(schedule.kind == .fallback, "\(schedule.kind) \(schedule.intent ?? "-")")
    }

    @Test("a clause saying something is active already is the ground of the problem, not a thing ruled out", arguments: [
        ("akun ppk baru sudah aktif, tapi paketnya belum pindah", true),
        ("akun udh aktif tp sy lupa passwordnya", true),
        ("akun sudah lama tidak aktif, tapi email masih ada", false),
        ("login bisa, tapi upload gagal", false),
    ])
    func readinessIsContext(text: String, ready: Bool) {
        let clause = ClauseScope.clauses(text)[0].words
        #expect(ClauseScope.statesReadiness(clause) == ready)
    }

    @Test("the package of a new PPK whose account is active already is the package question")
    func readyAccountKeepsItsSubject() {
        let text = "akun ppk baru sudah aktif, tapi paketnya belum pindah"
        #expect(context(text).contains("ppk"))
        #expect(!Shipped.negatedTerms(text).contains("ppk"))
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == "ganti-ppk-paket", "\(reply.kind) \(reply.intent ?? "-")")
    }
}
