extension Classifier {
    /// The answer to the one part of a declined message that Tanya can
    /// answer, when the message asks two things (or tells one story that
    /// ends on the answerable problem) and the declined subject has a part
    /// of its own: "Mau tanya dua: saya lupa password akun LPSE,
    /// gimana cara dapat yang baru? Sama satu lagi, ukuran maksimal file
    /// penawaran berapa?" is declined whole on the file size, and its
    /// password part alone answers. Each part (see `Coordination.parts`) is
    /// read alone; the answer is taken only when
    /// - some part, read alone, is declined too (the declined subject is a
    ///   question of its own, not a word inside the answerable one);
    /// - every part that answers names the same normal entry, and no part
    ///   asks back between normal entries (a second problem Tanya knows
    ///   makes it a list, see `secondProblem`);
    /// - that entry is the one the whole message's rules rank first among
    ///   answerable entries, and a part answers it steadily;
    /// - a part that answers stands in a sentence ending in "?", when a
    ///   declined part does;
    /// - the message says it asks more than one thing ("mau tanya dua",
    ///   "satu lagi", "selain itu", "yang paling penting", "btw": see
    ///   `Coordination.announcesSeveralQuestions`), or it tells one story
    ///   that ends on the answerable problem: the last part that answers
    ///   comes after the last declined part, and no declined part asks.
    ///   Without either, on a fresh blind batch (tune-32) the reading
    ///   changed two lines, both into confident wrong answers: a story
    ///   whose first clause names a login problem and whose question is the
    ///   letter to LKPP, and a spam story whose "kotak masuk kami kosong"
    ///   read as the SPSE inbox; in both the declined part comes after;
    /// - the message is long (`longMessageWords`, as for the cap on
    ///   out-of-scope evidence) or holds an aside word
    ///   (`Coordination.marksAside`): a short message without one, in
    ///   two clauses, is one question told in two parts, the second often the real question or
    ///   the reason for the first ("cara bikin email pake domain
    ///   perusahaan sendiri, beli hosting dmn"; "kenapa tidak bisa upload
    ///   file di apendo, ukuran file terlalu besar"), and answering the
    ///   first clause answered what was not asked.
    func answerBesideDeclinedPart(_ text: String, whole: Classification) -> Classification? {
        // An aside word says two things are asked even in a short message
        // ("lupa pasword, gmn resetnya? btw jadwal bimtek kapan").
        guard whole.outOfScope != nil,
              whole.tokens.count >= Self.longMessageWords || Coordination.marksAside(Tokenizer.tokenize(text)),
              let best = whole.candidates.first(where: { index.priorities[$0.entry] == .normal })?.entry else { return nil }
        // Parts by sentence: a sentence that ends in "?" is where the
        // message asks its question.
        let sentences = SideStory.sentences(text)
            ?? [SideStory.Sentence(text: text, words: [], asks: text.utf8.contains(UInt8(ascii: "?")))]
        var answer: Classification?
        var declinedPart = false
        var answerAsked = false
        var declinedAsked = false
        var partCount = 0
        var lastAnswerPart = 0
        var lastDeclinedPart = 0
        for sentence in sentences {
            for part in Coordination.parts(sentence.text) {
                partCount += 1
                guard partCount <= Self.maximumSideStorySentences * 2 else { return nil }
                let reading = classify(tokens: index.normalizer.normalize(part))
                switch reading.decision {
                case let .answer(entry) where index.priorities[entry] == .normal:
                    guard entry == best else { return nil }
                    answerAsked = answerAsked || sentence.asks
                    lastAnswerPart = partCount
                    if reading.confidence > answer?.confidence ?? 0 { answer = reading }
                case let .clarify(options, _) where options.contains(best):
                    // A fragment too short to choose ("bagaimana reset-nya")
                    // that the answer is among is no second problem.
                    continue
                case let .clarify(options, _) where options.contains(where: { index.priorities[$0] == .normal }):
                    return nil
                case .fallback where reading.outOfScope != nil:
                    declinedPart = true
                    lastDeclinedPart = partCount
                    // An aside ("btw, jadwal bimtek sudah keluar?") asks
                    // in passing: the asker marked it as the lesser matter.
                    declinedAsked = declinedAsked || (sentence.asks && !Coordination.marksAside(sentence.words))
                default:
                    continue
                }
            }
        }
        // A declined part in the sentence that asks, beside answerable parts
        // that only tell, is the question: "Kemarin ada yang menelepon
        // mengaku petugas LPSE ... Sebenarnya pendaftaran penyedia di sini
        // berbayar atau tidak?" is about the fee, not about calling the helpdesk.
        guard declinedPart, !declinedAsked || answerAsked, var answer,
              answer.confidence >= Self.steadyDeclinedPartConfidence else { return nil }
        // One story (nothing says it asks two things) is about the problem
        // it ends on: the declined subject set the scene before it ("laptop
        // kantor diinstal ulang, email di Outlook hilang ... LPSE menyimpan
        // salinan email di aplikasinya?"). A declined subject told after the
        // answerable problem is where the story goes next ("Akun kami gagal
        // masuk di beberapa situs ... petugas menyarankan kirim berkas ke
        // pusat"), and a declined part that asks is the question.
        guard (!declinedAsked && lastAnswerPart > lastDeclinedPart)
                || Coordination.announcesSeveralQuestions(Tokenizer.tokenize(text)) else { return nil }
        answer.tokens = whole.tokens
        answer.declinedWhole = whole.outOfScope
        answer.confidence = min(answer.confidence, Self.declinedPartConfidence)
        return answer
    }

    /// Most confidence of such an answer: the whole message was declined,
    /// and the answer rests on part of it. Below the confidence at which a
    /// curated answer always stands (`Responder.steadyCuratedConfidence`),
    /// so an office's published page that answers the whole message (the
    /// helpdesk hours, asked inside a story about visiting the office) can
    /// still take its place.
    static let declinedPartConfidence = 0.7

    /// Least confidence of the answerable part's answer.
    /// (0.6 answered three more tuning lines and made three fixture lines
    /// confident wrong answers; 0.85 answered three fewer.)
    static let steadyDeclinedPartConfidence = 0.75
}
