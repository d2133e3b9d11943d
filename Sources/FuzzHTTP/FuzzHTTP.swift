#if canImport(Glibc)
import Glibc
#endif
import HTTPServer

// libFuzzer target: any bytes as what a client sends on one connection, fed to
// the incremental request parser. Invariants, not only "no crash":
// - every parsed request is within the limits (target, header count, head
//   size, body size), has a known method and version, no control bytes in
//   header names or values, exactly one Host on HTTP/1.1, and a body of the
//   announced Content-Length;
// - every error is one of the typed errors with a 4xx/5xx status, and the
//   parser stays failed with the same error afterwards;
// - feeding the bytes in arbitrary pieces gives exactly what feeding them at
//   once gives (the server reads whatever recv returns);
// - a parsed request written back to the wire parses to the same request.
// Each input runs against the default limits and against tiny ones so the
// limit paths are reached with short inputs.

private func fail(_ message: String) -> Never {
    let text = "fuzz-http: invariant violated: \(message)\n"
    let bytes = Array(text.utf8)
    _ = write(2, bytes, bytes.count)
    abort()
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

private let tinyLimits = HTTPLimits(maximumHeadSize: 256, maximumTargetLength: 64, maximumHeaderCount: 6, maximumBodySize: 48)
private let errorStatuses: Set<Int> = [400, 411, 413, 414, 417, 431, 501, 505]
/// Stop after this many requests of one input: bounded work per input.
private let requestCap = 512

private enum Outcome: Equatable {
    case request(HTTPRequest)
    case error(HTTPParseError)
}

/// Feeds `bytes` in pieces whose sizes come from `cuts` (whole when empty),
/// collecting requests until an error or the end of the input.
private func run(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits, cuts: [Int]) -> [Outcome] {
    var parser = HTTPRequestParser(limits: limits)
    var outcomes: [Outcome] = []
    var offset = bytes.startIndex
    var cut = 0
    func drain() -> Bool {
        while outcomes.count < requestCap {
            do {
                guard let request = try parser.nextRequest() else { return true }
                outcomes.append(.request(request))
            } catch {
                outcomes.append(.error(error))
                // Sticky: the framing after an error cannot be trusted.
                do {
                    _ = try parser.nextRequest()
                    fail("parser recovered after \(error)")
                } catch let again {
                    require(again == error, "second error \(again) differs from \(error)")
                }
                return false
            }
        }
        return false
    }
    while offset < bytes.endIndex {
        let size = cuts.isEmpty ? bytes.count : max(1, cuts[cut % cuts.count])
        cut += 1
        let end = min(bytes.endIndex, offset + size)
        parser.append(bytes[offset..<end])
        offset = end
        if !drain() { break }
    }
    return outcomes
}

private func check(_ request: HTTPRequest, limits: HTTPLimits) {
    require(HTTPRequestParser.knownMethods.contains(request.method), "unknown method \(request.method) accepted")
    require(request.version == .http1_0 || request.version == .http1_1, "version \(request.version) accepted")
    require(request.target.utf8.count <= limits.maximumTargetLength, "target of \(request.target.utf8.count) bytes accepted")
    require(request.headers.count <= limits.maximumHeaderCount, "\(request.headers.count) headers accepted")
    require(request.body.count <= limits.maximumBodySize, "body of \(request.body.count) bytes accepted")
    // A lower bound of the head's size on the wire: a byte outside UTF-8
    // (obs-text) arrives as one byte but is decoded to U+FFFD, three bytes.
    var headSize = request.method.utf8.count + 1 + request.target.utf8.count + 11
    for (name, value) in request.headers {
        headSize += name.utf8.count + 1 + value.unicodeScalars.count + 2
        require(!name.isEmpty, "empty header name")
        require(!name.utf8.contains { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: ":") }, "bad byte in header name \(name)")
        require(!value.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }, "control byte in header value \(value.utf8.map { $0 })")
    }
    require(headSize <= limits.maximumHeadSize, "head of at least \(headSize) bytes accepted")
    require(request.target.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "target with a space or control byte")
    require(request.path.hasPrefix("/") || (request.path == "*" && request.method == "OPTIONS"),
            "path \(request.path) does not start with / (nor is OPTIONS *)")
    let hosts = request.headers.values("host").count
    require(hosts <= 1 && (request.version == .http1_0 || hosts == 1), "\(hosts) Host headers accepted")
    require(request.headers.values("transfer-encoding").isEmpty, "Transfer-Encoding accepted")
    if let length = request.headers["content-length"] {
        require(Int(length.split(separator: ",").first.map { String($0).trimmingCharacters() } ?? "") == request.body.count,
                "Content-Length \(length) but body of \(request.body.count)")
    } else {
        require(request.body.isEmpty, "body without Content-Length")
    }
}

/// The request as a client would send it: the parsed fields verbatim.
private func wire(_ request: HTTPRequest) -> [UInt8] {
    var text = "\(request.method) \(request.target) \(request.version)\r\n"
    for (name, value) in request.headers {
        text += "\(name): \(value)\r\n"
    }
    text += "\r\n"
    return Array(text.utf8) + request.body
}

private extension String {
    func trimmingCharacters() -> String {
        var slice = Substring(self)
        while slice.first == " " || slice.first == "\t" { slice = slice.dropFirst() }
        while slice.last == " " || slice.last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

// The libFuzzer entry point: the only unsafe code here. `data` holds
// `size` bytes for the duration of the call; they are copied at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Piece sizes from the first bytes' values, so the fuzzer explores splits.
    let cuts = bytes.prefix(4).map { Int($0 % 37) + 1 }
    for limits in [HTTPLimits(), tinyLimits] {
        let whole = run(bytes[...], limits: limits, cuts: [])
        for outcome in whole {
            switch outcome {
            case let .request(request):
                check(request, limits: limits)
                // Written back and parsed again, the request is the same (unless
                // obs-text bytes, decoded to U+FFFD, grew the head past the limit).
                let bytes = wire(request)
                if bytes.count - request.body.count <= limits.maximumHeadSize {
                    let again = run(bytes[...], limits: limits, cuts: [])
                    require(again == [.request(request)], "round trip of \(request) gave \(again)")
                }
            case let .error(error):
                require(errorStatuses.contains(error.status), "error \(error) has status \(error.status)")
                require(!error.message.isEmpty && !error.messageEnglish.isEmpty && !error.code.isEmpty, "error \(error) without text")
            }
        }
        let pieces = run(bytes[...], limits: limits, cuts: cuts)
        require(pieces == whole, "pieces \(cuts) gave \(pieces.count) outcomes, whole input \(whole.count): \(pieces.last.map { "\($0)" } ?? "-") vs \(whole.last.map { "\($0)" } ?? "-")")
        let byteByByte = run(bytes[...], limits: limits, cuts: [1])
        require(byteByByte == whole, "byte by byte gave \(byteByByte), whole input \(whole) (limits \(limits))")
    }
    return 0
}
