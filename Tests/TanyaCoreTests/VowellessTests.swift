import Testing
@testable import TanyaCore
import TanyaTestSupport

@Suite("Words typed without their vowels")
struct VowellessTests {
    static let index = VowellessIndex(
        vocabulary: ["formulir", "permohonan", "nomor", "paket", "piket", "sandi", "sunda", "minta", "menit", "lupa", "lpse"],
        frequencies: ["paket": 300, "piket": 2])

    @Test("a word with no inner vowel reads as the known words with its skeleton that contain it", arguments: [
        ("frmlr", ["formulir"]),
        ("prmhnn", ["permohonan"]),
        ("nmr", ["nomor"]),
        ("pkt", ["paket", "piket"]),   // most written first
        ("mnta", ["minta"]),           // a final vowel is kept: "menit" has no "a" after its "t"
    ])
    func readings(word: String, expected: [String]) {
        #expect(Self.index.readings(of: word).map(\.word) == expected)
    }

    @Test("a word with an inner vowel, a short skeleton or no match has no reading", arguments: [
        "send",   // inner vowel: a real word, not "sandi"
        "lp",     // two letters could be too many words
        "lpa",    // skeleton "lp": too short
        "xyz",    // nothing with that skeleton
        "lpse",   // a known word is no reading of itself
    ])
    func noReading(word: String) {
        #expect(Self.index.readings(of: word).isEmpty)
    }

    @Test("the shipped normaliser reads vowelless chat words as the words typed in full", arguments: [
        ("nmr cll cntr lkpp brp", "nomor call center lkpp berapa"),
        ("frmlr prmhnn lkpp", "formulir permohonan lkpp"),
        ("eml ntf gk prnh msk", "email notif gk pernah masuk"),
        ("pkt tender", "paket tender"),
        // A prefix keeps its vowel.
        ("email notif dibc di aplikasi", "email notif dibaca di aplikasi"),
        ("email lpse dihps", "email lpse dihapus"),
    ])
    func shippedReadings(vowelless: String, full: String) {
        #expect(Shipped.normalizer.terms(vowelless) == Shipped.normalizer.terms(full))
    }

    @Test("known words and acronyms keep their own reading", arguments: ["hps", "lkpp", "npwp", "ppk"])
    func knownWordsStay(word: String) {
        #expect(Shipped.normalizer.terms(word) == [word])
    }

    @Test("lookalikes reading as different terms need a clear favourite", arguments: [
        // "tkt": takut or tiket, both written often enough: no guess.
        "tkt",
    ])
    func ambiguousStaysUnread(word: String) {
        let terms = Shipped.normalizer.terms(word)
        #expect(terms.isEmpty || terms == [word], "\(terms)")
    }
}
