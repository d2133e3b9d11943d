import Foundation
import Testing
@testable import TanyaCore
import TanyaTestSupport

/// The straightforward escaper the fast one must agree with.
private func referenceEscape(_ value: String) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for byte in value.utf8 {
        switch byte {
        case UInt8(ascii: "\""): out += Array("\\\"".utf8)
        case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
        case 0x0A: out += Array("\\n".utf8)
        case 0x0D: out += Array("\\r".utf8)
        case 0x09: out += Array("\\t".utf8)
        case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
        case 0..<0x20, 0x7F: out += Array(String(format: "\\u%04x", byte).utf8)
        default: out.append(byte)
        }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
}

@Suite("Reply JSON")
struct ReplyTests {
    @Test("escaping matches the byte-by-byte reference at every offset", arguments: [
        "", "a", "plain ascii text longer than eight bytes", "quote \" here", "back\\slash", "line\nbreak\r\ttab",
        "<script>alert(1)</script>", "\u{01}\u{1F}\u{7F}", "ünïcödé — emoji 😭 ok", "12345678\"12345678\\",
    ])
    func escaping(_ text: String) {
        for prefix in ["", "x", "xxxxxxx", "xxxxxxxxxxxxxxx"] {
            var bytes: [UInt8] = []
            JSONWriter.appendEscaped(prefix + text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == referenceEscape(prefix + text))
        }
    }

    @Test("numbers are written rounded to three decimals without trailing zeros", arguments: [
        (0.0, "0"), (0.5, "0.5"), (1.0, "1"), (-2.25, "-2.25"), (0.9725, "0.973"), (0.0004, "0"), (0.0005, "0.001"),
        (123.456, "123.456"), (0.1204, "0.12"), (-0.01, "-0.01"), (1_000_000, "1000000"), (Double.nan, "0"),
    ])
    func numbers(value: Double, text: String) {
        var writer = JSONWriter()
        writer.number(value)
        #expect(writer.result == text)
    }

    @Test("integers are written in full, with a sign when negative", arguments: [
        (0, "0"), (7, "7"), (-7, "-7"), (200, "200"), (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ])
    func integers(value: Int, text: String) {
        var writer = JSONWriter()
        writer.integer(value)
        #expect(writer.result == text)
    }

    @Test("the byte cursor writes what JSONWriter writes")
    func cursorMatchesWriter() {
        let integers = [0, 7, -7, 200, 1_000_000, Int.max, Int.min]
        let numbers = [0.0, 0.5, -2.25, 0.9725, 123.456, .infinity]
        let strings = ["", "plain", "quote \" and \\", "line\nbreak <b>", "\u{01}\u{7F}", "ünï 😭"]
        var writer = JSONWriter()
        writer.beginArray()
        integers.forEach { writer.integer($0) }
        numbers.forEach { writer.number($0) }
        strings.forEach { writer.string($0) }
        writer.null()
        writer.endArray()
        let capacity = 2 + strings.reduce(0) { $0 + JSONWriter.maximumEscapedCount($1) } + 32 * (integers.count + numbers.count + strings.count + 1)
        var cursor = JSONByteCursor(capacity: capacity)
        cursor.append(UInt8(ascii: "["))
        var first = true
        func comma() { if !first { cursor.append(",") }; first = false }
        for value in integers { comma(); cursor.appendInteger(value) }
        for value in numbers { comma(); cursor.appendNumber(value) }
        for value in strings { comma(); cursor.appendEscaped(value) }
        comma(); cursor.appendOptionalEscaped(nil)
        cursor.append(UInt8(ascii: "]"))
        let bytes = cursor.bytes
        #expect(bytes.count <= capacity)
        #expect(String(decoding: bytes, as: UTF8.self) == writer.result)
    }

    @Test("every reply is one line of valid JSON with the documented fields")
    func replyJSON() throws {
        for text in ["lupa password", "tidak bisa login", "qwerty", "", "email \"spam\" <b>"] {
            let json = (Shipped.responder.reply(to: text, site: "paser") as Reply).json()
            #expect(!json.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["type", "intent", "confidence", "title", "message", "steps", "documents", "notes",
                                         "contacts", "options", "related", "matched", "source"])
        }
    }

    @Test("contact values become mailto:, tel: and https: links", arguments: [
        ("helpdesk-lpse@lkpp.go.id", "mailto:helpdesk-lpse@lkpp.go.id"), ("(021) 2993 5577", "tel:+622129935577"),
        ("021-29935577 / 147", "tel:+622129935577"), ("144", "tel:144"), ("http://crm.lkpp.go.id/lacak.php", "http://crm.lkpp.go.id/lacak.php"),
        ("sikap.lkpp.go.id", "https://sikap.lkpp.go.id"), ("Jl. R. M. Noto Sunardi No. 01", nil),
    ])
    func links(value: String, href: String?) {
        #expect(ContactLinks.href(for: value) == href)
    }

    @Test("the pre-rendered JSON of an answer is byte for byte the JSON of the reply")
    func prerenderedJSON() throws {
        let text = try String(contentsOfFile: Repository.labelled, encoding: .utf8)
        let queries = text.split(separator: "\n").compactMap { $0.split(separator: "\t", maxSplits: 1).last.map(String.init) }
        #expect(queries.count >= 400)
        for site in Shipped.responder.siteIDs {
            for query in queries {
                let reply: Reply = Shipped.responder.reply(to: query, site: site)
                let fast = Shipped.responder.replyJSON(to: query, site: site, newline: false)
                #expect(fast == reply.jsonBytes(), "\(site): \(query)")
            }
        }
    }
}
