#if canImport(Glibc)
import Glibc
#endif

/// The id of one API reply: 24 lower-case hex digits, carried in the reply
/// and in its access-log line so feedback (`POST /v1/feedback`) and a chosen
/// clarify option can be tied back to the reply in the report.
///
/// Built without shared state, so the event loops never contend for it: a
/// per-process random salt mixed with the calling thread's id (8 digits),
/// then the monotonic clock in nanoseconds (16 digits). One thread never
/// reads the same nanosecond twice for two requests; two threads differ in
/// their tag; two processes in their salt.
enum ReplyID {
    /// Characters in an id.
    static let length = 24

    private static let salt = UInt32.random(in: .min ... .max)

    /// A fresh id for a reply produced at `nanoseconds` (monotonic clock).
    static func make(nanoseconds: UInt64) -> [UInt8] {
        let thread = UInt64(pthread_self()) &* 0x9E37_79B9_7F4A_7C15
        let tag = salt ^ UInt32(truncatingIfNeeded: thread >> 32)
        // Reserved and appended: `Array(repeating:count:)` looks the storage's
        // generic metadata up at run time on Linux (about 600 instructions,
        // more than the rest of the id).
        var id: [UInt8] = []
        id.reserveCapacity(length)
        appendHex(UInt64(tag), digits: 8, to: &id)
        appendHex(nanoseconds, digits: 16, to: &id)
        return id
    }

    /// The low `digits` hex digits of `value`, most significant first.
    private static func appendHex(_ value: UInt64, digits: Int, to id: inout [UInt8]) {
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            let nibble = UInt8(truncatingIfNeeded: (value >> UInt64(shift)) & 0xF)
            id.append(nibble < 10 ? 0x30 + nibble : 0x57 + nibble)
        }
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
    static func inserting(_ id: [UInt8], into json: [UInt8]) -> [UInt8] {
        guard json.first == UInt8(ascii: "{"), json.count >= 2 else { return json }
        // The literal is copied from its UTF-8 view: an `Array` of it would be
        // a second allocation per reply.
        let head = #"{"reply_id":""#
        var out: [UInt8] = []
        out.reserveCapacity(json.count + head.utf8.count + id.count + 2)
        out.append(contentsOf: head.utf8)
        out.append(contentsOf: id)
        out.append(UInt8(ascii: "\""))
        // An empty object gets no separating comma.
        if json[1] != UInt8(ascii: "}") { out.append(UInt8(ascii: ",")) }
        out.append(contentsOf: json[1...])
        return out
    }
}
