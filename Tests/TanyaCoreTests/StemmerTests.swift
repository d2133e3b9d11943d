import Testing
@testable import TanyaCore

/// Affixed Indonesian words and the root they must resolve to, given a
/// vocabulary that contains the roots (as the knowledge base does).
let stemmingTable: [(word: String, root: String)] = [
    ("mendaftar", "daftar"), ("pendaftaran", "daftar"), ("didaftarkan", "daftar"), ("terdaftar", "daftar"),
    ("mendaftarkan", "daftar"), ("daftarnya", "daftar"),
    ("mengirim", "kirim"), ("dikirim", "kirim"), ("terkirim", "kirim"), ("pengiriman", "kirim"),
    ("dikirimkan", "kirim"), ("kirimin", "kirim"), ("ngirim", "kirim"), ("mengirimkan", "kirim"),
    ("menulis", "tulis"), ("ditulis", "tulis"), ("penulisan", "tulis"),
    ("memakai", "pakai"), ("dipakai", "pakai"), ("pemakaian", "pakai"),
    ("menyimpan", "simpan"), ("disimpan", "simpan"), ("penyimpanan", "simpan"),
    ("mengambil", "ambil"), ("diambil", "ambil"), ("pengambilan", "ambil"),
    ("mengecek", "cek"), ("dicek", "cek"), ("ngecek", "cek"), ("cekin", "cek"),
    ("melapor", "lapor"), ("dilaporkan", "lapor"), ("pelaporan", "lapor"), ("laporkan", "lapor"), ("laporannya", "lapor"),
    ("mengubah", "ubah"), ("diubah", "ubah"), ("perubahan", "ubah"),
    ("mengganti", "ganti"), ("diganti", "ganti"), ("penggantian", "ganti"), ("gantinya", "ganti"),
    ("mengisi", "isi"), ("diisi", "isi"), ("pengisian", "isi"),
    ("membaca", "baca"), ("dibaca", "baca"), ("bacanya", "baca"),
    ("membuka", "buka"), ("dibuka", "buka"), ("pembukaan", "buka"), ("bukalah", "buka"),
    ("mencoba", "coba"), ("dicoba", "coba"), ("cobalah", "coba"), ("nyoba", "coba"),
    ("menggunakan", "guna"), ("penggunaan", "guna"), ("pengguna", "guna"), ("digunakan", "guna"),
    ("memperbaiki", "baik"), ("diperbaiki", "baik"),
    ("menerima", "terima"), ("diterima", "terima"), ("penerimaan", "terima"),
    ("mengetahui", "tahu"), ("diketahui", "tahu"),
    ("bekerja", "kerja"), ("pekerjaan", "kerja"), ("dikerjakan", "kerja"),
    ("berhasil", "hasil"), ("keberhasilan", "hasil"),
    ("memasukkan", "masuk"), ("dimasukkan", "masuk"), ("memasuki", "masuk"),
    ("menanyakan", "tanya"), ("ditanyakan", "tanya"), ("pertanyaan", "tanya"),
    ("masalahnya", "masalah"), ("pemberitahuan", "beritahu"),
    ("bisakah", "bisa"), ("apakah", "apa"), ("akunku", "akun"), ("emailnya", "email"),
    ("dengerin", "denger"), ("kirimkanlah", "kirim"),
    ("kupakai", "pakai"), ("kukirim", "kirim"), ("kuganti", "ganti"), ("kumasukkan", "masuk"),
]

let stemmingRoots: Set<String> = Set(stemmingTable.map(\.root)).union(["masa"])

@Suite("Indonesian stemmer")
struct StemmerTests {
    let normalizer: TextNormalizer = {
        var lexicon = Lexicon()
        // "masalah" ends in the particle -lah; protecting it keeps it from becoming "masa".
        lexicon.protect(["masalah"])
        return TextNormalizer(lexicon: lexicon, stopwords: []).withVocabulary(stemmingRoots)
    }()

    @Test("the table has at least 60 words")
    func tableIsLargeEnough() {
        #expect(stemmingTable.count >= 60)
    }

    @Test("affixed words resolve to their root", arguments: stemmingTable)
    func resolvesToRoot(word: String, root: String) {
        #expect(normalizer.terms(word) == [root], "\(word) should stem to \(root)")
    }

    @Test("candidates are most stripped first and end with the word itself")
    func candidateOrder() {
        let candidates = IndonesianStemmer().candidates("pendaftarannya")
        #expect(candidates.last == "pendaftarannya")
        #expect(candidates.contains("daftar"))
        let daftar = candidates.firstIndex(of: "daftar") ?? 0
        let pendaftaran = candidates.firstIndex(of: "pendaftaran") ?? 0
        #expect(daftar < pendaftaran)
    }

    @Test("the proclitic ku- is stripped only when the rest is a known word", arguments: ["kuliah", "kurang", "kuota"])
    func procliticNeedsKnownRest(word: String) {
        #expect(normalizer.terms(word) == [word])
    }

    @Test("short words and protected words are left alone")
    func leavesShortAndProtectedWords() {
        let stemmer = IndonesianStemmer(protected: ["login"])
        #expect(stemmer.candidates("login") == ["login"])
        #expect(stemmer.candidates("akan") == ["akan"])
        #expect(stemmer.defaultStem("login") == "login")
    }

    @Test("Javanese '-ne' after a vowel is a candidate like '-nya'; after a consonant it is not")
    func javanesePossessive() {
        let stemmer = IndonesianStemmer()
        #expect(stemmer.candidates("datane").contains("data"))
        #expect(stemmer.candidates("sandine").contains("sandi"))
        #expect(!stemmer.candidates("mesinne").contains("mesin"))
    }

    @Test("Sundanese and South Sulawesi '-na' is a candidate like '-nya'; short bases and the word itself stay candidates")
    func regionalPossessive() {
        let stemmer = IndonesianStemmer()
        #expect(stemmer.candidates("biayana").contains("biaya"))
        #expect(stemmer.candidates("akunna").contains("akun"))
        // The word itself stays last, for a vocabulary that knows it whole.
        #expect(stemmer.candidates("rencana").last == "rencana")
        // A base under four letters is never offered.
        #expect(!stemmer.candidates("warna").contains("war"))
        // A candidate only: without a vocabulary the word keeps its letters.
        #expect(stemmer.defaultStem("karena") == "karena")
    }

    @Test("chat '-ny' is a candidate like '-nya'; without a known root a word ending in 'ny' keeps it")
    func chatPossessive() {
        let stemmer = IndonesianStemmer()
        #expect(stemmer.candidates("inboxny").contains("inbox"))
        #expect(stemmer.candidates("akunny").contains("akun"))
        #expect(stemmer.defaultStem("company") == "company")
        #expect(stemmer.defaultStem("germany") == "germany")
    }

    @Test("without a known root the default stem strips one layer each side")
    func defaultStemWithoutVocabulary() {
        let stemmer = IndonesianStemmer()
        #expect(stemmer.defaultStem("pendaftaran") == "daftar")
        #expect(stemmer.defaultStem("mendaftar") == "daftar")
        #expect(stemmer.defaultStem("dikirimkan") == "kirim")
        #expect(stemmer.defaultStem("salah") == "salah")
    }
}
