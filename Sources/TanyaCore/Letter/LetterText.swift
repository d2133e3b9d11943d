/// The filled letter as plain text or printable HTML, in the order of the
/// template (seed 002): letterhead placeholder, letter number placeholder,
/// sections A-D, the template's notes, place and date, signature block.
/// Where to send it follows the letter, outside what is printed.
public struct LetterDocument: Sendable {
    public static let recipient = "helpdesk-lpse@lkpp.go.id"
    public static let copyTo = "helpdeskpspse@gmail.com"
    public static let trackingSite = "http://crm.lkpp.go.id/lacak.php"
    static let months = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September",
                         "Oktober", "November", "Desember"]
    static let notes = [
        "Diisi sesuai permohonan.",
        "Hanya data yang lengkap dan dikirim oleh perusahaan yang akan diproses.",
        "Form ini hanya untuk keperluan internal Direktorat Sistem Pengadaan Secara Elektronik - LKPP.",
        "Penomoran diisi oleh instansi/perusahaan yang bersangkutan.",
    ]

    public let request: LetterRequest
    /// The date written above the signature, e.g. "23 November 2026".
    public let date: String

    /// - Parameter date: the day the letter is made.
    public init(_ request: LetterRequest, date: CalendarDate) {
        self.request = request
        let monthName = (1...12).contains(date.month) ? Self.months[date.month - 1] : "…"
        self.date = "\(date.day) \(monthName) \(date.year)"
    }

    public var subject: String {
        "Permohonan Penanganan Permasalahan SPSE - \(request.category.label) - \(request.company) (User ID \(request.userID))"
    }

    /// `mailto:` with the recipient, the copy and the subject.
    public var mailto: String {
        "mailto:\(Self.recipient)?cc=\(Self.copyTo)&subject=\(Self.percentEncoded(subject))"
    }

    /// Rows of sections A and B: label, value.
    var sectionA: [(String, String)] {
        [("Nama Instansi/Perusahaan", request.company), ("Nama", request.director), ("Jabatan", request.position)]
    }

    var sectionB: [(String, String)] {
        [("Pengguna SPSE", "Penyedia"), ("Nama", request.director), ("Nama Instansi/Perusahaan", request.company),
         ("Alamat Instansi/Perusahaan", request.address), ("NPWP Perusahaan", request.npwp), ("Telepon/Fax/Hp", request.phone),
         ("Email Perusahaan", request.email), ("User ID SPSE", request.userID)]
    }

    var placeAndDate: String { "\(request.place ?? "……………"), \(date)" }

    /// How to send the letter, as the steps of seed 002.
    var sendingSteps: [String] {
        ["Cetak surat di atas kop surat perusahaan, isi nomor surat, lalu tanda tangani oleh \(request.position.lowercased()) dan beri cap perusahaan.",
         "Pindai (scan) surat, lalu kirim lewat email ke \(Self.recipient) dengan tembusan ke \(Self.copyTo).",
         "LKPP membalas dengan nomor tiket pengaduan; lacak pengerjaannya di \(Self.trackingSite).",
         "Jika belum ada tanggapan, hubungi 021-29935577 / 147."]
    }

    /// The letter as plain text, then (after a dashed line) where to send it.
    public var text: String {
        var lines = ["[KOP SURAT PERUSAHAAN]", "", "Nomor   : ……………………… (diisi oleh perusahaan)",
                     "Perihal : Permohonan Penanganan Permasalahan SPSE", ""]
        func rows(_ rows: [(String, String)]) {
            let width = rows.map { $0.0.count }.max() ?? 0
            for (label, value) in rows {
                lines.append("  - " + label + String(repeating: " ", count: width - label.count) + " : " + value)
            }
        }
        lines.append("A. DIAJUKAN OLEH"); rows(sectionA); lines.append("")
        lines.append("B. IDENTITAS PENGGUNA SPSE"); rows(sectionB); lines.append("")
        lines.append("C. KATEGORI PERMOHONAN")
        lines.append("  - Agregasi data Penyedia :")
        for category in LetterRequest.Category.allCases {
            lines.append("      [\(category == request.category ? "X" : " ")] \(category.label)")
        }
        lines.append("")
        lines.append("D. DESKRIPSI PERMASALAHAN")
        for line in request.description.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append("  " + line.replacing("\r", with: ""))
        }
        lines.append("")
        lines.append("Keterangan:")
        lines += Self.notes.map { "  - " + $0 }
        lines += ["", placeAndDate, "Pemohon", request.company, "", "", "",
                  "( Ttd \(request.position) dan Cap Perusahaan )", request.director, request.position, ""]
        lines.append(String(repeating: "-", count: 60))
        lines.append("Cara mengirim (bagian ini tidak ikut dicetak):")
        for (number, step) in sendingSteps.enumerated() { lines.append("  \(number + 1). \(step)") }
        lines.append("  Subjek email: \(subject)")
        lines.append("  Tautan: \(mailto)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Percent-encoding for a `mailto:` query value (RFC 6068): everything but unreserved ASCII.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
