import Testing
import TanyaCore

/// LKPP's request letter (seed 002): validation names every bad field; the
/// text and HTML follow the template's order.
@Suite struct LetterTests {
    static let valid: [String: String] = [
        "company": "PT Maju Jaya", "director": "Budi Santoso", "address": "Jl. Sudirman No. 1, Pekanbaru",
        "npwp": "01.234.567.8-901.000", "phone": "(0761) 123456 / 0812-3456-7890", "email": "direktur@majujaya.co.id",
        "user_id": "||AABCD", "category": "permasalahan-login", "description": "Tidak bisa login di LPSE Kota X.\nDi LPSE lain bisa.",
    ]

    func problems(_ changes: [String: String?]) -> [String] {
        var values = Self.valid
        for (field, value) in changes { values[field] = value }
        do {
            _ = try LetterRequest.validated(values)
            return []
        } catch {
            return error.fields.map(\.field)
        }
    }

    @Test func completeFieldsMakeALetterWithTheDirectorAsDefaultSigner() throws {
        let letter = try LetterRequest.validated(Self.valid)
        #expect(letter.position == "Direktur" && letter.category == .permasalahanLogin && letter.place == nil)
    }

    @Test func everyMissingFieldIsNamedAtOnceInTheLettersOrder() {
        let all = Dictionary(uniqueKeysWithValues: Self.valid.keys.map { ($0, String?.none) })
        #expect(problems(all) == ["company", "director", "address", "npwp", "phone", "email", "user_id", "category", "description"])
    }

    @Test(arguments: [
        ("npwp", "12.345"), ("npwp", "01.234.567.8-901.00A"), ("phone", "123"), ("phone", "telp kantor"),
        ("email", "direktur"), ("email", "a@b"), ("email", "a b@c.id"), ("user_id", "maju jaya"),
        ("category", "lainnya"), ("company", "PT\nX"), ("description", String(repeating: "x", count: 2001)),
    ])
    func malformedShapesAreNamed(field: String, value: String) {
        #expect(problems([field: value]) == [field])
    }

    @Test(arguments: [("npwp", "012345678901000"), ("npwp", "1234567890123456"), ("phone", "+62 761 123456"),
                      ("category", "Sinkronisasi Data"), ("email", "a.b@c.go.id")])
    func acceptedShapes(field: String, value: String) {
        #expect(problems([field: value]).isEmpty)
    }

    @Test func textFollowsTheTemplateOrderAndTicksTheCategory() throws {
        let letter = try LetterRequest.validated(Self.valid.merging(["place": "Pekanbaru"]) { $1 })
        let text = LetterDocument(letter, date: CalendarDate(year: 2026, month: 11, day: 23)).text
        let order = ["KOP SURAT PERUSAHAAN", "Nomor", "A. DIAJUKAN OLEH", "B. IDENTITAS PENGGUNA SPSE", "NPWP Perusahaan",
                     "C. KATEGORI PERMOHONAN", "[X] Permasalahan Login", "[ ] Sinkronisasi Data", "D. DESKRIPSI PERMASALAHAN",
                     "Di LPSE lain bisa.", "Keterangan", "Pekanbaru, 23 November 2026", "Pemohon", "Ttd Direktur", "Budi Santoso",
                     "helpdesk-lpse@lkpp.go.id", "helpdeskpspse@gmail.com", "mailto:"]
        var rest = Substring(text)
        for part in order {
            let found = try #require(rest.range(of: part), "\(part) missing or out of order")
            rest = rest[found.upperBound...]
        }
    }

    @Test func mailtoCarriesTheCopyAndAnEncodedSubject() throws {
        let document = LetterDocument(try LetterRequest.validated(Self.valid), date: CalendarDate(year: 2026, month: 1, day: 2))
        #expect(document.mailto.hasPrefix("mailto:helpdesk-lpse@lkpp.go.id?cc=helpdeskpspse@gmail.com&subject=Permohonan%20Penanganan"))
        #expect(!document.mailto.contains(" ") && document.mailto.contains("%7C%7CAABCD"))
        #expect(document.date == "2 Januari 2026")
    }

    @Test func htmlEscapesEveryValueAndLoadsNothing() throws {
        var values = Self.valid
        values["company"] = "PT <script>alert(1)</script> & Co"
        let html = LetterDocument(try LetterRequest.validated(values), date: CalendarDate(year: 2026, month: 11, day: 23)).html
        #expect(!html.contains("<script>") && html.contains("PT &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co"))
        #expect(!html.contains("src=") && !html.contains("<link"))
        #expect(html.contains("@media print") && html.contains("mailto:helpdesk-lpse@lkpp.go.id"))
    }
}

/// Days since 1970 to calendar dates, across leap days and time zones.
@Suite struct CalendarDateTests {
    @Test(arguments: [(0, 0, CalendarDate(year: 1970, month: 1, day: 1)),
                      (1_709_164_800, 0, CalendarDate(year: 2024, month: 2, day: 29)),
                      (1_795_341_600 + 10 * 3600, 0, CalendarDate(year: 2026, month: 11, day: 22)),
                      (1_795_341_600 + 10 * 3600, 7, CalendarDate(year: 2026, month: 11, day: 23))])
    func datesFromUnixTime(seconds: Int, offset: Int, expected: CalendarDate) {
        #expect(CalendarDate(unixSeconds: seconds, utcOffsetHours: offset) == expected)
    }
}
