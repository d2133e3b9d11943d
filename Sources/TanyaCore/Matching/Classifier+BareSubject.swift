/// A message that only names a subject ("masalah email perusahaan", "soal
/// email yang didaftarkan itu gimana") is asked which problem it means.
extension Classifier {
    /// Words that introduce a subject without saying what about it is asked
    /// or wrong ("masalah email", "soal akun", "perihal ppk").
    static let subjectIntroducers: WordSet = [
        "masalah", "soal", "kendala", "perihal", "mengenai", "terkait", "urusan", "problem", "issue",
    ]
    /// Most content words a bare subject has: a longer message says more
    /// than its subject.
    static let bareSubjectLongest = 3
    /// An answer at or above this confidence stands: the subject words are
    /// then the entry's own question ("soal reset password helpdesk" is
    /// answered at 0.96), not a subject shared with its neighbours ("masalah
    /// email perusahaan", 0.70).
    static let bareSubjectSteadyConfidence = 0.75

    /// A topic clarify instead of `answered` when the message introduces a
    /// subject, names no problem ("lupa", "gagal", "tidak": `ClauseScope.problemTerms`),
    /// is answered below `bareSubjectSteadyConfidence`, and every content word of it is shared by two or more entries
    /// of a topic it triggers, `answered` among them: it names what the
    /// problem is about ("email perusahaan"), not which problem it is. The
    /// entry that shares those words most ("email resmi perusahaan") would
    /// be a confident guess. A word only one of them weighs ("ganti",
    /// "helpdesk") says which problem is meant and keeps the answer.
    func bareSubjectQuestion(_ text: String, whole: Classification, answered: Int) -> Classification? {
        // The short message test first: tokenizing the text again is
        // left to the few answers it leaves.
        guard whole.confidence < Self.bareSubjectSteadyConfidence,
              whole.tokens.count <= Self.bareSubjectLongest * 2 else { return nil }
        var content: [Int32] = []
        for token in whole.tokens where !token.negated {
            guard let id = index.termID(token.term), !ClauseScope.problemTerms.contains(token.term) else { return nil }
            if content.contains(id) { continue }
            content.append(id)
        }
        guard !content.isEmpty, content.count <= Self.bareSubjectLongest,
              Tokenizer.tokenize(text).contains(where: { Self.subjectIntroducers.contains($0) }) else { return nil }
        for (topic, compiled) in index.topics.enumerated() where compiled.members.contains(answered) {
            guard content.contains(where: { index.topicPostings[Int($0)].contains(Int32(topic)) }) else { continue }
            let members = compiled.members
            let shared = content.allSatisfy { id in
                index.postings[Int(id)].reduce(0) { $0 + (members.contains(Int($1.entry)) ? 1 : 0) } >= 2
            }
            guard shared else { continue }
            let score = Dictionary(whole.candidates.map { ($0.entry, $0.score) }, uniquingKeysWith: max)
            let options = members.sorted { score[$0, default: 0] > score[$1, default: 0] }
            var result = whole
            result.decision = .clarify(options: options, topic: topic)
            result.confidence = min(whole.confidence, Self.bareSubjectConfidence)
            return result
        }
        return nil
    }
    /// The confidence of such a clarify: the topic clarify's own ceiling.
    static let bareSubjectConfidence = 0.7
}
