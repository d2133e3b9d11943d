import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Sites contrasted by counting them ("coba di tiga lpse, dua bisa satu
/// tidak"): a login that fails on some sites only, with no site named.
@Suite("Counted sites contrasted")
struct CountedSitesTests {
    private func inferred(_ text: String) -> [String] {
        Shipped.normalizer.normalize(text).filter { $0.inferred }.map(\.term)
    }

    @Test("counts of the sites a message counted, one fine and one refused, contrast sites", arguments: [
        ("sudah coba di tiga lpse, dua bisa satu tidak, kenapa", "dua satu"),
        ("login di 5 lpse, 3 berhasil dan 2 gagal", "3 2"),
        ("ikut tender di 4 daerah, 1 ditolak, 3 lancar", "3 1"),
    ])
    func countedSites(text: String, counts: String) {
        #expect(ClauseScope.countedSitesContrast(Tokenizer.tokenize(text)) == counts)
        #expect(inferred(text) == [TextNormalizer.someSitesTerm])
    }

    @Test("counts without counted sites, or on one side only, contrast nothing", arguments: [
        "akun penyedia 2 bisa gak, npwp cuma 1 tidak",
        "di tiga lpse dua bisa",
        "coba di 3 lpse, semuanya gagal",
    ])
    func noCountedSites(text: String) {
        #expect(ClauseScope.countedSitesContrast(Tokenizer.tokenize(text)) == nil)
    }
}
