import Foundation
import Testing
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Document items over HTTP: listed by /v1/intents, answered by /v1/ask,
/// and picked up (added, removed) by a reload.
@Suite struct DocumentAPITests {
    static let fixtures = Repository.root + "/Tests/Fixtures/documents"

    func copyWithFixtures() throws -> String {
        let directory = NSTemporaryDirectory() + "tanya-documents-api-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.copyItem(atPath: Repository.knowledge, toPath: directory)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures) {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + name, toPath: directory + "/documents/" + name)
        }
        return directory
    }

    @Test func intentsListItemsWithTheirDocumentAndConformToTheSchema() throws {
        let directory = try copyWithFixtures()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let responder = try KnowledgeLoader.loadResponder(directory: directory)
        let api = TanyaAPI(store: KnowledgeStore(directory: directory, responder: responder), metrics: Metrics(), log: { _ in })
        let response = api.handle(APIRequest(method: "GET", path: "/v1/intents"))
        #expect(response.status == 200)
        let intents = try #require(JSONValue.parse(response.body)["intents"]?.arrayValue)
        #expect(intents.count == responder.index.entryCount + 16)
        let item = try #require(intents.first { $0["id"]?.stringValue == "pengumuman-layanan-2" })
        #expect(item["document"]?.stringValue == "pengumuman-layanan.md")
        #expect(item["item"]?.numberValue == 2)
        #expect(intents.first?["document"] == nil)
        let conformance = OpenAPIConformanceTests()
        #expect(conformance.conformanceProblems(method: "GET", template: "/v1/intents", response: response).isEmpty)

        let detail = api.handle(APIRequest(method: "GET", path: "/v1/intents/pengumuman-layanan-2"))
        #expect(detail.status == 200)
        #expect(try JSONValue.parse(detail.body)["source"]?.arrayValue?.first?.stringValue?.hasPrefix("pengumuman-layanan.md butir 2") == true)
        #expect(conformance.conformanceProblems(method: "GET", template: "/v1/intents/{id}", response: detail).isEmpty)
    }

    @Test func reloadPicksUpAddedAndRemovedDocuments() throws {
        let directory = try copyWithFixtures()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = KnowledgeStore(directory: directory, responder: Shipped.responder)
        #expect(store.responder.entryNumber(for: "faq-pendaftaran-1") == nil)
        _ = try store.reload().get()
        #expect(store.responder.entryNumber(for: "faq-pendaftaran-1") != nil)

        try FileManager.default.removeItem(atPath: directory + "/documents/faq-pendaftaran.md")
        try "Q : Kapan kantor tutup untuk renovasi ya?\nA : Bulan depan.\n"
            .write(toFile: directory + "/documents/renovasi.txt", atomically: true, encoding: .utf8)
        _ = try store.reload().get()
        #expect(store.responder.entryNumber(for: "faq-pendaftaran-1") == nil)
        #expect(store.responder.entry(number: try #require(store.responder.entryNumber(for: "renovasi-1"))).title == "Kapan kantor tutup untuk renovasi ya?")

        // A broken document never fails the reload: it is skipped.
        try Data([0x00, 0xFF]).write(to: URL(fileURLWithPath: directory + "/documents/rusak.md"))
        #expect((try? store.reload().get()) != nil)
        #expect(store.responder.entryNumber(for: "renovasi-1") != nil)
    }
}
