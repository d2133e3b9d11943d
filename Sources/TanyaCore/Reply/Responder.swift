/// Turns a query (or a chosen intent) into a `Reply` for one LPSE site.
///
/// Everything that does not depend on the query (site placeholders filled,
/// contact lists resolved, links built) is rendered once per site at start-up,
/// so answering is classification plus a copy.
///
/// A class, immutable: as a struct of some 6 kB every call from another
/// module (the service's `outlineAndJSON`) copied it onto the stack first.
public final class Responder: Sendable {
    public let index: KnowledgeIndex
    public let classifier: Classifier
    /// The items of `documents/`, in a second index consulted only when the
    /// curated entries do not answer (see `classifyWithDocuments`); nil
    /// without documents. Entry number `n` of this index is number
    /// `index.entryCount + n` in replies.
    public let documentIndex: KnowledgeIndex?
    let documentClassifier: Classifier?
    public let defaultSite: String
    /// Site ids in order; every per-site table below is indexed the same way,
    /// so answering reads arrays, and a request naming no site hashes nothing.
    private let sites: [String]
    private let siteNumbers: [String: Int]
    private let defaultSiteNumber: Int
    /// Curated entries only: document items (possibly thousands, rarely
    /// answered) are rendered when they answer, see `renderedEntry`.
    let rendered: [[RenderedEntry]]
    private let profiles: [SiteProfile]
    private let floors: [[Reply.ContactLine]]
    /// Each site's contact lines, for document items rendered when asked.
    private let books: [ContactBook]
    let escalation: [[Reply.ContactLine]]
    /// Per site, the contacts of a fallback no entry declines, built once:
    /// built per reply, they were compared line by line and copied.
    private let plainFallbackContacts: [[Reply.ContactLine]]
    /// Per site and curated entry, the same for a fallback the entry declines
    /// (the out-of-scope entries; nil for the others, built if ever asked).
    private let declinedFallbackContacts: [[[Reply.ContactLine]?]]
    /// Per site and entry, the JSON of the parts of an answer that never change.
    let answerParts: [[AnswerParts]]
    /// Per site, the same for a fallback (see `fallbackParts(rendered:escalation:)`).
    let fallbackParts: [[AnswerParts?]]
    private let siteAliases: SiteAliases
    private let audienceGate: AudienceGate

    /// The query-independent part of an answer, for one site.
    struct RenderedEntry: Sendable {
        var title: String
        var summary: String
        var steps: [String]
        var documents: [String]
        var notes: [String]
        var contacts: [Reply.ContactLine]
        var related: [Reply.Option]
        var sources: [String]
    }

    /// An answer's JSON members around the query-dependent `confidence` and
    /// `matched`: `"type":"answer","intent":"…"`, then `"title"…"related"`,
    /// then `"source"`.
    struct AnswerParts: Sendable {
        var head: [UInt8]
        var body: [UInt8]
        var source: [UInt8]
    }

    public static let defaultSiteID = "default"
    /// Longest query text answered; longer input is cut (the HTTP API rejects it earlier).
    public static let maximumQueryLength = 1000

    public init(index: KnowledgeIndex, settings: ClassifierSettings = ClassifierSettings()) {
        self.index = index
        self.classifier = Classifier(index: index, settings: settings)
        let documentIndex = Self.documentIndex(for: index.base, after: index.entryReading)
        self.documentIndex = documentIndex
        var itemSettings = settings
        itemSettings.lowPriorityYieldsToAnyQuestion = true
        self.documentClassifier = documentIndex.map { Classifier(index: $0, settings: itemSettings) }
        let profiles = index.base.sites.isEmpty
            ? [SiteProfile(id: Self.defaultSiteID, fields: [:])]
            : index.base.sites.values.sorted { $0.id < $1.id }
        let sites = profiles.map(\.id)
        self.sites = sites
        self.siteNumbers = Dictionary(uniqueKeysWithValues: sites.enumerated().map { ($1, $0) })
        self.defaultSiteNumber = sites.firstIndex(of: Self.defaultSiteID) ?? 0
        self.defaultSite = sites[defaultSiteNumber]
        self.siteAliases = SiteAliases(sites: profiles, normalizer: index.normalizer)
        self.audienceGate = AudienceGate(index: index, minimumScore: settings.minimumScore)
        let books = profiles.map { ContactBook(site: $0, base: index.base) }
        let floors = books.map { Self.floorContacts(book: $0, base: index.base) }
        self.profiles = profiles
        self.books = books
        self.floors = floors
        let rendered = profiles.indices.map { number in
            index.entries.map { Self.render($0.entry, site: profiles[number], index: index, book: books[number], floor: floors[number]) }
        }
        self.rendered = rendered
        let escalation = books.indices.map { number in
            Self.withFloor(books[number].lines(for: index.base.escalationKeys), floor: floors[number])
        }
        self.escalation = escalation
        self.plainFallbackContacts = escalation.map { Self.fallbackContacts(declined: nil, escalation: $0) }
        self.declinedFallbackContacts = rendered.indices.map { site in
            rendered[site].indices.map { number in
                index.entries[number].entry.priority == .outofscope
                    ? Self.fallbackContacts(declined: rendered[site][number], escalation: escalation[site]) : nil
            }
        }
        self.answerParts = rendered.map { entries in
            entries.enumerated().map { number, entry in Self.answerParts(entry, intent: index.entries[number].entry.id) }
        }
        self.fallbackParts = Self.fallbackParts(rendered: rendered, escalation: escalation,
                                                declining: index.entries.map { $0.entry.priority == .outofscope })
    }

    static func answerParts(_ entry: RenderedEntry, intent: String) -> AnswerParts {
        parts(of: answerReply(entry, intent: intent, confidence: 0, matched: []))
    }

    /// The members of `reply` around `confidence` and `matched`.
    static func parts(of reply: Reply) -> AnswerParts {
        let head = Reply.members { out in
            out.key("type"); out.string(reply.kind.rawValue)
            out.key("intent"); out.optionalString(reply.intent)
        }
        return AnswerParts(head: head, body: Reply.members(reply.writeBody), source: Reply.members(reply.writeSource))
    }

    /// A curated entry's pre-rendered text, or a document item rendered now.
    func renderedEntry(_ entry: Int, siteNumber: Int) -> RenderedEntry {
        let curated = rendered[siteNumber]
        if entry < curated.count { return curated[entry] }
        return Self.render(self.entry(number: entry), site: profiles[siteNumber], index: index,
                           book: books[siteNumber], floor: floors[siteNumber])
    }

    /// The reply to `text` as one JSON line: the same bytes as
    /// `reply(to:site:).jsonBytes(newline:)`, but an answer copies its
    /// pre-rendered parts instead of escaping every step again.
    public func replyJSON(to text: String, site: String? = nil, audience: Audience? = nil, newline: Bool = true) -> [UInt8] {
        outlineAndJSON(to: text, site: site, audience: audience, newline: newline).json
    }

    /// The reply to `text` as JSON (as `replyJSON`) with its kind and intent,
    /// for callers that log or count replies, such as the HTTP API. An
    /// answer never builds a `Reply` value: its JSON comes from the
    /// pre-rendered parts. `site` is the profile the request names; without
    /// one, an office named in the question, else `defaultSite` (a server's
    /// `--site`), else the default profile.
    ///
    /// `lead`: members (`"a":1`, no braces) the caller puts first in the
    /// object, such as the API's reply id. They are written with the rest
    /// (inserting them afterwards copied the whole reply into a second array).
    public func outlineAndJSON(to text: String, site: String? = nil, defaultSite: String? = nil, audience: Audience? = nil,
                               newline: Bool = false, lead: Span<UInt8> = Span()) -> (outline: ReplyOutline, json: [UInt8]) {
        let classification = classify(text, audience: audience)
        let siteNumber = resolvedSite(site, tokens: classification.tokens, defaultSite: defaultSite)
        guard case let .answer(entry) = classification.decision else {
            if let parts = fallbackParts(classification, siteNumber: siteNumber) {
                return (ReplyOutline(kind: .fallback, intent: nil),
                        Self.json(parts, confidence: classification.confidence, matched: classification.matched, newline: newline, lead: lead))
            }
            let reply = reply(for: classification, siteNumber: siteNumber)
            return (ReplyOutline(kind: reply.kind, intent: reply.intent, options: reply.options.map(\.intent)),
                    Self.leading(lead, reply.jsonBytes(newline: newline)))
        }
        let json = answerJSON(entry: entry, confidence: classification.confidence, matched: classification.matched,
                              siteNumber: siteNumber, newline: newline, lead: lead)
        return (ReplyOutline(kind: .answer, intent: entryID(number: entry)), json)
    }

    /// The entry chosen directly (as `reply(intent:site:)`) and its JSON, nil
    /// for an unknown id (`lead` as in `outlineAndJSON(to:)`).
    public func outlineAndJSON(intent: String, site: String? = nil, newline: Bool = false,
                               lead: Span<UInt8> = Span()) -> (outline: ReplyOutline, json: [UInt8])? {
        guard let entry = entryNumber(for: intent) else { return nil }
        let json = answerJSON(entry: entry, confidence: 1, matched: [], siteNumber: resolvedSite(site), newline: newline, lead: lead)
        return (ReplyOutline(kind: .answer, intent: entryID(number: entry)), json)
    }

    /// Whether `site` names a known site profile.
    public func hasSite(_ site: String) -> Bool { siteNumbers[site] != nil }

    public var siteIDs: [String] { sites }

    /// Answers free text (`site` and `audience` as in `outlineAndJSON`).
    public func reply(to text: String, site: String? = nil, audience: Audience? = nil) -> Reply {
        reply(to: text, site: site, audience: audience).reply
    }

    /// Answers free text and returns the classification behind the reply.
    public func reply(to text: String, site: String? = nil, audience: Audience? = nil) -> (reply: Reply, classification: Classification) {
        let classification = classify(text, audience: audience)
        return (reply(for: classification, siteNumber: resolvedSite(site, tokens: classification.tokens, defaultSite: nil)), classification)
    }

    /// The classifier's decision, with staff-only entries kept from those who do not speak as staff.
    private func classify(_ text: String, audience: Audience?) -> Classification {
        // Every reading of the typed words (the items' gates, the staff
        // gate) takes the text with its doubled-letter slips undone, as the
        // classifier does: "akun helppdesk kekunci" speaks as staff.
        let clipped = index.normalizer.repairingDoubledLetters(clipped(text))
        let whole = classifyWithDocuments(repaired: clipped)
        return audienceGate.apply(askedSentencesReading(clipped, whole: whole) ?? whole, text: clipped, audience: audience)
    }

    /// The site number for a request: the named profile, else an office the
    /// question names, else `defaultSite`, else the default profile.
    private func resolvedSite(_ site: String?, tokens: [NormalizedToken], defaultSite: String?) -> Int {
        if let site { return resolvedSite(site) }
        if let named = siteAliases.site(in: tokens), let number = siteNumbers[named] { return number }
        return resolvedSite(defaultSite)
    }

    private func clipped(_ text: String) -> String {
        text.utf8.count > Self.maximumQueryLength * 4 ? String(text.prefix(Self.maximumQueryLength)) : text
    }

    /// The entry chosen directly (a clarify button, `--intent`), or nil for an unknown id.
    public func reply(intent: String, site: String? = nil) -> Reply? {
        guard let entry = entryNumber(for: intent) else { return nil }
        return answer(entry: entry, confidence: 1, matched: [], siteNumber: resolvedSite(site))
    }

    public func reply(for classification: Classification, site: String?) -> Reply {
        reply(for: classification, siteNumber: resolvedSite(site))
    }

    private func reply(for classification: Classification, siteNumber: Int) -> Reply {
        switch classification.decision {
        case let .answer(entry):
            return answer(entry: entry, confidence: classification.confidence, matched: classification.matched, siteNumber: siteNumber)
        case let .clarify(options, topic):
            let question = topic.map { index.topics[$0].topic.question } ?? Self.genericClarifyQuestion
            return Reply(kind: .clarify, intent: nil, confidence: classification.confidence, title: nil,
                         message: question, steps: [], documents: [], notes: [], contacts: [],
                         options: options.map { Reply.Option(intent: entryID(number: $0), title: renderedTitle($0, siteNumber: siteNumber)) },
                         related: [], matched: classification.matched, source: [])
        case .fallback:
            let declining = decliningCuratedEntry(of: classification, siteNumber: siteNumber)
            let contacts = if let declining { declinedFallbackContacts[siteNumber][declining] } else { plainFallbackContacts[siteNumber] }
            // With the contacts built, only the entry's summary is read (in place).
            if let contacts {
                return Self.fallbackReply(summary: declining.map { rendered[siteNumber][$0].summary }, confidence: classification.confidence,
                                          matched: classification.matched, empty: classification.tokens.isEmpty, contacts: contacts)
            }
            return Self.fallbackReply(declined: declining.map { rendered[siteNumber][$0] }, escalation: escalation[siteNumber],
                                      confidence: classification.confidence, matched: classification.matched,
                                      empty: classification.tokens.isEmpty)
        }
    }

    private func answer(entry: Int, confidence: Double, matched: [String], siteNumber: Int) -> Reply {
        let curated = rendered[siteNumber]
        guard entry < curated.count else {
            return Self.answerReply(renderedEntry(entry, siteNumber: siteNumber), intent: entryID(number: entry),
                                    confidence: confidence, matched: matched)
        }
        // A curated entry's fields are read in place: a copy of the whole
        // rendered entry first retained and then released each of its fields.
        return Reply(kind: .answer, intent: entryID(number: entry), confidence: confidence, title: curated[entry].title,
                     message: curated[entry].summary, steps: curated[entry].steps, documents: curated[entry].documents,
                     notes: curated[entry].notes, contacts: curated[entry].contacts, options: [],
                     related: curated[entry].related, matched: matched, source: curated[entry].sources)
    }

    private static func answerReply(_ rendered: RenderedEntry, intent: String, confidence: Double, matched: [String]) -> Reply {
        Reply(kind: .answer, intent: intent, confidence: confidence, title: rendered.title,
              message: rendered.summary, steps: rendered.steps, documents: rendered.documents, notes: rendered.notes,
              contacts: rendered.contacts, options: [], related: rendered.related, matched: matched, source: rendered.sources)
    }

    /// The number of `site`'s profile; the default profile for nil or an unknown id.
    private func resolvedSite(_ site: String?) -> Int {
        guard let site else { return defaultSiteNumber }
        return siteNumbers[site] ?? defaultSiteNumber
    }

    static let genericClarifyQuestion = "Pertanyaan Anda cocok dengan beberapa masalah. Mana yang paling sesuai?"
    static let fallbackMessage = "Maaf, Tanya LPSE belum bisa menjawab pertanyaan itu. Coba tuliskan kendalanya dengan kata lain (misalnya pesan error yang muncul), atau hubungi petugas helpdesk di bawah ini."
    static let emptyQueryMessage = "Silakan tuliskan kendala Anda di LPSE/SPSE, misalnya \"lupa password\" atau pesan error yang muncul saat login."

    // MARK: - Rendering

    /// `floor`: the site's reachable national channels (`floorContacts`), added when the entry names none;
    /// `book`: the site's contact lines.
    static func render(_ entry: KnowledgeEntry, site: SiteProfile, index: KnowledgeIndex, book: ContactBook,
                       floor: [Reply.ContactLine]) -> RenderedEntry {
        let fill = { (text: String) in Placeholders.fill(text, site: site) }
        var summary = fill(entry.summary)
        var steps = entry.steps.map(fill)
        // Greetings and thanks are conversation: their "steps" read as the
        // rest of one spoken reply, not as a procedure to follow.
        if entry.priority == .low, !steps.isEmpty {
            summary = ([summary] + steps).joined(separator: " ")
            steps = []
        }
        return RenderedEntry(
            title: fill(entry.title),
            summary: summary,
            steps: steps,
            documents: entry.documents.map(fill),
            notes: entry.notes.map(fill),
            contacts: withFloor(book.lines(for: entry.contactKeys.map(\.value)), floor: floor),
            related: entry.related.compactMap { related in
                index.entry(id: related.value).map { Reply.Option(intent: $0.id, title: fill($0.title)) }
            },
            sources: entry.sources
        )
    }

    /// `lines` with the national channels added when none of them can be
    /// reached with a link (`tel:`, `mailto:`, `https:`): every reply names
    /// someone a vendor can actually call or write to.
    static func withFloor(_ lines: [Reply.ContactLine], floor: [Reply.ContactLine]) -> [Reply.ContactLine] {
        guard !lines.contains(where: { $0.href != nil }) else { return lines }
        var result = lines
        for line in floor where !result.contains(line) { result.append(line) }
        return result
    }

    /// The reachable contacts of the escalation line; when it has none, every
    /// reachable national contact of `contacts.md` (`book`: the site's lines).
    static func floorContacts(book: ContactBook, base: KnowledgeBase) -> [Reply.ContactLine] {
        let escalation = book.lines(for: base.escalationKeys).filter { $0.href != nil }
        if !escalation.isEmpty { return escalation }
        return book.lines(for: base.contactOrder).filter { $0.href != nil }
    }

    /// `floorContacts(book:base:)` of `site`.
    static func floorContacts(site: SiteProfile, base: KnowledgeBase) -> [Reply.ContactLine] {
        floorContacts(book: ContactBook(site: site, base: base), base: base)
    }

    /// The lines `keys` name on `site` (see `ContactBook.lines(for:)`).
    static func contacts(for keys: [String], site: SiteProfile, base: KnowledgeBase) -> [Reply.ContactLine] {
        ContactBook(site: site, base: base).lines(for: keys)
    }
}

/// Fills `{site.field|fallback}` placeholders from a site profile.
public enum Placeholders {
    public static func fill(_ text: String, site: SiteProfile) -> String {
        // A byte scan first: most texts have no placeholder at all.
        guard text.containsByte(UInt8(ascii: "{")) else { return text }
        let bytes = Array(text.utf8)
        let found = placeholders(in: bytes)
        guard !found.isEmpty else { return text }
        // The marks are ASCII bytes, which never stand inside a multi-byte
        // character: every offset cuts the text between characters.
        func piece(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var out = ""
        var copied = 0
        for placeholder in found {
            out += piece(copied..<placeholder.start)
            out += site[piece(placeholder.field)] ?? placeholder.fallback.map(piece) ?? ""
            copied = placeholder.end
        }
        out += piece(copied..<bytes.count)
        return out
    }

    /// Field names used by placeholders in `text` (for validation).
    public static func fields(in text: String) -> [String] {
        guard text.containsByte(UInt8(ascii: "{")) else { return [] }
        let bytes = Array(text.utf8)
        return placeholders(in: bytes).map { String(decoding: bytes[$0.field], as: UTF8.self) }
    }

    /// One `{site.field|fallback}` in a text, as byte offsets: where it
    /// starts, its field, its fallback (after the first "|"), and the
    /// offset after its "}".
    private struct Found {
        var start: Int
        var field: Range<Int>
        var fallback: Range<Int>?
        var end: Int
    }

    private static let opening = Array("{site.".utf8)

    /// Every complete placeholder, left to right; an opening with no "}"
    /// after it ends the search (the rest is plain text).
    private static func placeholders(in bytes: [UInt8]) -> [Found] {
        var found: [Found] = []
        var position = 0
        while let start = firstOpening(in: bytes, from: position) {
            let body = start + opening.count
            guard let close = bytes[body...].firstIndex(of: UInt8(ascii: "}")) else { break }
            if let bar = bytes[body..<close].firstIndex(of: UInt8(ascii: "|")) {
                found.append(Found(start: start, field: body..<bar, fallback: (bar + 1)..<close, end: close + 1))
            } else {
                found.append(Found(start: start, field: body..<close, fallback: nil, end: close + 1))
            }
            position = close + 1
        }
        return found
    }

    private static func firstOpening(in bytes: [UInt8], from position: Int) -> Int? {
        var index = position
        while index + opening.count <= bytes.count {
            if bytes[index] == opening[0], bytes[index..<(index + opening.count)].elementsEqual(opening) { return index }
            index += 1
        }
        return nil
    }
}
