import Foundation
import Testing

/// A running `tanya serve`, its output collected as it arrives.
private final class ServeProcess: @unchecked Sendable {
    // @unchecked: the output buffers are guarded by `lock`.
    let process = Process()
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: TanyaBinary.path)
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: TanyaBinary.root)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "TANYA_KNOWLEDGE")
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.out += String(decoding: data, as: UTF8.self) }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.err += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    /// Polls `condition` until it holds or `timeout` passes. The default is
    /// generous because every wait here expects the condition to come true
    /// and returns as soon as it does: the server's first line follows the
    /// knowledge load, which a debug build on a busy 2-core CI machine has
    /// taken over 10 s to finish.
    func waitFor(_ timeout: TimeInterval = 60, _ condition: (ServeProcess) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(self) { return true }
            usleep(20_000)
        }
        return condition(self)
    }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    func stop() {
        if process.isRunning {
            signal(SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// One request over a fresh loopback connection, with a read timeout.
private func exchange(port: Int, _ request: String) throws -> (status: Int, head: String, body: String) {
    struct Failure: Error { var message: String }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw Failure(message: "connect failed: errno \(errno)") }
    let bytes = Array(request.utf8)
    guard send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
        throw Failure(message: "send failed")
    }
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true { // The request says Connection: close, so the response ends at EOF.
        let count = recv(fd, &chunk, chunk.count, 0)
        if count > 0 { received.append(contentsOf: chunk[0..<count]); continue }
        if count == 0 { break }
        throw Failure(message: "recv failed or timed out: errno \(errno)")
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), let status = Int(text.split(separator: " ").dropFirst().first ?? "") else {
        throw Failure(message: "not an HTTP response: \(text.prefix(200))")
    }
    return (status, String(text[..<split.lowerBound]), String(text[split.upperBound...]))
}

private func ask(port: Int, _ text: String) throws -> (status: Int, json: [String: Any]?) {
    let body = #"{"text":"\#(text)"}"#
    let (status, _, reply) = try exchange(port: port, "POST /v1/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                                               + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    return (status, TanyaBinary.json(reply))
}

@Suite("tanya serve, end to end through the built binary", .serialized)
struct ServeTests {
    @Test("serve on port 0: answers /v1/ask, keeps old knowledge on a broken SIGHUP reload, reloads a fixed one, exits 0 on SIGTERM")
    func serveReloadAndStop() throws {
        let knowledge = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: knowledge) }
        let server = try ServeProcess(["--port", "0", "--knowledge", knowledge,
                                         "--cors-origin", "https://lpse-a.example", "--cors-origin", "https://lpse-b.example"])
        defer { server.stop() }

        #expect(server.waitFor { $0.stdout.contains("listening on http://127.0.0.1:") }, "no listening line; stderr: \(server.stderr)")
        let line = try #require(server.stdout.split(separator: "\n").first { $0.hasPrefix("listening on ") })
        let port = try #require(Int(line.split(separator: ":").last ?? ""))
        let listening = try #require(server.stdout.split(separator: "\n").compactMap { TanyaBinary.json(String($0)) }.first)
        #expect(listening["event"] as? String == "listening")
        #expect(listening["address"] as? String == "http://127.0.0.1:\(port)")

        let first = try ask(port: port, "lupa password lpse gimana")
        #expect(first.status == 200)
        #expect(first.json?["type"] as? String == "answer")
        #expect(first.json?["intent"] as? String == "lupa-password")
        #expect(server.waitFor { $0.stdout.contains(#""route":"/v1/ask","status":200"#) }, "no access-log line")

        // Both repeated --cors-origin values are honoured, others are not.
        for (origin, allowed) in [("https://lpse-a.example", true), ("https://lpse-b.example", true), ("https://evil.example", false)] {
            let response = try exchange(port: port, "GET /healthz HTTP/1.1\r\nHost: x\r\nOrigin: \(origin)\r\nConnection: close\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.head.contains("Access-Control-Allow-Origin: \(origin)") == allowed, "\(origin)")
        }

        // A broken copy: the old knowledge keeps serving and the log names file:line.
        let entry = knowledge + "/entries/lupa-password.md"
        let original = try String(contentsOfFile: entry, encoding: .utf8)
        let broken = original.replacingOccurrences(of: "title: Lupa password akun penyedia", with: "title:")
        #expect(broken != original)
        try broken.write(toFile: entry, atomically: true, encoding: .utf8)
        server.signal(SIGHUP)
        #expect(server.waitFor { $0.stdout.contains(#""event":"reload_failed""#) }, "no reload_failed event")
        #expect(server.stderr.contains("entries/lupa-password.md:2:"), "stderr: \(server.stderr)")
        let failedLine = try #require(server.stdout.split(separator: "\n").first { $0.contains("reload_failed") })
        let failedEvent = try #require(TanyaBinary.json(String(failedLine)))
        let issues = failedEvent["issues"] as? [String] ?? []
        #expect(issues.contains { $0.contains("lupa-password.md:2:") })
        let afterBroken = try ask(port: port, "lupa password lpse gimana")
        #expect(afterBroken.status == 200)
        #expect(afterBroken.json?["intent"] as? String == "lupa-password")

        // Restored: the reload's verdict is exactly `tanya check`'s (which also checks routing).
        try original.write(toFile: entry, atomically: true, encoding: .utf8)
        let checkPasses = try TanyaBinary.run(["check", "--quiet", "--knowledge", knowledge]).status == 0
        let failuresBefore = server.stdout.components(separatedBy: "reload_failed").count
        server.signal(SIGHUP)
        if checkPasses {
            #expect(server.waitFor { $0.stdout.contains(#""event":"reloaded""#) }, "no reloaded event")
        } else {
            #expect(server.waitFor { $0.stdout.components(separatedBy: "reload_failed").count > failuresBefore },
                    "a knowledge base failing `tanya check` must not be swapped in")
        }

        // A malformed request is refused by the server and still logged.
        let refused = try exchange(port: port, "BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(refused.status == 501)
        #expect(refused.body.contains(#""message_en":"#))
        #expect(server.waitFor { $0.stdout.contains(#""route":"(server)","status":501"#) }, "server error not logged")

        server.signal(SIGTERM)
        #expect(server.waitFor { !$0.process.isRunning }, "did not stop within 60 s of SIGTERM")
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(server.waitFor(2) { $0.stdout.contains(#""event":"stopped""#) })
    }

    @Test("a port already in use is a one-line Indonesian error and exit 1")
    func portInUse() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try TanyaBinary.run(["serve", "--port", String(port)])
        #expect(result.status == 1)
        #expect(result.stderr.contains("port sudah dipakai proses lain; pilih port lain dengan --port"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("serve refuses a bad port with a usage error (exit 2)")
    func badPort() throws {
        let result = try TanyaBinary.run(["serve", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port"))
    }
}
