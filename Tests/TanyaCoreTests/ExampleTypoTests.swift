import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Examples are written the way vendors type, typos included; a typo
/// written once must not become a term of its own, and a rare real word
/// must not be folded into its lookalike.
@Suite("Typos inside examples")
struct ExampleTypoTests {
    private static let entry = """
    id: kalibrasi-timbangan
    title: Jadwal kalibrasi timbangan
    audience: penyedia
    source: uji
    contacts: site
    summary: Kalibrasi timbangan dijadwalkan oleh kantor metrologi.

    ## Examples
    - kapan jadwal kalibrasi timbangan
    - timbangan kami belum dikalibrasi
    - kalibrasi timbangna kapan ya
    - timbbangan harus kalibrasi ulang
    - timbngan rusak perlu kalibrasi
    - kapan petugas metrologi datang

    ## Steps
    1. Hubungi kantor metrologi.
    """

    private static let normalizer: TextNormalizer? = {
        let root = NSTemporaryDirectory() + "tanya-example-typos-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            try FileManager.default.copyItem(atPath: Repository.knowledge, toPath: root)
            try entry.write(toFile: root + "/entries/kalibrasi-timbangan.md", atomically: true, encoding: .utf8)
            return try KnowledgeLoader.loadResponder(directory: root).index.normalizer
        } catch {
            return nil
        }
    }()

    @Test("a word written once with two letters swapped or one doubled reads as the word", arguments: ["timbangna", "timbbangan"])
    func unmistakableSlipsFold(typo: String) throws {
        let normalizer = try #require(Self.normalizer)
        #expect(normalizer.known[typo] == normalizer.known["timbangan"])
    }

    @Test("a word written once with a letter dropped stays a word of its own")
    func otherEditsStay() throws {
        let normalizer = try #require(Self.normalizer)
        #expect(normalizer.known["timbngan"] == "timbngan")
    }

    @Test("a query's typo of a word written once still finds it")
    func rareWordsStayTypoTargets() throws {
        let normalizer = try #require(Self.normalizer)
        #expect(normalizer.known["metrologi"] == "metrologi")
        #expect(normalizer.terms("metrolgi") == ["metrologi"])
    }

    @Test("which slips no real word makes", arguments: [
        ("passwrod", "password", true), ("javascirpt", "javascript", true), ("konttak", "kontak", true),
        ("biasa", "bisa", false), ("tinggal", "tanggal", false), ("akin", "akun", false), ("lgoin", "login", true),
        ("ab", "ba", true), ("abc", "abc", false),
    ])
    func unmistakableSlip(typed: String, word: String, expected: Bool) {
        #expect(SpellIndex.isUnmistakableSlip(typed, word) == expected)
    }
}
