#if canImport(Glibc)
import Glibc
#endif
import TanyaCore
import TanyaWeb

/// The JSON API and the widget's static files: routes requests to the
/// responder and writes one redacted access-log line per request.
public final class TanyaAPI: Sendable {
    public let store: KnowledgeStore
    public let metrics: Metrics
    public let corsOrigins: [String]
    public let defaultSite: String?
    private let log: @Sendable (String) -> Void

    public static let maximumTextLength = 1000

    public init(store: KnowledgeStore, metrics: Metrics, corsOrigins: [String] = [], defaultSite: String? = nil,
                log: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.metrics = metrics
        self.corsOrigins = corsOrigins
        self.defaultSite = defaultSite
        self.log = log
    }

    /// What the access log needs to know about a handled request.
    struct Outcome {
        var route: String
        var replyType: String?
        var intent: String?
        var fallbackText: String?
    }

    public func handle(_ request: APIRequest) -> APIResponse {
        let start = Clock.nanoseconds()
        var outcome = Outcome(route: Self.routeName(request.path))
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
        metrics.recordRequest(route: outcome.route, status: response.status, seconds: seconds)
        log(AccessLog.line(method: request.method, route: outcome.route, status: response.status, seconds: seconds,
                           replyType: outcome.replyType, intent: outcome.intent, fallbackText: outcome.fallbackText))
        return response
    }

    /// Logs a response the server produced itself (a malformed request, a timeout).
    public func logServerResponse(status: Int, seconds: Double) {
        metrics.recordRequest(route: "(server)", status: status, seconds: seconds)
        log(AccessLog.line(method: "-", route: "(server)", status: status, seconds: seconds, replyType: nil, intent: nil, fallbackText: nil))
    }

    /// Every route with the methods it serves (HEAD and OPTIONS are implied).
    static let routes: [String: [String]] = [
        "/": ["GET"], "/widget.js": ["GET"], "/healthz": ["GET"], "/metrics": ["GET"], "/openapi.json": ["GET"],
        "/v1/ask": ["POST"], "/v1/intents": ["GET"], "/v1/intents/{id}": ["GET"],
    ]

    static func routeName(_ path: String) -> String {
        if routes[path] != nil, path != "/v1/intents/{id}" { return path }
        return path.hasPrefix("/v1/intents/") ? "/v1/intents/{id}" : "(unknown)"
    }

    /// The `Allow` header value of a route: its methods, HEAD with GET, and OPTIONS.
    static func allowedMethods(route: String) -> [String]? {
        guard let methods = routes[route] else { return nil }
        return methods + (methods.contains("GET") ? ["HEAD"] : []) + ["OPTIONS"]
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

        switch path {
        case "/":
            return APIResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache")],
                               body: Array(WebAssets.demoPage.utf8))
        case "/widget.js":
            return APIResponse(status: 200, headers: [("Content-Type", "application/javascript; charset=utf-8"), ("Cache-Control", "public, max-age=300")],
                               body: Array(WebAssets.widgetJavaScript.utf8))
        case "/healthz":
            let responder = store.responder
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("status"); writer.string("ok")
            writer.key("entries"); writer.integer(responder.index.entryCount)
            writer.key("sites"); writer.strings(responder.siteIDs)
            writer.endObject()
            return .json(200, writer.result)
        case "/metrics":
            return APIResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                               body: Array(metrics.render(entries: store.responder.index.entryCount).utf8))
        case "/openapi.json":
            return .json(200, OpenAPIDocument.json)
        case "/v1/intents":
            return .json(200, intentList())
        case "/v1/ask":
            return try ask(request, outcome: &outcome)
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
        guard let contentType = request.header("content-type") else {
            throw APIError(415, "unsupported_media_type", "Kirim isi permintaan sebagai JSON (Content-Type: application/json).",
                           "Send the body as JSON (Content-Type: application/json).")
        }
        let parts = contentType.lowercased().split(separator: ";").map { String($0).trimmingCharacters(in: " \t") }
        let charsetOK = parts.dropFirst().allSatisfy { !$0.hasPrefix("charset=") || $0 == "charset=utf-8" || $0 == "charset=\"utf-8\"" }
        guard parts.first == "application/json", charsetOK else {
            throw APIError(415, "unsupported_media_type", "Content-Type harus application/json (UTF-8).",
                           "Content-Type must be application/json (UTF-8).")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(request.body)
        } catch .invalidUTF8 {
            throw APIError(400, "invalid_utf8", "Isi permintaan bukan teks UTF-8 yang sah.", "The body is not valid UTF-8.")
        } catch .tooDeep {
            throw APIError(400, "invalid_json", "JSON terlalu dalam bersarang.", "The JSON nests too deeply.")
        } catch let .syntax(offset, reason) {
            throw APIError(400, "invalid_json", "JSON tidak sah di posisi \(offset): \(reason).", "Invalid JSON at byte \(offset).")
        }
        guard case let .object(fields) = value else {
            throw APIError(400, "invalid_request", "Isi permintaan harus objek JSON, misalnya {\"text\": \"lupa password\"}.",
                           "The body must be a JSON object such as {\"text\": \"lupa password\"}.")
        }
        func optionalString(_ name: String) throws -> String? {
            guard let field = fields[name] else { return nil }
            if case .null = field { return nil }
            guard case let .string(text) = field else {
                throw APIError(400, "invalid_type", "Kolom '\(name)' harus berupa teks (string), bukan \(field.typeName).",
                               "Field '\(name)' must be a string, not \(field.typeName).")
            }
            return text
        }
        let text = try optionalString("text")
        let intent = try optionalString("intent")
        let site = try optionalString("site") ?? defaultSite
        let responder = store.responder

        if let site, !responder.hasSite(site) { throw unknownSite(site) }
        let reply: Reply
        if let intent {
            guard let chosen = responder.reply(intent: intent, site: site) else {
                let shown = String(intent.prefix(60))
                throw APIError(400, "unknown_intent", "Entri '\(shown)' tidak ada.", "Unknown intent '\(shown)'.")
            }
            reply = chosen
        } else {
            guard let text, text.contains(where: { !$0.isWhitespace }) else {
                throw APIError(400, "missing_text", "Kolom 'text' wajib diisi (atau 'intent').", "Field 'text' is required unless 'intent' is given.")
            }
            guard text.unicodeScalars.count <= Self.maximumTextLength else {
                throw APIError(400, "text_too_long", "Pertanyaan terlalu panjang: paling banyak \(Self.maximumTextLength) karakter.",
                               "The text is longer than \(Self.maximumTextLength) characters.")
            }
            reply = responder.reply(to: text, site: site)
            if reply.kind == .fallback { outcome.fallbackText = text }
        }
        outcome.replyType = reply.kind.rawValue
        outcome.intent = reply.intent
        metrics.recordReply(type: reply.kind.rawValue, intent: reply.intent)
        return .json(200, reply.json())
    }

    // MARK: - /v1/intents

    private func intentList() -> String {
        let responder = store.responder
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("intents"); writer.beginArray()
        for compiled in responder.index.entries {
            writer.beginObject()
            writer.key("id"); writer.string(compiled.entry.id)
            writer.key("title"); writer.string(compiled.entry.title)
            writer.key("audience"); writer.strings(compiled.entry.audience.map(\.rawValue))
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.result
    }

    private func intentDetail(_ id: String, site: String?) -> String? {
        let responder = store.responder
        guard let entry = responder.index.entry(id: id), let reply = responder.reply(intent: id, site: site ?? defaultSite) else { return nil }
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
            guard store.responder.hasSite(site) else { throw unknownSite(site) }
            return site
        }
        return nil
    }

    private func unknownSite(_ site: String) -> APIError {
        let shown = String(site.prefix(60))
        return APIError(400, "unknown_site", "Profil situs '\(shown)' tidak ada. Pilihan: \(store.responder.siteIDs.joined(separator: ", ")).",
                        "Unknown site profile '\(shown)'.")
    }

    // MARK: - CORS

    /// The `Access-Control-Allow-Origin` value for this request: none unless
    /// origins were configured; `*` only when `*` was configured.
    private func allowedOrigin(_ request: APIRequest) -> String? {
        guard let origin = request.header("origin"), !corsOrigins.isEmpty else { return nil }
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

extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

/// Monotonic and wall clocks without Foundation.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// UTC time as ISO 8601 with milliseconds.
    static func iso8601() -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        var seconds = time.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(time.tv_nsec / 1_000_000)
        let milliText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(milliText)Z"
    }
}

/// One JSON line per request: time, method, route, status, duration, reply
/// type and intent; the text of fallback questions, redacted.
enum AccessLog {
    static func line(method: String, route: String, status: Int, seconds: Double, replyType: String?, intent: String?, fallbackText: String?) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("time"); writer.string(Clock.iso8601())
        writer.key("method"); writer.string(method)
        writer.key("route"); writer.string(route)
        writer.key("status"); writer.integer(status)
        writer.key("duration_ms"); writer.number(seconds * 1000)
        writer.key("type"); writer.optionalString(replyType)
        writer.key("intent"); writer.optionalString(intent)
        // Redact before truncating so a cut never leaves half a phone number behind.
        if let fallbackText { writer.key("unanswered"); writer.string(String(Redactor.redact(fallbackText).prefix(300))) }
        writer.endObject()
        return writer.result
    }
}
