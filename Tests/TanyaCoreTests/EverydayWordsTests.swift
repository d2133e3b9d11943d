import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Everyday words (knowledge/words.md)")
struct EverydayWordsTests {
    let normalizer = Shipped.normalizer

    @Test("the word list reads words separated by blanks, commas and line breaks, skipping comments")
    func parsesWordList() {
        let words = KnowledgeParser.parseWordList("# komentar pantai\r\npantai Indah, mampir\n\n  # juga komentar\nkeluarga\tkelas\r\n")
        #expect(words == ["pantai", "indah", "mampir", "keluarga", "kelas"])
    }

    @Test("the word list answers as a set of strings would: folded upper case, canonical equivalents, union")
    func wordListIsASetOfStrings() {
        var words = KnowledgeParser.parseWordList("Kata, \u{E9}moji, kelvin\n")
        let strings: Set<String> = ["kata", "\u{E9}moji", "kelvin", "Kelvin"]
        words.insert("Kelvin")
        for probe in ["kata", "Kata", "\u{E9}moji", "e\u{301}moji", "kelvin", "Kelvin", "\u{212A}elvin", "emoji", "kat"] {
            #expect(words.contains(probe) == strings.contains(probe), "\(probe)")
        }
        #expect(words.count == 4)
        words.formUnion(["baru", "kata"])
        #expect(words.count == 5 && words.contains("baru"))
        #expect(words == ["kata", "\u{E9}moji", "kelvin", "Kelvin", "baru"])
    }

    @Test("a word of everyday language is read as itself, not as a lookalike term of the knowledge", arguments: [
        // Before the list: pantau, pindah, hampir, kalimat, batas, lowongan, ukur (syukuran keeps its own stem).
        // "mampir" is the lexicon's "datang" (dropping by the office), still not "hampir".
        ("pantai", "pantai"), ("indah", "indah"), ("mampir", "datang"), ("kalimantan", "kalimantan"),
        ("tenggara", "tenggara"), ("lorong", "lorong"), ("syukuran", "syukur"),
    ])
    func everydayWordIsNotCorrected(word: String, term: String) {
        #expect(normalizer.terms(word) == [term])
    }

    @Test("an everyday word keeps the stem the knowledge knows", arguments: [
        ("artinya", ["arti"]), ("diurus", ["urus"]), ("menginformasikan", []), ("tertahan", ["tahan"]),
        // English plurals and possessives.
        ("computers", ["komputer"]), ("servers", ["server"]),
    ])
    func everydayWordKeepsKnownStem(word: String, terms: [String]) {
        #expect(normalizer.terms(word) == terms)
    }

    @Test("an everyday word with -nya is that word, not a lookalike of a knowledge term", arguments: [
        // Before: tutup, sebab, hasil (each a typo reading of the whole word).
        ("tulusnya", "tulus"), ("tebalnya", "tebal"), ("wasitnya", "wasit"),
    ])
    func everydayWordWithPossessiveIsNotCorrected(word: String, term: String) {
        #expect(normalizer.terms(word) == [term])
    }

    @Test("a typo ending like a particle still reads as the knowledge word", arguments: [
        // "masal" + "-lah" is an everyday word too; only -nya marks a possessive.
        ("masallah", "masalah"), ("passwordnya", "password"),
    ])
    func typoBeforeParticleIsStillCorrected(word: String, intended: String) {
        #expect(normalizer.terms(word) == normalizer.terms(intended))
    }

    @Test("typos outside the list are still corrected", arguments: [
        ("pasword", "password"), ("emial", "email"), ("lgoin", "login"),
    ])
    func typosAreStillCorrected(word: String, term: String) {
        #expect(normalizer.terms(word) == [term])
    }
}
