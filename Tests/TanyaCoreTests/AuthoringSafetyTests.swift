import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Authoring safety")
struct AuthoringSafetyTests {
    private static let lampu = TempKnowledge.base["entries/lampu-mati.md"]!

    @Test("one misnamed section is one error", arguments: [
        ("## Steps", "## Langkah"), ("## Steps", "## Step"), ("## Examples", "## Exampels"), ("## Examples", "## Contoh"),
        ("## Steps", "## Cara"),
    ])
    func misnamedSection(heading: String, misnamed: String) throws {
        let knowledge = try TempKnowledge(["entries/lampu-mati.md": Self.lampu.replacingOccurrences(of: heading, with: misnamed)])
        defer { knowledge.remove() }
        let issues = knowledge.issues().filter { $0.file.hasSuffix("lampu-mati.md") }
        #expect(issues.count == 1, "\(issues.map(\.description))")
        #expect(issues.first?.message.contains("tidak dikenal") == true)
    }

    @Test("a file in entries/ or sites/ that does not end in .md is reported; editor backups are not")
    func unreadFiles() throws {
        let knowledge = try TempKnowledge([
            "entries/kipas-rusak.txt": Self.lampu, "entries/lampu-mati.md~": Self.lampu, "sites/paser.MD": "id: paser\nname: Paser\n",
        ])
        defer { knowledge.remove() }
        let files = KnowledgeLoader.unreadFiles(directory: knowledge.root).map(\.file)
        #expect(files == [knowledge.path("entries/kipas-rusak.txt"), knowledge.path("sites/paser.MD")])
    }

    @Test("check warns about entry/site pairs left without a reachable contact")
    func contactWarnings() throws {
        let knowledge = try TempKnowledge([
            "contacts.md": "helpdesk | Helpdesk uji | lantai dua | uji\nescalation: site, helpdesk\n",
            "sites/default.md": "id: default\nname: Kantor Uji\n",
        ])
        defer { knowledge.remove() }
        let warnings = KnowledgeValidator.contactWarnings(try knowledge.responder())
        #expect(warnings.count == 3, "every entry on the one site: \(warnings.map(\.description))")
        let reachable = try TempKnowledge()
        defer { reachable.remove() }
        #expect(KnowledgeValidator.contactWarnings(try reachable.responder()).isEmpty)
    }

    @Test("site aliases are read from the profile and matched as whole words")
    func aliases() throws {
        let knowledge = try TempKnowledge([
            "sites/pusat.md": "id: pusat\nname: Kantor Pusat\naliases: kantor pusat, hq\nphone: 021-7654321\n",
        ])
        defer { knowledge.remove() }
        let responder = try knowledge.responder()
        let named: Reply = responder.reply(to: "lampu kamar mati di kantor pusat")
        #expect(named.intent == "lampu-mati")
        #expect(named.contacts.contains { $0.value == "021-7654321" })
        let plain: Reply = responder.reply(to: "lampu kamar mati di kantor")
        #expect(!plain.contacts.contains { $0.value == "021-7654321" })
    }
}
