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
        var requests = Tally(placeholder: RequestKey(route: "", status: 0))
        /// Per bucket, the requests whose duration fell in it (not cumulative; render sums).
        var bucketCounts = [Int](repeating: 0, count: Metrics.latencyBuckets.count)
        var latencyCount = 0
        var latencySum = 0.0
        var replies = Tally(placeholder: ReplyKey(type: "", intent: ""))
        var fallbacks = 0
        var reloads: [String: Int] = [:]           // "ok" / "failed"

        mutating func merge(_ other: State) {
            requests.merge(other.requests)
            for index in bucketCounts.indices { bucketCounts[index] += other.bucketCounts[index] }
            latencyCount += other.latencyCount
            latencySum += other.latencySum
            replies.merge(other.replies)
            fallbacks += other.fallbacks
            reloads.merge(other.reloads, uniquingKeysWith: +)
        }
    }

    /// Counts by key. The latest keys' counts wait in a few slots picked by
    /// a cheap hash the caller gives (lengths and numbers, no `Hasher`), so a
    /// key seen again costs one comparison instead of hashing it into the
    /// dictionary; a slot's count moves to the dictionary when another key
    /// takes the slot. (Hashing the route and the intent cost more than the
    /// rest of the bookkeeping.)
    struct Tally<Key: Hashable> {
        private var counted: [Key: Int] = [:]
        /// A slot with a count of 0 is empty (its key is a placeholder).
        private var slotKeys: [Key]
        private var slotCounts = [Int](repeating: 0, count: 16)

        init(placeholder: Key) {
            slotKeys = [Key](repeating: placeholder, count: 16)
        }

        mutating func add(_ key: Key, slot: Int) {
            let index = slot & 15
            if slotCounts[index] > 0 {
                if slotKeys[index] == key {
                    slotCounts[index] += 1
                    return
                }
                counted[slotKeys[index], default: 0] += slotCounts[index]
            }
            slotKeys[index] = key
            slotCounts[index] = 1
        }

        /// Every count, the waiting ones included.
        var totals: [Key: Int] {
            var totals = counted
            for index in slotKeys.indices where slotCounts[index] > 0 {
                totals[slotKeys[index], default: 0] += slotCounts[index]
            }
            return totals
        }

        mutating func merge(_ other: Tally) {
            counted.merge(other.totals, uniquingKeysWith: +)
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
            state.requests.add(RequestKey(route: route, status: status), slot: status &+ route.utf8.count &* 7)
            state.latencyCount += 1
            state.latencySum += seconds
            if let bucket { state.bucketCounts[bucket] += 1 }
            if let replyType {
                let intent = intent ?? ""
                state.replies.add(ReplyKey(type: replyType, intent: intent), slot: Self.replySlot(type: replyType, intent: intent))
                if replyType == "fallback" { state.fallbacks += 1 }
            }
        }
    }

    /// Spreads replies over the tally's slots by the lengths of their type and intent.
    private static func replySlot(type: String, intent: String) -> Int {
        intent.utf8.count &+ type.utf8.count &* 5
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
            let intent = intent ?? ""
            state.replies.add(ReplyKey(type: type, intent: intent), slot: Self.replySlot(type: type, intent: intent))
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
        for (key, count) in snapshot.requests.totals.sorted(by: { "\($0.key.route)\u{0}\($0.key.status)" < "\($1.key.route)\u{0}\($1.key.status)" }) {
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
        for (key, count) in snapshot.replies.totals.sorted(by: { "\($0.key.type)\u{0}\($0.key.intent)" < "\($1.key.type)\u{0}\($1.key.intent)" }) {
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
