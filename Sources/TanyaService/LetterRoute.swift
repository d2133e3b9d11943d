import TanyaCore

/// `POST /v1/letter`: LKPP's request letter (seed 002) filled from the
/// body's fields; plain text, or printable HTML for `Accept: text/html` or
/// `?format=html`. Every missing or malformed field is named in one 400.
extension TanyaAPI {
    func letter(_ request: APIRequest, outcome: inout Outcome) throws(APIError) -> APIResponse {
        let wantsHTML = try Self.letterFormat(request)
        var values: [String: String] = [:]
        var problems: [LetterFieldError] = []
        var wrongType: [String: String] = [:]
        try readJSONObject(request, example: #"{"company": "PT Contoh", "director": "…", "category": "permasalahan-login", …}"#) { name, value in
            guard LetterRequest.fieldNames.contains(name) else { return }
            switch value {
            case let .string(text): values[name] = text; wrongType[name] = nil
            case .null: values[name] = nil; wrongType[name] = nil
            default: values[name] = nil; wrongType[name] = value.typeName
            }
        }
        for name in LetterRequest.fieldNames {
            guard let typeName = wrongType[name] else { continue }
            problems.append(LetterFieldError(field: name, message: "\(LetterRequest.label(name)) harus berupa teks, bukan \(typeName).",
                                             messageEnglish: "Field '\(name)' must be a string, not \(typeName)."))
        }
        let letter: LetterRequest
        do {
            letter = try LetterRequest.validated(values, problems: problems)
        } catch {
            throw Self.letterError(error)
        }
        outcome.details.category = letter.category.rawValue
        let date = CalendarDate.jakartaToday()
        let document = LetterDocument(letter, date: date)
        if wantsHTML {
            return APIResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                               body: Array(document.html.utf8))
        }
        return APIResponse(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
                           body: Array(document.text.utf8))
    }

    /// HTML for `?format=html` or an Accept header naming text/html; text for `?format=text` or anything else.
    static func letterFormat(_ request: APIRequest) throws(APIError) -> Bool {
        for pair in (request.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "format" else { continue }
            switch parts[1] {
            case "html": return true
            case "text": return false
            default:
                throw APIError(400, "invalid_request", "Parameter 'format' harus html atau text.", "Query parameter 'format' must be html or text.")
            }
        }
        return request.header("accept")?.lowercased().contains("text/html") ?? false
    }

    /// One 400 naming every field, with the list under `error.fields`.
    static func letterError(_ error: LetterValidationError) -> APIError {
        let names = error.fields.map(\.field).joined(separator: ", ")
        var apiError = APIError(400, "invalid_letter", "Periksa kembali isian surat: " + error.fields.map(\.message).joined(separator: " "),
                                "Fix these fields: \(names).")
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("error"); writer.beginObject()
        writer.key("code"); writer.string(apiError.code)
        writer.key("message"); writer.string(apiError.message)
        writer.key("message_en"); writer.string(apiError.messageEnglish)
        writer.key("fields"); writer.beginArray()
        for field in error.fields {
            writer.beginObject()
            writer.key("field"); writer.string(field.field)
            writer.key("message"); writer.string(field.message)
            writer.key("message_en"); writer.string(field.messageEnglish)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        apiError.body = writer.bytes
        return apiError
    }
}

extension CalendarDate {
    /// Today in Western Indonesia Time (UTC+7), where LKPP is.
    static func jakartaToday() -> CalendarDate {
        CalendarDate(unixSeconds: Int(Clock.wallClock().tv_sec), utcOffsetHours: 7)
    }
}
