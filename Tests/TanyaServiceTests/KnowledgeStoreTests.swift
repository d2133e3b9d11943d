import Foundation
import Testing
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Reloading swaps in a valid knowledge base and keeps the old one otherwise.
@Suite struct KnowledgeStoreTests {
    /// A private copy of knowledge/ that a test may break.
    func copyOfKnowledge() throws -> String {
        let directory = NSTemporaryDirectory() + "tanya-store-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.copyItem(atPath: Repository.knowledge, toPath: directory)
        return directory
    }

    @Test func brokenReloadKeepsServingTheOldKnowledge() throws {
        let directory = try copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = KnowledgeStore(directory: directory, responder: Shipped.responder)
        let api = TanyaAPI(store: store, metrics: Metrics(), log: { _ in })
        let before = store.responder.index.entryCount

        // An entry pointing at a related entry that does not exist: `tanya check` fails.
        let broken = "id: rusak\ntitle: Entri rusak\naudience: penyedia\nrelated: tidak-ada-sama-sekali\nsummary: Rusak.\n\nphrase: entri rusak\n"
        try broken.write(toFile: directory + "/entries/rusak.md", atomically: true, encoding: .utf8)
        guard case let .failure(error) = store.reload() else {
            Issue.record("a broken knowledge base must not load")
            return
        }
        #expect(!error.description.isEmpty)
        #expect(store.responder.index.entryCount == before)
        #expect(store.responder.index.entry(id: "rusak") == nil)
        let response = api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: [("Content-Type", "application/json")],
                                             body: Array(#"{"text":"lupa password akun penyedia"}"#.utf8)))
        #expect(response.status == 200)
        #expect(try JSONValue.parse(response.body)["intent"]?.stringValue == "lupa-password")

        // An unreadable directory also keeps the old knowledge.
        let gone = KnowledgeStore(directory: directory + "/tidak-ada", responder: Shipped.responder)
        #expect((try? gone.reload().get()) == nil)
        #expect(gone.responder.index.entryCount == before)
    }

    @Test func validReloadSwapsIn() throws {
        let directory = try copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Routing is `tanya check`'s business (and CI's); this test is about the swap.
        let store = KnowledgeStore(directory: directory, responder: Shipped.responder)
        let path = directory + "/entries/lupa-userid.md"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try original.replacingOccurrences(of: "title: Lupa User ID akun penyedia", with: "title: Lupa User ID (diperbarui)")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = store.reload()
        if case let .failure(error) = result { Issue.record("valid knowledge must reload: \(error)") }
        #expect(store.responder.index.entry(id: "lupa-userid")?.title == "Lupa User ID (diperbarui)")
    }
}
