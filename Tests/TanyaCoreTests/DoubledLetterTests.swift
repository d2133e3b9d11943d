import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A letter typed twice by a slip is undone in the text before any reading,
/// so the readings of typed words (denials, "juga" parts, greetings, the
/// staff gate) see the word meant.
@Suite("Doubled-letter slips undone in the text")
struct DoubledLetterTests {
    let normalizer = Shipped.normalizer

    @Test("a slip that reads only by correction loses its extra letter, case kept", arguments: [
        ("Saya ttidak mau mengganti email", "Saya tidak mau mengganti email"),
        ("llupa password", "lupa password"),
        ("Sianng min", "Siang min"),
        ("LPSE Koota Bitung", "LPSE Kota Bitung"),
        ("password tidak ditolaak", "password tidak ditolak"),
        ("masalah sudah tteratasi", "masalah sudah teratasi"),
        ("passwordd lupa", "password lupa"),
    ])
    func repaired(typed: String, read: String) {
        #expect(normalizer.repairingDoubledLetters(typed) == read)
    }

    @Test("words that read as typed, names and codes stay as typed", arguments: [
        "maaf saat tanggal",             // genuine doubles
        "Pak Ferry dari Allah Mall",     // names with no known single reading
        "kode aa11bb salah",             // letters and digits
    ])
    func untouched(text: String) {
        #expect(normalizer.repairingDoubledLetters(text) == text)
    }

    @Test("a message's word then reads as typed, at full weight: no longer marked corrected", arguments: [
        ("kelupaann password", "lupa"),      // doubled on an affixed form
        ("thankss min", "terima"),           // a form with several canonical words
    ])
    func readsAsTyped(typo: String, term: String) {
        // The normaliser alone still corrects it (TypoTests); the repair is
        // made where a message enters the classifier.
        #expect(normalizer.normalize(typo).contains { $0.term == term && $0.corrected })
        let tokens = Shipped.responder.classifier.classify(typo).tokens
        #expect(tokens.contains { $0.term == term && !$0.corrected }, "\(tokens.map(\.term))")
    }

    @Test("a word the normaliser keeps as typed is no slip to guess at")
    func keptAsTyped() {
        // "instal" is known, but "install" reads as itself (the items of a
        // browser page use it as typed).
        #expect(normalizer.repairingDoubledLetters("should we install Firefox") == "should we install Firefox")
    }

    @Test("repairing twice changes nothing more")
    func idempotent() {
        let once = normalizer.repairingDoubledLetters("ttidak bisa llogin, pasword ggagal terus")
        #expect(normalizer.repairingDoubledLetters(once) == once)
    }

    @Test("a denial typed with a doubled letter still denies", arguments: [
        // Before: "ttidak" was no negation, and the email change it denies was answered.
        ("Saya ttidak mau mengganti email, alamat lama masih aktif kok. Masalahnya cuma password akun LPSE yang lupa", "ganti-email"),
    ])
    func denialKept(text: String, denied: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.intent != denied, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a staff role typed with a doubled letter still speaks as staff")
    func staffRoleKept() {
        let reply: Reply = Shipped.responder.reply(to: "akun hellpdesk lpse kekunci krn lupa sandi, alurnya?")
        #expect(reply.intent == "reset-password-helpdesk", "\(reply.kind) \(reply.options.map(\.intent))")
    }
}
