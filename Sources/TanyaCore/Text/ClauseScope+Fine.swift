/// How a clause's words read as fine: what the asker still knows or has,
/// and the words for "can" whose sense depends on the word after them
/// (Javanese "iso", "dapat").
extension ClauseScope {
    /// Whether a fine clause says what the asker still remembers.
    static func remembers(_ clause: Clause, polarity: Polarity) -> Bool {
        polarity == .fine && clause.words.indices.contains { saysKnown(clause.words, at: $0) }
    }

    /// Whether a fine clause says what the asker still remembers or what
    /// still works for them: a fine word right after "masih" ("user ID dan
    /// email kantor masih bisa dipakai" beside "lupa password"). Beside a
    /// problem clause it names what is not the problem, as "masih ingat"
    /// does; beside a clause that only asks it does not, because asking
    /// whether something still works is the question ("APENDO versi lama
    /// masih bisa dipakai? Bener gak?").
    static func remembersOrStillWorks(_ clause: Clause, polarity: Polarity) -> Bool {
        polarity == .fine && clause.words.indices.contains { saysKnown(clause.words, at: $0) || saysStillWorks(clause.words, at: $0) }
    }

    /// Whether the word at `index` is a fine word right after "masih"
    /// ("masih bisa", "msh aktif").
    /// An OK-state word after "juga" says the same: "file kecil kok,
    /// koneksi jg aman" beside "apendo gagal" lists what is not the cause.
    static func saysStillWorks(_ words: [String], at index: Int) -> Bool {
        guard index > 0, fineWords.contains(words[index]) else { return false }
        return stillWords.contains(words[index - 1]) || (alsoFineWords.contains(words[index - 1]) && okStateWords.contains(words[index]))
    }
    static let alsoFineWords: WordSet = ["juga", "jg", "jga"]
    /// Fine words that describe a state, not an ability ("aman", not "bisa").
    static let okStateWords: WordSet = ["aman", "lancar", "normal", "oke", "ok", "fine", "mulus", "beres"]

    /// Words before "tau"/"tahu" that make it "be told" or "find out"
    /// ("kasih tau password", "cara tau userid"), not "know".
    static let tellWords: WordSet = [
        "kasih", "kasi", "ksh", "dikasih", "ngasih", "beri", "diberi", "memberi", "let",
        "cara", "caranya", "mau", "ingin", "pengen", "pgn", "biar", "agar", "supaya", "untuk", "utk", "buat", "to",
        // "saya perlu tahu ...": needing to know is asking.
        "perlu", "prlu", "butuh", "harus", "hrs", "need", "want",
    ]

    /// Whether the word at `index` says the asker knows something: a
    /// remember word not asking to be told ("bisa kasih tau password?").
    static func saysKnown(_ words: [String], at index: Int) -> Bool {
        if haveWords.contains(words[index]) { return saysStillHas(words, at: index) }
        return rememberWords.contains(words[index]) && !(index > 0 && tellWords.contains(words[index - 1]))
    }

    /// "masih" as typed: "user id-nya masih ada di catatan" says the asker
    /// still has it, as "masih ingat" says they still know it.
    static let stillWords: WordSet = ["masih", "msh", "masi", "taksih"]
    /// "ada" as typed ("uid msh ad": chat drops the last vowel).
    static let haveWords: WordSet = ["ada", "ad"]
    /// Words as typed for where something is kept. Right after "masih", in
    /// a clause naming a login credential, they say the asker still has it,
    /// as "masih ada" does ("user id masih tertulis di map", "yang masih
    /// tercatat hanya user id", Betawi "User ID mah masih nempel di
    /// kepale"). Of anything else they name the problem: "paketnya masih
    /// tercatat atas nama PPK lama", "masih nempel di akun PPK lama".
    static let heldWords: WordSet = [
        "tertulis", "tercatat", "dicatat", "tersimpan", "disimpan", "nempel", "menempel", "tertempel", "dipegang",
    ]
    /// Terms of a login credential, the things an asker remembers or keeps.
    static let credentialTerms: WordSet = ["userid", "password"]

    /// Whether the word at `index` is a held word right after "masih".
    static func saysStillHeld(_ words: [String], at index: Int) -> Bool {
        index > 0 && heldWords.contains(words[index]) && stillWords.contains(words[index - 1])
    }

    /// `words` with each held word right after "masih" read as "ada", for a
    /// clause whose terms name a credential (see `heldWords`).
    static func readingHeldAsHave(_ words: [String], terms: [NormalizedToken]) -> [String] {
        guard words.contains(where: heldWords.contains), terms.contains(where: { credentialTerms.contains($0.term) }) else {
            return words
        }
        var read = words
        for index in read.indices where saysStillHeld(read, at: index) { read[index] = "ada" }
        return read
    }

    /// Whether the word at `index` is the "ada" of "masih ada", or an "ada"
    /// closing the clause after what it has ("sedangkan user id-nya ada",
    /// "user id ada kok"): the asker has it. Not after a negation ("tidak
    /// ada"), and not an "ada" that goes on ("ada yang ...", "ada masalah").
    static func saysStillHas(_ words: [String], at index: Int) -> Bool {
        guard haveWords.contains(words[index]), index > 0 else { return false }
        if stillWords.contains(words[index - 1]) { return true }
        return !isNegation(words[index - 1]) && words[(index + 1)...].allSatisfy { closingParticles.contains($0) }
    }
    /// Particles that may follow a clause's last word ("ada kok", "ada sih",
    /// "ada ko"), and the addressee a chat clause often ends on ("ada min").
    static let closingParticles: WordSet = [
        "kok", "sih", "kan", "dong", "ya", "aja", "saja", "koq", "kq", "kog", "ko", "deh", "lho", "loh", "nih", "tuh",
        "min", "kak", "ka", "gan", "bang", "pak", "bu", "mas", "mbak",
    ]

    /// Whether the word at `index` makes a clause fine: a fine word, and a
    /// remember word only when it says the asker knows.
    static func saysFine(_ words: [String], at index: Int) -> Bool {
        if javaneseAbleWords.contains(words[index]) { return saysJavaneseAble(words, at: index) }
        if words[index] == "dapat" { return saysCan(words, at: index) }
        return rememberWords.contains(words[index]) || haveWords.contains(words[index]) ? saysKnown(words, at: index) : fineWords.contains(words[index])
    }

    /// Whether some word of a clause says something is fine and is not
    /// negated ("email kami aktif"; not "gk bs kami baca").
    static func saysSomethingFine(_ words: [String]) -> Bool {
        words.indices.contains { saysFine(words, at: $0) && !($0 > 0 && isNegation(words[$0 - 1])) }
    }

    /// Javanese "iso"/"biso" (can) as typed; "iso" alone is also the ISO
    /// standard ("sertifikat iso 9001"), so it is read as "can" only before
    /// a verb of getting in or using.
    static let javaneseAbleWords: WordSet = ["iso", "biso"]
    static let javaneseAbleVerbs: WordSet = [
        "mlebu", "masuk", "login", "log", "akses", "diakses", "dibuka", "dibukak", "dipakai", "dienggo", "digawe", "dinggo",
    ]

    /// "iso mlebu" is fine; "ora iso mlebu" (negated) is not. Closing its
    /// clause after such a verb it is fine too, the way a site contrast is
    /// told in Javanese ("login nang LPSE Sleman iso, nang LPSE Klaten ora
    /// iso"): the standard is never written after a verb of getting in.
    static func saysJavaneseAble(_ words: [String], at index: Int) -> Bool {
        if index > 0 && (javaneseNegations.contains(words[index - 1]) || isNegation(words[index - 1])) { return false }
        if index + 1 < words.count, javaneseAbleVerbs.contains(words[index + 1]) { return true }
        return words[(index + 1)...].allSatisfy { closingParticles.contains($0) || javaneseClosingParticles.contains($0) }
            && words[..<index].contains { javaneseAbleVerbs.contains($0) }
    }
    /// Javanese particles that may close a clause ("ora iso yo", "iso lho").
    static let javaneseClosingParticles: WordSet = ["yo", "to", "tho", "ae", "wae", "rek", "lur", "cak"]

    /// "dapat" is "can" before a verb ("dapat login", "dapat dibuka") and
    /// "got" before a thing ("dapat nomor tiket", "dapat email"): only the
    /// first says something works. A verb here is a word with a verb prefix
    /// or one of the bare verbs of getting in and using.
    static func saysCan(_ words: [String], at index: Int) -> Bool {
        guard index + 1 < words.count else { return true }
        let next = words[index + 1]
        return bareVerbs.contains(next) || verbPrefixes.contains { next.hasPrefix($0) && next.utf8.count > $0.utf8.count + 2 }
    }
    static let verbPrefixes = ["me", "di", "ber", "ter"]
    static let bareVerbs: WordSet = [
        "login", "log", "masuk", "akses", "buka", "pakai", "pake", "kirim", "upload", "unggah", "lihat", "liat", "baca",
        "terima", "cek", "ganti", "reset", "daftar", "ikut", "isi", "simpan",
    ]

    /// Javanese negations as typed before "iso" ("ora iso", "ra iso").
    static let javaneseNegations: WordSet = ["ora", "ra"]

    /// Problem nouns as typed that a later word can say are solved.
    static let problemNouns: WordSet = [
        "masalah", "masalahnya", "bermasalah", "permasalahan", "permasalahannya", "kendala", "kendalanya",
        "problem", "problemnya", "issue", "trouble",
    ]
    /// Words saying something is solved after "sudah" ("masalahnya sudah
    /// beres"); alone they may be a step of the problem ("ada masalah
    /// setelah selesai upload").
    static let solvedWords: WordSet = ["selesai", "beres", "kelar", "tuntas", "aman", "clear"]
    /// Words saying it alone ("kendala akun kami telah teratasi", "issue resolved").
    static let perfectiveSolvedWords: WordSet = ["teratasi", "terselesaikan", "terpecahkan", "solved", "resolved", "fixed"]
    /// Words saying it has happened, before a solved word.
    static let perfectiveWords: WordSet = ["sudah", "sdh", "udah", "udh", "dah", "telah", "tlh", "already", "is", "was", "been"]

    /// Positions of the problem nouns a later word says are solved
    /// ("terima kasih, kendala akun kami telah teratasi", "masalah login
    /// udah beres"): such a clause reports a problem that is over, which a
    /// thanks or a new question follows, not one to answer. A negation
    /// between keeps the problem ("masalahnya belum selesai" is read as a
    /// problem term anyway).
    static func solvedProblemWords(_ words: [String]) -> [Int] {
        var solvedFrom: Int?
        for index in words.indices.reversed() {
            let word = words[index]
            if perfectiveSolvedWords.contains(word)
                || (solvedWords.contains(word) && index > 0 && perfectiveWords.contains(words[index - 1])) {
                solvedFrom = index
            }
        }
        let thanked = thankedForSolving(words)
        guard let solvedFrom else { return thanked }
        return words.indices.filter { ($0 < solvedFrom && problemNouns.contains(words[$0])) || thanked.contains($0) }
    }

    /// Positions of the problem nouns a thanks or a past tense says someone
    /// solved ("terima kasih atas bantuan tim dalam menyelesaikan kendala
    /// akun kami", "sudah membereskan masalah kami"): the problem is what
    /// the thanks is for. Only the "me-" forms and English "-ing" forms
    /// count: the bare verb is a request ("tolong selesaikan masalah saya"),
    /// and without a thanks or a past word before the verb so is the rest
    /// ("mohon bantuan menyelesaikan kendala login").
    static func thankedForSolving(_ words: [String]) -> [Int] {
        guard let verb = words.indices.first(where: { solvingVerbs.contains(words[$0]) }), verb > 0 else { return [] }
        // "sudah membereskan": the past word right before the verb. A thanks
        // may stand further back, but a plea or a contrast after it makes
        // the verb asked for again ("makasih, tapi tolong bantu
        // menyelesaikan masalah login saya"), and "sudah seminggu menunggu
        // admin menyelesaikan ..." reports no solving.
        let reported = perfectiveWords.contains(words[verb - 1])
            || words[..<verb].lastIndex(where: { thankedWords.contains($0) }).map { thanks in
                !words[thanks..<verb].contains { pleaWords.contains($0) || isContrastWord($0) }
            } == true
        guard reported else { return [] }
        let object = (verb + 1)..<min(words.count, verb + 1 + solvedObjectReach)
        return object.filter { problemNouns.contains(words[$0]) }
    }

    /// Words asking for help: after them the solving is asked for, not thanked for.
    static let pleaWords: WordSet = ["tolong", "tlg", "mohon", "please", "pls", "minta", "bantu", "bantuin", "help"]

    /// Verbs of solving in the forms that report rather than ask.
    static let solvingVerbs: WordSet = [
        "menyelesaikan", "mengatasi", "membereskan", "memperbaiki", "memulihkan", "menuntaskan",
        "resolving", "fixing", "solving", "sorting",
    ]
    /// Words of thanks before the verb: what follows is what was thanked for.
    static let thankedWords: WordSet = ["atas", "berkat", "kasih", "makasih", "thanks", "thank", "appreciate"]
    /// How many words after the verb its object may stand ("menyelesaikan
    /// seluruh kendala akun kami").
    static let solvedObjectReach = 3
}
