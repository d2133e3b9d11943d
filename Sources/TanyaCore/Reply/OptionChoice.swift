/// Reads a follow-up that picks one of a clarify's options by its number:
/// "2", "2.", "no 2", "nomor 2", "pilihan 2", "yang kedua", "ke-2".
/// Only a line that is nothing but such a choice counts, so "2 kali gagal
/// login" stays a question.
public enum OptionChoice {
    /// The 1-based number the line picks, or nil when it is not a choice.
    /// The number may be out of range; the caller decides what to do then.
    public static func number(in line: String) -> Int? {
        var words = line.lowercased()
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == ":" })
            .map { word in String(word.drop { $0 == "(" || $0 == "#" }.reversed().drop { $0 == "." || $0 == ")" || $0 == "!" || $0 == "?" }.reversed()) }
            .filter { !$0.isEmpty }
        while let first = words.first, leadingWords.contains(first), words.count > 1 { words.removeFirst() }
        guard words.count == 1, let word = words.first else { return nil }
        return value(of: word)
    }

    /// Words that may come before the number: "nomor 2", "yang ke 2", "pilih no. 2".
    static let leadingWords: Set<String> = [
        "no", "nomor", "nomer", "nmr", "pilihan", "pilih", "opsi", "yang", "yg", "ke", "nomor:", "angka", "jawaban",
    ]

    static let ordinals: [String: Int] = [
        "pertama": 1, "kesatu": 1, "satu": 1, "kedua": 2, "dua": 2, "ketiga": 3, "tiga": 3, "keempat": 4, "empat": 4,
        "kelima": 5, "lima": 5, "keenam": 6, "enam": 6, "ketujuh": 7, "tujuh": 7, "kedelapan": 8, "delapan": 8,
    ]

    private static func value(of word: String) -> Int? {
        if let ordinal = ordinals[word] { return ordinal }
        var digits = Substring(word)
        if digits.hasPrefix("ke-") { digits = digits.dropFirst(3) } else if digits.hasPrefix("ke"), digits.count > 2 { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

extension Responder {
    /// The reply to a line typed after a reply that offered `options` (a
    /// clarify's options or an answer's related topics): the chosen entry,
    /// or the same options again when the number is out of range. Nil when
    /// the line is not a choice (answer it as a question).
    ///
    /// A choice typed when no options are pending ("yang kedua" after a
    /// fallback) gets a fallback saying there is nothing to choose, with the
    /// site's contacts, instead of "belum bisa menjawab", which would read
    /// as if the number were a question Tanya did not understand.
    public func followUp(_ line: String, options: [Reply.Option], site: String? = nil) -> Reply? {
        guard let number = OptionChoice.number(in: line) else { return nil }
        guard !options.isEmpty else {
            var nothing: Reply = reply(to: "", site: site)
            nothing.message = Self.noPendingChoiceMessage
            return nothing
        }
        guard number >= 1, number <= options.count else {
            return Reply(kind: .clarify, intent: nil, confidence: 0, title: nil,
                         message: "Pilihan nomor \(number) tidak ada. Pilih nomor 1 sampai \(options.count):",
                         steps: [], documents: [], notes: [], contacts: [], options: options, related: [], matched: [], source: [])
        }
        return reply(intent: options[number - 1].intent, site: site)
    }

    static let noPendingChoiceMessage = "Saat ini tidak ada pilihan bernomor yang bisa dipilih. Tuliskan kendala Anda dengan kata-kata sendiri, misalnya \"lupa password\" atau \"email LPSE masuk spam\"."
}
