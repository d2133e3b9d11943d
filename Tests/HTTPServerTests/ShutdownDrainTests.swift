#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import HTTPServer

@Suite("Shutdown and the accept queue")
struct ShutdownDrainTests {
    @Test("shutdown answers a request from a connection still waiting in the accept queue, with Connection: close")
    func shutdownAnswersQueuedConnection() throws {
        // One loop, held inside a slow handler: a new client's handshake is
        // completed by the kernel and its request sent, but the loop has not
        // accepted it when shutdown begins. Closing the listener then would
        // reset a request the client has sent.
        let held = try SlowHandlerServer()
        let (server, port, entered, release) = (held.server, held.port, held.entered, held.release)
        let slow = try TestClient(port: port)
        try slow.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(waitUntil { entered.isSet })
        let queued = try TestClient(port: port)
        try queued.send("GET /queued HTTP/1.1\r\nHost: t\r\n\r\n")
        usleep(50_000)
        let stopper = try JoinableThread { server.shutdown() }
        usleep(50_000)
        release.set()
        #expect(try slow.readResponse().text == "/slow")
        let answer = try queued.readResponse()
        #expect(answer.status == 200)
        #expect(answer.text == "/queued")
        #expect(answer.header("connection") == "close")
        #expect(queued.closedByServer())
        stopper.join()
    }
}
