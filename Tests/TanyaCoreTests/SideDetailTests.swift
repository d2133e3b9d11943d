import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A word of a topic Tanya declines ("kantor cabang": branch-office
/// accounts) inside a long message that describes an answerable problem
/// word by word is a side detail; the same word as the subject of a short
/// question still declines.
@Suite("Side details of a declined topic")
struct SideDetailTests {
    /// A message and the entry that answers it (nil: declined, a fallback).
    static let cases: [(text: String, intent: String?)] = [
        ("Pagi tadi saya mampir ke kantor cabang di Palembang, lalu mencoba masuk ke SPSE untuk cek pengumuman, tapi muncul pesan User ID atau Password salah padahal minggu kemarin masih bisa. Apa penyebabnya?",
         "login-password-salah"),
        ("Kami punya kantor cabang di Bandung dan tadi staf di sana mencoba login ke SPSE, tapi muncul tulisan User ID atau Password salah terus walaupun sudah diketik dengan benar. Kenapa ya?",
         "login-password-salah"),
        ("akun kantor cabang perusahaan bisa login sendiri?", nil),
        ("server lpse down ya?", nil),
        ("integrasi data dapodik ke spse gagal", nil),
    ]

    @Test("a dominant winner keeps a long message; a short question about the declined subject is declined",
          arguments: cases)
    func sideDetailOrSubject(_ example: (text: String, intent: String?)) {
        let reply: Reply = Shipped.responder.reply(to: example.text)
        if let intent = example.intent {
            #expect(reply.kind == .answer && reply.intent == intent, "\(reply.kind) \(reply.intent ?? "-")")
        } else {
            #expect(reply.kind == .fallback, "\(example.text) -> \(reply.intent ?? "clarify")")
        }
    }
}
