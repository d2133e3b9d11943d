import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A word of a topic Tanya declines ("kantor cabang": branch-office
/// accounts) inside a long message that describes an answerable problem
/// word by word is a side detail; the same word as the subject of a short
/// question still declines.
@Suite("Side details of a declined topic")
struct SideDetailTests {
    @Test("a long account of a wrong-password message keeps its answer beside a branch office", arguments: [
        "Pagi tadi saya mampir ke kantor cabang di Palembang, lalu mencoba masuk ke SPSE untuk cek pengumuman, tapi muncul pesan User ID atau Password salah padahal minggu kemarin masih bisa. Apa penyebabnya?",
        "Kami punya kantor cabang di Bandung dan tadi staf di sana mencoba login ke SPSE, tapi muncul tulisan User ID atau Password salah terus walaupun sudah diketik dengan benar. Kenapa ya?",
    ])
    func dominantWinnerSparesSideDetail(_ text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "login-password-salah", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a short question about the declined topic is still declined", arguments: [
        "akun kantor cabang perusahaan bisa login sendiri?",
        "server lpse down ya?",
        "integrasi data dapodik ke spse gagal",
    ])
    func declinedSubjectStillDeclined(_ text: String) {
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .fallback, "\(text) -> \(reply.intent ?? "clarify")")
    }
}
