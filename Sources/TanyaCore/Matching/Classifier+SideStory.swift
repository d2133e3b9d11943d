extension Classifier {
    /// The answer to the message's asking sentences alone, when it has
    /// background sentences and they say nothing against that answer: no
    /// word the entry excludes ("SIMPEG" before "lupa password") and, when
    /// the asking sentences do not name the procurement system, no word
    /// naming a subject Tanya declines that no answerable entry writes.
    /// A direct answer of a normal entry is taken; after a plain fallback
    /// (never a decline) a clarify of the asking sentences is taken too
    /// (`clarifyWithScene`); anything else keeps the whole message's fallback.
    func withoutSideStory(_ text: String, whole: Classification) -> Classification? {
        guard let reading = SideStory.reading(text, normalizer: index.normalizer, maximumSentences: Self.maximumSideStorySentences)
        else { return nil }
        let sentences = reading.sentences, read = reading.read, background = reading.background
        let foreground = askingReading(sentences, background: background)
        if let reading = answerWithScene(foreground, read: read, background: background, whole: whole) { return reading }
        if let reading = closingSentenceReading(sentences, read: read, background: background, whole: whole) { return reading }
        return whole.outOfScope == nil ? clarifyWithScene(foreground, read: read, background: background, whole: whole) : nil
    }

    /// A story whose closing sentence states the problem, after other
    /// sentences that merely mention a negation or a trouble ("akun tidak
    /// pernah dipakai karena fokus di proyek swasta. ... Tapi kata sandinya
    /// sudah tidak ingat sama sekali"): the closing sentence alone,
    /// everything before it read as the scene. Only when no earlier
    /// sentence states a problem of its own: "email tidak pernah masuk.
    /// Tapi password juga sudah lupa" names two.
    private func closingSentenceReading(_ sentences: [SideStory.Sentence], read: [[NormalizedToken]], background: [Bool],
                                        whole: Classification) -> Classification? {
        guard let last = sentences.indices.last, !background[last],
              background.filter({ !$0 }).count >= 2 else { return nil }
        for position in sentences.indices where position != last && !background[position] {
            if case let .answer(entry) = classify(tokens: read[position]).decision, index.priorities[entry] == .normal { return nil }
        }
        let closing = sentences.indices.map { $0 != last }
        return answerWithScene(askingReading(sentences, background: closing), read: read, background: closing, whole: whole)
    }

    /// The sentences `background` leaves out, read together.
    private func askingReading(_ sentences: [SideStory.Sentence], background: [Bool]) -> Classification {
        let asking = sentences.indices.filter { !background[$0] }.map { sentences[$0].text }.joined(separator: ". ")
        return classify(tokens: index.normalizer.normalize(asking))
    }

    /// `foreground`, the asking sentences' answer, when the background
    /// sentences say nothing against it (see `withoutSideStory`). A word
    /// the answer excludes counts only before the last asking sentence:
    /// after the question, background is circumstance ("... cukup
    /// menyerahkan SK PPK yang baru? Kepala dinas sudah meminta paket alat
    /// kesehatan segera diumumkan." names why it is urgent, not a package
    /// question); before it, it may be the subject ("SIMPEG ... lupa
    /// password").
    func answerWithScene(_ foreground: Classification, read: [[NormalizedToken]], background: [Bool],
                                 whole: Classification) -> Classification? {
        guard case let .answer(entry) = foreground.decision, index.priorities[entry] == .normal else { return nil }
        // A declined subject in the background ("akun instagram kantor.
        // lupa password gimana?") may be what the question is about, unless
        // the asking sentences name the procurement system themselves
        // ("... buka laptop. Begitu masuk ke LPSE ada pesan data tidak
        // sinkron"): then it is the scene.
        let namesSystem = foreground.tokens.contains { SideStory.systemTerms.contains($0.term) }
        let lastAsking = background.lastIndex(of: false) ?? 0
        for (position, (sentence, isBackground)) in zip(read, background).enumerated() where isBackground {
            for token in sentence {
                guard let id = index.termID(token.term) else { continue }
                if position < lastAsking, index.excludePostings[Int(id)].contains(Int32(entry)) { return nil }
                if !namesSystem && namesDeclinedSubject(Int(id)) { return nil }
            }
        }
        var reading = foreground
        reading.tokens = Self.markingBackground(whole.tokens, sentences: read, background: background)
        return reading
    }

    /// `foreground`, the asking sentences' clarify, after a vague question
    /// behind sentences that only set the scene: "Halo min, saya Siti dari
    /// CV Barokah. Akun saya tidak bisa login." falls back whole, because
    /// the introduction's words ("CV" -> perusahaan) pull towards the
    /// company-email entry and away from every login entry. Taken only when
    /// no background word is one an option excludes or one an out-of-scope
    /// entry requires.
    private func clarifyWithScene(_ foreground: Classification, read: [[NormalizedToken]], background: [Bool],
                                  whole: Classification) -> Classification? {
        guard case let .clarify(options, _) = foreground.decision else { return nil }
        for (sentence, isBackground) in zip(read, background) where isBackground {
            for token in sentence {
                guard let id = index.termID(token.term) else { continue }
                if options.contains(where: { index.excludePostings[Int(id)].contains(Int32($0)) }) { return nil }
                if index.requirePostings[Int(id)].contains(where: { index.priorities[Int($0.entry)] == .outofscope }) { return nil }
            }
        }
        var reading = foreground
        reading.tokens = Self.markingBackground(whole.tokens, sentences: read, background: background)
        return reading
    }

    /// The whole message's reading, the words of its background sentences
    /// marked `context`: the reply's reading stays the reading of the text
    /// (a site the background names still picks the site's contacts, and
    /// normalising stays one function of the text). The sentences read one
    /// by one only say which token stands where; where that reading differs
    /// from the whole one (a form merged across sentences), nothing is
    /// marked. Inferred terms follow the typed ones and belong to no sentence.
    static func markingBackground(_ tokens: [NormalizedToken], sentences: [[NormalizedToken]],
                                  background: [Bool]) -> [NormalizedToken] {
        var marked = tokens
        var position = 0
        for (sentence, isBackground) in zip(sentences, background) {
            for token in sentence {
                guard position < marked.count, marked[position].term == token.term else { return tokens }
                if isBackground { marked[position].context = true }
                position += 1
            }
        }
        return marked[position...].allSatisfy(\.inferred) ? marked : tokens
    }

    /// Whether a term names a subject an out-of-scope entry requires and no
    /// answerable entry writes ("pln", "eproc").
    private func namesDeclinedSubject(_ id: Int) -> Bool {
        index.requirePostings[id].contains { index.priorities[Int($0.entry)] == .outofscope }
            && !index.postings[id].contains { index.priorities[Int($0.entry)] == .normal }
    }

    /// A greeting followed only by who the asker is ("Halo, perkenalkan
    /// saya Rina, staf administrasi di CV Berkah Mandiri. Saya baru pertama
    /// kali pakai layanan ini."): no clause asks, requests or states a
    /// problem, so the message opens a conversation whose question is still
    /// to come, and the greeting is answered (it asks for the question).
    /// The greeting is read from the first clause alone, which must answer
    /// a low-priority entry, else from one of the last two clauses (a story
    /// closed with thanks); the whole reading's words stay on the reply.
    /// A message declined whole is read too: who the asker is ("admin
    /// tender di CV ..., Kota ...") is what the model declines as a tender
    /// question, and with no clause asking there is no question to decline.
    ///
    /// A message that says its question is still to come ("Perkenalkan
    /// dulu ya, nanti pertanyaannya menyusul", "saya sapa dulu ya, admin")
    /// is a greeting even where its story mentions a trouble or a need of
    /// its own ("sinyal di sini sering putus", "masih banyak yang perlu
    /// kami pelajari"): each clause that is not background must then read
    /// alone as no answerable problem (a fallback, a decline, a greeting),
    /// and any clause may be the greeting.
    ///
    /// So is a problem told as past and fixed ("Tadi malam akun kami
    /// bermasalah ... Pagi ini saya ikuti petunjuk admin, dan sekarang akun
    /// kami sudah normal. Terima kasih banyak."): the clauses up to the last
    /// one saying something is fine again are the story of what was solved
    /// (they may name troubles, but not ask); after it no clause may state
    /// a trouble or read as an answerable problem, and the thanks is looked
    /// for from the end.
    /// The message's clauses come from `clauseReading`, which
    /// `withoutSideClauses` reads too.
    func greetingBeforeQuestion(whole: Classification, clauseReading: inout ClauseReading) -> Classification? {
        guard !clauseReading.text.containsByte(UInt8(ascii: "?")) else { return nil }
        guard let (clauses, read) = clauseReading.sideStoryClauses(index.normalizer) else { return nil }
        let terms = read.map { $0.map(\.term) }
        let announced = clauses.contains { SideStory.announcesQuestionLater($0.words) }
        // A problem told as past: the last clause saying something is fine
        // again ("akun kami sudah normal lagi"); the troubles before it are
        // the story of what was solved.
        let polarities = announced ? [] : clauses.indices.map { ClauseScope.polarity(words: clauses[$0].words, terms: terms[$0]) }
        let solvedAt = polarities.lastIndex(of: .fine)
        for (position, clause) in clauses.enumerated() {
            let sentence = SideStory.Sentence(text: "", words: clause.words, asks: false)
            if SideStory.isBackground(sentence, terms: terms[position]) { continue }
            if let solvedAt, position <= solvedAt {
                if clause.words.contains(where: { SideStory.askingWords.contains($0) }) { return nil }
                continue
            }
            guard announced || solvedAt != nil else { return nil }
            // After the fix, a trouble is a new problem ("... sudah normal,
            // terima kasih. Tapi sekarang dokumen gagal terunggah"), whether
            // or not an entry answers it.
            if !announced, polarities[position] == .problem { return nil }
            switch classify(tokens: read[position]).decision {
            case .fallback: continue
            case let .answer(entry) where index.priorities[entry] == .low: continue
            default: return nil
            }
        }
        // The opening clause greets; else one of the last two thanks ("...
        // akun kami sudah normal lagi. Terima kasih banyak atas bantuannya.
        // Semoga akhir pekan admin menyenangkan.": a problem solved, told as
        // a story, closed with thanks).
        let candidates = announced ? Array(clauses.indices)
            : solvedAt != nil ? Array(clauses.indices.reversed())
            : [0] + clauses.indices.suffix(2).reversed().filter({ $0 > 0 })
        for position in candidates {
            var reading = classify(tokens: read[position])
            guard case let .answer(entry) = reading.decision, index.priorities[entry] == .low else { continue }
            reading.tokens = whole.tokens
            return reading
        }
        return nil
    }

    /// Longer messages are documents pasted in, not a story before a question.
    static let maximumSideStorySentences = 8
}
