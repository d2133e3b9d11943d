import TanyaCore

/// The report as one self-contained HTML page: inline CSS and SVG charts,
/// no scripts and nothing loaded from anywhere else.
extension ReportRenderer {
    public var html: String {
        var body = "<h1>Laporan Tanya LPSE</h1>\n"
        body += "<p>\(Self.escaped(report.firstTime ?? "-")) s.d. \(Self.escaped(report.lastTime ?? "-")) &middot; \(report.lines) baris, "
        body += "\(report.unreadable) tidak terbaca, \(report.filteredOut) di luar filter</p>\n"
        body += "<h2>Jenis jawaban</h2>\n" + barChart(["answer", "clarify", "fallback", "error"].map { ($0, report.types[$0] ?? 0) })
        body += "<h2>Menurut situs</h2>\n<table><tr><th>Situs</th><th>answer</th><th>clarify</th><th>fallback</th><th>error</th></tr>"
        for (site, types) in report.sites.sorted(by: { $0.key < $1.key }) {
            body += "<tr><td>\(Self.escaped(site))</td>" + ["answer", "clarify", "fallback", "error"].map { "<td>\(types[$0] ?? 0)</td>" }.joined() + "</tr>"
        }
        body += "</table>\n<h2>Tanpa jawaban dan klarifikasi per hari</h2>\n" + rateChart()
        body += "<h2>Pertanyaan tak terjawab</h2>\n<table><tr><th>Jumlah</th><th>Pertanyaan (dinormalkan)</th><th>Pertama</th><th>Terakhir</th><th>Entri terdekat</th><th>Saran</th></tr>"
        for row in unanswered {
            body += "<tr><td>\(row.group.count)</td><td>\(Self.escaped(row.group.text))</td><td>\(Self.escaped(String(row.group.firstSeen.prefix(10))))</td>"
            body += "<td>\(Self.escaped(String(row.group.lastSeen.prefix(10))))</td>"
            body += "<td>\(Self.escaped(row.nearest.map { "\($0.intent ?? "-") (\($0.score))" } ?? "-"))</td><td>\(Self.escaped(row.nearest?.adviceText ?? "-"))</td></tr>"
        }
        body += "</table>\n<h2>Pilihan klarifikasi</h2>\n<table><tr><th>Pilihan yang ditawarkan</th><th>Ditampilkan</th><th>Dipilih</th></tr>"
        for (options, tally) in report.clarify.sorted(by: { $0.value.shown > $1.value.shown || ($0.value.shown == $1.value.shown && $0.key < $1.key) })
            .prefix(limit) {
            let picks = tally.picks.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key): \($0.value)" }
            body += "<tr><td>\(Self.escaped(options))</td><td>\(tally.shown)</td><td>\(Self.escaped(picks.joined(separator: ", ")))</td></tr>"
        }
        body += "</table>\n<h2>Umpan balik per entri</h2>\n<table><tr><th>Entri</th><th>Membantu</th><th>Tidak</th><th>Komentar</th></tr>"
        for (entry, tally) in report.feedback.sorted(by: { ($0.value.notHelpful, $0.key) > ($1.value.notHelpful, $1.key) }) {
            let comments = tally.comments.map { "<li>\(Self.escaped($0))</li>" }.joined()
            body += "<tr><td>\(Self.escaped(entry))</td><td>\(tally.helpful)</td><td>\(tally.notHelpful)</td><td><ul>\(comments)</ul></td></tr>"
        }
        body += "</table>\n<h2>Surat permohonan LKPP</h2>\n<p>" + (report.letters.isEmpty ? "Belum ada." : report.letters.sorted { $0.key < $1.key }.map { "\(Self.escaped($0.key)): \($0.value)" }.joined(separator: ", ")) + "</p>\n"
        return """
        <!DOCTYPE html>
        <html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Laporan Tanya LPSE</title>
        <style>
        body { font-family: system-ui, sans-serif; color: #1f2933; max-width: 70em; margin: 1em auto; padding: 0 1em; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; } th, td { border-bottom: 1px solid #dde1e6; padding: 4px 6px; text-align: left; vertical-align: top; }
        svg { max-width: 100%; height: auto; } .answer { fill: #2e7d32; } .clarify { fill: #f9a825; } .fallback { fill: #b3261e; } .error { fill: #616e7c; }
        ul { margin: 0; padding-left: 1.2em; }
        </style></head>
        <body>
        \(body)</body></html>

        """
    }

    /// Horizontal bars, one per (label, count).
    func barChart(_ bars: [(String, Int)]) -> String {
        let largest = max(1, bars.map(\.1).max() ?? 1)
        var svg = "<svg role=\"img\" aria-label=\"Jumlah menurut jenis jawaban\" viewBox=\"0 0 600 \(bars.count * 28 + 4)\" width=\"600\">"
        for (row, (label, count)) in bars.enumerated() {
            let y = row * 28 + 2
            let width = max(1, count * 440 / largest)
            svg += "<text x=\"0\" y=\"\(y + 17)\" font-size=\"14\">\(Self.escaped(label))</text>"
            svg += "<rect class=\"\(Self.escaped(label))\" x=\"80\" y=\"\(y)\" width=\"\(width)\" height=\"22\"/>"
            svg += "<text x=\"\(86 + width)\" y=\"\(y + 17)\" font-size=\"14\">\(count)</text>"
        }
        return svg + "</svg>\n"
    }

    /// Per day: fallback rate and clarify rate as paired columns (0-100%).
    func rateChart() -> String {
        let rows = report.dayRows
        guard !rows.isEmpty else { return "<p>Belum ada pertanyaan.</p>\n" }
        let step = max(8, min(60, 900 / rows.count))
        let width = 40 + rows.count * step
        var svg = "<svg role=\"img\" aria-label=\"Persentase tanpa jawaban (merah) dan klarifikasi (kuning) per hari\" viewBox=\"0 0 \(width) 240\" width=\"\(width)\">"
        svg += "<line x1=\"36\" y1=\"200\" x2=\"\(width)\" y2=\"200\" stroke=\"#9aa5b1\"/><text x=\"0\" y=\"24\" font-size=\"12\">100%</text><text x=\"8\" y=\"204\" font-size=\"12\">0%</text>"
        for (index, row) in rows.enumerated() {
            let x = 40 + index * step
            let bar = max(2, step / 2 - 2)
            let fallback = Int(row.counts.fallbackRate * 180), clarify = Int(row.counts.clarifyRate * 180)
            svg += "<rect class=\"fallback\" x=\"\(x)\" y=\"\(200 - fallback)\" width=\"\(bar)\" height=\"\(fallback)\"><title>\(row.day): tanpa jawaban \(Self.percent(row.counts.fallbackRate))</title></rect>"
            svg += "<rect class=\"clarify\" x=\"\(x + bar)\" y=\"\(200 - clarify)\" width=\"\(bar)\" height=\"\(clarify)\"><title>\(row.day): klarifikasi \(Self.percent(row.counts.clarifyRate))</title></rect>"
            if rows.count <= 31 || index % (rows.count / 15 + 1) == 0 {
                svg += "<text x=\"\(x)\" y=\"220\" font-size=\"10\">\(Self.escaped(String(row.day.dropFirst(5))))</text>"
            }
        }
        return svg + "</svg>\n"
    }

    static func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
