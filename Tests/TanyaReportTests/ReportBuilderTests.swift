import Testing
import TanyaCore
@testable import TanyaReport
import TanyaTestSupport

/// Access-log lines in, counts out: types, sites, days, unanswered groups,
/// clarify picks and feedback tied to their replies.
@Suite struct ReportBuilderTests {
    static func line(_ time: String, _ members: String) -> String {
        #"{"time":"\#(time)","method":"POST","route":"/v1/ask","status":200,"duration_ms":0.1,\#(members)}"#
    }

    static let log = [
        line("2026-11-20T01:00:00.000Z", #""type":"answer","intent":"lupa-password","reply_id":"r1","site":"paser""#),
        line("2026-11-20T02:00:00.000Z", #""type":"fallback","intent":null,"unanswered":"Resep rendang?","reply_id":"r2""#),
        line("2026-11-21T02:00:00.000Z", #""type":"fallback","intent":null,"unanswered":"resep  RENDANG","reply_id":"r3""#),
        line("2026-11-21T03:00:00.000Z", #""type":"clarify","intent":null,"options":["a","b"],"reply_id":"r4""#),
        line("2026-11-21T03:00:01.000Z", #""type":"answer","intent":"b","in_reply_to":"r4","reply_id":"r5""#),
        #"{"time":"2026-11-21T03:00:02.000Z","method":"POST","route":"/v1/feedback","status":204,"duration_ms":0.1,"type":null,"intent":null,"in_reply_to":"r1","helpful":false,"comment":"kurang jelas"}"#,
        #"{"time":"2026-11-21T03:00:03.000Z","method":"POST","route":"/v1/feedback","status":204,"duration_ms":0.1,"type":null,"intent":null,"in_reply_to":"zz","helpful":true}"#,
        #"{"time":"2026-11-21T04:00:00.000Z","method":"POST","route":"/v1/letter","status":200,"duration_ms":0.1,"type":null,"intent":null,"category":"permasalahan-login"}"#,
        "not json at all",
        #"{"route":"/v1/ask"}"#,
        "",
    ]

    func build(_ lines: [String], _ options: ReportBuilder.Options = .init()) -> Report {
        var builder = ReportBuilder(options: options)
        for line in lines { builder.add(line: Array(line.utf8)[...]) }
        return builder.report
    }

    @Test func countsTypesSitesAndDays() {
        let report = build(Self.log)
        #expect(report.lines == Self.log.count && report.unreadable == 3)
        #expect(report.types == ["answer": 2, "fallback": 2, "clarify": 1])
        #expect(report.sites["paser"] == ["answer": 1])
        #expect(report.days["2026-11-20"] == Report.Day(asks: 2, answers: 1, clarifies: 0, fallbacks: 1))
        #expect(report.days["2026-11-21"]?.fallbackRate == 1.0 / 3.0)
        #expect(report.letters == ["permasalahan-login": 1])
    }

    @Test func unansweredQuestionsGroupByNormalisedText() throws {
        let report = build(Self.log)
        let group = try #require(report.unansweredByCount.first)
        #expect(group.text == "resep rendang" && group.count == 2)
        #expect(group.firstSeen.hasPrefix("2026-11-20") && group.lastSeen.hasPrefix("2026-11-21"))
    }

    @Test func picksAndFeedbackAreTiedToTheirReplies() {
        let report = build(Self.log)
        #expect(report.clarify["a | b"] == Report.ClarifyTally(shown: 1, picks: ["b": 1]))
        #expect(report.feedback["lupa-password"] == Report.FeedbackTally(helpful: 0, notHelpful: 1, comments: ["kurang jelas"]))
        #expect(report.feedback[Report.unknownReply]?.helpful == 1)
    }

    @Test func sinceAndSiteFilter() {
        let since = build(Self.log, .init(since: "2026-11-21"))
        #expect(since.types["answer"] == 1 && since.days["2026-11-20"] == nil)
        let paser = build(Self.log, .init(site: "paser"))
        #expect(paser.types == ["answer": 1])
        #expect(paser.feedback.keys.sorted() == ["lupa-password"])
    }

    @Test func rememberedRepliesAreBounded() {
        var options = ReportBuilder.Options()
        options.recentReplies = 2
        let lines = [Self.log[0],
                     Self.line("2026-11-20T01:00:01.000Z", #""type":"answer","intent":"x","reply_id":"q1""#),
                     Self.line("2026-11-20T01:00:02.000Z", #""type":"answer","intent":"y","reply_id":"q2""#),
                     Self.log[5]]
        #expect(build(lines, options).feedback[Report.unknownReply]?.notHelpful == 1)
    }

    @Test func nearestEntryAdvisesAnExampleOrANewEntry() {
        let close = ReportRenderer.nearest("lupa pasword akun", in: Shipped.responder)
        #expect(close.intent != nil)
        let far = ReportRenderer.nearest("berapa harga semen sekarang", in: Shipped.responder)
        #expect(far.advice != .addExample)
    }

    @Test func splitterHandlesChunksCarriageReturnsAndOverlongLines() {
        var splitter = LineSplitter(maximumLength: 8)
        var pieces: [String] = []
        let emit: (LineSplitter.Piece) -> Void = { piece in
            switch piece {
            case let .line(bytes): pieces.append(String(decoding: bytes, as: UTF8.self))
            case .tooLong: pieces.append("<too long>")
            }
        }
        for chunk in ["ab", "c\r\nde", "f\n0123456789", "abc\nlast"] { splitter.feed(Array(chunk.utf8)[...], emit) }
        splitter.finish(emit)
        #expect(pieces == ["abc", "def", "<too long>", "last"])
    }
}
