/// Keeps procedures written for LPSE staff away from vendors: an entry
/// whose only audience is `lpse` is answered directly when the request says
/// the asker is staff (`audience: lpse`) or the question speaks as staff
/// ("sy helpdesk lpse lupa password", "sop reset akun helpdesk"). Otherwise
/// the reply clarifies with the vendor-facing candidates first, and a
/// topic's clarify drops the staff-only options.
struct AudienceGate: Sendable {
    /// Per entry: written for LPSE staff only.
    let staffOnly: [Bool]
    /// Whether any entry is staff-only: without one the gate is a no-op.
    let hasStaffOnly: Bool
    let index: KnowledgeIndex
    let minimumScore: Double

    init(index: KnowledgeIndex, minimumScore: Double) {
        self.index = index
        self.minimumScore = minimumScore
        self.staffOnly = index.entries.map { !$0.entry.audience.isEmpty && $0.entry.audience.allSatisfy { $0 == .lpse } }
        self.hasStaffOnly = staffOnly.contains(true)
    }

    /// `classification` as `audience` may see it; `text` is read only when a staff-only entry is involved.
    func apply(_ classification: Classification, text: String, audience: Audience?) -> Classification {
        guard audience != .lpse, hasStaffOnly else { return classification }
        switch classification.decision {
        case let .answer(entry) where isStaffOnly(entry):
            if audience == nil, Self.speaksAsStaff(text, tokens: classification.tokens) { return classification }
            let alternatives = vendorAlternatives(to: entry, classification.candidates)
            // With nothing a vendor could mean instead, the staff entry is the
            // only one the question is about: a one-option clarify would only
            // add a click.
            guard !alternatives.isEmpty else { return classification }
            var gated = classification
            gated.decision = .clarify(options: alternatives + [entry], topic: nil)
            gated.confidence = min(classification.confidence, 0.5)
            return gated
        case let .clarify(options, topic) where options.contains(where: isStaffOnly):
            if audience == nil, Self.speaksAsStaff(text, tokens: classification.tokens) { return classification }
            let kept = options.filter { !isStaffOnly($0) }
            guard !kept.isEmpty else { return classification }
            var gated = classification
            // A clarify needs two options: with one vendor option left, the
            // staff entries stay, after it.
            gated.decision = .clarify(options: kept.count >= 2 ? kept : kept + options.filter(isStaffOnly), topic: topic)
            return gated
        default:
            return classification
        }
    }

    /// Numbers past the curated entries are document items, written for everyone.
    private func isStaffOnly(_ entry: Int) -> Bool { entry < staffOnly.count && staffOnly[entry] }

    /// What a vendor more likely means than the staff entry: scored entries
    /// of the same topic first, then other complete ones, else the topic's
    /// entries; at most three.
    private func vendorAlternatives(to entry: Int, _ candidates: [Classification.Candidate]) -> [Int] {
        let topic = index.entryTopics[entry]
        let members = topic.map { index.topics[$0].members } ?? []
        let eligible = candidates.filter { !staffOnly[$0.entry] && index.priorities[$0.entry] == .normal }
        var options = eligible.filter { members.contains($0.entry) }.prefix(2).map(\.entry)
        for candidate in eligible where candidate.complete && candidate.score >= minimumScore && !options.contains(candidate.entry) {
            options.append(candidate.entry)
        }
        if options.isEmpty {
            options = members.filter { !staffOnly[$0] && index.priorities[$0] == .normal }
        }
        return Array(options.prefix(3))
    }

    /// Words naming a staff role or a staff procedure.
    static let staffWords: WordSet = ["helpdesk", "sop", "ppe", "operator", "petugas", "verifikator"]
    /// Words after "admin" that make it a staff role ("admin lpse"), unlike a greeting ("hai admin").
    static let adminRoles: WordSet = ["lpse", "ppe", "agency", "spse"]
    /// Words before a role that make it the one acting on the asker's account,
    /// not the asker: "direset oleh helpdesk", "minta ke helpdesk".
    static let agentWords: WordSet = [
        "oleh", "sama", "ama", "dari", "ke", "kepada", "hubungi", "menghubungi", "lewat", "via", "minta", "tanya", "by",
    ]

    /// Whether the question speaks as LPSE staff: a staff role or procedure
    /// word that is not the agent of what happened to the asker.
    ///
    /// `tokens` are the question as normalised: a misspelt role word
    /// ("hlepdesk") counts as the word it was corrected to.
    static func speaksAsStaff(_ text: String, tokens: [NormalizedToken] = []) -> Bool {
        let words = lowercasedWords(text)
        let correctedRoles = tokens.filter { $0.corrected && staffWords.contains($0.term) }.map { $0.surface.lowercased() }
        for (position, word) in words.enumerated() {
            let isRole = staffWords.contains(word) || correctedRoles.contains(word)
                || (word == "admin" && position + 1 < words.count && adminRoles.contains(words[position + 1]))
            guard isRole else { continue }
            guard position > 0 else { return true }
            let before = words[position - 1]
            // A passive verb ("direset helpdesk") makes the role its agent.
            let passive = before.hasPrefix("di") && before.count >= 5 && before != "dimana"
            if !agentWords.contains(before) && !passive { return true }
        }
        return false
    }

    /// The runs of letters and digits of `text`, lower-cased. ASCII text
    /// (the usual question) is read byte by byte, to the same words the
    /// Character reading gives it (in ASCII only A-Z, a-z are letters and
    /// 0-9 numbers), without breaking it into grapheme clusters.
    static func lowercasedWords(_ text: String) -> [String] {
        let bytes = text.utf8.span
        for index in bytes.indices where bytes[index] >= 0x80 {
            return text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        }
        var words: [String] = []
        var word: [UInt8] = []
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            default:
                guard !word.isEmpty else { continue }
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
