extension Classifier {
    /// The out-of-scope entry that makes this question one to decline: it
    /// wins, it is too close to call against the winner, or it weighs a word
    /// of the question that the winner does not know ("nomor telepon kantor
    /// pajak"). Nil when the question is in scope.
    ///
    /// An out-of-scope entry whose rules hold but whose score stays under
    /// the minimum still declines on a word only it requires: the question
    /// names another system ("integrasi data dapodik gagal") and the in-scope
    /// winner's score comes from the rest of the sentence, not its subject.
    func outOfScope(best: Classification.Candidate, candidates: [Classification.Candidate], ids: [Int32],
                    tokens: [NormalizedToken]) -> Int? {
        for candidate in candidates where candidate.complete && index.priorities[candidate.entry] == .outofscope {
            let scored = candidate.score >= settings.minimumScore
            if scored && (best.score - candidate.score) / best.score < settings.ambiguityMargin { return candidate.entry }
            var namesSpecific = false
            var namesWeighted = false
            for position in ids.indices {
                let id = ids[position]
                // A word read as a typo correction is a guess ("ttp" -> http):
                // too weak to say the question is about another subject.
                // A word of what the asker already tried ("ganti wifi ke
                // hotspot") is a side detail, not the subject either.
                guard id >= 0, !tokens[position].corrected, !tokens[position].context else { continue }
                let postings = index.postings[Int(id)]
                guard !postings.contains(where: { Int($0.entry) == best.entry }) else { continue }
                // A word the out-of-scope entry requires and no answerable
                // entry writes ("pln", "eproc") names one of the topics it
                // declines, whatever weight its examples gave it; a word
                // answerable entries write too ("izin", "milik") does not.
                // Below the minimum score the word must also have one reading
                // only: a word that opens a lexicon phrase is a word of
                // everyday speech as well (Javanese "ora", not the Oracle
                // error prefix, in "ora karo mesin").
                if index.requirePostings[Int(id)].contains(where: { Int($0.entry) == candidate.entry })
                    && !postings.contains(where: { index.priorities[Int($0.entry)] == .normal })
                    && (scored || !index.normalizer.lexicon.opensPhrase(tokens[position].surface)) {
                    namesSpecific = true
                } else if postings.contains(where: { Int($0.entry) == candidate.entry && Double($0.weight) >= Self.foreignWeight }) {
                    namesWeighted = true
                }
            }
            if namesSpecific { return candidate.entry }
            // A word the entry merely weighs ("pembuktian") may be
            // a side detail of a question about something else ("undangan
            // pembuktian masuk spam"): it declines only when the entry also
            // weighs most of what made the winner win.
            if scored && namesWeighted && sharedEvidence(ids, of: best.entry, with: candidate.entry) >= Self.foreignEvidenceShare {
                return candidate.entry
            }
        }
        return nil
    }
}
