#if canImport(Glibc)
import Glibc
#endif
import TanyaCore

/// The JSON API and the widget's static files: routes requests to the
/// responder and writes one redacted access-log line per request.
public final class TanyaAPI: Sendable {
    public let store: KnowledgeStore
    public let metrics: Metrics
    public let corsOrigins: [String]
    public let defaultSite: String?
    /// Takes each access-log line (without a line feed) as bytes.
    private let logLine: @Sendable ([UInt8]) -> Void

    public static let maximumTextLength = 1000

    /// An API whose access log goes to `log`, one String per line.
    public convenience init(store: KnowledgeStore, metrics: Metrics, corsOrigins: [String] = [], defaultSite: String? = nil,
                            log: @escaping @Sendable (String) -> Void) {
        self.init(store: store, metrics: metrics, corsOrigins: corsOrigins, defaultSite: defaultSite,
                  logLine: { log(String(decoding: $0, as: UTF8.self)) })
    }

    /// An API whose access log goes to `logLine` as bytes: the server's
    /// path, which copies them into its log buffer without making a String.
    public init(store: KnowledgeStore, metrics: Metrics, corsOrigins: [String] = [], defaultSite: String? = nil,
                logLine: @escaping @Sendable ([UInt8]) -> Void) {
        self.store = store
        self.metrics = metrics
        self.corsOrigins = corsOrigins
        self.defaultSite = defaultSite
        self.logLine = logLine
    }

    /// What the access log needs to know about a handled request.
    struct Outcome {
        var route: String
        var start: UInt64 = 0
        var replyType: String?
        var intent: String?
        var fallbackText: String?
        var details = AccessLog.Details()
    }

    public func handle(_ request: APIRequest) -> APIResponse {
        let start = Clock.nanoseconds()
        var outcome = Outcome(route: Self.routeName(request.path), start: start)
        var response: APIResponse
        do {
            response = try route(request, outcome: &outcome)
        } catch let error as APIError {
            response = error.response
        } catch {
            response = APIError(500, "internal_error", "Terjadi kesalahan di server.", "Internal server error.").response
        }
        applyCORS(request, to: &response)
        if request.method == "HEAD" {
            response.headers.append(("Content-Length", String(response.body.count)))
            response.body = []
        }
        let seconds = Double(Clock.nanoseconds() - start) / 1e9
        metrics.record(route: outcome.route, status: response.status, seconds: seconds, replyType: outcome.replyType, intent: outcome.intent)
        AccessLog.write(method: request.method, route: outcome.route, status: response.status, seconds: seconds,
                        replyType: outcome.replyType, intent: outcome.intent, fallbackText: outcome.fallbackText, details: outcome.details, to: logLine)
        return response
    }

    /// Logs a response the server produced itself (a malformed request, a timeout).
    public func logServerResponse(status: Int, seconds: Double) {
        metrics.recordRequest(route: "(server)", status: status, seconds: seconds)
        AccessLog.write(method: "-", route: "(server)", status: status, seconds: seconds, replyType: nil, intent: nil, fallbackText: nil,
                        to: logLine)
    }

    /// `/widget.js`: the helpdesk-loop part, then the widget, as one script (one tag to embed).
    static let widgetScript: [UInt8] = PackageResources.widget_helpdesk_js + Array("\n".utf8) + PackageResources.widget_js

    /// Every route with the methods it serves (HEAD and OPTIONS are implied).
    static let routes: [String: [String]] = [
        "/": ["GET"], "/widget.js": ["GET"], "/healthz": ["GET"], "/metrics": ["GET"], "/openapi.json": ["GET"],
        "/v1/ask": ["POST"], "/v1/feedback": ["POST"], "/v1/letter": ["POST"], "/v1/intents": ["GET"], "/v1/intents/{id}": ["GET"],
    ]

    static func routeName(_ path: String) -> String {
        // The length picks the one name to compare with (instead of trying each in turn).
        switch path.utf8.count {
        case 1 where path == "/": return path
        case 7 where path == "/v1/ask": return path
        case 8 where path == "/healthz", 8 where path == "/metrics": return path
        case 10 where path == "/widget.js", 10 where path == "/v1/letter": return path
        case 11 where path == "/v1/intents": return path
        case 12 where path == "/v1/feedback": return path
        case 13 where path == "/openapi.json": return path
        default: return path.hasPrefix("/v1/intents/") ? "/v1/intents/{id}" : "(unknown)"
        }
    }

    /// The `Allow` header value of a route: its methods, HEAD with GET, and OPTIONS.
    static func allowedMethods(route: String) -> [String]? {
        // A switch over the route names: no hashing on every request.
        switch route {
        case "/v1/ask", "/v1/feedback", "/v1/letter": return postMethods
        case "/", "/widget.js", "/healthz", "/metrics", "/openapi.json", "/v1/intents", "/v1/intents/{id}": return getMethods
        default: return allowed[route]
        }
    }

    // Array literals, so they are static data: a table built at run time
    // would have its reference count written by every request on every core.
    // AllowedMethodsTests holds them to `allowed`.
    private static let postMethods: [String] = ["POST", "OPTIONS"]
    private static let getMethods: [String] = ["GET", "HEAD", "OPTIONS"]

    /// Built once: every request looks its route up here.
    private static let allowed: [String: [String]] = routes.mapValues { methods in
        methods + (methods.contains("GET") ? ["HEAD"] : []) + ["OPTIONS"]
    }

    private func route(_ request: APIRequest, outcome: inout Outcome) throws -> APIResponse {
        let path = request.path
        let method = request.method
        guard let allowed = Self.allowedMethods(route: outcome.route) else {
            throw APIError(404, "not_found", "Alamat \(path) tidak ada.", "No route for \(path).")
        }
        guard allowed.contains(method) else {
            var error = APIError(405, "method_not_allowed", "Metode \(method) tidak didukung untuk \(path).",
                                 "Method \(method) is not allowed on \(path).")
            error.extraHeaders = [("Allow", allowed.joined(separator: ", "))]
            throw error
        }
        if method == "OPTIONS" { return preflight(request, allowed: allowed) }

        // "/v1/ask" first: the cases are compared in order, and it is the route nearly every request takes.
        switch path {
        case "/v1/ask":
            return try ask(request, outcome: &outcome)
        case "/":
            return APIResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache")],
                               body: PackageResources.demo_html)
        case "/widget.js":
            return APIResponse(status: 200, headers: [("Content-Type", "application/javascript; charset=utf-8"), ("Cache-Control", "public, max-age=300")],
                               body: Self.widgetScript)
        case "/healthz":
            let snapshot = store.snapshot
            var writer = JSONWriter(capacity: 256)
            writer.beginObject()
            writer.key("status"); writer.string("ok")
            writer.key("entries"); writer.integer(snapshot.responder.index.entryCount)
            writer.key("sites"); writer.strings(snapshot.responder.siteIDs)
            writer.endObject()
            return .json(200, writer.result)
        case "/metrics":
            return APIResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                               body: Array(metrics.render(entries: store.snapshot.responder.index.entryCount).utf8))
        case "/openapi.json":
            return .json(200, bytes: PackageResources.openapi_json)
        case "/v1/intents":
            return .json(200, intentList())
        case "/v1/feedback":
            return try feedback(request, outcome: &outcome)
        case "/v1/letter":
            return try letter(request, outcome: &outcome)
        default:
            let id = String(path.dropFirst("/v1/intents/".count))
            let site = try siteFromQuery(request.query)
            guard let json = intentDetail(id, site: site) else {
                throw APIError(404, "unknown_intent", "Entri '\(id)' tidak ditemukan.", "No entry with id '\(id)'.")
            }
            return .json(200, json)
        }
    }

    // MARK: - /v1/ask

    private func ask(_ request: APIRequest, outcome: inout Outcome) throws -> APIResponse {
        // Only a few members matter: read them without building a dictionary
        // (the last of a repeated name wins, as in the dictionary).
        var textField: JSONValue?
        var intentField: JSONValue?
        var siteField: JSONValue?
        var inReplyToField: JSONValue?
        var audienceField: JSONValue?
        try readJSONObject(request, example: #"{"text": "lupa password"}"#) { name, value in
            switch name {
            case "text": textField = value
            case "intent": intentField = value
            case "site": siteField = value
            case "in_reply_to": inReplyToField = value
            case "audience": audienceField = value
            default: break
            }
        }
        let optionalString = Self.optionalString
        let text = try optionalString("text", textField)
        let intent = try optionalString("intent", intentField)
        // The request's own site wins over an office named in the question; the server's wins over neither.
        let requestedSite = try optionalString("site", siteField)
        let site = requestedSite ?? defaultSite
        let audience = try Self.audience(optionalString("audience", audienceField))
        let inReplyTo = try optionalString("in_reply_to", inReplyToField)
        if let inReplyTo, !ReplyID.isWellFormed(inReplyTo) { throw Self.malformedReplyID("in_reply_to") }
        let snapshot = store.snapshot

        if let site, !snapshot.hasSite(site) { throw unknownSite(site) }
        // The reply id goes first in the reply; the responder writes it there.
        let id = ReplyID(nanoseconds: outcome.start)
        let outline: ReplyOutline
        let json: [UInt8]
        if let intent {
            guard let chosen = snapshot.outlineAndJSON(intent: intent, site: site, lead: id.member.span) else {
                let shown = String(intent.prefix(60))
                throw APIError(400, "unknown_intent", "Entri '\(shown)' tidak ada.", "Unknown intent '\(shown)'.")
            }
            (outline, json) = chosen
        } else {
            guard let text, Self.hasContent(text) else {
                throw APIError(400, "missing_text", "Kolom 'text' wajib diisi (atau 'intent').", "Field 'text' is required unless 'intent' is given.")
            }
            // At most one scalar per UTF-8 byte: short texts need no count.
            guard text.utf8.count <= Self.maximumTextLength || text.unicodeScalars.count <= Self.maximumTextLength else {
                throw APIError(400, "text_too_long", "Pertanyaan terlalu panjang: paling banyak \(Self.maximumTextLength) karakter.",
                               "The text is longer than \(Self.maximumTextLength) characters.")
            }
            (outline, json) = snapshot.outlineAndJSON(to: text, site: requestedSite, defaultSite: defaultSite, audience: audience,
                                                      lead: id.member.span)
            if outline.kind == .fallback { outcome.fallbackText = text }
        }
        outcome.replyType = outline.kind.rawValue
        outcome.intent = outline.intent
        outcome.details.site = site
        outcome.details.options = outline.options
        outcome.details.inReplyTo = inReplyTo
        outcome.details.replyID = id
        return .json(200, bytes: json)
    }

    /// Whether `text` has a character that is not white space. ASCII text is
    /// answered byte by byte; anything else by Unicode's rules.
    static func hasContent(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte >= 0x80 { return text.contains { !$0.isWhitespace } }
            switch byte {
            case 0x09...0x0D, 0x20: continue
            default: return true
            }
        }
        return false
    }

    /// `application/json`, optionally with `charset=utf-8` (any case, spaces
    /// around `;`); checked without allocating for the exact common value.
    static func isJSONContentType(_ value: String) -> Bool {
        if value == "application/json" { return true }
        let parts = value.lowercased().split(separator: ";").map { String($0).trimmingCharacters(in: " \t") }
        let charsetOK = parts.dropFirst().allSatisfy { !$0.hasPrefix("charset=") || $0 == "charset=utf-8" || $0 == "charset=\"utf-8\"" }
        return parts.first == "application/json" && charsetOK
    }

    // MARK: - /v1/intents

    private func intentList() -> String {
        let responder = store.snapshot.responder
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("intents"); writer.beginArray()
        // Curated entries, then document items with their file and number.
        let origins = responder.documentOrigins
        for (number, entry) in responder.allEntries.enumerated() {
            writer.beginObject()
            writer.key("id"); writer.string(entry.id)
            writer.key("title"); writer.string(entry.title)
            writer.key("audience"); writer.strings(entry.audience.map(\.rawValue))
            let item = number - responder.index.entryCount
            if item >= 0, item < origins.count {
                writer.key("document"); writer.string(origins[item].document)
                writer.key("item"); writer.number(Double(origins[item].item))
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.result
    }

    private func intentDetail(_ id: String, site: String?) -> String? {
        let responder = store.snapshot.responder
        guard let number = responder.entryNumber(for: id), let reply = responder.reply(intent: id, site: site ?? defaultSite) else { return nil }
        let entry = responder.entry(number: number)
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id"); writer.string(entry.id)
        writer.key("title"); writer.string(reply.title ?? entry.title)
        writer.key("audience"); writer.strings(entry.audience.map(\.rawValue))
        writer.key("topic"); writer.optionalString(entry.topic?.value)
        writer.key("summary"); writer.string(reply.message)
        writer.key("steps"); writer.strings(reply.steps)
        writer.key("documents"); writer.strings(reply.documents)
        writer.key("notes"); writer.strings(reply.notes)
        writer.key("contacts"); writer.beginArray()
        for contact in reply.contacts {
            writer.beginObject()
            writer.key("label"); writer.string(contact.label)
            writer.key("value"); writer.string(contact.value)
            writer.key("href"); writer.optionalString(contact.href)
            writer.endObject()
        }
        writer.endArray()
        writer.key("related"); writer.beginArray()
        for option in reply.related {
            writer.beginObject()
            writer.key("intent"); writer.string(option.intent)
            writer.key("title"); writer.string(option.title)
            writer.endObject()
        }
        writer.endArray()
        writer.key("examples"); writer.strings(entry.examples.map(\.value))
        writer.key("source"); writer.strings(entry.sources)
        writer.endObject()
        return writer.result
    }

    /// `?site=ID`; an unknown profile is a client mistake, as in `/v1/ask`.
    private func siteFromQuery(_ query: String?) throws(APIError) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "site" else { continue }
            let site = String(parts[1])
            guard store.snapshot.responder.hasSite(site) else { throw unknownSite(site) }
            return site
        }
        return nil
    }

    /// The `audience` member: who is asking (`lpse` gets staff procedures directly).
    private static func audience(_ value: String?) throws(APIError) -> Audience? {
        guard let value else { return nil }
        guard let audience = Audience(rawValue: value) else {
            let shown = String(value.prefix(60))
            let choices = Audience.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(400, "unknown_audience", "Audience '\(shown)' tidak dikenal. Pilihan: \(choices).",
                           "Unknown audience '\(shown)'; use one of \(choices).")
        }
        return audience
    }

    private func unknownSite(_ site: String) -> APIError {
        let shown = String(site.prefix(60))
        return APIError(400, "unknown_site", "Profil situs '\(shown)' tidak ada. Pilihan: \(store.snapshot.responder.siteIDs.joined(separator: ", ")).",
                        "Unknown site profile '\(shown)'.")
    }

    // MARK: - CORS

    /// The `Access-Control-Allow-Origin` value for this request: none unless
    /// origins were configured; `*` only when `*` was configured.
    private func allowedOrigin(_ request: APIRequest) -> String? {
        guard !corsOrigins.isEmpty, let origin = request.header("origin") else { return nil }
        if corsOrigins.contains("*") { return "*" }
        return corsOrigins.contains(origin) ? origin : nil
    }

    private func applyCORS(_ request: APIRequest, to response: inout APIResponse) {
        // The answer depends on Origin whenever specific origins are configured: tell caches.
        if !corsOrigins.isEmpty, !corsOrigins.contains("*") { response.headers.append(("Vary", "Origin")) }
        guard let origin = allowedOrigin(request) else { return }
        response.headers.append(("Access-Control-Allow-Origin", origin))
    }

    private func preflight(_ request: APIRequest, allowed: [String]) -> APIResponse {
        var response = APIResponse(status: 204, headers: [("Allow", allowed.joined(separator: ", "))])
        if allowedOrigin(request) != nil {
            response.headers += [
                ("Access-Control-Allow-Methods", allowed.joined(separator: ", ")),
                ("Access-Control-Allow-Headers", "Content-Type"),
                ("Access-Control-Max-Age", "600"),
            ]
        }
        return response
    }
}
