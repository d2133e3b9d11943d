import Glibc

/// Answers by an entry that misses one of its `require` groups while the
/// rules read it far ahead of every other: the group's word was written
/// another way in a long message.
extension Classifier {
    /// The entry the rules read far more strongly than any other while it
    /// misses one of its `require` groups, where the model does not
    /// dismiss it: a rule score of `dominantIncompleteScore`, `dominantLeadFactor`
    /// times every other candidate's, and a probability of
    /// `dominantIncompleteProbability`. A paraphrase names the problem in
    /// its own words ("suratnya dipantulkan balik" for a dead mailbox
    /// without the word "email"; "pejabat yg pegang paket" for the PPK):
    /// the group's word is missing, the rest of the entry's wording is
    /// there. Only in a message of `dominantIncompleteWords` or more: a
    /// short one that lacks the group's word asks about something else
    /// ("cara blokir spam dari luar negeri" is no LPSE mail in the spam
    /// folder), where a long one tells the same thing in its own words.
    /// Only a normal entry with the examples to have been learned,
    /// and never one whose missing group is its failure words ("gagal",
    /// "tidak", ...): a message that states no failure asks something else
    /// about the same things ("versi APENDO mana untuk enkripsi penawaran"
    /// is no APENDO error).
    func dominantIncomplete(_ candidates: [Classification.Candidate], words: Int, excluded: (Int) -> Bool,
                            metGroups: (Int) -> UInt64) -> Int? {
        guard words >= LearnedBlend.dominantIncompleteWords,
              let top = candidates.max(by: { $0.ruleScore < $1.ruleScore }), !top.complete, !excluded(top.entry),
              index.priorities[top.entry] == .normal, top.ruleScore >= LearnedBlend.dominantIncompleteScore,
              top.learned >= LearnedBlend.dominantIncompleteProbability,
              index.exampleCounts[top.entry] >= LearnedBlend.rescueExamples,
              !missesFailureGroup(top.entry, met: metGroups(top.entry)) else { return nil }
        for other in candidates where other.entry != top.entry && other.ruleScore * LearnedBlend.dominantLeadFactor > top.ruleScore {
            return nil
        }
        // The model reading the message as a topic Tanya declines ("cara
        // membuat paket tender baru" beside the package-transfer entry that
        // lacks its PPK) is no paraphrase of the entry's missing word.
        for other in candidates where index.priorities[other.entry] == .outofscope
            && other.learned >= LearnedBlend.outOfScopeProbability {
            return nil
        }
        return top.entry
    }

    /// Whether one of the entry's unmet `require` groups holds a failure
    /// word (`failureTerms`): the group that says what went wrong.
    func missesFailureGroup(_ entry: Int, met: UInt64) -> Bool {
        let failures = LearnedBlend.failureTerms.compactMap { index.termID($0) }
        for (group, terms) in index.entries[entry].requireGroups.enumerated()
        where group < 64 && met & (1 << UInt64(group)) == 0 && terms.contains(where: failures.contains) {
            return true
        }
        return false
    }

    /// The answer of a dominant incomplete entry, with the confidence the
    /// rules' path would give it (strength, coverage, separation from the
    /// runner-up, the model's agreement, unexplained salient words): it
    /// answers only when that reaches the threshold plus `dominantIncompleteMargin`.
    func dominantAnswer(_ entry: Int, candidates: [Classification.Candidate], learned: [Double], ids: [Int32],
                        tokens: [NormalizedToken], contentCount: Double) -> Classification? {
        guard let best = candidates.first(where: { $0.entry == entry }) else { return nil }
        let runnerUp = candidates.filter { $0.entry != entry }.map(\.ruleScore).max() ?? 0
        let margin = best.ruleScore > 0 ? (best.ruleScore - runnerUp) / best.ruleScore : 0
        let strength = 1 - exp(-best.score / settings.strengthScale)
        let coverage = self.coverage(ids, entry: entry, contentCount: contentCount)
        let separation = min(1, margin / Self.fullSeparationMargin)
        let unexplained = Double(unexplainedSalientCount(ids, entry: entry))
        let confidence = min(1, Self.answerConfidence(strength: strength, coverage: coverage, separation: separation,
                                                      agreement: agreement(learned[entry], entry: entry, words: ids.count),
                                                      unexplainedSalient: unexplained))
        guard confidence >= settings.answerThreshold + LearnedBlend.dominantIncompleteMargin else { return nil }
        var answer = Classification(decision: .answer(entry: entry), confidence: confidence,
                                    matched: matchedTerms(ids, tokens: tokens, entry: entry), candidates: candidates, tokens: tokens)
        answer.answeredIncomplete = true
        return answer
    }
}
