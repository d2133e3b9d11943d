#if canImport(Glibc)
import Glibc
#endif

/// Monotonic clock in nanoseconds.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time of the whole process (every thread) in nanoseconds: unlike the
/// wall clock it does not grow while the work waits for a core, so a goal
/// checked on it holds on a shared machine as on a quiet one; work spread
/// over several threads counts in full.
func processCPUNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
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

/// Durations of repeated runs in milliseconds, each list sorted.
struct RunTimes {
    var wall: [Double] = []
    var cpu: [Double] = []
    /// CPU time of freeing each run's result but the last.
    var freeing: [Double] = []
}

/// Runs `body` `runs` times and returns the wall-clock and process-CPU
/// durations of the runs with the last run's result. A run's result is
/// freed after the clocks stop, when the next result replaces it (timed
/// apart, in `freeing`): loading builds a base, and freeing the one before
/// is not part of it (a reload leaves the old base to whichever thread
/// drops it last). Freeing the shipped base costs about 2 ms of CPU.
func timeRuns<Result>(_ runs: Int, _ body: () throws -> Result) rethrows -> (times: RunTimes, last: Result?) {
    var times = RunTimes()
    var kept: Result?
    for _ in 0..<runs {
        let start = now(), cpuStart = processCPUNow()
        let result = try body()
        times.cpu.append(Double(processCPUNow() - cpuStart) / 1e6)
        times.wall.append(Double(now() - start) / 1e6)
        let freeStart = processCPUNow()
        if kept != nil { kept = nil; times.freeing.append(Double(processCPUNow() - freeStart) / 1e6) }
        kept = result
    }
    times.wall.sort()
    times.cpu.sort()
    times.freeing.sort()
    return (times, kept)
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
