/// Sentences that only set the scene of a message ("Pagi kak, deadline
/// penawaran proyek jalan lusa jadi saya lagi kejar-kejaran. Masalahnya saya
/// nggak ingat kata sandinya, gimana bikin yang baru?").
///
/// A background sentence states no problem (no negation or failure word),
/// asks nothing (no question word, no "?", no request) and wants nothing:
/// it tells where the asker is, what happened before, why it is urgent.
/// Its words are real words of the domain ("tender", "penawaran",
/// "deadline"), so read together with the problem they can make the
/// question look like one Tanya declines; read apart they are context.
/// The cut is by sentence, not by comma: a comma more often joins a
/// greeting or a side detail to the problem itself ("halo kak, lupa pw").
enum SideStory {
    /// One sentence of a message: its text and its words as tokenised.
    struct Sentence {
        var text: String
        var words: [String]
        var asks: Bool
    }

    /// Words that ask or request, as typed or as the lexicon reads them
    /// ("gmn" -> bagaimana), Indonesian, regional and English.
    static let askingWords: WordSet = [
        "apa", "apakah", "bagaimana", "gimana", "gmn", "gmna", "gimna", "bgmn", "gmana", "gimane", "kenapa", "knp", "napa",
        "mengapa", "kapan", "kpn", "dimana", "mana", "berapa", "brp", "siapa", "bisakah", "bolehkah", "dapatkah",
        "haruskah", "kok", "cara", "caranya", "kumaha", "piye", "pripun", "opo", "endi",
        "mohon", "tolong", "minta", "mau", "ingin", "pengen", "pgn", "perlu", "butuh", "harus", "bantu", "bantuan",
        "how", "what", "why", "when", "where", "which", "who", "can", "could", "should", "please", "pls", "need", "want", "help",
    ]

    /// Terms naming the procurement systems Tanya answers for: a sentence
    /// asking about one of them is about it, whatever the background names.
    /// "penyedia" too: an "akun penyedia" is the vendor's account there.
    static let systemTerms: WordSet = ["lpse", "spse", "sikap", "apendo", "lkpp", "inaproc", "agregasi", "penyedia"]

    /// The message cut into sentences at ".", "!", "?" and ";" before a
    /// space or the end (not inside "sikap.lkpp.go.id" or "1.000") and at
    /// line breaks. Nil for a message of one sentence.
    static func sentences(_ text: String) -> [Sentence]? {
        // Most messages have no byte that could close a sentence before
        // the end: one sentence, found without copying or tokenising it.
        guard mayCloseSentence(text) else { return nil }
        let bytes = Array(text.utf8)
        var sentences: [Sentence] = []
        var start = 0
        func close(at end: Int, asks: Bool) {
            let words = Tokenizer.tokenize(String(decoding: bytes[start..<end], as: UTF8.self))
            if !words.isEmpty {
                sentences.append(Sentence(text: String(decoding: bytes[start..<end], as: UTF8.self), words: words, asks: asks))
            } else if asks, !sentences.isEmpty {
                sentences[sentences.count - 1].asks = true
            }
            start = end + 1
        }
        for index in bytes.indices {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
            let beforeSpace = next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: "\"")
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: ";"):
                if beforeSpace { close(at: index, asks: false) }
            case UInt8(ascii: "?"):
                if beforeSpace || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") { close(at: index, asks: true) }
            case 0x0A, 0x0D:
                close(at: index, asks: false)
            default:
                continue
            }
        }
        close(at: bytes.count, asks: false)
        return sentences.count >= 2 ? sentences : nil
    }

    /// Whether `text` has a byte `sentences` may close a sentence at.
    private static func mayCloseSentence(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: ";"), UInt8(ascii: "?"), 0x0A, 0x0D: return true
            default: continue
            }
        }
        return false
    }

    /// A message read sentence by sentence: each sentence's reading and
    /// whether it only sets the scene (`isBackground`).
    struct Reading {
        var sentences: [Sentence]
        var read: [[NormalizedToken]]
        var background: [Bool]
    }

    /// `text` cut into sentences and each read on its own; nil for one
    /// sentence, more than `maximumSentences`, or a message whose sentences
    /// are all background or none is (nothing to set apart).
    static func reading(_ text: String, normalizer: TextNormalizer, maximumSentences: Int = .max) -> Reading? {
        guard let sentences = sentences(text), sentences.count <= maximumSentences else { return nil }
        let read = sentences.map { normalizer.normalize($0.text) }
        let background = sentences.indices.map { isBackground(sentences[$0], terms: read[$0].map(\.term)) }
        guard background.contains(true), background.contains(false) else { return nil }
        return Reading(sentences: sentences, read: read, background: background)
    }

    /// Whether a sentence only sets the scene: no problem, question or
    /// request in its words as typed or in its terms.
    static func isBackground(_ sentence: Sentence, terms: [String]) -> Bool {
        guard !sentence.asks else { return false }
        for word in sentence.words where askingWords.contains(word) || ClauseScope.problemWords.contains(word)
            || ClauseScope.problemTerms.contains(word) || ClauseScope.isNegation(word) {
            return false
        }
        for term in terms where askingWords.contains(term) || ClauseScope.problemTerms.contains(term) {
            return false
        }
        return true
    }

    /// Whether a clause says the question is still to come: a greeting or
    /// an introduction made "first" ("saya sapa dulu ya", "salam kenal
    /// dulu", "perkenalkan dulu"), or the question named as coming later
    /// ("nanti pertanyaannya menyusul", "pertanyaannya sedang saya susun").
    /// Not a clause that asks or requests ("mohon segera ..."), and only the
    /// question itself as the thing to come: "kendalanya nanti" is rare and
    /// "masalah login nanti malam" states a problem.
    static func announcesQuestionLater(_ words: [String]) -> Bool {
        var greets = false, first = false, question = false, later = false
        for word in words {
            if askingWords.contains(word) { return false }
            greets = greets || greetingFirstWords.contains(word)
            first = first || firstWords.contains(word)
            question = question || questionNouns.contains(word)
            later = later || laterWords.contains(word)
        }
        return (greets && first) || (question && later)
    }

    static let greetingFirstWords: WordSet = [
        "sapa", "menyapa", "salam", "kenal", "kenalan", "perkenalkan", "memperkenalkan", "perkenalan", "mampir", "permisi",
        "hello", "hi", "greet",
    ]
    static let firstWords: WordSet = ["dulu", "dl", "dlu", "duluan", "first"]
    static let questionNouns: WordSet = [
        "pertanyaan", "pertanyaannya", "pertanyaanku", "kebutuhan", "kebutuhannya", "question", "questions",
    ]
    static let laterWords: WordSet = [
        "nanti", "ntar", "nnti", "menyusul", "susul", "sebentar", "bentar", "bntr", "kemudian", "susun", "disusun", "later", "shortly",
    ]
}
