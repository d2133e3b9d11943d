import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The gate for a subject only the office's pages know, after a weak
/// curated answer (`Responder.pageOnlySubjectItem`).
@Suite("Items naming a subject no curated entry knows")
struct DocumentPageOnlyTests {
    let responder = DocumentFixtures.responder

    /// The gate's decision after a weak answer with the curated classifier's
    /// best candidate, and whether the curated answer really was weak.
    private func gate(_ query: String) throws -> (item: String?, curatedWasWeak: Bool) {
        let curated = responder.classifier.classify(query)
        let best = try #require(curated.candidates.first).entry
        let weak: Bool
        if case .answer = curated.decision { weak = curated.confidence < Responder.steadyCuratedConfidence } else { weak = false }
        let answer = try responder.pageOnlySubjectItem(DocumentFixtures.gateInputs(query, after: .weakAnswer(entry: best)))
        return (DocumentFixtures.answeredID(answer?.decision), weak)
    }

    @Test("a holiday question the contact entry answers weakly gets the holiday notice", arguments: [
        "min selama cuti bersama idul adha helpdesk lpse masih bisa dihubungi gak?",
        "Apakah helpdesk LPSE tetap bisa dihubungi waktu cuti bersama tahun baru?",
    ])
    func holidayNoticeAnswers(query: String) throws {
        let (item, curatedWasWeak) = try gate(query)
        #expect(curatedWasWeak)
        #expect(item == "pengumuman-layanan-3")
    }

    @Test("the word in another sense, or a question only curated entries know, keeps the curated answer", arguments: [
        // "cuti" here is a technician's leave; the inbox entry leads far.
        "Tim IT kami sedang cuti melahirkan dan email kantor dibersihkan, pesan dari LPSE terhapus semua. "
            + "Apakah saya bisa membaca pemberitahuan itu lagi di dalam aplikasi?",
        // Every word is one the curated entries know.
        "nomor telepon helpdesk lpse berapa ya min?",
    ])
    func curatedAnswerStays(query: String) throws {
        #expect(try gate(query).item == nil)
    }
}
