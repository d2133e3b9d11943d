import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The last gates for items: a long message whose leading item clearly
/// leads the items' index (`Responder.longMessageItemLead`), and a short
/// question an item's own question explains (`Responder.shortQuestionItem`).
@Suite("Long messages and short questions answered by their leading item")
struct DocumentLongMessageTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String, short: Bool = false) throws -> String? {
        let question = try DocumentFixtures.gateInputs(query)
        let answer = short ? responder.shortQuestionItem(question) : responder.longMessageItemLead(question)
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("a long question about an item's subject is answered by that item", arguments: [
        ("Kantor pusat kami di Semarang sudah punya akun penyedia, sekarang cabang kami di Solo juga ingin ikut tender. "
            + "Boleh tidak cabang membuat akun sendiri dengan NPWP cabang?", "tanya-jawab-penawaran-7"),
        ("Yth. Admin, kami mohon informasi apakah pada hari Jumat layanan tatap muka di kantor LPSE tetap buka sampai sore "
            + "dan jam berapa istirahat siangnya?", "pengumuman-layanan-2"),
    ])
    func leadingItemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("a thanks after a story, a short question or a question a curated entry reads better is left to the others", arguments: [
        // Asks nothing: a thanks after the problem was solved.
        "Terima kasih banyak, setelah kami ikuti petunjuknya akun perusahaan kami sudah bisa dipakai lagi dan penawaran "
            + "sudah terkirim sebelum batas waktu.",
        // Too short for this gate.
        "apendo versi berapa yang dipakai?",
        // The password entry outscores any item.
        "Selamat pagi, kami dari CV Karya Tirta di Kabupaten Sragen. Direktur kami lupa password akun penyedia dan "
            + "penawaran harus masuk besok pagi, bagaimana cara mendapatkan password baru?",
    ])
    func othersDecide(query: String) throws {
        #expect(try gate(query) == nil)
    }

    @Test("the scene set before a question names no other subject; the same words inside the question do")
    func sceneBeforeQuestion() throws {
        // "paket", "tender" and "menang" are words curated entries weigh as
        // subjects; the registration item on accounts from other sites does not.
        let scene = "Bulan lalu kami memenangkan paket pengadaan kursi sekolah di Kabupaten Blora. Sekarang kami ingin ikut "
            + "tender di LPSE ini; apakah akun penyedia yang terdaftar di LPSE Blora bisa langsung dipakai, atau kami harus "
            + "mendaftar lagi?"
        #expect(try gate(scene) == "faq-pendaftaran-4")
        let question = try DocumentFixtures.gateInputs(scene)
        let marked = question.askedTokens.filter(\.context).map(\.term)
        #expect(marked.contains("paket") && marked.contains("menang") && !marked.contains("akun"))
        let reply: Reply = responder.reply(to: scene)
        #expect(reply.kind == .answer && reply.intent == "faq-pendaftaran-4")

        let inQuestion = "Apakah akun penyedia dari LPSE Blora bisa dipakai untuk paket kursi sekolah di LPSE ini, atau kami "
            + "harus mendaftar lagi?"
        #expect(try gate(inQuestion) == nil)
        #expect(try DocumentFixtures.gateInputs(inQuestion).askedTokens.allSatisfy { !$0.context })
    }

    @Test("a short question or search an item's question explains is answered by that item", arguments: [
        ("spse bisa dibuka di ipad?", "tanya-jawab-penawaran-5"),
        ("versi apendo terbaru", "tanya-jawab-penawaran-3"),
        ("akun kedua untuk kantor cabang boleh?", "tanya-jawab-penawaran-7"),
    ])
    func shortQuestionAnswers(query: String, item: String) throws {
        #expect(try gate(query, short: true) == item)
    }

    @Test("a salutation that asks nothing, or a long message, is not a short question", arguments: [
        "Dengan hormat, Bapak/Ibu petugas layanan kantor LPSE.",
        "Kantor pusat kami di Semarang sudah punya akun penyedia, sekarang cabang kami di Solo juga ingin ikut tender. "
            + "Boleh tidak cabang membuat akun sendiri dengan NPWP cabang?",
    ])
    func notShortQuestion(query: String) throws {
        #expect(try gate(query, short: true) == nil)
    }

    @Test("a short question naming a subject Tanya declines is not the item's, though its other words are", arguments: [
        // "kualifikasi": tender qualification, declined; the item is the
        // documents to bring to the registration check.
        "persyaratan verifikasi dokumen kualifikasi penyedia",
        "syarat verifikasi dokumen kualifikasi vendor",
    ])
    func declinedSubjectIsNotAShortQuestion(query: String) throws {
        #expect(try gate(query, short: true) == nil)
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind != .answer || !responder.isDocumentItem(reply.intent), "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("an everyday word of an answer that the rule stemmer would turn into a stopword still indexes the item")
    func everydayAnswerWordIndexed() throws {
        // The hours notice says "Senin sampai Kamis"; by rule "kamis" is "kami".
        let index = try #require(responder.documentClassifier).index
        let id = try #require(index.termID("kamis"))
        let hours = try #require(index.entries.firstIndex { $0.entry.id == "pengumuman-layanan-2" })
        #expect(index.postings[Int(id)].contains { Int($0.entry) == hours })
    }
}
