import TanyaCore

/// An unanswered group with its nearest entry, as every view shows it.
public struct UnansweredRow: Sendable, Equatable {
    public var group: Report.UnansweredGroup
    public var nearest: NearestEntry?
}

/// The views of a report: plain text for a terminal, JSON for tools; the
/// HTML page is in `ReportHTML`.
public struct ReportRenderer: Sendable {
    public let report: Report
    /// The unanswered groups shown, most frequent first, with their nearest entries.
    public let unanswered: [UnansweredRow]
    /// Rows shown in the longer lists (unanswered groups, clarify option sets).
    public let limit: Int

    /// - Parameters:
    ///   - responder: the knowledge to find each unanswered question's nearest entry in; none when nil.
    ///   - limit: unanswered groups shown.
    public init(report: Report, responder: Responder?, limit: Int = 50) {
        self.report = report
        self.limit = limit
        self.unanswered = report.unansweredByCount.prefix(limit).map { group in
            UnansweredRow(group: group, nearest: responder.map { Self.nearest(group.text, in: $0) })
        }
    }

    /// The best-scoring entry for `text` and what to do: a close one gets the question as an example.
    public static func nearest(_ text: String, in responder: Responder) -> NearestEntry {
        let classification = responder.classifier.classify(text)
        let entries = responder.index.entries
        if let declined = classification.outOfScope {
            return NearestEntry(intent: entries[declined].entry.id, score: classification.confidence, advice: .outOfScope)
        }
        guard let best = classification.candidates.first else { return NearestEntry(intent: nil, score: 0, advice: .newEntry) }
        let close = best.score >= responder.classifier.settings.minimumScore
        return NearestEntry(intent: entries[best.entry].entry.id, score: (best.score * 100).rounded() / 100,
                            advice: close ? .addExample : .newEntry)
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10),\(tenths % 10)%"
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    public var text: String {
        var out: [String] = []
        out.append("Laporan Tanya LPSE: \(report.firstTime ?? "-") s.d. \(report.lastTime ?? "-")")
        out.append("Baris dibaca: \(report.lines); tidak terbaca (dilewati): \(report.unreadable); di luar filter: \(report.filteredOut)")
        out.append("")
        out.append("Pertanyaan (/v1/ask) menurut jenis jawaban: \(report.asks)")
        for type in ["answer", "clarify", "fallback", "error"] where report.types[type] != nil {
            out.append("  " + Self.padded(type, 10) + " \(report.types[type] ?? 0)")
        }
        out.append("")
        out.append("Menurut situs:")
        for (site, types) in report.sites.sorted(by: { $0.key < $1.key }) {
            let parts = ["answer", "clarify", "fallback", "error"].compactMap { type in types[type].map { "\(type) \($0)" } }
            out.append("  " + Self.padded(site, 16) + " " + parts.joined(separator: ", "))
        }
        out.append("")
        out.append("Per hari (tanpa jawaban = fallback, klarifikasi = clarify):")
        for (day, counts) in report.dayRows {
            out.append("  \(day)  \(Self.padded(String(counts.asks) + " pertanyaan,", 18)) tanpa jawaban \(Self.percent(counts.fallbackRate)), klarifikasi \(Self.percent(counts.clarifyRate))")
        }
        out.append("")
        let groups = report.unanswered.count
        out.append("Pertanyaan tak terjawab: \(groups) kelompok" + (report.unansweredOverflow > 0 ? " (+\(report.unansweredOverflow) di atas batas kelompok)" : ""))
        for row in unanswered {
            let group = row.group
            var line = "  \(Self.padded(String(group.count), 5))x \"\(group.text)\"  [\(group.firstSeen.prefix(10)) .. \(group.lastSeen.prefix(10))]"
            if let nearest = row.nearest {
                line += "  terdekat: \(nearest.intent ?? "-") (\(nearest.score)) -> \(nearest.adviceText)"
            }
            out.append(line)
        }
        out.append("")
        out.append("Pilihan klarifikasi yang diambil pengguna:")
        for (options, tally) in report.clarify.sorted(by: { $0.value.shown > $1.value.shown || ($0.value.shown == $1.value.shown && $0.key < $1.key) })
            .prefix(limit) {
            let picks = tally.picks.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key) \($0.value)" }
            out.append("  [\(options)] ditampilkan \(tally.shown)x; dipilih: " + (picks.isEmpty ? "-" : picks.joined(separator: ", ")))
        }
        if !report.picksOfUnknownClarify.isEmpty {
            out.append("  (klarifikasi tidak ada di log) dipilih: " + report.picksOfUnknownClarify.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        out.append("")
        out.append("Umpan balik \"Membantu?\" per entri (ya / tidak):")
        for (entry, tally) in report.feedback.sorted(by: { ($0.value.notHelpful, $0.key) > ($1.value.notHelpful, $1.key) }) {
            out.append("  " + Self.padded(entry, 32) + " ya \(tally.helpful), tidak \(tally.notHelpful)")
            for comment in tally.comments { out.append("      - \(comment)") }
        }
        out.append("")
        out.append("Surat permohonan LKPP dibuat: " + (report.letters.isEmpty ? "0" : report.letters.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
        return out.joined(separator: "\n") + "\n"
    }
}
