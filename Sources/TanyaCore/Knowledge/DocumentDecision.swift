/// When a document item answers: the curated classifier decides first; the
/// items' index (curated entries and items, rules only) is asked when the
/// curated entries fall back, decline, or answer without conviction.
extension Responder {
    /// An item replaces an out-of-scope decline only when it scores at least
    /// this times the declining entry (scores of the two indexes are close
    /// in scale, not equal): the office's page must be about the question
    /// about as much as the topic Tanya declines ("jadwal tender" stays
    /// declined although a maintenance notice mentions it). Rule scores on
    /// both sides: the items' index has no learned share to add.
    static let declineOverrideFactor = 0.8

    /// A curated answer at or above this confidence always stands. Below it,
    /// an item may take its place, but only when the items' index (where the
    /// curated entry competes with every item on the same rules) ranks the
    /// item first by `curatedOverrideMargin`: the curated answer then rested
    /// on words an item explains better ("browser apa yang disarankan untuk
    /// spse dan email" is about the browser, not which email to register).
    static let steadyCuratedConfidence = 0.75
    /// Relative lead over the best curated entry an item needs to replace a
    /// curated answer (larger than the ambiguity margin: curated entries
    /// win a close call).
    static let curatedOverrideMargin = 0.15
    /// A query word some entry weighs this much names a subject: an item
    /// that does not weigh it at all does not answer directly.
    static let salientWeight = 3.0
    /// An item whose question (without its answer) explains this share of
    /// the query answers despite such a word: the query is its question in
    /// other words, and the extra subject is context ("helpdesk" in "pas
    /// libur nasional helpdesk buka?").
    static let salientBypassCoverage = 0.6

    /// How far an item must lead the next rival to answer on its lead
    /// (`clearItemLead`), relative to its score.
    static let leadMargin = 0.1
    /// Share of the query the leading item's question must explain.
    static let leadCoverage = 0.5
    /// After a decline of a topic the item's page covers, the share of the
    /// item's own question the query may use instead (`questionRecall`): a
    /// long message about the topic explains little of itself with the
    /// item's few words, yet uses most of them ("udh daftar online, skrg
    /// disuruh dtg verifikasi, bawa apa aj?" is the documents-to-bring item).
    /// Half, not less: at 0.4 the tuning sets gain three more lines, but one
    /// never-tuned line (unseen-5, with the fixtures) turned into a
    /// confident wrong answer.
    static let leadRecall = 0.5
    /// Least score of a leading item after a plain fallback, where every
    /// word of the knowledge competes (twice the classifier's minimum).
    static let fallbackLeadScore = 3.0
    /// Least score of a leading item after a decline of a topic its page covers.
    static let coveredLeadScore = 2.0

    /// Whether entry `number` of the items' index is a curated out-of-scope
    /// entry (there a low-priority one, see `documentIndex(for:)`).
    func declinesSubject(_ number: Int) -> Bool {
        number < documentIndexCuratedCount && index.priorities[number] == .outofscope
    }

    /// What the curated classifier left open for the items.
    enum CuratedOutcome {
        case fallback
        case declined(score: Double, entry: Int)
        case weakAnswer(entry: Int)
    }

    /// Classifies with the curated entries; asks the document items when the
    /// curated entries fall back, decline, or answer below
    /// `steadyCuratedConfidence`. Candidates stay the curated ones
    /// (explanations).
    public func classifyWithDocuments(_ text: String) -> Classification {
        classifyWithDocuments(repaired: index.normalizer.repairingDoubledLetters(text))
    }

    /// `classifyWithDocuments(_:)` of a message whose doubled-letter slips
    /// are undone already (`Classifier.classify(repaired:)`).
    func classifyWithDocuments(repaired text: String) -> Classification {
        let curated = classifier.classify(repaired: text)
        guard let documentClassifier, !curated.tokens.isEmpty else { return curated }
        guard curated.answeredOnLead else { return itemsReading(curated, text: text, in: documentClassifier) }
        // A long story answered on its leader's lead: the office's page is
        // asked as the curated reading without that rule left it (a
        // holiday-service question told around "helpdesk" was the page's
        // item before the rule, not the contact entry). The lead answer
        // stands when no item answers there.
        var plainSettings = classifier.settings
        plainSettings.coverageOnLead = false
        let plain = Classifier(index: index, settings: plainSettings).classify(repaired: text)
        let read = itemsReading(plain, text: text, in: documentClassifier)
        return read.documentGate != nil ? read : curated
    }

    /// What the items make of the curated reading: an item's reply (its
    /// `documentGate` set) or `curated` unchanged.
    private func itemsReading(_ curated: Classification, text: String, in documentClassifier: Classifier) -> Classification {
        let outcome: CuratedOutcome
        switch curated.decision {
        case .fallback:
            if let declined = curated.outOfScope {
                outcome = .declined(score: curated.candidates.first(where: { $0.entry == declined })?.ruleScore ?? 0, entry: declined)
            } else {
                outcome = .fallback
            }
        case .answer where curated.declinedWhole != nil:
            // The curated entries declined the message whole and answered
            // one part of it: an item that answers the whole message as it
            // would after the decline takes its place (the office's page
            // on helpdesk hours, asked in a story about visiting the office).
            let declined = curated.declinedWhole ?? 0
            outcome = .declined(score: curated.candidates.first(where: { $0.entry == declined })?.ruleScore ?? 0, entry: declined)
        case .answer where curated.answeredIncomplete:
            // An answer the curated rules reached without one of the
            // entry's require groups: an item the gates after a fallback
            // accept is the better answer; when none passes them the
            // curated answer stands.
            outcome = .fallback
        case let .answer(entry) where curated.confidence < Self.steadyCuratedConfidence && index.priorities[entry] == .normal:
            outcome = .weakAnswer(entry: entry)
        case let .answer(entry) where index.priorities[entry] == .low && asksBesideCourtesy(text):
            // A greeting or thanks around a question the curated entries do
            // not know ("Halo kak. Helpdesk tetap buka waktu cuti bersama?
            // Makasih ya."): the office's page may answer it. If no item
            // does, the greeting stands.
            outcome = .fallback
        case let .clarify(options, _) where options.allSatisfy({ index.priorities[$0] == .low }) && asksBesideCourtesy(text):
            // Greeting or thanks, the curated entries cannot tell which,
            // around a question they do not know ("Halo kak, selamat sore.
            // Mau tanya, SPSE bisa dipakai di HP Android nggak ya? Makasih
            // kak."): as for a greeting answered outright, the office's page
            // may answer it, and if no item does the curated question stands.
            outcome = .fallback
        case .clarify:
            return itemOverClarify(curated, text: text, in: documentClassifier) ?? curated
        default:
            return curated
        }
        // What the items are asked: the message without its courtesy sentences.
        let question = DocumentQuestion(text: withoutCourtesySentences(text), curated: curated, outcome: outcome,
                                        classifier: documentClassifier)
        for gate in Self.documentGates {
            guard let decision = gate.decide(self, question) else { continue }
            // An item that states no time does not answer "jam berapa":
            // the curated reply (a fallback or decline) stands.
            if itemLeavesTimeOpen(decision.decision, words: question.words) { return curated }
            if itemIgnoresOtherInstitution(decision.decision, tokens: question.items.tokens, in: documentClassifier.index) { return curated }
            var result = curated
            result.decision = decision.decision
            result.confidence = decision.confidence
            result.matched = question.items.matched
            result.outOfScope = nil
            result.declineReason = nil
            result.documentGate = gate.name
            return result
        }
        return curated
    }

    /// The gates in order; the first that speaks decides. A later gate was
    /// chosen with the earlier ones in place, so the order is part of the
    /// rule. The names are what `--explain` shows (`documentGate`).
    static let documentGates: [DocumentGate] = [
        DocumentGate(name: "clearItemLead") { $0.clearItemLead($1) },
        DocumentGate(name: "itemDecision") { $0.itemDecision($1) },
        DocumentGate(name: "strongItemEvidence") { $0.strongItemEvidence($1) },
        DocumentGate(name: "topItemAnswer") { $0.topItemAnswer($1) },
        DocumentGate(name: "longMessageItemLead") { $0.longMessageItemLead($1) },
        DocumentGate(name: "shortQuestionItem") { $0.shortQuestionItem($1) },
        DocumentGate(name: "declinedStoryItem") { $0.declinedStoryItem($1) },
        DocumentGate(name: "fallbackItemLead") { $0.fallbackItemLead($1) },
        DocumentGate(name: "rejectedLeaderItem") { $0.rejectedLeaderItem($1) },
        DocumentGate(name: "unrecognisedMessageItem") { $0.unrecognisedMessageItem($1) },
        DocumentGate(name: "pageOnlySubjectItem") { $0.pageOnlySubjectItem($1) },
        DocumentGate(name: "openTimeItem") { $0.openTimeItem($1) },
        DocumentGate(name: "declinedTopicItem") { $0.declinedTopicItem($1) },
        DocumentGate(name: "declinedLeaderItem") { $0.declinedLeaderItem($1) },
        DocumentGate(name: "fallbackStoryItem") { $0.fallbackStoryItem($1) },
        DocumentGate(name: "clarifiedItemLead") { $0.clarifiedItemLead($1) },
        DocumentGate(name: "explainedQueryItem") { $0.explainedQueryItem($1) },
    ]

    /// The item that answers a question the curated entries only clarify:
    /// the query states no problem (an information question: "brp lama
    /// aktivasi akun penyedia", where the curated entries ask which account
    /// problem is meant and the office's FAQ answers exactly that), the
    /// items' index gives the item (`itemOverClarifyCandidate`: it answers
    /// the item, or leads far on a short query) and its question explains
    /// `clarifyOverrideCoverage` of the query. A stated problem ("tidak bisa
    /// akses akun") keeps the curated question. The short-query path was
    /// chosen on the tuning sets only: +4 documents lines, none lost; without
    /// `shortClarifyQuestionCoverage` "email lpse gmn" lines, labelled
    /// `clarify`, got the registration item. A topic clarify first offers
    /// its place to an item the items' index answers outright, stated
    /// problem or not (`confidentItemOverTopic`).
    private func itemOverClarify(_ curated: Classification, text: String,
                                 in documentClassifier: Classifier) -> Classification? {
        let words = Tokenizer.tokenize(text)
        let statesProblem = ClauseScope.polarity(words: words, terms: curated.tokens.map(\.term)) == .problem
        guard !statesProblem || curated.isTopicClarify else { return nil }
        let items = documentClassifier.classify(repaired: text)
        if let item = confidentItemOverTopic(curated, items: items, words: words, in: documentClassifier.index) { return item }
        guard !statesProblem else { return nil }
        let curatedCount = documentIndexCuratedCount
        let index = documentClassifier.index
        guard let item = Self.itemOverClarifyCandidate(items, curatedCount: curatedCount, in: index),
              !itemLeavesTimeOpen(answer(item: item), words: words),
              Self.questionCoverage(of: item, tokens: items.tokens, in: index) >= Self.clarifyOverrideCoverage,
              !Self.namesOtherRole(item: item, tokens: items.tokens, in: index),
              Self.unexplainedSalientCount(of: item, tokens: items.tokens, in: index, declines: declinesSubject) == 0
        else { return nil }
        var result = curated
        result.decision = answer(item: item)
        // At least the answer threshold: after a short query's fallback the
        // items' own confidence is a fallback's.
        result.confidence = max(items.confidence, documentClassifier.settings.answerThreshold)
        result.matched = items.matched
        result.documentGate = "itemOverClarify"
        return result
    }
    static let clarifyOverrideCoverage = 0.55
    static let clarifyOverrideRecall = 0.2

    /// The item `itemOverClarify` weighs: the one the items' index answers
    /// when the query uses `clarifyOverrideRecall` of its question; or, when
    /// the items' index falls back, its leading complete candidate when it
    /// is an item that leads the next by `shortClarifyLead` and its question
    /// and answer explain `shortClarifyCoverage` of the query. The length is
    /// not counted: that much coverage is met by short queries, whose few
    /// words score an item low ("kapan akun aktif?", "lama aktivasi akun").
    static func itemOverClarifyCandidate(_ items: Classification, curatedCount: Int, in index: KnowledgeIndex) -> Int? {
        switch items.decision {
        case let .answer(item):
            guard item >= curatedCount,
                  questionRecall(of: item, tokens: items.tokens, in: index) >= clarifyOverrideRecall else { return nil }
            return item
        case .fallback:
            let complete = items.candidates.filter(\.complete)
            guard let top = complete.first, top.entry >= curatedCount, top.score > 0 else { return nil }
            let next = complete.dropFirst().first?.score ?? 0
            guard (top.score - next) / top.score >= shortClarifyLead,
                  questionCoverage(of: top.entry, tokens: items.tokens, in: index) >= shortClarifyCoverage,
                  questionCoverage(of: top.entry, tokens: items.tokens, in: index, answerShare: 0) >= shortClarifyQuestionCoverage
            else { return nil }
            return top.entry
        case .clarify:
            return nil
        }
    }
    static let shortClarifyLead = 0.4
    static let shortClarifyCoverage = 0.7
    /// ... of which the item's own question (without its answer text)
    /// explains this share: "email lpse gmn" meets the registration item's
    /// answer ("email resmi perusahaan"), not its question.
    static let shortClarifyQuestionCoverage = 0.5

    /// An item that clearly leads its rivals, where the items' classifier
    /// itself is unsure: an item has its question and a variant or two as
    /// examples, so its score stays low even when it is what is asked. It
    /// answers when it leads the next rival by `leadMargin`, its question
    /// explains `leadCoverage` of the query (after a decline, or the query
    /// uses `leadRecall` of its question), and the query names no salient
    /// subject it does not know. After a plain fallback every candidate of
    /// the items' index is a rival (curated entries too) and the item needs
    /// `fallbackLeadScore`; after a decline only the items whose own
    /// question the same entry declines are (the office's page covers the
    /// topic Tanya declines: "daftar akun penyedia baru" when its FAQ
    /// explains registration), and `coveredLeadScore` suffices.
    private func clearItemLead(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        let curatedCount = documentIndexCuratedCount
        let complete = items.candidates.filter(\.complete)
        let rivals: [Classification.Candidate]
        let minimum: Double
        switch outcome {
        case .fallback:
            rivals = complete
            minimum = Self.fallbackLeadScore
        case let .declined(_, declining):
            // The leader and its runner-up are all that is compared: stop
            // classifying item titles once both are found.
            var covering: [Classification.Candidate] = []
            for candidate in complete where covering.count < 2 && candidate.entry >= curatedCount {
                if decliningEntry(ofItem: candidate.entry) == declining { covering.append(candidate) }
            }
            rivals = covering
            minimum = Self.coveredLeadScore
        case .weakAnswer:
            return nil
        }
        guard let top = rivals.first, top.entry >= curatedCount, top.score >= minimum else { return nil }
        let runnerUp = rivals.dropFirst().first?.score ?? 0
        let index = documentClassifier.index
        // After a decline the rivals are items only; a curated entry that
        // still outscores the leading item in the items' index reads the
        // query better ("cara bikin akun yahoo": the email entry knows
        // yahoo, the registration item does not), and curated entries win.
        if case .declined = outcome,
           complete.contains(where: { $0.entry < curatedCount && index.priorities[$0.entry] == .normal && $0.score > top.score }) {
            return nil
        }
        guard (top.score - runnerUp) / top.score >= Self.leadMargin,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: index),
              Self.unexplainedSalientCount(of: top.entry, tokens: items.tokens, in: index, declines: declinesSubject) == 0
        else { return nil }
        // The query is about the item's question: it explains most of the
        // query, or, after a decline of the topic the item's page covers
        // (the topic is already settled), the query uses most of it.
        if Self.questionCoverage(of: top.entry, tokens: items.tokens, in: index) < Self.leadCoverage {
            guard case .declined = outcome,
                  Self.questionRecall(of: top.entry, tokens: items.tokens, in: index) >= Self.leadRecall
            else { return nil }
        }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }

    /// An item a long message names through many of its words, where the
    /// gates above ask for coverage a long message cannot give: a story
    /// around the question ("Saya mau unggah dokumen kualifikasi malam ini,
    /// tapi kata teman saya nanti malam situs LPSE ...") explains a quarter
    /// of itself with the item's question and names a subject word the item
    /// lacks, yet matches its rare words with a total weight no short
    /// lookalike reaches. It answers when the item scores
    /// `strongEvidenceScore`, leads every complete rival (curated entries
    /// too) by `leadMargin`, its question explains `strongEvidenceCoverage`
    /// of the query (or it scores `overwhelmingScore` and the query uses
    /// `overwhelmingRecall` of its question: a story of five sentences), the
    /// query names no other role, and after a decline it scores
    /// `declineOverrideFactor` times the declining entry, unless it is
    /// overwhelming: a long story gathers the out-of-scope entry's many
    /// narrative words (its examples are stories too) and the decline
    /// outscores any item, while the story uses most of the item's question.
    private func strongItemEvidence(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        let curatedCount = documentIndexCuratedCount
        let index = documentClassifier.index
        let complete = items.candidates.filter(\.complete)
        guard let top = complete.first, top.entry >= curatedCount, top.score >= Self.strongEvidenceScore else { return nil }
        let overwhelming = top.score >= Self.overwhelmingScore
            && Self.questionRecall(of: top.entry, tokens: items.tokens, in: index) >= Self.overwhelmingRecall
        switch outcome {
        case .fallback: break
        case let .declined(score, _): guard overwhelming || top.score >= score * Self.declineOverrideFactor else { return nil }
        case .weakAnswer: return nil
        }
        let runnerUp = complete.dropFirst().first?.score ?? 0
        guard (top.score - runnerUp) / top.score >= Self.leadMargin,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: index),
              overwhelming || Self.questionCoverage(of: top.entry, tokens: items.tokens, in: index) >= Self.strongEvidenceCoverage
        else { return nil }
        return itemAnswer(top.entry, items: items, in: documentClassifier)
    }
    /// Chosen on the tuning sets only: over the lines the curated entries
    /// leave open, the top item at 6 / 25% was right 12 times, wrong 0.
    static let strongEvidenceScore = 6.0
    static let strongEvidenceCoverage = 0.25
    /// A story of many sentences explains less than a quarter of itself with
    /// any question, yet an item it names with this much weight, using at
    /// least `overwhelmingRecall` of the item's own question, is what it asks.
    static let overwhelmingScore = 9.0
    static let overwhelmingRecall = 0.5

    /// The items' decision in reply numbering, or nil to keep the curated one.
    /// An item answers only when the items' index answers it itself (its
    /// score, coverage and separation clear the usual thresholds) and the
    /// query names no salient subject the item does not know, unless the
    /// item's question explains most of the query.
    private func itemDecision(_ question: DocumentQuestion) -> GateDecision? {
        let items = question.items, outcome = question.outcome, documentClassifier = question.classifier
        let curatedCount = documentIndexCuratedCount
        let offset = index.entryCount - curatedCount
        let settings = documentClassifier.settings
        let complete = items.candidates.filter(\.complete)
        guard let top = complete.first, top.entry >= curatedCount, top.score >= settings.minimumScore else { return nil }
        let (coverage, questionOnly) = Self.questionCoverages(of: top.entry, tokens: items.tokens, in: documentClassifier.index)
        // A query that shares no word with the item's question met only its
        // answer text ("cara bikin akta pendirian cv" and the documents-to-
        // bring item, whose list names the deed): that is weaker evidence.
        guard questionOnly > 0 else { return nil }
        // The waiver rests on the item's question alone: answer words that
        // happen to match ("direktur" in "ditandatangani oleh direktur")
        // do not make "cara ganti data direktur" the registration question.
        guard questionOnly >= Self.salientBypassCoverage || Self.unexplainedSalientCount(of: top.entry, tokens: items.tokens, in: documentClassifier.index, declines: declinesSubject) == 0,
              !Self.namesOtherRole(item: top.entry, tokens: items.tokens, in: documentClassifier.index)
        else { return nil }
        switch outcome {
        case .fallback:
            break
        case let .declined(score, _):
            guard top.score >= score * Self.declineOverrideFactor else { return nil }
        case .weakAnswer:
            let curatedRival = complete.first { $0.entry < curatedCount }
            guard curatedRival.map({ (top.score - $0.score) / top.score }) ?? 1 >= Self.curatedOverrideMargin else { return nil }
        }
        if case let .answer(entry) = items.decision {
            return entry == top.entry ? (.answer(entry: entry + offset), items.confidence) : nil
        }
        // Close items: clarify among them after a plain fallback, when the
        // first one's question is about the query.
        guard case .fallback = outcome, case let .clarify(options, _) = items.decision,
              options.allSatisfy({ $0 >= curatedCount }),
              coverage >= Self.answerCoverage
        else { return nil }
        return (.clarify(options: options.map { $0 + offset }, topic: nil), items.confidence)
    }
}

