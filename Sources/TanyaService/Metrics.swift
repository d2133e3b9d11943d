#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Request and reply counters in Prometheus text format (`GET /metrics`):
/// requests by route and status, a latency histogram, replies by type and
/// intent, and fallbacks. Safe to update from every server thread.
public final class Metrics: Sendable {
    /// Histogram bucket upper bounds, in seconds.
    public static let latencyBuckets: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

    private struct RequestKey: Hashable {
        var route: String
        var status: Int

        // Routes are a handful of fixed names: their length and the status
        // spread them well enough, without hashing the bytes on every request.
        func hash(into hasher: inout Hasher) {
            hasher.combine(status)
            hasher.combine(route.utf8.count)
        }
    }

    private struct ReplyKey: Hashable {
        var type: String
        var intent: String

        // Reply types are a few fixed words: the intent's bytes and the
        // type's length suffice (equal keys still hash equally).
        func hash(into hasher: inout Hasher) {
            hasher.combine(type.utf8.count)
            hasher.combine(intent)
        }
    }

    private struct State {
        /// Counted requests; see `lastRequest` for the latest ones.
        var requests: [RequestKey: Int] = [:]
        /// Requests with the same route and status as the one before, not
        /// yet added to `requests`: a run of them (the usual traffic) costs
        /// one comparison each instead of hashing a key. `settled` adds them.
        var lastRequest: RequestKey?
        var lastRequestRun = 0
        /// Per bucket, the requests whose duration fell in it (not cumulative; render sums).
        var bucketCounts = [Int](repeating: 0, count: Metrics.latencyBuckets.count)
        var latencyCount = 0
        var latencySum = 0.0
        var replies: [ReplyKey: Int] = [:]
        var fallbacks = 0
        var reloads: [String: Int] = [:]           // "ok" / "failed"

        mutating func countRequest(_ key: RequestKey) {
            if key == lastRequest {
                lastRequestRun += 1
                return
            }
            if let last = lastRequest { requests[last, default: 0] += lastRequestRun }
            lastRequest = key
            lastRequestRun = 1
        }

        /// This state with every request in `requests`.
        var settled: State {
            var state = self
            if let last = state.lastRequest { state.requests[last, default: 0] += state.lastRequestRun }
            state.lastRequest = nil
            state.lastRequestRun = 0
            return state
        }

        mutating func merge(_ other: State) {
            let other = other.settled
            requests.merge(other.requests, uniquingKeysWith: +)
            for index in bucketCounts.indices { bucketCounts[index] += other.bucketCounts[index] }
            latencyCount += other.latencyCount
            latencySum += other.latencySum
            replies.merge(other.replies, uniquingKeysWith: +)
            fallbacks += other.fallbacks
            reloads.merge(other.reloads, uniquingKeysWith: +)
        }
    }

    /// One lock per shard, each on its own cache line, and each thread
    /// sticks to one shard: the event loops never wait for each other or
    /// bounce a shared lock between cores. `render` adds the shards up.
    private final class Shard: Sendable {
        let state = Mutex(State())
        // Keeps two shards' locks off one cache line.
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    private let shards: [Shard] = (0..<Metrics.shardCount).map { _ in Shard() }
    private static let shardCount = 8
    public let startTime: Double

    public init(startTime: Double = 0) {
        self.startTime = startTime
    }

    /// The calling thread's shard: its thread id, hashed (ids are far apart
    /// stack addresses, so the high bits of a multiplicative hash spread them).
    private var shard: Shard {
        let id = UInt64(pthread_self())
        return shards[Int((id &* 0x9E37_79B9_7F4A_7C15) >> 61) % Self.shardCount]
    }

    public func recordRequest(route: String, status: Int, seconds: Double) {
        record(route: route, status: status, seconds: seconds, replyType: nil, intent: nil)
    }

    /// A request and, when it produced a reply, the reply: one lock for both.
    public func record(route: String, status: Int, seconds: Double, replyType: String?, intent: String?) {
        let bucket = Self.bucket(seconds)
        shard.state.withLock { state in
            state.countRequest(RequestKey(route: route, status: status))
            state.latencyCount += 1
            state.latencySum += seconds
            if let bucket { state.bucketCounts[bucket] += 1 }
            if let replyType {
                state.replies[ReplyKey(type: replyType, intent: intent ?? ""), default: 0] += 1
                if replyType == "fallback" { state.fallbacks += 1 }
            }
        }
    }

    /// `latencyBuckets.firstIndex { seconds <= $0 }`, by comparisons with
    /// constants: no access to the shared array (and its reference count)
    /// on every request. A test holds the two to agreeing.
    static func bucket(_ seconds: Double) -> Int? {
        if seconds <= 0.001 {
            if seconds <= 0.0001 { return 0 }
            if seconds <= 0.00025 { return 1 }
            return seconds <= 0.0005 ? 2 : 3
        }
        if seconds <= 0.01 {
            if seconds <= 0.0025 { return 4 }
            return seconds <= 0.005 ? 5 : 6
        }
        if seconds <= 0.025 { return 7 }
        if seconds <= 0.05 { return 8 }
        if seconds <= 0.1 { return 9 }
        if seconds <= 0.25 { return 10 }
        return seconds <= 1 ? 11 : nil
    }

    public func recordReply(type: String, intent: String?) {
        shard.state.withLock { state in
            state.replies[ReplyKey(type: type, intent: intent ?? ""), default: 0] += 1
            if type == "fallback" { state.fallbacks += 1 }
        }
    }

    public func recordReload(succeeded: Bool) {
        shard.state.withLock { $0.reloads[succeeded ? "ok" : "failed", default: 0] += 1 }
    }

    private var total: State {
        var total = State()
        for shard in shards { total.merge(shard.state.withLock { $0 }) }
        return total
    }

    public func render(entries: Int) -> String {
        let snapshot = total
        var out = ""
        out += "# HELP tanya_http_requests_total HTTP requests by route and status.\n# TYPE tanya_http_requests_total counter\n"
        // Sorted as the text "route\0status" sorts, the order earlier versions printed.
        for (key, count) in snapshot.requests.sorted(by: { "\($0.key.route)\u{0}\($0.key.status)" < "\($1.key.route)\u{0}\($1.key.status)" }) {
            out += "tanya_http_requests_total{route=\"\(escape(key.route))\",status=\"\(key.status)\"} \(count)\n"
        }
        out += "# HELP tanya_http_request_duration_seconds Time to answer a request.\n# TYPE tanya_http_request_duration_seconds histogram\n"
        var cumulative = 0
        for (index, bound) in Self.latencyBuckets.enumerated() {
            cumulative += snapshot.bucketCounts[index]
            out += "tanya_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)\n"
        }
        out += "tanya_http_request_duration_seconds_bucket{le=\"+Inf\"} \(snapshot.latencyCount)\n"
        out += "tanya_http_request_duration_seconds_sum \(snapshot.latencySum)\n"
        out += "tanya_http_request_duration_seconds_count \(snapshot.latencyCount)\n"
        out += "# HELP tanya_replies_total Replies by type and intent.\n# TYPE tanya_replies_total counter\n"
        for (key, count) in snapshot.replies.sorted(by: { "\($0.key.type)\u{0}\($0.key.intent)" < "\($1.key.type)\u{0}\($1.key.intent)" }) {
            out += "tanya_replies_total{type=\"\(key.type)\",intent=\"\(escape(key.intent))\"} \(count)\n"
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
