extension ClauseScope {
    /// Words saying something was already done ("sudah coba", "sempat cek").
    static let alreadyWords: WordSet = ["sudah", "udah", "sdh", "udh", "dah", "sudh", "sempat", "already", "tos", "wis", "uwis"]
    /// Who did it, between the two ("sudah saya coba").
    static let doerWords: WordSet = ["saya", "sy", "kami", "kita", "aku", "gw", "gue", "ku", "kucoba"]
    /// What an asker tries before asking: checking, reinstalling, changing
    /// devices or networks, asking someone else, making something new
    /// ("sudah buat email baru").
    static let triedVerbs: WordSet = [
        "coba", "nyoba", "mencoba", "dicoba", "cobain", "try", "tried",
        "cek", "dicek", "ngecek", "mengecek", "check", "checked", "periksa", "diperiksa", "memeriksa",
        "install", "instal", "diinstal", "diinstall", "menginstal", "menginstall", "reinstall", "uninstall",
        "ganti", "diganti", "mengganti", "restart", "direstart", "hapus", "dihapus", "menghapus",
        "bersihkan", "dibersihkan", "clear", "update", "diupdate", "upgrade", "refresh", "reload",
        "tanya", "nanya", "bertanya", "telepon", "telpon", "nelpon", "ditelepon",
        "buat", "membuat", "dibuat", "bikin", "dibikin", "bkin",
    ]

    /// Whether a clause reports what the asker already tried: an
    /// already-word followed (a doer between, at most) by a tried verb
    /// ("sudah coba login ulang", "sudah saya cek", "sempat install ulang
    /// APENDO"). Such a clause tells what did not help; its words are side
    /// details of the problem another clause states, not its subject
    /// ("ganti jaringan dari wifi ke hotspot" is no network question).
    static func reportsTried(_ words: [String]) -> Bool {
        for index in words.indices where alreadyWords.contains(words[index]) {
            var next = index + 1
            while next < words.count, doerWords.contains(words[next]) { next += 1 }
            if next < words.count, triedVerbs.contains(words[next]) { return true }
        }
        return false
    }
}

/// A clause telling what the problem almost cost ("kmrn hmpir kelewat
/// jadwal pembuktian", "kami hampir gugur", "beliau sempat ketinggalan
/// jadwal klarifikasi"): the consequence of the problem another clause
/// states, as much a side detail as what was tried. Its words ("jadwal",
/// "gugur") name tender stages Tanya declines, and read as the subject they
/// turned a question about spam filtering into a decline.
extension ClauseScope {
    /// Words saying something almost happened, or happened once.
    static let nearMissWords: WordSet = ["hampir", "hmpir", "hampr", "nyaris", "sempat", "smpt", "almost", "nearly"]
    /// Words allowed between the near-miss word and its verb ("hampir saja lepas", "hampir kami lewatkan").
    static let nearMissFillers: WordSet = ["saja", "aja", "sj", "aj", "kami", "saya", "sy", "kita", "gue", "aku"]
    /// What is missed or lost: a schedule passed, a bid dropped, a chance gone.
    static let missedVerbs: WordSet = [
        "ketinggalan", "ketingalan", "tertinggal", "kelewat", "kelewatan", "klewat", "terlewat", "terlewatkan", "lewat",
        "melewatkan", "lewatkan", "ngelewatin", "gugur", "digugurkan", "didiskualifikasi", "terlambat", "telat",
        "kehilangan", "lepas", "kalah", "miss", "missed",
    ]

    /// Whether a clause reports a near miss: a near-miss word followed
    /// (fillers between, at most two) by a missed verb.
    static func reportsNearMiss(_ words: [String]) -> Bool {
        for index in words.indices where nearMissWords.contains(words[index]) {
            var next = index + 1
            while next < words.count, next <= index + 2, nearMissFillers.contains(words[next]) { next += 1 }
            if next < words.count, missedVerbs.contains(words[next]) { return true }
        }
        return false
    }
}

/// A clause saying something is ready already ("akun PPK baru sudah
/// aktif"): beside a problem clause it is the ground the problem stands
/// on, and its subject may be the problem's ("paket belum pindah" to that
/// PPK), so it is context rather than a clause ruled out.
extension ClauseScope {
    /// Words saying an account or a person is active, as typed.
    static let readyWords: WordSet = ["aktif", "active", "diaktifkan", "teraktivasi"]

    /// Whether the clause has an already-word right before a ready word.
    static func statesReadiness(_ words: [String]) -> Bool {
        for index in words.indices.dropLast() where alreadyWords.contains(words[index]) || words[index] == "telah" {
            if readyWords.contains(words[index + 1]) { return true }
        }
        return false
    }
}
