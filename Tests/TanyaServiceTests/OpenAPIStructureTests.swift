import Testing
@testable import TanyaService

/// The document is structurally valid OpenAPI 3.1: required top-level
/// fields, well-formed paths and operations, path parameters declared,
/// every $ref resolvable, unique operation ids, and only schema keywords the
/// conformance validator understands. (scripts/openapi-validate.sh also runs
/// the PyPI openapi-spec-validator over api/openapi.json.)
@Suite struct OpenAPIStructureTests {
    let document = OpenAPIConformanceTests.document
    var validator: SchemaValidator { SchemaValidator(document: document) }

    static let operationKeys: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    @Test func topLevelFields() {
        #expect(document["openapi"]?.stringValue == "3.1.0")
        #expect(document["info"]?["title"]?.stringValue?.isEmpty == false)
        #expect(document["info"]?["version"]?.stringValue?.isEmpty == false)
        #expect(document["paths"]?.objectValue?.isEmpty == false)
        let components = Set(document["components"]?.objectValue?.keys.map { $0 } ?? [])
        #expect(components.isSubset(of: ["schemas", "responses", "parameters", "examples", "requestBodies", "headers",
                                         "securitySchemes", "links", "callbacks", "pathItems"]))
    }

    @Test func pathsAndOperationsAreWellFormed() {
        var problems: [String] = []
        var operationIDs: [String] = []
        for (path, item) in document["paths"]?.objectValue ?? [:] {
            if !path.hasPrefix("/") { problems.append("\(path): must start with /") }
            let templated = path.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
            for (key, operation) in item.objectValue ?? [:] {
                guard Self.operationKeys.contains(key) else {
                    if !["summary", "description", "parameters", "servers"].contains(key) { problems.append("\(path): unknown key \(key)") }
                    continue
                }
                if let id = operation["operationId"]?.stringValue { operationIDs.append(id) } else { problems.append("\(path) \(key): no operationId") }
                let responses = operation["responses"]?.objectValue ?? [:]
                if responses.isEmpty { problems.append("\(path) \(key): no responses") }
                for (status, response) in responses {
                    let validStatus = status == "default" || (status.count == 3 && status.allSatisfy(\.isNumber)) || status.hasSuffix("XX")
                    if !validStatus { problems.append("\(path) \(key): bad status key \(status)") }
                    let resolved = response["$ref"]?.stringValue.flatMap(validator.resolve) ?? response
                    if resolved["description"]?.stringValue == nil { problems.append("\(path) \(key) \(status): no description") }
                }
                let parameters = (operation["parameters"]?.arrayValue ?? []) + (item["parameters"]?.arrayValue ?? [])
                for name in templated {
                    let declared = parameters.contains { $0["name"]?.stringValue == name && $0["in"]?.stringValue == "path" && $0["required"] == .bool(true) }
                    if !declared { problems.append("\(path) \(key): path parameter {\(name)} not declared as required") }
                }
                for parameter in parameters {
                    let location = parameter["in"]?.stringValue ?? ""
                    if !["path", "query", "header", "cookie"].contains(location) { problems.append("\(path) \(key): bad parameter location \(location)") }
                    if parameter["schema"] == nil && parameter["content"] == nil { problems.append("\(path) \(key): parameter without schema") }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(Set(operationIDs).count == operationIDs.count, "operationIds must be unique")
    }

    @Test func everyReferenceResolves() {
        var references: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case let .object(fields):
                if let reference = fields["$ref"]?.stringValue { references.append(reference) }
                fields.values.forEach(walk)
            case let .array(items):
                items.forEach(walk)
            default:
                break
            }
        }
        walk(document)
        #expect(references.count > 50)
        let broken = references.filter { validator.resolve($0) == nil }
        #expect(broken.isEmpty, "\(broken)")
    }

    @Test func schemasUseOnlyCheckedKeywords() {
        var problems: [String] = []
        func check(_ schema: JSONValue, at path: String) {
            guard let rules = schema.objectValue else { problems.append("\(path): not an object"); return }
            for key in rules.keys where !SchemaValidator.keywords.contains(key) && !SchemaValidator.annotations.contains(key) {
                problems.append("\(path): \(key)")
            }
            for (name, property) in rules["properties"]?.objectValue ?? [:] { check(property, at: "\(path).\(name)") }
            if let items = rules["items"] { check(items, at: "\(path)[]") }
            for (index, alternative) in (rules["anyOf"]?.arrayValue ?? []).enumerated() { check(alternative, at: "\(path).anyOf[\(index)]") }
        }
        for (name, schema) in document["components"]?["schemas"]?.objectValue ?? [:] { check(schema, at: name) }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func askRequestSchemaAcceptsWhatTheAPIAcceptsAndRejectsTheRest() throws {
        let schema = try #require(validator.resolve("#/components/schemas/AskRequest"))
        func valid(_ text: String) throws -> Bool { validator.errors(try JSONValue.parse(Array(text.utf8)), against: schema).isEmpty }
        #expect(try valid(#"{"text":"lupa password"}"#))
        #expect(try valid(#"{"intent":"lupa-password","site":"paser"}"#))
        #expect(try !valid(#"{"site":"paser"}"#))
        #expect(try !valid(#"{"text":5}"#))
        #expect(try !valid(#"{"text":"\#(String(repeating: "x", count: 1001))"}"#))
    }
}
