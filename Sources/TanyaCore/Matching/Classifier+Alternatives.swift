extension Classifier {
    /// A clarify offering both problems of a message that names two as
    /// alternatives ("lupa password atau user id ya"; "email lpse masuk spam
    /// atau alamatnya sudah tidak aktif"; "entah ketahan filter entah
    /// alamatnya mati"), when the whole reading answered
    /// one of them: the asker does not know which it is, and answering one
    /// would be a confident guess. The message is read twice more, once
    /// without the words after the choice word and once without the words
    /// before it (one or two words each side: the alternatives are short,
    /// and the rest of the message is what they share, "lupa" above). Two
    /// readings that answer two different normal entries, one of them the
    /// whole reading's answer, make the clarify. Nil otherwise: the two
    /// alternatives lead to one answer ("Maaf User ID atau Password anda
    /// salah" is one error message; "firefox atau chrome" one browser
    /// question), or one of them reads as nothing answerable.
    /// `words`: `Tokenizer.tokenize(text)`, when the caller has them.
    /// `mentionsChoiceWord`: the choice flag of
    /// `Coordination.mentionsAlsoAndChoiceWords(words)`, when the caller
    /// looked already; without it the raw text is scanned for a maybe.
    func alternativesChoice(_ text: String, whole: Classification, answered: Int, words typed: [String]? = nil,
                            mentionsChoiceWord: Bool? = nil) -> Classification? {
        // A denied part ("saya tidak lupa kata sandi, tapi tetap dibilang
        // User ID atau Password salah") already says which it is not.
        guard mentionsChoiceWord ?? Coordination.mayMentionChoiceWord(text),
              !whole.tokens.contains(where: { $0.negated || $0.context }) else { return nil }
        let words = typed ?? Tokenizer.tokenize(text)
        let positions = Coordination.choicePositions(words)
        // Several choice words make a list or a pasted text, not one choice.
        guard positions.count == 1, let position = positions.first,
              position > 0, position + 1 < words.count else { return nil }
        // The four length pairs share two texts per side ((1, 1) and (1, 2)
        // leave out the same left word): each text is read once, its answer
        // kept by the length it leaves out (`.some(nil)`: read, no normal answer).
        var withoutRightAnswers: [Int??] = [nil, nil, nil]
        var withoutLeftAnswers: [Int??] = [nil, nil, nil]
        func answer(_ read: inout Int??, leavingOut range: Range<Int>) -> Int? {
            if let known = read { return known }
            let found = normalAnswer(TextNormalizer.joinedWithSpaces(words, leavingOut: range))
            read = .some(found)
            return found
        }
        for (leftLength, rightLength) in Self.alternativeLengths {
            guard position - leftLength >= 0, position + rightLength < words.count,
                  let first = answer(&withoutRightAnswers[rightLength], leavingOut: (position + 1)..<(position + 1 + rightLength)),
                  let second = answer(&withoutLeftAnswers[leftLength], leavingOut: (position - leftLength)..<position),
                  first != second, first == answered || second == answered
            else { continue }
            let options = [answered, first == answered ? second : first]
            let topic = index.entryTopics[options[0]] == index.entryTopics[options[1]] ? index.entryTopics[options[0]] : nil
            return Classification(decision: .clarify(options: options, topic: topic),
                                  confidence: min(whole.confidence, Self.listedProblemsConfidence),
                                  matched: whole.matched, candidates: whole.candidates, tokens: whole.tokens)
        }
        return nil
    }

    /// Words taken as each alternative (left, right), shortest first.
    static let alternativeLengths: [(Int, Int)] = [(1, 1), (1, 2), (2, 1), (2, 2)]

    /// The normal entry a reading of `text` answers, or nil.
    private func normalAnswer(_ text: String) -> Int? {
        guard case let .answer(entry) = classify(tokens: index.normalizer.normalize(text)).decision,
              index.priorities[entry] == .normal else { return nil }
        return entry
    }
}
