import Testing
@testable import TanyaService

/// Cross-origin access: none by default, listed origins only, `*` when asked.
@Suite struct CORSTests {
    static let site = [(name: "Origin", value: "https://lpse.paserkab.go.id")]
    static let other = [(name: "Origin", value: "https://evil.example")]

    func ask(_ harness: Harness, origin: [(name: String, value: String)]) -> APIResponse {
        harness.api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: origin + [("Content-Type", "application/json")],
                                      body: Array(#"{"text":"lupa password"}"#.utf8)))
    }

    @Test func noOriginsByDefault() {
        let harness = Harness()
        let response = ask(harness, origin: Self.site)
        #expect(response.status == 200)
        #expect(response.header("Access-Control-Allow-Origin") == nil)
        let preflight = harness.request("OPTIONS", "/v1/ask", headers: Self.site + [("Access-Control-Request-Method", "POST")])
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == nil)
        #expect(preflight.header("Access-Control-Allow-Methods") == nil)
    }

    @Test func configuredOriginOnly() {
        let harness = Harness(corsOrigins: ["https://lpse.paserkab.go.id"])
        let allowed = ask(harness, origin: Self.site)
        #expect(allowed.header("Access-Control-Allow-Origin") == "https://lpse.paserkab.go.id")
        #expect(allowed.header("Vary") == "Origin")
        let refused = ask(harness, origin: Self.other)
        #expect(refused.status == 200, "CORS is the browser's to enforce; the server just withholds the header")
        #expect(refused.header("Access-Control-Allow-Origin") == nil)
        #expect(refused.header("Vary") == "Origin")
        #expect(ask(harness, origin: []).header("Access-Control-Allow-Origin") == nil)
    }

    @Test func preflightForAnAllowedOrigin() {
        let harness = Harness(corsOrigins: ["https://lpse.paserkab.go.id"])
        let preflight = harness.request("OPTIONS", "/v1/ask", headers: Self.site + [("Access-Control-Request-Method", "POST"),
                                                                                   ("Access-Control-Request-Headers", "content-type")])
        #expect(preflight.status == 204)
        #expect(preflight.body.isEmpty)
        #expect(preflight.header("Access-Control-Allow-Origin") == "https://lpse.paserkab.go.id")
        #expect(preflight.header("Access-Control-Allow-Methods") == "POST, OPTIONS")
        #expect(preflight.header("Access-Control-Allow-Headers") == "Content-Type")
        #expect(preflight.header("Access-Control-Max-Age") == "600")
        let refused = harness.request("OPTIONS", "/v1/ask", headers: Self.other)
        #expect(refused.header("Access-Control-Allow-Methods") == nil)
    }

    @Test func wildcardWhenAsked() {
        let harness = Harness(corsOrigins: ["*"])
        let response = ask(harness, origin: Self.other)
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(response.header("Vary") == nil)
        // Errors carry the header too, so a browser can read the message.
        let error = harness.api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: Self.other, body: []))
        #expect(error.status == 415)
        #expect(error.header("Access-Control-Allow-Origin") == "*")
    }
}
