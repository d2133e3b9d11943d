/// The quoted stretches of a message: what the asker copied from the screen
/// ("muncul 'Maaf User ID atau Password anda salah'", “Data tidak
/// tersinkronisasi”). A quote mark opens a stretch only at the start of a
/// word and closes it only at the end of one, so the apostrophes inside
/// words ("doesn't", Makassar "ka'", "Daeng's") never pair up.
enum QuotedSpans {
    /// Quote marks that open a stretch: straight double and single quotes
    /// and the typographic left ones.
    static let openers: Set<Character> = ["\"", "'", "\u{201C}", "\u{2018}"]
    /// Quote marks that close one: straight quotes and the typographic right ones.
    static let closers: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}"]
    /// Characters a closing mark may stand before besides a space.
    static let trailing: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "]"]
    /// Characters an opening mark may stand after besides a space.
    static let leading: Set<Character> = ["(", "[", ":", ",", ";"]
    /// Shortest stretch worth reading (a quoted "ok" names no message).
    static let minimumLength = 4

    /// The text of each quoted stretch, in order.
    static func texts(in text: String) -> [String] {
        // Most messages hold no quote mark: one byte scan tells, before the
        // message is split into characters (0xE2 leads the typographic ones).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xE2 }) else { return [] }
        let characters = Array(text)
        var spans: [String] = []
        var index = 0
        while index < characters.count {
            guard openers.contains(characters[index]), opensAt(index, in: characters) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < characters.count, !(closers.contains(characters[close]) && closesAt(close, in: characters)) { close += 1 }
            guard close < characters.count else { break }
            if close - index - 1 >= minimumLength { spans.append(String(characters[(index + 1)..<close])) }
            index = close + 1
        }
        return spans
    }

    private static func opensAt(_ index: Int, in characters: [Character]) -> Bool {
        guard index + 1 < characters.count, !characters[index + 1].isWhitespace else { return false }
        return index == 0 || characters[index - 1].isWhitespace || leading.contains(characters[index - 1])
    }

    private static func closesAt(_ index: Int, in characters: [Character]) -> Bool {
        guard !characters[index - 1].isWhitespace else { return false }
        return index + 1 == characters.count || characters[index + 1].isWhitespace || trailing.contains(characters[index + 1])
    }
}
