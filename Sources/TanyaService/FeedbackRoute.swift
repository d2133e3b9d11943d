import TanyaCore

/// `POST /v1/feedback`: whether a reply helped, with an optional comment.
/// The server keeps nothing: the verdict becomes an access-log event (the
/// comment redacted like a question), which `tanya report` reads back.
extension TanyaAPI {
    public static let maximumCommentLength = 500

    static func malformedReplyID(_ field: String) -> APIError {
        APIError(400, "invalid_reply_id",
                 "Kolom '\(field)' harus berisi reply_id dari jawaban Tanya (1-64 huruf, angka, '-' atau '_').",
                 "Field '\(field)' must be the reply_id of a reply (1-64 letters, digits, '-' or '_').")
    }

    func feedback(_ request: APIRequest, outcome: inout Outcome) throws(APIError) -> APIResponse {
        var replyIDField: JSONValue?
        var helpfulField: JSONValue?
        var commentField: JSONValue?
        try readJSONObject(request, example: #"{"reply_id": "…", "helpful": true}"#) { name, value in
            switch name {
            case "reply_id": replyIDField = value
            case "helpful": helpfulField = value
            case "comment": commentField = value
            default: break
            }
        }
        guard let replyID = try Self.optionalString("reply_id", replyIDField) else {
            throw APIError(400, "missing_field", "Kolom 'reply_id' wajib diisi.", "Field 'reply_id' is required.")
        }
        guard ReplyID.isWellFormed(replyID) else { throw Self.malformedReplyID("reply_id") }
        let helpful: Bool
        switch helpfulField {
        case let .bool(value)?: helpful = value
        case nil, .null?:
            throw APIError(400, "missing_field", "Kolom 'helpful' wajib diisi (true atau false).", "Field 'helpful' is required (true or false).")
        case let other?:
            throw APIError(400, "invalid_type", "Kolom 'helpful' harus true atau false, bukan \(other.typeName).",
                           "Field 'helpful' must be a boolean, not \(other.typeName).")
        }
        let comment = try Self.optionalString("comment", commentField)
        if let comment, Self.isLonger(comment, than: Self.maximumCommentLength) {
            throw APIError(400, "comment_too_long", "Kolom 'comment' terlalu panjang: paling banyak \(Self.maximumCommentLength) karakter.",
                           "Field 'comment' is longer than \(Self.maximumCommentLength) characters.")
        }
        outcome.details.inReplyTo = replyID
        outcome.details.helpful = helpful
        if let comment, Self.hasContent(comment) {
            // Redact before cutting, so a cut never leaves half a phone number behind.
            outcome.details.comment = String(Redactor.redact(comment).prefix(Self.maximumCommentLength))
        }
        return APIResponse(status: 204)
    }
}
