@testable import TanyaService

/// A small JSON Schema (2020-12) subset validator, enough for the OpenAPI
/// document's schemas: type (one or an array, "integer" included), properties,
/// required, items, enum, additionalProperties false, $ref to
/// #/components/schemas, anyOf, minimum/maximum, minLength/maxLength, pattern.
/// A keyword it does not know is reported as an error, so the document cannot
/// quietly rely on a rule the tests never check.
struct SchemaValidator {
    let document: JSONValue

    static let annotations: Set<String> = ["description", "title", "examples", "default", "format"]
    static let keywords: Set<String> = ["type", "properties", "required", "items", "enum", "additionalProperties", "$ref",
                                        "anyOf", "minimum", "maximum", "minLength", "maxLength", "pattern"]

    /// Every way `value` breaks `schema`, each prefixed with its JSON path; empty when valid.
    func errors(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        guard let rules = schema.objectValue else { return ["\(path): schema is not an object"] }
        var problems: [String] = []
        for key in rules.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(path): unsupported schema keyword '\(key)'")
        }
        if let reference = rules["$ref"]?.stringValue {
            guard let target = resolve(reference) else { return problems + ["\(path): unresolvable $ref \(reference)"] }
            problems += errors(value, against: target, at: path)
        }
        if let type = rules["type"] {
            let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            if !allowed.contains(where: { Self.matches(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), got \(value.typeName)")
                return problems
            }
        }
        if let options = rules["enum"]?.arrayValue, !options.contains(value) {
            problems.append("\(path): \(Self.describe(value)) is not one of the documented values")
        }
        if let alternatives = rules["anyOf"]?.arrayValue,
           !alternatives.contains(where: { errors(value, against: $0, at: path).isEmpty }) {
            problems.append("\(path): matches none of anyOf")
        }
        switch value {
        case let .object(fields):
            let properties = rules["properties"]?.objectValue ?? [:]
            for name in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where fields[name] == nil {
                problems.append("\(path): required field '\(name)' is missing")
            }
            for (name, fieldValue) in fields.sorted(by: { $0.key < $1.key }) {
                if let fieldSchema = properties[name] {
                    problems += errors(fieldValue, against: fieldSchema, at: "\(path).\(name)")
                } else if rules["additionalProperties"] == .bool(false) {
                    problems.append("\(path): field '\(name)' is not in the document")
                }
            }
        case let .array(items):
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() { problems += errors(item, against: itemSchema, at: "\(path)[\(index)]") }
            }
        case let .number(number):
            if let minimum = rules["minimum"]?.numberValue, number < minimum { problems.append("\(path): \(number) < minimum \(minimum)") }
            if let maximum = rules["maximum"]?.numberValue, number > maximum { problems.append("\(path): \(number) > maximum \(maximum)") }
        case let .string(text):
            let length = text.unicodeScalars.count
            if let minimum = rules["minLength"]?.numberValue, Double(length) < minimum { problems.append("\(path): shorter than \(minimum)") }
            if let maximum = rules["maxLength"]?.numberValue, Double(length) > maximum { problems.append("\(path): longer than \(maximum)") }
            if let pattern = rules["pattern"]?.stringValue {
                if let regex = try? Regex(pattern) {
                    if (try? regex.firstMatch(in: text)) == nil { problems.append("\(path): '\(text)' does not match \(pattern)") }
                } else {
                    problems.append("\(path): invalid pattern \(pattern)")
                }
            }
        default:
            break
        }
        return problems
    }

    /// Follows a local reference such as `#/components/schemas/Reply`.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = document
        for part in reference.dropFirst(2).split(separator: "/") {
            let key = String(part).replacing("~1", with: "/").replacing("~0", with: "~")
            node = node?[key]
        }
        return node
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case let ("integer", .number(number)):
            return number == number.rounded()
        default:
            return false
        }
    }

    static func describe(_ value: JSONValue) -> String {
        if case let .string(text) = value { return "'\(text)'" }
        return value.typeName
    }
}
