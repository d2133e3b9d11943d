/// One client connection: its socket and its state. Touched only by the
/// event loop that accepted it (the handler never sees the connection).
final class Connection {
    let socket: Socket
    /// The epoll user value: generation in the high half, descriptor in the low,
    /// so an event for a closed descriptor never reaches a newer connection.
    let token: UInt64
    /// Everything that changes, in one stored property: the event loop
    /// works on it through `withState`, one exclusive access for a whole
    /// pass over the connection. Each access to a `var` of a class is
    /// checked at run time (swift_beginAccess), and with the parser, state
    /// machine and output as separate properties a request made some twenty
    /// of those checks (1.6k instructions).
    private var state: ConnectionState

    init(socket: Socket, token: UInt64, limits: HTTPLimits, now: HTTPInstant, events: UInt32) {
        self.socket = socket
        self.token = token
        self.state = ConnectionState(parser: HTTPRequestParser(limits: limits),
                                     machine: ConnectionStateMachine(limits: limits, openedAt: now), registeredEvents: events)
    }

    /// Runs `body` on the state. `body` must not call `withState` on this
    /// connection again: the overlapping access would stop the program.
    @inline(__always)
    func withState<Result>(_ body: (inout ConnectionState) -> Result) -> Result {
        body(&state)
    }
}

/// What a connection's event loop reads and changes.
struct ConnectionState {
    var parser: HTTPRequestParser
    var machine: ConnectionStateMachine
    var output: [UInt8] = []
    var outputOffset = 0
    /// The epoll interest currently registered.
    var registeredEvents: UInt32
    /// The client half-closed: stop reading, finish writing, then close.
    var peerClosed = false

    init(parser: HTTPRequestParser, machine: ConnectionStateMachine, registeredEvents: UInt32) {
        self.parser = parser
        self.machine = machine
        self.registeredEvents = registeredEvents
    }

    var pendingOutput: Int { output.count - outputOffset }
}
