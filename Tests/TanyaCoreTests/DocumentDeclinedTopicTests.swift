import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for a long message about a topic Tanya declines that the
/// office's page answers (`Responder.declinedTopicItem`).
@Suite("Items for long messages about a declined topic")
struct DocumentDeclinedTopicTests {
    let responder = DocumentFixtures.responder

    private func gate(_ query: String) throws -> String? {
        let answer = try responder.declinedTopicItem(DocumentFixtures.gateInputs(query))
        return DocumentFixtures.answeredID(answer?.decision)
    }

    @Test("a long question on a declined topic gets the item whose question it uses", arguments: [
        ("Selamat siang, usaha kami di bidang percetakan baru berdiri tahun ini dan belum pernah punya akun di LPSE mana pun. Bagaimana cara perusahaan kami mendaftar sebagai penyedia dari awal?",
         "faq-pendaftaran-1"),
        ("Staf kami baru pindah dari Internet Explorer dan sering bingung karena tampilan SPSE berantakan. Sebenarnya browser apa yang disarankan LPSE supaya semua menu SPSE tampil dengan benar?",
         "tanya-jawab-penawaran-6"),
        ("Saya bendahara koperasi dan sedang menyusun anggaran. Apakah ada biaya yang harus dibayar untuk pendaftaran dan verifikasi penyedia di LPSE?",
         "faq-pendaftaran-5"),
    ])
    func itemAnswers(query: String, item: String) throws {
        #expect(try gate(query) == item)
    }

    @Test("a short message, a plain fallback, or an asking sentence naming a declined subject the item does not weigh is left alone", arguments: [
        // Under fifteen words.
        "browser apa yang disarankan untuk buka spse?",
        // Not declined: nothing settled that the message is about a declined topic.
        "Dengan hormat, kami mohon informasi apakah SPSE dapat dibuka melalui telepon pintar atau tablet untuk mengikuti tahapan tender dari lapangan.",
        // Declined on another system's account; no item's question is about it.
        "Kemarin kami mengurus NIB baru lewat OSS dan sekalian ingin membuat akun di sana untuk perusahaan, bagaimana cara mendaftar akun OSS itu dari awal?",
        // The story is the bid-file item's; the asking sentence is about
        // the winner and the bond, subjects Tanya declines that no item weighs.
        "Kemarin file penawaran kami yang sangat besar akhirnya berhasil diunggah sebelum batas waktu. Kapan pengumuman pemenang tender ini dan berapa nilai jaminan pelaksanaannya?",
        // Office computers named in an asking sentence: a personal-device
        // subject the browser item does not weigh.
        "Kantor kami baru memasang ulang semua komputer dan staf bingung harus memakai peramban yang mana. Browser apa yang disarankan supaya SPSE tampil dengan benar dan tombolnya bisa diklik?",
        // A browser for other work: the browser item's question is not what it asks.
        "Kami mau pasang browser baru di komputer kantor untuk keperluan desain grafis dan mengedit foto produk, browser apa yang paling ringan?",
    ])
    func gateDeclines(query: String) throws {
        #expect(try gate(query) == nil)
    }
}
