import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A question naming one kind of office ("LPSE kabupaten lain") is about
/// offices in general: the asker's own office words ("lpse pemkot", "lpse
/// kab") count as explained by it (`Responder.officeKindTerms`).
@Suite("Items read the asker's office words as their question's")
struct DocumentOfficeKindTests {
    let responder = DocumentFixtures.responder

    @Test("registered at one office, asking about another, reaches the roaming item", arguments: [
        // Each a fallback before: "pemkot", "pemprov", "kementerian" and "kab"
        // counted as subjects the item's "LPSE kabupaten lain" leaves out.
        "sudah terverifikasi di lpse pemkot, wajib daftar lagi di lpse pemprov?",
        "akun sy dari lpse kementerian, hrs registrasi ulang di lpse kab?",
        // Answered before as well: the office words the question shares.
        "akun kami terdaftar di lpse provinsi, perlu daftar ulang di lpse kota?",
        "udh punya akun di lpse kota sebelah, hrs daftar lg disini?",
    ])
    func officeWordsReachTheRoamingItem(query: String) {
        let reply: Reply = responder.reply(to: query)
        #expect(reply.kind == .answer && reply.intent == "faq-pendaftaran-4", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("office words count as explained only by a question that names an office")
    func officeWordsNeedAnOfficeInTheQuestion() throws {
        let classifier = try #require(responder.documentClassifier)
        let index = classifier.index
        let roaming = try #require(index.entryIndex(for: "faq-pendaftaran-4"))
        let fee = try #require(index.entryIndex(for: "faq-pendaftaran-5"))
        let tokens = classifier.classify("sudah terverifikasi di lpse pemkot, wajib daftar lagi di lpse pemprov?").tokens
        let roamingDetail = Responder.coverageDetail(of: roaming, tokens: tokens, in: index)
        #expect(!roamingDetail.unexplained.contains("pemkot") && !roamingDetail.unexplained.contains("prov"),
                "\(roamingDetail.unexplained)")
        // The fee question names no office: the same words stay unexplained.
        let feeDetail = Responder.coverageDetail(of: fee, tokens: tokens, in: index)
        #expect(feeDetail.unexplained.contains("pemkot") && feeDetail.unexplained.contains("prov"), "\(feeDetail.unexplained)")
    }
}
