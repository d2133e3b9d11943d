import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for a time the curated answer cannot give (`Responder.openTimeItem`):
/// the contact entry states no hours, the office's hours notice does.
@Suite("Items stating the time a curated answer leaves open")
struct DocumentOpenTimeTests {
    let responder = DocumentFixtures.responder

    @Test("an hours question the contact entry reads weakly, or no curated entry answers, gets the hours notice", arguments: [
        // Weak contact answer.
        "hlpdesk lpse istirahat siangnya jam brp ya? sy mau mampir",
        "layanan helpdesk lpse sampai jam berapa? tadi sore telpon gk diangkat",
        // Curated fallback; the contact entry leads the items' index.
        "helpdesk lpse buka jam berapa ya min? mau datang konsultasi",
    ])
    func hoursNoticeAnswers(query: String) {
        let reply = responder.classifyWithDocuments(query)
        #expect(DocumentFixtures.answeredID(reply.decision) == "pengumuman-layanan-2")
        #expect(reply.documentGate == "openTimeItem")
    }

    @Test("no time asked, a steady or declining curated reply, or an item that does not explain the unit: the gate stays out", arguments: [
        // Asks for a number, not a time.
        "nomor telepon helpdesk lpse berapa ya min?",
        // The contact entry answers steadily: curated entries win.
        "petugas helpdesk istirahat jam berapa min",
        // Declined as out of scope; the maintenance notice names days too.
        "kapan pengumuman pemenang tender jalan desa?",
        // The activation item ("akun", "berapa") says in how many days, not at what hour.
        "jam berapa paling pagi bisa ketemu petugas yang urus akun?",
    ])
    func gateStaysOut(query: String) {
        #expect(responder.classifyWithDocuments(query).documentGate != "openTimeItem")
    }

    @Test("a curated entry's digits are not hours: the contact entry's phone numbers state no time")
    func contactEntryStatesNoTime() throws {
        let contact = try #require(responder.index.entryIndex(for: "hubungi-petugas"))
        let entry = responder.index.entries[contact].entry
        #expect(Responder.statesTime(entry))
        #expect(!Responder.statesTimeInWords(entry))
    }
}
