import Testing
@testable import TanyaService

/// Header look-ups compare names in place; they must answer exactly as
/// lower-casing both names and comparing them did.
@Suite struct APIRequestTests {
    @Test func headerNamesMatchIgnoringCase() {
        let request = APIRequest(method: "POST", path: "/v1/ask",
                                 headers: [("Host", "h"), ("CONTENT-type", "ct"), ("X-Custom", "x"), ("Origin", "o")])
        #expect(request.header("content-type") == "ct")
        #expect(request.header("Content-Type") == "ct")
        #expect(request.header("x-custom") == "x")
        #expect(request.header("X-CUSTOM") == "x")
        #expect(request.header("origin") == "o")
        #expect(request.header("host") == "h")
        #expect(request.header("x-custon") == nil)
        #expect(request.header("content-length") == nil)
        #expect(request.header("x_custom") == nil, "only letters fold")
        #expect(request.headers.map(\.name) == ["host", "content-type", "x-custom", "origin"])
    }

    @Test func namesOutsideASCIIFollowUnicodeLowerCasing() {
        // KELVIN SIGN lower-cases to an ASCII "k": the byte lengths differ, the names still match.
        let request = APIRequest(method: "GET", path: "/", headers: [("\u{212A}ey", "kelvin"), ("Stra\u{DF}e", "street")])
        #expect(request.header("key") == "kelvin")
        #expect(request.header("STRA\u{DF}E") == "street")
        #expect(request.header("strasse") == nil)
    }
}
