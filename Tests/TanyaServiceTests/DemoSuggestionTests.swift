import Testing
import TanyaCore
import TanyaTestSupport

/// The demo page suggests questions to try: the shipped knowledge must answer
/// each (or ask which problem it is), never fall back.
@Suite struct DemoSuggestionTests {
    /// The `<li>` texts of the demo page's "Coba sekarang" list.
    static func suggestions() throws -> [String] {
        let page = String(decoding: try WebAssetTests.file("web/demo.html"), as: UTF8.self)
        let section = try #require(page.ranges(of: "<h2>Coba sekarang</h2>").first)
        let rest = page[section.upperBound...]
        let list = rest[..<(rest.ranges(of: "</ul>").first?.lowerBound ?? rest.endIndex)]
        return list.split(separator: "\n").compactMap { line in
            let text = line.trimmingPrefix(while: { $0 == " " })
            guard text.hasPrefix("<li>"), text.hasSuffix("</li>") else { return nil }
            return String(text.dropFirst(4).dropLast(5))
        }
    }

    @Test func everySuggestedQuestionIsAnswered() throws {
        let suggestions = try Self.suggestions()
        #expect(suggestions.count >= 3)
        for text in suggestions {
            let reply: Reply = Shipped.responder.reply(to: text)
            #expect(reply.kind != .fallback, "the demo suggests '\(text)' but Tanya falls back")
            if reply.kind == .clarify { #expect(!reply.options.isEmpty) }
        }
    }
}
