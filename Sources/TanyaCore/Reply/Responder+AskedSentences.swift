/// A message that falls back whole, read again by the sentences that ask.
///
/// A vendor often tells what happened before asking ("Warnet di desa kami
/// sudah tutup sejak tahun lalu. Apakah SPSE bisa diakses lewat HP?"). The
/// side-story reading (`Classifier.withoutSideStory`) sets aside only
/// sentences that state no problem; a story sentence that names a trouble
/// stays, and its words can leave every entry and item short of an answer.
/// Read alone, the asking sentences may answer. That answer is taken only
/// when the whole message already leaned the same way: the entry is the
/// whole reading's leading curated candidate, or the item leading the
/// items' index for the whole message. A short question read out of its
/// story ("Ada orang yang bisa saya hubungi?") must not answer something
/// the story was not about.
///
/// Never after a decline: a message declined whole names a subject Tanya
/// does not answer, and its question read alone may hide it ("Kantor Dinas
/// PUPR tetap buka pas cuti bersama?" after a story about another office).
/// Chosen on the tuning sets: curated +4, documents +15, no confident wrong
/// answer added. Read after declines too, a trial gained about 20 curated
/// and 47 documents lines more but added 2 and 6 confident wrong answers;
/// with the asking sentences kept free of the declining entry's required
/// words, still 1 and 4 more.
extension Responder {
    /// Least share of the whole message the leading item's question
    /// explains (`questionCoverage`), the least any document gate accepts
    /// (`pageOnlyCoverage`, `openTimeCoverage`).
    static let askedSentencesItemCoverage = 0.15

    /// The asking sentences' reading of a message `whole` left as a plain
    /// fallback, when it answers the entry or item the whole message led
    /// with (see the type's comment). Nil otherwise.
    func askedSentencesReading(_ text: String, whole: Classification) -> Classification? {
        guard case .fallback = whole.decision, whole.outOfScope == nil,
              let asked = Self.askingSentences(text) else { return nil }
        var reading = classifyWithDocuments(repaired: asked)
        guard case let .answer(entry) = reading.decision else { return nil }
        // The reply reads the whole message's words: an office the story
        // names still picks that office's contacts.
        reading.tokens = whole.tokens
        reading.askedSentences = asked
        if let leader = whole.candidates.first?.entry, leader == entry, index.priorities[entry] == .normal {
            return reading
        }
        guard let documentClassifier, entry >= index.entryCount else { return nil }
        let items = documentClassifier.classify(repaired: withoutCourtesySentences(text))
        guard let leader = items.candidates.first?.entry, leader >= documentIndexCuratedCount,
              case .answer(entry) = answer(item: leader) else { return nil }
        // The item's question must explain some of the whole message, as
        // the weakest document gates ask: a story about a forgotten user ID
        // that asks whether the office can tell it "if we bring our papers"
        // explains 14% of itself with the documents-to-bring item.
        guard Self.questionCoverage(of: leader, tokens: items.tokens, in: documentClassifier.index)
            >= Self.askedSentencesItemCoverage else { return nil }
        return reading
    }

    /// The sentences of `text` that ask (a "?" or an opening asking word,
    /// `SideStory.askingWords`), joined; nil unless the message has both
    /// asking sentences and others.
    static func askingSentences(_ text: String) -> String? {
        guard let sentences = SideStory.sentences(text) else { return nil }
        let asking = sentences.filter { sentence in
            sentence.asks || sentence.words.first.map { SideStory.askingWords.contains($0.lowercased()) } == true
        }
        guard !asking.isEmpty, asking.count < sentences.count else { return nil }
        // A sentence's text stops before the mark that closed it and keeps
        // the space after the mark before it.
        return asking.map { $0.text.drop(while: \.isWhitespace) + ($0.asks ? "?" : ".") }.joined(separator: " ")
    }
}
