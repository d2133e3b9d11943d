import TanyaCore

/// Reading a request's JSON object body: the content-type check and the
/// error for each way the body can be wrong, shared by every POST route.
extension TanyaAPI {
    /// Calls `member` for each member of the body's top-level object (the
    /// last of a repeated name is the one a caller should keep).
    /// - Parameter example: a valid body, shown in the error for a non-object.
    func readJSONObject(_ request: APIRequest, example: String, _ member: (String, JSONValue) -> Void) throws(APIError) {
        guard let contentType = request.header("content-type") else {
            throw APIError(415, "unsupported_media_type", "Kirim isi permintaan sebagai JSON (Content-Type: application/json).",
                           "Send the body as JSON (Content-Type: application/json).")
        }
        guard Self.isJSONContentType(contentType) else {
            throw APIError(415, "unsupported_media_type", "Content-Type harus application/json (UTF-8).",
                           "Content-Type must be application/json (UTF-8).")
        }
        do {
            let isObject = try JSONValue.forEachMember(ofObject: request.body, member)
            if !isObject {
                // Not an object: the full parser gives the syntax error, or the value to reject.
                _ = try JSONValue.parse(request.body)
                throw APIError(400, "invalid_request", "Isi permintaan harus objek JSON, misalnya \(example).",
                               "The body must be a JSON object such as \(example).")
            }
        } catch let error as JSONValue.ParseError {
            throw Self.apiError(error)
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError(400, "invalid_json", "JSON tidak sah.", "Invalid JSON.")
        }
    }

    static func apiError(_ error: JSONValue.ParseError) -> APIError {
        switch error {
        case .invalidUTF8:
            return APIError(400, "invalid_utf8", "Isi permintaan bukan teks UTF-8 yang sah.", "The body is not valid UTF-8.")
        case .tooDeep:
            return APIError(400, "invalid_json", "JSON terlalu dalam bersarang.", "The JSON nests too deeply.")
        case let .syntax(offset, reason):
            return APIError(400, "invalid_json", "JSON tidak sah di posisi \(offset): \(reason).", "Invalid JSON at byte \(offset).")
        }
    }

    /// A member that must be a string when present (null counts as absent).
    static func optionalString(_ name: String, _ field: JSONValue?) throws(APIError) -> String? {
        guard let field else { return nil }
        if case .null = field { return nil }
        guard case let .string(text) = field else {
            throw APIError(400, "invalid_type", "Kolom '\(name)' harus berupa teks (string), bukan \(field.typeName).",
                           "Field '\(name)' must be a string, not \(field.typeName).")
        }
        return text
    }

    /// Characters in `text`, counted only when its bytes could exceed `limit`.
    static func isLonger(_ text: String, than limit: Int) -> Bool {
        text.utf8.count > limit && text.unicodeScalars.count > limit
    }
}
