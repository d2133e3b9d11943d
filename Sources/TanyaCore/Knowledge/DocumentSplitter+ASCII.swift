/// Byte shortcuts of the line rules for ASCII text, the usual published
/// page: there every byte is a character ("\r\n" aside, which none of these
/// rules matches either way), so the rules read bytes instead of walking
/// characters, with the same results (DocumentShortcutTests holds
/// them to the character rules).
extension DocumentSplitter {
    static func isASCII(_ text: String) -> Bool { ASCIIBytes.isASCII(text.utf8.span) }

    /// Whether `clean` would give the bytes back unchanged: no mark it
    /// drops, no tab, carriage return or no-break space, and no space at
    /// either end or twice in a row (most lines of a page).
    static func isAlreadyClean(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first != UInt8(ascii: " "), line.last != UInt8(ascii: " ") else { return false }
        var previous: UInt8 = 0
        let bytes = line.span
        for index in bytes.indices {
            let byte = bytes[index]
            // Most bytes of a page are lower-case letters, none of them a
            // byte this test looks for: one comparison instead of the switch.
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                previous = byte
                continue
            }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "`"), UInt8(ascii: "_"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0xC2:
                return false
            case UInt8(ascii: " ") where previous == UInt8(ascii: " "):
                return false
            default:
                previous = byte
            }
        }
        return true
    }

    /// `isPageMarker` of a line opening with an ASCII byte, on bytes: false
    /// when that byte is neither a digit nor the first letter of "hal" or
    /// "page" (most lines: the first character is then no number and none
    /// of those letters), whether an ASCII line opening with a digit is all
    /// digits; nil when the character rule decides.
    static func asciiPageMarker(_ line: String) -> Bool? {
        let utf8 = line.utf8
        guard let first = utf8.first, first < 0x80 else { return nil }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            guard isASCII(line) else { return nil }
            return utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        switch first {
        case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "p"), UInt8(ascii: "P"): return nil
        default: return false
        }
    }

    /// Characters of a line searched for a label's colon ("Q:", "Jawaban:").
    static let labelLength = 13

    /// `line.prefix(labelLength).firstIndex(of: ":")`, on bytes when the
    /// line opens with `labelLength + 1` ASCII bytes (or is ASCII, if
    /// shorter): a cleaned line has no "\r", so each of those bytes is a
    /// character of its own, the one after the last included (it cannot
    /// join the colon). Walking characters cost some 300 instructions each
    /// on every line of a page.
    static func labelColon(in line: String) -> String.Index? {
        let utf8 = line.utf8
        let bytes = utf8.span
        let searched = min(bytes.count, labelLength)
        for index in 0..<min(bytes.count, labelLength + 1) where bytes[index] >= 0x80 {
            return line.prefix(labelLength).firstIndex(of: ":")
        }
        for index in 0..<searched where bytes[index] == UInt8(ascii: ":") {
            return utf8.index(utf8.startIndex, offsetBy: index)
        }
        return nil
    }

    /// Whether the bytes open with "hal ", "hal. ", "halaman " or "page "
    /// in any case: what a lower-cased line opening with a letter must
    /// start with to be a page marker (of the letters of these words, only
    /// their ASCII capitals lower-case to them).
    static func startsWithPageWord(_ bytes: String.UTF8View) -> Bool {
        pageWords.contains { word in
            bytes.starts(with: word) { byte, expected in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == expected
            }
        }
    }

    static let pageWords: [[UInt8]] = ["hal ", "hal. ", "halaman ", "page "].map { Array($0.utf8) }

    /// `listMarker` of an ASCII line, on bytes: `.some(nil)` when the line
    /// has no marker, nil when it is not ASCII (the character rule reads it).
    static func asciiListMarker(_ line: String) -> (ListMarker, String)?? {
        guard isASCII(line) else { return nil }
        let bytes = line.utf8.span
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var start = 0
        var numbered = false
        var found = false
        while start < bytes.count {
            // "- " (the other dashes and bullets are not ASCII).
            if bytes[start] == UInt8(ascii: "-"), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: " ") {
                start += 2
                found = true
                continue
            }
            // Digits and dots from a digit ("1.", "1.2.", "3)"), then a space.
            var end = start
            var hasDot = false
            while end < bytes.count, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
                if bytes[end] == UInt8(ascii: ".") { hasDot = true }
                end += 1
            }
            if end > start, isDigit(bytes[start]), end - start < 12 {
                let paren = end < bytes.count && bytes[end] == UInt8(ascii: ")")
                let closing = paren ? end + 1 : end
                if closing < bytes.count, bytes[closing] == UInt8(ascii: " "), hasDot || paren {
                    start = closing + 1
                    numbered = true
                    found = true
                    continue
                }
            }
            break
        }
        guard found, start < bytes.count else { return .some(nil) }
        let rest = line[line.utf8.index(line.utf8.startIndex, offsetBy: start)...]
        return .some((ListMarker(isNumbered: numbered), trimmed(rest)))
    }
}
