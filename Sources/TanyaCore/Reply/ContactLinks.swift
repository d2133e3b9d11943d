/// Builds `mailto:`, `tel:` and `https:` links from contact values.
public enum ContactLinks {
    public static func href(for value: String) -> String? {
        let trimmed = KnowledgeParser.trim(value)
        // In ASCII text every character but CR LF is one byte, so a byte
        // test finds a space, "@" or "." exactly where the character search
        // does (a substring search per test cost most of the 12k
        // instructions a contact value took at every load).
        let ascii = trimmed.utf8.allSatisfy { $0 < 0x80 }
        func has(_ character: Character) -> Bool {
            ascii ? trimmed.containsByte(character.asciiValue ?? 0) : trimmed.contains(character)
        }
        if trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") { return has(" ") ? nil : trimmed }
        if has("@"), !has(" "), has(".") { return "mailto:" + trimmed }
        // ASCII letters, digits and . - / only (byte tests: Unicode property look-ups slowed loading).
        if !has(" "), has("."), trimmed.utf8.allSatisfy({ byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
        }),
           trimmed.hasSuffix(".id") || trimmed.contains(".id/") || trimmed.hasSuffix(".com") || trimmed.hasPrefix("www.") {
            return "https://" + trimmed
        }
        // Phone numbers: the first number before "/", "|" or ",", read as
        // ASCII bytes (Character properties cost most of the load's link
        // building; a phone number is written in ASCII digits).
        let pieces = trimmed.utf8.split(whereSeparator: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ",") })
        let first = pieces.first.map { Array($0) } ?? Array(trimmed.utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func allowed(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: "."): true
            default: isDigit(byte)
            }
        }
        guard first.allSatisfy(allowed) else { return nil }
        let digits = String(decoding: first.filter(isDigit), as: UTF8.self)
        guard digits.utf8.count >= 3 else { return nil }
        if first.contains(UInt8(ascii: "+")) { return "tel:+" + digits }
        if digits.hasPrefix("0"), digits.utf8.count >= 8 { return "tel:+62" + digits.dropFirst() }
        return "tel:" + digits
    }
}
