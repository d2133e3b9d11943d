import Testing
@testable import HTTPServer

/// Inputs that libFuzzer (scripts/fuzz.sh, fuzz-http) found breaking an
/// invariant of the parser, kept so the fix stays fixed.
@Suite("fuzz regressions: HTTP request parser")
struct ParserFuzzRegressionTests {
    static let tinyLimits = HTTPLimits(maximumHeadSize: 256, maximumTargetLength: 64, maximumHeaderCount: 6, maximumBodySize: 48)

    /// Every outcome of feeding `bytes` in pieces of `piece` bytes (0: at once).
    static func outcomes(_ bytes: [UInt8], limits: HTTPLimits, piece: Int) -> [String] {
        var parser = HTTPRequestParser(limits: limits)
        var results: [String] = []
        var offset = 0
        while offset < bytes.count {
            let end = piece == 0 ? bytes.count : min(bytes.count, offset + piece)
            parser.append(bytes[offset..<end])
            offset = end
            do {
                while let request = try parser.nextRequest() { results.append("\(request.method) \(request.target)") }
            } catch {
                results.append(error.description)
                return results
            }
        }
        return results
    }

    static let inputs: [(name: String, bytes: [UInt8])] = [
        // A request line longer than the head limit that is also malformed: 414 or 400 depending on the reads.
        ("malformed line past the head limit", Array(repeating: UInt8(ascii: "`"), count: 255) + Array(" C\u{0}\u{0}\r\n".utf8)),
        // The same with a bare LF: 414 or "lines must end with CRLF".
        ("bare LF past the head limit", Array(repeating: UInt8(ascii: "!"), count: 254) + [0x20, 0x43, 0x9C, 0x9C, 0x9C, 0x0A]),
        // A header line crossing the limit.
        ("header past the head limit", Array("GET / HTTP/1.1\r\nHost: a\r\nX: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 240) + Array("\n\r\n".utf8)),
    ]

    @Test("the outcome does not depend on how the bytes arrive", arguments: 0..<inputs.count)
    func independentOfReads(index: Int) {
        let bytes = Self.inputs[index].bytes
        let whole = Self.outcomes(bytes, limits: Self.tinyLimits, piece: 0)
        #expect(!whole.isEmpty, "\(Self.inputs[index].name)")
        for piece in [1, 2, 7, 64] {
            #expect(Self.outcomes(bytes, limits: Self.tinyLimits, piece: piece) == whole, "\(Self.inputs[index].name), pieces of \(piece)")
        }
    }

    @Test("a request line past the head limit is refused for its size")
    func sizeFirst() {
        let whole = Self.outcomes(Self.inputs[0].bytes, limits: Self.tinyLimits, piece: 0)
        #expect(whole == [HTTPParseError.targetTooLong.description])
    }
}

/// Found by scripts/schemathesis.sh: TRACE and QUERY, standard methods, were refused
/// as unimplemented (501, a server error) instead of reaching the handler,
/// which answers 405 with Allow for a method a route does not take.
@Suite("parser: standard methods")
struct StandardMethodTests {
    @Test("TRACE and QUERY reach the handler; an unknown token is 501", arguments: ["TRACE", "QUERY"])
    func standardMethodIsParsed(method: String) throws {
        var parser = HTTPRequestParser()
        parser.append(Array("\(method) /v1/ask HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(try parser.nextRequest()?.method == method)
        var other = HTTPRequestParser()
        other.append(Array("BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        #expect(throws: HTTPParseError.unsupportedMethod("BREW")) { try other.nextRequest() }
    }
}
