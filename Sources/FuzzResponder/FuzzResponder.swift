#if canImport(Glibc)
import Glibc
#endif
import TanyaCore
import TanyaService

// libFuzzer target: any bytes as a query, through the whole text pipeline and
// responder, and through the JSON API (POST /v1/ask) as both the raw body and
// the "text" field. Invariants checked on every input, not only "no crash":
// a reply always has a valid type with the fields that type promises, its JSON
// parses back, the normaliser is deterministic and idempotent, and the API
// never answers 5xx.

nonisolated(unsafe) private var loadedAPI: TanyaAPI?

private func fail(_ message: String) -> Never {
    let text = "fuzz-responder: invariant violated: \(message)\n"
    let bytes = Array(text.utf8)
    _ = write(2, bytes, bytes.count)
    abort()
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

/// Loaded once per process; libFuzzer calls the entry point on one thread.
private func api() -> TanyaAPI {
    if let loadedAPI { return loadedAPI }
    let directory = getenv("TANYA_KNOWLEDGE").map { String(cString: $0) } ?? "knowledge"
    do {
        let responder = try KnowledgeLoader.loadResponder(directory: directory)
        let store = KnowledgeStore(directory: directory, responder: responder)
        let loaded = TanyaAPI(store: store, metrics: Metrics(), log: { _ in })
        loadedAPI = loaded
        return loaded
    } catch {
        fail("cannot load knowledge from \(directory) (set TANYA_KNOWLEDGE): \(error)")
    }
}

private func checkReply(_ reply: Reply, responder: Responder) {
    require(reply.confidence >= 0 && reply.confidence <= 1, "confidence \(reply.confidence) outside [0, 1]")
    switch reply.kind {
    case .answer:
        // Document items answer too: they are numbered after the curated entries.
        let number = reply.intent.flatMap(responder.entryNumber(for:))
        require(number != nil, "answer without a known intent")
        // Chit-chat (low priority) reads as conversation, without a steps list.
        let conversational = number.map { responder.entry(number: $0).priority == .low } ?? false
        require(conversational || !reply.steps.isEmpty, "answer without steps")
        require(reply.options.isEmpty, "answer with options")
        require(reply.title?.isEmpty == false, "answer without a title")
    case .clarify:
        require(reply.intent == nil, "clarify with an intent")
        require(reply.options.count >= 2, "clarify with \(reply.options.count) options")
        require(Set(reply.options.map(\.intent)).count == reply.options.count, "duplicate clarify options")
        for option in reply.options {
            require(responder.index.entry(id: option.intent) != nil, "clarify option \(option.intent) is not an entry")
        }
    case .fallback:
        require(reply.intent == nil, "fallback with an intent")
        require(!reply.contacts.isEmpty, "fallback without escalation contacts")
    }
    require(!reply.message.isEmpty, "reply without a message")
    // The JSON of every reply parses back as an object with the documented type.
    guard case let .object(object)? = try? JSONValue.parse(Array(reply.json().utf8)) else {
        fail("reply JSON does not parse: \(reply.json())")
    }
    require(object["type"] == .string(reply.kind.rawValue), "JSON type field differs")
}

private func checkAPI(_ response: APIResponse, body: [UInt8]) {
    require(response.status < 500, "API answered \(response.status) to body \(body)")
    require(response.status == 200 || (400..<500).contains(response.status), "unexpected status \(response.status)")
    guard case let .object(object)? = try? JSONValue.parse(response.body) else {
        fail("API response body is not a JSON object (status \(response.status))")
    }
    if response.status == 200 {
        let types: [JSONValue] = [.string("answer"), .string("clarify"), .string("fallback")]
        require(object["type"].map(types.contains) == true, "200 reply without a valid type")
    } else {
        guard case let .object(error)? = object["error"], case .string? = error["code"],
              case .string? = error["message"], case .string? = error["message_en"] else {
            fail("\(response.status) response without error.code/message/message_en")
        }
    }
}

/// `POST /v1/feedback` and `POST /v1/letter` with the same bytes as their body:
/// never a 5xx; 204 or a JSON error for feedback; a letter or a JSON error naming fields.
private func checkHelpdeskRoutes(_ api: TanyaAPI, body: [UInt8]) {
    let headers = [(name: "Content-Type", value: "application/json")]
    let feedback = api.handle(APIRequest(method: "POST", path: "/v1/feedback", headers: headers, body: body))
    require(feedback.status == 204 || (400..<500).contains(feedback.status), "feedback answered \(feedback.status)")
    if feedback.status == 204 { require(feedback.body.isEmpty, "204 feedback with a body") }
    let letter = api.handle(APIRequest(method: "POST", path: "/v1/letter", headers: headers, body: body))
    require(letter.status == 200 || (400..<500).contains(letter.status), "letter answered \(letter.status)")
    if letter.status != 200 {
        guard case let .object(object)? = try? JSONValue.parse(letter.body), case .object? = object["error"] else {
            fail("\(letter.status) letter response without an error object")
        }
    }
}

// The libFuzzer entry point: the only unsafe code here. `data` holds
// `size` bytes for the duration of the call; they are copied at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let api = api()
    let responder = api.store.responder
    let normalizer = responder.index.normalizer

    let (reply, classification) = responder.reply(to: text, site: nil)
    checkReply(reply, responder: responder)
    let replyForDefaultSite = responder.reply(to: text, site: Responder.defaultSiteID).reply
    require(replyForDefaultSite.kind == reply.kind && replyForDefaultSite.intent == reply.intent,
            "the default site changes the decision")

    // Normalising is deterministic, and normalising normalised text changes nothing.
    let clipped = text.utf8.count > Responder.maximumQueryLength * 4 ? String(text.prefix(Responder.maximumQueryLength)) : text
    // The classifier reads a message with its doubled-letter slips undone
    // (`repairingDoubledLetters`), where it enters.
    let terms = normalizer.terms(normalizer.repairingDoubledLetters(clipped))
    require(classification.tokens.map(\.term) == terms, "normaliser is not deterministic")
    let again = normalizer.terms(terms.joined(separator: " "))
    require(again == terms, "normaliser not idempotent: \(terms) -> \(again)")

    // The same bytes through the HTTP-facing API: as the whole body, and as
    // the question inside a well-formed request.
    let headers = [(name: "Content-Type", value: "application/json")]
    checkAPI(api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: headers, body: bytes)), body: bytes)
    var writer = JSONWriter()
    writer.beginObject(); writer.key("text"); writer.string(text); writer.endObject()
    let wrapped = Array(writer.result.utf8)
    let response = api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: headers, body: wrapped))
    checkAPI(response, body: wrapped)
    checkHelpdeskRoutes(api, body: bytes)
    // Blank questions are refused (400 missing_text); any other within the length limit is answered.
    if text.unicodeScalars.count <= TanyaAPI.maximumTextLength, text.contains(where: { !$0.isWhitespace }) {
        require(response.status == 200, "a question of \(text.unicodeScalars.count) characters was refused with \(response.status)")
    }
    return 0
}
