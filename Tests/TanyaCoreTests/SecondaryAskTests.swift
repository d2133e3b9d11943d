import Testing
@testable import TanyaCore
import TanyaTestSupport

/// A message that ranks its questions ("yang utama: ..., kedua: ...", "...
/// itu belakangan saja") asks the main one: the aside is ruled out (see
/// `ClauseScope.secondaryAsk`). A plain list ranks nothing and stays whole.
@Suite("Messages that rank their questions")
struct SecondaryAskTests {
    private func negated(_ text: String) -> [String] { Shipped.negatedTerms(text) }

    @Test("the aside after a ranked main question is ruled out, the main one stays", arguments: [
        ("ada dua hal. yang utama, email dari lpse masuk spam terus. kedua, kapan jadwal pelatihan berikutnya?",
         "jadwal", "spam"),
        ("akun ppk saya perlu dipindah ke satker baru. sekalian, sertifikat saya masih berlaku? itu belakangan saja",
         "sertifikat", "satker"),
        ("paling mendesak: apendo gagal enkripsi karena user id ada tanda petik. selain itu, apakah jaminan perlu diunggah? tidak terlalu penting",
         "jaminan", "apendo"),
        // "juga mau tanya/tahu" opens the aside wherever the clause leads up to it.
        ("email lpse masuk spam terus, itu yang penting. kalau ada waktu saya juga ingin tahu jadwal bimtek, belakangan saja",
         "jadwal", "spam"),
        ("akun ppk harus dipindah ke satker baru, itu prioritas. nanti kalau sudah beres sy jg mau nanya soal sertifikat",
         "sertifikat", "satker"),
        // "nanti aja" demotes on its own, with no ranking word before.
        ("email lpse masuk spam terus. sy jg mau nanya soal sertifikat, tp nanti aja",
         "sertifikat", "spam"),
    ])
    func asideRuledOut(text: String, aside: String, asked: String) {
        #expect(negated(text).contains(aside), "\(negated(text))")
        #expect(!negated(text).contains(asked), "\(negated(text))")
    }

    @Test("a plain list, or a second question without ranking, stays whole", arguments: [
        "pertama, password saya lupa. kedua, email lpse masuk spam",
        "email lpse masuk spam. kedua kalinya saya coba tetap sama",
        "yang utama, akun saya terkunci. keduanya sudah saya coba",
        "lupa password akun penyedia. saya juga mau tanya jadwal tender",
    ])
    func unrankedStays(text: String) {
        #expect(ClauseScope.secondaryAsk(ClauseScope.clauses(text)) == nil)
    }

    @Test("the aside starts at its opener and runs to the end", arguments: [
        ("yang utama, akun terkunci. kedua, jadwal tender? yang kedua tidak mendesak", 2),
        ("lupa user id, yang penting itu. yang kedua soal bimtek, nanti saja", 2),
    ])
    func asideRange(text: String, start: Int) {
        let clauses = ClauseScope.clauses(text)
        #expect(ClauseScope.secondaryAsk(clauses) == start..<clauses.count)
    }
}
