/// The letter as one self-contained, printable HTML page: no scripts, no
/// outside resources; the sending instructions are hidden when printed.
extension LetterDocument {
    public var html: String {
        var body = ""
        func table(_ rows: [(String, String)]) {
            body += "<table>"
            for (label, value) in rows { body += "<tr><th>\(Self.escaped(label))</th><td>: \(Self.escaped(value))</td></tr>" }
            body += "</table>\n"
        }
        body += "<div class=\"kop\">KOP SURAT PERUSAHAAN</div>\n"
        body += "<p>Nomor: ……………………… <span class=\"hint\">(diisi oleh perusahaan)</span><br>Perihal: Permohonan Penanganan Permasalahan SPSE</p>\n"
        body += "<h2>A. DIAJUKAN OLEH</h2>\n"; table(sectionA)
        body += "<h2>B. IDENTITAS PENGGUNA SPSE</h2>\n"; table(sectionB)
        body += "<h2>C. KATEGORI PERMOHONAN</h2>\n<p>Agregasi data Penyedia:</p><ul class=\"categories\">"
        for category in LetterRequest.Category.allCases {
            let chosen = category == request.category
            body += "<li>\(chosen ? "☒" : "☐") \(chosen ? "<strong>" : "")\(Self.escaped(category.label))\(chosen ? "</strong>" : "")</li>"
        }
        body += "</ul>\n<h2>D. DESKRIPSI PERMASALAHAN</h2>\n<div class=\"description\">\(Self.escaped(request.description))</div>\n"
        body += "<div class=\"notes\"><p>Keterangan:</p><ul>" + Self.notes.map { "<li>\(Self.escaped($0))</li>" }.joined() + "</ul></div>\n"
        body += "<div class=\"signature\"><p>\(Self.escaped(placeAndDate))<br>Pemohon<br>\(Self.escaped(request.company))</p>"
        body += "<p class=\"sign\">( Ttd \(Self.escaped(request.position)) dan Cap Perusahaan )</p>"
        body += "<p><strong>\(Self.escaped(request.director))</strong><br>\(Self.escaped(request.position))</p></div>\n"
        var send = "<aside class=\"send\" aria-label=\"Cara mengirim\"><h2>Cara mengirim</h2><ol>"
        send += sendingSteps.map { "<li>\(Self.escaped($0))</li>" }.joined()
        send += "</ol><p><a href=\"\(Self.escaped(mailto))\">Tulis email ke \(Self.recipient) (tembusan \(Self.copyTo))</a></p>"
        send += "<p>Cetak halaman ini dengan Ctrl+P (bagian ini tidak ikut tercetak).</p></aside>\n"
        return """
        <!DOCTYPE html>
        <html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escaped(subject))</title>
        <style>
        body { font-family: "Times New Roman", serif; font-size: 12pt; line-height: 1.45; color: #000; max-width: 46em; margin: 1.5em auto; padding: 0 1em; }
        .kop { border: 2px dashed #888; padding: 1.2em; text-align: center; color: #555; font-weight: bold; margin-bottom: 1em; }
        .hint { color: #555; font-style: italic; }
        h2 { font-size: 12pt; margin: 1.1em 0 .3em; }
        table { border-collapse: collapse; margin-left: 1em; } th { text-align: left; font-weight: normal; padding: 1px 1em 1px 0; vertical-align: top; white-space: nowrap; } td { padding: 1px 0; overflow-wrap: anywhere; }
        ul.categories { list-style: none; padding-left: 2em; }
        .description { white-space: pre-wrap; margin-left: 1em; border: 1px solid #bbb; padding: .6em; min-height: 5em; overflow-wrap: anywhere; }
        .notes { font-size: 10pt; margin-top: 1.2em; }
        .signature { margin: 2em 0 0 55%; } .sign { margin: 3.5em 0 .3em; color: #555; }
        .send { font-family: system-ui, sans-serif; background: #eef4ff; border: 1px solid #9bb7e8; border-radius: 8px; padding: .5em 1em; margin-top: 2em; }
        .send a { color: #0b57d0; }
        @media print { .send { display: none; } .kop { border-color: #ccc; } body { margin: 0; } }
        @media (max-width: 520px) { .signature { margin-left: 0; } th { white-space: normal; } }
        </style></head>
        <body>
        <main>
        \(body)</main>
        \(send)</body></html>

        """
    }

    /// Text safe inside HTML elements and double-quoted attributes.
    static func escaped(_ text: String) -> String { HTMLText.escaped(text) }
}
