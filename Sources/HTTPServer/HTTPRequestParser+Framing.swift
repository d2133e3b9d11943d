// The framing rules and byte classes the parser applies to a head's fields,
// apart from the parser's state machine.
extension HTTPRequestParser {
    // MARK: - Framing (RFC 9112 §6)

    /// What the framing rules (RFC 9112 §6) need from a head's fields,
    /// noted as each field is parsed, on its bytes: no pass over the fields'
    /// strings afterwards (that pass cost more than parsing them).
    struct FramingFields: Sendable {
        var hosts = 0
        var sawLength = false
        /// The Content-Length values so far, nil until one is read.
        var length: Int?
        var invalidLength = false
        var transferEncoding = false
        var expect = false
        /// False once an Expect field asks for anything but 100-continue.
        var expectations = true

        mutating func note(name: Span<UInt8>, value: Span<UInt8>) {
            switch name.count {
            case 4 where ASCII.equalIgnoringCase(name, lowercase: "host"): hosts += 1
            case 14 where ASCII.equalIgnoringCase(name, lowercase: "content-length"):
                sawLength = true
                if !invalidLength, !HTTPRequestParser.parseContentLength(value, into: &length) { invalidLength = true }
            case 17 where ASCII.equalIgnoringCase(name, lowercase: "transfer-encoding"): transferEncoding = true
            case 6 where ASCII.equalIgnoringCase(name, lowercase: "expect"):
                expect = true
                if !ASCII.equalIgnoringCase(value, lowercase: "100-continue") { expectations = false }
            default: break
            }
        }
    }

    /// The body length the head announces, or the error that refuses it.
    static func framing(_ fields: FramingFields, version: HTTPVersion, headers: HTTPHeaders,
                        limits: HTTPLimits) throws(HTTPParseError) -> Int {
        if fields.hosts > 1 { throw .duplicateHost }
        if version == .http1_1, fields.hosts == 0 { throw .missingHost }

        if fields.transferEncoding {
            let codings = headers.tokens("transfer-encoding")
            if fields.sawLength { throw .conflictingFraming }
            if version == .http1_0 { throw .conflictingFraming }
            if codings.last == "chunked" { throw .lengthRequired }
            if codings.contains("chunked") || codings.isEmpty { throw .conflictingFraming }
            throw .unsupportedTransferCoding
        }
        if !fields.expectations { throw .expectationFailed }

        guard fields.sawLength else { return 0 }
        guard !fields.invalidLength, let length = fields.length else { throw .invalidContentLength }
        if length > limits.maximumBodySize { throw .bodyTooLarge }
        return length
    }

    /// One Content-Length field value: a comma-separated list of equal
    /// decimal numbers (RFC 9110 §8.6), each agreeing with `length` so far.
    /// False when the value is not a list of equal numbers agreeing with `length`.
    static func parseContentLength(_ bytes: Span<UInt8>, into length: inout Int?) -> Bool {
        var itemStart = 0
        while itemStart <= bytes.count {
            var itemEnd = itemStart
            while itemEnd < bytes.count, bytes[itemEnd] != UInt8(ascii: ",") { itemEnd += 1 }
            var first = itemStart, last = itemEnd
            while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
            guard first < last else { return false }
            var parsed = 0
            for index in first..<last {
                guard isDigit(bytes[index]) else { return false }
                // Longer than any body we accept; no need to parse (and overflow).
                parsed = last - first > 15 ? Int.max : parsed * 10 + Int(bytes[index] - 0x30)
            }
            if let length, length != parsed { return false }
            length = parsed
            itemStart = itemEnd + 1
        }
        return true
    }

    // MARK: - Character classes

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always) static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    /// RFC 9110 tchar: `!#$%&'*+-.^_`|~`, digits and letters (a bit mask, one test per byte).
    @inline(__always)
    static func isTokenByte(_ byte: UInt8) -> Bool {
        // The mask for the byte's half of ASCII, chosen without a branch.
        let mask: UInt64 = byte < 64 ? 0x03FF_6CFA_0000_0000 : 0x57FF_FFFF_C7FF_FFFE
        return byte < 128 && mask >> UInt64(byte & 63) & 1 != 0
    }
}
