import TanyaCore

/// `tanya eval FILE.tsv`: accuracy on labelled queries with a per-label
/// table, misses and confusion pairs; exit 1 below `--min-accuracy` or above
/// `--max-confident-wrong`.
struct EvalCommand {
    let cli: TanyaCLI
    let arguments: ParsedArguments

    func run() throws -> Int32 {
        guard let file = arguments.positional.first else { throw UsageError.missingArgument("FILE.tsv berisi pertanyaan berlabel") }
        if arguments.positional.count > 1 { throw UsageError.unexpectedArgument(arguments.positional[1]) }
        let minimum = try fraction("--min-accuracy")
        let maximumWrong = try fraction("--max-confident-wrong")
        let text: String
        switch KnowledgeLoader.readText(file) {
        case let .success(contents): text = contents
        case let .failure(reason):
            cli.stderr.write("tanya: \(file): \(reason.message)\n")
            return ExitCode.failure
        }
        // A set about documents that are not shipped names them in a
        // leading "# documents: FOLDER" line (relative to the working folder).
        let responder: Responder
        if let documents = Self.documentsDirective(text) {
            responder = try KnowledgeLoader.loadResponder(directory: TanyaCLI.knowledgeDirectory(arguments), addingDocuments: documents)
        } else {
            responder = try TanyaCLI.loadResponder(arguments)
        }
        let labels = Set(responder.allEntries.map(\.id)).union(["clarify", "none"])
        let (queries, issues) = EvaluationReport.parse(text, file: file, knownLabels: labels)
        if !issues.isEmpty {
            for issue in issues { cli.stderr.write(issue.description + "\n") }
            return ExitCode.failure
        }
        let report = EvaluationReport.run(responder, queries: queries, site: arguments.value("--site"))
        cli.stdout.write(EvalFormatter.format(report, file: file, showAllMisses: arguments.has("--misses")))

        var failed = false
        if let minimum, report.accuracy < minimum {
            cli.stdout.write("GAGAL: akurasi \(EvalFormatter.percent(report.accuracy)) di bawah batas \(EvalFormatter.percent(minimum))\n")
            failed = true
        }
        if let maximumWrong, report.confidentWrongRate > maximumWrong {
            cli.stdout.write("GAGAL: jawaban yakin-tapi-salah \(EvalFormatter.percent(report.confidentWrongRate)) di atas batas \(EvalFormatter.percent(maximumWrong))\n")
            failed = true
        }
        return failed ? ExitCode.failure : ExitCode.success
    }

    private func fraction(_ option: String) throws -> Double? {
        guard let raw = arguments.value(option) else { return nil }
        guard let value = Double(raw), value >= 0, value <= 1 else {
            throw UsageError.invalidValue(option: option, value: raw, expected: "angka antara 0 dan 1, misalnya 0.97")
        }
        return value
    }
}

enum EvalFormatter {
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func format(_ report: EvaluationReport, file: String, showAllMisses: Bool) -> String {
        var out = "Evaluasi \(file): \(report.total) pertanyaan\n\n"
        out += pad("label", 28) + pad("benar", 8) + pad("total", 8) + "akurasi\n"
        for row in report.rows {
            out += pad(row.label, 28) + pad(String(row.correct), 8) + pad(String(row.total), 8) + percent(row.accuracy) + "\n"
        }
        let misses = report.misses
        if !misses.isEmpty {
            out += "\nMeleset (\(misses.count)):\n"
            for miss in misses.prefix(showAllMisses ? misses.count : 40) {
                let marker = miss.confidentWrong ? "!" : " "
                out += "\(marker) \(miss.query.line): diharapkan \(miss.query.expected), didapat \(miss.got) (\(percent(miss.confidence))): \(miss.query.text)\n"
            }
            if !showAllMisses && misses.count > 40 { out += "  ... \(misses.count - 40) lagi (pakai --misses)\n" }
            out += "\nPasangan tertukar terbanyak:\n"
            for pair in report.confusions.prefix(10) {
                out += "  \(pair.expected) -> \(pair.got): \(pair.count)\n"
            }
        }
        out += "\nakurasi: \(percent(report.accuracy)) (\(report.correct)/\(report.total))\n"
        out += "jawaban yakin-tapi-salah: \(percent(report.confidentWrongRate)) (\(report.confidentWrong)/\(report.total))\n"
        return out
    }
}

private extension String {
    func trimmingSuffixSpaces() -> String {
        var out = self
        while out.hasSuffix(" ") || out.hasSuffix("\r") { out.removeLast() }
        return out
    }
}

extension EvalCommand {
    /// The folder of a leading `# documents: FOLDER` comment line, if any.
    static func documentsDirective(_ text: String) -> String? {
        for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }) {
            let body = line.dropFirst().drop(while: { $0 == " " })
            if body.hasPrefix("documents:") {
                return String(body.dropFirst("documents:".count).trimmingPrefix(while: { $0 == " " })).trimmingSuffixSpaces()
            }
        }
        return nil
    }
}
