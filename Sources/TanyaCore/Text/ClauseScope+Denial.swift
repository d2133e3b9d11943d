/// Denials and waived needs: the clauses that say what is not the problem
/// or not asked ("bukan lupa pw", "kami tidak perlu melacak tiket").
extension ClauseScope {
    /// Words between "bukan" and the problem it denies ("bukan karena lupa").
    static let denialFillers: WordSet = ["karena", "krn", "karna", "gara", "masalah", "soal", "sekedar", "sekadar", "cuma", "hanya"]

    /// Whether the clause denies a problem: "bukan" before a problem word
    /// ("bukan lupa pw", "bukan karena salah ketik"), not "bukan" before a
    /// topic ("bukan email kantor").
    static func deniesProblem(_ words: [String]) -> Bool {
        for index in words.indices where isDenial(words[index]) {
            var next = index + 1
            while next < words.count, denialFillers.contains(words[next]) { next += 1 }
            if next < words.count, problemTerms.contains(words[next]) || problemWords.contains(words[next]) { return true }
        }
        return negatesProblem(words)
    }

    /// The second half of `deniesProblem`, alone for words with no denial
    /// word ("bukan"), whose first half finds nothing.
    static func negatesProblem(_ words: [String]) -> Bool {
        // A negation right before a problem word denies it too: "tidak lupa
        // password kok", "gak salah ketik", "tidak masalah". After a purpose
        // word it is the goal of what is asked, no denial: "email apa yang
        // sebaiknya dipakai supaya tidak bermasalah?".
        for index in words.indices.dropLast() where words[index].isWord("tidak") || negationWords.contains(words[index]) {
            if index > 0, purposeWords.contains(words[index - 1]) { continue }
            // "tidak pernah mental", "gak pernah salah": never is a denial too.
            var position = index + 1
            if position + 1 < words.count, neverWords.contains(words[position]) { position += 1 }
            let next = words[position]
            if deniableProblems.contains(next) || problemWords.contains(next) { return true }
        }
        return false
    }

    /// "pernah" after a negation: "tidak pernah mental" denies as "tidak mental" does.
    static let neverWords: WordSet = ["pernah", "prnh", "pernh"]

    /// Words that make what follows a goal ("supaya tidak bermasalah",
    /// "biar gak salah"), not a statement about the asker's case.
    static let purposeWords: WordSet = ["supaya", "spy", "agar", "biar", "bair", "agr"]

    /// Problem terms a negation before them denies (not the negations themselves).
    static let deniableProblems: WordSet = problemTerms.subtracting(["tidak", "belum"])

    /// Whether a clause denies what has the problem, not the problem: "bukan
    /// password yang lupa, tapi user id-nya" (a "yang" between the denied
    /// thing and the problem word). The problem then belongs to what the
    /// contrasted clause names.
    static func deniesSubjectOfProblem(_ clause: Clause) -> Bool {
        let words = wordsAfterContrast(clause)
        guard words.first.map(isDenial) == true, !deniesProblem(words),
              let relative = words.firstIndex(where: { $0 == "yang" || $0 == "yg" })
        else { return false }
        return words[(relative + 1)...].contains { problemTerms.contains($0) || problemWords.contains($0) }
    }

    /// Whether a clause opens with "bukan" ("bukan soal paket yang ganti PPK,
    /// tapi ...", "pakai email kantor, bukan gmail"): the whole clause names
    /// what is not asked, whatever its polarity.
    static func opensWithDenial(_ clause: Clause) -> Bool {
        var words = wordsAfterContrast(clause)[...]
        while let first = words.first, denialLeads.contains(first) || opensShowingPhrase(words) { words = words.dropFirst() }
        return words.first.map(isDenial) == true && words.count > 1
    }

    /// Words that may come before the "bukan" opening a clause: "jadi bukan
    /// nyasar ke spam", "dan ini bukan soal notifikasi", "masalahnya bukan
    /// password salah", "pesan yang keluar bukan Java Script error".
    static let denialLeads: WordSet = WordSet([
        "jadi", "jd", "berarti", "brarti", "artinya", "jelas", "pasti", "dan", "ini", "itu", "so",
        "masalahnya", "kendalanya", "problemnya", "pesannya", "errornya", "pesan",
    ]).union(appearingWords)
    /// Verbs of what appears on screen, which may lead a denial ("muncul
    /// bukan ...") or follow "yang" there (`opensShowingPhrase`).
    static let appearingWords: WordSet = ["keluar", "muncul", "tampil", "nongol"]

    /// Whether `words` open with "yang" before a word of showing ("yang
    /// keluar bukan ...", "yg muncul bukan ..."): what appears, named by what
    /// it is not. "yang" alone is no lead ("yang bukan admin tidak bisa
    /// login" names who).
    private static func opensShowingPhrase(_ words: ArraySlice<String>) -> Bool {
        guard let first = words.first, first == "yang" || first == "yg" else { return false }
        return words.dropFirst().first.map(appearingWords.contains) == true
    }

    /// Whether a clause says what the asker does not need or is not asking
    /// about ("kami tidak perlu melacak tiket", "saya tidak sedang bertanya
    /// soal email yang masuk spam", "gak usah reset"): like a clause opening
    /// with "bukan", it names what is not asked. Not a clause that asks
    /// itself: "apakah tidak perlu daftar ulang?" asks whether it is needed.
    ///
    /// Nor "bisa gak nanya uid lewat wa?" ("bisa gak" asks whether it can),
    /// nor a rumour to check ("denger2 skrg gak perlu bawa akta asli, bener
    /// gak?", "ga usah daftar ulang kan?").
    static func waivesNeed(_ clause: Clause) -> Bool {
        let words = clause.words
        // Most clauses have no waived word ("perlu", "tanya"), which the
        // negation must come before: one look-up a word tells.
        guard mayWaive(kinds: cueKinds(of: words)) else { return false }
        guard !words.contains(where: { questionWords.contains($0) || hearsayWords.contains($0) }) else { return false }
        guard let index = waivingNegation(in: words) else { return false }
        return index == 0 || !askingPairWords.contains(words[index - 1])
    }

    /// Position of the first negation before a waived word, "sedang" or
    /// "lagi" allowed between ("tidak perlu", "tidak sedang bertanya").
    static func waivingNegation(in words: [String]) -> Int? {
        for index in words.indices where isNegation(words[index]) || waivingNegations.contains(words[index]) {
            var next = index + 1
            if next < words.count, ongoingWords.contains(words[next]) { next += 1 }
            if next < words.count, waivedWords.contains(words[next]) { return index }
            // "tidak ada paket yang perlu dialihkan": nothing needs it.
            if next < words.count, words[next] == "ada" {
                let end = min(words.count - 1, next + 4)
                if let relative = words[(next + 1)..<max(next + 1, end)].firstIndex(where: { $0 == "yang" || $0 == "yg" }),
                   relative > next + 1, waivedWords.contains(words[relative + 1]) { return index }
            }
        }
        return nil
    }

    /// Words before a negation that make a yes-or-no question of it ("bisa gak", "perlu tidak").
    static let askingPairWords: WordSet = ["bisa", "bs", "bsa", "boleh", "apa", "perlu", "harus", "mau", "udah", "udh", "sudah", "sdh"]
    /// Words that tell a rumour or check one ("katanya", "denger2", a closing "kan").
    static let hearsayWords: WordSet = [
        "katanya", "ktnya", "kabarnya", "konon", "denger", "dengar", "denger2", "dengar2", "infonya", "kan", "bener", "benar",
    ]

    /// Whether a negation before a waived word ("tidak perlu", "tidak
    /// sedang bertanya") may make a clause of `words` one that `waivesNeed`.
    static func mayWaive(_ words: [String]) -> Bool {
        waivingNegation(in: words) != nil
    }

    /// Negations as typed that `negationWords` leaves to the lexicon ("tidak" is a problem term there).
    static let waivingNegations: WordSet = ["tidak", "tida", "tdak", "dont", "doesnt", "didnt", "no"]
    /// "sedang", "lagi": "tidak sedang bertanya".
    static let ongoingWords: WordSet = ["sedang", "sdg", "lagi", "lg", "lgi"]
    /// What a negation waives: a need or a question.
    static let waivedWords: WordSet = [
        "perlu", "prlu", "usah", "butuh", "membutuhkan", "memerlukan", "bertanya", "tanya", "nanya", "menanyakan",
        "tanyakan", "need", "needs", "asking", "ask",
    ]
}
