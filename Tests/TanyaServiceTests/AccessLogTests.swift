#if canImport(Glibc)
import Glibc
#endif
import Testing
import TanyaCore
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

    /// The line as `JSONWriter` wrote it before the log was written as bytes:
    /// the byte writer must produce exactly this.
    func referenceLine(time: String, method: String, route: String, status: Int, seconds: Double, replyType: String?,
                       intent: String?, fallbackText: String?) -> String {
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        writer.key("time"); writer.string(time)
        writer.key("method"); writer.string(method)
        writer.key("route"); writer.string(route)
        writer.key("status"); writer.integer(status)
        writer.key("duration_ms"); writer.number(seconds * 1000)
        writer.key("type"); writer.optionalString(replyType)
        writer.key("intent"); writer.optionalString(intent)
        if let fallbackText { writer.key("unanswered"); writer.string(String(Redactor.redact(fallbackText).prefix(300))) }
        writer.endObject()
        return writer.result
    }

    @Test func bytesMatchTheJSONWriterLine() {
        let cases: [(String, String, Int, Double, String?, String?, String?)] = [
            ("POST", "/v1/ask", 200, 0.000_123_4, "answer", "lupa-password", nil),
            ("GET", "/healthz", 200, 0, nil, nil, nil),
            ("PUT", "/v1/intents", 405, 1.5, nil, nil, nil),
            ("-", "(server)", 413, 0.002, nil, nil, nil),
            ("POST", "/v1/ask", 200, 12.345_678, "fallback", nil, "resep \"rendang\" <b>\n\u{7F}\u{01} wa 0812 3456 7890 é 🙂"),
            ("M\"<\\", "(unknown)", -7, -0.25, "clarify", "x\ty", String(repeating: "kata panjang ", count: 40)),
            ("GET", "/", 500, .infinity, nil, nil, ""),
        ]
        let time = timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789)
        for (method, route, status, seconds, type, intent, fallback) in cases {
            let line = AccessLog.line(method: method, route: route, status: status, seconds: seconds, replyType: type, intent: intent,
                                      fallbackText: fallback, now: time)
            let expected = referenceLine(time: "2023-11-14T22:13:20.123Z", method: method, route: route, status: status, seconds: seconds,
                                         replyType: type, intent: intent, fallbackText: fallback)
            #expect(line == expected)
        }
    }

    @Test func timeIsISO8601UTCWithMilliseconds() {
        let samples: [(Int, Int, String)] = [
            (0, 0, "1970-01-01T00:00:00.000Z"),
            (951_782_400, 999_999_999, "2000-02-29T00:00:00.999Z"),
            (1_700_000_000, 123_456_789, "2023-11-14T22:13:20.123Z"),
            (4_102_444_799, 5_000_000, "2099-12-31T23:59:59.005Z"),
        ]
        for (seconds, nanoseconds, expected) in samples {
            var text = JSONByteCursor(capacity: Clock.iso8601Length)
            Clock.appendISO8601(timespec(tv_sec: seconds, tv_nsec: nanoseconds), to: &text)
            #expect(text.count == Clock.iso8601Length)
            #expect(String(decoding: text.bytes, as: UTF8.self) == expected)
        }
    }
}
