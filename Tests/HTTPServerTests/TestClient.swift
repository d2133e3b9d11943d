#if canImport(Glibc)
import Glibc
#endif
import HTTPServer

/// A blocking loopback client with a timeout on every read and write, so a
/// server bug fails a test instead of hanging the suite.
final class TestClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Duration = .seconds(5)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var time = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw Failure(description: "connect: errno \(errno)")
        }
    }

    private var closed = false

    deinit { disconnect() }

    /// Half-closes: no more bytes from the client (the server sees end of stream).
    func shutdownWriting() { _ = shutdown(descriptor, Int32(SHUT_WR)) }

    /// Closes the client's socket (as a browser does after `Connection: close`).
    func disconnect() {
        if !closed { close(descriptor) }
        closed = true
    }

    /// Sets a shorter read timeout (to prove something does NOT arrive).
    func setReadTimeout(_ timeout: Duration) {
        var time = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var rest = bytes
        while !rest.isEmpty {
            let count = Glibc.send(descriptor, rest, rest.count, Int32(MSG_NOSIGNAL))
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            rest.removeFirst(count)
        }
    }

    /// Reads more bytes; false at end of stream. Throws on timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count > 0 {
            buffer += chunk[0..<count]
            return true
        }
        if count == 0 { return false }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw Failure(description: "read timed out") }
        if errno == ECONNRESET { return false }
        throw Failure(description: "recv: errno \(errno)")
    }

    /// Reads one response (a HEAD response has no body whatever its Content-Length).
    func readResponse(head: Bool = false) throws -> Response {
        var end: Int?
        while end == nil {
            end = Self.find([13, 10, 13, 10], in: buffer)
            if end == nil, try !fill() { throw Failure(description: "connection closed before a response (got \(buffer.count) bytes)") }
        }
        let headEnd = end! + 4
        let lines = String(decoding: buffer[0..<end!], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(lines[0])")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header line: \(line)") }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: " ")))
        }
        buffer.removeFirst(headEnd)
        var response = Response(status: status, headers: headers, body: [])
        let length = head ? 0 : Int(response.header("content-length") ?? "0") ?? 0
        while buffer.count < length {
            if try !fill() { throw Failure(description: "connection closed inside a body") }
        }
        response.body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return response
    }

    /// True if the server closes the connection (without sending anything more) within the read timeout.
    func closedByServer() -> Bool {
        guard buffer.isEmpty else { return false }
        do { return try !fill() } catch { return false }
    }

    /// Bytes received before a timeout (for proving nothing arrives).
    func receivesNothing(within timeout: Duration) -> Bool {
        setReadTimeout(timeout)
        defer { setReadTimeout(.seconds(5)) }
        do {
            _ = try fill()
            return false // bytes or end of stream: something happened
        } catch {
            return buffer.isEmpty
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}

extension String {
    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return slice.isEmpty ? "" : String(slice)
    }
}

/// A server with an echo handler on a free loopback port, shut down by `stop()`.
struct EchoServer {
    let server: HTTPServer
    let port: Int

    init(limits: HTTPLimits = HTTPLimits(), loops: Int = 2, grace: Duration = .seconds(5),
         observer: HTTPServer.ServerResponseObserver? = nil) throws {
        let configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, limits: limits, loopCount: loops, shutdownGrace: grace)
        server = HTTPServer(configuration: configuration, onServerResponse: observer) { request in
            var text = "\(request.method) \(request.path)"
            if let query = request.query { text += "?\(query)" }
            text += " \(request.version)"
            if !request.body.isEmpty { text += " " + String(decoding: request.body, as: UTF8.self) }
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], text: text)
        }
        port = try server.start().port
    }

    func stop() { server.shutdown() }
}

/// A one-loop server that answers each request with its path, except that
/// "/slow" holds the loop until `release` is set: whatever arrives
/// meanwhile waits unread, which shutdown tests need.
struct SlowHandlerServer {
    let server: HTTPServer
    let port: Int
    /// Set when the handler for "/slow" has started.
    let entered = Flag()
    /// Set by the test to let the "/slow" handler return.
    let release = Flag()

    init() throws {
        let configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, loopCount: 1)
        let entered = self.entered, release = self.release
        server = HTTPServer(configuration: configuration) { request in
            if request.path == "/slow" {
                entered.set()
                while !release.isSet { usleep(1_000) }
            }
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], text: request.path)
        }
        port = try server.start().port
    }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
///
/// Live-server tests wait for another thread (an event loop noticing a close,
/// a handler starting). Under `swift test`'s parallel load on a 2-core CI
/// machine such a thread can go unscheduled for a second or more, so the
/// deadline is generous: a passing test returns as soon as the condition holds.
@discardableResult
func waitUntil(timeout: Duration = .seconds(15), pollEvery interval: Duration = .milliseconds(10),
               _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        let (seconds, attoseconds) = interval.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
    return true
}
