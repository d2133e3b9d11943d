#if canImport(Glibc)
import Glibc
#endif

extension HTTPServer {
    /// Opens one listening socket; `reusePort` sets SO_REUSEPORT.
    typealias ListenerFactory = (_ address: SocketAddress, _ reusePort: Bool) throws(SocketError) -> Socket

    /// How often a port-0 start tries again when the free port it was given
    /// is taken before the loops bind it.
    static let freePortAttempts = 8

    /// Binds one SO_REUSEPORT listener per loop on `address` and returns the
    /// bound address (the real port when port 0 was asked for).
    ///
    /// SO_REUSEPORT would let a second server on the same port share its
    /// traffic silently, so a plain bind comes first and makes "port in use"
    /// an error. Between closing that probe and binding the loops another
    /// socket can take the port. For an explicit port that is a real
    /// conflict and is reported; for port 0 the kernel merely handed out a
    /// free port that stopped being free (a parallel test's server, a
    /// client's ephemeral port), so the server asks for another one.
    static func bindListeners(on address: SocketAddress, count: Int,
                              listen: ListenerFactory = { address, reusePort throws(SocketError) in
                                  try Socket.listen(on: address, reusePort: reusePort)
                              }) throws(SocketError) -> (SocketAddress, [Socket]) {
        var attempt = 1
        while true {
            let probe = try listen(address, false)
            let bound: SocketAddress
            do throws(SocketError) { bound = try probe.localAddress() } catch { probe.close(); throw error }
            probe.close()
            var listeners: [Socket] = []
            do throws(SocketError) {
                for _ in 0..<count { listeners.append(try listen(bound, true)) }
                return (bound, listeners)
            } catch {
                for listener in listeners { listener.close() }
                let freePortTaken = error.errno == EADDRINUSE && address.port == 0
                guard freePortTaken, attempt < freePortAttempts else { throw error }
                attempt += 1
            }
        }
    }
}
