import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A clause saying what the asker does not need or is not asking about
/// ("kami tidak perlu melacak tiket") names what is not asked: beside a
/// clause that asks, its words are ruled out (see `ClauseScope.waivesNeed`).
@Suite("Clauses that waive a need or a question")
struct WaivedClauseTests {
    private func negated(_ text: String) -> [String] { Shipped.negatedTerms(text) }

    @Test("a waived clause beside an asking clause is ruled out, words the other clause repeats kept", arguments: [
        ("kami tidak perlu reset password, yang kami butuhkan cara ganti email akun", ["tidak", "reset", "password"]),
        ("saya tidak sedang bertanya soal spam; saya mau tahu cara baca pesan di inbox spse", ["tidak", "tanya", "spam"]),
        ("gak usah lacak tiket, gimana cara kirim surat permohonan ke lkpp", ["tidak", "usah", "lacak", "tiket"]),
        // "tidak ada X yang perlu ...": nothing needs it.
        ("saya pindah ke satker lain, tidak ada paket yang perlu dialihkan. akun saya gimana", ["tidak", "paket", "alih"]),
    ])
    func waivedClauseIsRuledOut(text: String, terms: [String]) {
        #expect(negated(text) == terms)
    }

    @Test("a yes-or-no question, a rumour or a lone clause waives nothing", arguments: [
        // "bisa gak" asks whether it can be done.
        "bisa gak nanya user id lewat wa? atau harus datang ke kantor",
        // A rumour to check, with its tag question.
        "katanya sekarang tidak perlu bawa akta asli, bener gak? jadi apa yang dibawa",
        "ga usah daftar ulang kan? gimana caranya",
        // "apakah tidak perlu ...?" asks whether it is needed.
        "ppk pindah satker, apakah tidak perlu daftar ulang",
        // Nothing else asks.
        "tidak perlu reset password",
    ])
    func nothingWaived(text: String) {
        #expect(negated(text).isEmpty, "\(negated(text))")
    }

    @Test("a denied clause and a waived clause repeating the same word rule it out together")
    func deniedAndWaivedTogether() {
        let text = "yang mutasi orangnya, bukan paketnya. tidak ada paket yang perlu dialihkan. akun ppk saya gimana"
        let tokens = Shipped.normalizer.normalize(text).filter { $0.term == "paket" }
        #expect(tokens.count == 2 && tokens.allSatisfy(\.negated), "\(tokens.map(\.negated))")
    }

    @Test("the matcher answers what is asked, not what the asker says is not needed")
    func answersWhatIsAsked() {
        let text = "Kami tidak perlu melacak tiket, suratnya belum kami kirim. Yang kami butuhkan adalah cara mengisi "
            + "formulir permohonan ke LKPP."
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent == "surat-permohonan-lkpp", "\(reply.kind) \(reply.intent ?? "-")")
    }
}
