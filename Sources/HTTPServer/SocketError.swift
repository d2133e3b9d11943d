#if canImport(Glibc)
import Glibc
#endif

/// A failed system call, with the errno that explains it.
public struct SocketError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call that failed.
    public enum Operation: String, Sendable {
        case socket, setOption = "setsockopt", bind, listen, accept, read, write, localAddress = "getsockname"
        case epollCreate = "epoll_create1", epollControl = "epoll_ctl", epollWait = "epoll_wait", eventfd, thread = "pthread_create"
        case address = "inet_pton"
    }

    public var operation: Operation
    public var errno: Int32
    /// Extra context, such as the address that could not be bound.
    public var detail: String

    public init(_ operation: Operation, errno: Int32, detail: String = "") {
        self.operation = operation
        self.errno = errno
        self.detail = detail
    }

    /// The error for the calling thread's current errno.
    static func current(_ operation: Operation, detail: String = "") -> SocketError {
        SocketError(operation, errno: Glibc.errno, detail: detail)
    }

    public var description: String {
        let reason = operation == .address ? "not an IPv4 or IPv6 address" : String(cString: strerror(errno))
        let context = detail.isEmpty ? "" : " (\(detail))"
        var advice = ""
        if errno == EADDRINUSE { advice = "; another process already uses this port: pick another with --port" }
        if errno == EACCES && operation == .bind { advice = "; ports below 1024 need root: pick a port above 1024" }
        if errno == EMFILE || errno == ENFILE { advice = "; too many open files: raise `ulimit -n`" }
        return "\(operation.rawValue) failed\(context): \(reason) (errno \(errno))\(advice)"
    }
}
