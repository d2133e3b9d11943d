import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A question asking for a time is answered only by an item that states one
/// (`Responder.itemLeavesTimeOpen`): the fixture's clock item says the
/// server's clock counts, never at what hour the bids close.
@Suite("Items that state no time do not answer a question asking when")
struct DocumentTimeQuestionTests {
    let responder = DocumentFixtures.responder

    @Test("asking when the bids close is not answered by the which-clock item", arguments: [
        // Each answered with tanya-jawab-penawaran-4 before.
        "batas akhir unggah penawaran jam berapa?",
        "batas pemasukan penawaran jam brp ya",
        "kapan batas akhir pemasukan penawaran paket ini?",
        "batas waktu pemasukan penawaran tanggal berapa?",
    ])
    func timeQuestionIsNotAnsweredByTheClockItem(query: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.intent != "tanya-jawab-penawaran-4", "\(reply.kind) \(reply.intent ?? "-")")
        #expect(reply.kind == .fallback)
    }

    @Test("items stating a time or period still answer when; a choice of clocks still reaches the clock item", arguments: [
        ("jam mana yang dipakai untuk batas pemasukan penawaran, jam server atau jam laptop?", "tanya-jawab-penawaran-4"),
        ("batas waktu penawaran ikut jam server atau jam laptop saya?", "tanya-jawab-penawaran-4"),
        ("jam berapa helpdesk buka hari jumat?", "pengumuman-layanan-2"),
        ("kapan pemeliharaan server spse?", "pengumuman-layanan-1"),
        // "paling lambat satu hari kerja" is a period.
        ("kapan akun bisa dipakai setelah verifikasi?", "faq-pendaftaran-3"),
        // English asks for the hours with "what", nothing after "hours";
        // the contact entry answered these, naming no hour.
        ("What are the face-to-face helpdesk hours? Is it shorter on Friday?", "pengumuman-layanan-2"),
        ("What are the helpdesk hours on Saturday? Saya mau datang siang.", "pengumuman-layanan-2"),
    ])
    func itemsStatingATimeStillAnswer(query: String, item: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("what asks for a time", arguments: [
        ("kapan batas akhirnya?", true),
        ("batas upload jam brp", true),
        ("tanggal berapa pengumumannya", true),
        ("what time does it close", true),
        // Regional forms the lexicon reads as "berapa" and "kapan".
        ("helpdesk bukak nganti jam piro?", true),
        ("kantor buka pukul sabaraha", true),
        ("bilo akun ambo bisa dipakai?", true),
        ("iraha akun abdi aktif?", true),
        ("what are the helpdesk hours on friday", true),
        ("What hours is the office open?", true),
        ("the helpdesk hours are on the website", false),
        ("what should I do if the upload fails", false),
        ("jam mana yang dipakai, server atau komputer?", false),
        ("jam server atau jam komputer?", false),
        ("berapa jam lama verifikasi", false),
        ("batas akhir upload penawaran", false),
    ])
    func asksForTime(text: String, asks: Bool) {
        #expect(Responder.asksForTime(Tokenizer.tokenize(text)) == asks)
    }

    @Test("what states a time: a digit, a day, a month, a part of the day or a period")
    func statesTime() throws {
        let entries = responder.allEntries
        let clock = try #require(entries.first { $0.id == "tanya-jawab-penawaran-4" })
        let hours = try #require(entries.first { $0.id == "pengumuman-layanan-2" })
        let activation = try #require(entries.first { $0.id == "faq-pendaftaran-3" })
        #expect(!Responder.statesTime(clock))
        #expect(Responder.statesTime(hours))
        #expect(Responder.statesTime(activation))
    }
}
