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

        /// Tokenises `text` and classifies it with `classifier` (the
        /// documents classifier).
        init(text: String, curated: Classification, outcome: CuratedOutcome, classifier: Classifier) {
            self.text = text
            words = Tokenizer.tokenize(text)
            asks = Responder.asksSomething(text, words: words)
            items = classifier.classify(text)
            self.curated = curated
            self.outcome = outcome
            self.classifier = classifier
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
