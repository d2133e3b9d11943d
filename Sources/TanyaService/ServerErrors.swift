/// Bodies for the errors the HTTP server itself produces before a request
/// reaches the API (malformed or oversized requests, timeouts), so every
/// error a client sees has the same `{"error": {...}}` shape the OpenAPI
/// document describes. The executable hands `ServerErrors.response` to the
/// server, which knows nothing about this module.
public enum ServerErrors {
    /// Every status the server can answer on its own, with its error code and messages.
    public static let table: [Int: (code: String, message: String, messageEnglish: String)] = [
        400: ("bad_request", "Permintaan HTTP tidak sah.", "Malformed HTTP request."),
        408: ("request_timeout", "Permintaan terlalu lama dikirim; silakan coba lagi.", "The request took too long to arrive."),
        411: ("length_required", "Permintaan dengan isi harus menyertakan Content-Length.", "A request with a body needs Content-Length."),
        413: ("payload_too_large", "Isi permintaan terlalu besar.", "The request body is too large."),
        414: ("uri_too_long", "Alamat (URI) terlalu panjang.", "The request URI is too long."),
        431: ("headers_too_large", "Header permintaan terlalu besar.", "The request headers are too large."),
        500: ("internal_error", "Terjadi kesalahan di server.", "Internal server error."),
        501: ("not_implemented", "Fitur HTTP ini tidak didukung server.", "The server does not implement this HTTP feature."),
    ]

    /// The JSON error response for a status the server produced itself;
    /// unknown statuses get the generic 400/500 wording of their class.
    public static func response(status: Int) -> APIResponse {
        let generic = status >= 500 ? ("internal_error", "Terjadi kesalahan di server.", "Internal server error.")
                                    : ("bad_request", "Permintaan HTTP tidak sah.", "Malformed HTTP request.")
        let entry = table[status] ?? generic
        return APIError(status, entry.code, entry.message, entry.messageEnglish).response
    }
}
