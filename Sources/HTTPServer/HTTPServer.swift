#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Where and how the server listens.
public struct HTTPServerConfiguration: Sendable {
    /// Host and port to bind; port 0 picks a free port (see `start()`'s result).
    public var address: SocketAddress
    public var limits: HTTPLimits
    /// Event-loop threads; each has its own listening socket (SO_REUSEPORT),
    /// and connections are spread evenly over them (`ConnectionBalancer`).
    public var loopCount: Int
    /// How long shutdown waits for in-flight requests.
    public var shutdownGrace: Duration

    public init(host: String = "127.0.0.1", port: Int = 8080, limits: HTTPLimits = HTTPLimits(),
                loopCount: Int = HTTPServerConfiguration.onlineCores, shutdownGrace: Duration = .seconds(5)) {
        self.address = SocketAddress(host: host, port: port)
        self.limits = limits
        self.loopCount = max(1, loopCount)
        self.shutdownGrace = shutdownGrace
    }

    /// One loop per core.
    public static var onlineCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// An HTTP/1.1 server on non-blocking sockets and epoll, one event loop per
/// core. It knows nothing about the application: it parses requests, calls
/// the handler (synchronously, on the loop thread, so the handler must be
/// fast) and writes responses, enforcing the limits in `HTTPLimits`.
///
///     let server = HTTPServer(configuration: .init(port: 0)) { request in HTTPResponse(status: 200, text: "hi") }
///     let address = try server.start()
///     ...
///     server.shutdown()   // stop accepting, finish in-flight requests (bounded), return
public final class HTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Told about each response the server produced itself (400, 408, 413...), with its status and duration.
    public typealias ServerResponseObserver = @Sendable (_ status: Int, _ seconds: Double) -> Void

    public let configuration: HTTPServerConfiguration
    let context: ServerContext
    private let state = Mutex(RunState())

    private struct RunState {
        var balancer: ConnectionBalancer?
        var loops: [EventLoop] = []
        var threads: [JoinableThread] = []
        var address: SocketAddress?
        var stopped = false
    }

    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), onServerResponse: ServerResponseObserver? = nil,
                handler: @escaping Handler) {
        self.configuration = configuration
        self.context = ServerContext(limits: configuration.limits, grace: configuration.shutdownGrace,
                                     handler: handler, observer: onServerResponse)
    }

    /// Binds, starts the event loops and returns the bound address (with the
    /// real port when port 0 was asked for). Throws if the address cannot be bound.
    @discardableResult
    public func start() throws(SocketError) -> SocketAddress {
        try state.withLock { (state: inout RunState) throws(SocketError) -> SocketAddress in
            if let address = state.address { return address }
            Self.raiseDescriptorLimit(to: configuration.limits.maximumConnections + 64)
            let (bound, freshListeners) = try Self.bindListeners(on: configuration.address, count: configuration.loopCount)
            var listeners = freshListeners
            do throws(SocketError) {
                let balancer = try ConnectionBalancer(loopCount: listeners.count)
                var loops: [EventLoop] = []
                for (number, listener) in listeners.enumerated() {
                    loops.append(try EventLoop(listener: listener, context: context, balancer: balancer, number: number))
                }
                listeners = []
                for loop in loops {
                    state.threads.append(try JoinableThread { loop.run() })
                }
                state.balancer = balancer
                state.loops = loops
                state.address = bound
                return bound
            } catch {
                for listener in listeners { listener.close() }
                throw error
            }
        }
    }

    /// A low soft RLIMIT_NOFILE (often 1024) would fail accept() with EMFILE
    /// before the connection cap is reached; raise it as far as the hard limit allows.
    private static func raiseDescriptorLimit(to wanted: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
        limit.rlim_cur = min(rlim_t(wanted), limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Connections currently open, across all loops.
    public var openConnections: Int { context.openConnections.load(ordering: .relaxed) }

    /// Connections each event loop serves (empty before `start()`).
    public var openConnectionsPerLoop: [Int] { state.withLock { $0.balancer?.openPerLoop ?? [] } }

    /// Graceful stop: closes the listening sockets, closes idle connections,
    /// lets in-flight requests finish (their responses say `Connection: close`)
    /// for up to `shutdownGrace`, closes what is left and returns. Idempotent.
    public func shutdown() {
        let threads: [JoinableThread] = state.withLock { state in
            if state.stopped { return [] }
            state.stopped = true
            context.stopping.store(true, ordering: .releasing)
            for loop in state.loops { loop.wake() }
            return state.threads
        }
        for thread in threads { thread.join() }
    }
}

/// What every event loop of one server shares.
final class ServerContext: Sendable {
    let limits: HTTPLimits
    let grace: Duration
    let handler: HTTPServer.Handler
    let observer: HTTPServer.ServerResponseObserver?
    let openConnections = Atomic<Int>(0)
    let stopping = Atomic<Bool>(false)

    init(limits: HTTPLimits, grace: Duration, handler: @escaping HTTPServer.Handler, observer: HTTPServer.ServerResponseObserver?) {
        self.limits = limits
        self.grace = grace
        self.handler = handler
        self.observer = observer
    }
}
