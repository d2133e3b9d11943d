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
