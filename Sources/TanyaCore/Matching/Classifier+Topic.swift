/// Topic clarify: which topic a vague question is about, and when a
/// declined subject outranks asking.
extension Classifier {
    /// The triggered topic whose members the query supports most, if the
    /// query is mostly about it (few words the topic does not know).
    func bestTopic(_ triggered: [Int32], scores: [Double], learned: [Double], candidates: [Classification.Candidate], ids: [Int32],
                   tokens: [NormalizedToken], contentCount: Double) -> Int? {
        var best: (topic: Int, score: Double)?
        for topic in triggered.map(Int.init) {
            let members = index.topics[topic].members
            // Words that point away from the topic: unknown words (half) and
            // words that another real entry weighs strongly while no member
            // of the topic knows them ("apendo" in a login question).
            var unexplained = 0.0
            for (position, id) in ids.enumerated() {
                // When it started ("sejak senin", "since monday") is no
                // other subject.
                if position < tokens.count, Self.timeWords.contains(tokens[position].term) { continue }
                guard id >= 0 else { unexplained += Self.unknownWordShare; continue }
                if index.neutral[Int(id)] || index.topicPostings[Int(id)].contains(Int32(topic)) { continue }
                let postings = index.postings[Int(id)]
                if postings.contains(where: { members.contains(Int($0.entry)) }) { continue }
                // ... or a long word only an entry or two write: specific
                // enough to be what is asked ("dibatalkan" beside "ppk"),
                // unless only greetings and thanks write it: "punten" or
                // "permisi" before "akun saya ada masalah" is courtesy, not
                // another subject.
                let foreign = postings.contains { posting in
                    posting.weight >= Float(Self.foreignWeight) && index.priorities[Int(posting.entry)] != .low
                } || (postings.count <= Self.rareWordEntries && index.term(id).utf8.count >= Self.rareWordLength
                    && postings.contains { index.priorities[Int($0.entry)] != .low })
                if foreign { unexplained += 1 }
            }
            let share = unexplained / max(contentCount, 1)
            guard share <= settings.maximumUnexplainedForClarify else { continue }
            // An answerable entry outside the topic that outscores all its
            // members by far is what the question is near ("ganti alamat
            // perusahaan di akun" is next to changing the email, not an
            // account problem): offering the topic's problems would list
            // answers to another question. A neighbour missing a required
            // word outweighs only when the model gives it as much as the
            // topic's best member: "kok ditolak terus pas masuk" scores the
            // bounced-email entry highest on its rules ("ditolak", "masuk"),
            // yet names no email, and the model leans to the login problems.
            let bestMember = members.reduce(0.0) { max($0, scores[$1]) }
            let bestMemberLearned = members.reduce(0.0) { max($0, learned[$1]) }
            let outweighed = candidates.contains { candidate in
                index.priorities[candidate.entry] == .normal && !members.contains(candidate.entry)
                    && candidate.score > max(bestMember * Self.topicOutweighedFactor, Self.topicOutweighingScore)
                    && (candidate.complete || candidate.learned >= bestMemberLearned)
            }
            guard !outweighed else { continue }
            let support = members.reduce(0) { $0 + scores[$1] } - unexplained
            if let current = best, current.score >= support { continue }
            best = (topic, support)
        }
        return best?.topic
    }

    /// Words that say when, as the lexicon reads them: a vague question's
    /// "sejak senin" or "minggu ini" does not point away from its topic.
    /// English words the lexicon maps (since, today, yesterday, morning)
    /// arrive here as their Indonesian readings.
    static let timeWords: WordSet = TimeWords.calendar.union([
        "sejak", "semenjak", "kemarin", "tadi", "subuh", "ahad", "monday", "tuesday", "wednesday", "thursday",
        "friday", "saturday", "sunday", "tonight",
    ])

    /// An answerable non-member scoring more than this times the topic's
    /// best member, and at least `topicOutweighingScore`, keeps a question
    /// from that topic's clarify (complete or not: a missing required word
    /// is the other thing the question asks about).
    static let topicOutweighedFactor = 1.5
    /// Vague questions score every entry a little ("gk bisa masuk spse"
    /// gives ~2 to entries that merely say "tidak" and "spse"); a real
    /// neighbour scores more.
    static let topicOutweighingScore = 3.0

    /// The out-of-scope entry that should decline a vague question instead
    /// of a topic clarify: it ranks first (rules and model combined) and it
    /// weighs a word of the question that no problem of the topic knows
    /// ("magang" beside "lkpp"). Asking "which of these problems" would
    /// offer answers to a question none of them is about, while a bare
    /// "login error" (every word known to the topic) is still clarified.
    func outOfScopeOverTopic(_ topic: Int, candidates: [Classification.Candidate], ids: [Int32], excluded: (Int) -> Bool) -> Int? {
        guard let top = candidates.first, index.priorities[top.entry] == .outofscope, !excluded(top.entry) else { return nil }
        let members = index.topics[topic].members
        let namesOtherSubject = ids.contains { id in
            guard id >= 0, !index.neutral[Int(id)] else { return false }
            let postings = index.postings[Int(id)]
            return postings.contains { Int($0.entry) == top.entry }
                && !postings.contains { members.contains(Int($0.entry)) }
        }
        return namesOtherSubject ? top.entry : nil
    }
}
