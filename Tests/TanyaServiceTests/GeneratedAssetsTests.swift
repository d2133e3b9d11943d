import Foundation
import Testing
import TanyaWeb
@testable import TanyaService
import TanyaTestSupport

/// The Swift constants compiled into the binary are exactly the readable
/// files they are generated from (scripts/gen-assets.sh).
@Suite struct GeneratedAssetsTests {
    func file(_ relative: String) throws -> String {
        try String(contentsOfFile: Repository.root + "/" + relative, encoding: .utf8)
    }

    @Test func widgetConstantEqualsWebWidgetJS() throws {
        #expect(WebAssets.widgetJavaScript == (try file("web/widget.js")), "run scripts/gen-assets.sh")
    }

    @Test func demoPageConstantEqualsWebDemoHTML() throws {
        #expect(WebAssets.demoPage == (try file("web/demo.html")), "run scripts/gen-assets.sh")
    }

    @Test func openAPIConstantEqualsApiOpenAPIJSON() throws {
        #expect(OpenAPIDocument.json == (try file("api/openapi.json")), "run scripts/gen-assets.sh")
    }

    /// The widget never writes untrusted text as HTML and only links safe schemes.
    @Test func widgetAvoidsHTMLInjection() {
        let script = WebAssets.widgetJavaScript
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
        #expect(WebAssets.demoPage.contains(#"<script src="widget.js"></script>"#))
        #expect(WebAssets.demoPage.contains(#"<html lang="id">"#))
    }
}
