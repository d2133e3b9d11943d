/// Removes personal data from text before it is logged: email addresses,
/// phone numbers (0812-3456-7890, +62 812 3456 7890, (021) 2993 5577), NPWP
/// (01.234.567.8-901.000), other long digit runs (NIK, account numbers), and
/// everything typed after "password"/"sandi"/"pw"/"pin"/"otp". The log exists
/// so staff can see what the knowledge base lacks, never who asked.
public enum Redactor {
    /// Words after which the rest of the text is a secret ("pw saya abc").
    static let secretWords: Set<String> = ["password", "passwd", "pass", "pw", "pwd", "sandi", "katasandi", "pin", "otp"]
    /// Stems that mark a secret even inside a longer word ("password:abc", "sandinya", "katasandi=x").
    static let secretStems = ["password", "passwd", "sandi"]

    public static func redact(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var out: [String] = []
        for word in words {
            let lower = word.lowercased()
            // "pw:abc" / "pin=1234": the marker is what comes before ':' or '='.
            let head = lower.prefix { $0 != ":" && $0 != "=" }.filter(\.isLetter)
            if let kept = throughSecretStem(lower) {
                // Keep the marker itself ("password") so the log still says what was asked about.
                out.append(looksLikeEmail(word) ? "[email]" : kept)
                out.append("[disembunyikan]")
                break
            }
            if secretWords.contains(head) {
                out.append(head)
                out.append("[disembunyikan]")
                break
            }
            if looksLikeEmail(word) {
                out.append("[email]")
            } else if digitCount(word) >= 6 {
                out.append(looksLikeNPWP(word) ? "[npwp]" : "[nomor]")
            } else {
                out.append(word)
            }
        }
        return redactSplitDigits(out)
    }

    /// The word up to and including its first secret stem, if it has one.
    static func throughSecretStem(_ lower: String) -> String? {
        let characters = Array(lower)
        for start in characters.indices {
            for stem in secretStems {
                let stemCharacters = Array(stem)
                if start + stemCharacters.count <= characters.count,
                   Array(characters[start..<start + stemCharacters.count]) == stemCharacters {
                    return String(characters[..<(start + stemCharacters.count)])
                }
            }
        }
        return nil
    }

    static func looksLikeEmail(_ word: String) -> Bool {
        guard let at = word.firstIndex(of: "@") else { return false }
        return at != word.startIndex && word[word.index(after: at)...].contains(".")
    }

    static func digitCount<S: StringProtocol>(_ word: S) -> Int { word.filter(\.isNumber).count }

    /// NPWP: 15 digits (or 16 in the NIK-based form), usually punctuated 01.234.567.8-901.000.
    static func looksLikeNPWP(_ word: String) -> Bool {
        let digits = digitCount(word)
        return digits == 15 || (digits == 16 && (word.contains(".") || word.contains("-")))
    }

    /// Numbers written in groups ("0812 3456 7890", "+62 812 3456 7890",
    /// "(021) 2993 5577"): consecutive number-only words totalling 6+ digits
    /// become one "[nomor]".
    static func redactSplitDigits(_ words: [String]) -> String {
        func isNumberGroup(_ word: String) -> Bool {
            digitCount(word) > 0 && word.allSatisfy { $0.isNumber || "()+-./,:".contains($0) }
        }
        var out: [String] = []
        var index = 0
        while index < words.count {
            var end = index
            var digits = 0
            while end < words.count, isNumberGroup(words[end]) {
                digits += digitCount(words[end])
                end += 1
            }
            if end - index >= 2 && digits >= 6 {
                out.append(digits == 15 ? "[npwp]" : "[nomor]")
                index = end
            } else {
                out.append(words[index])
                index += 1
            }
        }
        return out.joined(separator: " ")
    }
}
