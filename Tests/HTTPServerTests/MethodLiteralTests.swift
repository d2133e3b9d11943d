import Testing
@testable import HTTPServer

/// The parser finds methods in a table of literals; it must accept exactly
/// `knownMethods`, case-sensitively, and header names keep their spelling.
@Suite struct MethodLiteralTests {
    @Test func everyKnownMethodIsFoundAndNothingElse() {
        for method in HTTPRequestParser.knownMethods {
            #expect(HTTPRequestParser.knownMethod(ArraySlice(method.utf8)) == method)
        }
        for other in ["get", "Post", "CONNECT", "GETS", "GE", "", "PROPFIND"] {
            #expect(HTTPRequestParser.knownMethod(ArraySlice(other.utf8)) == nil, "\(other)")
        }
    }

    @Test func headerNamesKeepTheirSpelling() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\nCONTENT-type: x\r\nContent-Type2: y\r\nhost2: z\r\n\r\n".utf8))
        let request = try #require(try parser.nextRequest())
        #expect(request.headers.fields.map(\.name) == ["Host", "CONTENT-type", "Content-Type2", "host2"])
        #expect(request.headers.fields.map(\.value) == ["a", "x", "y", "z"])
        #expect(request.method == "GET")
    }

    @Test func headerValuesKeepTheirBytes() throws {
        var parser = HTTPRequestParser()
        let values = ["application/json", "Application/JSON", "application/json; charset=utf-8", "close", "keep-alive", "*/*",
                      "application/jsonx", "clos"]
        let head = "GET / HTTP/1.1\r\nHost: a\r\n" + values.map { "X-V: \($0)\r\n" }.joined() + "\r\n"
        parser.append(Array(head.utf8))
        let request = try #require(try parser.nextRequest())
        #expect(request.headers.values("x-v") == values)
    }
}
