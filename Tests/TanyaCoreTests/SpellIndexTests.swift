import Testing
@testable import TanyaCore

@Suite("Typo correction")
struct SpellIndexTests {
    @Test("corrects within the edit budget and never very short words", arguments: [
        ("pasword", "password"),      // one deletion
        ("integarasi", "integrasi"),  // long word: two edits allowed
        ("akin", "akun"),             // under five letters: one keyboard slip
        ("ak", nil),                  // under three letters: never corrected
        ("xyzzyq", nil),              // nothing close
    ] as [(String, String?)])
    func corrects(typo: String, expected: String?) {
        let index = SpellIndex(vocabulary: ["password", "integrasi", "akun", "login"])
        #expect(index.correction(for: typo) == expected)
    }

    // The vocabulary reaches the index in a dictionary's order, which changes
    // with the per-process hash seed; a tie must not follow it, or the same
    // question gets different answers in different runs.
    @Test("breaks ties the same way whatever order the vocabulary comes in")
    func tieBreakIgnoresVocabularyOrder() {
        // All three are one substitution away, none a keyboard neighbour of
        // the typed letter: alphabetical order decides, never the order the words came in.
        let words = ["kirim", "kirib", "kirik"]
        var corrections = Set<String?>()
        for order in [words, words.reversed(), [words[1], words[2], words[0]]] {
            corrections.insert(SpellIndex(vocabulary: order).correction(for: "kiria"))
        }
        #expect(corrections == [Optional("kirib")])
    }

    @Test("a keyboard neighbour is preferred to keeping the first letter")
    func keyboardNeighbourFirst() {
        // k sits beside l; s and t are far apart.
        let index = SpellIndex(vocabulary: ["kasih", "latih"])
        #expect(index.correction(for: "lasih") == "kasih")
    }

    @Test("among short lookalikes, two swapped letters beat a neighbouring key")
    func shortSwapWins() {
        let index = SpellIndex(vocabulary: ["halo", "ahli"])
        #expect(index.correction(for: "ahlo") == "halo")
        // Two plain slips and no swap: still no guess.
        #expect(SpellIndex(vocabulary: ["akun", "akan"]).correction(for: "akn") == nil)
    }

    // "gaga" is one slip from gagal (a dropped letter) and from gaya (g and
    // y are neighbours): without counts no guess; with gagal written far
    // more often, gagal. A replaced letter is never settled by counts: a
    // real word the knowledge never writes ("jaga") must not become a
    // frequent one ("java").
    @Test("among short lookalikes, a dropped letter restored to a far more frequent word wins", arguments: [
        ("gaga", ["gagal": 400, "gaya": 3], "gagal"),
        ("gaga", [:], nil),                          // no counts: no guess
        ("gaga", ["gagal": 400, "gaya": 100], nil),   // not dominant enough
        ("gaga", ["gagal": 10], nil),                 // too rare to trust
        ("jaga", ["java": 400, "jaha": 2], nil),      // replaced letters only
    ] as [(String, [String: Int], String?)])
    func frequentDroppedLetterWins(typo: String, frequencies: [String: Int], expected: String?) {
        let index = SpellIndex(vocabulary: ["gagal", "gaya", "java", "jaha"], frequencies: frequencies)
        #expect(index.correction(for: typo) == expected)
    }

    // "logn" is long with two letters swapped and login with one dropped:
    // the swap wins unless login is written far more often.
    @Test("a dropped letter restored to a dominant word beats a lone swap", arguments: [
        (["login": 160], "login"),
        (["login": 160, "long": 30], "long"),   // not dominant enough
        (["login": 12], "long"),                // too rare to trust
        ([:], "long"),
    ] as [([String: Int], String)])
    func dominantRestoreBeatsSwap(frequencies: [String: Int], expected: String) {
        let index = SpellIndex(vocabulary: ["login", "long"], frequencies: frequencies)
        #expect(index.correction(for: "logn") == expected)
    }

    // "browsr" is browse with r for e (neighbouring keys) and browser with
    // its e left out; chat drops vowels far more often than it slips.
    @Test("a dropped vowel restored beats a neighbouring key replaced", arguments: [
        ("browsr", "browser"),
        ("browsw", "browse"),   // no vowel left out: the slip stands
    ])
    func droppedVowelFirst(typo: String, expected: String) {
        let index = SpellIndex(vocabulary: ["browse", "browser"])
        #expect(index.correction(for: typo) == expected)
    }

    @Test("a doubled key is undone before another one-edit word is chosen")
    func doubledKeyFirst() {
        let index = SpellIndex(vocabulary: ["kontak", "kontrak"])
        #expect(index.correction(for: "konttak") == "kontak")
    }

    @Test("deletion hashes carried on from shared prefixes are the hashes of each variant, in order")
    func deletionHashesMatchVariants() {
        for word in ["", "a", "ab", "abc", "akun", "login", "password", "integrasi", "pendaftaran", "sertifikatelektronik", "aaaaaaaaaaaa"] {
            let bytes = Array(word.utf8)
            for depth in [1, 2] {
                var expected = [SpellIndex.hash(bytes.span, skipping: -1, -1)]
                if bytes.count > 2 {
                    for i in bytes.indices { expected.append(SpellIndex.hash(bytes.span, skipping: i, -1)) }
                    if depth >= 2, bytes.count > 3 {
                        for i in 0..<(bytes.count - 1) {
                            for j in (i + 1)..<bytes.count { expected.append(SpellIndex.hash(bytes.span, skipping: i, j)) }
                        }
                    }
                }
                var found: [UInt64] = []
                SpellIndex.forEachDeletionHash(bytes.span, depth: depth) { found.append($0) }
                #expect(found == expected, "\(word), depth \(depth)")
            }
        }
    }
}
