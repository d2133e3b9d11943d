import Foundation
import Testing
import TanyaTestSupport

@Suite("Documents from the command line")
struct DocumentCLITests {
    static let fixtures = Repository.root + "/Tests/Fixtures/documents"

    /// A copy of the shipped knowledge with the fixtures in documents/.
    static func knowledgeWithFixtures() throws -> String {
        let directory = try TanyaBinary.copyOfKnowledge()
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures) {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: directory + "/documents/" + name)
        }
        return directory
    }

    @Test("check lists each document with its item count and reports a broken one as file:line")
    func checkListsDocuments() throws {
        let directory = try Self.knowledgeWithFixtures()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Q : Lampu mati kenapa ya?\nA : Sekering.\nQ : Lampu mati kenapa ya?\nA : Bohlam.\n"
            .write(toFile: directory + "/documents/ganda.txt", atomically: true, encoding: .utf8)
        try Data([0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: directory + "/documents/gambar.md"))
        let result = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(result.status == 0)
        #expect(result.stdout.contains("dokumen: \(directory)/documents/faq-pendaftaran.md: 5 butir"))
        #expect(result.stdout.contains("dokumen: \(directory)/documents/tanya-jawab-penawaran.txt: 7 butir"))
        #expect(result.stdout.contains("peringatan: \(directory)/documents/ganda.txt:3: pertanyaan butir 2 sama dengan butir 1"))
        #expect(result.stdout.contains("peringatan: \(directory)/documents/gambar.md: file biner"))
        #expect(result.stdout.contains("4 dokumen (17 butir)"))
        let strict = try TanyaBinary.run(["check", "--strict", "--knowledge", directory])
        #expect(strict.status == 1)
    }

    @Test("ask answers from a document and knowledge --json exports its items")
    func askAndExport() throws {
        let directory = try Self.knowledgeWithFixtures()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ask = try TanyaBinary.run(["ask", "--json", "--knowledge", directory, "jam buka helpdesk"])
        let reply = TanyaBinary.json(ask.stdout)
        #expect(reply?["intent"] as? String == "pengumuman-layanan-2")
        #expect((reply?["source"] as? [String])?.first?.hasPrefix("pengumuman-layanan.md butir 2") == true)
        let export = try TanyaBinary.run(["knowledge", "--json", "--knowledge", directory])
        let items = export.lines.compactMap(TanyaBinary.json).filter { $0["document"] != nil }
        #expect(items.count == 16)
        #expect(items.first?["id"] as? String == "faq-pendaftaran-1")
    }

    @Test("import writes drafts that pass check, and re-import never overwrites an edited one")
    func importDrafts() throws {
        let directory = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let document = Self.fixtures + "/tanya-jawab-penawaran.txt"
        let first = try TanyaBinary.run(["import", document, "--knowledge", directory])
        #expect(first.status == 0)
        #expect(first.stdout.contains("7 draf entri ditulis, 0 dilewati"))
        let check = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(check.status == 0, "\(check.stdout)")

        let edited = directory + "/entries/tanya-jawab-penawaran-3.md"
        let text = try String(contentsOfFile: edited, encoding: .utf8) + "\n## Notes\n- Diperiksa staf.\n"
        try text.write(toFile: edited, atomically: true, encoding: .utf8)
        let again = try TanyaBinary.run(["import", document, "--knowledge", directory])
        #expect(again.stdout.contains("dilewati: \(edited)"))
        #expect(again.stdout.contains("6 draf entri ditulis, 1 dilewati"))
        #expect(try String(contentsOfFile: edited, encoding: .utf8) == text)
    }

    @Test("import of a file that cannot be split exits 1 with the reason")
    func importUnsplittable() throws {
        let path = NSTemporaryDirectory() + "datar-" + UUID().uuidString + ".txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "Paragraf biasa tanpa pertanyaan.\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try TanyaBinary.run(["import", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("tidak dapat dipecah"))
    }
}
