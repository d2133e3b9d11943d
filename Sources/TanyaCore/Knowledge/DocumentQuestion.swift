extension Responder {
    /// One message as every document gate reads it, built once in
    /// `classifyWithDocuments`: the gates ask the same text the same things
    /// (how many words it has, whether it asks something, how the items'
    /// index and the curated entries scored it), so the text is tokenised
    /// and classified here once instead of again in each gate.
    struct DocumentQuestion {
        /// What the items are asked: the message without its courtesy
        /// sentences (`withoutCourtesySentences`).
        let text: String
        /// `Tokenizer.tokenize(text)`: the words the gates count and search
        /// for asking words.
        let words: [String]
        /// Whether `text` asks something (`Responder.asksSomething`).
        let asks: Bool
        /// The items' index's classification of `text`.
        let items: Classification
        /// The curated classification of the whole message.
        let curated: Classification
        /// What the curated classifier left open for the items.
        let outcome: CuratedOutcome
        /// The documents classifier: its index is the items' index.
        let classifier: Classifier
        /// `items.tokens` with the words of the message's background
        /// sentences marked `context` (`SideStory.isBackground`: no
        /// question, request, negation or problem word). A gate that asks
        /// which subject words an item leaves unexplained reads these: the
        /// scene ("Minggu lalu kami baru saja menang paket meubelair di
        /// Kota Bitung.") is where the asker stands, not what is asked.
        let askedTokens: [NormalizedToken]

        /// Tokenises `text` and classifies it with `classifier` (the
        /// documents classifier).
        init(text: String, curated: Classification, outcome: CuratedOutcome, classifier: Classifier) {
            self.text = text
            words = Tokenizer.tokenize(text)
            asks = Responder.asksSomething(text, words: words)
            items = classifier.classify(repaired: text)
            self.curated = curated
            self.outcome = outcome
            self.classifier = classifier
            askedTokens = Self.markingBackground(items.tokens, text: text, normalizer: classifier.index.normalizer)
        }

        /// `tokens` (the reading of `text`) with the words of its background
        /// sentences marked `context`; unchanged for a message of one
        /// sentence, of background only (nothing would be left to ask) or
        /// of no background. The sentences are read one by one only to
        /// place their words in the whole reading (`Classifier.markingBackground`).
        static func markingBackground(_ tokens: [NormalizedToken], text: String, normalizer: TextNormalizer) -> [NormalizedToken] {
            guard let reading = SideStory.reading(text, normalizer: normalizer) else { return tokens }
            return Classifier.markingBackground(tokens, sentences: reading.read, background: reading.background)
        }
    }

    /// What a gate decides for the reply: the decision in reply numbering
    /// and its confidence.
    typealias GateDecision = (decision: Classification.Decision, confidence: Double)

    /// A gate of `classifyWithDocuments`, named so that `--explain` can say
    /// which rule let an item answer (`Classification.documentGate`).
    struct DocumentGate: Sendable {
        let name: String
        let decide: @Sendable (Responder, DocumentQuestion) -> GateDecision?
    }
}
