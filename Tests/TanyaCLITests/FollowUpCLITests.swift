import Foundation
import Testing

@Suite("CLI follow-ups, exit words and the length limit")
struct FollowUpCLITests {
    @Test("after a clarify, every way of naming option 2 opens it", arguments: ["2", "2.", "no 2", "nomor 2", "yang kedua", "no. 2"])
    func pickSecondOption(choice: String) throws {
        let result = try TanyaBinary.run(["chat"], input: "gak bisa login\n\(choice)\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let second = try #require(lines.first { $0.hasPrefix("  2. ") }).dropFirst(5)
        #expect(lines.contains { $0 == "== \(second) ==" }, "\(result.stdout)")
        #expect(!result.stdout.contains("belum bisa menjawab"))
    }

    @Test("an out-of-range number asks again with the same options, which still work")
    func outOfRange() throws {
        let result = try TanyaBinary.run(["chat"], input: "gak bisa login\n9\n1\n")
        #expect(result.stdout.contains("Pilihan nomor 9 tidak ada"))
        #expect(!result.stdout.contains("belum bisa menjawab"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "== ").count == 2, "the third line opens option 1")
    }

    @Test("after an answer, a number opens that related topic; after a fallback it says there is nothing to choose", arguments: ["2", "yang kedua", "no. 2"])
    func pickRelatedTopic(choice: String) throws {
        let result = try TanyaBinary.run(["chat"], input: "gk bisa login, muncul java script error\n\(choice)\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Topik terkait (ketik nomornya") }, "\(result.stdout)")
        let second = try #require(lines.dropFirst(heading + 2).first, "two related topics are listed")
        #expect(second.hasPrefix("  2. "))
        #expect(lines.contains { $0 == "== \(second.dropFirst(5)) ==" }, "\(result.stdout)")
        let afterFallback = try TanyaBinary.run(["chat"], input: "resep rendang padang\n\(choice)\n")
        #expect(afterFallback.stdout.contains("tidak ada pilihan bernomor"), "\(afterFallback.stdout)")
    }

    @Test("tanya ask on an answer prints the --intent command of each related topic")
    func askRelatedCommands() throws {
        let result = try TanyaBinary.run(["ask", "gk", "bisa", "login,", "muncul", "java", "script", "error"])
        #expect(result.stdout.contains("Topik terkait:\n  1. "), "\(result.stdout)")
        #expect(!result.stdout.contains("ketik nomornya"))
        #expect(result.stdout.contains("  1. tanya ask --intent "), "\(result.stdout)")
    }

    @Test("piped 'keluar' ends the chat like on a terminal")
    func pipedExit() throws {
        let result = try TanyaBinary.run(["chat"], input: "halo\nkeluar\nlupa password\n")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("Lupa Password"), "\(result.stdout)")
        #expect(!result.stdout.contains("belum bisa menjawab"))
    }

    @Test("tanya ask on a clarify prints the --intent commands to run")
    func askClarifyCommands() throws {
        let result = try TanyaBinary.run(["ask", "--site", "paser", "gak", "bisa", "login"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("Ketik nomornya"))
        #expect(result.stdout.contains("tanya ask --site paser --intent "))
    }

    @Test("a question over the API's 1000 characters gets a clear message, not a silent cut")
    func lengthLimit() throws {
        let long = String(repeating: "lupa password ", count: 80)
        let asked = try TanyaBinary.run(["ask", long])
        #expect(asked.status == 2)
        #expect(asked.stderr.contains("paling banyak 1000 karakter"))
        let chatted = try TanyaBinary.run(["chat"], input: long + "\nlupa password\n")
        #expect(chatted.stdout.contains("paling banyak 1000 karakter"))
        #expect(chatted.stdout.contains("== "), "the next line is still answered")
    }

    @Test("--audience lpse answers the staff procedure; an unknown audience is a usage error")
    func audienceOption() throws {
        let question = ["password", "sudah", "direset", "oleh", "helpdesk", "tapi", "masih", "gagal", "login"]
        let staff = try TanyaBinary.run(["ask", "--json", "--audience", "lpse"] + question)
        #expect(staff.stdout.contains(#""intent":"reset-password-helpdesk""#))
        let vendor = try TanyaBinary.run(["ask", "--json"] + question)
        #expect(vendor.stdout.contains(#""type":"clarify""#))
        let wrong = try TanyaBinary.run(["ask", "--audience", "vendor", "lupa"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--audience"))
    }

    @Test("check --eval runs the eval sets beside the knowledge and names an entry that adds confident wrong answers")
    func checkRunsEvalSets() throws {
        let root = NSTemporaryDirectory() + "tanya-check-eval-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/eval", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TanyaBinary.root + "/knowledge", toPath: root + "/knowledge")
        // Labelled so that the shipped lupa-password entry answers it wrongly with confidence.
        try "lupa-userid\tlupa password lpse gimana\n".write(toFile: root + "/eval/set.tsv", atomically: true, encoding: .utf8)
        let checked = try TanyaBinary.run(["check", "--eval", "--knowledge", root + "/knowledge"])
        #expect(checked.status == 0)
        #expect(checked.stdout.contains("eval/set.tsv: entri 'lupa-password' menambah jawaban yakin-tapi-salah"), "\(checked.stdout)")
        #expect(checked.stdout.contains("(baris 1)"), "\(checked.stdout)")
        // A never-tuned set gets the count, not the lines to read and fix.
        try "# never-tuned\nlupa-userid\tlupa password lpse gimana\n".write(toFile: root + "/eval/set.tsv", atomically: true, encoding: .utf8)
        let blind = try TanyaBinary.run(["check", "--eval", "--knowledge", root + "/knowledge"])
        #expect(blind.stdout.contains("eval/set.tsv: entri 'lupa-password' menambah jawaban yakin-tapi-salah"), "\(blind.stdout)")
        #expect(blind.stdout.contains("baris tidak ditampilkan") && !blind.stdout.contains("(baris 2)"), "\(blind.stdout)")
        // A test line written exactly as an example is named with both places.
        try "# never-tuned\nlupa-password\tforgot my password spse\n".write(toFile: root + "/eval/set.tsv", atomically: true, encoding: .utf8)
        let copied = try TanyaBinary.run(["check", "--eval", "--knowledge", root + "/knowledge"])
        #expect(copied.stdout.contains("eval/set.tsv:2: pertanyaan uji ini tertulis sama persis sebagai contoh"), "\(copied.stdout)")
        #expect(copied.stdout.contains("lupa-password.md:"), "\(copied.stdout)")
        // Run inside the knowledge folder as `tanya check .`: the same eval folder is found.
        let here = try TanyaBinary.run(["check", "--eval", "."], directory: root + "/knowledge")
        #expect(here.status == 0, "\(here.stderr)")
        #expect(here.stdout.contains("eval/set.tsv:2: pertanyaan uji ini tertulis sama persis sebagai contoh"), "\(here.stdout)")
        // Without --eval (the check staff run after each edit) the sets are
        // only counted; --no-eval, the old spelling, is still accepted.
        let plain = try TanyaBinary.run(["check", "--knowledge", root + "/knowledge"])
        #expect(plain.status == 0 && !plain.stdout.contains("yakin-tapi-salah") && !plain.stdout.contains("sama persis"), "\(plain.stdout)")
        #expect(plain.stdout.contains("catatan: 1 set eval"), "\(plain.stdout)")
        let skipped = try TanyaBinary.run(["check", "--no-eval", "--knowledge", root + "/knowledge"])
        #expect(skipped.status == 0 && !skipped.stdout.contains("yakin-tapi-salah"))
        try "x\n".write(toFile: root + "/knowledge/entries/catatan.txt", atomically: true, encoding: .utf8)
        let stray = try TanyaBinary.run(["check", "--no-eval", "--knowledge", root + "/knowledge"])
        #expect(stray.stdout.contains("catatan.txt: file ini tidak dibaca"))
    }
}
