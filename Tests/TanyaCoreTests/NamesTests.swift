import Testing
@testable import TanyaCore
import TanyaTestSupport

/// People's and regions' names in a message are names, not typos of the
/// knowledge's terms ("saya Andi dari CV ..." is not "sandi").
@Suite("Names in introductions and regions")
struct NamesTests {
    let normalizer = Shipped.normalizer

    @Test("a name between an introducer and who the person is is no typo of a term", arguments: [
        ("saya Andi dari CV Maju", "password"),
        ("saya Agus selaku direktur", "saran"),
        ("perkenalkan Ujang Suryana staf pengadaan", "uang"),
        ("nama saya Lina dari dinas pendidikan", "lima"),
    ])
    func introducedNames(text: String, misreading: String) {
        let tokens = normalizer.normalize(text)
        #expect(!tokens.contains { $0.term == misreading }, "\(tokens.map(\.term))")
        let corrected = tokens.filter { $0.corrected }.map(\.surface)
        #expect(corrected.isEmpty, "\(tokens.map(\.term))")
    }

    @Test("outside a name slot a slip is still corrected", arguments: [
        // "dari" followed by no organisation: "since yesterday", not "from CV ...".
        ("saya lpa dari kemarin", "lupa"),
        ("lpa password", "lupa"),
        ("andi akun", "password"),
    ])
    func slipsStillCorrected(text: String, term: String) {
        #expect(normalizer.terms(text).contains(term))
    }

    @Test("a known word in the slot keeps its meaning")
    func knownWordInSlot() {
        #expect(normalizer.terms("saya PPK dari dinas kesehatan").contains("ppk"))
    }

    @Test("the first word of a region's name before a compass word is no typo", arguments: [
        ("lpse provinsi jaa tengah", false),
        ("lpse provinsi jaa", true),
        ("muncul jaa error", true),
    ])
    func regionNames(text: String, readAsJavascript: Bool) {
        #expect(normalizer.terms(text).contains("javascript") == readAsJavascript)
    }

    @Test("the name and region slots read as a second reading would, so normalising the output changes nothing", arguments: [
        // "yang" and "dari" are stopwords: the output no longer has them.
        ("akun lpse kota yang xqzv tengah", true),
        ("saya Andi yang dari CV Maju lupa password", true),
        ("nama saya Qwerty yang selaku direktur", true),
        // "ak" stays in the output, so it introduces no name: a second
        // reading would find it again beside words the first reading had
        // not yet corrected ("bagk" -> bagian, a follower).
        ("ak xqzv yang direktur akun", false),
        ("ak xqzv bagk akun", false),
        // A slip of a compass word is corrected in the output: the region
        // slot reads the correction the first time too.
        ("akun lpse kota xqzv tengha", true),
    ])
    func slotReadAsTheOutputReads(text: String, dropsName: Bool) {
        let terms = normalizer.terms(text)
        #expect(normalizer.terms(terms.joined(separator: " ")) == terms, "\(terms)")
        let keepsName = terms.contains { $0.hasPrefix("xqzv") || $0.hasPrefix("qwerty") || $0 == "andi" }
        #expect(keepsName != dropsName, "\(terms)")
    }
}
