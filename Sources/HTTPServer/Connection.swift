/// One client connection: its parser, state machine and pending output.
/// Touched only by the event loop that accepted it (the handler never sees
/// the connection).
final class Connection {
    let socket: Socket
    /// The epoll user value: generation in the high half, descriptor in the low,
    /// so an event for a closed descriptor never reaches a newer connection.
    let token: UInt64
    var parser: HTTPRequestParser
    var machine: ConnectionStateMachine
    var output: [UInt8] = []
    var outputOffset = 0
    /// The epoll interest currently registered.
    var registeredEvents: UInt32
    /// The client half-closed: stop reading, finish writing, then close.
    var peerClosed = false

    init(socket: Socket, token: UInt64, limits: HTTPLimits, now: HTTPInstant, events: UInt32) {
        self.socket = socket
        self.token = token
        self.parser = HTTPRequestParser(limits: limits)
        self.machine = ConnectionStateMachine(limits: limits, openedAt: now)
        self.registeredEvents = events
    }

    var pendingOutput: Int { output.count - outputOffset }
}
