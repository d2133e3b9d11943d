#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// The id of one API reply: 24 lower-case hex digits, carried in the reply
/// and in its access-log line so feedback (`POST /v1/feedback`) and a chosen
/// clarify option can be tied back to the reply in the report.
///
/// Built without shared state, so the event loops never contend for it: a
/// per-process random salt mixed with the calling thread's id (8 digits),
/// then the monotonic clock in nanoseconds (16 digits). One thread never
/// reads the same nanosecond twice for two requests; two threads differ in
/// their tag; two processes in their salt.
struct ReplyID: Sendable {
    /// Characters in an id.
    static let length = 24

    private static let salt = UInt32.random(in: .min ... .max)

    /// The member `"reply_id":"ID"`, written once when the id is made: the
    /// responder writes it first in the reply (`Responder.outlineAndJSON(lead:)`)
    /// and the access-log line copies the digits from it. A value on the
    /// stack (an array of the digits was an allocation and a release per request).
    let member: InlineArray<37, UInt8>

    /// Where the digits start in `member`.
    private static let digitsStart = 12

    /// A fresh id for a reply produced at `nanoseconds` (monotonic clock).
    init(nanoseconds: UInt64) {
        let thread = UInt64(pthread_self()) &* 0x9E37_79B9_7F4A_7C15
        self.init(tag: Self.salt ^ UInt32(truncatingIfNeeded: thread >> 32), nanoseconds: nanoseconds)
    }

    /// The id of `tag` (the first 8 digits) and `nanoseconds` (the last 16).
    init(tag: UInt32, nanoseconds: UInt64) {
        // Filled with the quote that closes the member.
        var member = InlineArray<37, UInt8>(repeating: UInt8(ascii: "\""))
        let name = #""reply_id":""#.utf8.span
        for index in name.indices { member[index] = name[index] }
        let start = Self.digitsStart
        for index in 0..<8 {
            member[start + index] = Self.hexDigit(UInt64(tag) >> UInt64(28 - 4 * index))
        }
        for index in 0..<16 {
            member[start + 8 + index] = Self.hexDigit(nanoseconds >> UInt64(60 - 4 * index))
        }
        self.member = member
    }

    /// The lowest nibble of `value` as a lower-case hex digit.
    @inline(__always)
    private static func hexDigit(_ value: UInt64) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: value & 0xF)
        return nibble < 10 ? 0x30 + nibble : 0x57 + nibble
    }

    /// A fresh id's digits (see `init(nanoseconds:)`).
    static func make(nanoseconds: UInt64) -> [UInt8] { ReplyID(nanoseconds: nanoseconds).bytes }

    /// The id's 24 hex digits as an array.
    var bytes: [UInt8] {
        var cursor = JSONByteCursor(capacity: Self.length)
        append(to: &cursor)
        return cursor.bytes
    }

    /// Appends the id's 24 hex digits.
    func append(to cursor: inout JSONByteCursor) {
        cursor.write(maximum: Self.length) { append(to: &$0) }
    }

    /// Appends the id's 24 hex digits to a span with room for them.
    func append(to output: inout OutputSpan<UInt8>) {
        output.appendJSONBytes(member.span.extracting(Self.digitsStart..<(Self.digitsStart + Self.length)))
    }

    /// Whether `text` has the shape of a reply id a client may send back:
    /// 1-64 ASCII letters, digits, `-` or `_` (ids are opaque to clients, and
    /// a proxy in front may issue its own).
    static func isWellFormed(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "_"): return true
            default: return false
            }
        }
    }

    /// `json` (an object) with `"reply_id":"ID"` as its first member.
    static func inserting(_ id: ReplyID, into json: [UInt8]) -> [UInt8] {
        Responder.leading(id.member.span, json)
    }
}
