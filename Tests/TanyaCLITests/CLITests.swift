import Foundation
import Testing

@Suite("tanya command line, through the built binary", .serialized)
struct CLITests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try TanyaBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("tanya "))
    }

    @Test("an unknown option is a one-line error plus usage on stderr, exit 2")
    func unknownOption() throws {
        let result = try TanyaBinary.run(["ask", "--bogus", "halo"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("tanya: opsi tidak dikenal untuk 'ask': --bogus\n"))
        #expect(result.stderr.contains("Penggunaan:"))
    }

    @Test("a missing argument or option value exits 2", arguments: [["eval"], ["ask", "--site"], ["frobnicate"], ["eval", "a.tsv", "--min-accuracy", "lots"], ["knowledge"], ["ask", "--knowledge"], ["check", "extra"], ["ask", "--intent", "lupa-password", "lupa", "pw"], ["knowledge", "--json=yes"]])
    func missingArgument(arguments: [String]) throws {
        let result = try TanyaBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tanya: "))
    }

    @Test("ask --json answers with every documented field")
    func askJSON() throws {
        let result = try TanyaBinary.run(["ask", "--json", "lupa", "password", "lpse", "gimana"])
        #expect(result.status == 0)
        let object = try #require(TanyaBinary.json(result.stdout))
        #expect(object["type"] as? String == "answer")
        #expect(object["intent"] as? String == "lupa-password")
        let confidence = try #require(object["confidence"] as? Double)
        #expect(confidence > 0.5 && confidence <= 1)
        for field in ["title", "steps", "contacts", "options", "matched", "source"] {
            #expect(object[field] != nil, "missing \(field)")
        }
        #expect((object["steps"] as? [String])?.isEmpty == false)
        #expect((object["matched"] as? [String])?.contains("lupa") == true)
    }

    @Test("ask --json without text answers each stdin line, in order, one JSON object per line")
    func askJSONStream() throws {
        let input = "lupa password\n\nqwerty asdf\nga bisa login\nintegrasi sikap gagal\n"
        let result = try TanyaBinary.run(["ask", "--json"], input: input)
        #expect(result.status == 0)
        let objects = result.lines.compactMap(TanyaBinary.json)
        #expect(objects.count == 5)
        #expect(objects.map { $0["type"] as? String } == ["answer", "fallback", "fallback", "clarify", "answer"])
        #expect(objects[4]["intent"] as? String == "sikap-integrasi-gagal")
        let options = objects[3]["options"] as? [[String: Any]] ?? []
        #expect(options.count >= 2)
        #expect(options.allSatisfy { $0["intent"] is String && $0["title"] is String })
        #expect(objects[0]["intent"] as? String == "lupa-password")
        #expect(objects[1]["intent"] is NSNull)
    }

    @Test("--intent returns that entry directly, with the selected site's contacts")
    func intentAndSite() throws {
        let result = try TanyaBinary.run(["ask", "--json", "--site", "paser", "--intent", "hubungi-petugas"])
        #expect(result.status == 0)
        let object = try #require(TanyaBinary.json(result.stdout))
        #expect(object["intent"] as? String == "hubungi-petugas")
        #expect(object["confidence"] as? Double == 1)
        let contacts = object["contacts"] as? [[String: Any]] ?? []
        #expect(contacts.contains { ($0["value"] as? String)?.contains("22695") == true }, "Paser's phone number")
        #expect(contacts.contains { ($0["href"] as? String)?.hasPrefix("mailto:") == true })
    }

    @Test("an unknown --intent or --site is a usage error")
    func unknownIntentOrSite() throws {
        #expect(try TanyaBinary.run(["ask", "--intent", "tidak-ada"]).status == 2)
        #expect(try TanyaBinary.run(["ask", "--site", "atlantis", "halo"]).status == 2)
    }

    @Test("readable answers show a title, numbered steps and contacts")
    func readableAnswer() throws {
        let result = try TanyaBinary.run(["ask", "muncul", "java", "script", "error", "waktu", "login"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("== "))
        #expect(result.stdout.contains("  1. "))
        #expect(result.stdout.contains("Kontak:"))
        #expect(!result.stdout.contains("keyakinan"), "confidence belongs to --explain")
        #expect(!result.stdout.contains("sumber:"))
    }

    @Test("--explain names the options a clarify asks between, and the intent an answer gives")
    func explainNamesOptions() throws {
        let clarify = try TanyaBinary.run(["ask", "--explain", "akun"])
        let kind = clarify.stderr.split(separator: "\n").first { $0.hasPrefix("jenis: ") } ?? ""
        #expect(kind.hasPrefix("jenis: clarify "), "\(clarify.stderr)")
        #expect(kind.contains(" / "), "\(kind)")
        let answer = try TanyaBinary.run(["ask", "--explain", "muncul", "java", "script", "error", "waktu", "login"])
        #expect(answer.stderr.contains("jenis: answer login-javascript-error, "), "\(answer.stderr)")
    }

    @Test("--explain gives the factors of the leading entry's confidence, the entry that declined a message and the word it declined on")
    func explainSaysWhyNotAnswered() throws {
        let answered = try TanyaBinary.run(["ask", "--explain", "lupa password akun penyedia"])
        let check = answered.stderr.split(separator: "\n").first { $0.hasPrefix("jawaban langsung lupa-password: keyakinan ") } ?? ""
        #expect(check.contains(" x cakupan ") && check.contains("; ambang 0.5"), "\(answered.stderr)")
        #expect(!check.contains("tidak dijawab langsung"), "\(check)")
        let declined = try TanyaBinary.run(["ask", "--explain", "lupa password akun penyedia, laptop baru rusak kena banjir"])
        #expect(declined.stderr.contains("di luar cakupan: ditolak oleh luar-akun-pribadi (kata 'laptop' hanya diwajibkan entri di luar cakupan)\n"), "\(declined.stderr)")
        let incomplete = try TanyaBinary.run(["ask", "--explain", "Pejabat yang memegang paket lelang jalan desa kami sudah diganti bulan "
            + "lalu, tapi di sistem paket itu masih atas nama pejabat yang lama. Siapa yang bisa memindahkannya?"])
        #expect(incomplete.stderr.contains("jawaban tanpa satu kelompok require: ganti-ppk-paket "), "\(incomplete.stderr)")
    }

    @Test("piped chat answers each line and a number picks a clarify option")
    func pipedChat() throws {
        let result = try TanyaBinary.run(["chat"], input: "gak bisa login\n1\nterima kasih\n")
        #expect(result.status == 0)
        let blocks = result.stdout.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        #expect(blocks.count >= 3)
        #expect(result.stdout.contains("  1. "))
        #expect(result.stdout.contains("Ketik nomornya"))
        #expect(!result.stdout.contains("Anda>"), "no prompt when stdin is not a terminal")
        #expect(result.stdout.contains("== "))
    }

    @Test("check passes on the shipped knowledge base")
    func checkShipped() throws {
        let result = try TanyaBinary.run(["check"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("OK"))
    }

    @Test("check takes the knowledge folder as its one argument, as 'tanya check knowledge/'")
    func checkFolderArgument() throws {
        let result = try TanyaBinary.run(["check", TanyaBinary.root + "/knowledge/"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains(TanyaBinary.root + "/knowledge/: OK"))
        // A folder and --knowledge both, or a second argument: which one is meant is unclear.
        let both = try TanyaBinary.run(["check", TanyaBinary.root + "/knowledge", "--knowledge", TanyaBinary.root + "/knowledge"])
        #expect(both.status == 2)
    }

    @Test("check names file:line for a broken entry and exits 1")
    func checkBroken() throws {
        let directory = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/entries/lupa-password.md"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "title:", with: "judul:")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains(file + ":"))
        #expect(result.stdout.contains("kolom 'judul' tidak dikenal"))
    }

    @Test("TANYA_KNOWLEDGE selects the knowledge folder")
    func environmentVariable() throws {
        let result = try TanyaBinary.run(["check"], directory: "/tmp", environment: ["TANYA_KNOWLEDGE": TanyaBinary.root + "/knowledge"])
        #expect(result.status == 0)
        let missing = try TanyaBinary.run(["check"], directory: "/tmp")
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("knowledge"))
    }

    @Test("eval prints the table and fails below --min-accuracy")
    func evalThreshold() throws {
        let file = NSTemporaryDirectory() + "tanya-eval-\(UUID().uuidString).tsv"
        try "lupa-password\tlupa password lpse\nnone\tharga cabai hari ini\nsapaan\tlupa password\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let passing = try TanyaBinary.run(["eval", file, "--min-accuracy", "0.6"])
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("akurasi: 66.7% (2/3)"))
        #expect(passing.stdout.contains("sapaan -> lupa-password: 1"))
        let failing = try TanyaBinary.run(["eval", file, "--min-accuracy", "0.9"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("GAGAL"))
    }

    @Test("knowledge --json exports every entry as one JSON line")
    func exportKnowledge() throws {
        let result = try TanyaBinary.run(["knowledge", "--json"])
        #expect(result.status == 0)
        let objects = result.lines.compactMap(TanyaBinary.json)
        #expect(objects.count == result.lines.count)
        #expect(objects.count >= 21)
        #expect(objects.allSatisfy { ($0["examples"] as? [String])?.count ?? 0 >= 5 })
    }

    @Test("--help prints the usage on stdout and exits 0")
    func help() throws {
        let result = try TanyaBinary.run(["ask", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Penggunaan:"))
        #expect(result.stderr.isEmpty)
    }

    @Test("ask --json keeps the order of many piped lines, one reply per line")
    func askJSONOrdering() throws {
        let pattern: [(String, String?)] = [
            ("lupa password", "lupa-password"), ("email lpse masuk spam", "email-masuk-spam"),
            ("qwerty", nil), ("apendo gagal enkripsi", "apendo-userid-karakter"), ("", nil),
        ]
        var input = ""
        var expected: [String?] = []
        for round in 0..<40 {
            let (text, intent) = pattern[round % pattern.count]
            input += text + "\n"
            expected.append(intent)
        }
        let result = try TanyaBinary.run(["ask", "--json"], input: input)
        #expect(result.status == 0)
        let objects = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { TanyaBinary.json(String($0)) }
        #expect(objects.count == expected.count)
        for (index, object) in objects.enumerated() where index < expected.count {
            #expect(object?["intent"] as? String == expected[index], "line \(index + 1)")
        }
    }

    @Test("readable ask over piped lines answers each non-empty line")
    func askReadablePiped() throws {
        let result = try TanyaBinary.run(["ask"], input: "lupa password\n\nintegrasi sikap gagal\n")
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "== ").count == 3)
    }

    @Test("--site selects the office's contacts and fills its placeholders")
    func siteContacts() throws {
        let babel = try TanyaBinary.run(["ask", "--json", "--site", "babel", "email lpse masuk spam"])
        let object = try #require(TanyaBinary.json(babel.stdout))
        #expect(object["intent"] as? String == "email-masuk-spam")
        let contacts = object["contacts"] as? [[String: Any]] ?? []
        #expect(contacts.contains { $0["href"] as? String == "mailto:lpse@babelprov.go.id" })
        #expect((object["steps"] as? [String])?.contains { $0.contains("lpse@babelprov.go.id") } == true)
        let plain = try TanyaBinary.run(["ask", "--json", "email lpse masuk spam"])
        let plainObject = try #require(TanyaBinary.json(plain.stdout))
        #expect((plainObject["steps"] as? [String])?.contains { $0.contains("babelprov") } == false)
    }

    @Test("a fallback lists who to contact")
    func fallbackContacts() throws {
        let result = try TanyaBinary.run(["ask", "--json", "resep", "rendang"])
        let object = try #require(TanyaBinary.json(result.stdout))
        #expect(object["type"] as? String == "fallback")
        #expect(object["intent"] is NSNull)
        #expect((object["contacts"] as? [[String: Any]])?.isEmpty == false)
    }

    @Test("check reports unknown contact keys and misrouted examples with file:line on a broken copy")
    func checkReferenceErrors() throws {
        let directory = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/entries/inbox-lpse.md"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "contacts: site", with: "contacts: site, kantor-pusat")
        text = text.replacingOccurrences(of: "## Examples\n", with: "## Examples\n- lupa password lpse\n")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let contactLine = (lines.firstIndex { $0.hasPrefix("contacts:") } ?? 0) + 1
        let exampleLine = (lines.firstIndex { $0 == "- lupa password lpse" } ?? 0) + 1
        let result = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file):\(contactLine): kunci kontak 'kantor-pusat' tidak ada"))
        #expect(result.stdout.contains("peringatan: \(file):\(exampleLine): contoh 'lupa password lpse' dijawab dengan entri 'lupa-password'"))
    }

    @Test("an example won by another entry is a warning, and an error only with --strict")
    func checkStrictTurnsWarningsIntoErrors() throws {
        let directory = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/entries/inbox-lpse.md"
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "## Examples\n", with: "## Examples\n- lupa password lpse\n")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let lenient = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("peringatan: \(file):"))
        #expect(lenient.stdout.contains("dijawab dengan entri 'lupa-password' karena kata: "))
        let strict = try TanyaBinary.run(["check", "--strict", "--knowledge", directory])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("dengan --strict ini dihitung sebagai kesalahan"))
    }

    @Test("check survives a non-UTF-8 file and an unreadable folder")
    func checkNeverCrashes() throws {
        let directory = try TanyaBinary.copyOfKnowledge()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: directory + "/entries/rusak.md"))
        let result = try TanyaBinary.run(["check", "--knowledge", directory])
        #expect(result.status == 1)
        #expect(result.stdout.contains("rusak.md: file bukan teks UTF-8"))
        let missing = try TanyaBinary.run(["ask", "--knowledge", "/nonexistent", "halo"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent"))
    }

    @Test("eval reports a malformed or missing file with exit 1")
    func evalBadFile() throws {
        let file = NSTemporaryDirectory() + "tanya-eval-bad-\(UUID().uuidString).tsv"
        try "lupa-password\tlupa pw\nbukan-label\tapa\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let bad = try TanyaBinary.run(["eval", file])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(file):2: label 'bukan-label'"))
        #expect(try TanyaBinary.run(["eval", "/nonexistent.tsv"]).status == 1)
    }

    @Test("eval on the project's labelled set passes its gates")
    func evalLabelled() throws {
        let result = try TanyaBinary.run(["eval", "eval/labelled.tsv", "--min-accuracy", "0.97", "--max-confident-wrong", "0.01"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("jawaban yakin-tapi-salah:"))
    }

    @Test("ask --json answers a line before the next one is sent (a co-process can wait for each reply)")
    func askJSONIsFlushedPerLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TanyaBinary.path)
        process.arguments = ["ask", "--json"]
        process.currentDirectoryURL = URL(fileURLWithPath: TanyaBinary.root)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        for (query, intent) in [("lupa password", "lupa-password"), ("email lpse masuk spam", "email-masuk-spam")] {
            stdin.fileHandleForWriting.write(Data((query + "\n").utf8))
            let line = try #require(readLine(stdout.fileHandleForReading, timeout: 60), "no reply to '\(query)' while stdin stays open")
            #expect(TanyaBinary.json(line)?["intent"] as? String == intent)
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// One line from `handle`, or nil after `timeout` seconds.
    private func readLine(_ handle: FileHandle, timeout: Double) -> String? {
        nonisolated(unsafe) var line: String?
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var bytes: [UInt8] = []
            while true {
                let data = handle.readData(ofLength: 1)
                guard let byte = data.first else { break }
                if byte == 0x0A { break }
                bytes.append(byte)
            }
            line = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return line
    }
}
