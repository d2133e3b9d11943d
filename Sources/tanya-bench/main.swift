#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

// Benchmark of the in-process responder: knowledge load + index time and
// per-query latency (normalise, classify, build the reply and its JSON).
// Build in release: swift run -c release tanya-bench [KNOWLEDGE_DIR] [QUERIES.tsv]

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

func format(_ value: Double, _ digits: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let directory = arguments.first ?? "knowledge"
let queryFile = arguments.count > 1 ? arguments[1] : "eval/labelled.tsv"

// 1. Load + index.
var loadTimes: [Double] = []
var responder: Responder?
for _ in 0..<30 {
    let start = now()
    do {
        let base = try KnowledgeLoader.load(directory: directory)
        responder = Responder(index: KnowledgeIndex(base: base))
    } catch {
        print("tanya-bench: \(error)")
        exit(1)
    }
    loadTimes.append(Double(now() - start) / 1e6)
}
guard let responder else { exit(1) }
loadTimes.sort()

// 2. Queries: the labelled set's texts plus the entries' examples.
var queries: [String] = []
if case let .success(text) = KnowledgeLoader.readText(queryFile) {
    for line in text.split(separator: "\n") {
        if let tab = line.firstIndex(of: "\t") { queries.append(String(line[line.index(after: tab)...])) }
    }
}
for entry in responder.index.entries { queries += entry.entry.examples.map(\.value) }

var sink = 0
// First pass on a fresh responder: every informal word is resolved from
// scratch (stem candidates, typo correction) before the cache remembers it.
var coldTimes: [Double] = []
for query in queries {
    let start = now()
    let reply: Reply = responder.reply(to: query, site: nil)
    sink &+= reply.steps.count
    coldTimes.append(Double(now() - start) / 1000)
}
coldTimes.sort()
for query in queries { sink &+= responder.reply(to: query, site: nil).json().utf8.count } // warm up
let rounds = 20

/// Times `body` once per query for `rounds` rounds; returns sorted microseconds and total seconds.
@MainActor func measure(_ body: (String) -> Int) -> (sorted: [Double], seconds: Double) {
    var times: [Double] = []
    times.reserveCapacity(queries.count * rounds)
    let totalStart = now()
    for _ in 0..<rounds {
        for query in queries {
            let start = now()
            sink &+= body(query)
            times.append(Double(now() - start) / 1000)
        }
    }
    let seconds = Double(now() - totalStart) / 1e9
    times.sort()
    return (times, seconds)
}

// The goal: normalise + classify + build the reply object.
let (perQuery, totalSeconds) = measure { query in
    let reply: Reply = responder.reply(to: query, site: nil)
    return reply.steps.count
}
// What `tanya ask --json` and the HTTP API do per query: the same plus JSON.
let (perQueryJSON, _) = measure { query in
    responder.replyJSON(to: query, site: nil).count
}

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)

func goal(_ met: Bool) -> String { met ? "met" : "MISSED" }

let loadMedian = percentile(loadTimes, 0.5)
let queryMedian = percentile(perQuery, 0.5)
let peakMB = Double(usage.ru_maxrss) / 1024
print("tanya-bench (\(queries.count) distinct queries x \(rounds) rounds, knowledge: \(directory))")
print("knowledge load + index: median \(format(loadMedian)) ms, p90 \(format(percentile(loadTimes, 0.9))) ms  goal <= 20 ms: \(goal(loadMedian <= 20))")
print("per query (normalise + classify + build reply): median \(format(queryMedian)) us, p90 \(format(percentile(perQuery, 0.9))) us, p99 \(format(percentile(perQuery, 0.99))) us  goal median <= 10 us: \(goal(queryMedian <= 10))")
print("per query on first sight (cold word cache): median \(format(percentile(coldTimes, 0.5))) us, p90 \(format(percentile(coldTimes, 0.9))) us")
print("per query including the JSON line: median \(format(percentile(perQueryJSON, 0.5))) us, p90 \(format(percentile(perQueryJSON, 0.9))) us")
print("throughput in-process: \(Int(Double(perQuery.count) / totalSeconds)) queries/s on one core")
print("peak resident memory (in-process benchmark): \(format(peakMB, 1)) MB  goal <= 30 MB: \(goal(peakMB <= 30))")

// The output must be right, not only fast: every reply is well-formed and
// answering is deterministic (the same text gives the same JSON).
var wrong = 0
for query in queries.prefix(200) {
    let first = responder.reply(to: query, site: nil).json()
    let second = responder.reply(to: query, site: nil).json()
    if first != second || !first.hasPrefix("{\"type\":") || !first.hasSuffix("}") { wrong += 1 }
}
if wrong > 0 {
    print("tanya-bench: \(wrong) replies were malformed or not deterministic")
    exit(1)
}
if sink == 42 { print("") } // keeps the work from being optimised away
if !documentLoadBenchmark(knowledge: directory) { exit(1) }
