#if canImport(Glibc)
import Glibc
#endif

/// Monotonic clock in nanoseconds.
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

/// Runs `body` `runs` times and returns the sorted durations in milliseconds.
func timeRuns(_ runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
    var times: [Double] = []
    times.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(Double(now() - start) / 1e6)
    }
    return times.sorted()
}

/// The goals the benchmark checks; a missed one makes the process exit 2
/// after every figure is printed (exit 1 stays for wrong output).
struct Goals {
    private(set) var missed: [String] = []

    mutating func check(_ met: Bool, _ name: String) -> String {
        if !met { missed.append(name) }
        return met ? "met" : "MISSED"
    }
}
