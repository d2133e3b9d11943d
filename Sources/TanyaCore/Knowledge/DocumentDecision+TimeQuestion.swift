/// A question asking for a time ("jam berapa", "kapan", "tanggal berapa")
/// is answered only by an item whose text states one: "batas upload
/// penawaran jam berapa hari ini?" shares every word with the item "Batas
/// waktu pemasukan penawaran mengikuti jam yang mana?", whose answer (the
/// server's clock counts) names no hour, and answering with it would leave
/// the question open while looking sure.
extension Responder {
    /// Words that ask when on their own.
    /// Regional forms as the lexicon reads them: Madura "pajan", Minang
    /// "bilo", Sunda "iraha".
    static let whenWords: WordSet = ["kapan", "kpn", "when", "pajan", "bilo", "iraha"]
    /// Words that ask for a time or date with a following "berapa" ("jam
    /// berapa", "tanggal brp", "what time").
    /// Regional forms as the lexicon reads them: "pukoi" (pukul), "tabuh"
    /// (jam); Jawa "piro", "pinten", Madura "padum", Minang "bara", Sunda
    /// "sabaraha" (berapa).
    static let timeUnitWords: WordSet = ["jam", "jm", "pukul", "pkl", "tanggal", "tgl", "what", "pukoi", "tabuh"]
    static let howMuchWords: WordSet = [
        "berapa", "brp", "brapa", "berapah", "berapakah", "time", "date", "piro", "pinten", "padum", "bara", "sabaraha",
    ]

    /// Words that state a time or a period in an item's text: the days of
    /// the week, the months, parts of the day, time zones and periods. A
    /// digit does too ("pukul 08.00", "2 hari kerja"). Generous on purpose:
    /// an item naming any of them may answer a "when" ("paling lambat satu
    /// hari kerja" answers "kapan akun aktif").
    static let timeStatingWords: WordSet = TimeWords.calendar.union([
        "wib", "wita", "wit", "menit", "detik", "segera", "langsung",
    ])

    /// Words offering a choice: "Jam mana yang dipakai, jam server atau jam
    /// komputer kami?" asks which clock, not what time it is.
    static let choiceWords: WordSet = ["mana", "atau", "ato", "which", "or"]

    /// English names a period where Indonesian puts "jam berapa": "What
    /// are the helpdesk hours on Friday?" asks for the hours, though
    /// nothing follows "hours". It asks for a time with "what" anywhere in
    /// the message.
    static let englishPeriodWords: WordSet = ["hours", "hour"]

    /// Whether the message's words (`Tokenizer.tokenize`) ask for a time:
    /// "kapan", a time unit followed by "berapa" ("jam brp", "tanggal
    /// berapa", "what time") or English hours asked with "what", and offer
    /// no choice (`choiceWords`).
    static func asksForTime(_ words: [String]) -> Bool {
        guard !words.contains(where: choiceWords.contains) else { return false }
        let asksWhat = words.contains("what")
        for (position, word) in words.enumerated() {
            if whenWords.contains(word) || (asksWhat && englishPeriodWords.contains(word)) { return true }
            if timeUnitWords.contains(word), position + 1 < words.count, howMuchWords.contains(words[position + 1]) {
                return true
            }
        }
        return false
    }

    /// Whether an entry's text (question, summary, notes and steps) states
    /// a time or period (`timeStatingWords`, or a digit).
    static func statesTime(_ entry: KnowledgeEntry) -> Bool {
        entryTexts(entry).contains { text in
            text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                || Tokenizer.tokenize(text).contains(where: timeStatingWords.contains)
        }
    }

    /// The texts of an entry that may state a time: question (title),
    /// summary, notes and steps.
    static func entryTexts(_ entry: KnowledgeEntry) -> [String] {
        [entry.title, entry.summary] + entry.notes + entry.steps
    }

    /// Whether one of the entry's texts (`entryTexts`) uses a word of `words`.
    static func entryUses(_ entry: KnowledgeEntry, anyOf words: WordSet) -> Bool {
        entryTexts(entry).contains { Tokenizer.tokenize($0).contains(where: words.contains) }
    }

    /// Whether `decision` answers the message of `words` with a document
    /// item that cannot answer it: the message asks for a time and the item
    /// states none.
    func itemLeavesTimeOpen(_ decision: Classification.Decision, words: [String]) -> Bool {
        guard case let .answer(number) = decision, number >= index.entryCount else { return false }
        return Self.asksForTime(words) && !Self.statesTime(entry(number: number))
    }
}
