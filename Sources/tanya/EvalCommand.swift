import TanyaCore

/// `tanya eval FILE.tsv`: accuracy on labelled queries with a per-label
/// table, misses, confusion pairs and a reliability table (confidence band ->
/// share right); `--sweep` adds the figures of other answer thresholds;
/// `--json` prints the same summary as one JSON object. Warns
/// on stderr about test lines that also stand as knowledge examples. Exit 1
/// below `--min-accuracy` or above `--max-confident-wrong`.
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
        let overlaps = EvaluationReport.knowledgeOverlaps(queries, index: responder.index)
        for overlap in overlaps {
            cli.stderr.write("peringatan: \(file):\(overlap.query.line): \(overlap.message)\n")
        }
        let report = EvaluationReport.run(responder, queries: queries, site: arguments.value("--site"))
        let sweep = arguments.has("--sweep")
            ? EvaluationReport.sweep(responder, queries: queries, site: arguments.value("--site")) : nil
        let json = arguments.has("--json")
        if json {
            cli.stdout.write(EvalJSON.summary(report, file: file, overlaps: overlaps, sweep: sweep))
        } else {
            cli.stdout.write(EvalFormatter.format(report, file: file, overlaps: overlaps, sweep: sweep,
                                                  showAllMisses: arguments.has("--misses")))
        }

        // With --json, stdout stays one JSON object; the verdict goes to stderr.
        let verdict = json ? cli.stderr : cli.stdout
        var failed = false
        if let minimum, report.accuracy < minimum {
            verdict.write("GAGAL: akurasi \(EvalFormatter.percent(report.accuracy)) di bawah batas \(EvalFormatter.percent(minimum))\n")
            failed = true
        }
        if let maximumWrong, report.confidentWrongRate > maximumWrong {
            verdict.write("GAGAL: jawaban yakin-tapi-salah \(EvalFormatter.percent(report.confidentWrongRate)) di atas batas \(EvalFormatter.percent(maximumWrong))\n")
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

    /// The readable report; its last two lines are always accuracy and
    /// confident wrong answers (CI scripts print them with `tail -2`).
    static func format(_ report: EvaluationReport, file: String, overlaps: [KnowledgeOverlap], sweep: [ThresholdPoint]?,
                       showAllMisses: Bool) -> String {
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
        out += "\n" + reliabilityTable(report)
        if let sweep { out += "\n" + sweepTable(sweep, current: report.answerThreshold) }
        if !overlaps.isEmpty {
            let exact = overlaps.filter(\.exact).count
            out += "\npertanyaan yang juga tertulis sebagai contoh di knowledge: \(overlaps.count) "
                + "(\(exact) sama persis; lihat peringatan di stderr)\n"
        }
        out += "\nakurasi: \(percent(report.accuracy)) (\(report.correct)/\(report.total))\n"
        out += "jawaban yakin-tapi-salah: \(percent(report.confidentWrongRate)) (\(report.confidentWrong)/\(report.total))\n"
        return out
    }

    /// Confidence band -> count, share right, share answered and share whose
    /// best candidate is the labelled intent, with the threshold in use.
    static func reliabilityTable(_ report: EvaluationReport) -> String {
        var out = "Keandalan keyakinan (ambang jawaban langsung: \(decimal(report.answerThreshold))):\n"
        out += pad("keyakinan", 12) + pad("jumlah", 8) + pad("benar", 9) + pad("dijawab", 9) + "kandidat teratas benar\n"
        for bucket in report.reliability() {
            let band = decimal(bucket.lower) + "-" + decimal(bucket.upper)
            let shares = bucket.count == 0
                ? pad("-", 9) + pad("-", 9) + "-"
                : pad(percent(bucket.correctShare), 9) + pad(percent(bucket.answeredShare), 9) + percent(bucket.topCorrectShare)
            out += pad(band, 12) + pad(String(bucket.count), 8) + shares + "\n"
        }
        return out
    }

    /// Accuracy, confident wrong answers and share answered per threshold;
    /// `*` marks the threshold in use.
    static func sweepTable(_ sweep: [ThresholdPoint], current: Double) -> String {
        var out = "Jika ambang jawaban langsung diubah (* = ambang yang dipakai):\n"
        out += pad("ambang", 10) + pad("akurasi", 10) + pad("yakin-tapi-salah", 18) + "dijawab\n"
        for point in sweep {
            let marker = abs(point.threshold - current) < 0.0005 ? "*" : " "
            out += pad(marker + decimal(point.threshold), 10) + pad(percent(point.accuracy), 10)
                + pad(percent(point.confidentWrongRate), 18) + percent(point.answeredShare) + "\n"
        }
        return out
    }

    /// Two decimals: 0.5 -> "0.50".
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
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
