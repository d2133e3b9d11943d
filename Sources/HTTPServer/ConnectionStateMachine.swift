/// A point on a monotonic clock, in nanoseconds. The server reads the real
/// clock; tests pass any instants they like.
public struct HTTPInstant: Sendable, Comparable, Hashable {
    public var nanoseconds: UInt64

    public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

    public static func < (lhs: HTTPInstant, rhs: HTTPInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public func advanced(by duration: Duration) -> HTTPInstant {
        advanced(byNanoseconds: Self.nanoseconds(duration))
    }

    func advanced(byNanoseconds nanos: UInt64) -> HTTPInstant {
        HTTPInstant(nanoseconds: nanoseconds &+ nanos)
    }

    /// A duration in whole nanoseconds, negative parts as 0.
    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000)
    }

    public static func - (lhs: HTTPInstant, rhs: HTTPInstant) -> Duration {
        .nanoseconds(Int64(bitPattern: lhs.nanoseconds &- rhs.nanoseconds))
    }
}

/// Keep-alive, timeouts and shutdown of one connection as a pure state
/// machine: the connection reports what happened (with the time) and asks
/// what to do; the machine never touches a socket or a clock, so every rule
/// is tested with made-up instants.
///
/// Rules:
/// - a request must arrive completely within `headerTimeout` of the connection
///   opening or of its first byte after an idle pause; otherwise 408 and close;
/// - an idle keep-alive connection is closed after `idleTimeout`, silently;
/// - a response the client does not read for `idleTimeout` is abandoned;
/// - after a response that ends the connection (client's wish, HTTP/1.0
///   without keep-alive, a parse error, shutdown) the connection lingers,
///   reading and discarding, until the client closes or `lingerTimeout` passes;
/// - on shutdown an idle connection closes at once, a busy one after its
///   current response, and every one by the grace deadline.
public struct ConnectionStateMachine: Sendable {
    public enum Phase: Sendable, Equatable {
        /// Waiting for (the rest of) a request that started at `since`.
        case receiving(since: HTTPInstant)
        /// Between requests on a keep-alive connection.
        case idle(since: HTTPInstant)
        /// Output is queued; `lastProgress` is when the client last took some.
        case writing(lastProgress: HTTPInstant)
        /// Response sent, write side shut; draining input until `until`.
        case lingering(until: HTTPInstant)
        case closed
    }

    /// What the connection should do now.
    public enum Action: Sendable, Equatable {
        case none
        /// Queue a 408 response, then close once it is written.
        case sendRequestTimeout
        /// Start the lingering close: shut the write side, keep reading, discard.
        case shutDownWriting
        /// Close the socket now.
        case close
    }

    public let limits: HTTPLimits
    // The timeouts in nanoseconds, converted once: `Duration.components`
    // cost more than the rest of the deadline, asked for after every request.
    private let headerTimeout: UInt64
    private let idleTimeout: UInt64
    private let lingerTimeout: UInt64
    public private(set) var phase: Phase
    /// Set once the connection must end after the responses queued so far.
    public private(set) var closeAfterResponse = false
    /// False once a response that ends the connection is queued: later input is not parsed.
    public private(set) var acceptsRequests = true
    private var graceDeadline: HTTPInstant?
    /// After shutdown began: when a connection still between requests closes.
    private var lastCallDeadline: HTTPInstant?

    /// How long an idle keep-alive connection stays open once shutdown
    /// begins: a client may have its next request on the way, and closing
    /// under it would reach the client as a reset. A request that arrives
    /// in time is answered (with `Connection: close`).
    public static let lastCall: Duration = .milliseconds(100)

    public init(limits: HTTPLimits, openedAt now: HTTPInstant) {
        self.limits = limits
        self.headerTimeout = HTTPInstant.nanoseconds(limits.headerTimeout)
        self.idleTimeout = HTTPInstant.nanoseconds(limits.idleTimeout)
        self.lingerTimeout = HTTPInstant.nanoseconds(limits.lingerTimeout)
        self.phase = .receiving(since: now)
    }

    /// Bytes arrived and complete requests were taken out; `partialRequest`
    /// says whether an incomplete one remains buffered.
    public mutating func received(at now: HTTPInstant, partialRequest: Bool) {
        if partialRequest { lastCallDeadline = nil }
        switch phase {
        case .idle:
            if partialRequest { phase = .receiving(since: now) }
        case .receiving:
            if !partialRequest { phase = .idle(since: now) }
        case .writing, .lingering, .closed:
            break
        }
    }

    /// A response was queued for a complete request.
    public mutating func responseQueued(at now: HTTPInstant, keepAlive: Bool) {
        lastCallDeadline = nil
        if !keepAlive || graceDeadline != nil {
            closeAfterResponse = true
            acceptsRequests = false
        }
        if case .writing = phase { return }
        if case .lingering = phase { return }
        if case .closed = phase { return }
        phase = .writing(lastProgress: now)
    }

    /// The request could not be parsed: its error response ends the connection.
    public mutating func requestFailed(at now: HTTPInstant) {
        closeAfterResponse = true
        acceptsRequests = false
        responseQueued(at: now, keepAlive: false)
    }

    /// Some queued output was written.
    public mutating func wroteSome(at now: HTTPInstant) {
        if case .writing = phase { phase = .writing(lastProgress: now) }
    }

    /// All queued output is written. `partialRequest`: more of the next request is already buffered.
    public mutating func outputDrained(at now: HTTPInstant, partialRequest: Bool) -> Action {
        guard case .writing = phase else { return .none }
        if closeAfterResponse {
            phase = .lingering(until: now.advanced(byNanoseconds: lingerTimeout))
            return .shutDownWriting
        }
        phase = partialRequest ? .receiving(since: now) : .idle(since: now)
        return .none
    }

    /// The client closed its side (read returned 0).
    public mutating func peerClosed(outputPending: Bool) -> Action {
        switch phase {
        case .writing where outputPending:
            // Finish the response (a client may half-close after sending), then close.
            closeAfterResponse = true
            return .none
        default:
            phase = .closed
            return .close
        }
    }

    /// The server stops: idle connections close now, busy ones after their
    /// response (the request being received is still answered).
    public mutating func shutdown(at now: HTTPInstant, grace: Duration, partialRequest: Bool) -> Action {
        graceDeadline = now.advanced(by: grace)
        closeAfterResponse = true
        switch phase {
        case .idle:
            // Between requests: open a little longer for one already on its way.
            lastCallDeadline = now.advanced(by: min(grace, Self.lastCall))
            return .none
        case .receiving where !partialRequest:
            lastCallDeadline = now.advanced(by: min(grace, Self.lastCall))
            return .none
        case .receiving, .writing, .lingering:
            return .none
        case .closed:
            return .none
        }
    }

    /// When `timedOut` next has something to do, if ever.
    public var deadline: HTTPInstant? {
        let own: HTTPInstant?
        switch phase {
        case let .receiving(since): own = since.advanced(byNanoseconds: headerTimeout)
        case let .idle(since): own = since.advanced(byNanoseconds: idleTimeout)
        case let .writing(lastProgress): own = lastProgress.advanced(byNanoseconds: idleTimeout)
        case let .lingering(until): own = until
        case .closed: own = nil
        }
        guard let graceDeadline else { return own }
        guard let own else { return nil }
        return min(own, graceDeadline, lastCallDeadline ?? graceDeadline)
    }

    /// What to do at `now` about the deadlines.
    public mutating func timedOut(at now: HTTPInstant) -> Action {
        if let graceDeadline, now >= graceDeadline, phase != .closed {
            phase = .closed
            return .close
        }
        if let lastCallDeadline, now >= lastCallDeadline, phase != .closed {
            phase = .closed
            return .close
        }
        guard let deadline, now >= deadline else { return .none }
        switch phase {
        case .receiving:
            closeAfterResponse = true
            acceptsRequests = false
            phase = .writing(lastProgress: now)
            return .sendRequestTimeout
        case .idle, .writing, .lingering:
            phase = .closed
            return .close
        case .closed:
            return .none
        }
    }
}
