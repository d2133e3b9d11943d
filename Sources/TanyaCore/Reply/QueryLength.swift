extension Responder {
    /// Why `text` is too long to be answered, in words for the user, or nil
    /// when it fits. The limit is the HTTP API's (`maximumQueryLength`
    /// characters), so the CLI, the API and the widget accept the same text.
    public static func lengthProblem(_ text: String) -> String? {
        // At most one character per UTF-8 byte: short texts need no count.
        guard text.utf8.count > maximumQueryLength else { return nil }
        let count = text.unicodeScalars.count
        guard count > maximumQueryLength else { return nil }
        return "Pertanyaan terlalu panjang (\(count) karakter): paling banyak \(maximumQueryLength) karakter. "
            + "Tuliskan intinya saja, misalnya pesan error yang muncul dan apa yang sedang Anda lakukan."
    }
}
