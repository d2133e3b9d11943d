#if canImport(Glibc)
import Glibc
#endif
import CSystem
import Synchronization

/// Spreads connections evenly over the event loops.
///
/// Each loop accepts on its own `SO_REUSEPORT` socket, and the kernel picks
/// the socket by a hash of the client's address and port. Over thousands of
/// clients that evens out, but a reverse proxy keeps only a few dozen
/// keep-alive connections open, and those often land 60/40 or worse: one
/// core then serves most of the traffic while the other idles, and that
/// loop's clients wait longer. So a loop that accepts a connection while it
/// holds more than the least busy loop hands it to that loop instead.
///
/// Also owns each loop's wake-up eventfd, so that a hand-off can never
/// signal a descriptor that a finished loop has already closed.
final class ConnectionBalancer: Sendable {
    private final class Slot: Sendable {
        /// Connections the loop serves, counting those handed to it and not yet adopted.
        let open = Atomic<Int>(0)
        let inbox = Mutex<[Socket]>([])
        let wakeDescriptor: Int32

        init(wakeDescriptor: Int32) { self.wakeDescriptor = wakeDescriptor }
    }

    private let slots: [Slot]

    init(loopCount: Int) throws(SocketError) {
        var slots: [Slot] = []
        for _ in 0..<max(1, loopCount) {
            let descriptor = csystem_eventfd()
            guard descriptor >= 0 else {
                let error = SocketError.current(.eventfd)
                for slot in slots { close(slot.wakeDescriptor) }
                throw error
            }
            slots.append(Slot(wakeDescriptor: descriptor))
        }
        self.slots = slots
    }

    deinit {
        for slot in slots {
            // Connections handed to a loop that had already stopped.
            for socket in slot.inbox.withLock({ $0 }) { socket.close() }
            close(slot.wakeDescriptor)
        }
    }

    var loopCount: Int { slots.count }

    func wakeDescriptor(of loop: Int) -> Int32 { slots[loop].wakeDescriptor }

    /// Wakes `loop` (to adopt connections, or to notice shutdown).
    func wake(_ loop: Int) { _ = csystem_eventfd_signal(slots[loop].wakeDescriptor) }

    /// The loop that should serve a connection `loop` has just accepted:
    /// `loop` itself unless another loop holds fewer connections.
    func destination(acceptedBy loop: Int) -> Int {
        var best = loop
        var fewest = slots[loop].open.load(ordering: .relaxed)
        for (other, slot) in slots.enumerated() where other != loop {
            let open = slot.open.load(ordering: .relaxed)
            if open < fewest {
                best = other
                fewest = open
            }
        }
        return best
    }

    /// Counts a connection `loop` serves from now on (one it accepted and keeps).
    func opened(on loop: Int) { slots[loop].open.add(1, ordering: .relaxed) }

    /// Counts a connection `loop` closed.
    func closed(on loop: Int) { slots[loop].open.subtract(1, ordering: .relaxed) }

    /// Passes an accepted connection to `loop` and wakes it; it is counted
    /// there at once, so the next accept already sees the new balance.
    func handOff(_ socket: Socket, to loop: Int) {
        slots[loop].open.add(1, ordering: .relaxed)
        slots[loop].inbox.withLock { $0.append(socket) }
        wake(loop)
    }

    /// The connections handed to `loop` since it last looked (already counted).
    func takeHandedOff(by loop: Int) -> [Socket] {
        slots[loop].inbox.withLock { inbox in
            let sockets = inbox
            inbox.removeAll()
            return sockets
        }
    }

    /// Connections each loop serves (for tests and diagnostics).
    var openPerLoop: [Int] { slots.map { $0.open.load(ordering: .relaxed) } }
}
