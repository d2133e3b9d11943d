import Synchronization

/// Request and reply counters in Prometheus text format (`GET /metrics`):
/// requests by route and status, a latency histogram, replies by type and
/// intent, and fallbacks. Safe to update from every server thread.
public final class Metrics: Sendable {
    /// Histogram bucket upper bounds, in seconds.
    public static let latencyBuckets: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

    private struct State {
        var requests: [String: Int] = [:]          // "route\u{0}status"
        var bucketCounts = [Int](repeating: 0, count: Metrics.latencyBuckets.count)
        var latencyCount = 0
        var latencySum = 0.0
        var replies: [String: Int] = [:]           // "type\u{0}intent"
        var fallbacks = 0
        var reloads: [String: Int] = [:]           // "ok" / "failed"
    }

    private let state = Mutex(State())
    public let startTime: Double

    public init(startTime: Double = 0) {
        self.startTime = startTime
    }

    public func recordRequest(route: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.requests[route + "\u{0}" + String(status), default: 0] += 1
            state.latencyCount += 1
            state.latencySum += seconds
            for (index, bound) in Self.latencyBuckets.enumerated() where seconds <= bound {
                state.bucketCounts[index] += 1
            }
        }
    }

    public func recordReply(type: String, intent: String?) {
        state.withLock { state in
            state.replies[type + "\u{0}" + (intent ?? ""), default: 0] += 1
            if type == "fallback" { state.fallbacks += 1 }
        }
    }

    public func recordReload(succeeded: Bool) {
        state.withLock { $0.reloads[succeeded ? "ok" : "failed", default: 0] += 1 }
    }

    public func render(entries: Int) -> String {
        let snapshot = state.withLock { $0 }
        var out = ""
        out += "# HELP tanya_http_requests_total HTTP requests by route and status.\n# TYPE tanya_http_requests_total counter\n"
        for (key, count) in snapshot.requests.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
            out += "tanya_http_requests_total{route=\"\(escape(String(parts[0])))\",status=\"\(parts[1])\"} \(count)\n"
        }
        out += "# HELP tanya_http_request_duration_seconds Time to answer a request.\n# TYPE tanya_http_request_duration_seconds histogram\n"
        for (index, bound) in Self.latencyBuckets.enumerated() {
            out += "tanya_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(snapshot.bucketCounts[index])\n"
        }
        out += "tanya_http_request_duration_seconds_bucket{le=\"+Inf\"} \(snapshot.latencyCount)\n"
        out += "tanya_http_request_duration_seconds_sum \(snapshot.latencySum)\n"
        out += "tanya_http_request_duration_seconds_count \(snapshot.latencyCount)\n"
        out += "# HELP tanya_replies_total Replies by type and intent.\n# TYPE tanya_replies_total counter\n"
        for (key, count) in snapshot.replies.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
            out += "tanya_replies_total{type=\"\(parts[0])\",intent=\"\(escape(String(parts[1])))\"} \(count)\n"
        }
        out += "# HELP tanya_fallbacks_total Questions the knowledge base could not answer.\n# TYPE tanya_fallbacks_total counter\n"
        out += "tanya_fallbacks_total \(snapshot.fallbacks)\n"
        out += "# HELP tanya_knowledge_reloads_total Knowledge reloads by outcome.\n# TYPE tanya_knowledge_reloads_total counter\n"
        out += "tanya_knowledge_reloads_total{outcome=\"ok\"} \(snapshot.reloads["ok"] ?? 0)\n"
        out += "tanya_knowledge_reloads_total{outcome=\"failed\"} \(snapshot.reloads["failed"] ?? 0)\n"
        out += "# HELP tanya_knowledge_entries Entries in the knowledge base being served.\n# TYPE tanya_knowledge_entries gauge\n"
        out += "tanya_knowledge_entries \(entries)\n"
        return out
    }

    private func escape(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}
