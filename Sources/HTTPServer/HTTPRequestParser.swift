/// An incremental, strict HTTP/1.1 request parser (RFC 9112 framing): bytes
/// in, complete requests or a typed error out. It does no I/O, so the server,
/// the tests and a libFuzzer harness drive it the same way:
///
///     var parser = HTTPRequestParser(limits: HTTPLimits())
///     parser.append(bytes)
///     while let request = try parser.nextRequest() { ... }
///
/// After an error the parser stays failed and rethrows it: the framing of
/// anything that follows cannot be trusted.
public struct HTTPRequestParser: Sendable {
    public let limits: HTTPLimits

    private var buffer: [UInt8] = []
    /// First byte not yet consumed by a returned request.
    private var start = 0
    /// Next byte to look at for a line feed while reading a head.
    private var scan = 0
    private var lineStart = 0
    /// The request line, once complete.
    private var requestLine: RequestLine?
    private var headerLines: [Range<Int>] = []
    private var state = State.head
    private var continuePending = false
    /// What the framing rules need from the current head's fields.
    private var framingFields = FramingFields()
    /// Storage each request's fields and body are built in, kept for the
    /// next request: once the handler has let go of a request (the server
    /// handles one at a time) the arrays are uniquely referenced again, and
    /// refilling them allocates nothing. A request still held elsewhere
    /// keeps its own copy (the arrays are values).
    private var fieldStorage: [(name: String, value: String)] = []
    private var bodyStorage: [UInt8] = []
    /// Larger bodies are not kept between requests: idle connections must stay small.
    private static let keptBodyCapacity = 4096

    private enum State: Sendable {
        case head
        case body(HTTPRequest, length: Int)
        case failed(HTTPParseError)
    }

    /// The request line, checked; the target stays bytes in `buffer` until
    /// the head is complete (no strings to carry, copy and drop meanwhile).
    private struct RequestLine: Sendable {
        var method: String
        var target: Range<Int>
        var version: HTTPVersion
    }

    /// Methods the server passes to the handler; any other token gets 501.
    /// TRACE (RFC 9110) and QUERY (the safe method with a body) are standard,
    /// so the application answers them (405 with Allow) instead of the server
    /// calling them unimplemented, a 5xx (found by scripts/schemathesis.sh).
    public static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "QUERY"]

    public init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if case .failed = state { return }
        buffer.append(contentsOf: bytes)
    }

    /// True while part of a request has arrived but not all of it.
    public var hasPartialRequest: Bool {
        switch state {
        case .head: return buffer.count > start
        case .body: return true
        case .failed: return false
        }
    }

    /// Bytes received but not yet returned as part of a request.
    public var bufferedByteCount: Int { buffer.count - start }

    /// True once, after a head with `Expect: 100-continue` whose body has not
    /// arrived yet: the server should send `100 Continue` now.
    public mutating func takeContinueRequest() -> Bool {
        defer { continuePending = false }
        return continuePending
    }

    /// The next complete request, nil if more bytes are needed.
    public mutating func nextRequest() throws(HTTPParseError) -> HTTPRequest? {
        do {
            return try parseNext()
        } catch {
            state = .failed(error)
            buffer = []
            start = 0
            continuePending = false
            throw error
        }
    }

    private mutating func parseNext() throws(HTTPParseError) -> HTTPRequest? {
        switch state {
        case let .failed(error):
            throw error
        case let .body(request, length):
            return takeBody(request, length: length)
        case .head:
            guard try readHead(), let requestLine else { return nil }
            try parseFields()
            let length = try Self.framing(framingFields, version: requestLine.version, headers: HTTPHeaders(fieldStorage), limits: limits)
            // The request is made once, with its body: made and then given
            // the body, it was copied and the first one destroyed.
            if length == 0 {
                let request = makeRequest(requestLine, body: [])
                compact()
                return request
            }
            if buffer.count - start >= length {
                // The usual case, the body came with the head. (Taken first:
                // taken in the call, it made the call copy the whole parser.)
                let body = takeBodyBytes(length)
                let request = makeRequest(requestLine, body: body)
                compact()
                return request
            }
            if requestLine.version == .http1_1, framingFields.expect { continuePending = true }
            state = .body(makeRequest(requestLine, body: []), length: length)
            return nil
        }
    }

    private mutating func takeBody(_ request: consuming HTTPRequest, length: Int) -> HTTPRequest? {
        guard buffer.count - start >= length else {
            state = .body(request, length: length)
            return nil
        }
        request.body = takeBodyBytes(length)
        state = .head
        continuePending = false
        compact()
        return request
    }

    /// The next `length` buffered bytes, as a body in the reused storage.
    private mutating func takeBodyBytes(_ length: Int) -> [UInt8] {
        if bodyStorage.capacity > Self.keptBodyCapacity { bodyStorage = [] }
        bodyStorage.removeAll(keepingCapacity: true)
        bodyStorage.append(contentsOf: buffer[start..<(start + length)])
        start += length
        return bodyStorage
    }

    /// Drops consumed bytes; runs between requests, when no index points into a head.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 65536)
            start = 0
        } else if start >= 16384 {
            buffer.removeFirst(start)
            start = 0
        }
        scan = start
        lineStart = start
        requestLine = nil
        headerLines.removeAll(keepingCapacity: true)
    }

    // MARK: - Head

    /// Reads head lines; true once the head is complete (its request line
    /// in `requestLine`, its fields' lines in `headerLines`).
    private mutating func readHead() throws(HTTPParseError) -> Bool {
        if scan < start { scan = start; lineStart = start }
        while scan < buffer.count {
            // Finding line ends is the one pass over every byte of the head.
            guard let lineFeed = Self.firstLineFeed(in: buffer.span, from: scan) else {
                scan = buffer.count
                break
            }
            scan = lineFeed + 1
            // The size check comes before the line is looked at, so the status
            // does not depend on how the bytes were split into reads (found by fuzz-http).
            if scan - start > limits.maximumHeadSize {
                if requestLine == nil { throw .targetTooLong }
                throw .headTooLarge
            }
            guard lineFeed > lineStart, buffer[lineFeed - 1] == 0x0D else { throw .bareLineFeed }
            let line = lineStart..<(lineFeed - 1)
            lineStart = lineFeed + 1
            if line.isEmpty {
                // RFC 9112 §2.2: ignore empty lines before the request line.
                if requestLine == nil { continue }
                start = lineStart
                return true
            }
            if requestLine == nil {
                requestLine = try parseRequestLine(line)
            } else {
                headerLines.append(line)
                if headerLines.count > limits.maximumHeaderCount { throw .tooManyHeaders }
            }
        }
        // Incomplete: refuse as soon as the limits are passed, not when the client stops.
        if buffer.count - start > limits.maximumHeadSize {
            if requestLine == nil { throw .targetTooLong }
            throw .headTooLarge
        }
        return false
    }

    /// The index of the first line feed at or after `start`, nil if none.
    /// Eight bytes are tested at a time (the "has zero byte" trick on the
    /// word XOR 0x0A…), so a long head costs a pass of word operations.
    static func firstLineFeed(in bytes: Span<UInt8>, from start: Int) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        while index + 8 <= bytes.count {
            var word: UInt64 = 0
            for shift in 0..<8 { word |= UInt64(bytes[index + shift]) << UInt64(shift * 8) }
            let probe = word ^ (ones &* 0x0A)
            if (probe &- ones) & ~probe & (ones &* 0x80) != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    private func parseRequestLine(_ line: Range<Int>) throws(HTTPParseError) -> RequestLine {
        // On the buffer's Span, as the checks come: slices of `buffer` would each retain and release it.
        let bytes = buffer.span
        var firstSpace = line.lowerBound
        while firstSpace < line.upperBound, bytes[firstSpace] != 0x20 { firstSpace += 1 }
        guard firstSpace < line.upperBound, firstSpace > line.lowerBound else { throw .malformedRequestLine }
        let methodBytes = bytes.extracting(line.lowerBound..<firstSpace)
        guard Self.all(methodBytes, Self.isTokenByte) else { throw .malformedRequestLine }
        let targetStart = firstSpace + 1
        var secondSpace = targetStart
        while secondSpace < line.upperBound, bytes[secondSpace] != 0x20 { secondSpace += 1 }
        guard secondSpace < line.upperBound, secondSpace > targetStart else { throw .malformedRequestLine }
        let targetBytes = bytes.extracting(targetStart..<secondSpace)
        guard Self.all(targetBytes, { $0 > 0x20 && $0 < 0x7F }) else { throw .malformedRequestLine }
        guard let version = Self.parseVersion(bytes.extracting((secondSpace + 1)..<line.upperBound)) else {
            throw .malformedRequestLine
        }
        if targetBytes.count > limits.maximumTargetLength { throw .targetTooLong }
        guard version == .http1_0 || version == .http1_1 else { throw .unsupportedVersion }
        guard let method = Self.knownMethod(methodBytes) else {
            throw .unsupportedMethod(String(decoding: buffer[line.lowerBound..<firstSpace], as: UTF8.self))
        }
        if targetBytes[0] != UInt8(ascii: "/") {
            let target = String(decoding: buffer[targetStart..<secondSpace], as: UTF8.self)
            guard target.hasPrefix("http://") || target.hasPrefix("https://") || (target == "*" && method == "OPTIONS") else {
                throw .malformedRequestLine
            }
        }
        return RequestLine(method: method, target: targetStart..<secondSpace, version: version)
    }

    /// Whether every byte of `bytes` satisfies `test`.
    @inline(__always)
    private static func all(_ bytes: Span<UInt8>, _ test: (UInt8) -> Bool) -> Bool {
        for index in bytes.indices where !test(bytes[index]) { return false }
        return true
    }


    /// The method as a string literal (no allocation, no UTF-8 validation),
    /// nil for a method outside `knownMethods`. Methods are case-sensitive.
    static func knownMethod(_ bytes: ArraySlice<UInt8>) -> String? {
        knownMethod(Array(bytes).span)
    }

    static func knownMethod(_ bytes: Span<UInt8>) -> String? {
        switch bytes.count {
        case 3: return spells(bytes, "GET") ? "GET" : spells(bytes, "PUT") ? "PUT" : nil
        case 4: return spells(bytes, "POST") ? "POST" : spells(bytes, "HEAD") ? "HEAD" : nil
        case 5: return spells(bytes, "PATCH") ? "PATCH" : spells(bytes, "TRACE") ? "TRACE" : spells(bytes, "QUERY") ? "QUERY" : nil
        case 6: return spells(bytes, "DELETE") ? "DELETE" : nil
        case 7: return spells(bytes, "OPTIONS") ? "OPTIONS" : nil
        default: return nil
        }
    }

    // The common names and values below are string literals returned from
    // code (switches on the length, then one comparison): no String is made,
    // and no table shared by the event loops is touched (a shared array's
    // reference count would bounce between their cores).

    /// A header name most requests carry, in its usual spelling, as a literal.
    /// nil for any other name (the caller decodes the bytes).
    private static func headerName(_ bytes: Span<UInt8>) -> String? {
        let known: String?
        switch bytes.count {
        case 4: known = spells(bytes, "Host") ? "Host" : spells(bytes, "host") ? "host" : nil
        case 6: known = spells(bytes, "Accept") ? "Accept" : spells(bytes, "Origin") ? "Origin" : spells(bytes, "Cookie") ? "Cookie"
            : spells(bytes, "accept") ? "accept" : spells(bytes, "origin") ? "origin" : nil
        case 7: known = spells(bytes, "Referer") ? "Referer" : nil
        case 10: known = spells(bytes, "Connection") ? "Connection" : spells(bytes, "User-Agent") ? "User-Agent"
            : spells(bytes, "connection") ? "connection" : spells(bytes, "user-agent") ? "user-agent" : nil
        case 12: known = spells(bytes, "Content-Type") ? "Content-Type" : spells(bytes, "content-type") ? "content-type" : nil
        case 13: known = spells(bytes, "Cache-Control") ? "Cache-Control" : nil
        case 14: known = spells(bytes, "Content-Length") ? "Content-Length" : spells(bytes, "content-length") ? "content-length" : nil
        case 15: known = spells(bytes, "Accept-Encoding") ? "Accept-Encoding" : spells(bytes, "Accept-Language") ? "Accept-Language" : nil
        default: known = nil
        }
        return known
    }

    /// Values API clients send verbatim, as literals (sixteen bytes and
    /// more would otherwise be a heap allocation); nil for any other value.
    private static func headerValue(_ bytes: Span<UInt8>) -> String? {
        let known: String?
        switch bytes.count {
        case 3: known = spells(bytes, "*/*") ? "*/*" : nil
        case 5: known = spells(bytes, "close") ? "close" : nil
        case 10: known = spells(bytes, "keep-alive") ? "keep-alive" : nil
        case 16: known = spells(bytes, "application/json") ? "application/json" : nil
        case 31: known = spells(bytes, "application/json; charset=utf-8") ? "application/json; charset=utf-8" : nil
        default: known = nil
        }
        return known
    }

    /// Whether `bytes` are exactly `literal`.
    @inline(__always)
    private static func spells(_ bytes: Span<UInt8>, _ literal: String) -> Bool {
        ASCII.equal(bytes, literal, foldingCase: false)
    }

    /// `HTTP/d.d`, nil if the bytes are anything else.
    private static func parseVersion(_ bytes: Span<UInt8>) -> HTTPVersion? {
        guard bytes.count == 8, spells(bytes.extracting(0..<5), "HTTP/") else { return nil }
        let major = bytes[5], dot = bytes[6], minor = bytes[7]
        guard isDigit(major), dot == UInt8(ascii: "."), isDigit(minor) else { return nil }
        return HTTPVersion(major: Int(major - 0x30), minor: Int(minor - 0x30))
    }


    /// Parses the head's fields into `fieldStorage`, noting what framing needs.
    private mutating func parseFields() throws(HTTPParseError) {
        var framing = FramingFields()
        // Fields overwrite the previous request's in place (emptying the
        // array first, through the generic range replacement, cost more).
        var count = 0
        for line in headerLines {
            let field = try parseHeader(line, noting: &framing)
            if count < fieldStorage.count { fieldStorage[count] = field } else { fieldStorage.append(field) }
            count += 1
        }
        if fieldStorage.count > count { fieldStorage.removeLast(fieldStorage.count - count) }
        framingFields = framing
    }

    /// The request of a complete head (after `parseFields`), with `body`.
    private func makeRequest(_ requestLine: RequestLine, body: [UInt8]) -> HTTPRequest {
        let target = String(decoding: buffer[requestLine.target], as: UTF8.self)
        // The usual target, origin form without a query, is its own path: no second look at its characters.
        let targetBytes = buffer.span.extracting(requestLine.target)
        let originFormWithoutQuery = targetBytes[0] == UInt8(ascii: "/") && !Self.contains(targetBytes, UInt8(ascii: "?"))
        let (path, query) = originFormWithoutQuery ? (target, nil) : HTTPRequest.split(target)
        return HTTPRequest(method: requestLine.method, target: target, path: path, query: query,
                           version: requestLine.version, headers: HTTPHeaders(fieldStorage), body: body)
    }

    private func parseHeader(_ line: Range<Int>, noting framing: inout FramingFields) throws(HTTPParseError) -> (name: String, value: String) {
        // On the buffer's Span: this runs for every header of every request.
        let bytes = buffer.span
        let first = bytes[line.lowerBound]
        if first == 0x20 || first == 0x09 { throw .malformedHeader(.obsoleteLineFolding) }
        // The name is token bytes up to the colon; the first other byte says what is wrong, if anything.
        var colon = line.lowerBound
        while colon < line.upperBound, Self.isTokenByte(bytes[colon]) { colon += 1 }
        guard colon < line.upperBound else { throw .malformedHeader(.missingColon) }
        let stop = bytes[colon]
        if stop != UInt8(ascii: ":") {
            if stop == 0x20 || stop == 0x09 { throw .malformedHeader(.whitespaceBeforeColon) }
            throw Self.isControl(stop) ? .malformedHeader(.invalidCharacter) : .malformedHeader(.invalidName)
        }
        guard colon > line.lowerBound else { throw .malformedHeader(.invalidName) }
        var valueStart = colon + 1
        var valueEnd = line.upperBound
        for index in valueStart..<valueEnd where Self.isControl(bytes[index]) && bytes[index] != 0x09 {
            throw .malformedHeader(.invalidCharacter)
        }
        while valueStart < valueEnd, bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 { valueStart += 1 }
        while valueEnd > valueStart, bytes[valueEnd - 1] == 0x20 || bytes[valueEnd - 1] == 0x09 { valueEnd -= 1 }
        let name = bytes.extracting(line.lowerBound..<colon)
        let value = bytes.extracting(valueStart..<valueEnd)
        framing.note(name: name, value: value)
        return (Self.headerName(name) ?? String(decoding: buffer[line.lowerBound..<colon], as: UTF8.self),
                Self.headerValue(value) ?? String(decoding: buffer[valueStart..<valueEnd], as: UTF8.self))
    }

    /// Whether `bytes` contain `byte`.
    @inline(__always)
    private static func contains(_ bytes: Span<UInt8>, _ byte: UInt8) -> Bool {
        for index in bytes.indices where bytes[index] == byte { return true }
        return false
    }
}
