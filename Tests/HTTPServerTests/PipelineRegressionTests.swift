import Testing
@testable import HTTPServer

/// Found by scripts/hostile-clients.py: a client that sends thousands of
/// pipelined requests at once and then only reads stalled after a few
/// thousand answers, until the header timeout answered 408, because the loop
/// stopped serving buffered requests once its output drained and no new
/// input arrived to wake it.
@Suite("pipelining regression", .serialized)
struct PipelineRegressionTests {
    @Test("3,000 pipelined requests in one burst are all answered, in order, without new input")
    func burstIsFullyAnswered() throws {
        let echo = try EchoServer(loops: 1)
        defer { echo.stop() }
        let client = try TestClient(port: echo.port, timeout: .seconds(3))
        let count = 3000
        var burst: [UInt8] = []
        for index in 0..<count {
            burst += Array("GET /\(index) HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        }
        try client.send(burst)
        for index in 0..<count {
            let response = try client.readResponse()
            #expect(response.status == 200)
            if response.text != "GET /\(index) HTTP/1.1" {
                Issue.record("response \(index) was '\(response.text)'")
                return
            }
        }
    }
}
