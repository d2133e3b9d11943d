extension ClauseScope {
    /// Words as typed that open a clause naming what the message is about:
    /// "masalahnya cuma password yang terlupa", "intinya ...".
    static let focusOpeners: WordSet = [
        "masalahnya", "masalahny", "msalahnya", "masalahnyaa", "problemnya", "kendalanya", "persoalannya",
        "intinya", "pokoknya",
    ]
    /// Verbs after "yang" (a doer between, at most) that say what the asker
    /// needs or asks: "yang kami butuhkan justru cara membuat surat".
    static let focusVerbs: WordSet = [
        "butuhkan", "perlukan", "tanyakan", "inginkan", "maksud", "cari", "dibutuhkan", "diperlukan", "ditanyakan",
    ]
    /// Words between the focus marker and what it names ("cuma", "justru").
    static let focusFillers: WordSet = [
        "cuma", "cm", "hanya", "hny", "justru", "malah", "adalah", "ialah", "yaitu", "itu", "sebenarnya", "sebenernya",
        "sbnrnya", "sih", "mau", "ingin", "pengen", "pingin",
    ]

    /// Words that restrict what the asker wants to one thing: "saya cuma
    /// mau membaca ulang pemberitahuan" sets aside what the clauses before
    /// said was fine or not the case.
    static let focusRestrictors: WordSet = ["cuma", "cm", "cuman", "hanya", "hny", "sekadar", "sekedar"]
    /// Wanting words after a restrictor ("cuma mau", "hanya ingin").
    static let focusWants: WordSet = ["mau", "mo", "ingin", "pengen", "pingin", "perlu", "butuh"]

    /// Whether a clause opens by naming what the message is about, and
    /// names it: "masalahnya cuma password akun yang terlupa", "yang kami
    /// butuhkan justru cara membuat surat permohonan". Not "masalahnya
    /// apa?" or "masalahnya di mana ya?" (a question about the clauses
    /// before), nor a marker alone.
    static func namesFocus(_ clause: Clause) -> Bool {
        let words = wordsAfterContrast(clause)
        guard let first = words.first else { return false }
        var next: Int
        if focusOpeners.contains(first) {
            next = 1
        } else if first == "yang" || first == "yg" {
            next = 1
            while next < words.count, doerWords.contains(words[next]) || focusFillers.contains(words[next]) { next += 1 }
            guard next < words.count, focusVerbs.contains(words[next]) else { return false }
            next += 1
        } else {
            return false
        }
        while next < words.count, focusFillers.contains(words[next]) { next += 1 }
        return words.count - next >= 2 && !words[next...].contains(where: { questionWords.contains($0) })
    }

    /// Whether a clause opens by restricting what the asker wants to one
    /// thing and names it: "saya cuma mau membaca ulang pemberitahuan di
    /// inbox". Weaker than `namesFocus`: the clauses before it may state
    /// the problem ("... gk bs kami baca. kami cuma mau alamatnya
    /// diganti"), so it sets aside only those that say something is fine.
    static func restrictsFocus(_ clause: Clause) -> Bool {
        let words = wordsAfterContrast(clause)
        guard let want = restrictedWant(words) else { return false }
        return words.count - want - 1 >= 2 && !words[(want + 1)...].contains(where: { questionWords.contains($0) })
    }

    /// Position of the wanting word of a clause opening "(doer) cuma/hanya
    /// mau/ingin": the doer is optional, the restrictor and the want are not.
    private static func restrictedWant(_ words: [String]) -> Int? {
        var next = 0
        while next < words.count, doerWords.contains(words[next]) { next += 1 }
        guard next + 1 < words.count, focusRestrictors.contains(words[next]), focusWants.contains(words[next + 1]) else { return nil }
        return next + 1
    }

    /// Whether a clause negates or denies something ("tidak mau mengganti
    /// email", "belum ada tiket", "bukan soal notifikasi").
    static func negatesSomething(_ words: [String]) -> Bool {
        words.contains { negates($0) || $0 == "belum" || $0 == "blum" }
    }

    /// A negation or denial as typed, "tidak" included (`negationWords`
    /// leaves it to the lexicon): "tidak", "gk", "bukan", "dont".
    static func negates(_ word: String) -> Bool {
        isNegation(word) || isDenial(word) || waivingNegations.contains(word)
    }

    /// Words a denial may use to point back at the clause before it
    /// ("itu bukan masalahnya", "bukan itu yang ditanyakan").
    static let pointingBackWords: WordSet = [
        "itu", "ini", "tsb", "masalah", "masalahnya", "persoalannya", "kendalanya", "problemnya", "intinya", "soalnya",
        "yang", "yg", "ditanyakan", "tanyakan", "saya", "kami", "maksud", "maksudnya", "sebenarnya", "kok", "ya",
        "the", "problem", "issue", "point",
    ]

    /// Whether a clause denies the clause before it without naming anything
    /// itself: "Email kami aktif dan tidak masuk spam, itu bukan masalahnya".
    static func deniesClauseBefore(_ clause: Clause) -> Bool {
        let words = wordsAfterContrast(clause)
        guard let denial = words.firstIndex(where: isDenial) else { return false }
        let others = words[..<denial] + words[(denial + 1)...]
        return others.contains { $0 == "itu" || $0 == "ini" } && others.allSatisfy { pointingBackWords.contains($0) }
    }
}
