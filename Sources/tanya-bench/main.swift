#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

// Benchmark of the in-process responder: knowledge load + index/training
// time (shipped base and a generated 500 x 30 base) and per-query latency
// (normalise, classify, build the reply and its JSON).
// Build in release: swift run -c release tanya-bench [KNOWLEDGE_DIR] [QUERIES.tsv]
// Exit 1: wrong output (malformed or non-deterministic replies, a base that
// does not load); exit 2: every figure printed, but a goal was missed.

let arguments = Array(CommandLine.arguments.dropFirst())
let directory = arguments.first ?? "knowledge"
let queryFile = arguments.count > 1 ? arguments[1] : "eval/labelled.tsv"
var goals = Goals()

/// Loads and indexes (trains) a base: what start-up and every reload do.
func loadResponder(_ directory: String) -> Responder {
    do {
        return Responder(index: KnowledgeIndex(base: try KnowledgeLoader.load(directory: directory)))
    } catch {
        print("tanya-bench: \(directory) does not load: \(error)")
        exit(1)
    }
}

// 1. Load + index of the shipped base.
let (loadTimes, loaded) = timeRuns(30) { loadResponder(directory) }
guard let responder = loaded else { exit(1) }

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

/// Times `body` once per query of `queries` for `rounds` rounds; returns sorted microseconds and total seconds.
@MainActor func measure(_ queries: [String], rounds: Int, _ body: (String) -> Int) -> (sorted: [Double], seconds: Double) {
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
let (perQuery, totalSeconds) = measure(queries, rounds: rounds) { query in
    let reply: Reply = responder.reply(to: query, site: nil)
    return reply.steps.count
}
// What `tanya ask --json` and the HTTP API do per query: the same plus JSON.
let (perQueryJSON, _) = measure(queries, rounds: rounds) { query in
    responder.replyJSON(to: query, site: nil).count
}

// Memory of the shipped base, before the generated one is built.
var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)

let loadMedian = percentile(loadTimes.cpu, 0.5)
let queryMedian = percentile(perQuery, 0.5)
let peakMB = Double(usage.ru_maxrss) / 1024
print("tanya-bench (\(queries.count) distinct queries x \(rounds) rounds, knowledge: \(directory))")
print("knowledge load + index/training: median \(format(loadMedian)) ms CPU, p90 \(format(percentile(loadTimes.cpu, 0.9))) ms CPU; wall clock median \(format(percentile(loadTimes.wall, 0.5))) ms  goal CPU median <= 50 ms: \(goals.check(loadMedian <= 50, "shipped load"))")
print("freeing a loaded base (after the clock, information): median \(format(percentile(loadTimes.freeing, 0.5))) ms CPU")
print("per query (normalise + classify + build reply): median \(format(queryMedian)) us, p90 \(format(percentile(perQuery, 0.9))) us, p99 \(format(percentile(perQuery, 0.99))) us  goal median <= 10 us: \(goals.check(queryMedian <= 10, "median per query"))")
print("per query on first sight (cold word cache): median \(format(percentile(coldTimes, 0.5))) us, p90 \(format(percentile(coldTimes, 0.9))) us")
print("per query including the JSON line: median \(format(percentile(perQueryJSON, 0.5))) us, p90 \(format(percentile(perQueryJSON, 0.9))) us")
print("throughput in-process: \(Int(Double(perQuery.count) / totalSeconds)) queries/s on one core")
print("peak resident memory (in-process benchmark, shipped base): \(format(peakMB, 1)) MB  (information; the goal is checked on tanya ask --json)")

// 3. A generated base of 500 entries x 30 examples: load + index/training.
let generated: GeneratedKnowledge
do {
    generated = try GeneratedKnowledge(shipped: directory)
} catch {
    print("tanya-bench: cannot write the generated knowledge base: \(error)")
    exit(1)
}
let (largeTimes, large) = timeRuns(5) { loadResponder(generated.directory) }
generated.remove()
guard let large else { exit(1) }
let largeMedian = percentile(largeTimes.cpu, 0.5)
let (largePerQuery, _) = measure(generated.sampleQueries, rounds: 3) { query in
    let reply: Reply = large.reply(to: query, site: nil)
    return reply.steps.count
}
let ownAnswers = generated.sampleQueries.filter { query in
    let reply: Reply = large.reply(to: query, site: nil)
    return reply.kind == .answer
}.count
print("generated base (\(generated.entryCount) entries x \(generated.examplesPerEntry) examples) load + index/training: median \(format(largeMedian)) ms CPU, max \(format(largeTimes.cpu.last ?? 0)) ms CPU; wall clock median \(format(percentile(largeTimes.wall, 0.5))) ms  goal CPU median <= 1000 ms: \(goals.check(largeMedian <= 1000, "generated load"))")
print("generated base per query: median \(format(percentile(largePerQuery, 0.5))) us, p90 \(format(percentile(largePerQuery, 0.9))) us; \(ownAnswers) of \(generated.sampleQueries.count) sampled examples answered directly (information)")

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
if !documentLoadBenchmark(knowledge: directory, goals: &goals) { exit(1) }
if !goals.missed.isEmpty {
    print("tanya-bench: goals MISSED: \(goals.missed.joined(separator: ", "))")
    exit(2)
}
