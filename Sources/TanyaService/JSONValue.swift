/// A parsed JSON value. The API only needs small request bodies, so this is
/// a strict, bounded RFC 8259 parser rather than a general decoder: it
/// rejects invalid UTF-8, trailing garbage and nesting deeper than 32.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON type name, for error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// Why a body is not acceptable JSON.
    public enum ParseError: Error, Equatable {
        case invalidUTF8
        case syntax(offset: Int, reason: String)
        case tooDeep
    }

    public static let maximumDepth = 32

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
        // ASCII (the usual body) is valid UTF-8; only other bytes need the full check.
        guard isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else { throw .invalidUTF8 }
        var parser = Parser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("data setelah nilai JSON") }
        return value
    }

    /// `parse(bytes)` for a body expected to be an object, calling `member`
    /// for each of its members in order instead of collecting them into a
    /// dictionary (the `/v1/ask` hot path reads three fields). The same
    /// checks, in the same order, throw the same errors as `parse`. Returns
    /// false, having called nothing, when the value is not an object: the
    /// caller then uses `parse` for its error or value.
    public static func forEachMember(ofObject bytes: [UInt8], _ member: (String, JSONValue) -> Void) throws(ParseError) -> Bool {
        guard isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else { throw .invalidUTF8 }
        var parser = Parser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.position < bytes.count, bytes[parser.position] == UInt8(ascii: "{") else { return false }
        try parser.object(depth: 0, member: member)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.error("data setelah nilai JSON") }
        return true
    }

    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        // One OR over all bytes (the loop vectorises), then one test.
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits & 0x80 == 0
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        func error(_ reason: String) -> ParseError { .syntax(offset: position, reason: reason) }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw .tooDeep }
            guard position < bytes.count else { throw error("JSON berakhir terlalu cepat") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("karakter tidak terduga")
            }
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let count = word.utf8.count
            guard position + count <= bytes.count else { throw error("literal tidak lengkap") }
            guard bytes[position..<position + count].elementsEqual(word.utf8) else { throw error("literal tidak dikenal") }
            position += count
        }

        mutating func object(depth: Int) throws(ParseError) -> JSONValue {
            var members: [String: JSONValue] = [:]
            try object(depth: depth) { key, value in members[key] = value }
            return .object(members)
        }

        /// Reads an object (at its "{"), handing each member to `member` in order.
        mutating func object(depth: Int, member: (String, JSONValue) -> Void) throws(ParseError) {
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("kunci objek harus string") }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("':' diharapkan") }
                position += 1
                skipWhitespace()
                member(key, try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("objek tidak ditutup") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return }
                throw error("',' atau '}' diharapkan")
            }
        }

        mutating func array(depth: Int) throws(ParseError) -> JSONValue {
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("array tidak ditutup") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                throw error("',' atau ']' diharapkan")
            }
        }

        mutating func number() throws(ParseError) -> Double {
            let start = position
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error("angka tidak sah") }
            if bytes[position] == UInt8(ascii: "0") { position += 1 } else { while position < bytes.count, isDigit(bytes[position]) { position += 1 } }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else { throw error("angka tidak sah") }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard position < bytes.count, isDigit(bytes[position]) else { throw error("angka tidak sah") }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            return Double(String(decoding: bytes[start..<position], as: UTF8.self)) ?? 0
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        mutating func string() throws(ParseError) -> String {
            position += 1
            // The usual string has no escapes: take it in one piece.
            var end = position
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: bytes[position..<end], as: UTF8.self)
                    position = end + 1
                    return text
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            var out: [UInt8] = Array(bytes[position..<end])
            position = end
            while true {
                guard position < bytes.count else { throw error("string tidak ditutup") }
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { throw error("escape tidak lengkap") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800...0xDBFF).contains(scalar) {
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                                throw error("surrogate tidak berpasangan")
                            }
                            position += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("surrogate tidak berpasangan") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(scalar) {
                            throw error("surrogate tidak berpasangan")
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { throw error("kode unicode tidak sah") }
                        out.append(contentsOf: Array(String(Character(unicode)).utf8))
                    default: throw error("escape tidak dikenal")
                    }
                case 0..<0x20:
                    throw error("karakter kontrol di dalam string")
                default:
                    out.append(byte)
                }
            }
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw error("escape \\u tidak lengkap") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                position += 1
                value <<= 4
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - 48)
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - 87)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - 55)
                default: throw error("escape \\u tidak sah")
                }
            }
            return value
        }
    }
}
