extension Classifier {
    /// Classifies free text. The message is read whole first; three readings
    /// of its parts follow only where the whole reading is known to fail:
    /// - a fallback whose parts each answer a different entry lists them
    ///   (`secondProblem` with no answer): "apendo gagal enkripsi, terus
    ///   login juga java script error" is declined whole, two problems apart;
    /// - a fallback is read again without the sentences that only set the
    ///   scene (`withoutSideStory`): "Pagi kak, deadline penawaran proyek
    ///   jalan lusa ... Masalahnya saya nggak ingat kata sandinya" is
    ///   declined as a tender question whole and is a forgotten password
    ///   without its first sentence (after a plain fallback a vague asking
    ///   sentence is asked back about: "Halo min, saya Siti dari CV
    ///   Barokah. Akun saya bermasalah nih.");
    /// - a decline is read again without the opening clauses that only set
    ///   the scene (`withoutSideClauses`): "Kami lagi urus perpanjangan NIB
    ///   di OSS, tapi yang mendesak: integrasi data SIKAP gagal";
    /// - an answer to a message that says "juga"/"sekalian" is checked for a
    ///   second problem (`secondProblem`): "User ID lupa, password juga
    ///   lupa" is two problems, and answering one of them would be a
    ///   confident guess;
    /// - an answer to a message offering two alternatives is checked too
    ///   (`alternativesChoice`): "lupa password atau lupa user id";
    /// - a clarify of a message that states no problem and says something
    ///   works again is read as the thanks it is (`solvedReading`);
    /// - a message declined on a word of a declined topic, where nothing
    ///   above answers, is read again sparing that word when the winner
    ///   dominates it (`sparingSideDetails`): a long account of a wrong
    ///   password that mentions the branch office the asker sat in.
    public func classify(_ text: String) -> Classification {
        classify(repaired: index.normalizer.repairingDoubledLetters(text))
    }

    /// `classify(_:)` of a message whose doubled-letter slips are undone
    /// already: the responder repairs a message once where it enters and
    /// asks the curated and the items' classifiers (several readings each)
    /// with that text. The repair is idempotent; this only saves its pass.
    func classify(repaired text: String) -> Classification {
        // Every reading below (clauses, alternatives, side stories) reads
        // the message without its company and place names, and with its
        // doubled-letter slips undone (by the caller, once: the readings of
        // its parts normalise pieces of this text).
        let text = index.normalizer.preparedText(text)
        let reading = classifyParts(text)
        // However the greeting or thanks was reached, a request beside it
        // that it does not answer keeps it from answering.
        guard case let .answer(entry) = reading.decision else { return reading }
        return requestInCourtesyFrame(text, whole: reading, answered: entry) ?? reading
    }

    /// `classify(_:)` of a text without its proper names, before a
    /// courtesy framing a request is set aside.
    private func classifyParts(_ text: String) -> Classification {
        // The names are gone: the internal reading does not look for them again.
        let words = Tokenizer.tokenize(text)
        let (tokens, cueKinds, typedAsIs) = index.normalizer.normalizeNotingCues(text, tokens: words)
        let whole = classify(tokens: tokens, quotedEntries: quotedPhraseEntries(text))
        // A decline there is read sparing the questions too: the declined
        // topic's words are what the thanks was for.
        if whole.lowPriorityYieldedToTopic,
           let reading = solvedReading(words: words, whole: whole, sparingQuestions: whole.outOfScope != nil) { return reading }
        switch whole.decision {
        case .fallback:
            // With no spelling undone the cues tell whether an "also" word
            // was typed, as for an answer below; otherwise the raw text is
            // scanned for a maybe, as before.
            let mentionsAlsoWord = typedAsIs ? ClauseScope.mentionsAlsoAndChoiceWords(kinds: cueKinds).also : nil
            if let reading = secondProblem(text, whole: whole, answered: nil, words: words, mentionsAlsoWord: mentionsAlsoWord)
                ?? withoutSideStory(text, whole: whole) {
                return reading
            }
            // Both clause readings split and normalise the same clauses: once.
            var clauseReading = ClauseReading(text, words: words)
            return withoutSideClauses(whole: whole, clauseReading: &clauseReading)
                ?? sparingSideDetails(text, whole: whole) ?? answerBesideDeclinedPart(text, whole: whole)
                ?? greetingBeforeQuestion(whole: whole, clauseReading: &clauseReading) ?? whole
        case let .answer(entry):
            // Both read the typed words at hand for their "also" and
            // choice words (a scan of the raw text cost more than the look-ups).
            // With no spelling undone the prepared words' cues tell, looked
            // up already ("ora", read as "tidak" or "oracle", is neither kind).
            let mentions = typedAsIs ? ClauseScope.mentionsAlsoAndChoiceWords(kinds: cueKinds)
                : Coordination.mentionsAlsoAndChoiceWords(words)
            return secondProblem(text, whole: whole, answered: entry, words: words, mentionsAlsoWord: mentions.also)
                ?? alternativesChoice(text, whole: whole, answered: entry, words: words, mentionsChoiceWord: mentions.choice)
                ?? bareSubjectQuestion(text, whole: whole, answered: entry) ?? whole
        case .clarify:
            return solvedReading(words: words, whole: whole, sparingQuestions: true) ?? whole
        }
    }

    /// The message read again as the thanks it may be, when it states no
    /// problem but says something works again; kept only when that reading
    /// answers a low-priority entry (the thanks or greeting). Two cases:
    /// - after a thanks or greeting outscored every question and only a
    ///   topic word set it aside (`sparingQuestions` false: read with
    ///   `topicsSpareLowPriority`): "makasih, sudah bisa masuk lagi", "oke
    ///   akhirnya bisa login, terima kasih banyak", where the topic word is
    ///   the problem solved;
    /// - after a clarify (`sparingQuestions` true: read with
    ///   `questionsSpareLowPriority` too): "akun kami kini sudah dapat
    ///   digunakan kembali ... terima kasih", where the problems it names
    ///   are the one solved, and the words nobody wrote (the company, what
    ///   was at stake) tell that story rather than ask something else. Not
    ///   in the items' index, whose low-priority entries are the curated
    ///   out-of-scope ones.
    /// `words`: the message's tokens, as `classify(_:)` has them.
    private func solvedReading(words: [String], whole: Classification, sparingQuestions: Bool) -> Classification? {
        if sparingQuestions {
            guard !questionsSpareLowPriority, !settings.lowPriorityYieldsToAnyQuestion else { return nil }
        } else {
            guard !topicsSpareLowPriority else { return nil }
        }
        guard ClauseScope.polarity(words: words, terms: whole.tokens.map(\.term)) == .fine else { return nil }
        var sparing = self
        sparing.topicsSpareLowPriority = true
        if sparingQuestions { sparing.questionsSpareLowPriority = true }
        let reading = sparing.classify(tokens: whole.tokens)
        guard case let .answer(entry) = reading.decision, index.priorities[entry] == .low else { return nil }
        return reading
    }

    /// The message read again, in full (its side story too), with
    /// `sparesSideDetails`, when an out-of-scope entry declined it and the
    /// new reading answers a normal entry. Only a message whose best
    /// answerable entry weighs `sideDetailWinnerWords` of its words is read
    /// again: no other can be spared, and most declined messages are short.
    private func sparingSideDetails(_ text: String, whole: Classification) -> Classification? {
        guard whole.outOfScope != nil, !sparesSideDetails,
              let best = whole.candidates.first(where: { $0.complete && index.priorities[$0.entry] == .normal })
        else { return nil }
        var ids: [Int32] = []
        ids.reserveCapacity(whole.tokens.count)
        for position in whole.tokens.indices { ids.append(index.termID(whole.tokens[position].term) ?? -1) }
        guard weighedWordCount(ids, entry: best.entry) >= Self.sideDetailWinnerWords else { return nil }
        var sparing = self
        sparing.sparesSideDetails = true
        let reading = sparing.classify(repaired: text)
        guard case let .answer(entry) = reading.decision, index.priorities[entry] == .normal else { return nil }
        return reading
    }

    /// Entries one of whose phrases stands in a quoted stretch of `text`
    /// (`QuotedSpans`): the error message the asker copied. Only the reading
    /// of the whole message weighs them; the readings of its parts (side
    /// story, clauses, alternatives) do not, as a quote belongs to the
    /// message it was pasted into.
    func quotedPhraseEntries(_ text: String) -> [Int32] {
        var entries: [Int32] = []
        for span in QuotedSpans.texts(in: text) {
            let ids = index.normalizer.normalize(span).map { index.termID($0.term) ?? -1 }
            for (position, id) in ids.enumerated() where id >= 0 {
                for (entry, phrase) in index.phrasesByFirstTerm[Int(id)] where Self.matches(phrase, in: ids, at: position) && !entries.contains(entry) {
                    entries.append(entry)
                }
            }
        }
        return entries
    }
}
