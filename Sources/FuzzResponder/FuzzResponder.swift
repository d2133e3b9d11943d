#if canImport(Glibc)
import Glibc
#endif
import TanyaCore
import TanyaService

// libFuzzer target: any bytes as a query through the whole text pipeline and
// responder. Invariants checked on every input, not only "no crash".

nonisolated(unsafe) private var loadedResponder: Responder?

private func responder() -> Responder {
    if let loadedResponder { return loadedResponder }
    let directory = getenv("TANYA_KNOWLEDGE").map { String(cString: $0) } ?? "knowledge"
    do {
        let loaded = try KnowledgeLoader.loadResponder(directory: directory, checkRouting: false)
        loadedResponder = loaded
        return loaded
    } catch {
        fputs("fuzz-responder: cannot load knowledge from \(directory): \(error)\n", stderr)
        exit(2)
    }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fputs("invariant violated: \(message())\n", stderr)
        abort()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResponder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let responder = responder()
    let (reply, classification) = responder.reply(to: text, site: nil)

    require(reply.confidence >= 0 && reply.confidence <= 1, "confidence \(reply.confidence) outside [0, 1]")
    switch reply.kind {
    case .answer:
        require(reply.intent.flatMap(responder.index.entry(id:)) != nil, "answer without a known intent")
        require(!reply.steps.isEmpty, "answer without steps")
        require(reply.options.isEmpty, "answer with options")
    case .clarify:
        require(reply.intent == nil, "clarify with an intent")
        require(reply.options.count >= 2, "clarify with \(reply.options.count) options")
        require(Set(reply.options.map(\.intent)).count == reply.options.count, "duplicate clarify options")
    case .fallback:
        require(reply.intent == nil, "fallback with an intent")
        require(!reply.contacts.isEmpty, "fallback without escalation contacts")
    }
    require(classification.tokens.isEmpty == (responder.index.normalizer.terms(text).isEmpty), "normaliser is not deterministic")

    // The JSON of every reply parses back as an object with the documented type.
    guard case let .object(object)? = try? JSONValue.parse(Array(reply.json().utf8)) else {
        require(false, "reply JSON does not parse")
        return 0
    }
    require(object["type"] == .string(reply.kind.rawValue), "JSON type field differs")

    // Normalising a normalised text changes nothing.
    let terms = responder.index.normalizer.terms(text)
    let again = responder.index.normalizer.terms(terms.joined(separator: " "))
    require(again == terms, "normaliser not idempotent: \(terms) -> \(again)")
    return 0
}
