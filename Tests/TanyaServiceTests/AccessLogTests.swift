import Testing
@testable import TanyaService

/// One JSON line per request, personal data redacted.
@Suite struct AccessLogTests {
    func fields(_ line: String) throws -> [String: JSONValue] {
        try #require(try JSONValue.parse(Array(line.utf8)).objectValue)
    }

    @Test func oneValidJSONLinePerRequest() throws {
        let harness = Harness()
        _ = harness.ask(#"{"text":"lupa password akun penyedia"}"#)
        _ = harness.ask(#"{"text":"tidak bisa login"}"#)
        _ = harness.get("/healthz")
        _ = harness.request("PUT", "/v1/intents")
        let lines = harness.log.lines
        #expect(lines.count == 4)
        let time = #/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/#
        for line in lines {
            #expect(!line.contains("\n"))
            let entry = try fields(line)
            #expect(Set(entry.keys).isSuperset(of: ["time", "method", "route", "status", "duration_ms", "type", "intent"]))
            #expect(entry["time"]?.stringValue?.wholeMatch(of: time) != nil, "\(line)")
            #expect((entry["duration_ms"]?.numberValue ?? -1) >= 0)
        }
        let answer = try fields(lines[0])
        #expect(answer["route"]?.stringValue == "/v1/ask")
        #expect(answer["status"]?.numberValue == 200)
        #expect(answer["type"]?.stringValue == "answer")
        #expect(answer["intent"]?.stringValue == "lupa-password")
        #expect(answer["unanswered"] == nil, "answered questions are not logged")
        let clarify = try fields(lines[1])
        #expect(clarify["type"]?.stringValue == "clarify")
        #expect(clarify["intent"] == .null)
        let health = try fields(lines[2])
        #expect(health["route"]?.stringValue == "/healthz")
        #expect(health["type"] == .null)
        let refused = try fields(lines[3])
        #expect(refused["status"]?.numberValue == 405)
        #expect(refused["method"]?.stringValue == "PUT")
    }

    @Test func fallbackQuestionsAreLoggedRedacted() throws {
        let harness = Harness()
        let question = "resep rendang, wa saya 0812 3456 7890 email budi@contoh.co.id npwp 01.234.567.8-901.000 password Rahasia1"
        let response = harness.ask(#"{"text":"\#(question)"}"#)
        #expect(response.json?["type"]?.stringValue == "fallback")
        let line = try #require(harness.log.lines.last)
        let entry = try fields(line)
        let unanswered = try #require(entry["unanswered"]?.stringValue)
        #expect(unanswered.hasPrefix("resep rendang"))
        for secret in ["0812", "3456", "budi", "contoh.co.id", "01.234", "Rahasia1"] {
            #expect(!line.contains(secret), "\(secret) leaked: \(line)")
        }
        #expect(unanswered.contains("[nomor]") && unanswered.contains("[email]") && unanswered.contains("[npwp]"))
        #expect(unanswered.contains("[disembunyikan]"))
    }

    @Test func longFallbackQuestionsAreCutAfterRedaction() throws {
        let harness = Harness()
        let question = String(repeating: "resep rendang ", count: 21) + "0812-3456-7890"
        _ = harness.ask(#"{"text":"\#(question)"}"#)
        let line = try #require(harness.log.lines.last)
        let unanswered = try #require(try fields(line)["unanswered"]?.stringValue)
        #expect(unanswered.count <= 300)
        #expect(!unanswered.contains("0812"))
    }

    @Test func serverProducedResponsesAreLoggedAndCounted() throws {
        let harness = Harness()
        harness.api.logServerResponse(status: 413, seconds: 0.002)
        let line = try #require(harness.log.lines.last)
        let entry = try fields(line)
        #expect(entry["status"]?.numberValue == 413)
        #expect(entry["route"]?.stringValue == "(server)")
        #expect(harness.metrics.render(entries: 0).contains(#"tanya_http_requests_total{route="(server)",status="413"} 1"#))
    }
}
