import Testing
@testable import TanyaCore

/// The line classifier reads ASCII lines on bytes (a 1 MB page has
/// thousands of answer lines); these reference rules are the character
/// rules it had before, which the shortcuts must give to the letter.
private enum CharacterRules {
    static func isPageMarker(_ line: String) -> Bool {
        guard let first = line.first, first.isNumber || "hHpP".contains(first) else { return false }
        let lower = line.lowercased()
        if lower.allSatisfy(\.isNumber) { return true }
        for word in ["hal", "hal.", "halaman", "page"] where lower.hasPrefix(word + " ") {
            let rest = lower.dropFirst(word.count + 1)
            return rest.allSatisfy { $0.isNumber || $0 == " " } || rest.contains(" dari ")
        }
        return false
    }

    static func listMarker(_ line: String) -> (Bool, String)? {
        var rest = Substring(line)
        var numbered = false
        var found = false
        while let first = rest.first {
            if "-•·–".contains(first), rest.dropFirst().first == " " {
                rest = rest.dropFirst(2)
                found = true
                continue
            }
            let digits = rest.prefix(while: { $0.isNumber || $0 == "." })
            if let firstDigit = digits.first, firstDigit.isNumber, digits.count < 12 {
                let after = rest.dropFirst(digits.count)
                let closing = after.first == ")" ? after.dropFirst() : after
                let hasDot = digits.hasSuffix(".") || after.first == ")" || digits.contains(".")
                if closing.first == " ", hasDot {
                    rest = closing.dropFirst()
                    numbered = true
                    found = true
                    continue
                }
            }
            break
        }
        return found && !rest.isEmpty ? (numbered, KnowledgeParser.trim(rest)) : nil
    }

    /// `clean` as it reads every byte (it now returns most lines as they are).
    static func clean(_ line: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var lastWasSpace = true
        var previous: UInt8 = 0
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            index += 1
            let wasPrevious = previous
            previous = byte
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "`"):
                continue
            case UInt8(ascii: "_") where wasPrevious == UInt8(ascii: "_"):
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                if !lastWasSpace { out.append(UInt8(ascii: " ")) }
                lastWasSpace = true
                continue
            case 0xC2 where index < line.endIndex && line[index] == 0xA0:
                index += 1
                if !lastWasSpace { out.append(UInt8(ascii: " ")) }
                lastWasSpace = true
                continue
            default:
                out.append(byte)
                lastWasSpace = false
            }
        }
        while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "_") { out.removeLast() }
        let leading = out.prefix(while: { $0 == UInt8(ascii: "_") }).count
        return String(decoding: out[leading...], as: UTF8.self)
    }

    static func questionSplit(_ text: String) -> (question: String, rest: String)? {
        guard let first = text.first, first.isLetter || first == "\"" else { return nil }
        var index = text.startIndex
        while let mark = text[index...].firstIndex(of: "?") {
            let after = text.index(after: mark)
            if after == text.endIndex || text[after] == " " {
                return (String(text[...mark]), KnowledgeParser.trim(text[after...]))
            }
            index = after
        }
        return nil
    }
}

/// Lines made of the pieces the rules look at, ASCII and not.
private func shortcutLines() -> [String] {
    let fixed = [
        "", "h", "H", "p", "12", "٣", "Ⅻ", "１２", "12a", "1.", "Hal 3", "hal. 5", "HALAMAN 3 dari 10", "Halaman 2 dari 9",
        "Page 4", "PAGE 7 of 9", "Pada halaman ini", "Hal. tersebut", "Hal\u{00A0}3", "Hal \u{301}3", "page\t4",
        "Kelvin \u{212A}", "İstanbul", "hal", "hal ", "halaman", "1.2. Apa itu SPSE?", "3. Bagaimana cara unggah—apakah bisa? Ya.",
        "5. Apa?itu tanda? Ya.", "a) huruf", "1) angka", "- 1. bersarang", "• satu", "– dua", "· tiga", "-x", "- ",
        "Akun anda", "\"Kutip\" apakah boleh?", "“Kutip” apakah boleh?", "Apa? ", "Apa?", "Apa?\r\n", "Apa?\r\nlagi",
        "Café résumé apakah? ya", "?", "Apa ?? ya", "\u{0600}? ya", "Apa\u{0301}? ya", "x?\u{0301} ya",
    ]
    // A fixed generator: the same lines in every run.
    let pieces = ["Hal", "hal.", "Halaman", "page", "Page", "3", "12", "dari", "9", "1.", "1.2.", "12)", "a)", "-", "•", "–",
                  "·", "?", "? ", "?x", "Apa", "apakah", "Bagaimana", "akun", "é", "\u{301}", "٣", "Ⅻ", "１", "\r", "\"",
                  "“", " ", "  ", "😀", "İ", "\u{212A}", "\u{0600}", "x", "*", "_", "__", "`", "\\", "\t", "\u{00A0}", "Â", "©"]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33) % bound
    }
    var lines = fixed
    for _ in 0..<3000 {
        var line = ""
        for _ in 0..<next(7) { line += pieces[next(pieces.count)] + (next(3) == 0 ? "" : " ") }
        lines.append(line)
    }
    return lines
}

@Suite("Document line shortcuts agree with the character rules")
struct DocumentSplitterShortcutTests {
    @Test("page markers, list markers and question splits")
    func shortcutsMatchCharacterRules() {
        for line in shortcutLines() {
            let bytes = Array(line.utf8)
            #expect(DocumentSplitter.clean(bytes[...]) == CharacterRules.clean(bytes[...]), "clean: \(line.debugDescription)")
            #expect(DocumentSplitter.clean(bytes.dropFirst()) == CharacterRules.clean(bytes.dropFirst()), "clean: \(line.debugDescription)")
            #expect(DocumentSplitter.isPageMarker(line) == CharacterRules.isPageMarker(line), "page marker: \(line.debugDescription)")
            let marker = DocumentSplitter.listMarker(line)
            let reference = CharacterRules.listMarker(line)
            #expect(marker?.0.isNumbered == reference?.0 && marker?.1 == reference?.1, "list marker: \(line.debugDescription)")
            let split = DocumentSplitter.questionSplit(line)
            let expected = CharacterRules.questionSplit(line)
            #expect(split?.question == expected?.question && split?.rest == expected?.rest, "question: \(line.debugDescription)")
        }
    }

    @Test("an ASCII question loses its opener exactly as splitting into words does", arguments: [
        "Apa itu SPSE?", "Apa itu?", "Apa", "apakah akun bisa dipakai?", "BAGAIMANA CARA DAFTAR?", "Di mana kantor?",
        "Dimana kantor LPSE?", "Siapa", "Kenapa  dua spasi?", " Apa awal spasi?", "Apa akhir spasi? ", "Mengapa gagal login lagi?",
        "Bagaimanakah cara daftar?", "x y z",
    ])
    func asciiOpenerMatchesWords(_ question: String) {
        let item = DocumentItem(number: 1, line: 1, question: question, paragraphs: ["Jawab."], steps: [])
        var expected = [question]
        let words = question.split(separator: " ")
        if let first = words.first, KnowledgeDocument.questionOpeners.contains(first.lowercased()), words.count > 2 {
            expected.append(words.dropFirst().joined(separator: " "))
        }
        let plain = words.map { word -> Substring in
            let lower = word.lowercased()
            return lower.hasSuffix("kah") && lower.count > 5 ? word.dropLast(3) : word
        }.joined(separator: " ")
        if plain != question { expected.append(plain) }
        #expect(KnowledgeDocument.variants(of: item) == expected)
    }
}

@Suite("Answer tokens part by part")
struct AnswerTokenTests {
    @Test("tokenising an answer's parts gives the tokens of the parts joined by spaces")
    func partsTokenizeAsJoined() {
        let pieces = ["4.", ".5", "4.5", "-", "kali-", "-kali", "|", "||", "a|b", "'", "doesn't", "\u{301}", "é", "e\u{301}", "A", "x.y",
                      "12", "\r\n", "😀", "‘", "’", ",", "4,", String(repeating: "panjang", count: 7), "Kata", "v2.1.", "e-mail", "—", "\u{212A}"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<2000 {
            var parts: [String] = []
            for _ in 0..<(1 + next(4)) {
                var part = ""
                for _ in 0..<next(6) { part += pieces[next(pieces.count)] + (next(3) == 0 ? "" : " ") }
                parts.append(part)
            }
            #expect(Tokenizer.tokenize(parts.joined(separator: " ")) == parts.flatMap(Tokenizer.tokenize), "\(parts)")
        }
    }
}

@Suite("StringNumbers")
struct StringNumbersTests {
    @Test("numbers follow first use, survive growth, and find every string again")
    func numbering() {
        var numbers = StringNumbers()
        let words = (0..<5000).map { "kata\($0 % 3000)" } + ["", "é", "e\u{301}", "akun", "K", "\u{212A}", "a\u{037E}", "a;", "ü", "", "K"]
        var expected: [String: Int] = [:]
        for word in words {
            let (number, inserted) = numbers.insert(word)
            if let known = expected[word] {
                #expect(!inserted && number == known)
            } else {
                #expect(inserted && number == expected.count)
                expected[word] = number
            }
        }
        #expect(numbers.count == expected.count)
        for (word, number) in expected {
            #expect(numbers.number(of: word) == number)
            #expect(numbers.strings[number] == word)
        }
        #expect(numbers.number(of: "tidak ada") == nil)
    }
}
