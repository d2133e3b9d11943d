/// Why a request was refused before reaching the handler. Each case knows
/// its status code and the bilingual message the client receives; every one
/// ends the connection, because the framing can no longer be trusted.
public enum HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with a header line.
    public enum HeaderProblem: String, Sendable, Equatable {
        case missingColon = "a header line has no colon"
        case invalidName = "a header name has a character outside the token set"
        case whitespaceBeforeColon = "whitespace between a header name and its colon"
        case obsoleteLineFolding = "a header line starts with whitespace (obsolete line folding)"
        case invalidCharacter = "a header value has a control character (bare CR, NUL or similar)"
    }

    /// The request line is not `METHOD SP target SP HTTP/x.y`.
    case malformedRequestLine
    /// A line ends in LF without the CR before it.
    case bareLineFeed
    case malformedHeader(HeaderProblem)
    /// HTTP/1.1 request without exactly one Host field.
    case missingHost
    case duplicateHost
    /// Content-Length is not digits, or its copies disagree.
    case invalidContentLength
    /// Both Content-Length and Transfer-Encoding: the framing is ambiguous (request smuggling).
    case conflictingFraming
    /// `Transfer-Encoding: chunked`: the server wants a Content-Length.
    case lengthRequired
    /// A transfer coding other than chunked.
    case unsupportedTransferCoding
    /// A method this server does not implement.
    case unsupportedMethod(String)
    /// Anything but HTTP/1.0 and HTTP/1.1.
    case unsupportedVersion
    case targetTooLong
    case headTooLarge
    case tooManyHeaders
    case bodyTooLarge
    /// An Expect value other than 100-continue.
    case expectationFailed

    public var status: Int {
        switch self {
        case .malformedRequestLine, .bareLineFeed, .malformedHeader, .missingHost, .duplicateHost, .invalidContentLength, .conflictingFraming: return 400
        case .lengthRequired: return 411
        case .bodyTooLarge: return 413
        case .targetTooLong: return 414
        case .expectationFailed: return 417
        case .headTooLarge, .tooManyHeaders: return 431
        case .unsupportedMethod, .unsupportedTransferCoding: return 501
        case .unsupportedVersion: return 505
        }
    }

    /// A stable machine-readable code for the JSON body.
    public var code: String {
        switch self {
        case .malformedRequestLine: return "malformed_request_line"
        case .bareLineFeed: return "malformed_line_ending"
        case .malformedHeader: return "malformed_header"
        case .missingHost: return "missing_host"
        case .duplicateHost: return "duplicate_host"
        case .invalidContentLength: return "invalid_content_length"
        case .conflictingFraming: return "conflicting_framing"
        case .lengthRequired: return "length_required"
        case .unsupportedTransferCoding: return "unsupported_transfer_coding"
        case .unsupportedMethod: return "method_not_implemented"
        case .unsupportedVersion: return "http_version_not_supported"
        case .targetTooLong: return "uri_too_long"
        case .headTooLarge: return "headers_too_large"
        case .tooManyHeaders: return "too_many_headers"
        case .bodyTooLarge: return "body_too_large"
        case .expectationFailed: return "expectation_failed"
        }
    }

    /// Indonesian, for the person reading the widget's error.
    public var message: String {
        switch self {
        case .malformedRequestLine: return "Baris permintaan HTTP tidak sah."
        case .bareLineFeed: return "Baris permintaan harus diakhiri CRLF."
        case let .malformedHeader(problem):
            switch problem {
            case .missingColon: return "Ada baris header tanpa titik dua."
            case .invalidName: return "Nama header berisi karakter yang tidak sah."
            case .whitespaceBeforeColon: return "Tidak boleh ada spasi antara nama header dan titik dua."
            case .obsoleteLineFolding: return "Baris header tidak boleh diawali spasi (line folding)."
            case .invalidCharacter: return "Nilai header berisi karakter kontrol yang tidak sah."
            }
        case .missingHost: return "Header Host wajib ada untuk HTTP/1.1."
        case .duplicateHost: return "Header Host hanya boleh ada satu."
        case .invalidContentLength: return "Nilai Content-Length tidak sah."
        case .conflictingFraming: return "Content-Length dan Transfer-Encoding tidak boleh dipakai bersamaan."
        case .lengthRequired: return "Kirim isi permintaan dengan Content-Length, bukan chunked."
        case .unsupportedTransferCoding: return "Transfer-Encoding ini tidak didukung."
        case let .unsupportedMethod(method): return "Metode \(method) tidak didukung server ini."
        case .unsupportedVersion: return "Hanya HTTP/1.0 dan HTTP/1.1 yang didukung."
        case .targetTooLong: return "Alamat (URI) terlalu panjang."
        case .headTooLarge: return "Header permintaan terlalu besar."
        case .tooManyHeaders: return "Terlalu banyak header dalam permintaan."
        case .bodyTooLarge: return "Isi permintaan terlalu besar."
        case .expectationFailed: return "Nilai Expect tidak didukung; hanya 100-continue."
        }
    }

    /// English, for developers integrating the API.
    public var messageEnglish: String {
        switch self {
        case .malformedRequestLine: return "Malformed request line."
        case .bareLineFeed: return "Lines must end with CRLF."
        case let .malformedHeader(problem): return "Malformed header: \(problem.rawValue)."
        case .missingHost: return "HTTP/1.1 requests need exactly one Host header."
        case .duplicateHost: return "More than one Host header."
        case .invalidContentLength: return "Invalid or conflicting Content-Length."
        case .conflictingFraming: return "Content-Length and Transfer-Encoding together are not allowed."
        case .lengthRequired: return "Send the body with Content-Length; chunked requests are not accepted."
        case .unsupportedTransferCoding: return "Unsupported Transfer-Encoding."
        case let .unsupportedMethod(method): return "Method \(method) is not implemented."
        case .unsupportedVersion: return "Only HTTP/1.0 and HTTP/1.1 are supported."
        case .targetTooLong: return "The request target is too long."
        case .headTooLarge: return "The request line and headers are too large."
        case .tooManyHeaders: return "Too many header fields."
        case .bodyTooLarge: return "The request body is too large."
        case .expectationFailed: return "Only 'Expect: 100-continue' is supported."
        }
    }

    public var description: String { "\(status) \(code): \(messageEnglish)" }

    /// The response the server sends for this error.
    public var response: HTTPResponse {
        HTTPResponse.error(status: status, code: code, message: message, messageEnglish: messageEnglish)
    }
}
