import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// One broken knowledge file and the `file:line: message` it must produce.
struct BrokenKnowledgeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var text: String
    var line: Int
    var message: String
    var testDescription: String { name }
}

private let entry = "entries/lampu-mati.md"
private func lampu(replacing old: String, with new: String) -> String {
    TempKnowledge.base[entry]!.replacingOccurrences(of: old, with: new)
}

/// Parser errors: each kind names its file and line.
let parserCases: [BrokenKnowledgeCase] = [
    .init(name: "unknown field", file: entry, text: lampu(replacing: "title:", with: "judul:"), line: 2, message: "kolom 'judul' tidak dikenal"),
    .init(name: "field written twice", file: entry, text: lampu(replacing: "audience: umum", with: "audience: umum\ntitle: Lagi"), line: 4, message: "kolom 'title' sudah diisi di baris 2"),
    .init(name: "missing required field", file: entry, text: lampu(replacing: "summary: Ganti bohlam.\n", with: ""), line: 1, message: "kolom wajib 'summary:' tidak ada"),
    .init(name: "missing source", file: entry, text: lampu(replacing: "source: uji\n", with: ""), line: 1, message: "kolom wajib 'source:'"),
    .init(name: "id differs from file name", file: entry, text: lampu(replacing: "id: lampu-mati", with: "id: lampu"), line: 1, message: "berbeda dengan nama file"),
    .init(name: "invalid id characters", file: entry, text: lampu(replacing: "id: lampu-mati", with: "id: Lampu_Mati"), line: 1, message: "hanya boleh berisi huruf kecil"),
    .init(name: "unknown audience", file: entry, text: lampu(replacing: "audience: umum", with: "audience: umum, tamu"), line: 3, message: "audience 'tamu' tidak dikenal"),
    .init(name: "keyword weight out of range", file: entry, text: lampu(replacing: "keyword: mati 2", with: "keyword: mati 9"), line: 9, message: "di luar rentang 0.5 sampai 5"),
    .init(name: "keyword without weight", file: entry, text: lampu(replacing: "keyword: mati 2", with: "keyword: mati"), line: 9, message: "keyword harus 'kata bobot'"),
    .init(name: "empty field", file: entry, text: lampu(replacing: "keyword: mati 2", with: "exclude:"), line: 9, message: "kolom 'exclude' kosong"),
    .init(name: "unknown priority", file: entry, text: lampu(replacing: "source: uji", with: "source: uji\npriority: tinggi"), line: 5, message: "priority 'tinggi' tidak dikenal"),
    .init(name: "unknown section", file: entry, text: lampu(replacing: "## Steps", with: "## Langkah"), line: 18, message: "bagian '## langkah' tidak dikenal"),
    .init(name: "missing steps section", file: entry, text: lampu(replacing: "## Steps\n1. Matikan listrik.\n2. Ganti bohlam.", with: ""), line: 1, message: "bagian wajib '## Steps' tidak ada"),
    .init(name: "empty steps section", file: entry, text: lampu(replacing: "1. Matikan listrik.\n2. Ganti bohlam.", with: ""), line: 1, message: "bagian '## Steps' tidak berisi langkah"),
    .init(name: "steps out of order", file: entry, text: lampu(replacing: "2. Ganti bohlam.", with: "3. Ganti bohlam."), line: 20, message: "langkah bernomor 3, seharusnya 2"),
    .init(name: "empty step", file: entry, text: lampu(replacing: "2. Ganti bohlam.", with: "2."), line: 20, message: "langkah 2 kosong"),
    .init(name: "bulleted step", file: entry, text: lampu(replacing: "2. Ganti bohlam.", with: "- Ganti bohlam."), line: 20, message: "langkah harus bernomor"),
    .init(name: "stray line in examples", file: entry, text: lampu(replacing: "- bohlam putus", with: "bohlam putus"), line: 13, message: "baris ini bukan butir"),
    .init(name: "line that is not a field", file: entry, text: lampu(replacing: "keyword: mati 2", with: "kata kunci mati"), line: 9, message: "tidak berbentuk 'nama: nilai'"),
    .init(name: "malformed contact", file: "contacts.md", text: "helpdesk | Helpdesk uji | 021-1234567\nescalation: site\n", line: 1, message: "kunci | label | nilai | sumber"),
    .init(name: "duplicate contact key", file: "contacts.md", text: "helpdesk | A | 1 | uji\nhelpdesk | B | 2 | uji\n", line: 2, message: "sudah dipakai di baris 1"),
    .init(name: "unknown site field", file: "sites/default.md", text: "id: default\nname: Kantor Uji\ntelepon: 123\n", line: 3, message: "kolom 'telepon' tidak dikenal"),
    .init(name: "site id differs from file name", file: "sites/default.md", text: "id: bawaan\nname: Kantor Uji\n", line: 1, message: "berbeda dengan nama file"),
    .init(name: "malformed topic", file: "topics.md", text: "rumah | rumah\n", line: 1, message: "topik harus berbentuk"),
    .init(name: "malformed lexicon line", file: "lexicon.md", text: "gk, ga -> tidak\ngimana bagaimana\n", line: 2, message: "baris leksikon harus berbentuk"),
    .init(name: "lexicon form mapped twice", file: "lexicon.md", text: "gk -> tidak\ngk -> enggak\n", line: 2, message: "sudah dipetakan di baris 1"),
]

/// Reference and routing errors found by the validator.
let validatorCases: [BrokenKnowledgeCase] = [
    .init(name: "unknown contact key", file: entry, text: lampu(replacing: "source: uji", with: "source: uji\ncontacts: site, tukang"), line: 5, message: "kunci kontak 'tukang' tidak ada di contacts.md"),
    .init(name: "unknown site field in contacts", file: entry, text: lampu(replacing: "source: uji", with: "source: uji\ncontacts: site.telepon"), line: 5, message: "kolom situs 'telepon' tidak ada"),
    .init(name: "unknown related entry", file: entry, text: lampu(replacing: "source: uji", with: "source: uji\nrelated: atap-bocor"), line: 5, message: "related 'atap-bocor' bukan id entri"),
    .init(name: "unknown topic", file: entry, text: lampu(replacing: "source: uji", with: "source: uji\ntopic: kebun"), line: 5, message: "topik 'kebun' tidak ada"),
    .init(name: "too few examples", file: entry, text: lampu(replacing: "- lampu dapur mati terus\n- ganti bohlam gimana\n", with: ""), line: 12, message: "hanya 3 contoh pertanyaan"),
    .init(name: "phrase of stopwords only", file: entry, text: lampu(replacing: "keyword: mati 2", with: "phrase: saya di"), line: 9, message: "hanya berisi kata abaian"),
    .init(name: "one-word phrase", file: entry, text: lampu(replacing: "keyword: mati 2", with: "phrase: lampu"), line: 9, message: "menjadi satu kata"),
    .init(name: "require alternative of two words", file: entry, text: lampu(replacing: "require: lampu | bohlam", with: "require: lampu | bohlam lampu"), line: 6, message: "require memakai satu kata per pilihan"),
    .init(name: "exclude that is also required", file: entry, text: lampu(replacing: "keyword: mati 2", with: "exclude: bohlam"), line: 9, message: "juga ada di require"),
    .init(name: "unknown placeholder", file: entry, text: lampu(replacing: "summary: Ganti bohlam.", with: "summary: Ganti bohlam di {site.lantai|lantai}."), line: 1, message: "placeholder '{site.lantai}' tidak dikenal"),
    .init(name: "example answered by another entry", file: entry, text: lampu(replacing: "- bohlam putus", with: "- pintu macet"), line: 13, message: "dijawab dengan entri 'pintu-macet'"),
    .init(name: "example not recognised", file: entry, text: lampu(replacing: "- bohlam putus", with: "- harga cabai hari ini"), line: 13, message: "tidak dikenali (fallback)"),
    .init(name: "unknown escalation contact", file: "contacts.md", text: "helpdesk | Helpdesk uji | 021-1234567 | uji\nescalation: site, pusat\n", line: 2, message: "kunci kontak 'pusat' tidak ada"),
]

@Suite("Knowledge parser and validator")
struct KnowledgeParserTests {
    @Test("the synthetic knowledge base loads without issues")
    func baseIsValid() throws {
        let knowledge = try TempKnowledge()
        defer { knowledge.remove() }
        #expect(knowledge.issues().map(\.description) == [])
    }

    @Test("each parser error names its file and line", arguments: parserCases)
    func parserError(_ broken: BrokenKnowledgeCase) throws {
        try expectIssue(broken)
    }

    @Test("each validator error names its file and line", arguments: validatorCases)
    func validatorError(_ broken: BrokenKnowledgeCase) throws {
        try expectIssue(broken)
    }

    @Test("two files with the same id are reported")
    func duplicateIDs() throws {
        let copy = lampu(replacing: "id: lampu-mati", with: "id: lampu-mati")
        let knowledge = try TempKnowledge(["entries/lampu-mati-2.md": copy])
        defer { knowledge.remove() }
        let issues = knowledge.issues()
        #expect(issues.contains { $0.file == knowledge.path("entries/lampu-mati-2.md") && $0.message.contains("berbeda dengan nama file") })
        #expect(issues.contains { $0.message.contains("id 'lampu-mati' sudah dipakai") })
    }

    @Test("a missing folder, a missing file and a non-UTF-8 file are reported, not crashed on")
    func unreadable() throws {
        #expect(throws: KnowledgeLoadError.self) { try KnowledgeLoader.load(directory: "/nonexistent/tanya") }
        let missing = try TempKnowledge(["lexicon.md": nil])
        defer { missing.remove() }
        #expect(missing.issues().contains { $0.file == missing.path("lexicon.md") && $0.message == "file tidak ada" })

        let garbage = try TempKnowledge()
        defer { garbage.remove() }
        try Data([0x69, 0x64, 0x3A, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: garbage.path("entries/rusak.md")))
        #expect(garbage.issues().contains { $0.file == garbage.path("entries/rusak.md") && $0.message.contains("UTF-8") })
    }

    @Test("no default site profile is reported")
    func noDefaultSite() throws {
        let knowledge = try TempKnowledge(["sites/default.md": nil, "sites/kota.md": "id: kota\nname: LPSE Kota\n"])
        defer { knowledge.remove() }
        #expect(knowledge.issues().contains { $0.message.contains("profil situs bawaan 'default' tidak ada") })
    }

    @Test("the shipped knowledge base covers every intent of the contract")
    func shippedCoversContract() throws {
        guard FileManager.default.fileExists(atPath: Repository.intentsContract) else {
            print("SKIPPED: \(Repository.intentsContract) not found beside the clone")
            return
        }
        let contract = try String(contentsOfFile: Repository.intentsContract, encoding: .utf8)
        let ids = contract.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(ids.count == 21)
        let shipped = Set(Shipped.responder.index.entries.map(\.entry.id))
        for id in ids { #expect(shipped.contains(id), "missing entry \(id)") }
        for compiled in Shipped.responder.index.entries {
            #expect(compiled.entry.examples.count >= 5)
            #expect(!compiled.entry.steps.isEmpty)
            #expect(!compiled.entry.sources.isEmpty)
        }
    }

    @Test("the shipped knowledge base has no reference issues and few examples won by a neighbour")
    func shippedIsValid() {
        #expect(KnowledgeValidator.referenceIssues(Shipped.responder.index.base).map(\.description) == [])
        let examples = Shipped.responder.index.entries.reduce(0) { $0 + $1.entry.examples.count }
        let warnings = KnowledgeValidator.routingWarnings(Shipped.responder)
        // Examples are training data, so a few may be won by a neighbour
        // (a warning of `tanya check`); many would mean the matcher ignores them.
        #expect(Double(warnings.count) <= 0.1 * Double(examples), "\(warnings.count) of \(examples) examples:\n\(warnings.map(\.description).joined(separator: "\n"))")
    }

    private func expectIssue(_ broken: BrokenKnowledgeCase) throws {
        let knowledge = try TempKnowledge([broken.file: broken.text])
        defer { knowledge.remove() }
        let issues = knowledge.issues()
        let file = knowledge.path(broken.file)
        let found = issues.contains { $0.file == file && $0.line == broken.line && $0.message.contains(broken.message) }
        #expect(found, "expected \(broken.file):\(broken.line): …\(broken.message)…, got:\n\(issues.map(\.description).joined(separator: "\n"))")
    }
}
