import Foundation
import Testing
import TanyaTestSupport

/// `tanya report` over files, gzip and stdin; `tanya surat` from JSON and flags.
@Suite struct HelpdeskCommandTests {
    static let log = [
        #"{"time":"2026-11-20T01:00:00.000Z","method":"POST","route":"/v1/ask","status":200,"duration_ms":0.1,"type":"fallback","intent":null,"unanswered":"harga semen hari ini","reply_id":"r1"}"#,
        #"{"time":"2026-11-20T01:00:05.000Z","method":"POST","route":"/v1/feedback","status":204,"duration_ms":0.1,"type":null,"intent":null,"in_reply_to":"r1","helpful":false,"comment":"tidak dijawab"}"#,
        "listening on http://127.0.0.1:8080",
    ].joined(separator: "\n") + "\n"

    func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "tanya-report-\(UUID().uuidString)-" + name
    }

    @Test func reportReadsStandardInputAndCountsUnreadableLines() throws {
        let result = try TanyaBinary.run(["report", "-"], input: Self.log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("tidak terbaca (dilewati): 1"))
        #expect(result.stdout.contains("\"harga semen hari ini\""))
        #expect(result.stdout.contains("(fallback)") && result.stdout.contains("tidak dijawab"))
    }

    @Test func reportReadsGzipAndWritesJSONAndHTML() throws {
        let plain = temporary("access.log")
        try Self.log.write(toFile: plain, atomically: true, encoding: .utf8)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-f", plain]
        try gzip.run()
        gzip.waitUntilExit()
        let html = temporary("report.html")
        let result = try TanyaBinary.run(["report", plain + ".gz", "--json", "--html", html])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["unanswered_groups"] as? Int == 1 && json["unreadable"] as? Int == 1)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<svg") && !page.contains("<script") && !page.contains("src="))
    }

    @Test func reportRefusesABadDateAndNamesAMissingFile() throws {
        #expect(try TanyaBinary.run(["report", "--since", "kemarin"], input: "").status == 2)
        let missing = try TanyaBinary.run(["report", "/nonexistent/access.log"])
        #expect(missing.status == 1 && missing.stderr.contains("/nonexistent/access.log"))
    }

    @Test func suratFromJSONAndFromFlags() throws {
        let body = #"{"company":"PT Maju","director":"Budi","address":"Jl. A","npwp":"012345678901000","phone":"0761 123456","email":"a@b.co.id","user_id":"maju01","category":"sinkronisasi-data","description":"Data tidak sinkron"}"#
        let fromJSON = try TanyaBinary.run(["surat", "--json"], input: body)
        #expect(fromJSON.status == 0, "\(fromJSON.stderr)")
        #expect(fromJSON.stdout.contains("[X] Sinkronisasi Data") && fromJSON.stdout.contains("helpdesk-lpse@lkpp.go.id"))
        let html = try TanyaBinary.run(["surat", "--json", "--html"], input: body)
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>"))
        let flags = try TanyaBinary.run(["surat", "--company", "PT Maju", "--npwp", "12"], input: "")
        #expect(flags.status == 1)
        #expect(flags.stderr.contains("--npwp") && flags.stderr.contains("--director") && !flags.stderr.contains("--company:"))
    }
}
