import Testing
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Every route of `TanyaAPI.handle`, called directly (no sockets).
@Suite struct APIRouteTests {
    let harness = Harness()

    @Test func askAnswersLikeTheCLI() throws {
        let response = harness.ask(#"{"text":"lupa password akun penyedia"}"#)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        // Byte for byte the object `tanya ask --json` prints.
        #expect(response.textWithoutReplyID == Shipped.responder.reply(to: "lupa password akun penyedia", site: nil).json())
        #expect(response.json?["type"]?.stringValue == "answer")
        #expect(response.json?["intent"]?.stringValue == "lupa-password")
    }

    @Test func askClarifiesAndTheOptionsWorkAsIntents() throws {
        let clarify = harness.ask(#"{"text":"tidak bisa login"}"#)
        #expect(clarify.json?["type"]?.stringValue == "clarify")
        let options = try #require(clarify.json?["options"]?.arrayValue)
        #expect(options.count >= 2)
        let first = try #require(options.first?["intent"]?.stringValue)
        let chosen = harness.ask(#"{"intent":"\#(first)"}"#)
        #expect(chosen.status == 200)
        #expect(chosen.json?["type"]?.stringValue == "answer")
        #expect(chosen.json?["intent"]?.stringValue == first)
    }

    @Test func askFallsBackWithContacts() throws {
        let response = harness.ask(#"{"text":"resep rendang padang yang enak"}"#)
        #expect(response.json?["type"]?.stringValue == "fallback")
        #expect(try #require(response.json?["contacts"]?.arrayValue).isEmpty == false)
    }

    @Test func siteSelectsTheOfficeContacts() throws {
        let plain = harness.ask(#"{"intent":"lupa-password"}"#)
        let paser = harness.ask(#"{"intent":"lupa-password","site":"paser"}"#)
        #expect(plain.status == 200 && paser.status == 200)
        #expect(plain.textWithoutReplyID != paser.textWithoutReplyID)
        #expect(paser.textWithoutReplyID == Shipped.responder.reply(intent: "lupa-password", site: "paser")?.json())
        // The server's --site is the default, the request's site wins.
        let defaulted = Harness(defaultSite: "paser").ask(#"{"intent":"lupa-password"}"#)
        #expect(defaulted.textWithoutReplyID == paser.textWithoutReplyID)
    }

    @Test func intentWinsOverText() {
        let response = harness.ask(#"{"text":"resep rendang","intent":"lupa-userid"}"#)
        #expect(response.json?["intent"]?.stringValue == "lupa-userid")
    }

    @Test func textOfExactlyTheLimitIsAccepted() {
        let text = String(repeating: "é", count: TanyaAPI.maximumTextLength)
        #expect(harness.ask(#"{"text":"\#(text)"}"#).status == 200)
    }

    /// (body, content type, status, code)
    static let askErrors: [(String, [UInt8]?, String?, Int, String)] = [
        ("bad JSON", Array(#"{"text": "lupa"#.utf8), "application/json", 400, "invalid_json"),
        ("empty body", [], "application/json", 400, "invalid_json"),
        ("trailing garbage", Array(#"{"text":"a"} x"#.utf8), "application/json", 400, "invalid_json"),
        ("invalid UTF-8", [0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D], "application/json", 400, "invalid_utf8"),
        ("array body", Array(#"["lupa password"]"#.utf8), "application/json", 400, "invalid_request"),
        ("text is a number", Array(#"{"text":42}"#.utf8), "application/json", 400, "invalid_type"),
        ("site is an array", Array(#"{"text":"lupa","site":["paser"]}"#.utf8), "application/json", 400, "invalid_type"),
        ("intent is an object", Array(#"{"intent":{}}"#.utf8), "application/json", 400, "invalid_type"),
        ("no text nor intent", Array(#"{"site":"paser"}"#.utf8), "application/json", 400, "missing_text"),
        ("blank text", Array(#"{"text":" \n "}"#.utf8), "application/json", 400, "missing_text"),
        ("text too long", Array(#"{"text":"\#(String(repeating: "a", count: 1001))"}"#.utf8), "application/json", 400, "text_too_long"),
        ("unknown site", Array(#"{"text":"lupa password","site":"atlantis"}"#.utf8), "application/json", 400, "unknown_site"),
        ("unknown intent", Array(#"{"intent":"tidak-ada"}"#.utf8), "application/json", 400, "unknown_intent"),
        ("unknown audience", Array(#"{"text":"lupa password","audience":"vendor"}"#.utf8), "application/json", 400, "unknown_audience"),
        ("audience is a number", Array(#"{"text":"lupa password","audience":1}"#.utf8), "application/json", 400, "invalid_type"),
        ("no content type", Array(#"{"text":"lupa"}"#.utf8), nil, 415, "unsupported_media_type"),
        ("form content type", Array("text=lupa".utf8), "application/x-www-form-urlencoded", 415, "unsupported_media_type"),
        ("latin-1 JSON", Array(#"{"text":"lupa"}"#.utf8), "application/json; charset=iso-8859-1", 415, "unsupported_media_type"),
    ]

    @Test(arguments: askErrors.indices)
    func askErrorsAreBilingual(index: Int) throws {
        let (name, body, type, status, code) = Self.askErrors[index]
        let response = harness.askBytes(body ?? [], contentType: type)
        #expect(response.status == status, "\(name)")
        #expect(response.errorCode == code, "\(name): \(response.text)")
        let indonesian = try #require(response.errorMessage)
        let english = try #require(response.errorMessageEnglish)
        #expect(!indonesian.isEmpty && !english.isEmpty && indonesian != english, "\(name)")
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    }

    @Test func contentTypeParametersAreTolerated() {
        #expect(harness.ask(#"{"text":"lupa password"}"#, contentType: "Application/JSON;charset=UTF-8").status == 200)
        #expect(harness.ask(#"{"text":"lupa password"}"#, contentType: "application/json; charset=\"utf-8\"").status == 200)
    }

    @Test func intentsListsEveryEntry() throws {
        let response = harness.get("/v1/intents")
        #expect(response.status == 200)
        let intents = try #require(response.json?["intents"]?.arrayValue)
        #expect(intents.count == Shipped.responder.index.entryCount)
        for intent in intents {
            #expect(intent.objectValue.map { Set($0.keys) } == ["id", "title", "audience"])
            #expect(intent["audience"]?.arrayValue?.isEmpty == false)
        }
    }

    @Test func intentDetailAndItsErrors() throws {
        let detail = harness.get("/v1/intents/lupa-userid")
        #expect(detail.status == 200)
        #expect(detail.json?["id"]?.stringValue == "lupa-userid")
        #expect(detail.json?["steps"]?.arrayValue?.isEmpty == false)
        let paser = harness.get("/v1/intents/lupa-userid", query: "lang=id&site=paser")
        #expect(paser.status == 200)
        let missing = harness.get("/v1/intents/tidak-ada")
        #expect(missing.status == 404)
        #expect(missing.errorCode == "unknown_intent")
        #expect(missing.errorMessage?.contains("tidak ditemukan") == true)
        #expect(missing.errorMessageEnglish?.contains("No entry") == true)
        let badSite = harness.get("/v1/intents/lupa-userid", query: "site=atlantis")
        #expect(badSite.status == 400)
        #expect(badSite.errorCode == "unknown_site")
    }

    @Test func healthz() throws {
        let response = harness.get("/healthz")
        #expect(response.status == 200)
        #expect(response.json?["status"]?.stringValue == "ok")
        #expect(response.json?["entries"]?.numberValue == Double(Shipped.responder.index.entryCount))
        #expect(response.json?["sites"]?.arrayValue?.compactMap(\.stringValue) == Shipped.responder.siteIDs)
    }

    @Test func staticAssets() {
        let page = harness.get("/")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.text.contains("<html"))
        let widget = harness.get("/widget.js")
        #expect(widget.header("Content-Type") == "application/javascript; charset=utf-8")
        #expect(widget.text.contains("TanyaLPSEWidget"))
        let document = harness.get("/openapi.json")
        #expect(document.header("Content-Type") == "application/json; charset=utf-8")
        #expect(document.json?["openapi"]?.stringValue == "3.1.0")
        #expect(harness.get("/metrics").header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
    }

    @Test func unknownPathIs404InBothLanguages() {
        let response = harness.get("/v2/ask")
        #expect(response.status == 404)
        #expect(response.errorCode == "not_found")
        #expect(response.errorMessage?.contains("tidak ada") == true)
        #expect(response.errorMessageEnglish?.contains("No route") == true)
        #expect(harness.request("OPTIONS", "/v2/ask").status == 404)
    }

    @Test(arguments: [("POST", "/healthz", "GET, HEAD, OPTIONS"), ("GET", "/v1/ask", "POST, OPTIONS"),
                      ("DELETE", "/v1/intents/lupa-password", "GET, HEAD, OPTIONS"), ("PUT", "/", "GET, HEAD, OPTIONS"),
                      ("HEAD", "/v1/ask", "POST, OPTIONS")])
    func wrongMethodIs405WithAllow(method: String, path: String, allow: String) {
        let response = harness.request(method, path)
        #expect(response.status == 405)
        #expect(response.header("Allow") == allow)
        if method != "HEAD" {
            #expect(response.errorCode == "method_not_allowed")
            #expect(response.errorMessage?.contains("tidak didukung") == true)
            #expect(response.errorMessageEnglish?.contains("not allowed") == true)
        } else {
            #expect(response.body.isEmpty)
        }
    }

    @Test(arguments: ["/", "/widget.js", "/healthz", "/openapi.json", "/v1/intents", "/v1/intents/lupa-password"])
    func headIsGetWithoutTheBody(path: String) {
        let get = harness.get(path)
        let head = harness.request("HEAD", path)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("Content-Type") == get.header("Content-Type"))
    }

    @Test func optionsListsTheMethodsOfThePath() {
        let ask = harness.request("OPTIONS", "/v1/ask")
        #expect(ask.status == 204)
        #expect(ask.header("Allow") == "POST, OPTIONS")
        #expect(ask.body.isEmpty)
        #expect(ask.header("Access-Control-Allow-Origin") == nil, "no CORS unless configured")
        #expect(harness.request("OPTIONS", "/healthz").header("Allow") == "GET, HEAD, OPTIONS")
    }
}
