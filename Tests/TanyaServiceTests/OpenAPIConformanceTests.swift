import Testing
import HTTPServer
import TanyaCore
@testable import TanyaService
import TanyaTestSupport

/// Real responses of `TanyaAPI.handle`, checked against the OpenAPI document
/// it serves: the operation, the status, the media type, required and emitted
/// headers, and the body against the documented schema.
@Suite struct OpenAPIConformanceTests {
    static let document: JSONValue = {
        do { return try JSONValue.parse(PackageResources.openapi_json) } catch { fatalError("openapi.json must parse: \(error)") }
    }()
    let validator = SchemaValidator(document: Self.document)

    /// Headers the API emits that the document must declare when present.
    static let documentedHeaders: Set<String> = ["allow", "access-control-allow-origin", "access-control-allow-methods",
                                                 "access-control-allow-headers", "access-control-max-age", "vary", "cache-control"]

    /// Every way `response` to `method template` disagrees with the document.
    func conformanceProblems(method: String, template: String, response: APIResponse) -> [String] {
        let label = "\(method) \(template) \(response.status)"
        guard let item = Self.document["paths"]?[template] else { return ["\(label): path not in the document"] }
        guard let operation = item[method.lowercased()] else {
            // OpenAPI has no slot for a method a path does not serve: such a 405 must
            // match the shared MethodNotAllowed response every operation of the path lists.
            let reference = "#/components/responses/MethodNotAllowed"
            guard response.status == 405, let definition = validator.resolve(reference) else {
                return ["\(label): operation not in the document"]
            }
            let operations = (item.objectValue ?? [:]).filter { OpenAPIStructureTests.operationKeys.contains($0.key) }
            let unlisted = operations.filter { $0.value["responses"]?["405"]?["$ref"]?.stringValue != reference }.map(\.key)
            return unlisted.map { "\(label): \($0) does not list \(reference)" }
                + responseProblems(label: label, definition: definition, response: response)
        }
        guard var definition = operation["responses"]?[String(response.status)] else {
            return ["\(label): status not documented"]
        }
        if let reference = definition["$ref"]?.stringValue {
            guard let target = validator.resolve(reference) else { return ["\(label): unresolvable \(reference)"] }
            definition = target
        }
        return responseProblems(label: label, definition: definition, response: response)
    }

    func responseProblems(label: String, definition: JSONValue, response: APIResponse) -> [String] {
        var problems: [String] = []
        var declared: [String: JSONValue] = [:]
        for (name, header) in definition["headers"]?.objectValue ?? [:] {
            let resolved = header["$ref"]?.stringValue.flatMap(validator.resolve) ?? header
            declared[name.lowercased()] = resolved
            if resolved["required"] == .bool(true), response.header(name) == nil {
                problems.append("\(label): required header \(name) missing")
            }
        }
        for (name, _) in response.headers where Self.documentedHeaders.contains(name.lowercased()) && declared[name.lowercased()] == nil {
            problems.append("\(label): header \(name) is sent but not documented")
        }
        if response.status == 204 || definition["content"] == nil {
            if !response.body.isEmpty { problems.append("\(label): body sent where the document describes none") }
            if definition["content"] != nil { problems.append("\(label): document describes a body for a bodiless response") }
            return problems
        }
        let mediaType = response.header("Content-Type")?.split(separator: ";").first.map { String($0).trimmingCharacters(in: " ") } ?? "(none)"
        guard let schema = definition["content"]?[mediaType]?["schema"] else {
            return problems + ["\(label): media type \(mediaType) not documented"]
        }
        if mediaType == "application/json" {
            guard let body = response.json else { return problems + ["\(label): body is not JSON"] }
            problems += validator.errors(body, against: schema).map { "\(label): \($0)" }
        } else {
            problems += validator.errors(.string(response.text), against: schema).map { "\(label): \($0)" }
        }
        return problems
    }

    /// One request of the tour, with the path template it belongs to.
    struct Exchange: CustomStringConvertible {
        var template: String
        var request: APIRequest
        var expectedStatus: Int
        var description: String { "\(request.method) \(request.path) -> \(expectedStatus)" }
    }

    static func json(_ body: String, type: String? = "application/json") -> APIRequest {
        APIRequest(method: "POST", path: "/v1/ask", headers: type.map { [("Content-Type", $0)] } ?? [], body: Array(body.utf8))
    }

    /// Every route, every method, every status the API itself produces.
    static var tour: [Exchange] {
        var tour: [Exchange] = []
        for (route, methods) in TanyaAPI.routes {
            let path = route == "/v1/intents/{id}" ? "/v1/intents/lupa-password" : route
            for method in methods where method == "GET" {
                tour.append(Exchange(template: route, request: APIRequest(method: "GET", path: path), expectedStatus: 200))
                tour.append(Exchange(template: route, request: APIRequest(method: "HEAD", path: path), expectedStatus: 200))
            }
            let origin = [(name: "Origin", value: "https://lpse.example.go.id")]
            tour.append(Exchange(template: route, request: APIRequest(method: "OPTIONS", path: path), expectedStatus: 204))
            tour.append(Exchange(template: route, request: APIRequest(method: "OPTIONS", path: path, headers: origin), expectedStatus: 204))
            tour.append(Exchange(template: route, request: APIRequest(method: methods.contains("POST") ? "GET" : "POST", path: path), expectedStatus: 405))
            tour.append(Exchange(template: route, request: APIRequest(method: "DELETE", path: path, headers: origin), expectedStatus: 405))
        }
        for id in Shipped.responder.index.entries.map(\.entry.id) {
            tour.append(Exchange(template: "/v1/intents/{id}", request: APIRequest(method: "GET", path: "/v1/intents/" + id), expectedStatus: 200))
            tour.append(Exchange(template: "/v1/ask", request: json(#"{"intent":"\#(id)","site":"paser"}"#), expectedStatus: 200))
        }
        tour.append(Exchange(template: "/v1/intents/{id}", request: APIRequest(method: "GET", path: "/v1/intents/lupa-password", query: "site=paser"), expectedStatus: 200))
        tour.append(Exchange(template: "/v1/intents/{id}", request: APIRequest(method: "GET", path: "/v1/intents/tidak-ada"), expectedStatus: 404))
        tour.append(Exchange(template: "/v1/intents/{id}", request: APIRequest(method: "GET", path: "/v1/intents/lupa-password", query: "site=atlantis"), expectedStatus: 400))
        let asks: [(String, String?, Int)] = [
            (#"{"text":"lupa password akun penyedia"}"#, "application/json", 200),
            (#"{"text":"tidak bisa login"}"#, "application/json; charset=utf-8", 200),
            (#"{"text":"resep rendang padang yang enak"}"#, "application/json", 200),
            (#"{"text":"lupa user id","site":null,"intent":null}"#, "application/json", 200),
            (#"{"text":"lupa password""#, "application/json", 400),
            (#"["lupa password"]"#, "application/json", 400),
            (#"{"text":42}"#, "application/json", 400),
            (#"{"site":"paser"}"#, "application/json", 400),
            (#"{"text":"   "}"#, "application/json", 400),
            (#"{"text":"\#(String(repeating: "a", count: 1001))"}"#, "application/json", 400),
            (#"{"text":"lupa password","site":"atlantis"}"#, "application/json", 400),
            (#"{"intent":"tidak-ada"}"#, "application/json", 400),
            (#"{"text":"lupa password"}"#, "text/plain", 415),
            (#"{"text":"lupa password"}"#, nil, 415),
            (#"{"text":"lupa password"}"#, "application/json; charset=latin-1", 415),
        ]
        for (body, type, status) in asks {
            tour.append(Exchange(template: "/v1/ask", request: json(body, type: type), expectedStatus: status))
        }
        let posts: [(String, String, String?, Int)] = [
            ("/v1/feedback", #"{"reply_id":"0123456789abcdef01234567","helpful":true}"#, nil, 204),
            ("/v1/feedback", #"{"reply_id":"abc","helpful":false,"comment":"kurang jelas"}"#, nil, 204),
            ("/v1/feedback", #"{"reply_id":"abc"}"#, nil, 400),
            ("/v1/feedback", #"{"reply_id":"abc","helpful":true,"comment":"\#(String(repeating: "a", count: 501))"}"#, nil, 400),
            ("/v1/letter", LetterFixture.json, nil, 200),
            ("/v1/letter", LetterFixture.json, "format=html", 200),
            ("/v1/letter", #"{"company":"PT X","npwp":"12"}"#, nil, 400),
            ("/v1/letter", LetterFixture.json, "format=pdf", 400),
        ]
        for (path, body, query, status) in posts {
            tour.append(Exchange(template: path, request: APIRequest(method: "POST", path: path, query: query, headers: [("Content-Type", "application/json")],
                                                                     body: Array(body.utf8)), expectedStatus: status))
        }
        tour.append(Exchange(template: "/v1/letter", request: APIRequest(method: "POST", path: "/v1/letter", headers: [("Content-Type", "text/plain")]), expectedStatus: 415))
        tour.append(Exchange(template: "/v1/ask", request: APIRequest(method: "POST", path: "/v1/ask", headers: [("Content-Type", "application/json")],
                                                                      body: [0x7B, 0x22, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]), expectedStatus: 400))
        return tour
    }

    @Test func everyRealResponseMatchesTheDocument() {
        let harness = Harness(corsOrigins: ["https://lpse.example.go.id"])
        var problems: [String] = []
        let tour = Self.tour
        for exchange in tour {
            let response = harness.api.handle(exchange.request)
            if response.status != exchange.expectedStatus {
                problems.append("\(exchange): got \(response.status) \(response.text.prefix(200))")
            }
            problems += conformanceProblems(method: exchange.request.method, template: exchange.template, response: response)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(tour.count > 60)
        // The tour really covered every documented status of the API's own making.
        let statuses = Set(tour.map(\.expectedStatus))
        #expect(statuses == [200, 204, 400, 404, 405, 415])
    }

    @Test func unknownPathsAnswerTheDocumentedErrorShape() throws {
        let harness = Harness()
        let response = harness.get("/nope")
        #expect(response.status == 404)
        let errorSchema = try #require(validator.resolve("#/components/schemas/Error"))
        #expect(validator.errors(try #require(response.json), against: errorSchema).isEmpty)
    }

    /// Every error the HTTP server answers by itself. The switch has no
    /// default, so a new HTTPParseError case does not compile until it is listed here.
    static var serverErrors: [HTTPParseError] {
        let all: [HTTPParseError] = [
            .malformedRequestLine, .bareLineFeed, .missingHost, .duplicateHost, .invalidContentLength, .conflictingFraming,
            .lengthRequired, .unsupportedTransferCoding, .unsupportedMethod("BREW"), .unsupportedVersion, .targetTooLong,
            .headTooLarge, .tooManyHeaders, .bodyTooLarge, .expectationFailed,
            .malformedHeader(.missingColon), .malformedHeader(.invalidName), .malformedHeader(.whitespaceBeforeColon),
            .malformedHeader(.obsoleteLineFolding), .malformedHeader(.invalidCharacter),
        ]
        for error in all {
            switch error {
            case .malformedRequestLine, .bareLineFeed, .malformedHeader, .missingHost, .duplicateHost, .invalidContentLength,
                 .conflictingFraming, .lengthRequired, .unsupportedTransferCoding, .unsupportedMethod, .unsupportedVersion,
                 .targetTooLong, .headTooLarge, .tooManyHeaders, .bodyTooLarge, .expectationFailed:
                break
            }
        }
        return all
    }

    @Test(arguments: serverErrors)
    func serverErrorsAreDocumentedOnEveryOperation(error: HTTPParseError) {
        let server = error.response
        let response = APIResponse(status: server.status, headers: server.headers, body: server.body)
        var problems: [String] = []
        for (template, item) in Self.document["paths"]?.objectValue ?? [:] {
            for method in (item.objectValue ?? [:]).keys where OpenAPIStructureTests.operationKeys.contains(method) {
                problems += conformanceProblems(method: method.uppercased(), template: template, response: response)
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func documentAndRouterAgreeOnPathsAndMethods() {
        let paths = Self.document["paths"]?.objectValue ?? [:]
        #expect(Set(paths.keys) == Set(TanyaAPI.routes.keys))
        for (route, _) in TanyaAPI.routes {
            let documented = Set((paths[route]?.objectValue ?? [:]).keys.filter(OpenAPIStructureTests.operationKeys.contains).map { $0.uppercased() })
            #expect(documented == Set(TanyaAPI.allowedMethods(route: route) ?? []), "\(route)")
        }
    }

    /// The validator itself must catch what the conformance test relies on.
    @Test func validatorCatchesMissingExtraAndMistypedFields() throws {
        let reply = try #require(validator.resolve("#/components/schemas/Reply"))
        var good = try #require(Harness().ask(#"{"text":"lupa password akun penyedia"}"#).json?.objectValue)
        #expect(validator.errors(.object(good), against: reply).isEmpty)
        var missing = good; missing["steps"] = nil
        #expect(validator.errors(.object(missing), against: reply).contains { $0.contains("'steps' is missing") })
        var extra = good; extra["surprise"] = .bool(true)
        #expect(validator.errors(.object(extra), against: reply).contains { $0.contains("'surprise' is not in the document") })
        good["confidence"] = .string("0.9")
        #expect(validator.errors(.object(good), against: reply).contains { $0.contains("expected number") })
        #expect(!validator.errors(.string("x"), against: .object(["oneOf": .array([])])).isEmpty)
        let error = try #require(validator.resolve("#/components/schemas/Error"))
        let madeUp = try JSONValue.parse(Array(APIError(400, "made_up", "a", "b").response.body))
        #expect(validator.errors(madeUp, against: error).contains { $0.contains("not one of the documented values") })
    }
}
