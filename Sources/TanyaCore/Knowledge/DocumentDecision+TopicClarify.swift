extension Responder {
    /// The item that answers a question the curated entries met with a topic
    /// clarify, when the items' index answers it outright. A topic word
    /// triggers that clarify whatever else the message says: "akun" in a
    /// question about helpdesk service over the holidays ("... Butuh bantuan
    /// urgent soal akun"), "PPK" naming who asks. When the office's page
    /// answers the whole message with `confidentItemOverTopicConfidence`
    /// (curated entries compete there on the same rules), the curated list of
    /// account problems would ask about something not asked. Unlike
    /// `itemOverClarify` a stated problem is no bar: the items' own decision
    /// already weighed it. The item must still state a time when one is asked,
    /// and the message may name no role or salient subject the item ignores.
    /// `items`: the items' index's classification of the message.
    func confidentItemOverTopic(_ curated: Classification, items: Classification, words: [String],
                                in index: KnowledgeIndex) -> Classification? {
        guard curated.isTopicClarify, case let .answer(item) = items.decision, item >= documentIndexCuratedCount,
              items.confidence >= Self.confidentItemOverTopicConfidence,
              !itemLeavesTimeOpen(answer(item: item), words: words),
              !Self.namesOtherRole(item: item, tokens: items.tokens, in: index),
              Self.unexplainedSalientCount(of: item, tokens: items.tokens, in: index, declines: declinesSubject) == 0
        else { return nil }
        var result = curated
        result.decision = answer(item: item)
        result.confidence = items.confidence
        result.matched = items.matched
        result.documentGate = "confidentItemOverTopic"
        return result
    }

    /// The items' own confidence an item needs to answer over a topic
    /// clarify. Chosen on the tuning sets: at 0.6 an item about account
    /// activation answered a question about deactivation (0.64); at 0.7 the
    /// nearest wrong answer is well below and two holiday-service questions
    /// asked beside "akun" get their item.
    static let confidentItemOverTopicConfidence = 0.7
}

extension Classification {
    /// Whether the decision is a topic clarify (a vague question about a
    /// known topic), not a tie between two entries.
    var isTopicClarify: Bool {
        if case let .clarify(_, topic) = decision { return topic != nil }
        return false
    }
}
