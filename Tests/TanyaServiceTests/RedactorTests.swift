import Testing
@testable import TanyaService

/// Personal data never reaches the access log.
@Suite struct RedactorTests {
    static let table: [(String, String)] = [
        ("tidak bisa login", "tidak bisa login"),
        ("tahun 2024 paket 12 gagal", "tahun 2024 paket 12 gagal"),
        ("email saya budi.santoso@contoh.co.id tidak masuk", "email saya [email] tidak masuk"),
        ("hp 0812-3456-7890 tidak bisa dihubungi", "hp [nomor] tidak bisa dihubungi"),
        ("hp 081234567890", "hp [nomor]"),
        ("hubungi +62 812 3456 7890 ya", "hubungi [nomor] ya"),
        ("hubungi +62-812-3456-7890", "hubungi [nomor]"),
        ("kantor (021) 2993 5577 sibuk", "kantor [nomor] sibuk"),
        ("kantor (021)29935577", "kantor [nomor]"),
        ("wa:081234567890", "[nomor]"),
        ("0812 3456 7890", "[nomor]"),
        ("npwp 01.234.567.8-901.000 ditolak", "npwp [npwp] ditolak"),
        ("npwp 012345678901000", "npwp [npwp]"),
        ("npwp 01 234 567 8 901 000", "npwp [npwp]"),
        ("nik 3201234567890123 salah", "nik [nomor] salah"),
        ("lupa password akun saya Rahasia123", "lupa password [disembunyikan]"),
        ("Password:Rahasia!", "password [disembunyikan]"),
        ("sandi: rahasia123 tolong", "sandi [disembunyikan]"),
        ("katasandinya salah terus", "katasandi [disembunyikan]"),
        ("pw=abc123 kok salah", "pw [disembunyikan]"),
        ("PIN 1234 lupa", "pin [disembunyikan]"),
        ("kode otp 882211", "kode otp [disembunyikan]"),
        ("lupa\tpassword\nqwerty", "lupa password [disembunyikan]"),
        ("passport tidak ada", "passport tidak ada"),
    ]

    @Test(arguments: table.indices)
    func redacts(index: Int) {
        let (input, expected) = Self.table[index]
        #expect(Redactor.redact(input) == expected, "\(input)")
    }

    @Test func noDigitRunOfSixSurvives() {
        let text = "tolong telp 0811 2233 4455 atau (0543) 21 022 atau +62 811-2233-4455, npwp 98.765.432.1-012.000"
        let redacted = Redactor.redact(text)
        let digits = redacted.split(whereSeparator: { !$0.isNumber }).map(\.count)
        #expect(digits.allSatisfy { $0 < 4 }, "\(redacted)")
        #expect(!redacted.contains("2233"))
    }
}
