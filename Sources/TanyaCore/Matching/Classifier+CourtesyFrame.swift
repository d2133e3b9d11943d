extension Classifier {
    /// Confidence of the fallback for a request framed by courtesy: the
    /// highest a plain fallback reaches.
    static let courtesyFrameFallbackConfidence = 0.15
    /// Words that request, as typed or as the lexicon reads them ("memohon"
    /// -> mohon). Questions do not count: "admin masih online?" and "sudah
    /// beres kan min?" are part of the courtesy.
    static let requestWords: WordSet = ["mohon", "minta", "tolong", "please", "pls"]
    /// Words that make a request one of courtesy: "mohon maaf ya admin",
    /// "mohon maklum kalau saya agak kaku" ask for patience, not help.
    static let apologyWords: WordSet = ["maaf", "maklum", "ampun", "izin", "ijin", "permisi", "sorry", "pardon"]

    /// A greeting or thanks answered for a message with a sentence that
    /// requests what the courtesy does not: "Yth. Kepala LPSE ...
    /// Bersama ini kami memohon informasi mengenai dokumen asli dan salinan
    /// yang wajib kami bawa ... Demikian, atas perhatian Bapak/Ibu kami
    /// sampaikan terima kasih." The thanks closes a letter whose request no
    /// entry answered; "Sama-sama!" would look sure and leave it open, so
    /// the message falls back (the office's pages may still answer it). A
    /// request for patience (`apologyWords`) or a sentence that alone reads
    /// as courtesy frames nothing. Nil for a message of one sentence.
    func requestInCourtesyFrame(_ text: String, whole: Classification, answered: Int) -> Classification? {
        guard index.priorities[answered] == .low, let sentences = SideStory.sentences(text) else { return nil }
        for sentence in sentences {
            let read = index.normalizer.normalize(sentence.text)
            guard sentence.words.contains(where: Self.requestWords.contains)
                    || read.contains(where: { Self.requestWords.contains($0.term) }),
                  !sentence.words.contains(where: Self.apologyWords.contains) else { continue }
            if case let .answer(entry) = classify(tokens: read).decision, index.priorities[entry] == .low { continue }
            var fallback = whole
            fallback.decision = .fallback
            fallback.confidence = min(whole.confidence, Self.courtesyFrameFallbackConfidence)
            return fallback
        }
        return nil
    }
}
