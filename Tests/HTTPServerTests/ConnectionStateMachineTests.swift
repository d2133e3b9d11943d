import Testing
@testable import HTTPServer

/// A clock the test moves by hand.
private struct FakeClock {
    var now = HTTPInstant(nanoseconds: 1_000_000_000)
    mutating func advance(_ duration: Duration) { now = now.advanced(by: duration) }
}

@Suite("Connection state machine (fake clock)")
struct ConnectionStateMachineTests {
    let limits = HTTPLimits(headerTimeout: .seconds(10), idleTimeout: .seconds(60), lingerTimeout: .seconds(2))

    @Test("a new connection that never finishes its headers gets 408 at 10 s, then closes")
    func headerTimeoutOnNewConnection() {
        var clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        clock.advance(.seconds(3))
        machine.received(at: clock.now, partialRequest: true)
        clock.advance(.milliseconds(6999))
        #expect(machine.timedOut(at: clock.now) == .none)
        clock.advance(.milliseconds(1))
        #expect(machine.timedOut(at: clock.now) == .sendRequestTimeout)
        #expect(machine.closeAfterResponse)
        #expect(machine.outputDrained(at: clock.now, partialRequest: false) == .shutDownWriting)
        clock.advance(.seconds(2))
        #expect(machine.timedOut(at: clock.now) == .close)
        #expect(machine.phase == .closed)
    }

    @Test("the header clock of a later request starts at its first byte, not at connect")
    func headerTimeoutOnKeepAlive() {
        var clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        machine.responseQueued(at: clock.now, keepAlive: true)
        #expect(machine.outputDrained(at: clock.now, partialRequest: false) == .none)
        clock.advance(.seconds(30))
        machine.received(at: clock.now, partialRequest: true)
        #expect(machine.deadline == clock.now.advanced(by: .seconds(10)))
        clock.advance(.seconds(9))
        #expect(machine.timedOut(at: clock.now) == .none)
        clock.advance(.seconds(1))
        #expect(machine.timedOut(at: clock.now) == .sendRequestTimeout)
    }

    @Test("an idle keep-alive connection is closed silently after 60 s")
    func idleClose() {
        var clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        clock.advance(.seconds(1))
        machine.responseQueued(at: clock.now, keepAlive: true)
        #expect(machine.outputDrained(at: clock.now, partialRequest: false) == .none)
        #expect(machine.phase == .idle(since: clock.now))
        clock.advance(.milliseconds(59_999))
        #expect(machine.timedOut(at: clock.now) == .none)
        clock.advance(.milliseconds(1))
        #expect(machine.timedOut(at: clock.now) == .close)
    }

    @Test("a complete request resets the idle clock")
    func activityResetsIdle() {
        var clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        machine.responseQueued(at: clock.now, keepAlive: true)
        _ = machine.outputDrained(at: clock.now, partialRequest: false)
        clock.advance(.seconds(50))
        machine.responseQueued(at: clock.now, keepAlive: true)
        _ = machine.outputDrained(at: clock.now, partialRequest: false)
        clock.advance(.seconds(50))
        #expect(machine.timedOut(at: clock.now) == .none)
    }

    @Test("keep-alive vs close per version: HTTP/1.0 closes unless it asks, HTTP/1.1 stays unless it asks",
          arguments: [("HTTP/1.0", "", true), ("HTTP/1.0", "Connection: keep-alive", false),
                      ("HTTP/1.1", "", false), ("HTTP/1.1", "Connection: close", true)])
    func keepAlivePerVersion(version: String, header: String, closes: Bool) throws {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array("GET / \(version)\r\nHost: a\r\n\(header.isEmpty ? "" : header + "\r\n")\r\n".utf8))
        let request = try #require(try parser.nextRequest())
        let clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        machine.responseQueued(at: clock.now, keepAlive: request.keepAlive)
        let action = machine.outputDrained(at: clock.now, partialRequest: false)
        #expect(action == (closes ? .shutDownWriting : .none))
    }

    @Test("a parse error ends the connection after its response")
    func parseErrorCloses() {
        let clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        machine.requestFailed(at: clock.now)
        #expect(machine.outputDrained(at: clock.now, partialRequest: false) == .shutDownWriting)
        #expect(machine.phase == .lingering(until: clock.now.advanced(by: .seconds(2))))
    }

    @Test("a response the client never reads is abandoned after the idle timeout; progress resets it")
    func writeStall() {
        var clock = FakeClock()
        var machine = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        machine.responseQueued(at: clock.now, keepAlive: true)
        clock.advance(.seconds(40))
        machine.wroteSome(at: clock.now)
        clock.advance(.seconds(59))
        #expect(machine.timedOut(at: clock.now) == .none)
        clock.advance(.seconds(1))
        #expect(machine.timedOut(at: clock.now) == .close)
    }

    @Test("the peer closing: close at once when nothing is pending, else finish writing first")
    func peerClosed() {
        let clock = FakeClock()
        var idle = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        #expect(idle.peerClosed(outputPending: false) == .close)
        var busy = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        busy.responseQueued(at: clock.now, keepAlive: true)
        #expect(busy.peerClosed(outputPending: true) == .none)
        #expect(busy.outputDrained(at: clock.now, partialRequest: false) == .shutDownWriting)
    }

    @Test("shutdown: idle connections close after the last call, busy ones after their response, all by the grace deadline")
    func shutdown() {
        var clock = FakeClock()
        var idle = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        idle.responseQueued(at: clock.now, keepAlive: true)
        _ = idle.outputDrained(at: clock.now, partialRequest: false)
        let shutdownAt = clock.now
        #expect(idle.shutdown(at: shutdownAt, grace: .seconds(5), partialRequest: false) == .none)
        #expect(idle.deadline == shutdownAt.advanced(by: ConnectionStateMachine.lastCall))
        clock.advance(ConnectionStateMachine.lastCall - .milliseconds(1))
        #expect(idle.timedOut(at: clock.now) == .none)
        clock.advance(.milliseconds(1))
        #expect(idle.timedOut(at: clock.now) == .close)

        // A request that arrives during the last call is answered, then the connection ends.
        var lastCall = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        #expect(lastCall.shutdown(at: clock.now, grace: .seconds(5), partialRequest: false) == .none)
        clock.advance(.milliseconds(50))
        lastCall.received(at: clock.now, partialRequest: true)
        clock.advance(.milliseconds(100))
        #expect(lastCall.timedOut(at: clock.now) == .none)
        lastCall.responseQueued(at: clock.now, keepAlive: true)
        #expect(!lastCall.acceptsRequests)
        #expect(lastCall.outputDrained(at: clock.now, partialRequest: false) == .shutDownWriting)

        // A grace shorter than the last call bounds it.
        var fresh = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        #expect(fresh.shutdown(at: clock.now, grace: .milliseconds(20), partialRequest: false) == .none)
        clock.advance(.milliseconds(20))
        #expect(fresh.timedOut(at: clock.now) == .close)

        var receiving = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        receiving.received(at: clock.now, partialRequest: true)
        #expect(receiving.shutdown(at: clock.now, grace: .seconds(5), partialRequest: true) == .none)
        #expect(receiving.acceptsRequests)
        clock.advance(.seconds(1))
        receiving.responseQueued(at: clock.now, keepAlive: true)
        #expect(receiving.closeAfterResponse)
        #expect(!receiving.acceptsRequests)
        #expect(receiving.outputDrained(at: clock.now, partialRequest: false) == .shutDownWriting)

        var stuck = ConnectionStateMachine(limits: limits, openedAt: clock.now)
        let start = clock.now
        #expect(stuck.shutdown(at: start, grace: .seconds(5), partialRequest: true) == .none)
        #expect(stuck.deadline == start.advanced(by: .seconds(5)))
        clock.advance(.milliseconds(4999))
        #expect(stuck.timedOut(at: clock.now) == .none)
        clock.advance(.milliseconds(1))
        #expect(stuck.timedOut(at: clock.now) == .close)
    }
}
