import Testing
@testable import TanyaCore

/// `WordSet` stands in for `Set<String>` on the per-query path: it must
/// answer exactly as the set would.
@Suite("Word sets")
struct WordSetTests {
    static let words = ["tapi", "bukan", "lpse", "K", "café", "", "a"]

    @Test("a word set contains exactly what the same Set<String> contains", arguments: [
        "tapi", "bukan", "lpse", "lpsee", "tap", "", "a", "b", "K", "k",
        "\u{212A}", // Kelvin sign: String equality reads it as "K"
        "cafe\u{301}", // "café" written with a combining accent
        "café", "cafe", "BUKAN",
    ])
    func sameAsSet(probe: String) {
        #expect(WordSet(Self.words).contains(probe) == Set(Self.words).contains(probe))
    }

    @Test("union and subtracting keep the words of both sides and drop the removed ones")
    func setAlgebra() {
        let set: WordSet = ["tapi", "namun"]
        let grown = set.union(["padahal"]).subtracting(["namun"])
        #expect(grown.contains("tapi") && grown.contains("padahal") && !grown.contains("namun"))
        #expect(Set(grown) == ["tapi", "padahal"])
        #expect(grown.count == 2)
    }
}
