import Foundation
import Testing
@testable import TanyaService
import TanyaTestSupport

/// The widget, demo page and OpenAPI document the server sends are the files
/// in web/ and api/ byte for byte, and the widget keeps its safety rules.
@Suite struct WebAssetTests {
    let harness = Harness()

    static func file(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/" + relative)))
    }

    @Test(arguments: [("/", ["web/demo.html"]), ("/widget.js", ["web/widget-helpdesk.js", "web/widget.js"]),
                      ("/openapi.json", ["api/openapi.json"])])
    func servedBytesEqualTheRepositoryFiles(path: String, files: [String]) throws {
        let response = harness.get(path)
        #expect(response.status == 200)
        #expect(!response.body.isEmpty)
        // Several files are sent one after another, a line feed between them.
        let expected = try files.map { try Self.file($0) }.joined(separator: [0x0A]).map { $0 }
        #expect(response.body == expected, "\(path) must serve \(files) as they are on disk")
    }

    /// The widget never writes untrusted text as HTML and only links safe schemes.
    @Test func widgetAvoidsHTMLInjection() {
        let script = harness.get("/widget.js").text
        #expect(!script.contains("innerHTML"))
        #expect(!script.contains("outerHTML"))
        #expect(!script.contains("insertAdjacentHTML"))
        #expect(!script.contains("document.write"))
        #expect(!script.contains("eval("))
        #expect(script.contains("textContent"))
        #expect(script.contains(#"/^(https?:\/\/|mailto:|tel:)/i"#))
        #expect(script.contains("document.currentScript"))
        #expect(script.contains("data-api") && script.contains("data-site"))
    }

    @Test func demoPageEmbedsTheWidgetWithOneRelativeScriptTag() {
        let page = harness.get("/").text
        #expect(page.contains(#"<script src="widget.js"></script>"#))
        #expect(page.contains(#"<html lang="id">"#))
    }
}
