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
final class BackgroundLineWriter: OutputStream, @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `mutex`; the fields a
    // producer touches skip the runtime's exclusivity checks too
    // (`@exclusivity(unchecked)`): the mutex already makes access exclusive.
    private let descriptor: Int32
    private let limit: Int
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    @exclusivity(unchecked) private var pending: [UInt8] = []
    @exclusivity(unchecked) private var dropped = 0
    private var closing = false
    /// The writer sleeps on the condition; only then does a producer need to signal it.
    @exclusivity(unchecked) private var writerWaiting = false
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

    func write(_ text: String) {
        var text = text
        text.withUTF8 { append($0, newline: false) }
    }

    func writeLine(_ text: String) {
        var text = text
        text.withUTF8 { append($0, newline: true) }
    }

    /// `bytes` and a line feed: the access log's path (its lines are built
    /// as bytes, so no String is made just to be copied in here).
    func writeLine(bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes, newline: true)
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>, newline: Bool) {
        guard started else {
            FileDescriptorStream(descriptor).write(bytes: Array(bytes) + (newline ? [0x0A] : []))
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
            writeAll(batch)
            batch.removeAll(keepingCapacity: batch.capacity <= 1 << 20)
        }
    }

    private func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return // EPIPE: nobody reads the log any more.
                }
                offset += written
            }
        }
    }
}
