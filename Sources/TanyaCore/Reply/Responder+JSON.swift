/// A reply's JSON from pre-rendered parts: an answer's, and a fallback's
/// (one reply in seven is a fallback, and writing its message and contact
/// lines through `JSONWriter` escaped the same few hundred bytes again for
/// every one of them).
extension Responder {
    /// The JSON of an answer: its pre-rendered parts around the query's
    /// confidence and matched words (members in `Reply.jsonBytes` order),
    /// written straight into the result's memory.
    func answerJSON(entry: Int, confidence: Double, matched: [String], siteNumber: Int, newline: Bool,
                    lead: Span<UInt8> = Span()) -> [UInt8] {
        let parts = entry < answerParts[siteNumber].count
            ? answerParts[siteNumber][entry]
            : Self.answerParts(renderedEntry(entry, siteNumber: siteNumber), intent: entryID(number: entry))
        return Self.json(parts, confidence: confidence, matched: matched, newline: newline, lead: lead)
    }

    /// The JSON of a reply from its pre-rendered parts (see `AnswerParts`),
    /// `lead` (members) first.
    static func json(_ parts: AnswerParts, confidence: Double, matched: [String], newline: Bool,
                     lead: Span<UInt8> = Span()) -> [UInt8] {
        // Fixed text below, the number (at most 24 bytes) and each word escaped.
        var capacity = lead.count + parts.head.count + parts.body.count + parts.source.count + 64
        for word in matched { capacity += JSONWriter.maximumEscapedCount(word) + 1 }
        var out = JSONByteCursor(capacity: capacity)
        out.append(UInt8(ascii: "{"))
        if !lead.isEmpty {
            out.append(lead)
            out.append(UInt8(ascii: ","))
        }
        out.append(parts.head)
        out.append(",\"confidence\":")
        out.appendNumber(confidence)
        out.append(UInt8(ascii: ","))
        out.append(parts.body)
        out.append(",\"matched\":[")
        for (position, word) in matched.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.appendEscaped(word)
        }
        out.append("],")
        out.append(parts.source)
        out.append(UInt8(ascii: "}"))
        if newline { out.append(UInt8(ascii: "\n")) }
        return out.bytes
    }

    /// `json` (an object) with the members `lead` first; anything but an
    /// object is returned as it is. For the replies written whole, through
    /// `Reply.jsonBytes` (clarify, an empty question's fallback).
    public static func leading(_ lead: Span<UInt8>, _ json: [UInt8]) -> [UInt8] {
        guard !lead.isEmpty, json.first == UInt8(ascii: "{"), json.count >= 2 else { return json }
        var out = JSONByteCursor(capacity: json.count + lead.count + 1)
        out.append(UInt8(ascii: "{"))
        out.append(lead)
        // An empty object gets no separating comma.
        if json[1] != UInt8(ascii: "}") { out.append(UInt8(ascii: ",")) }
        out.append(json[1...])
        return out.bytes
    }

    /// A fallback reply. `declined`: the curated out-of-scope entry that
    /// declined the question, whose summary says so in its own words and
    /// whose contacts (the office that does handle it) come before the
    /// site's escalation. `empty`: the query had no words at all.
    /// `contacts`: `fallbackContacts(declined:escalation:)`, when the caller has them.
    static func fallbackReply(declined: RenderedEntry?, escalation: [Reply.ContactLine], confidence: Double,
                              matched: [String], empty: Bool, contacts: [Reply.ContactLine]? = nil) -> Reply {
        fallbackReply(summary: declined?.summary, confidence: confidence, matched: matched, empty: empty,
                      contacts: contacts ?? fallbackContacts(declined: declined, escalation: escalation))
    }

    /// `fallbackReply(declined:...)` with the declining entry's summary and
    /// the contacts given: the entry is not copied to read its summary.
    static func fallbackReply(summary: String?, confidence: Double, matched: [String], empty: Bool,
                              contacts: [Reply.ContactLine]) -> Reply {
        Reply(kind: .fallback, intent: nil, confidence: confidence, title: nil,
              message: empty ? emptyQueryMessage : (summary ?? fallbackMessage),
              steps: [], documents: [], notes: [], contacts: contacts,
              options: [], related: [], matched: matched, source: [])
    }

    /// A fallback's contacts: the declining entry's, then the escalation
    /// line's not among them.
    static func fallbackContacts(declined: RenderedEntry?, escalation: [Reply.ContactLine]) -> [Reply.ContactLine] {
        var contacts = declined?.contacts ?? []
        for line in escalation where !contacts.contains(line) { contacts.append(line) }
        return contacts
    }

    /// Per site: the parts of a fallback declined by no entry (slot 0) and
    /// by each curated entry `n` (slot `n + 1`), for a query with words.
    /// They are cut from the same `Reply` that `reply(for:siteNumber:)`
    /// builds, so the bytes are the same. Only the entries `declining`
    /// marks (the out-of-scope ones, which decline) are rendered at load;
    /// the other slots are nil and rendered if ever asked (rendering all
    /// of them cost some 30,000 instructions an entry and site at every load).
    static func fallbackParts(rendered: [[RenderedEntry]], escalation: [[Reply.ContactLine]],
                              declining: [Bool]) -> [[AnswerParts?]] {
        zip(rendered, escalation).map { entries, escalation in
            [fallbackParts(declined: nil, escalation: escalation)] + entries.indices.map { number in
                declining[number] ? fallbackParts(declined: entries[number], escalation: escalation) : nil
            }
        }
    }

    static func fallbackParts(declined: RenderedEntry?, escalation: [Reply.ContactLine]) -> AnswerParts {
        parts(of: fallbackReply(declined: declined, escalation: escalation, confidence: 0, matched: [], empty: false))
    }

    /// The pre-rendered parts for `classification` when it is a fallback to
    /// a query with words (nil otherwise: the reply is written in full).
    func fallbackParts(_ classification: Classification, siteNumber: Int) -> AnswerParts? {
        guard case .fallback = classification.decision, !classification.tokens.isEmpty else { return nil }
        let slot = decliningCuratedEntry(of: classification, siteNumber: siteNumber).map { $0 + 1 } ?? 0
        return fallbackParts[siteNumber][slot]
            ?? Self.fallbackParts(declined: rendered[siteNumber][slot - 1], escalation: escalation[siteNumber])
    }

    /// The curated entry whose own words decline a fallback, if any: only a
    /// curated entry declines in its own words (shared by the full reply
    /// and its pre-rendered JSON, so both say the same).
    func decliningCuratedEntry(of classification: Classification, siteNumber: Int) -> Int? {
        classification.outOfScope.flatMap { $0 < rendered[siteNumber].count ? $0 : nil }
    }

    /// `renderedEntry(_:siteNumber:).title`, read in place for a curated entry.
    func renderedTitle(_ entry: Int, siteNumber: Int) -> String {
        let curated = rendered[siteNumber]
        return entry < curated.count ? curated[entry].title : renderedEntry(entry, siteNumber: siteNumber).title
    }

    /// The id of reply entry `number`, read in place (`entry(number:)`
    /// copies the whole entry).
    func entryID(number: Int) -> String {
        if let documentIndex, number >= index.entryCount {
            return documentIndex.entries[number - index.entryCount + documentIndexCuratedCount].entry.id
        }
        return index.entries[number].entry.id
    }
}
