extension Responder {
    /// The message the document items are asked, without its sentences of
    /// courtesy: a sentence that alone is a greeting or a thanks ("Halo,
    /// selamat pagi kak.", "Makasih ya.") is no part of the question, yet
    /// its words count against every item's question coverage, and an
    /// item's few words then explain too little of the message ("Boleh tahu
    /// jam buka helpdesk LPSE hari ini?" between the two is the helpdesk
    /// hours item). A sentence that asks (ends in "?") is kept. The text
    /// unchanged when it has one sentence, no courtesy sentence, or nothing
    /// but courtesy.
    func withoutCourtesySentences(_ text: String) -> String {
        guard let sentences = SideStory.sentences(text) else { return text }
        let kept = sentences.filter { !isCourtesy($0) }.map(\.text)
        guard !kept.isEmpty, kept.count < sentences.count else { return text }
        return kept.joined(separator: ". ")
    }

    /// A sentence that alone is answered as a greeting or a thanks. One that
    /// asks is never mere courtesy, whatever greeting opens it ("punten,
    /// website LPSE teh tos ngalih alamat?"); nor is one that introduces the
    /// asker ("Hello, my cousin and I just opened a CV ..."): past a few
    /// words it tells the context. The cheap tests come before classifying.
    private func isCourtesy(_ sentence: SideStory.Sentence) -> Bool {
        guard !sentence.asks, sentence.words.count <= Self.longestCourtesySentence,
              case let .answer(entry) = classifier.classify(repaired: sentence.text).decision else { return false }
        return index.priorities[entry] == .low
    }

    /// Whether the message has a sentence that asks besides its courtesy:
    /// a greeting answered for the whole message may then be the frame of
    /// a question only the documents know. A letter asks without "?": "Kami
    /// bermaksud menanyakan perkiraan jangka waktu ...", closed by "Atas
    /// perhatiannya kami ucapkan terima kasih."
    func asksBesideCourtesy(_ text: String) -> Bool {
        guard let sentences = SideStory.sentences(text) else { return false }
        return sentences.contains { $0.asks || $0.words.contains(where: Self.formalRequestWords.contains) }
    }

    /// Words, as typed, with which a letter asks for something: none of
    /// them closes a letter ("Atas perhatiannya ... terima kasih").
    static let formalRequestWords: WordSet = [
        "bermaksud", "menanyakan", "memohon", "memperoleh", "meminta", "penegasan", "konfirmasi",
    ]

    /// Words of the longest sentence read as courtesy ("Selamat siang, mohon
    /// maaf mengganggu waktunya." has six).
    static let longestCourtesySentence = 6
}
