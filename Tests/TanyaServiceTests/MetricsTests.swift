import Testing
@testable import TanyaService
import TanyaTestSupport

/// `GET /metrics` is valid Prometheus text and counts what happened.
@Suite struct MetricsTests {
    /// One parsed sample line.
    struct Sample {
        var name: String
        var labels: [String: String]
        var value: Double
    }

    /// Parses the exposition format strictly: `# HELP`/`# TYPE` comments and
    /// `name{label="value",...} number` samples, nothing else.
    static func parse(_ text: String) throws -> (types: [String: String], samples: [Sample]) {
        struct Invalid: Error, CustomStringConvertible { var description: String }
        let line = #/^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*)\})? (\S+)$/#
        let label = #/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/#
        guard text.hasSuffix("\n") else { throw Invalid(description: "must end with a newline") }
        var types: [String: String] = [:]
        var samples: [Sample] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let text = String(raw)
            if text.hasPrefix("# TYPE ") {
                let parts = text.split(separator: " ")
                guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3]) else {
                    throw Invalid(description: "bad TYPE line: \(text)")
                }
                guard types[String(parts[2])] == nil else { throw Invalid(description: "TYPE twice: \(text)") }
                types[String(parts[2])] = String(parts[3])
                continue
            }
            if text.hasPrefix("# HELP ") { guard text.split(separator: " ").count >= 4 else { throw Invalid(description: text) }; continue }
            guard let match = text.wholeMatch(of: line) else { throw Invalid(description: "bad sample line: \(text)") }
            let valueText = String(match.output.4)
            guard let value = Double(valueText) ?? (valueText == "+Inf" ? .infinity : nil) else { throw Invalid(description: "bad value: \(text)") }
            var labels: [String: String] = [:]
            if let inner = match.output.3 {
                for pair in inner.matches(of: label) { labels[String(pair.output.1)] = String(pair.output.2) }
            }
            let name = String(match.output.1)
            let family = ["_bucket", "_sum", "_count"].first { name.hasSuffix($0) && types[String(name.dropLast($0.count))] == "histogram" }
                .map { String(name.dropLast($0.count)) } ?? name
            guard types[family] != nil else { throw Invalid(description: "sample before its TYPE: \(text)") }
            samples.append(Sample(name: name, labels: labels, value: value))
        }
        return (types, samples)
    }

    @Test func metricsCountRequestsRepliesAndFallbacks() throws {
        let harness = Harness()
        _ = harness.ask(#"{"text":"lupa password akun penyedia"}"#)
        _ = harness.ask(#"{"text":"lupa password akun penyedia"}"#)
        _ = harness.ask(#"{"text":"tidak bisa login"}"#)
        _ = harness.ask(#"{"text":"resep rendang padang yang enak"}"#)
        _ = harness.ask(#"{"text":"resep rendang"#)
        _ = harness.get("/healthz")
        _ = harness.get("/nope")
        _ = harness.request("DELETE", "/healthz")
        let response = harness.get("/metrics")
        #expect(response.status == 200)
        let (types, samples) = try Self.parse(response.text)
        func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
            samples.first { $0.name == name && $0.labels == labels }?.value
        }
        #expect(types["tanya_http_requests_total"] == "counter")
        #expect(types["tanya_http_request_duration_seconds"] == "histogram")
        #expect(types["tanya_replies_total"] == "counter")
        #expect(types["tanya_fallbacks_total"] == "counter")
        #expect(value("tanya_http_requests_total", ["route": "/v1/ask", "status": "200"]) == 4)
        #expect(value("tanya_http_requests_total", ["route": "/v1/ask", "status": "400"]) == 1)
        #expect(value("tanya_http_requests_total", ["route": "/healthz", "status": "200"]) == 1)
        #expect(value("tanya_http_requests_total", ["route": "/healthz", "status": "405"]) == 1)
        #expect(value("tanya_http_requests_total", ["route": "(unknown)", "status": "404"]) == 1)
        #expect(value("tanya_replies_total", ["type": "answer", "intent": "lupa-password"]) == 2)
        #expect(value("tanya_replies_total", ["type": "clarify", "intent": ""]) == 1)
        #expect(value("tanya_replies_total", ["type": "fallback", "intent": ""]) == 1)
        #expect(value("tanya_fallbacks_total") == 1)
        #expect(value("tanya_knowledge_entries") == Double(Shipped.responder.index.entryCount))
        // The histogram: cumulative buckets ending in +Inf == count == requests before this one.
        let buckets = samples.filter { $0.name == "tanya_http_request_duration_seconds_bucket" }
        #expect(buckets.count == Metrics.latencyBuckets.count + 1)
        #expect(zip(buckets, buckets.dropFirst()).allSatisfy { $0.value <= $1.value })
        #expect(buckets.last?.labels["le"] == "+Inf")
        #expect(buckets.last?.value == 8)
        #expect(value("tanya_http_request_duration_seconds_count") == 8)
        #expect((value("tanya_http_request_duration_seconds_sum") ?? -1) >= 0)
    }

    @Test func parserRejectsMalformedLines() {
        #expect(throws: (any Error).self) { try Self.parse("# TYPE x counter\nx{a=\"1\" 3\n") }
        #expect(throws: (any Error).self) { try Self.parse("x 3\n") }
        #expect(throws: (any Error).self) { try Self.parse("# TYPE x counter\nx three\n") }
        #expect(throws: (any Error).self) { try Self.parse("# TYPE x counter\nx 3") }
    }

    @Test func labelValuesAreEscaped() throws {
        let metrics = Metrics()
        metrics.recordRequest(route: "a\"b\\c\nd", status: 200, seconds: 0.001)
        let (_, samples) = try Self.parse(metrics.render(entries: 1))
        #expect(samples.contains { $0.labels["route"] == #"a\"b\\c\nd"# })
    }

    @Test func reloadsAreCounted() throws {
        let metrics = Metrics()
        metrics.recordReload(succeeded: true)
        metrics.recordReload(succeeded: false)
        metrics.recordReload(succeeded: false)
        let (_, samples) = try Self.parse(metrics.render(entries: 1))
        #expect(samples.first { $0.name == "tanya_knowledge_reloads_total" && $0.labels["outcome"] == "failed" }?.value == 2)
    }

    @Test func bucketAgreesWithTheBucketBounds() {
        var samples: [Double] = [-1, 0, .nan, .infinity, 2, 1e-9]
        for bound in Metrics.latencyBuckets { samples += [bound, bound.nextDown, bound.nextUp, bound * 0.9, bound * 1.1] }
        for seconds in samples {
            #expect(Metrics.bucket(seconds) == Metrics.latencyBuckets.firstIndex { seconds <= $0 }, "\(seconds)")
        }
    }

    @Test func runsOfEqualRequestsAreAllCounted() throws {
        let metrics = Metrics()
        let sequence: [(String, Int)] = [("/v1/ask", 200), ("/v1/ask", 200), ("/healthz", 200), ("/v1/ask", 200), ("/v1/ask", 400),
                                         ("/v1/ask", 400), ("/v1/ask", 400), ("/v1/ask", 200)]
        for (route, status) in sequence { metrics.recordRequest(route: route, status: status, seconds: 0.001) }
        func count(_ route: String, _ status: Int) throws -> Double? {
            try Self.parse(metrics.render(entries: 1)).samples.first {
                $0.name == "tanya_http_requests_total" && $0.labels["route"] == route && $0.labels["status"] == String(status)
            }?.value
        }
        #expect(try count("/v1/ask", 200) == 4)
        #expect(try count("/v1/ask", 400) == 3)
        #expect(try count("/healthz", 200) == 1)
        // Rendering adds up a copy: counting goes on from where it was.
        metrics.recordRequest(route: "/v1/ask", status: 200, seconds: 0.001)
        #expect(try count("/v1/ask", 200) == 5)
    }

    @Test func repliesSharingASlotAreAllCounted() throws {
        let metrics = Metrics()
        // Equal lengths: these keys take turns in one slot and are moved to the dictionary in between.
        let intents = ["aaaa", "bbbb", "aaaa", "cccc", "aaaa", "bbbb"]
        for intent in intents { metrics.recordReply(type: "answer", intent: intent) }
        let samples = try Self.parse(metrics.render(entries: 1)).samples.filter { $0.name == "tanya_replies_total" }
        #expect(samples.first { $0.labels["intent"] == "aaaa" }?.value == 3)
        #expect(samples.first { $0.labels["intent"] == "bbbb" }?.value == 2)
        #expect(samples.first { $0.labels["intent"] == "cccc" }?.value == 1)
    }
}
