import Testing
@testable import HTTPServer

/// The bytes the serializer appends for a response: head, framing headers
/// it owns, and the body.
@Suite("Response serializer")
struct ResponseSerializerTests {
    private func serialized(_ response: HTTPResponse, headRequest: Bool = false, keepAlive: Bool = true,
                            version: HTTPVersion = .http1_1, date: String? = nil, after prefix: String = "") -> String {
        var output = Array(prefix.utf8)
        HTTPResponseSerializer.append(response, headRequest: headRequest, keepAlive: keepAlive, version: version,
                                      date: date, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test("a response is its status line, the handler's fields, Date, Content-Length and the body")
    func plainResponse() {
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], text: "hi")
        #expect(serialized(response, date: "Mon, 23 Nov 2026 12:00:00 GMT")
            == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nDate: Mon, 23 Nov 2026 12:00:00 GMT\r\nContent-Length: 2\r\n\r\nhi")
    }

    @Test("output already queued stays in front (pipelined responses)")
    func appendsAfterQueuedOutput() {
        let text = serialized(HTTPResponse(status: 204), after: "previous")
        #expect(text == "previousHTTP/1.1 204 No Content\r\n\r\n")
    }

    @Test("the connection header says what happens to the connection", arguments: [
        (false, HTTPVersion.http1_1, "Connection: close\r\n"),
        (true, HTTPVersion.http1_0, "Connection: keep-alive\r\n"),
        (true, HTTPVersion.http1_1, ""),
    ])
    func connectionHeader(keepAlive: Bool, version: HTTPVersion, expected: String) {
        let text = serialized(HTTPResponse(status: 404, text: ""), keepAlive: keepAlive, version: version)
        #expect(text == "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\(expected)\r\n")
    }

    @Test("HEAD gets the GET's headers with the length the handler states, and no body")
    func headRequest() {
        let response = HTTPResponse(status: 200, headers: [("Content-Length", "1234")])
        #expect(serialized(response, headRequest: true) == "HTTP/1.1 200 OK\r\nContent-Length: 1234\r\n\r\n")
    }

    @Test("framing headers from the handler are replaced by the server's own")
    func framingHeadersAreTheServers() {
        let response = HTTPResponse(status: 200, headers: [("transfer-encoding", "chunked"), ("CONNECTION", "upgrade"),
                                                           ("Content-Length", "99")], text: "abc")
        #expect(serialized(response) == "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc")
    }

    @Test("CR, LF and NUL in a field's name or value become spaces, so no field can split the response", arguments: [
        ("X-Test", "a\r\nSet-Cookie: x=1", "X-Test: a  Set-Cookie: x=1\r\n"),
        ("X-Bad\r\nInjected", "v", "X-Bad  Injected: v\r\n"),
        ("X-Nul", "a\u{0}b", "X-Nul: a b\r\n"),
    ])
    func fieldInjection(name: String, value: String, expected: String) {
        let text = serialized(HTTPResponse(status: 200, headers: [(name, value)]))
        #expect(text == "HTTP/1.1 200 OK\r\n\(expected)Content-Length: 0\r\n\r\n")
    }

    @Test("a head with many long fields fits the room computed for it")
    func manyLongFields() {
        let fields = (0..<200).map { (name: "X-Field-\($0)", value: String(repeating: "v", count: $0 * 7)) }
        let text = serialized(HTTPResponse(status: 599, headers: fields, text: "body"), keepAlive: false,
                              version: .http1_0, date: "Mon, 23 Nov 2026 12:00:00 GMT")
        #expect(text.hasPrefix("HTTP/1.1 599 Status\r\nX-Field-0: \r\n"))
        #expect(text.hasSuffix("Content-Length: 4\r\nConnection: close\r\n\r\nbody"))
        #expect(text.contains("X-Field-199: " + String(repeating: "v", count: 199 * 7) + "\r\n"))
    }
}
