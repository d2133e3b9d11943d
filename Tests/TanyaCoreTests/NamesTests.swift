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

/// Company and place names written with capitals after "PT", "CV",
/// "Kabupaten" ... are left out of the reading (see `droppingProperNames`).
@Suite("Company and place names")
struct ProperNamesTests {
    let normalizer = Shipped.normalizer

    @Test("capitalised unknown words after a place word, and a company's name after its form, are dropped", arguments: [
        // After a company form every capitalised word is the name, known
        // ("Sentosa", "Bank", "Mandiri") or not.
        ("kami PT Sukamara Sentosa mengucapkan terima kasih", "kami PT mengucapkan terima kasih"),
        ("akun CV Segara Giri lupa password", "akun CV lupa password"),
        ("PT Bank Rakyat lupa password", "PT lupa password"),
        ("salam hormat dari kami di CV Sinar Jaya Mandiri.", "salam hormat dari kami di CV ."),
        // Four words at most; a product name is never part of it.
        ("PT Arunika Kencana Dirgantara Bahtera Nusantara lupa password", "PT Nusantara lupa password"),
        ("CV Maju Sikap integrasi gagal", "CV Sikap integrasi gagal"),
        ("LPSE Kab. Buol, mohon info", "LPSE Kab. , mohon info"),
        // After a place word a known word ends the name.
        ("LPSE Kota Watukarung Selatan", "LPSE Kota Selatan"),
    ])
    func dropsNames(text: String, expected: String) {
        // The spaces around a dropped word stay; the words are compared.
        #expect(normalizer.droppingProperNames(text).split(separator: " ") == expected.split(separator: " "))
    }

    @Test("known words, site aliases, lower-case chat and shouting keep every word", arguments: [
        // After a place word a known word ends the name ("Selatan" is a compass word).
        "LPSE Kabupaten Selatan",
        // An acronym in capitals after a company form may be what is asked about.
        "akun CV SIKAP kami gagal integrasi",
        // A site's alias names the office whose contacts the answer shows.
        "nomor helpdesk LPSE Kabupaten Paser",
        // Lower case: an unknown word after "kab" is as often a slip ("lpse kab sblh").
        "akun cv segara giri lupa pasword",
        // Typed in capitals, the typos are capitalised too.
        "LOGIN BISA DI LPSE PROVINSI ATPI GAGAL DI LPSE KABUPATEN",
        // A comma or full stop between the opener and the word ends the name.
        "dari kota, Bima juga",
    ])
    func keepsWords(text: String) {
        #expect(normalizer.droppingProperNames(text) == text)
    }

    @Test("a formal greeting whose company name is made of known words is a greeting")
    func formalGreetingWithKnownWordName() {
        // "Sinar", "Jaya" and "Mandiri" are words the knowledge knows: read
        // as content, they kept the greeting from answering.
        let text = "Yth. Tim Layanan LPSE Kabupaten Rembang, salam hormat dari kami di CV Sinar Jaya Mandiri."
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "sapaan", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("a formal thanks that names its company is a thanks")
    func formalThanksWithCompanyName() {
        let text = "Yth. Tim Helpdesk LPSE Kabupaten Solok Selatan. Dengan hormat, kami PT Sukamara Sentosa mengucapkan "
            + "terima kasih atas bantuan dan penjelasan yang telah diberikan. Permasalahan kami telah terselesaikan dengan baik."
        let terms = normalizer.terms(text)
        #expect(!terms.contains("sukamara") && !terms.contains("solok"), "\(terms)")
        let reply: Reply = Shipped.responder.reply(to: text)
        #expect(reply.kind == .answer && reply.intent == "terima-kasih", "\(reply.kind) \(reply.intent ?? "-")")
    }

    @Test("the site named with capitals still gives its contacts")
    func siteNamedWithCapitals() {
        let tokens = normalizer.normalize("Nomor helpdesk LPSE Kabupaten Paser berapa?")
        #expect(tokens.contains { $0.surface == "paser" }, "\(tokens.map(\.term))")
    }
}
