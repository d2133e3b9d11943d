import Testing
@testable import TanyaCore

/// A paragraph of `length` ASCII characters with full stops at `stops`
/// (0-based positions).
private func paragraph(length: Int, stops: [Int]) -> String {
    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
    for index in stride(from: 5, to: length, by: 6) { bytes[index] = UInt8(ascii: " ") }
    for stop in stops { bytes[stop] = UInt8(ascii: ".") }
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("Document item summaries and example variants")
struct DocumentItemTextTests {
    static let limit = KnowledgeDocument.summaryLimit

    @Test("an ASCII answer is cut on bytes exactly where counting characters cuts it", arguments: [
        (limit + 1, [Int]()), (limit + 1, [limit]), (limit + 40, [limit - 1]), (limit + 40, [limit]),
        (limit + 40, [limit / 3]), (limit + 40, [limit / 3 + 1]), (limit + 40, [10, 200, 250]),
        (limit * 3, [limit / 3, limit + 5]), (limit + 2, [0, limit - 2]),
    ])
    func asciiCutMatchesCharacterCut(_ length: Int, _ stops: [Int]) {
        let text = paragraph(length: length, stops: stops)
        let cut = KnowledgeDocument.asciiSummary(of: text)
        #expect(cut == KnowledgeDocument.characterSummary(of: text))
    }

    @Test("text with a non-ASCII character or a carriage return is left to the character count", arguments: [
        "é", "\r", "—", "\u{301}",
    ])
    func nonASCIIIsNotCutOnBytes(_ odd: String) {
        let text = paragraph(length: Self.limit + 20, stops: [300]) + odd + " akhir."
        #expect(KnowledgeDocument.asciiSummary(of: text) == nil)
        let item = DocumentItem(number: 1, line: 1, question: "Apa?", paragraphs: [text], steps: [])
        #expect(KnowledgeDocument.summary(of: item) == KnowledgeDocument.characterSummary(of: text))
    }

    @Test("a summary ends at the last full stop past a third of the limit, else is cut with an ellipsis")
    func summaryShape() {
        let stopped = paragraph(length: Self.limit + 50, stops: [250])
        let item = DocumentItem(number: 1, line: 1, question: "Apa?", paragraphs: [stopped], steps: [])
        #expect(KnowledgeDocument.summary(of: item).utf8.count == 251)
        let unstopped = paragraph(length: Self.limit + 50, stops: [100])
        let other = DocumentItem(number: 1, line: 1, question: "Apa?", paragraphs: [unstopped], steps: [])
        #expect(KnowledgeDocument.summary(of: other) == String(unstopped.prefix(Self.limit)) + "…")
    }

    @Test("an ASCII question is recognised as its own particle-free variant only when it is", arguments: [
        ("Bagaimana jika akun terkunci?", true),
        ("Apa itu SPSE", true),
        ("Bolehkah satu perusahaan dua akun?", false),
        ("Apakah akun bisa dipakai?", false),
        ("BISAKAH login dua kali?", false),
        ("Mengapa masuk kah?", true),
        ("Login tanpa kahkah", false),
        ("Dua  spasi di tengah?", false),
        (" Spasi di depan?", false),
        ("Spasi di belakang ", false),
        ("Bisakah é diketik?", false),
        ("Akun café terkunci?", false),
        ("", false),
    ])
    func plainQuestion(_ question: String, _ plain: Bool) {
        #expect(KnowledgeDocument.isPlainASCIIWithoutParticle(question) == plain)
    }

    @Test("variants: the question, without its question word, without -kah, with its category", arguments: [
        ("Bagaimana jika akun terkunci?", nil, ["Bagaimana jika akun terkunci?", "jika akun terkunci?"]),
        ("Bolehkah satu perusahaan dua akun?", nil,
         ["Bolehkah satu perusahaan dua akun?", "satu perusahaan dua akun?", "Boleh satu perusahaan dua akun?"]),
        ("Jadwal BISAKAH diubah?", "Jadwal", ["Jadwal BISAKAH diubah?", "Jadwal BISA diubah?", "Jadwal Jadwal BISAKAH diubah?"]),
        ("Dua  spasi?", nil, ["Dua  spasi?", "Dua spasi?"]),
        ("Bisakah café buka?", nil, ["Bisakah café buka?", "café buka?", "Bisa café buka?"]),
        ("Kapan libur", nil, ["Kapan libur"]),
    ])
    func variants(_ question: String, _ category: String?, _ expected: [String]) {
        let item = DocumentItem(number: 1, line: 1, question: question, paragraphs: ["Jawab."], steps: [], category: category)
        #expect(KnowledgeDocument.variants(of: item) == expected)
    }

    @Test("answer keywords: each word once, none whose term the question uses, at most the limit")
    func answerKeywords() {
        let answer = "Password diganti lewat menu lupa password. Menu lupa ada di halaman login, ya."
        let long = (1...40).map { "katakunci\($0)" }.joined(separator: " ")
        let items = [
            DocumentItem(number: 1, line: 1, question: "Cara ganti password?", paragraphs: [answer], steps: []),
            DocumentItem(number: 2, line: 5, question: "Daftar kata?", paragraphs: [long], steps: ["menu lain"]),
        ]
        let document = KnowledgeDocument(file: "faq.txt", name: "faq.txt", stem: "faq", items: items)
        let entries = document.entries(normalizer: TextNormalizer(lexicon: Lexicon(), stopwords: []))
        #expect(entries[0].keywords.map(\.value.word) == ["lewat", "menu", "lupa", "ada", "halaman", "login"])
        #expect(entries[1].keywords.map(\.value.word) == (1...KnowledgeDocument.answerWordLimit).map { "katakunci\($0)" })
    }

    @Test("an answer's multi-word lexicon form is one keyword, as the question's would be")
    func answerMultiWordForms() {
        let (lexicon, _) = Lexicon.parse("user id -> userid\nkata sandi -> password\n", file: "lexicon.md")
        let answer = "Login dengan User ID dan kata sandi yang dipilih saat mendaftar."
        let item = DocumentItem(number: 1, line: 1, question: "Kapan akun aktif?", paragraphs: [answer], steps: [])
        let document = KnowledgeDocument(file: "faq.txt", name: "faq.txt", stem: "faq", items: [item])
        let words = document.entries(normalizer: TextNormalizer(lexicon: lexicon, stopwords: [])).first?.keywords.map(\.value.word) ?? []
        #expect(words.contains("userid") && words.contains("password"), "\(words)")
    }
}
