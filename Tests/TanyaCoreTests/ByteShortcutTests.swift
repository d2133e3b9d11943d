import Testing
@testable import TanyaCore

/// The byte-level shortcuts the speed work added must agree with the slower
/// paths they stand in for: a shortcut that disagrees on some input changes
/// a reply silently.
@Suite struct ByteShortcutTests {
    @Test(arguments: [
        ("001 #1-2 butir 3", " butir ", true),
        ("LPSE butir", " butir ", false),      // no space after it
        (" butir ", " butir ", true),
        ("", " butir ", false),
        ("abc", "", true),                     // the empty part is in every text
        ("ab", "abc", false),                  // longer than the text
        ("aab", "ab", true),                   // a false start just before the match
        ("dokumen · butir 2", "· butir", true), // multi-byte characters compare by bytes
    ])
    func containsBytesAgreesWithContains(text: String, part: String, expected: Bool) {
        #expect(text.containsBytes(of: part) == expected)
        if !part.isEmpty { #expect(text.containsBytes(of: part) == text.contains(part)) }
    }

    @Test(arguments: [
        ("lupa", true), ("spse4", true), ("2024", true),
        ("", false), ("Lupa", false), ("user-id", false), ("a.b", false), ("kata sandi", false), ("lupá", false),
        (String(repeating: "a", count: Tokenizer.maxTokenLength), true),
        (String(repeating: "a", count: Tokenizer.maxTokenLength + 1), false),
    ])
    func aPlainWordTokenisesBackToItself(word: String, plain: Bool) {
        #expect(TextNormalizer.isPlainWord(word) == plain)
        // The promise behind the shortcut: a plain word is its own single token.
        if plain { #expect(Tokenizer.tokenize(word) == [word]) }
    }

    @Test(arguments: [
        "gk bisa login, muncul java script error",
        "User ID: ABC-123 ditolak!! (sudah 3x) v4.5 a.b || tes",
        "   ",
        "https://lpse.example.go.id/eproc4 ; email@contoh.com",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa panjang",
    ])
    func tokenisingASCIIBytesInPlaceEqualsTokenisingTheString(text: String) {
        let inPlace = Tokenizer.tokenize(ascii: text.utf8.span)
        #expect(inPlace == Tokenizer.tokenize(text))
    }
}
