#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import HTTPServer

/// The window between the plain probe bind and the SO_REUSEPORT binds of the
/// loops: another socket may take the port there. These tests open that
/// window on purpose by binding the probed port ("the thief") before the
/// loops' real bind runs, so the kernel answers EADDRINUSE for real.
@Suite("Binding the loops' listeners")
struct ListenerBindingTests {
    /// Counts calls and steals the probed port before the first `stealCount` loop binds.
    private final class Thief {
        var probes = 0
        var stolen: [SocketAddress] = []
        var held: [Socket] = []
        let stealCount: Int
        init(stealCount: Int) { self.stealCount = stealCount }

        func listen(_ address: SocketAddress, _ reusePort: Bool) throws(SocketError) -> Socket {
            if !reusePort { probes += 1 }
            if reusePort, stolen.last != address, stolen.count < stealCount {
                held.append(try Socket.listen(on: address, reusePort: false))
                stolen.append(address)
            }
            return try Socket.listen(on: address, reusePort: reusePort)
        }

        deinit { for socket in held { socket.close() } }
    }

    @Test("port 0: a free port taken before the loops bind it is replaced by another free port")
    func freePortTakenIsRetried() throws {
        let thief = Thief(stealCount: 1)
        let (bound, listeners) = try HTTPServer.bindListeners(on: SocketAddress(host: "127.0.0.1", port: 0), count: 2,
                                                              listen: { address, reusePort throws(SocketError) in try thief.listen(address, reusePort) })
        defer { for listener in listeners { listener.close() } }
        #expect(thief.probes == 2)
        #expect(listeners.count == 2)
        #expect(bound.port > 0)
        #expect(thief.stolen.count == 1 && thief.stolen[0] != bound)
        // The listeners really listen on the new port.
        _ = try TestClient(port: bound.port)
    }

    @Test("an explicit port taken before the loops bind it is EADDRINUSE, not a different port")
    func explicitPortTakenIsAnError() throws {
        let free = try HTTPServer.bindListeners(on: SocketAddress(host: "127.0.0.1", port: 0), count: 1)
        let port = free.0.port
        for listener in free.1 { listener.close() }
        let thief = Thief(stealCount: 1)
        #expect(throws: SocketError(.bind, errno: EADDRINUSE, detail: "127.0.0.1:\(port)")) {
            _ = try HTTPServer.bindListeners(on: SocketAddress(host: "127.0.0.1", port: port), count: 2,
                                             listen: { address, reusePort throws(SocketError) in try thief.listen(address, reusePort) })
        }
        #expect(thief.probes == 1)
    }

    @Test("port 0 gives up with EADDRINUSE after a bounded number of attempts")
    func freePortRetriesAreBounded() throws {
        let thief = Thief(stealCount: .max)
        #expect(throws: SocketError.self) {
            _ = try HTTPServer.bindListeners(on: SocketAddress(host: "127.0.0.1", port: 0), count: 2,
                                             listen: { address, reusePort throws(SocketError) in try thief.listen(address, reusePort) })
        }
        #expect(thief.probes == HTTPServer.freePortAttempts)
    }
}
