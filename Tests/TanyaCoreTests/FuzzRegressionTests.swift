import Testing
@testable import TanyaCore
import TanyaTestSupport

/// Inputs that libFuzzer (scripts/fuzz.sh, fuzz-responder) found breaking an
/// invariant, kept so the fix stays fixed. Each is checked for the invariants
/// the fuzz target asserts: idempotent normalisation and a well-formed reply.
@Suite("fuzz regressions: text pipeline and responder")
struct FuzzRegressionTests {
    static let inputs: [[UInt8]] = [
        // "lpsekani" stemmed to "lpsekan", which the next pass resolved to "lpse".
        Array("dogin tapi di\u{07}\u{00} lpsekani".utf8) + Array(repeating: 0xFF, count: 22) + Array(" tidak bisa".utf8),
        // A corrected typo ("usenr" -> "user") made "user id" adjacent: a multi-word form.
        Array("pas logil tun muncul tulisan m%aaf usenr id atau password anda salah".utf8),
        // "4.-nya5ra3" kept "4." and joined it over the hyphen: "4.nya5ra3", which reads back as two words.
        Array("VVVSPS\u{05} 4.-nya5ra3\u{00}".utf8),
        // "ppppp3" collapsed to "pp3", whose "3" read as "e" only on the next pass.
        [0x03, 0x00] + Array("egkippppppppppppberpp".utf8) + [0xE0] + Array("ppppppppppppppp3 ".utf8) + [0x14] + Array("56`7pppppp".utf8),
        // "make" -> "buat" (lexicon), and "buat" was itself a form of "untuk".
        Array("make".utf8),
        // "dire penyedia" joined as a split name ("direpenyedia" stems to penyedia) only on the second pass.
        Array("lupa dire u spenyedia gimana".utf8),
        // "pen}edia" read as "pena edia", a pair that joins to "penyedia" only when read again.
        Array("cara ganti email akun pen}edia di lpse".utf8),
        // "perungat" corrected to "perangkat" (a word of "perangkat daerah"), which typed right stems to angkat.
        Array("uid perusahaan kami apa ya, gaaad(dsikap ti ada yang , perungat".utf8),
        // A vertical tab cut a clause between "dava" and "scrhpt": the split name joined only when read again.
        Array("gk bisa login, muncul dava \u{0B}scrhpt grror".utf8),
        // A token cut at the length limit just after a decimal point kept the dot, which the next pass trimmed.
        [0x00, 0x61, 0x66, 0x65, 0x62, 0x75, 0x66, 0x72, 0x67, 0x6F, 0x75, 0x6E, 0x74, 0x65, 0x67, 0x6C, 0x61, 0x72, 0x70, 0x65, 0x6E, 0x64, 0x20, 0x70, 0x33, 0x72, 0x75, 0x73, 0x33, 0x72, 0x75, 0x73, 0x70, 0x60, 0x61, 0x27, 0x73, 0x73, 0x77, 0x6F, 0x72, 0x64, 0x61, 0x61, 0x27, 0x73, 0x73, 0x77, 0x6F, 0x72, 0x64, 0x61, 0x68, 0x61, 0x61, 0x61, 0x72, 0x69, 0x37, 0x37, 0x37, 0x37, 0x37, 0x32, 0x37, 0x2E, 0x37, 0x37, 0x37, 0x22],
        // A split name joined into a stopword ("masalah"), which the next pass dropped.
        [0x75, 0x61, 0x61, 0x74, 0x6C, 0x6F, 0x67, 0x69, 0x6E, 0x73, 0x77, 0x73, 0x6F, 0x72, 0x01, 0x00, 0x37, 0x92, 0x68, 0x61, 0xE7, 0x73, 0x61, 0x6C, 0x61, 0x6B, 0x68],
        // "ake tanya" joined through the stems of "aketanya" to "paket" on the second pass only.
        [0x63, 0xFE, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x12, 0xFF, 0xFF, 0x61, 0x6B, 0x65, 0x00, 0x00, 0xFF, 0xFF, 0x3F, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x6E, 0x61, 0x6E, 0x20, 0x70, 0x61, 0x6B, 0x65, 0x00, 0x00, 0x00, 0x74, 0x20, 0x64, 0x61, 0x72, 0x69, 0x20, 0x6B, 0x20, 0x6C, 0x61, 0x6D, 0x61, 0x1B, 0x6B, 0x65, 0x20, 0x7A, 0xFF, 0xFF, 0x6E, 0x61, 0x6E, 0x20, 0x70, 0x61, 0x6B, 0x65, 0x00, 0x00, 0x00, 0x00, 0x00, 0x9D, 0x61, 0x72, 0x75],
    ]

    @Test("normalising the normalised text changes nothing", arguments: inputs)
    func idempotent(bytes: [UInt8]) {
        let normalizer = Shipped.normalizer
        let terms = normalizer.terms(String(decoding: bytes, as: UTF8.self))
        #expect(normalizer.terms(terms.joined(separator: " ")) == terms)
    }

    @Test("the reply is well formed", arguments: inputs)
    func wellFormedReply(bytes: [UInt8]) {
        let reply: Reply = Shipped.responder.reply(to: String(decoding: bytes, as: UTF8.self))
        #expect((0...1).contains(reply.confidence))
        #expect(!reply.message.isEmpty)
        switch reply.kind {
        case .answer: #expect(reply.intent != nil && !reply.steps.isEmpty)
        case .clarify: #expect(reply.intent == nil && reply.options.count >= 2)
        case .fallback: #expect(reply.intent == nil && !reply.contacts.isEmpty)
        }
    }

    @Test("a typo inside a multi-word form still reaches its canonical word")
    func typoInsideMultiWordForm() {
        #expect(Shipped.normalizer.terms("usenr id").contains("userid"))
    }
}

/// Found by fuzz-responder: "make" -> "buat" (lexicon) and "buat" -> "untuk"
/// (another lexicon line) made normalising the output change it again.
@Suite("fuzz regressions: lexicon chains")
struct LexiconChainTests {
    @Test("a canonical word that is itself a form is reported with its line")
    func chainIsAnIssue() {
        let (_, issues) = Lexicon.parse("utk, buat -> untuk\nmake, bikin -> buat\n", file: "lexicon.md")
        #expect(issues.count == 1)
        #expect(issues.first?.line == 2)
        #expect(issues.first?.message.contains("buat") == true)
    }

    @Test("the shipped lexicon has no chains, so 'make' normalises to a fixed point")
    func shippedLexiconIsClosed() {
        let terms = Shipped.normalizer.terms("make")
        #expect(Shipped.normalizer.terms(terms.joined(separator: " ")) == terms)
    }
}
