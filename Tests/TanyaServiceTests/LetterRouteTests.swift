import Testing
import TanyaCore
@testable import TanyaService

/// `POST /v1/letter`: text by default, HTML on request, one 400 naming every field.
@Suite struct LetterRouteTests {
    func post(_ body: String, query: String? = nil, accept: String? = nil) -> APIResponse {
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
        if let accept { headers.append(("Accept", accept)) }
        return Harness().request("POST", "/v1/letter", headers: headers, body: Array(body.utf8), query: query)
    }

    @Test func plainTextByDefault() {
        let response = post(LetterFixture.json)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.text.contains("A. DIAJUKAN OLEH") && response.text.contains("PT Maju Jaya"))
        #expect(response.text.contains("mailto:helpdesk-lpse@lkpp.go.id?cc=helpdeskpspse@gmail.com&subject="))
    }

    @Test(arguments: [("format=html", nil), (nil, "text/html,application/xhtml+xml")] as [(String?, String?)])
    func htmlWhenAsked(query: String?, accept: String?) {
        let response = post(LetterFixture.json, query: query, accept: accept)
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.text.hasPrefix("<!DOCTYPE html>") && !response.text.contains("<script"))
    }

    @Test func everyBadFieldIsNamedInOneResponse() throws {
        let response = post(#"{"company":"PT X","npwp":"12","email":"x","phone":7,"category":"lain"}"#)
        #expect(response.status == 400 && response.errorCode == "invalid_letter")
        let fields = try #require(response.json?["error"]?["fields"]?.arrayValue).compactMap { $0["field"]?.stringValue }
        #expect(fields == ["director", "address", "npwp", "phone", "email", "user_id", "category", "description"])
        #expect(response.errorMessage?.contains("NPWP") == true)
    }

    @Test func theCategoryIsLogged() throws {
        let harness = Harness()
        _ = harness.request("POST", "/v1/letter", headers: [("Content-Type", "application/json")], body: Array(LetterFixture.json.utf8))
        let line = try #require(harness.log.lines.last)
        #expect(line.contains(#""category":"permasalahan-login""#) && !line.contains("Budi"))
    }
}
