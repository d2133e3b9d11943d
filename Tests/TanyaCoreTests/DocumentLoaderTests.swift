import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The fixtures: two FAQ pages and a notice, written for these tests.
enum DocumentFixtures {
    static let directory = Repository.root + "/Tests/Fixtures/documents"

    /// The shipped knowledge with the fixtures as its documents.
    static let responder: Responder = {
        do {
            var (base, issues) = try KnowledgeLoader.parse(directory: Repository.knowledge)
            precondition(issues.isEmpty, "the shipped knowledge must parse: \(issues)")
            base.loadDocuments(directory: directory)
            return Responder(index: KnowledgeIndex(base: base))
        } catch {
            fatalError("the shipped knowledge must load: \(error)")
        }
    }()

    /// What the item gates read for `query`, asked whole: the curated
    /// reading, what it left for the items (`outcome` when given, else a
    /// decline or a plain fallback as the curated reading says), the items'
    /// reading and classifier.
    static func gateInputs(_ query: String, after outcome: Responder.CuratedOutcome? = nil) throws
        -> Responder.DocumentQuestion {
        let classifier = try #require(responder.documentClassifier)
        let curated = responder.classifier.classify(query)
        let left: Responder.CuratedOutcome
        if let outcome {
            left = outcome
        } else if let declining = curated.outOfScope {
            left = .declined(score: curated.candidates.first { $0.entry == declining }?.ruleScore ?? 0, entry: declining)
        } else {
            left = .fallback
        }
        return Responder.DocumentQuestion(text: query, curated: curated, outcome: left, classifier: classifier)
    }

    /// The id of the entry or item a gate's decision answers (nil: no decision).
    static func answeredID(_ decision: Classification.Decision?) -> String? {
        guard let decision else { return nil }
        guard case let .answer(number) = decision else { Issue.record("not an answer: \(decision)"); return nil }
        return responder.entry(number: number).id
    }
}

@Suite("Document loader")
struct DocumentLoaderTests {
    @Test("the fixtures load without problems: 16 items in three documents")
    func fixtures() {
        let (documents, issues) = DocumentLoader.load(directory: DocumentFixtures.directory, reservedIDs: [])
        #expect(issues.isEmpty, "\(issues)")
        #expect(documents.map(\.name) == ["faq-pendaftaran.md", "pengumuman-layanan.md", "tanya-jawab-penawaran.txt"])
        #expect(documents.map(\.items.count) == [5, 4, 7])
    }

    @Test("bad files are reported with their path and skipped while the good one loads")
    func badFiles() throws {
        let root = NSTemporaryDirectory() + "tanya-documents-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
        }
        try write("baik.md", Array("Q : Lampu mati kenapa ya?\nA : Periksa sekering.\n".utf8))
        try write("README.md", Array("# Cara menulis dokumen\nContoh saja.\n".utf8))
        try write("biner.md", [0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0x41])
        try write("kosong.txt", Array("  \n\n".utf8))
        try write("latin1.txt", [0x41, 0x70, 0x61, 0x3F, 0x0A, 0xE9, 0x0A])
        try write("besar.md", Array(repeating: UInt8(ascii: "a"), count: DocumentLoader.maximumFileSize + 1))
        try write("faq.pdf", Array("%PDF-1.4".utf8))
        try write("datar.txt", Array("Paragraf tanpa pertanyaan.\n".utf8))

        let (documents, issues) = DocumentLoader.load(directory: root, reservedIDs: [])
        #expect(documents.map(\.name) == ["baik.md"])
        let byFile = Dictionary(grouping: issues) { ($0.file as NSString).lastPathComponent }
        #expect(Set(byFile.keys) == ["biner.md", "kosong.txt", "latin1.txt", "besar.md", "faq.pdf", "datar.txt"])
        #expect(byFile["biner.md"]?.first?.message.contains("biner") == true)
        #expect(byFile["kosong.txt"]?.first?.message.contains("kosong") == true)
        #expect(byFile["latin1.txt"]?.first?.message.contains("UTF-8") == true)
        #expect(byFile["besar.md"]?.first?.message.contains("ditolak") == true)
        #expect(byFile["datar.txt"]?.first?.message.contains("tidak dapat dipecah") == true)
    }

    @Test("an item id taken by a curated entry is reported and the item skipped")
    func reservedID() throws {
        let root = NSTemporaryDirectory() + "tanya-documents-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "Q : Lampu mati kenapa ya?\nA : Periksa sekering.\n".write(toFile: root + "/lampu.md", atomically: true, encoding: .utf8)
        let (documents, issues) = DocumentLoader.load(directory: root, reservedIDs: ["lampu-1"])
        #expect(documents.isEmpty)
        #expect(issues.first?.message.contains("'lampu-1' sudah dipakai") == true)
    }

    @Test("the shipped documents/ holds only its README, which is never indexed")
    func shippedREADMEIgnored() throws {
        let (base, _) = try KnowledgeLoader.parse(directory: Repository.knowledge)
        #expect(KnowledgeLoader.readText(Repository.knowledge + "/documents/README.md") != .failure(.missing))
        #expect(base.documents.isEmpty)
        #expect(base.documentIssues.isEmpty)
    }
}
