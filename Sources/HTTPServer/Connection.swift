/// One client connection: its parser, state machine and pending output.
/// Owned and touched only by the event loop that accepted it.
///
/// `@exclusivity(unchecked)`: the loop thread alone touches these fields,
/// one access at a time (the handler never sees the connection), so the
/// runtime's exclusivity checks can never fire; they cost about 75
/// instructions each, a dozen times per request.
final class Connection {
    let socket: Socket
    /// The epoll user value: generation in the high half, descriptor in the low,
    /// so an event for a closed descriptor never reaches a newer connection.
    let token: UInt64
    @exclusivity(unchecked) var parser: HTTPRequestParser
    @exclusivity(unchecked) var machine: ConnectionStateMachine
    @exclusivity(unchecked) var output: [UInt8] = []
    @exclusivity(unchecked) var outputOffset = 0
    /// The epoll interest currently registered.
    @exclusivity(unchecked) var registeredEvents: UInt32
    /// The client half-closed: stop reading, finish writing, then close.
    @exclusivity(unchecked) var peerClosed = false

    init(socket: Socket, token: UInt64, limits: HTTPLimits, now: HTTPInstant, events: UInt32) {
        self.socket = socket
        self.token = token
        self.parser = HTTPRequestParser(limits: limits)
        self.machine = ConnectionStateMachine(limits: limits, openedAt: now)
        self.registeredEvents = events
    }

    var pendingOutput: Int { output.count - outputOffset }
}
