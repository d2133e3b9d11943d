#if canImport(Glibc)
import Glibc
#endif
import CSystem

/// An IPv4 or IPv6 address and port.
public struct SocketAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `127.0.0.1:8080` or `[::1]:8080`.
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// A thin wrapper over a non-blocking socket descriptor; every failure is a
/// typed `SocketError` carrying errno.
///
/// This file is the HTTP server's system-call boundary and the only place
/// in it with unsafe pointers, sound for this reason:
/// `bind` and `getsockname` take a `sockaddr *`: the address lives in a
/// local `sockaddr_in`/`sockaddr_in6`/`sockaddr_storage` for the whole call,
/// is rebound only to the `sockaddr` header the kernel reads first, and the
/// length passed is the real size of the local, so the kernel never reads
/// or writes past it.
/// Reads and writes lend an array to the call instead (`read(fd, &array,
/// array.count)`), which Swift keeps alive and in place for its duration.
struct Socket: Sendable {
    let descriptor: Int32

    enum ReadResult: Equatable {
        case bytes(Int)
        case wouldBlock
        case endOfFile
    }

    /// The accept queue a listener asks for (the kernel may cap it at somaxconn).
    static let backlog: Int32 = 1024

    /// A listening, non-blocking socket bound to `address`. With `reusePort`
    /// several sockets share one port and the kernel spreads connections.
    static func listen(on address: SocketAddress, backlog: Int32 = Socket.backlog, reusePort: Bool) throws(SocketError) -> Socket {
        let host = address.host == "localhost" ? "127.0.0.1" : address.host
        let isIPv6 = host.contains(":")
        let fd = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .current(.socket) }
        let socket = Socket(descriptor: fd)
        do throws(SocketError) {
            try socket.setOption(SOL_SOCKET, SO_REUSEADDR, 1)
            if reusePort { try socket.setOption(SOL_SOCKET, SO_REUSEPORT, 1) }
            try socket.bind(host: host, port: address.port, isIPv6: isIPv6)
            guard Glibc.listen(fd, backlog) == 0 else { throw SocketError.current(.listen, detail: address.description) }
        } catch {
            socket.close()
            throw error
        }
        return socket
    }

    private func bind(host: String, port: Int, isIPv6: Bool) throws(SocketError) {
        guard (0...65535).contains(port) else { throw SocketError(.bind, errno: EINVAL, detail: "port \(port) outside 0-65535") }
        let result: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { throw SocketError(.address, errno: EINVAL, detail: host) }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw SocketError(.address, errno: EINVAL, detail: host) }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0 else { throw .current(.bind, detail: SocketAddress(host: host, port: port).description) }
    }

    func setOption(_ level: Int32, _ name: Int32, _ value: Int32) throws(SocketError) {
        var value = value
        guard setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw .current(.setOption)
        }
    }

    /// Disables Nagle: responses are complete when written, waiting only adds latency.
    func setNoDelay() {
        try? setOption(Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    /// The address the socket is bound to (the real port after binding port 0).
    func localAddress() throws(SocketError) -> SocketAddress {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw .current(.localAddress) }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        if Int32(storage.ss_family) == AF_INET6 {
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                    var address = pointer.pointee.sin6_addr
                    inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                    return SocketAddress(host: Self.string(text), port: Int(UInt16(bigEndian: pointer.pointee.sin6_port)))
                }
            }
        }
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                var address = pointer.pointee.sin_addr
                inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                return SocketAddress(host: Self.string(text), port: Int(UInt16(bigEndian: pointer.pointee.sin_port)))
            }
        }
    }

    private static func string(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The next pending connection (non-blocking, close-on-exec), nil when none is waiting.
    func accept() throws(SocketError) -> Socket? {
        while true {
            let fd = csystem_accept_nonblocking(descriptor, nil, nil)
            if fd >= 0 { return Socket(descriptor: fd) }
            switch errno {
            case EINTR: continue
            // ECONNABORTED etc.: that client gave up; the next may be fine.
            case EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO, EPERM: return nil
            default: throw .current(.accept)
            }
        }
    }

    /// Reads into the start of `buffer` (at most its count).
    func read(into buffer: inout [UInt8]) throws(SocketError) -> ReadResult {
        while true {
            // The array is lent to read(2) for the call; the kernel writes at most `buffer.count` bytes.
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: throw .current(.read)
            }
        }
    }

    /// Writes as much of `bytes[offset...]` as the kernel takes now; returns
    /// the count (0 when it would block).
    func write(_ bytes: [UInt8], from offset: Int) throws(SocketError) -> Int {
        precondition(offset >= 0 && offset <= bytes.count, "Socket.write: offset outside the bytes")
        // Output is nearly always sent whole from its start; only after a
        // short write (a full socket buffer) is the unsent tail copied.
        let pending = offset == 0 ? bytes : Array(bytes[offset...])
        while true {
            // The array is lent to send(2) for the call, which reads `pending.count` bytes.
            let count = Glibc.send(descriptor, pending, pending.count, Int32(MSG_NOSIGNAL))
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw .current(.write)
            }
        }
    }

    func shutdownWriting() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_WR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
