import Testing
import TanyaCore
@testable import TanyaService

/// Reply ids on every reply and `POST /v1/feedback` as an access-log event.
@Suite struct FeedbackTests {
    func post(_ harness: Harness, _ path: String, _ json: String) -> APIResponse {
        harness.request("POST", path, headers: [("Content-Type", "application/json")], body: Array(json.utf8))
    }

    func logged(_ harness: Harness) throws -> [String: JSONValue] {
        let line = try #require(harness.log.lines.last)
        return try #require(try JSONValue.parse(Array(line.utf8)).objectValue)
    }

    @Test(arguments: [#"{"text":"lupa password akun penyedia"}"#, #"{"text":"tidak bisa login"}"#,
                      #"{"text":"resep rendang padang"}"#, #"{"intent":"lupa-password"}"#])
    func everyReplyCarriesAnIdThatItsLogLineRepeats(body: String) throws {
        let harness = Harness()
        let response = harness.ask(body)
        let id = try #require(response.json?["reply_id"]?.stringValue)
        #expect(id.utf8.count == ReplyID.length && ReplyID.isWellFormed(id))
        #expect(try logged(harness)["reply_id"]?.stringValue == id)
    }

    @Test func repliesGetDistinctIds() {
        let harness = Harness()
        let ids = (0..<50).compactMap { _ in harness.ask(#"{"text":"lupa password"}"#).json?["reply_id"]?.stringValue }
        #expect(Set(ids).count == 50)
    }

    @Test func clarifyLogsItsOptionsAndAPickLogsTheReplyItAnswers() throws {
        let harness = Harness()
        let clarify = harness.ask(#"{"text":"tidak bisa login"}"#)
        let id = try #require(clarify.json?["reply_id"]?.stringValue)
        let offered = try #require(clarify.json?["options"]?.arrayValue).compactMap { $0["intent"]?.stringValue }
        #expect(try logged(harness)["options"]?.arrayValue?.compactMap(\.stringValue) == offered)
        let pick = harness.ask(#"{"intent":"\#(offered[0])","in_reply_to":"\#(id)"}"#)
        #expect(pick.status == 200)
        let line = try logged(harness)
        #expect(line["in_reply_to"]?.stringValue == id)
        #expect(line["intent"]?.stringValue == offered[0])
    }

    @Test func feedbackIsAnsweredWithNoContentAndLoggedRedacted() throws {
        let harness = Harness()
        let response = post(harness, "/v1/feedback",
                            #"{"reply_id":"abc123","helpful":false,"comment":"tidak membantu, hubungi saya 0812 3456 7890 budi@contoh.co.id"}"#)
        #expect(response.status == 204 && response.body.isEmpty)
        let line = try logged(harness)
        #expect(line["route"]?.stringValue == "/v1/feedback")
        #expect(line["in_reply_to"]?.stringValue == "abc123")
        #expect(line["helpful"] == .bool(false))
        let comment = try #require(line["comment"]?.stringValue)
        #expect(comment.hasPrefix("tidak membantu") && comment.contains("[nomor]") && comment.contains("[email]"))
        #expect(!comment.contains("0812") && !comment.contains("budi"))
    }

    @Test func helpfulFeedbackNeedsNoComment() throws {
        let harness = Harness()
        #expect(post(harness, "/v1/feedback", #"{"reply_id":"abc","helpful":true}"#).status == 204)
        let line = try logged(harness)
        #expect(line["helpful"] == .bool(true) && line["comment"] == nil)
    }

    @Test(arguments: [
        (#"{"helpful":true}"#, "missing_field", "reply_id"),
        (#"{"reply_id":"abc"}"#, "missing_field", "helpful"),
        (#"{"reply_id":"abc","helpful":"ya"}"#, "invalid_type", "helpful"),
        (#"{"reply_id":7,"helpful":true}"#, "invalid_type", "reply_id"),
        (#"{"reply_id":"a b","helpful":true}"#, "invalid_reply_id", "reply_id"),
        (#"{"reply_id":"abc","helpful":true,"comment":12}"#, "invalid_type", "comment"),
        (#"[1]"#, "invalid_request", "objek"),
        (#"{"reply_id":"abc""#, "invalid_json", "JSON"),
    ])
    func malformedFeedbackIsRefusedNamingTheField(body: String, code: String, named: String) {
        let response = post(Harness(), "/v1/feedback", body)
        #expect(response.status == 400)
        #expect(response.errorCode == code)
        #expect(response.errorMessage?.contains(named) == true, "\(response.text)")
    }

    @Test func overlongCommentIsRefused() {
        let comment = String(repeating: "é", count: TanyaAPI.maximumCommentLength + 1)
        let response = post(Harness(), "/v1/feedback", #"{"reply_id":"abc","helpful":false,"comment":"\#(comment)"}"#)
        #expect(response.status == 400 && response.errorCode == "comment_too_long")
        let fits = String(repeating: "é", count: TanyaAPI.maximumCommentLength)
        #expect(post(Harness(), "/v1/feedback", #"{"reply_id":"abc","helpful":false,"comment":"\#(fits)"}"#).status == 204)
    }

    @Test func feedbackNeedsJSON() {
        let response = Harness().request("POST", "/v1/feedback", headers: [("Content-Type", "text/plain")], body: Array("x".utf8))
        #expect(response.status == 415)
    }

    @Test func malformedInReplyToIsRefused() {
        let response = Harness().ask(#"{"intent":"lupa-password","in_reply_to":"<script>"}"#)
        #expect(response.status == 400 && response.errorCode == "invalid_reply_id")
    }

    @Test func everyDetailIsEscapedIntoOneValidLine() throws {
        var details = AccessLog.Details()
        details.replyID = ReplyID(tag: 0x0123_4567, nanoseconds: 0x89AB_CDEF_0123_4567)
        details.site = "pa\"ser"
        details.options = ["a\"b", "c\\d", "\u{1}"]
        details.inReplyTo = "x"
        details.helpful = false
        details.comment = "baris\nbaru \"kutip\" \u{2028}"
        details.category = "permasalahan-login"
        let line = AccessLog.line(method: "POST", route: "/v1/ask", status: 200, seconds: 0.001, replyType: "clarify", intent: nil,
                                  fallbackText: nil, details: details)
        #expect(!line.contains("\n"))
        let parsed = try #require(try JSONValue.parse(Array(line.utf8)).objectValue)
        #expect(parsed["options"]?.arrayValue?.compactMap(\.stringValue) == ["a\"b", "c\\d", "\u{1}"])
        #expect(parsed["comment"]?.stringValue == "baris\nbaru \"kutip\" \u{2028}")
        #expect(parsed["site"]?.stringValue == "pa\"ser" && parsed["helpful"] == .bool(false))
    }

    @Test(arguments: [(UInt64(0), "0000000000000000"), (0x0123_4567_89AB_CDEF, "0123456789abcdef"),
                      (UInt64.max, "ffffffffffffffff"), (1_764_000_000_123_456_789, "187afca76f25cd15")])
    func replyIDEndsWithTheNanosecondsInHex(nanoseconds: UInt64, hex: String) {
        let id = ReplyID.make(nanoseconds: nanoseconds)
        #expect(id.count == ReplyID.length)
        #expect(String(decoding: id.suffix(16), as: UTF8.self) == hex)
        // The thread tag: the same eight digits for every id this thread makes.
        #expect(id.prefix(8) == ReplyID.make(nanoseconds: 1).prefix(8))
        #expect(id.prefix(8).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    }

    @Test func replyIDGoesFirstWithoutBreakingTheObject() throws {
        let id = ReplyID(tag: 0x0123_4567, nanoseconds: 0x89AB_CDEF_0123_4567)
        #expect(String(decoding: id.bytes, as: UTF8.self) == "0123456789abcdef01234567")
        #expect(String(decoding: ReplyID.inserting(id, into: Array("{}".utf8)), as: UTF8.self) == #"{"reply_id":"0123456789abcdef01234567"}"#)
        #expect(String(decoding: ReplyID.inserting(id, into: Array(#"{"a":1}"#.utf8)), as: UTF8.self)
                == #"{"reply_id":"0123456789abcdef01234567","a":1}"#)
        #expect(ReplyID.inserting(id, into: Array("[]".utf8)) == Array("[]".utf8))
    }
}
