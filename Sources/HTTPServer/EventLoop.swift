#if canImport(Glibc)
import Glibc
#endif
import CSystem

/// One epoll loop on its own thread: accepts from its listening socket,
/// reads, parses, calls the handler, writes, and enforces the deadlines of
/// its connections. Nothing here blocks, so one slow client cannot stall
/// the others.
final class EventLoop: @unchecked Sendable {
    // @unchecked: after init, everything but `wake()` runs on the loop's own thread.
    private let epoll: Int32
    private let wakeDescriptor: Int32
    /// Spreads connections over the loops; `number` is this loop's place there.
    private let balancer: ConnectionBalancer
    private let number: Int
    private var listener: Socket?
    private var listenerPausedUntil: HTTPInstant?
    private let context: ServerContext
    private let limits: HTTPLimits
    private var connections: [Int32: Connection] = [:]
    private var generation: UInt64 = 0
    private var nextTimerCheck: HTTPInstant?
    private var shuttingDown = false
    /// The Date value and the last response head (see `HTTPHeadCache`).
    private var heads = HTTPHeadCache()
    /// What one read(2) fills before the bytes go to a connection's parser.
    private var readBuffer = [UInt8](repeating: 0, count: EventLoop.readChunk)

    private static let listenerToken: UInt64 = 1 << 63
    private static let wakeToken: UInt64 = 1 << 62
    private static let readChunk = 65536
    /// At most this many connections wait in a listener's accept queue.
    private static let acceptQueueLength = Int(Socket.backlog)
    /// Stop processing a connection's pipelined requests while this much output waits.
    private static let outputHighWater = 262_144

    private static let readable = UInt32(EPOLLIN.rawValue)
    private static let writable = UInt32(EPOLLOUT.rawValue)
    private static let exclusive = UInt32(EPOLLEXCLUSIVE.rawValue)

    init(listener: Socket, context: ServerContext, balancer: ConnectionBalancer, number: Int) throws(SocketError) {
        let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw .current(.epollCreate) }
        // The balancer owns the eventfd (it outlives the loop: see there).
        let wake = balancer.wakeDescriptor(of: number)
        guard csystem_epoll_ctl(epoll, EPOLL_CTL_ADD, wake, Self.readable, Self.wakeToken) == 0,
              csystem_epoll_ctl(epoll, EPOLL_CTL_ADD, listener.descriptor, Self.readable, Self.listenerToken) == 0 else {
            let error = SocketError.current(.epollControl)
            close(epoll)
            throw error
        }
        self.epoll = epoll
        self.wakeDescriptor = wake
        self.balancer = balancer
        self.number = number
        self.listener = listener
        self.context = context
        self.limits = context.limits
    }

    /// Wakes the loop from another thread (to notice shutdown).
    func wake() {
        balancer.wake(number)
    }

    func run() {
        var events = [UInt32](repeating: 0, count: 256)
        var tokens = [UInt64](repeating: 0, count: 256)
        while true {
            if context.stopping.load(ordering: .acquiring) && !shuttingDown { beginShutdown() }
            if shuttingDown && connections.isEmpty { break }
            let count = csystem_epoll_wait(epoll, &events, &tokens, 256, timeoutMilliseconds())
            if count < 0 {
                if errno == EINTR { continue }
                break // EBADF/EINVAL: the loop cannot continue; connections are closed below.
            }
            for index in 0..<Int(count) {
                let token = tokens[index]
                if token == Self.listenerToken {
                    acceptConnections()
                } else if token == Self.wakeToken {
                    _ = csystem_eventfd_drain(wakeDescriptor)
                    adoptHandedOffConnections()
                } else if let connection = connections[Int32(truncatingIfNeeded: token)], connection.token == token {
                    handleEvent(connection, events: events[index])
                }
            }
            checkTimers()
        }
        for connection in Array(connections.values) { closeConnection(connection) }
        adoptHandedOffConnections(closing: true)
        listener?.close()
        close(epoll)
    }

    // MARK: - Accepting

    /// Accepts waiting connections, 64 at a time so the loop's other
    /// connections are not starved. `draining` (at shutdown) empties the
    /// whole accept queue and keeps every connection on this loop, since the
    /// other loops are stopping too.
    private func acceptConnections(draining: Bool = false) {
        guard let listener, draining || !shuttingDown else { return }
        for _ in 0..<(draining ? Self.acceptQueueLength : 64) {
            let accepted: Socket?
            do {
                accepted = try listener.accept()
            } catch {
                // Out of descriptors (EMFILE) or similar: stop polling the listener briefly instead of spinning.
                pauseListener()
                return
            }
            guard let socket = accepted else { return }
            let open = context.openConnections.add(1, ordering: .relaxed).newValue
            if open > limits.maximumConnections {
                // Over the cap: refuse this one, keep serving the rest.
                context.openConnections.subtract(1, ordering: .relaxed)
                socket.close()
                continue
            }
            socket.setNoDelay()
            let destination = draining ? number : balancer.destination(acceptedBy: number)
            if destination != number {
                balancer.handOff(socket, to: destination)
                continue
            }
            balancer.opened(on: number)
            register(socket)
        }
    }

    /// Serves the connections other loops accepted for this one; once this
    /// loop is shutting down they get the same last call as its own idle
    /// connections (their clients may already have sent a request). `closing`
    /// is the loop's exit, when nothing can be served any more.
    private func adoptHandedOffConnections(closing: Bool = false) {
        for socket in balancer.takeHandedOff(by: number) {
            guard !closing else {
                balancer.closed(on: number)
                context.openConnections.subtract(1, ordering: .relaxed)
                socket.close()
                continue
            }
            register(socket)
            if shuttingDown, let connection = connections[socket.descriptor] {
                enterShutdown(connection, now: MonotonicClock.now())
            }
        }
    }

    /// Starts serving an accepted socket (already counted by the balancer
    /// and in `openConnections`).
    private func register(_ socket: Socket) {
        generation &+= 1
        let token = (generation << 32 | UInt64(UInt32(bitPattern: socket.descriptor))) & ~(Self.listenerToken | Self.wakeToken)
        let connection = Connection(socket: socket, token: token, limits: limits, now: MonotonicClock.now(), events: Self.readable)
        guard csystem_epoll_ctl(epoll, EPOLL_CTL_ADD, socket.descriptor, Self.readable, token) == 0 else {
            balancer.closed(on: number)
            context.openConnections.subtract(1, ordering: .relaxed)
            socket.close()
            return
        }
        connections[socket.descriptor] = connection
        noteDeadline(connection.withState { $0.machine.deadline })
    }

    private func pauseListener() {
        guard let listener else { return }
        _ = csystem_epoll_ctl(epoll, EPOLL_CTL_DEL, listener.descriptor, 0, 0)
        let until = MonotonicClock.now().advanced(by: .milliseconds(100))
        listenerPausedUntil = until
        nextTimerCheck = min(nextTimerCheck ?? until, until)
    }

    // MARK: - Connection events

    /// One exclusive access to the connection's state for the whole event (see `Connection.withState`).
    private func handleEvent(_ connection: Connection, events: UInt32) {
        connection.withState { state in
            if events & Self.writable != 0 {
                service(connection, &state)
                if connections[connection.socket.descriptor] !== connection { return }
            }
            if events & ~Self.writable != 0 {
                // EPOLLIN, EPOLLHUP or EPOLLERR: a read reports what happened.
                readAvailable(connection, &state)
            }
        }
    }

    private func readAvailable(_ connection: Connection, _ state: inout ConnectionState) {
        guard !state.peerClosed else { return }
        let lingering: Bool
        if case .lingering = state.machine.phase { lingering = true } else { lingering = false }
        // A few reads at most, so one fast sender cannot starve the loop's other connections.
        reading: for _ in 0..<4 {
            let result: Socket.ReadResult
            do {
                result = try connection.socket.read(into: &readBuffer)
            } catch {
                closeConnection(connection)
                return
            }
            switch result {
            case .wouldBlock:
                break reading
            case .endOfFile:
                if lingering {
                    closeConnection(connection)
                    return
                }
                // Requests that arrived with the FIN are still answered (see service).
                state.peerClosed = true
                break reading
            case let .bytes(count):
                // After the response that ends a connection, input is only drained.
                if !lingering && state.machine.acceptsRequests {
                    state.parser.append(readBuffer[0..<count])
                }
                if count < readBuffer.count { break reading }
            }
        }
        if lingering {
            updateInterest(connection, &state)
            return
        }
        service(connection, &state)
    }

    /// Parses and answers whatever complete requests are buffered, then writes.
    private func service(_ connection: Connection, _ state: inout ConnectionState) {
        while true {
            let answered = processRequests(&state)
            guard flush(connection, &state) else { return } // closed
            // Stopped at the output high-water mark, and that output is now gone: carry on.
            let more = answered > 0 && state.pendingOutput == 0 && state.machine.acceptsRequests
                && state.parser.bufferedByteCount > 0
            if !more { break }
        }
        if state.peerClosed, state.machine.peerClosed(outputPending: state.pendingOutput > 0) == .close {
            closeConnection(connection)
            return
        }
        updateInterest(connection, &state)
        noteDeadline(state.machine.deadline)
    }

    /// Answers the complete requests buffered (until the output high-water
    /// mark); returns how many responses it queued.
    private func processRequests(_ state: inout ConnectionState) -> Int {
        let now = MonotonicClock.now()
        var answered = 0
        while state.machine.acceptsRequests && state.pendingOutput < Self.outputHighWater {
            let request: HTTPRequest
            do {
                guard let next = try state.parser.nextRequest() else { break }
                request = next
            } catch {
                HTTPResponseSerializer.append(error.response, headRequest: false, keepAlive: false, date: heads.dates.current(),
                                              to: &state.output)
                state.machine.requestFailed(at: now)
                context.observer?(error.status, Self.seconds(MonotonicClock.now() - now))
                return answered + 1
            }
            let keepAlive = request.keepAlive && !shuttingDown
            let response = context.handler(request)
            if request.method == "HEAD" {
                HTTPResponseSerializer.append(response, headRequest: true, keepAlive: keepAlive, version: request.version,
                                              date: heads.dates.current(), to: &state.output)
            } else {
                heads.append(response, keepAlive: keepAlive, version: request.version, to: &state.output)
            }
            state.machine.responseQueued(at: now, keepAlive: keepAlive)
            answered += 1
        }
        if state.parser.takeContinueRequest() {
            state.output += HTTPResponseSerializer.continueResponse
        }
        state.machine.received(at: now, partialRequest: state.parser.hasPartialRequest)
        return answered
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Writes pending output; false if the connection was closed.
    private func flush(_ connection: Connection, _ state: inout ConnectionState) -> Bool {
        var wrote = false
        while state.pendingOutput > 0 {
            let written: Int
            do {
                written = try connection.socket.write(state.output, from: state.outputOffset)
            } catch {
                closeConnection(connection)
                return false
            }
            if written == 0 { break }
            state.outputOffset += written
            wrote = true
        }
        let now = MonotonicClock.now()
        if state.pendingOutput > 0 {
            if wrote { state.machine.wroteSome(at: now) }
            return true
        }
        if state.output.capacity > 1 << 20 {
            state.output = []
        } else {
            state.output.removeAll(keepingCapacity: true)
        }
        state.outputOffset = 0
        switch state.machine.outputDrained(at: now, partialRequest: state.parser.hasPartialRequest) {
        case .shutDownWriting:
            connection.socket.shutdownWriting()
            if state.peerClosed {
                closeConnection(connection)
                return false
            }
        case .close:
            closeConnection(connection)
            return false
        case .none, .sendRequestTimeout:
            break
        }
        return true
    }

    private func updateInterest(_ connection: Connection, _ state: inout ConnectionState) {
        var wanted: UInt32 = 0
        let lingering: Bool
        if case .lingering = state.machine.phase { lingering = true } else { lingering = false }
        let wantsInput = lingering || (state.machine.acceptsRequests && state.pendingOutput < Self.outputHighWater)
        if wantsInput && !state.peerClosed { wanted |= Self.readable }
        if state.pendingOutput > 0 { wanted |= Self.writable }
        guard wanted != state.registeredEvents else { return }
        state.registeredEvents = wanted
        _ = csystem_epoll_ctl(epoll, EPOLL_CTL_MOD, connection.socket.descriptor, wanted, connection.token)
    }

    private func closeConnection(_ connection: Connection) {
        guard connections[connection.socket.descriptor] === connection else { return }
        connections[connection.socket.descriptor] = nil
        _ = csystem_epoll_ctl(epoll, EPOLL_CTL_DEL, connection.socket.descriptor, 0, 0)
        connection.socket.close()
        balancer.closed(on: number)
        context.openConnections.subtract(1, ordering: .relaxed)
    }

    // MARK: - Timers and shutdown

    private func noteDeadline(_ deadline: HTTPInstant?) {
        guard let deadline else { return }
        if let next = nextTimerCheck, next <= deadline { return }
        nextTimerCheck = deadline
    }

    private func timeoutMilliseconds() -> Int32 {
        guard let next = nextTimerCheck else { return 1000 }
        let now = MonotonicClock.now()
        if next <= now { return 0 }
        let millis = (next.nanoseconds - now.nanoseconds + 999_999) / 1_000_000
        return Int32(min(millis, 1000))
    }

    private func checkTimers() {
        let now = MonotonicClock.now()
        guard let next = nextTimerCheck, now >= next else { return }
        nextTimerCheck = nil
        if let paused = listenerPausedUntil, now >= paused, let listener, !shuttingDown {
            listenerPausedUntil = nil
            _ = csystem_epoll_ctl(epoll, EPOLL_CTL_ADD, listener.descriptor, Self.readable, Self.listenerToken)
        } else if let paused = listenerPausedUntil {
            nextTimerCheck = paused
        }
        for connection in Array(connections.values) {
            connection.withState { state in
                switch state.machine.timedOut(at: now) {
                case .sendRequestTimeout:
                    let timeout = HTTPResponse.error(status: 408, code: "request_timeout",
                                                     message: "Permintaan tidak selesai dikirim tepat waktu.",
                                                     messageEnglish: "The request was not completed in time.")
                    HTTPResponseSerializer.append(timeout, headRequest: false, keepAlive: false, date: heads.dates.current(), to: &state.output)
                    context.observer?(408, Self.seconds(limits.headerTimeout))
                    guard flush(connection, &state) else { return }
                    updateInterest(connection, &state)
                case .close:
                    closeConnection(connection)
                    return
                case .none, .shutDownWriting:
                    break
                }
                noteDeadline(state.machine.deadline)
            }
        }
    }

    private func beginShutdown() {
        // The kernel completes connections before accept(), and their clients
        // may already have sent a request: closing the listener would reset
        // them. Accept the whole queue first; they get the last call below.
        acceptConnections(draining: true)
        shuttingDown = true
        if let listener {
            _ = csystem_epoll_ctl(epoll, EPOLL_CTL_DEL, listener.descriptor, 0, 0)
            listener.close()
            self.listener = nil
        }
        let now = MonotonicClock.now()
        for connection in Array(connections.values) { enterShutdown(connection, now: now) }
    }

    /// Moves one connection into shutdown: answers what already waits in it,
    /// then lets the state machine decide between closing now and finishing
    /// (in-flight request, last call for an idle keep-alive connection).
    private func enterShutdown(_ connection: Connection, now: HTTPInstant) {
        connection.withState { state in
            // A keep-alive client may have sent its next request since the
            // last epoll_wait: answer what already waits in the socket (with
            // Connection: close) instead of closing on it, which the client
            // sees as a reset of a request it has sent.
            switch state.machine.phase {
            case .idle, .receiving: readAvailable(connection, &state)
            case .writing, .lingering, .closed: break
            }
        }
        guard connections[connection.socket.descriptor] === connection else { return } // closed by the read
        connection.withState { state in
            if state.machine.shutdown(at: now, grace: context.grace, partialRequest: state.parser.hasPartialRequest) == .close {
                closeConnection(connection)
            } else {
                updateInterest(connection, &state)
                noteDeadline(state.machine.deadline)
            }
        }
    }
}
