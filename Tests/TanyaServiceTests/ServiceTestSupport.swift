import Synchronization
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Collects access-log lines so tests can read them.
final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])
    var lines: [String] { storage.withLock { $0 } }
    func append(_ line: String) { storage.withLock { $0.append(line) } }
}

/// A fresh API over the shipped knowledge (fresh metrics and log per test).
struct Harness {
    let api: TanyaAPI
    let log: LogCapture
    let metrics: Metrics

    init(corsOrigins: [String] = [], defaultSite: String? = nil) {
        let log = LogCapture()
        let metrics = Metrics()
        self.log = log
        self.metrics = metrics
        self.api = TanyaAPI(store: KnowledgeStore(directory: Repository.knowledge, responder: Shipped.responder),
                            metrics: metrics, corsOrigins: corsOrigins, defaultSite: defaultSite,
                            log: { log.append($0) })
    }

    func get(_ path: String, query: String? = nil, headers: [(name: String, value: String)] = []) -> APIResponse {
        api.handle(APIRequest(method: "GET", path: path, query: query, headers: headers))
    }

    func request(_ method: String, _ path: String, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
                 query: String? = nil) -> APIResponse {
        api.handle(APIRequest(method: method, path: path, query: query, headers: headers, body: body))
    }

    /// POST /v1/ask with a JSON body (as text) and application/json.
    func ask(_ json: String, contentType: String? = "application/json") -> APIResponse {
        askBytes(Array(json.utf8), contentType: contentType)
    }

    func askBytes(_ body: [UInt8], contentType: String? = "application/json") -> APIResponse {
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append(("Content-Type", contentType)) }
        return api.handle(APIRequest(method: "POST", path: "/v1/ask", headers: headers, body: body))
    }
}

extension APIResponse {
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body without its leading `"reply_id":"…",` member: what the CLI prints for the same reply.
    var textWithoutReplyID: String {
        text.replacing(#/^\{"reply_id":"[0-9a-f]{24}",/#, with: "{")
    }

    /// The body parsed with the project's own JSON parser (nil if it is not JSON).
    var json: JSONValue? { try? JSONValue.parse(body) }

    var errorCode: String? { json?["error"]?["code"]?.stringValue }
    var errorMessage: String? { json?["error"]?["message"]?.stringValue }
    var errorMessageEnglish: String? { json?["error"]?["message_en"]?.stringValue }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case let .object(fields) = self { return fields[key] }
        return nil
    }

    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    var objectValue: [String: JSONValue]? {
        if case let .object(fields) = self { return fields }
        return nil
    }

    var numberValue: Double? {
        if case let .number(value) = self { return value }
        return nil
    }
}

/// A letter request every check accepts.
enum LetterFixture {
    static let json = #"{"company":"PT Maju Jaya","director":"Budi Santoso","address":"Jl. Sudirman No. 1, Pekanbaru","npwp":"01.234.567.8-901.000","phone":"0761 123456","email":"direktur@majujaya.co.id","user_id":"majujaya01","category":"permasalahan-login","description":"Tidak bisa login di LPSE Kota X, di LPSE lain bisa.","place":"Pekanbaru"}"#
}
