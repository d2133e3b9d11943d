/// Words with which an asker points at the question after a preamble:
/// "Kemarin saya urus jaminan pelaksanaan untuk paket lain, tapi yang mau
/// saya tanyakan: akun saya ...", "Bulan ini saya ikut diklat. Intinya saya
/// PPK yang dipindah ...", "Pertanyaannya, email jenis apa ...". What comes
/// before the pointer is scene, not the subject.
enum QuestionPointer {
    /// Words without which no clause points (a cheap test on the whole message).
    static let cueWords: WordSet = ["intinya", "pertanyaannya", "pertanyaan", "tanyakan", "tanyain", "tanya", "ditanyakan"]
    /// "yang mau saya tanyakan": wanting before the asking verb.
    static let wantWords: WordSet = ["mau", "mo", "ingin", "pengen", "pgn", "hendak", "akan"]
    /// Who asks, between the wanting and the verb.
    static let askerWords: WordSet = ["saya", "sy", "aku", "ak", "kami", "kita", "gue", "gw"]
    static let relativeWords: WordSet = ["yang", "yg"]

    /// Whether a clause (its words as typed) points at the question:
    /// "intinya", "pertanyaannya", "pertanyaan saya", or the asking verb
    /// after "yang" ("yang mau saya tanyakan", "yg ingin ditanyakan",
    /// "yang saya tanyakan"). A plain "mau tanya" opens most questions
    /// and points at nothing before it. Returns the pointing word's position.
    static func pointer(in words: [String]) -> Int? {
        for (index, word) in words.enumerated() {
            switch word {
            case "intinya", "pertanyaannya":
                return index
            case "pertanyaan":
                if index + 1 < words.count, askerWords.contains(words[index + 1]) { return index + 1 }
            case "tanyakan", "tanyain", "tanya", "ditanyakan":
                var before = index - 1
                if before >= 0, askerWords.contains(words[before]) { before -= 1 }
                if before >= 0, wantWords.contains(words[before]) { before -= 1 }
                if before >= 0, relativeWords.contains(words[before]), before < index - 1 || word == "ditanyakan" { return index }
            default:
                continue
            }
        }
        return nil
    }

    /// Words of its own clause after the pointer that make it point at a
    /// question there, when no clause follows ("Intinya saya PPK yang
    /// dipindah ..."): "nanti pertanyaannya menyusul" promises one.
    static let minimumWordsAfter = 3
}

extension TextNormalizer {
    /// `tokens` with the words of the clauses before a clause pointing at
    /// the question (see `QuestionPointer`) marked `context`: the scene
    /// weighs less and never names a subject to decline (see `markingContext`).
    /// `cueKinds`: `ClauseScope.cueKinds(of: words)`.
    func markingPointedQuestion(_ text: String, words: [String], cueKinds: UInt32, _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard ClauseScope.mayPoint(kinds: cueKinds), Self.hasClauseBreak(text, cueKinds: cueKinds) else { return tokens }
        let clauses = ClauseScope.clauses(text)
        // The question must follow the pointer: in a later clause, or in
        // its own after it.
        guard let pointer = clauses.indices.first(where: { number in
            guard let at = QuestionPointer.pointer(in: clauses[number].words) else { return false }
            return number < clauses.count - 1 || clauses[number].words.count - at - 1 >= QuestionPointer.minimumWordsAfter
        }), pointer > 0 else { return tokens }
        return markingContext(of: clauses, where: clauses.indices.map { $0 < pointer }, in: tokens)
    }
}
