extension Classifier {
    /// The out-of-scope entry the learned model prefers to the winner, when
    /// it is sure enough, or clearly ahead while the winner leaves a query
    /// word unexplained: the question shares words with an answerable entry
    /// but reads like the topics the knowledge base declines.
    func learnedOutOfScope(_ learned: [Double], best: Int, excluded: (Int) -> Bool, ids: [Int32], ruleScores: [Double],
                           namesSubject: (Int) -> Bool = { _ in true }) -> Int? {
        guard let top = Self.argmax(learned), top != best, !excluded(top),
              index.priorities[top] == .outofscope else { return nil }
        // A long story is made of the everyday words the declined topics'
        // examples are written in too ("kantor pindah gedung ... tender
        // minggu depan"): the model's lean alone does not decline a question
        // the rules read firmly when it names none of the subjects the
        // topic declines (its `require` words).
        if !namesSubject(top), ruleScores[best] >= LearnedBlend.dominantRuleScore,
           Double(unexplainedKnownCount(ids, entry: best)) <= LearnedBlend.storyUnexplainedShare * Double(knownContentCount(ids)) {
            return nil
        }
        // Nor does it decline a greeting or thanks the rules read at
        // `courtesyRuleScore` or more and at least `storyRuleDominance` times
        // as strongly as the declined topic, when it names none of that
        // topic's subjects: the catch-all entry's examples are stories about
        // every declined topic, so the model reads any long story as one (a
        // thanks that tells how the bid went in), and the personal-account
        // entry's examples are full of "perusahaan", "layanan", "akun" (a
        // letter's "Salam hormat dari pengurus PT ... untuk tim layanan
        // LPSE"). A problem entry keeps the stricter test above: there the
        // other words may well ask something else.
        if index.priorities[best] == .low, !namesSubject(top),
           ruleScores[best] >= LearnedBlend.courtesyRuleScore,
           ruleScores[best] >= LearnedBlend.storyRuleDominance * ruleScores[top] {
            return nil
        }
        if learned[top] >= LearnedBlend.outOfScopeProbability { return top }
        // Less sure, the model still outweighs the winner clearly while the
        // winner leaves a word of the question unexplained ("pesan lama di
        // inbox lpse bisa dihapus": nothing in the inbox entry says
        // "hapus"): the rules matched the object, the model the question.
        // A winner that explains every word keeps its answer, whatever the
        // model thinks ("pengalaman di sikap tidak terbawa"), and so does
        // one the rules read far more strongly than the declined topic
        // while explaining nearly every word (`ruleDominance`).
        guard learned[top] >= LearnedBlend.outOfScopeLeadProbability,
              learned[top] >= LearnedBlend.outOfScopeLeadFactor * learned[best],
              index.exampleCounts[best] >= LearnedBlend.vetoExamples else { return nil }
        let unexplained = unexplainedKnownCount(ids, entry: best)
        guard unexplained > 0, !rulesDominate(ruleScores[best], over: ruleScores[top], unexplained: unexplained),
              !rulesDominateStory(ids, best: ruleScores[best], over: ruleScores[top], unexplained: unexplained),
              namesSubject(top) || !rulesLeadStoryTheModelAllows(ids, best: ruleScores[best], over: ruleScores[top],
                                                                 winnerProbability: learned[best], unexplained: unexplained)
        else { return nil }
        return top
    }

    /// Rules that read the winner far more strongly than the declined topic
    /// outweigh a model that is not sure: "laporan ke instansi pusat belum
    /// ada balasan, bisa dipantau dari mana" matches the tracking entry word
    /// for word, and the one word it lacks ("instansi") is no subject of
    /// its own. A winner that leaves more words unexplained ("jam di server
    /// spse gk sinkron sama jam hp") matched one word, not the question.
    func rulesDominate(_ winner: Double, over declined: Double, unexplained: Int) -> Bool {
        winner >= LearnedBlend.dominantRuleScore && winner >= LearnedBlend.ruleDominance * declined
            && unexplained <= LearnedBlend.dominantUnexplained
    }

    /// The same for a long message (`longMessageWords`): a story leaves
    /// more words unexplained than any short question ("abis isi akun trus
    /// klik masuk malah muncul kotak peringatan kesalahan skrip di browser
    /// ..."), so the rules dominate when the winner scores
    /// `dominantRuleScore`, `storyRuleDominance` times the declined topic,
    /// and explains at least half of the message's known words.
    func rulesDominateStory(_ ids: [Int32], best winner: Double, over declined: Double, unexplained: Int) -> Bool {
        ids.count >= Self.longMessageWords && winner >= LearnedBlend.dominantRuleScore
            && winner >= LearnedBlend.storyRuleDominance * declined
            && Double(unexplained) <= LearnedBlend.storyDominantUnexplainedShare * Double(knownContentCount(ids))
    }

    /// A long message whose winner the model does not dismiss: it gives
    /// the winner `storyWinnerProbability` or more, the rules read the
    /// winner `storyRuleDominance` times the declined topic, and the winner
    /// explains a quarter of the message's known words or more. A story
    /// spreads the model over the everyday words the declined topics'
    /// examples are written in, so its lean is weak evidence there; a
    /// winner the model gives almost nothing (under 0.1) was a lookalike
    /// of the rules in every such case on the tuning sets. Asked only when
    /// the message names none of the declined topic's subjects (its
    /// `require` words): "... apakah pendaftaran penyedia dipungut biaya?"
    /// asks the registration topic Tanya declines, whatever the rules say.
    func rulesLeadStoryTheModelAllows(_ ids: [Int32], best winner: Double, over declined: Double, winnerProbability: Double,
                                      unexplained: Int) -> Bool {
        ids.count >= Self.longMessageWords && winnerProbability >= LearnedBlend.storyWinnerProbability
            && winner >= LearnedBlend.storyRuleDominance * declined
            && Double(unexplained) <= LearnedBlend.storyAllowedUnexplainedShare * Double(knownContentCount(ids))
    }

    /// The factor the model's probability for the rules' winner puts on
    /// the rules' confidence: from `agreementFloor` (the model gives it
    /// nothing) to 1 (the model is sure of it). In a message of
    /// `agreementBonusWords` or more about a normal entry, a model past
    /// `agreementBonusFrom` raises it further, up to 1 + `agreementBonus`:
    /// the rules' confidence falls with the share of the message the winner
    /// leaves uncovered, and a story of greetings, names and places leaves
    /// much uncovered although it tells the winner's problem. The model,
    /// trained on whole examples of that voice, reads the story as a whole.
    /// A short message keeps the plain factor: there a sure model on few
    /// words says which examples use them ("skor bola tadi malam" is close
    /// to a greeting's "selamat malam"), not which problem is meant.
    func agreement(_ probability: Double, entry: Int, words: Int) -> Double {
        let plain = LearnedBlend.agreementFloor + (1 - LearnedBlend.agreementFloor) * probability
        guard words >= LearnedBlend.agreementBonusWords, index.priorities[entry] == .normal,
              probability > LearnedBlend.agreementBonusFrom else { return plain }
        return plain + LearnedBlend.agreementBonus
            * (probability - LearnedBlend.agreementBonusFrom) / (1 - LearnedBlend.agreementBonusFrom)
    }

    /// Distinct known, non-neutral query words.
    func knownContentCount(_ ids: [Int32]) -> Int {
        var seen = Set<Int32>()
        for id in ids where id >= 0 && !index.neutral[Int(id)] { seen.insert(id) }
        return seen.count
    }

    /// Known, non-neutral query words `entry` gives no weight to.
    func unexplainedKnownCount(_ ids: [Int32], entry: Int) -> Int {
        var count = 0
        for (position, id) in ids.enumerated() where id >= 0 && !index.neutral[Int(id)] {
            guard !ids[..<position].contains(id) else { continue }
            if !index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) { count += 1 }
        }
        return count
    }

    /// A normal entry the learned model is sure of when the rules found no
    /// answer (wording they never saw), never against an `exclude`.
    func learnedAnswer(_ learned: [Double], excluded: (Int) -> Bool) -> Int? {
        guard let top = Self.argmax(learned), !excluded(top), index.priorities[top] == .normal,
              learned[top] >= LearnedBlend.rescueProbability, index.exampleCounts[top] >= LearnedBlend.rescueExamples else { return nil }
        return top
    }

    /// The entry the rules and the model agree on while it misses one of
    /// its `require` groups: its rule score leads every other candidate by
    /// `agreedLeadFactor`, the model gives it `agreedProbability`, and it
    /// has the examples to have been learned ("udah dapet nomor tiket tp
    /// statusnya gk berubah": the ticket entry scores three times anything
    /// else and the model is sure, but no word of its request group is
    /// there). Only a normal entry; the caller checks that it explains
    /// every known word of the query.
    func agreedIncomplete(_ candidates: [Classification.Candidate]) -> Int? {
        guard let top = candidates.max(by: { $0.ruleScore < $1.ruleScore }), !top.complete,
              index.priorities[top.entry] == .normal, top.learned >= LearnedBlend.agreedProbability,
              index.exampleCounts[top.entry] >= LearnedBlend.rescueExamples else { return nil }
        for other in candidates where other.entry != top.entry && other.ruleScore * LearnedBlend.agreedLeadFactor > top.ruleScore {
            return nil
        }
        return top.entry
    }

    /// Whether the model, trained on enough of the entry's examples to
    /// know its wording, finds the rules' winner too unlikely to answer
    /// directly. An entry with a handful of examples (a greeting, a
    /// document item) is one the model barely learned: its low
    /// probability there is no evidence against the rules. Nor is a
    /// greeting or thanks (a low-priority entry): its words open and close
    /// the examples of every other entry ("selamat siang, ..."), so the
    /// model spreads them thin.
    func learnedVetoes(_ learned: [Double], entry: Int) -> Bool {
        index.learned.isTrained && index.priorities[entry] != .low && learned[entry] < LearnedBlend.minimumAgreement
            && index.exampleCounts[entry] >= LearnedBlend.vetoExamples
    }

    /// Whether the model settles a close call of the rules: it is fairly
    /// sure of the leader and doubts the runner-up ("email lama lupa
    /// passwordnya, mau ganti email akun lpse": the forgotten password is
    /// the old mailbox's, the question is changing the address). The rules
    /// weigh the shared words alike; the examples say which problem reads
    /// this way.
    func learnedSettles(_ learned: [Double], best: Int, second: Int) -> Bool {
        index.learned.isTrained && learned[best] >= LearnedBlend.settlingProbability
            && learned[second] <= LearnedBlend.doubtedProbability
    }

    static func argmax(_ values: [Double]) -> Int? {
        var best: Int?
        for index in values.indices where best.map({ values[index] > values[$0] }) ?? true { best = index }
        return best
    }

    /// The query's known, non-neutral words that `entry` gives no weight to.
    public func unexplainedTerms(_ classification: Classification, entry: Int) -> [String] {
        var out: [String] = []
        for token in classification.tokens {
            guard let id = index.termID(token.term), !index.neutral[Int(id)] else { continue }
            if !index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) && !out.contains(token.term) {
                out.append(token.term)
            }
        }
        return out
    }
}

/// How the learned model's probabilities enter the decision, chosen on the
/// labelled, unseen, holdout, tune and tune-neighbours sets (never on
/// unseen-3 or neighbours).
enum LearnedBlend {
    /// An entry the rules do not score still becomes a candidate from this probability.
    static let candidateProbability = 0.05
    /// Points of combined score a probability of 1 is worth (rule scores run 1.5-20).
    static let learnedScale = 3.0
    /// Confidence is scaled by floor + (1 - floor) x probability of the
    /// winner, and more in a long message (`agreement(_:entry:words:)`).
    static let agreementFloor = 0.9
    /// Most the model's agreement adds to a long message's confidence
    /// (`agreement(_:entry:words:)`), from this probability, from this many
    /// words. Chosen on the tuning sets: 0.2 / 0.3 / 12 answered 14 more
    /// curated lines right and none wrong; from 0.2 or at 0.25 lines were
    /// lost, from 0.4 or 16 words fewer were gained.
    static let agreementBonus = 0.2
    static let agreementBonusFrom = 0.3
    static let agreementBonusWords = 12
    /// Below this probability the model vetoes a direct answer by the rules.
    static let minimumAgreement = 0.15
    /// ... when the winner has at least this many examples.
    static let vetoExamples = 10
    /// An out-of-scope entry this probable turns an answer into a fallback.
    static let outOfScopeProbability = 0.8
    /// An out-of-scope entry at least this probable, and `outOfScopeLeadFactor`
    /// times the winner's probability, declines when the winner leaves a
    /// query word unexplained.
    static let outOfScopeLeadProbability = 0.3
    static let outOfScopeLeadFactor = 1.5
    /// The share of a message's known words a firmly read winner may leave
    /// unexplained and still stand against the model's lean towards a
    /// declined topic the message names no subject of: a long story
    /// explains about two thirds of itself with its question ("kantor
    /// pindah gedung ... user id akun LPSE tidak ada yang tahu"), a short
    /// question that matched one word ("jam di server gk sinkron sama jam
    /// hp, telat 5 menit") much less.
    static let storyUnexplainedShare = 0.4
    /// A winner with this many times the out-of-scope entry's rule score,
    /// and at least `dominantRuleScore`, keeps its answer against the
    /// model's lead.
    static let ruleDominance = 2.5
    static let dominantRuleScore = 8.0
    /// ... and leaves at most this many known words of the query unexplained.
    static let dominantUnexplained = 2
    /// In a long message: the winner's lead over the declined topic and the
    /// share of known words it may leave unexplained (`rulesDominateStory`;
    /// on the tuning sets 2.0 / 0.5 answered four more right and none
    /// wrong; 1.5 or 0.6 lost lines).
    static let storyRuleDominance = 2.0
    /// Least rule score of a greeting or thanks the model's lean does not
    /// decline (`learnedOutOfScope`). Stop 85 asked 8 and 16 words of a
    /// thanks story; once company names are left out whole, short formal
    /// greetings and thanks lost the name's words that had diluted the
    /// model's lean, and 4 at any length kept them (one tuning line more,
    /// none lost).
    static let courtesyRuleScore = 4.0
    static let storyDominantUnexplainedShare = 0.5
    /// The same when the model gives the winner at least
    /// `storyWinnerProbability` (`rulesLeadStoryTheModelAllows`).
    static let storyWinnerProbability = 0.1
    static let storyAllowedUnexplainedShare = 0.75
    /// The model alone answers when the rules did not and it is this sure.
    static let rescueProbability = 0.95
    /// ... for an entry with at least this many examples.
    static let rescueExamples = 15
    static let rescueConfidence = 0.8
    /// An entry missing a require group answers when the model gives it
    /// this and its rule score is this many times every other candidate's
    /// (`agreedIncomplete`; on the tuning sets 0.8 and 1.5 answered five
    /// questions right and none wrong, 0.7 two wrong).
    static let agreedProbability = 0.8
    static let agreedLeadFactor = 1.5
    /// An entry missing a require group also answers when its rule score
    /// is at least this, `dominantLeadFactor` times every other candidate's,
    /// and the model gives it at least `dominantIncompleteProbability`
    /// (`dominantIncomplete`), with a confidence of the answer threshold
    /// plus `dominantIncompleteMargin`: an answer without one of the
    /// entry's groups needs more than the rules' own bar (on the tuning
    /// sets the margin kept 56 right answers of 62 and dropped the wrong
    /// ones under 0.6; a story whose last sentence is a plain upload
    /// failure reached 0.58 for the APENDO user-ID entry). A rule score of 7
    /// answered four tuning paraphrases more, but let a reading of that
    /// story's parts (7.5) through at 0.60.
    static let dominantIncompleteMargin = 0.1
    static let dominantIncompleteScore = 8.0
    static let dominantIncompleteProbability = 0.1
    static let dominantIncompleteWords = 10
    static let dominantLeadFactor = 1.3
    /// A complete normal entry with a rule score of `leadScore` or more,
    /// `leadFactor` times every other candidate's, to which the model gives
    /// at least `leadProbability`, in a reading of `leadWords` words or
    /// more, reads its coverage as at least `leadCoverage` (`leadsStory`).
    /// Chosen on the tuning sets (25 more right, none wrong): a lead of 1.3
    /// or a probability of 0.1 answered two or three lines wrong, 0.5 kept
    /// few of the stories; a short message that names one more subject
    /// ("akun sikap saya lupa password": another system's account) is
    /// about that subject.
    static let leadScore = 6.0
    static let leadFactor = 1.5
    static let leadProbability = 0.2
    static let leadWords = 8
    static let leadCoverage = 0.7
    /// Terms that mark a `require` group as the failure a problem entry answers.
    static let failureTerms = ["gagal", "tidak", "error"]
    /// A close call of the rules is answered when the model gives the leader
    /// at least this and the runner-up at most `doubtedProbability`.
    static let settlingProbability = 0.6
    static let doubtedProbability = 0.15
    /// A word weighed at least this much by some entry is salient.
    static let salientWeight: Float = 3.0
    /// Confidence factor per salient word the winner does not explain.
    static let unexplainedFactor = 0.85
}

extension Classifier {
    /// Points of combined score a learned probability of 1 is worth.
    public static var learnedScale: Double { LearnedBlend.learnedScale }

    /// The score an entry ranks by: its rule score plus the learned
    /// probability, squared so an unsure model (0.3-0.5) adds little and a
    /// sure one (0.9+) nearly the whole scale.
    public static func combinedScore(rule: Double, learned: Double) -> Double {
        rule + LearnedBlend.learnedScale * learned * learned
    }
}

extension Classifier {
    /// Answerability: known, non-neutral query words that `entry` gives no
    /// weight to while another real or out-of-scope entry weighs them
    /// strongly; each says the question may ask about something else.
    func unexplainedSalientCount(_ ids: [Int32], entry: Int) -> Int {
        var count = 0
        for (position, id) in ids.enumerated() where id >= 0 && !index.neutral[Int(id)] {
            guard !ids[..<position].contains(id) else { continue }
            let postings = index.postings[Int(id)]
            if postings.contains(where: { Int($0.entry) == entry }) { continue }
            let salient = postings.contains { posting in
                posting.weight >= LearnedBlend.salientWeight && index.priorities[Int(posting.entry)] != .low
            }
            if salient { count += 1 }
        }
        return count
    }

    /// An answer the model gives where the rules' path found none: the
    /// model's own sure reading (`learnedAnswer`), or the entry the rules
    /// rank far first while it misses a require group (`agreedIncomplete`).
    /// A rescue honours the answer threshold like any answer (a stricter
    /// deployment setting must hold for it too), and needs a question of
    /// two words or more: on one word ("lkpp", "user id bermasalah") the
    /// model's probability says which entry's examples use that word
    /// most, not which problem is meant. The entry must also know every
    /// known word of the question: a word only another entry weighs
    /// ("dibatalkan" beside "paket ppk") may be what is asked, and the
    /// model's sureness there says only that the rest looks familiar.
    /// Last, in a long message, the entry the rules read far ahead of every
    /// other while it misses a group (`dominantIncomplete`), with the rules'
    /// own confidence: a story tells the missing group's word another way,
    /// and leaves words unexplained that the model's rescue must not.
    func learnedRescue(_ learned: [Double], candidates: [Classification.Candidate], ids: [Int32], tokens: [NormalizedToken],
                       contentCount: Double, excluded: (Int) -> Bool, metGroups: (Int) -> UInt64) -> Classification? {
        guard contentCount >= 2 else { return nil }
        let answer = { (entry: Int) -> Classification? in
            let confidence = learned[entry] * LearnedBlend.rescueConfidence
            guard confidence >= self.settings.answerThreshold, self.unexplainedKnownCount(ids, entry: entry) == 0 else { return nil }
            return Classification(decision: .answer(entry: entry), confidence: confidence,
                                  matched: self.matchedTerms(ids, tokens: tokens, entry: entry), candidates: candidates, tokens: tokens)
        }
        // The agreed entry is looked for only when the model's own reading does not answer.
        if let entry = learnedAnswer(learned, excluded: excluded), let rescued = answer(entry) { return rescued }
        if let rescued = agreedIncomplete(candidates).flatMap(answer) { return rescued }
        return dominantIncomplete(candidates, words: ids.count, excluded: excluded, metGroups: metGroups).flatMap { entry in
            dominantAnswer(entry, candidates: candidates, learned: learned, ids: ids, tokens: tokens, contentCount: contentCount)
        }
    }
}
