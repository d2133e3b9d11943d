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

@Suite("Document item summaries")
struct DocumentSummaryTests {
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
}
