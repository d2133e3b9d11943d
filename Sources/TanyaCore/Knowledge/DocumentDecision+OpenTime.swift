/// A time the curated answer cannot give. "Jam berapa helpdesk buka?" uses
/// the contact entry's words ("helpdesk", "kantor", "datang"), and without
/// an office page the contact entry is the best Tanya can do; but its text
/// states no hour, day or period, so with the office's hours notice loaded
/// the notice answers what was asked. The mirror of `itemLeavesTimeOpen`,
/// which keeps an item that states no time from answering a time question.
extension Responder {
    /// Least score of the item in the items' index.
    static let openTimeItemScore = 2.5
    /// Least share of the leading candidate's score the item reaches there.
    static let openTimeLeaderShare = 0.4
    /// How far the item must lead the next item, relative to its score.
    static let openTimeItemLead = 0.1
    /// Least share of the query the item's question explains.
    static let openTimeCoverage = 0.15
    /// After a plain fallback, least share of the item's own question the
    /// query uses (`questionRecall`).
    static let openTimeFallbackRecall = 0.5

    /// After a weak curated answer to a message that asks for a time
    /// (`asksForTime`), the best complete item answers when the curated
    /// entry's text names no time (`statesTimeInWords`) and the item's text
    /// states one (`statesTime`), it scores `openTimeItemScore` and
    /// `openTimeLeaderShare` of the leading candidate, leads the next item
    /// by `openTimeItemLead`, its question explains `openTimeCoverage` of the
    /// query, the item explains the time unit asked for ("jam", "pukul"),
    /// and the message names no other role; after a plain fallback the query
    /// also uses `openTimeFallbackRecall` of the item's question.
    func openTimeItem(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, documentClassifier = question.classifier
        let curatedCount = documentIndexCuratedCount
        let itemsIndex = documentClassifier.index
        // The curated reading that leaves the time open: the weak answer,
        // or after a plain fallback the curated entry leading the items'
        // index (a decline stays: "kapan pengumuman pemenang" is declined
        // whatever an item's text says of days and hours).
        let curatedReading: KnowledgeEntry
        switch question.outcome {
        case let .weakAnswer(entry):
            curatedReading = index.entries[entry].entry
        case .fallback:
            guard let leader = items.candidates.first, leader.entry < curatedCount else { return nil }
            curatedReading = itemsIndex.entries[leader.entry].entry
        case .declined:
            return nil
        }
        guard Self.asksForTime(question.words) else { return nil }
        // An hour asked for is not given by a duration: the password
        // procedure's "Waktu: 5 menit" does not say when the office opens.
        let curatedGivesTime = Self.asksForClockTime(question.words)
            ? Self.statesClockTime(curatedReading) : Self.statesTimeInWords(curatedReading)
        guard !curatedGivesTime else { return nil }
        guard let item = leadingCompleteItem(items, minimum: Self.openTimeItemScore, leaderShare: Self.openTimeLeaderShare,
                                             itemLead: Self.openTimeItemLead),
              Self.statesTime(itemsIndex.entries[item.entry].entry)
        else { return nil }
        // One reading of the coverage gives both the share explained and the
        // words left unexplained. The item must explain the unit asked for:
        // "jam berapa paling pagi bisa ketemu petugas yang urus akun?" shares
        // "akun" and "berapa" with the activation item, whose days do not say
        // at what hour.
        let coverage = Self.coverageDetail(of: item.entry, tokens: items.tokens, in: itemsIndex)
        guard coverage.coverage >= Self.openTimeCoverage,
              !Self.namesOtherRole(item: item.entry, tokens: items.tokens, in: itemsIndex),
              !items.tokens.contains(where: { Self.timeUnitWords.contains($0.surface.lowercased()) && coverage.unexplained.contains($0.term) })
        else { return nil }
        // After a fallback nothing curated vouches for the subject: the
        // query must also use most of the item's own question.
        if case .fallback = question.outcome,
           Self.questionRecall(of: item.entry, tokens: items.tokens, in: itemsIndex) < Self.openTimeFallbackRecall {
            return nil
        }
        return itemAnswer(item.entry, items: items, in: documentClassifier)
    }

    /// Whether a curated entry's text names a time or period in words
    /// (`timeStatingWords`). Digits do not count here, unlike in
    /// `statesTime`: a curated entry's digits are phone numbers and
    /// regulation numbers ("(021) 2993 5577"), not hours.
    static func statesTimeInWords(_ entry: KnowledgeEntry) -> Bool {
        entryUses(entry, anyOf: timeStatingWords)
    }

    /// Words that ask for an hour with a following "berapa" ("jam brp",
    /// "pukul berapa"); "what" asks for one before "time".
    static let clockUnitWords: WordSet = ["jam", "jm", "pukul", "pkl"]
    /// Words that state an hour or a part of the day.
    static let clockStatingWords: WordSet = ["pukul", "pkl", "wib", "wita", "wit", "pagi", "siang", "sore", "malam"]

    /// Whether the message's words ask for an hour ("jam berapa", "pukul
    /// brp", "what time"), a narrower question than `asksForTime`.
    static func asksForClockTime(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { word, next in
            (clockUnitWords.contains(word) && howMuchWords.contains(next)) || (word == "what" && next == "time")
        }
    }

    /// Whether a curated entry's text states an hour: a word of the clock
    /// (`clockStatingWords`) or a time written "08.00" / "16:30". A
    /// duration ("5 menit", "1 hari kerja") does not, nor a phone number.
    static func statesClockTime(_ entry: KnowledgeEntry) -> Bool {
        entryUses(entry, anyOf: clockStatingWords) || entryTexts(entry).contains(where: containsClockNotation)
    }

    /// Whether `text` holds two digits, a "." or ":", and two digits, not
    /// inside a longer run of digits ("08.00", "16:30"; not "021.2993").
    static func containsClockNotation(_ text: String) -> Bool {
        let bytes = text.utf8.span
        func isDigit(_ index: Int) -> Bool {
            bytes.indices.contains(index) && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        for start in bytes.indices where isDigit(start) && isDigit(start + 1) {
            let separator = start + 2
            guard bytes.indices.contains(separator),
                  bytes[separator] == UInt8(ascii: ".") || bytes[separator] == UInt8(ascii: ":"),
                  isDigit(separator + 1), isDigit(separator + 2), !isDigit(separator + 3), !isDigit(start - 1)
            else { continue }
            return true
        }
        return false
    }
}

