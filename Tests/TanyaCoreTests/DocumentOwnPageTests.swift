import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A word another section of the same page puts in its heading is the
/// page's own vocabulary, not a subject the section leaves out
/// (`Responder.namesOwnPage`): the notice's "Jam Pelayanan Helpdesk" makes
/// "helpdesk" context for its "Layanan Saat Libur Nasional" section.
@Suite("Items read their own page's words as context")
struct DocumentOwnPageTests {
    let responder = DocumentFixtures.responder

    @Test("each section answers its own question, whichever sibling's heading word it names", arguments: [
        // A holiday question naming the helpdesk reaches the holiday section.
        ("kalau libur natal helpdesk masih ada yang jaga?", "pengumuman-layanan-3"),
        ("waktu cuti bersama lebaran helpdesk lpse libur juga gak", "pengumuman-layanan-3"),
        // Asking until when the office opens or when it closes reaches the hours
        // section (each a fallback before "buka sampai jam" and "buka pukul" read as the hours).
        ("katanya helpdesk lpse buka sampai jam 4 sore ya?", "pengumuman-layanan-2"),
        ("helpdesk buka sampe jam brp min", "pengumuman-layanan-2"),
        ("loket helpdesk buka pukul berapa?", "pengumuman-layanan-2"),
        // The sibling whose heading names the word still answers its own question.
        ("jam pelayanan helpdesk hari jumat sampai jam berapa", "pengumuman-layanan-2"),
    ])
    func sectionAnswersItsQuestion(query: String, item: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == item, "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a heading word is the page's only where its section explains less of the query")
    func ownPageNeedsTheLesserSibling() throws {
        let classifier = try #require(responder.documentClassifier)
        let index = classifier.index
        let holidays = try #require(index.entryIndex(for: "pengumuman-layanan-3"))
        let hours = try #require(index.entryIndex(for: "pengumuman-layanan-2"))
        let postings = index.postings[Int(try #require(index.termID("helpdesk")))]
        // "helpdesk" is the hours section's heading word; for a holiday
        // question the holiday section explains more, so the word is context.
        let holidayQuery = classifier.classify("kalau libur natal helpdesk masih ada yang jaga?").tokens
        #expect(Responder.namesOwnPage("helpdesk", postings: postings, item: holidays, tokens: holidayQuery, in: index))
        // "libur" is the holiday section's heading word; for the same query
        // the hours section explains less, so for it "libur" stays a subject.
        let liburPostings = index.postings[Int(try #require(index.termID("libur")))]
        #expect(!Responder.namesOwnPage("libur", postings: liburPostings, item: hours, tokens: holidayQuery, in: index))
        // A curated entry has no page of its own.
        let curated = try #require(index.entryIndex(for: "hubungi-petugas"))
        #expect(!Responder.namesOwnPage("helpdesk", postings: postings, item: curated, tokens: holidayQuery, in: index))
    }
}
