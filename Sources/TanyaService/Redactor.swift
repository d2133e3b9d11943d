/// Removes personal data from text before it is logged: email addresses,
/// phone numbers, NPWP (tax numbers), long digit runs, and anything typed
/// after "password"/"sandi"/"pw". The log exists so staff can see what the
/// knowledge base lacks, never who asked.
public enum Redactor {
    static let secretMarkers: Set<String> = ["password", "passwd", "pass", "pw", "pwd", "sandi", "katasandi", "pin", "otp"]

    public static func redact(_ text: String) -> String {
        var words: [String] = []
        var redactRest = false
        for raw in text.split(separator: " ", omittingEmptySubsequences: false) {
            if redactRest { continue }
            let word = String(raw)
            let folded = word.lowercased().filter { $0.isLetter }
            if looksLikeEmail(word) {
                words.append("[email]")
            } else if digitCount(word) >= 6 {
                words.append(looksLikeNPWP(word) ? "[npwp]" : "[nomor]")
            } else {
                words.append(word)
            }
            // "password saya abc123" / "sandi: rahasia": the value follows the marker.
            if secretMarkers.contains(folded) || folded.hasSuffix("password") || folded.hasSuffix("sandi") {
                redactRest = true
                words.append("[disembunyikan]")
            }
        }
        var joined = words.joined(separator: " ")
        joined = redactSplitDigits(joined)
        return joined
    }

    static func looksLikeEmail(_ word: String) -> Bool {
        guard let at = word.firstIndex(of: "@") else { return false }
        return at != word.startIndex && word[word.index(after: at)...].contains(".")
    }

    static func digitCount(_ word: String) -> Int { word.filter(\.isNumber).count }

    static func looksLikeNPWP(_ word: String) -> Bool {
        let digits = digitCount(word)
        return (digits == 15 || digits == 16) && (word.contains(".") || word.contains("-") || digits == 15)
    }

    /// Phone numbers written with spaces ("0812 3456 7890", "(021) 2993 5577"):
    /// runs of digit groups totalling 6+ digits become "[nomor]".
    static func redactSplitDigits(_ text: String) -> String {
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var index = 0
        while index < tokens.count {
            var end = index
            var digits = 0
            while end < tokens.count, !tokens[end].isEmpty,
                  tokens[end].allSatisfy({ $0.isNumber || "()+-.".contains($0) }), digitCount(tokens[end]) > 0 {
                digits += digitCount(tokens[end])
                end += 1
            }
            if end - index >= 2 && digits >= 6 {
                out.append("[nomor]")
                index = end
            } else {
                out.append(tokens[index])
                index += 1
            }
        }
        return out.joined(separator: " ")
    }
}
