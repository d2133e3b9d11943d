/// Scores every entry for a query and decides between answer, clarify and
/// fallback. Pure and allocation-light: it only reads the frozen index.
public struct Classifier: Sendable {
    public let index: KnowledgeIndex
    public var settings: ClassifierSettings
    /// Set for the last reading of a declined message: a dominant winner
    /// keeps it despite a word of a declined topic (see `outOfScope`).
    var sparesSideDetails = false
    /// Set for the reading of a message that says only that something works
    /// ("oke sudah bisa login, makasih"): a topic word there is the problem
    /// solved, not a question, and a thanks that outscores every question stands.
    var topicsSpareLowPriority = false
    /// Set for the reading of a message that states no problem and says
    /// something works again, after the whole reading asked which problem
    /// was meant: the problems' words are the one solved, so they do not
    /// set a thanks aside (see `solvedReading`).
    var questionsSpareLowPriority = false

    public init(index: KnowledgeIndex, settings: ClassifierSettings = ClassifierSettings()) {
        self.index = index
        self.settings = settings
    }

    public func classify(tokens: [NormalizedToken]) -> Classification {
        classify(tokens: tokens, quotedEntries: [])
    }

    /// `quotedEntries`: entries whose phrase the message quotes (see
    /// `quotedPhraseEntries(_:)`).
    func classify(tokens: [NormalizedToken], quotedEntries: [Int32]) -> Classification {
        let entryCount = index.entries.count
        guard !tokens.isEmpty, entryCount > 0 else {
            return Classification(decision: .fallback, confidence: 0, matched: [], candidates: [], tokens: tokens)
        }

        // Term ids in order (-1 for words the knowledge base never uses).
        var ids: [Int32] = []
        ids.reserveCapacity(tokens.count)
        // By position: a token copied out of the array (`for token in`)
        // retained and released its term and surface.
        for position in tokens.indices { ids.append(index.termID(tokens[position].term) ?? -1) }

        var scores = [Double].filled(with: 0, count: entryCount)
        var marks = [EntryMarks].filled(with: EntryMarks(), count: entryCount)
        return classify(tokens: tokens, ids: ids, scores: &scores, marks: &marks, quotedEntries: quotedEntries)
    }

    private func classify(tokens: [NormalizedToken], ids: [Int32], scores: inout [Double],
                          marks: inout [EntryMarks], quotedEntries: [Int32]) -> Classification {
        let entryCount = index.entries.count
        var triggeredTopics: [Int32] = []
        // Words the knowledge base never uses count half: informal filler
        // ("besok", "kena") is common, but a query made mostly of unknown
        // words is probably about something else.
        var contentCount = 0.0
        var unknownCount = 0.0
        // Unknown words long enough to be content rather than a short
        // typo or chat filler ("translate", "jepang"; not "ther", "sip").
        var longUnknownCount = 0.0

        // The per-entry tallies are written through spans: each write
        // through the inout arrays checked its buffer's uniqueness again.
        do {
            var scoreSpan = scores.mutableSpan
            var marksSpan = marks.mutableSpan
            for (position, id) in ids.enumerated() {
                guard id >= 0 else {
                    contentCount += Self.unknownWordShare
                    unknownCount += Self.unknownWordShare
                    if tokens[position].term.utf8.count >= Self.minimumLongUnknownLength { longUnknownCount += 1 }
                    continue
                }
                let termIndex = Int(id)
                if !index.neutral[termIndex] { contentCount += 1 }
                // A word in a clause the asker rules out ("user id ingat kok, yang
                // lupa passwordnya"), or the staff the asker turns to ("can the
                // helpdesk tell me"), is weak evidence: it completes no require
                // group, takes part in no phrase and excludes nothing.
                let negated = tokens[position].discounted
                for (entry, phrase) in index.phrasesByFirstTerm[termIndex] where !negated && Self.matches(phrase, in: ids, at: position)
                    && !tokens[position..<(position + phrase.count)].contains(where: \.discounted) {
                    if !marksSpan[Int(entry)].phraseHit {
                        marksSpan[Int(entry)].phraseHit = true
                        scoreSpan[Int(entry)] += Self.phraseBonus + Double(phrase.count)
                    }
                }
                // Each term counts once; queries are short, so a scan beats a set.
                guard !ids[..<position].contains(id) else { continue }
                let factor = Self.evidenceFactor(tokens[position])
                for (entry, weight) in index.postings[termIndex] { scoreSpan[Int(entry)] += Double(weight) * factor }
                guard !negated else { continue }
                for (entry, group) in index.requirePostings[termIndex] where group < 64 {
                    marksSpan[Int(entry)].groups |= (1 << UInt64(group))
                }
                // Something already tried or made ("sudah buat email resmi
                // perusahaan") is a side detail, not the subject an exclude
                // line rules out.
                if !tokens[position].context {
                    for entry in index.excludePostings[termIndex] { marksSpan[Int(entry)].excluded = true }
                }
                for topic in index.topicPostings[termIndex] where !triggeredTopics.contains(topic) { triggeredTopics.append(topic) }
            }
        }

        // A message the asker copied from the screen names the problem: the
        // entry whose phrase it quotes (and the message states, not denies:
        // a phrase hit) takes the quote's bonus, and a word of the story
        // around it ("is the account locked?") excludes it no more.
        for entry in quotedEntries where marks[Int(entry)].phraseHit {
            marks[Int(entry)].excluded = false
            scores[Int(entry)] += Self.quotedPhraseBonus
        }

        if ids.count >= Self.longMessageWords { cappingOutOfScopeEvidence(tokens: tokens, ids: ids, scores: &scores) }

        // Rank entries.
        // The five best entries, and the five best that are not low-priority
        // (greetings, thanks): which list ranks depends on whether a real
        // question stands, known only once every entry is scored. A
        // candidate is built for those five at most, not for every entry;
        // the list of every priority is drawn only when it ranks and
        // differs (`allLeaders`), most questions rank the real ones.
        var lowPriorityOffered = false
        var questionLeaders = BestEntries(capacity: Self.candidateCount)
        // The strongest real entry that misses a required detail: when it
        // outweighs the complete winner, the question is mostly about that
        // entry's subject ("operator ... sop reset akun" without "helpdesk"),
        // and answering the weaker complete entry would be a confident guess.
        var strongestIncomplete = 0.0
        // Scores of the best complete real question (0: none) and low-priority entry.
        var strongestQuestion = 0.0
        var strongestLowPriority = 0.0
        // The model reads the tokens not discounted, from the tokens themselves.
        let learned = index.learned.probabilities(of: tokens, ids: ids)
        for entry in 0..<entryCount where (scores[entry] > 0 || learned[entry] >= LearnedBlend.candidateProbability) && !marks[entry].excluded {
            let complete = Self.isComplete(marks[entry], requireGroups: index.requireGroupCounts[entry])
            let combined = Self.combinedScore(rule: scores[entry], learned: learned[entry])
            let priority = index.priorities[entry]
            if priority != .low {
                if complete && combined >= settings.minimumScore { strongestQuestion = max(strongestQuestion, combined) }
                questionLeaders.offer(entry: entry, score: combined, complete: complete)
            } else {
                lowPriorityOffered = true
                if complete { strongestLowPriority = max(strongestLowPriority, combined) }
            }
            if !complete && priority == .normal { strongestIncomplete = max(strongestIncomplete, combined) }
        }
        // A greeting stands aside for a real question that outscores it:
        // "halo, ada orang?" stays a greeting although "orang" is a word of
        // the contact entry ("mau bicara dengan orang"). A question within
        // the ambiguity margin of it counts too: the two would only be
        // offered as a choice, and a greeting and a thanks around a real
        // question ("Selamat siang kak ... integrasi SIKaP kami gagal ...
        // Makasih ya kak") frame it rather than compete with it.
        let realQuestion = strongestQuestion > 0 && !questionsSpareLowPriority
            && (settings.lowPriorityYieldsToAnyQuestion
                || strongestQuestion >= strongestLowPriority * (1 - settings.ambiguityMargin))
        // A topic word sets greetings aside ("halo, mau tanya soal login"),
        // except in the reading of a message that only says something works
        // again (`topicsSpareLowPriority`, see `classify(_:)`).
        let yieldsToTopic = !triggeredTopics.isEmpty && !topicsSpareLowPriority
        let lowPriorityYieldedToTopic = !realQuestion && yieldsToTopic && strongestLowPriority > 0
        // A greeting set aside leaves the real questions to rank.
        // With no low-priority entry offered, both lists are the same.
        let ranked = realQuestion || yieldsToTopic || !lowPriorityOffered ? questionLeaders
            : allLeaders(scores: scores, learned: learned, marks: marks)
        var candidates: [Classification.Candidate] = []
        candidates.reserveCapacity(ranked.count)
        for slot in 0..<ranked.count {
            let entry = ranked.entries[slot]
            candidates.append(.init(entry: entry, score: ranked.scores[slot], complete: ranked.completes[slot], matched: [],
                                    ruleScore: scores[entry], learned: learned[entry]))
        }
        // Only the best candidate's words go into a reply; the others are
        // filled on demand by `matchedTerms(_:entry:)` (explanations).
        if !candidates.isEmpty { candidates[0].matched = matchedTerms(ids, tokens: tokens, entry: candidates[0].entry) }

        // The complete candidates by slot (no filtered copy of the candidates).
        // The closure captures the threshold only: one capturing `self`
        // copied the whole classifier, retaining each of its references.
        let minimumScore = settings.minimumScore
        let isComplete = { (candidate: Classification.Candidate) in candidate.complete && candidate.score >= minimumScore }
        // How the best complete entry was weighed, kept on every reply below for `--explain`.
        var check: AnswerCheck?
        if let bestSlot = candidates.firstIndex(where: isComplete) {
            let best = candidates[bestSlot]
            let secondSlot = candidates[(bestSlot + 1)...].firstIndex(where: isComplete)
            let second = secondSlot.map { candidates[$0] }
            let margin = second.map { (best.score - $0.score) / best.score } ?? 1
            let coverage = siteNamingCoverage(ids, tokens: tokens, entry: best.entry, contentCount: contentCount)
            let strength = 1 - exp(-best.score / settings.strengthScale)
            // A runner-up at half the best score or less no longer lowers confidence.
            let separation = min(1, margin / Self.fullSeparationMargin)
            if let (declined, reason) = outOfScope(best: best, candidates: candidates, ids: ids, tokens: tokens) {
                // A decline that stands only because a far stronger problem
                // entry misses a require group ("minta info user id ... bawa
                // siup, npwp, akta" without "lupa") is weaker than that
                // entry's rescue: the model's agreement makes the group
                // optional there as it does without a decline.
                if strongestIncomplete > (candidates.first(where: { $0.entry == declined })?.score ?? best.score) * Self.outweighedFactor,
                   let rescued = learnedRescue(learned, candidates: candidates, ids: ids, tokens: tokens, contentCount: contentCount,
                                               excluded: { marks[$0].excluded }, metGroups: { marks[$0].groups }) {
                    // An entry answering without one of its groups stands
                    // against the decline; the office's pages are asked as
                    // after the decline.
                    var rescued = rescued
                    if rescued.answeredIncomplete { rescued.declinedWhole = declined }
                    return rescued
                }
                var result = Classification(decision: .fallback, confidence: Self.outOfScopeConfidence,
                                            matched: matchedTerms(ids, tokens: tokens, entry: declined),
                                            candidates: candidates, tokens: tokens)
                result.outOfScope = declined
                result.declineReason = reason
                return result
            }
            // Words of what the asker already tried are side details: they
            // neither leave the winner unexplained nor name another subject.
            let subjectIDs = tokens.contains(where: { $0.context || $0.negated })
                ? zip(ids, tokens).map { $1.context || $1.negated ? -1 : $0 } : ids
            let requireCounts = index.requireGroupCounts
            let namesSubject = { (entry: Int) -> Bool in
                requireCounts[entry] == 0 || marks[entry].phraseHit || marks[entry].groups != 0
            }
            if let declined = learnedOutOfScope(learned, best: best.entry, excluded: { marks[$0].excluded }, ids: subjectIDs, ruleScores: scores,
                                                namesSubject: namesSubject) {
                var result = Classification(decision: .fallback, confidence: Self.outOfScopeConfidence,
                                            matched: matchedTerms(ids, tokens: tokens, entry: declined),
                                            candidates: candidates, tokens: tokens)
                result.outOfScope = declined
                result.declineReason = .model(probability: learned[declined])
                return result
            }
            // A greeting or thanks is made of known words; one that carries
            // content words nobody wrote ("translate thank you ke bahasa
            // jepang") asks something else, except in the reading of a
            // problem solved, where they tell what was solved.
            let conversationalWinner = index.priorities[best.entry] == .low
            let conversationalUnknown = conversationalWinner && !questionsSpareLowPriority ? longUnknownCount : 0
            // A greeting or thanks of known words with no real question
            // beside it: the words it leaves uncovered say who writes to whom
            // ("Yth. Bapak/Ibu admin LPSE ... Dengan hormat, kami dari ...
            // menyampaikan salam"), not a question it fails to answer.
            var readCoverage = conversationalWinner && strongestQuestion == 0 && conversationalUnknown == 0
                ? max(coverage, Self.conversationalCoverage) : coverage
            // A long story the rules and the model both give to one entry far
            // ahead of every other: the words it leaves unexplained are the
            // story around its question, not another question.
            let coverageOnLead = readCoverage < LearnedBlend.leadCoverage
                && leadsStory(best, candidates: candidates, learned: learned, tokens: tokens)
            if coverageOnLead { readCoverage = LearnedBlend.leadCoverage }
            let agreement = index.learned.isTrained
                ? agreement(learned[best.entry], entry: best.entry, words: ids.count) : 1
            // Part of the learned blend, tuned with it: an index scored by
            // the rules alone keeps the rules' own confidence.
            // Nor do ruled-out words ("belum ada tiket untuk dilacak. Yang
            // kami butuhkan justru cara membuat surat"): the asker said what
            // is not asked.
            let askedIDs = tokens.contains(where: \.negated) ? zip(subjectIDs, tokens).map { $1.negated ? -1 : $0 } : subjectIDs
            let unexplained = index.learned.isTrained ? Double(unexplainedSalientCount(askedIDs, entry: best.entry)) : 0
            // The model's bonus may lift the product past 1; a confidence is a share.
            let confidence = min(1, Self.answerConfidence(strength: strength, coverage: readCoverage, separation: separation,
                                                          agreement: agreement, unexplainedSalient: unexplained)
                * pow(Self.conversationalUnknownFactor, conversationalUnknown))
            let outweighed = strongestIncomplete > best.score * Self.outweighedFactor
            check = AnswerCheck(entry: best.entry, strength: strength, coverage: readCoverage, separation: separation,
                                agreement: agreement, unexplainedSalient: Int(unexplained), confidence: confidence,
                                threshold: settings.answerThreshold, outweighed: outweighed, vetoed: nil,
                                coverageOnLead: coverageOnLead)
            if let second, margin < settings.ambiguityMargin, !learnedSettles(learned, best: best.entry, second: second.entry) {
                var options = [best.entry, second.entry]
                for other in candidates[((secondSlot ?? bestSlot) + 1)...]
                where isComplete(other) && (best.score - other.score) / best.score < settings.ambiguityMargin {
                    options.append(other.entry)
                }
                let sharedTopic = index.entryTopics[best.entry]
                let topic = options.allSatisfy({ index.entryTopics[$0] == sharedTopic }) ? sharedTopic : nil
                return Classification(decision: .clarify(options: options, topic: topic), confidence: confidence,
                                      matched: best.matched, candidates: candidates, tokens: tokens,
                                      lowPriorityYieldedToTopic: lowPriorityYieldedToTopic, answerCheck: check)
            }
            if confidence >= settings.answerThreshold && !outweighed {
                let vetoed = learnedVetoes(learned, entry: best.entry)
                check?.vetoed = vetoed
                if !vetoed {
                    var answer = Classification(decision: .answer(entry: best.entry), confidence: confidence,
                                          matched: best.matched, candidates: candidates, tokens: tokens, answerCheck: check)
                    answer.answeredOnLead = coverageOnLead
                    return answer
                }
            }
        }

        if let rescued = learnedRescue(learned, candidates: candidates, ids: ids, tokens: tokens, contentCount: contentCount,
                                       excluded: { marks[$0].excluded }, metGroups: { marks[$0].groups }) {
            var rescued = rescued
            rescued.answerCheck = check
            return rescued
        }
        // Vague question about a known topic: ask which problem it is.
        if let topic = bestTopic(triggeredTopics, scores: scores, learned: learned, candidates: candidates, ids: ids,
                                 tokens: tokens, contentCount: contentCount) {
            if let declined = outOfScopeOverTopic(topic, candidates: candidates, ids: ids, excluded: { marks[$0].excluded }) {
                // Kept on a decline too: a thanks set aside by the topic word
                // of the problem it thanks for ("terima kasih atas bantuan
                // ... menyelesaikan kendala akun kami") is read again.
                var result = Classification(decision: .fallback, confidence: Self.outOfScopeConfidence,
                                            matched: matchedTerms(ids, tokens: tokens, entry: declined),
                                            candidates: candidates, tokens: tokens, lowPriorityYieldedToTopic: lowPriorityYieldedToTopic,
                                            answerCheck: check)
                result.outOfScope = declined
                result.declineReason = .overTopic
                return result
            }
            let members = index.topics[topic].members.sorted { scores[$0] > scores[$1] }
            let triggerTerms = ids.compactMap { id -> String? in
                id >= 0 && index.topicPostings[Int(id)].contains(Int32(topic)) ? index.term(id) : nil
            }
            let unexplained = unknownCount / max(contentCount, 1)
            let confidence = max(0.3, 0.7 - unexplained)
            return Classification(decision: .clarify(options: members, topic: topic), confidence: confidence,
                                  matched: Self.unique(triggerTerms), candidates: candidates, tokens: tokens,
                                  lowPriorityYieldedToTopic: lowPriorityYieldedToTopic, answerCheck: check)
        }

        let bestScore = candidates.first?.score ?? 0
        let confidence = min(0.3, 1 - exp(-bestScore / settings.strengthScale)) * 0.5
        // The words that came closest, so staff can see why nothing fitted.
        return Classification(decision: .fallback, confidence: confidence, matched: candidates.first?.matched ?? [],
                              candidates: candidates, tokens: tokens, lowPriorityYieldedToTopic: lowPriorityYieldedToTopic,
                              answerCheck: check)
    }

    /// The query words that give weight to `entry` (for explanations).
    public func matchedTerms(_ classification: Classification, entry: Int) -> [String] {
        matchedTerms(classification.tokens.map { index.termID($0.term) ?? -1 }, tokens: classification.tokens, entry: entry)
    }

    func matchedTerms(_ ids: [Int32], tokens: [NormalizedToken], entry: Int) -> [String] {
        var out: [String] = []
        out.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() where id >= 0 {
            // Equal known terms have equal ids: a term met before is
            // found among the earlier ids, not compared as a string.
            if !ids[..<position].contains(id), index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) {
                out.append(tokens[position].term)
            }
        }
        return out
    }

    static func matches(_ phrase: [Int32], in ids: [Int32], at position: Int) -> Bool {
        guard position + phrase.count <= ids.count else { return false }
        for offset in 1..<max(phrase.count, 1) where ids[position + offset] != phrase[offset] { return false }
        return true
    }

    static func unique(_ words: [String]) -> [String] {
        var out: [String] = []
        for word in words where !out.contains(word) { out.append(word) }
        return out
    }

    /// Least coverage a greeting or thanks of known words is read with when
    /// no real question is complete beside it. Chosen on the tuning sets:
    /// +5 lines (formal openings), none lost. Without the known-words
    /// condition 0.7 to 0.9 gained up to 7 more, with unknown company and
    /// town names, but answered "contoh kalimat thank you untuk customer",
    /// and 1.0 also read "skor bola tadi malam" as a greeting.
    static let conversationalCoverage = 0.9
    static let phraseBonus = 3.0
    /// Added to a phrase the message quotes, as much again as the phrase's own bonus.
    static let quotedPhraseBonus = 3.0
    /// Confidence reported with an out-of-scope fallback (below any answer).
    static let outOfScopeConfidence = 0.2
    /// How much a word unknown to the whole knowledge base counts as content.
    static let unknownWordShare = 0.5
    static let minimumLongUnknownLength = 5
    /// A word at least this long written by at most `rareWordEntries`
    /// entries names something specific (topic clarify).
    static let rareWordLength = 6
    static let rareWordEntries = 2
    /// Confidence factor per long unknown word when a conversational (low-priority) entry wins.
    static let conversationalUnknownFactor = 0.8
    /// Relative gap to the runner-up from which the gap no longer lowers confidence.
    static let fullSeparationMargin = 0.5
    /// A word weighed at least this much by an entry outside a topic pulls a
    /// vague question away from that topic.
    static let foreignWeight = 2.0
    /// Share of the winner's evidence an out-of-scope entry must also weigh
    /// for a word it weighs (not requires) to decline the question.
    static let foreignEvidenceShare = 0.5
    static let correctedFactor = 0.8

    /// How much of its weight a word gives: less when read as a typo
    /// correction, ruled out or addressed (`discounted`), or a side detail
    /// of what was tried (`context`).
    @inline(__always)
    static func evidenceFactor(_ token: NormalizedToken) -> Double {
        (token.corrected ? correctedFactor : 1) * (token.discounted ? negatedFactor : 1) * (token.context ? contextFactor : 1)
    }
    /// Weight of a word in a ruled-out clause.
    static let negatedFactor = 0.25
    /// Weight of a word in a clause reporting what the asker already tried
    /// ("udh cek spam jg kosong" beside "notif gk pernah masuk"): a side
    /// detail still names the ground, but less than the problem stated.
    static let contextFactor = 0.5
    /// An incomplete entry scoring more than this times the complete winner
    /// blocks a direct answer (clarify or fallback instead).
    static let outweighedFactor = 1.5
}

#if canImport(Glibc)
import Glibc
#endif
