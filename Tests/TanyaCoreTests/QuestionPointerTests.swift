import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A clause pointing at the question ("yang mau saya tanyakan:",
/// "Intinya ...") makes the clauses before it scene: their words are
/// context and never name a subject to decline.
@Suite("Clauses pointing at the question")
struct QuestionPointerTests {
    let normalizer = Shipped.normalizer

    @Test("pointing words are found; a plain 'mau tanya' or a 'yang tanya' points at nothing", arguments: [
        ("tapi yang mau saya tanyakan", true), ("yg ingin ditanyakan", true), ("intinya saya ppk", true),
        ("pertanyaannya email apa", true), ("pertanyaan saya begini", true),
        ("mau tanya dong", false), ("yang tanya direktur", false), ("pertanyaan umum", false),
    ])
    func pointer(text: String, points: Bool) {
        #expect((QuestionPointer.pointer(in: Tokenizer.tokenize(text)) != nil) == points)
    }

    @Test("the clauses before the pointer are context; the question and a message without a pointer are not", arguments: [
        ("Kemarin saya urus jaminan pelaksanaan untuk paket lain, tapi yang mau saya tanyakan: akun saya tidak bisa login di lpse kabupaten",
         ["jaminan"], ["login"]),
        ("Bulan ini saya sibuk ikut banyak tender. Intinya saya PPK yang dipindah ke satker lain, akun spse gimana?",
         ["tender"], ["ppk", "satker"]),
        // A pointer promising a question still to come points at nothing yet.
        ("Selamat pagi, saya dari CV Maju di Kota Kupang, baru ikut tender. Perkenalkan dulu, nanti pertanyaannya", [], ["tender"]),
        ("mau tanya, jaminan penawaran tender itu berapa persen", [], ["jaminan"]),
    ])
    func marksScene(text: String, context: [String], notContext: [String]) {
        let tokens = normalizer.normalize(text)
        let marked = Set(tokens.filter(\.context).map(\.term))
        for term in context { #expect(marked.contains(term), "\(term) in \(marked)") }
        for term in notContext { #expect(!marked.contains(term), "\(term) in \(marked)") }
        // Marking never changes what the words read as.
        #expect(tokens.map(\.term) == normalizer.terms(text))
    }

    @Test("a question after a pointer is answered despite a declined subject in the scene; without the pointer it is declined")
    func sceneBeforePointer() {
        let pointed = "Minggu lalu saya juga mengurus jaminan penawaran untuk tender lain, tapi yang ingin saya tanyakan: kenapa akun saya bisa login di lpse provinsi tapi di lpse kota ditolak?"
        let reply: Reply = Shipped.responder.reply(to: pointed)
        #expect(reply.kind == .answer && reply.intent == "login-gagal-sebagian-lpse", "\(reply.kind) \(reply.intent ?? "-")")
        let plain = "Minggu lalu saya juga mengurus jaminan penawaran untuk tender lain, dan kenapa akun saya bisa login di lpse provinsi tapi di lpse kota ditolak?"
        #expect(Shipped.responder.reply(to: plain).kind == .fallback)
    }
}
