#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

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
final class BackgroundLineWriter: OutputStream, Sendable {
    /// What producers and the writer share, only ever touched under `state`'s lock.
    private struct State {
        var pending: [UInt8] = []
        var dropped = 0
        var closing = false
        var finished = false
        /// The writer sleeps on `wakeUp`; only then does a producer need to signal it.
        var writerWaiting = false
    }

    private let descriptor: Int32
    private let limit: Int
    private let state = Mutex(State())
    /// Signalled once per wait of the writer (the flag in `State` says when),
    /// so a wake-up is never lost and never left over.
    private let wakeUp = DispatchSemaphore(value: 0)
    /// Signalled when the writer has written everything and stopped.
    private let stopped = DispatchSemaphore(value: 0)
    private static let batchDelay: useconds_t = 2000

    init(descriptor: Int32, limit: Int = 8 << 20) {
        self.descriptor = descriptor
        self.limit = limit
        // One long-running task: it sleeps on the semaphore when there is
        // nothing to write, so it holds one pool thread and no CPU.
        DispatchQueue(label: "tanya.log-writer").async { [self] in
            run()
            stopped.signal()
        }
    }

    func write(_ text: String) { append(text.utf8, newline: false) }

    func writeLine(_ text: String) { append(text.utf8, newline: true) }

    /// `bytes` and a line feed: the access log's path (its lines are built
    /// as bytes, so no String is made just to be copied in here).
    func writeLine(bytes: [UInt8]) { append(bytes, newline: true) }

    private func append<Bytes: Collection<UInt8>>(_ bytes: Bytes, newline: Bool) {
        let size = bytes.count + (newline ? 1 : 0)
        let (queued, wake) = state.withLock { state -> (Bool, Bool) in
            guard !state.finished else { return (false, false) }
            if state.pending.count + size > limit {
                state.dropped += 1
            } else {
                state.pending.append(contentsOf: bytes)
                if newline { state.pending.append(0x0A) }
            }
            defer { state.writerWaiting = false }
            return (true, state.writerWaiting)
        }
        if wake { wakeUp.signal() }
        // After close(): straight to the descriptor.
        if !queued { FileDescriptorStream.writeAll(Array(bytes) + (newline ? [0x0A] : []), to: descriptor) }
    }

    /// Writes what is queued and stops the writer; later writes go straight to the descriptor.
    func close() {
        let (first, wake) = state.withLock { state -> (Bool, Bool) in
            defer { state.closing = true; state.writerWaiting = false }
            return (!state.closing, state.writerWaiting)
        }
        guard first else { return }
        if wake { wakeUp.signal() }
        stopped.wait()
    }

    private func run() {
        var batch: [UInt8] = []
        while true {
            let idle = state.withLock { state -> Bool in
                let idle = state.pending.isEmpty && state.dropped == 0 && !state.closing
                state.writerWaiting = idle
                return idle
            }
            if idle {
                wakeUp.wait()
                continue
            }
            // Let the burst that woke us gather, then write it at once.
            if !state.withLock({ $0.closing }) { usleep(Self.batchDelay) }
            let (lost, finished) = state.withLock { state -> (Int, Bool) in
                swap(&batch, &state.pending)
                let lost = state.dropped
                state.dropped = 0
                let finished = state.closing && batch.isEmpty && lost == 0
                if finished { state.finished = true }
                return (lost, finished)
            }
            if finished { return }
            if lost > 0 { batch.append(contentsOf: "{\"event\":\"log_dropped\",\"lines\":\(lost)}\n".utf8) }
            FileDescriptorStream.writeAll(batch, to: descriptor)
            batch.removeAll(keepingCapacity: batch.capacity <= 1 << 20)
        }
    }
}
