import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A short query one item's question explains word for word answers with
/// that item, even where the items' index scores another candidate higher
/// (`Responder.explainedQueryItem`).
@Suite("A short query an item's question explains word for word gets that item")
struct DocumentExplainedQueryTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let question = try DocumentFixtures.gateInputs(query)
        return DocumentFixtures.answeredID(responder.explainedQueryItem(question)?.decision)
    }

    @Test("the item whose question is the query in other words answers, in a story by its asking sentences", arguments: [
        ("situs LPSE alamat barunya?", "pengumuman-layanan-4"),
        ("domain lpse yang baru apa", "pengumuman-layanan-4"),
        ("pendaftaran penyedia gratis?", "faq-pendaftaran-5"),
        // A story is read by its asking sentences.
        ("Selamat pagi, saya Rina pemilik toko bangunan di Kabupaten Sleman. Kemarin kami sudah verifikasi di kantor LPSE. Kapan akun kami bisa dipakai?", "faq-pendaftaran-3"),
        ("Assalamualaikum, kami CV Sumber Rejeki dari Kabupaten Blora. Minggu lalu berkas kami sudah diperiksa petugas di kantor LPSE. Kapan akun kami bisa dipakai?", "faq-pendaftaran-3"),
    ])
    func explainedQueryAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item)
    }

    @Test("question words are no content: an asking sentence of question words and one term explains nothing")
    func questionWordsAreNoContent() throws {
        // The asking sentence is "siapa yang memindahkan dan bagaimana": a
        // notice heading explains its question words, and "pindah" alone
        // is no question about the site's move.
        let query = "Pejabat penanda tangan kontrak untuk lelang gedung kami diganti, dan di aplikasi masih tertulis nama pejabat lama. "
            + "Penggantinya sudah bisa masuk aplikasi. Siapa yang memindahkan dan bagaimana?"
        #expect(try gate(query) == nil)
    }

    @Test("a word no item explains, or a single content word, keeps the fallback", arguments: [
        // The company's own address, not the site's: "perusahaan" is explained by no item.
        "alamat kantor perusahaan kami pindah, update di mana",
        // One content word is explained by every item that uses it.
        "kok error ya",
        "jadwal tender kapan mulai",
    ])
    func unexplainedWordKeepsFallback(query: String) throws {
        #expect(try gate(query) == nil)
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind != .answer)
    }
}
