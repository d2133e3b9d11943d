#if canImport(Glibc)
import Glibc
#endif

/// Collects log lines from every server thread and writes them to a file
/// descriptor from one background thread, in batches. The event loops only
/// append to memory, so a slow stdout (a log file under writeback, a full
/// pipe) never stalls request handling, and one write carries many lines.
/// Lines stay whole and in order and reach the descriptor within about
/// `batchDelay` (2 ms): the writer waits that long after the first new line so
/// a burst costs one wake-up and one write instead of one of each per line
/// (a wake-up per line cost more CPU than the handler's JSON). If the reader falls
/// more than `limit` bytes behind, further lines are counted and dropped,
/// and a `log_dropped` event says how many.
///
/// Unsafe code here is the pthread boundary only: the mutex and condition
/// variable live in memory allocated once in `init` and freed in `deinit`
/// (pthread objects must never move, so they cannot be Swift values), and
/// the writer thread's start routine receives `self` retained through
/// `Unmanaged`, released when that routine takes it back.
final class BackgroundLineWriter: OutputStream, @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `mutex`.
    private let descriptor: Int32
    private let limit: Int
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [UInt8] = []
    private var dropped = 0
    private var closing = false
    /// The writer sleeps on the condition; only then does a producer need to signal it.
    private var writerWaiting = false
    private static let batchDelay: useconds_t = 2000
    private var thread = pthread_t()
    private var started = false

    init(descriptor: Int32, limit: Int = 8 << 20) {
        self.descriptor = descriptor
        self.limit = limit
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        let unmanaged = Unmanaged.passRetained(self)
        started = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let writer = Unmanaged<BackgroundLineWriter>.fromOpaque(raw).takeRetainedValue()
            writer.run()
            return nil
        }, unmanaged.toOpaque()) == 0
        if !started { unmanaged.release() }
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func write(_ text: String) { append(text.utf8, newline: false) }

    func writeLine(_ text: String) { append(text.utf8, newline: true) }

    /// `bytes` and a line feed: the access log's path (its lines are built
    /// as bytes, so no String is made just to be copied in here).
    func writeLine(bytes: [UInt8]) { append(bytes, newline: true) }

    private func append<Bytes: Collection<UInt8>>(_ bytes: Bytes, newline: Bool) {
        guard started else {
            FileDescriptorStream.writeAll(Array(bytes) + (newline ? [0x0A] : []), to: descriptor)
            return
        }
        let size = bytes.count + (newline ? 1 : 0)
        pthread_mutex_lock(mutex)
        if pending.count + size > limit {
            dropped += 1
        } else {
            pending.append(contentsOf: bytes)
            if newline { pending.append(0x0A) }
        }
        let wake = writerWaiting
        writerWaiting = false
        pthread_mutex_unlock(mutex)
        if wake { pthread_cond_signal(condition) }
    }

    /// Writes what is queued and stops the thread; later writes go straight to the descriptor.
    func close() {
        guard started else { return }
        pthread_mutex_lock(mutex)
        closing = true
        writerWaiting = false
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        started = false
    }

    private func run() {
        var batch: [UInt8] = []
        while true {
            pthread_mutex_lock(mutex)
            while pending.isEmpty && dropped == 0 && !closing {
                writerWaiting = true
                pthread_cond_wait(condition, mutex)
            }
            writerWaiting = false
            if !closing {
                // Let the burst that woke us gather, then write it at once.
                pthread_mutex_unlock(mutex)
                usleep(Self.batchDelay)
                pthread_mutex_lock(mutex)
            }
            swap(&batch, &pending)
            let lost = dropped
            dropped = 0
            let finished = closing && batch.isEmpty && lost == 0
            pthread_mutex_unlock(mutex)
            if finished { return }
            if lost > 0 { batch.append(contentsOf: "{\"event\":\"log_dropped\",\"lines\":\(lost)}\n".utf8) }
            FileDescriptorStream.writeAll(batch, to: descriptor)
            batch.removeAll(keepingCapacity: batch.capacity <= 1 << 20)
        }
    }
}
