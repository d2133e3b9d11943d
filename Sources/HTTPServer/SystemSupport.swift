#if canImport(Glibc)
import Glibc
#endif
import CSystem

/// The monotonic clock the server runs on.
enum MonotonicClock {
    static func now() -> HTTPInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return HTTPInstant(nanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
    }
}

/// A joinable POSIX thread running one closure (no Foundation needed).
struct JoinableThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private let handle: pthread_t

    init(_ run: @escaping () -> Void) throws(SocketError) {
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, body)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(body).release()
            throw SocketError(.thread, errno: result)
        }
        self.handle = handle
    }

    func join() {
        pthread_join(handle, nil)
    }
}

/// The IMF-fixdate for the Date header, recomputed at most once a second.
struct HTTPDateCache {
    private var second = -1
    private(set) var value = ""

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    mutating func current() -> String {
        var now = time(nil)
        if now == second { return value }
        second = now
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
        value = "\(Self.days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(Self.months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
        return value
    }
}

/// Process signals handled without a signal handler: block them in every
/// thread, then wait for them synchronously on one thread (sigwait), where
/// any work is safe.
public enum SignalWaiter {
    /// Blocks `signals`; call before starting any thread so all inherit the mask.
    public static func block(_ signals: [Int32]) {
        // The array is lent to the C call, which reads `signals.count` elements.
        _ = csystem_block_signals(signals, Int32(signals.count))
    }

    /// Waits for one of the (blocked) `signals` and returns it.
    public static func wait(for signals: [Int32]) -> Int32 {
        csystem_wait_signal(signals, Int32(signals.count))
    }
}
