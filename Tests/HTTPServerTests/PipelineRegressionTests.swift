#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Testing
@testable import HTTPServer

/// Found by scripts/hostile-clients.py: a client that sends thousands of
/// pipelined requests at once and then only reads stalled after a few
/// thousand answers, until the header timeout answered 408, because the loop
/// stopped serving buffered requests once its output drained and no new
/// input arrived to wake it.
@Suite("pipelining regression", .serialized)
struct PipelineRegressionTests {
    @Test("5,000 pipelined requests in one burst are all answered, in order")
    func burstIsFullyAnswered() throws {
        // Answers much larger than the requests: the output high-water mark
        // is reached many times over for what one read brings in.
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 1024)
        let configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, loopCount: 1)
        let server = HTTPServer(configuration: configuration) { request in
            HTTPResponse(status: 200, headers: [("X-Path", request.path)], body: body)
        }
        let port = try server.start().port
        defer { server.shutdown() }
        let client = try TestClient(port: port, timeout: .seconds(3))
        let count = 5000
        var burst: [UInt8] = []
        for index in 0..<count { burst += Array("GET /\(index) HTTP/1.1\r\nHost: t\r\n\r\n".utf8) }
        // Sent from another thread: the server applies backpressure, so the
        // client must read while it writes.
        let descriptor = client.descriptor
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [burst] in
            var offset = 0
            while offset < burst.count {
                let written = burst[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written <= 0 { break }
                offset += written
            }
            sent.signal()
        }
        defer { _ = sent.wait(timeout: .now() + 5) }
        for index in 0..<count {
            let response: TestClient.Response
            do {
                response = try client.readResponse()
            } catch {
                Issue.record("no response \(index) of \(count): \(error)")
                return
            }
            if response.status != 200 || response.header("x-path") != "/\(index)" || response.body.count != body.count {
                Issue.record("response \(index) was \(response.status) for \(response.header("x-path") ?? "-")")
                return
            }
        }
    }
}
