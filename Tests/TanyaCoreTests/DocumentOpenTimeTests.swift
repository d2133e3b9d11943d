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
        // Weak answer by the password procedure, whose "5 menit" is a
        // duration, not an hour.
        "helpdesk lpse bukanya jam berapa min, sy mau konsultasi akun penyedia",
        "helpdesk buka jam brp? mau urus akun penyedia",
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

    @Test("a duration is not an hour: the password procedure's minutes state a time but no clock time")
    func durationStatesNoClockTime() throws {
        let procedure = try #require(responder.index.entryIndex(for: "reset-password-helpdesk"))
        let entry = responder.index.entries[procedure].entry
        #expect(Responder.statesTimeInWords(entry))
        #expect(!Responder.statesClockTime(entry))
    }

    @Test("hours written with digits are told from phone and regulation numbers", arguments: [
        ("buka pukul 08.00 sampai 15.30", true),
        ("istirahat 12:00 - 13:00", true),
        ("telepon (021) 2993 5577", false),
        ("Perpres 16/2018, pasal 12.3", false),
        ("kode 021.29935577", false),
        ("versi 5.1", false),
    ])
    func clockNotation(text: String, isClock: Bool) {
        #expect(Responder.containsClockNotation(text) == isClock)
    }

    @Test("an hour is asked by a clock unit before 'berapa' or by 'what time'; 'kapan' asks a when, not an hour", arguments: [
        (["helpdesk", "buka", "jam", "brp"], true),
        (["pukul", "berapa", "tutup"], true),
        (["what", "time", "does", "it", "open"], true),
        (["kapan", "akun", "aktif"], false),
        (["tanggal", "berapa", "libur"], false),
    ])
    func clockQuestion(words: [String], asksHour: Bool) {
        #expect(Responder.asksForClockTime(words) == asksHour)
    }
}
