/// The answer Tanya gives, the same object for the chat, the CLI's JSON and
/// the HTTP API.
public struct Reply: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case answer, clarify, fallback
    }

    /// A way to reach someone: label, the value shown, and a link when the
    /// value is an email address, phone number or web address.
    public struct ContactLine: Sendable, Equatable {
        public var label: String
        public var value: String
        public var href: String?
    }

    /// An entry offered as a choice (clarify options, related entries).
    public struct Option: Sendable, Equatable {
        public var intent: String
        public var title: String
    }

    public var kind: Kind
    public var intent: String?
    public var confidence: Double
    public var title: String?
    /// The summary of an answer, the question of a clarify, the apology of a fallback.
    public var message: String
    public var steps: [String]
    public var documents: [String]
    public var notes: [String]
    public var contacts: [ContactLine]
    public var options: [Option]
    public var related: [Option]
    public var matched: [String]
    public var source: [String]
}

/// A reply's kind and intent without its texts: what a server logs and
/// counts for each request, next to the reply's JSON.
public struct ReplyOutline: Sendable, Equatable {
    public var kind: Reply.Kind
    public var intent: String?
    /// The entry ids a clarify offered (empty otherwise): the access log keeps
    /// them so a report can tell which choice users picked.
    public var options: [String]

    public init(kind: Reply.Kind, intent: String?, options: [String] = []) {
        self.kind = kind
        self.intent = intent
        self.options = options
    }
}

extension Reply {
    /// The reply as one line of JSON (no trailing newline), fields in a fixed order.
    public func json() -> String {
        String(decoding: jsonBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `json()`, optionally followed by a newline, for
    /// writers that send bytes straight to a file descriptor or socket.
    public func jsonBytes(newline: Bool = false) -> [UInt8] {
        var out = JSONWriter()
        out.beginObject()
        writeHead(&out)
        writeBody(&out)
        writeMatched(&out)
        writeSource(&out)
        out.endObject()
        if newline { out.newline() }
        return out.bytes
    }

    // The members in four groups, so `Responder` can pre-render the parts of
    // an answer that never change (body, source) and write only the rest.

    /// `type`, `intent`, `confidence`.
    func writeHead(_ out: inout JSONWriter) {
        out.key("type"); out.string(kind.rawValue)
        out.key("intent"); out.optionalString(intent)
        out.key("confidence"); out.number(confidence)
    }

    /// `title` to `related`.
    func writeBody(_ out: inout JSONWriter) {
        out.key("title"); out.optionalString(title)
        out.key("message"); out.string(message)
        out.key("steps"); out.strings(steps)
        out.key("documents"); out.strings(documents)
        out.key("notes"); out.strings(notes)
        out.key("contacts"); out.beginArray()
        for contact in contacts {
            out.beginObject()
            out.key("label"); out.string(contact.label)
            out.key("value"); out.string(contact.value)
            out.key("href"); out.optionalString(contact.href)
            out.endObject()
        }
        out.endArray()
        out.key("options"); out.options(options)
        out.key("related"); out.options(related)
    }

    func writeMatched(_ out: inout JSONWriter) {
        out.key("matched"); out.strings(matched)
    }

    func writeSource(_ out: inout JSONWriter) {
        out.key("source"); out.strings(source)
    }

    /// Pre-rendered members: the bytes a group writes inside an object, without braces.
    static func members(_ write: (inout JSONWriter) -> Void) -> [UInt8] {
        var out = JSONWriter()
        out.beginObject()
        write(&out)
        return Array(out.bytes.dropFirst())
    }
}

extension JSONWriter {
    mutating func options(_ options: [Reply.Option]) {
        beginArray()
        for option in options {
            beginObject()
            key("intent"); string(option.intent)
            key("title"); string(option.title)
            endObject()
        }
        endArray()
    }
}
