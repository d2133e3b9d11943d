#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// Load time of a large published document: a generated FAQ page of about
/// 1 MB with 2,000 numbered questions, read, split, indexed next to the
/// curated entries of `knowledge` and turned into a responder.
func documentLoadBenchmark(knowledge: String, goals: inout Goals) -> Bool {
    let root = "/tmp/tanya-bench-documents-\(getpid())"
    defer { _ = system("rm -rf '\(root)'") }
    guard system("mkdir -p '\(root)/documents' && cp -R '\(knowledge)'/entries '\(knowledge)'/sites '\(knowledge)'/*.md '\(root)'/") == 0 else {
        print("tanya-bench: cannot prepare \(root)")
        return false
    }
    let text = generatedDocument(items: 2000, targetBytes: 1_000_000)
    guard let file = fopen(root + "/documents/faq-besar.txt", "w") else { return false }
    let bytes = Array(text.utf8)
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)

    let (times, loaded) = timeRuns(5) { try? KnowledgeLoader.loadResponder(directory: root) }
    guard let responder = loaded ?? nil else {
        print("tanya-bench: the generated document did not load")
        return false
    }
    let items = responder.entryCount - responder.index.entryCount
    let median = percentile(times.cpu, 0.5)
    print("document of \(format(Double(bytes.count) / 1_000_000, 2)) MB, \(items) items: load + split + index median \(format(median)) ms CPU; wall clock median \(format(percentile(times.wall, 0.5))) ms  goal CPU median <= 200 ms: \(goals.check(median <= 200, "document load"))")
    return items == 2000
}

/// A numbered FAQ page whose questions and answers vary their words, so the
/// index grows as it would for real text.
func generatedDocument(items: Int, targetBytes: Int) -> String {
    // A page's vocabulary: a few hundred words, reused across items.
    let words = """
        akun penyedia tender dokumen verifikasi server jadwal kantor email paket penawaran apendo browser agregasi \
        cabang biaya aktivasi unggah ukuran berkas helpdesk libur alamat situs password perusahaan direktur npwp akta \
        izin pokja ppk satker lkpp lpse spse login userid data sikap kualifikasi pengalaman tenaga ahli peralatan pajak \
        kontrak jaminan sanggah evaluasi pembukaan dekripsi enkripsi aplikasi versi unduh pasang komputer laptop \
        ponsel jaringan internet koneksi lambat gagal berhasil muncul pesan kesalahan tombol menu halaman formulir \
        isian simpan kirim terima balasan tiket laporan pengaduan nomor telepon surat permohonan tanda tangan stempel \
        asli salinan fotokopi scan pindai resolusi kompres arsip nama file panjang pendek karakter khusus simbol \
        angka huruf besar kecil spasi waktu batas akhir awal mulai selesai hari kerja minggu bulan tahun pagi siang \
        sore malam pemeliharaan perbaikan pembaruan gangguan pemberitahuan pengumuman informasi petunjuk langkah \
        cara syarat ketentuan aturan peraturan presiden kepala lembaga instansi pemerintah daerah kabupaten kota \
        provinsi pusat wilayah layanan pengadaan barang jasa konstruksi konsultansi lainnya pemilihan penetapan \
        pemenang pengumuman hasil klarifikasi negosiasi pembuktian undangan rapat penjelasan pertanyaan jawaban
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    var out = "FAQ LAYANAN PENGADAAN (dokumen uji)\n\n"
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33)
    }
    let answerWords = max(8, (targetBytes / items - 60) / 8)
    for number in 1...items {
        let subject = (0..<4).map { _ in words[next() % words.count] }.joined(separator: " ")
        out += "\(number). Bagaimana jika \(subject) nomor \(number) bermasalah?\n"
        out += (0..<answerWords).map { _ in words[next() % words.count] }.joined(separator: " ")
        out += ".\n\n"
    }
    return out
}
