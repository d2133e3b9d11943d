import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message that opens by saying who asks ("Saya petugas helpdesk LPSE.")
/// and then reports a vendor's problem: the asker's role is context, so an
/// entry that rules out that role still answers the vendor's problem.
@Suite("The asker's role in an opening introduction")
struct AskerRoleTests {
    let normalizer = Shipped.normalizer

    private func context(_ text: String) -> [String] {
        normalizer.normalize(text).filter(\.context).map(\.term)
    }

    @Test("a self word first and a role within four words introduces the asker", arguments: [
        ("saya anggota pokja", true),
        ("kami pokja pemilihan", true),
        ("saya petugas helpdesk lpse", true),
        ("saya ketua pokja ukpbj kabupaten", true),
        ("saya ppk di dinas pupr", true),
        // A greeting or address before the self word, as chats open.
        ("min sy pokja", true),
        ("pagi pak saya petugas helpdesk", true),
        ("min pokja kami", false),
        ("saya penyedia", false),
        ("pokja kami sudah kirim undangan", false),
        ("saya dari cv maju jaya di kota bima yang ikut pokja", false),
    ])
    func introducesAsker(text: String, introduces: Bool) {
        #expect(ClauseScope.introducesAsker(Tokenizer.tokenize(text)) == introduces)
    }

    @Test("the introduction is context when a later clause reports a vendor's problem")
    func marksIntroduction() {
        let text = "Saya petugas helpdesk LPSE. Ada penyedia yang loginnya selalu ditolak"
        let marked = context(text)
        #expect(marked.contains("helpdesk"))
        #expect(!marked.contains("login") && !marked.contains("penyedia"))
        // Marking never changes what the words read as.
        #expect(normalizer.normalize(text).map(\.term) == normalizer.terms(text))
    }

    @Test("a greeting standing as a clause of its own comes before the introduction")
    func greetingClauseBeforeIntroduction() {
        let marked = context("Selamat siang, saya PPK di Dinas Perikanan. Ada penyedia yang belum punya akun")
        #expect(marked.contains("ppk") && marked.contains("dinas"))
        #expect(!marked.contains("selamat") && !marked.contains("penyedia"))
    }

    @Test("the asker's role words are discounted like the staff addressed; the problem's words are not")
    func roleWordsAreDiscounted() {
        let tokens = normalizer.normalize("Kami pokja pemilihan. Seorang peserta bertanya lewat telepon, dia lupa kata sandi akun penyedianya")
        let role = tokens.filter(\.context)
        #expect(!role.isEmpty && role.allSatisfy(\.discounted))
        let problem = tokens.filter { !$0.context }
        #expect(problem.allSatisfy { !$0.discounted })
    }

    @Test("without a vendor party the role stays the subject", arguments: [
        "Saya petugas helpdesk LPSE, lupa password akun helpdesk saya sendiri",
        "Saya pokja. Lupa password akun spse saya",
    ])
    func roleWithoutVendorStaysSubject(text: String) {
        #expect(context(text).isEmpty)
    }

    @Test("a vendor's problem reported by staff is answered as the vendor's", arguments: [
        // The helpdesk role no longer pulls the staff's own password procedure
        // or keeps the login entry out (a clarify before).
        ("Saya petugas helpdesk LPSE. Ada penyedia yang loginnya selalu ditolak dengan pesan user id atau password salah, apa yang harus dia lakukan?",
         "login-password-salah"),
        // The staff's own account, no vendor named: the staff procedure still answers.
        ("Saya petugas helpdesk LPSE, lupa password akun helpdesk saya sendiri, prosedurnya gimana?", "reset-password-helpdesk"),
        // Typed as a chat, after the addressee: the vendor's forgotten password (a fallback before).
        ("min sy pokja, ada peserta lupa pw akun penyedianya, hrs gmn?", "lupa-password"),
        // Told as a story after the introduction: the Pokja's role no longer
        // completes the staff procedure's require group (a fallback before).
        ("Saya anggota Pokja pengadaan perahu nelayan. Ada peserta yang menelepon, dia lupa password akun penyedianya. Bagaimana caranya?",
         "lupa-password"),
    ])
    func vendorProblemAnswered(text: String, intent: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
    }
}
