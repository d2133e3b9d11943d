/// What the classifier decided for one query, before it is dressed as a reply.
public struct Classification: Sendable {
    public enum Decision: Sendable, Equatable {
        case answer(entry: Int)
        /// `topic` is set when a topic's question should be asked.
        case clarify(options: [Int], topic: Int?)
        case fallback
    }

    /// One scored entry, for explanations and evaluation.
    public struct Candidate: Sendable {
        public var entry: Int
        public var score: Double
        public var complete: Bool
        public var matched: [String]
        /// The rules' share of `score` (keywords, examples, phrases).
        public var ruleScore: Double = 0
        /// The learned model's probability for the entry (0-1).
        public var learned: Double = 0
    }

    public var decision: Decision
    public var confidence: Double
    /// The query terms that supported the decision.
    public var matched: [String]
    /// The best candidates, best first (at most five).
    public var candidates: [Candidate]
    public var tokens: [NormalizedToken]
    /// For a fallback caused by an `outofscope` entry: that entry.
    public var outOfScope: Int? = nil
    /// Why `outOfScope` declined the message, so `--explain` can name the
    /// word or the score behind it. Never part of a reply.
    public var declineReason: DeclineReason? = nil
    /// For an answer to one part of a message declined whole (see
    /// `Classifier.answerBesideDeclinedPart`): the entry that declined it.
    /// The document items answer such a message as they would the decline.
    public var declinedWhole: Int? = nil
    /// For an answer by an entry that misses one of its `require` groups
    /// (`Classifier.dominantIncomplete`): the document items are asked as
    /// after a plain fallback, and the answer stands only if none answers.
    public var answeredIncomplete = false
    /// For an answer whose coverage was read at `LearnedBlend.leadCoverage`
    /// because the rules and the model put the entry far ahead in a long
    /// message (`Classifier.leadsStory`): the document items are asked as
    /// the classification without that reading would have let them, and
    /// the answer stands only if none answers.
    public var answeredOnLead = false
    /// True when a complete low-priority entry (a greeting or thanks)
    /// outscored every question and was set aside only because a topic
    /// word was named ("makasih, sudah bisa masuk lagi").
    public var lowPriorityYieldedToTopic = false
    /// For a reply a document item gives through a gate of
    /// `Responder.classifyWithDocuments`: the gate's name, so `--explain`
    /// can say which rule let the item answer. Never part of a reply.
    public var documentGate: String? = nil
    /// For a reply read from the message's asking sentences alone
    /// (`Responder.askedSentencesReading`): those sentences, so `--explain`
    /// can say the story around them was set aside. Never part of a reply.
    public var askedSentences: String? = nil
    /// How the best complete entry was weighed for a direct answer, when it
    /// was (`Classifier.classify(tokens:)`), so `--explain` can say why a
    /// leading entry was not answered. Never part of a reply.
    public var answerCheck: AnswerCheck? = nil
}

/// Why an out-of-scope entry declined a message (`Classifier.outOfScope`,
/// `learnedOutOfScope`, `outOfScopeOverTopic`), for explanations: staff
/// who see a question declined need the word that did it to fix an entry.
public enum DeclineReason: Sendable, Equatable {
    /// It is the best complete candidate itself.
    case wins
    /// Its rules scored within the ambiguity margin of the winner's.
    case closeCall
    /// The message names `word` (as written), whose term it requires and no answerable entry writes.
    case namesSubject(word: String)
    /// It weighs `word` (as written), which the winner does not, and most of what made the winner win.
    case weighsForeignWord(word: String)
    /// The learned model preferred it with this probability.
    case model(probability: Double)
    /// A bare topic word, where it outscored every member of the topic.
    case overTopic
}

/// The factors of a direct answer's confidence, for explanations: the
/// confidence is `strength × (0.55 + 0.45 coverage) × (0.6 + 0.4
/// separation) × agreement × 0.85^unexplainedSalient` (at most 1), and the
/// entry answers when it reaches `threshold`, no incomplete entry outweighs
/// it and the learned model does not veto it.
public struct AnswerCheck: Sendable {
    public var entry: Int
    /// From the entry's score: 1 - e^(-score / strengthScale).
    public var strength: Double
    /// The share of the query's words the entry explains.
    public var coverage: Double
    /// How far the runner-up trails (1 at half the best score or less).
    public var separation: Double
    /// The learned model's agreement factor (1 for an index without a model).
    public var agreement: Double
    /// Salient query words the entry does not weigh.
    public var unexplainedSalient: Int
    public var confidence: Double
    public var threshold: Double
    /// An entry missing a require group scored far above it.
    public var outweighed: Bool
    /// Whether the model vetoed the answer; nil when it was not asked.
    public var vetoed: Bool?
    /// Whether `coverage` was raised to `LearnedBlend.leadCoverage` because
    /// the entry leads a long message far ahead (`Classifier.leadsStory`).
    public var coverageOnLead = false
}

/// Thresholds of the decision, kept together so tests and tuning see them.
public struct ClassifierSettings: Sendable {
    /// Minimum confidence for a direct answer.
    public var answerThreshold = 0.5
    /// Below this relative gap between the two best complete entries, ask.
    public var ambiguityMargin = 0.18
    /// A complete entry needs at least this score to be considered at all.
    public var minimumScore = 1.5
    /// A vague topic question is only asked when at most this share of the
    /// query's words are unknown to the topic.
    public var maximumUnexplainedForClarify = 0.3
    /// Scale of the score-to-strength curve.
    public var strengthScale = 3.0
    /// Whether a low-priority entry (a greeting, thanks) stands aside for
    /// any real question, or only for one that outscores it. The items'
    /// index sets it: its low-priority entries are the curated out-of-scope
    /// ones, kept there for their words, never to answer.
    public var lowPriorityYieldsToAnyQuestion = false
    /// Whether a long message's far leader reads its coverage at
    /// `LearnedBlend.leadCoverage` (`Classifier.leadsStory`). The documents'
    /// second reading turns it off, so the items see the message as they
    /// did before the rule existed.
    public var coverageOnLead = true

    public init() {}
}
