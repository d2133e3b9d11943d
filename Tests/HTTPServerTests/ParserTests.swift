import Testing
@testable import HTTPServer

/// Feeds `text` to a fresh parser and returns every request, or the error.
private func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Result<[HTTPRequest], HTTPParseError> {
    parse(Array(text.utf8), limits: limits)
}

private func parse(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> Result<[HTTPRequest], HTTPParseError> {
    var parser = HTTPRequestParser(limits: limits)
    parser.append(bytes)
    var requests: [HTTPRequest] = []
    do {
        while let request = try parser.nextRequest() { requests.append(request) }
        return .success(requests)
    } catch {
        return .failure(error)
    }
}

private func next(_ parser: inout HTTPRequestParser) -> Result<HTTPRequest?, HTTPParseError> {
    do { return .success(try parser.nextRequest()) } catch { return .failure(error) }
}

private func status(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
    if case let .failure(error) = parse(text, limits: limits) { return error.status }
    return nil
}

@Suite("HTTP request parser")
struct ParserTests {
    @Test("a minimal HTTP/1.1 GET")
    func minimalGet() throws {
        let requests = try parse("GET / HTTP/1.1\r\nHost: example\r\n\r\n").get()
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/")
        #expect(request.query == nil)
        #expect(request.version == .http1_1)
        #expect(request.headers["host"] == "example")
        #expect(request.keepAlive)
        #expect(request.body.isEmpty)
    }

    @Test("path, query, header spelling and optional whitespace")
    func pathQueryHeaders() throws {
        let request = try #require(try parse("GET /v1/intents/lupa-password?site=paser&x=1 HTTP/1.1\r\nHOST:   a.b  \r\nX-Empty:\r\nX-Tab:\tv\t\r\n\r\n").get().first)
        #expect(request.path == "/v1/intents/lupa-password")
        #expect(request.query == "site=paser&x=1")
        #expect(request.headers["Host"] == "a.b")
        #expect(request.headers.fields[0].name == "HOST")
        #expect(request.headers["x-empty"] == "")
        #expect(request.headers["x-tab"] == "v")
    }

    @Test("a POST body is read to its Content-Length and no further")
    func postBody() throws {
        let requests = try parse("POST /v1/ask HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhelloGET / HTTP/1.1\r\nHost: a\r\n\r\n").get()
        #expect(requests.count == 2)
        #expect(requests[0].body == Array("hello".utf8))
        #expect(requests[1].method == "GET")
    }

    @Test("byte-by-byte arrival gives the same request as one chunk")
    func incremental() throws {
        let text = "POST /x?y HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"text\":1}\n"
        var parser = HTTPRequestParser()
        var seen: [HTTPRequest] = []
        for byte in text.utf8 {
            parser.append([byte])
            if let request = try parser.nextRequest() { seen.append(request) }
        }
        #expect(seen.count == 1)
        #expect(seen == (try parse(text).get()))
        #expect(!parser.hasPartialRequest)
    }

    @Test("pipelined requests come out in order")
    func pipelined() throws {
        let text = (0..<20).map { "GET /\($0) HTTP/1.1\r\nHost: a\r\n\r\n" }.joined()
        let requests = try parse(text).get()
        #expect(requests.map(\.path) == (0..<20).map { "/\($0)" })
    }

    @Test("keep-alive per version and Connection header",
          arguments: [("HTTP/1.1", "", true), ("HTTP/1.1", "Connection: close", false), ("HTTP/1.1", "Connection: keep-alive, Close", false),
                      ("HTTP/1.0", "", false), ("HTTP/1.0", "Connection: keep-alive", true), ("HTTP/1.0", "Connection: Keep-Alive", true)])
    func keepAlive(version: String, header: String, expected: Bool) throws {
        let request = try #require(try parse("GET / \(version)\r\nHost: a\r\n\(header.isEmpty ? "" : header + "\r\n")\r\n").get().first)
        #expect(request.keepAlive == expected)
    }

    @Test("HTTP/1.0 needs no Host")
    func http10WithoutHost() throws {
        let request = try #require(try parse("GET /a HTTP/1.0\r\n\r\n").get().first)
        #expect(request.version == .http1_0)
    }

    @Test("absolute-form target is reduced to path and query; OPTIONS * is allowed")
    func targetForms() throws {
        let absolute = try #require(try parse("GET http://example.com/v1/ask?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n").get().first)
        #expect(absolute.path == "/v1/ask")
        #expect(absolute.query == "q=1")
        let bare = try #require(try parse("GET http://example.com HTTP/1.1\r\nHost: example.com\r\n\r\n").get().first)
        #expect(bare.path == "/")
        let star = try #require(try parse("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n").get().first)
        #expect(star.path == "*")
    }

    @Test("empty lines before the request line are ignored")
    func leadingEmptyLines() throws {
        #expect(try parse("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n").get().count == 1)
    }

    @Test("identical repeated Content-Length values are accepted")
    func repeatedContentLength() throws {
        let request = try #require(try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3, 3\r\nContent-Length: 3\r\n\r\nabc").get().first)
        #expect(request.body == Array("abc".utf8))
    }

    @Test("obs-text (bytes >= 0x80) is allowed in header values")
    func obsText() throws {
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\nX-Name: caf".utf8) + [0xC3, 0xA9] + Array("\r\n\r\n".utf8)
        let request = try #require(try parse(bytes).get().first)
        #expect(request.headers["x-name"] == "café")
    }

    /// One malformed request; described by name so test logs stay one line.
    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var status: Int
        var testDescription: String { "\(name) -> \(status)" }
    }

    static let malformed: [Malformed] = [
        Malformed(name: "bare LF line endings", text: "GET / HTTP/1.1\nHost: a\n\n", status: 400),
        Malformed(name: "bare LF after headers", text: "GET / HTTP/1.1\r\nHost: a\n\r\n", status: 400),
        Malformed(name: "two spaces in request line", text: "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "trailing space after version", text: "GET / HTTP/1.1 \r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "HTTP/0.9 style line", text: "GET /\r\n\r\n", status: 400),
        Malformed(name: "lower-case protocol name", text: "GET / http/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "version with letters", text: "GET / HTTP/1.x\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "method with a non-token byte", text: "G@T / HTTP/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "target without slash", text: "GET index.html HTTP/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "asterisk target for GET", text: "GET * HTTP/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "control byte in target", text: "GET /a\u{01}b HTTP/1.1\r\nHost: a\r\n\r\n", status: 400),
        Malformed(name: "whitespace before colon", text: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", status: 400),
        Malformed(name: "tab before colon", text: "GET / HTTP/1.1\r\nHost\t: a\r\n\r\n", status: 400),
        Malformed(name: "obsolete line folding", text: "GET / HTTP/1.1\r\nHost: a\r\nX-A: one\r\n two\r\n\r\n", status: 400),
        Malformed(name: "bare CR in a value", text: "GET / HTTP/1.1\r\nHost: a\r\nX-A: one\rtwo\r\n\r\n", status: 400),
        Malformed(name: "NUL in a value", text: "GET / HTTP/1.1\r\nHost: a\r\nX-A: one\u{0}two\r\n\r\n", status: 400),
        Malformed(name: "header without colon", text: "GET / HTTP/1.1\r\nHost: a\r\nX-A\r\n\r\n", status: 400),
        Malformed(name: "empty header name", text: "GET / HTTP/1.1\r\nHost: a\r\n: v\r\n\r\n", status: 400),
        Malformed(name: "missing Host in HTTP/1.1", text: "GET / HTTP/1.1\r\nX-A: b\r\n\r\n", status: 400),
        Malformed(name: "two Host fields", text: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", status: 400),
        Malformed(name: "non-digit Content-Length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5x\r\n\r\nhello", status: 400),
        Malformed(name: "negative Content-Length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", status: 400),
        Malformed(name: "signed Content-Length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +5\r\n\r\nhello", status: 400),
        Malformed(name: "empty Content-Length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length:\r\n\r\n", status: 400),
        Malformed(name: "differing Content-Length fields", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!", status: 400),
        Malformed(name: "differing Content-Length list", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5, 6\r\n\r\nhello!", status: 400),
        Malformed(name: "Content-Length with Transfer-Encoding", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400),
        Malformed(name: "Transfer-Encoding in HTTP/1.0", text: "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400),
        Malformed(name: "chunked not last", text: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", status: 400),
        Malformed(name: "chunked body", text: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", status: 411),
        Malformed(name: "unknown transfer coding", text: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", status: 501),
        Malformed(name: "unknown method", text: "BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n", status: 501),
        Malformed(name: "methods are case-sensitive", text: "get / HTTP/1.1\r\nHost: a\r\n\r\n", status: 501),
        Malformed(name: "CONNECT is not implemented", text: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n", status: 501),
        Malformed(name: "HTTP/2.0 request line", text: "GET / HTTP/2.0\r\nHost: a\r\n\r\n", status: 505),
        Malformed(name: "HTTP/1.2", text: "GET / HTTP/1.2\r\nHost: a\r\n\r\n", status: 505),
        Malformed(name: "HTTP/0.9 with version", text: "GET / HTTP/0.9\r\nHost: a\r\n\r\n", status: 505),
        Malformed(name: "unsupported expectation", text: "POST / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\nx", status: 417),
        Malformed(name: "body over 16 KiB", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 16385\r\n\r\n", status: 413),
        Malformed(name: "huge Content-Length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n", status: 413),
    ]

    @Test("malformed requests get the right status", arguments: malformed)
    func malformedRequest(_ case: Malformed) {
        #expect(status(`case`.text) == `case`.status)
    }

    @Test("a body of exactly 16 KiB is accepted")
    func bodyAtLimit() throws {
        let body = String(repeating: "x", count: 16384)
        let request = try #require(try parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 16384\r\n\r\n" + body).get().first)
        #expect(request.body.count == 16384)
    }

    @Test("a target over 8 KiB is 414, complete or not")
    func targetTooLong() {
        let target = "/" + String(repeating: "a", count: 8192)
        #expect(status("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n") == 414)
        #expect(status("GET \(target)") == 414)
    }

    @Test("request line plus headers over 8 KiB is 431, complete or not")
    func headTooLarge() {
        let headers = (0..<90).map { "X-Header-\($0): \(String(repeating: "v", count: 90))\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n\(headers)\r\n") == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n\(headers)") == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nX-Long: \(String(repeating: "v", count: 9000))") == 431)
    }

    @Test("100 header fields pass, 101 are 431")
    func headerCount() {
        let ninetyNine = (0..<99).map { "X-\($0): v\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n\(ninetyNine)\r\n") == nil)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\n\(ninetyNine)X-Extra: v\r\n\r\n") == 431)
    }

    @Test("limits are configurable")
    func customLimits() {
        let limits = HTTPLimits(maximumHeadSize: 64, maximumTargetLength: 16, maximumHeaderCount: 2, maximumBodySize: 4)
        #expect(status("GET /0123456789abcdefg HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits) == 414)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n", limits: limits) == 431)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello", limits: limits) == 413)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "v", count: 60))\r\n\r\n", limits: limits) == 431)
    }

    @Test("after an error the parser stays failed")
    func staysFailed() {
        var parser = HTTPRequestParser()
        parser.append(Array("BREW / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(next(&parser) == .failure(.unsupportedMethod("BREW")))
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(next(&parser) == .failure(.unsupportedMethod("BREW")))
        #expect(!parser.hasPartialRequest)
    }

    @Test("errors are refused as soon as the line arrives, not at the end of the head")
    func earlyRefusal() {
        var parser = HTTPRequestParser()
        parser.append(Array("BREW / HTTP/1.1\r\n".utf8))
        #expect(next(&parser) == .failure(.unsupportedMethod("BREW")))
    }

    @Test("Expect: 100-continue asks for an interim response once, only while the body is missing")
    func expectContinue() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST /v1/ask HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        do { let wanted = parser.takeContinueRequest(); #expect(wanted) }
        do { let wanted = parser.takeContinueRequest(); #expect(!wanted) }
        #expect(parser.hasPartialRequest)
        parser.append(Array("hello".utf8))
        let request = try #require(try parser.nextRequest())
        #expect(request.body == Array("hello".utf8))
        do { let wanted = parser.takeContinueRequest(); #expect(!wanted) }

        var withBody = HTTPRequestParser()
        withBody.append(Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok".utf8))
        #expect(try withBody.nextRequest() != nil)
        do { let wanted = withBody.takeContinueRequest(); #expect(!wanted) }

        var http10 = HTTPRequestParser()
        http10.append(Array("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try http10.nextRequest() == nil)
        do { let wanted = http10.takeContinueRequest(); #expect(!wanted) }
    }

    @Test("every parse error carries a bilingual JSON body in the API's shape")
    func errorBody() {
        let response = HTTPParseError.bodyTooLarge.response
        #expect(response.status == 413)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text == #"{"error":{"code":"body_too_large","message":"Isi permintaan terlalu besar.","message_en":"The request body is too large."}}"#)
        let escaped = String(decoding: HTTPParseError.unsupportedMethod("X\"Y").response.body, as: UTF8.self)
        #expect(escaped.contains(#"X\"Y"#))
    }
}
