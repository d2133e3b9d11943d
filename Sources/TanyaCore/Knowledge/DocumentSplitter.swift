/// Splits a published FAQ page or notice into items, reading the shapes
/// LPSE offices publish: numbered questions ("1.1. Apa ...?"), "Q : / A :"
/// pairs under "Kategori:" lines, bare question lines ending in "?", and
/// Markdown headings over notice sections. Text pasted from PDF (broken
/// lines, page numbers, tabs, doubled spaces) is tolerated.
public enum DocumentSplitter {
    /// What one cleaned line of a document is.
    enum Line: Equatable {
        case blank
        /// A page number from a PDF paste: dropped without ending a paragraph.
        case pageMarker
        case category(String)
        case heading(level: Int, text: String)
        /// A numbered or bare question; `rest` is answer text on the same line.
        case question(String, rest: String)
        case questionMarker(String)
        case answerMarker(String)
        case listItem(String)
        case text(String)
    }

    /// The items of `text` and the problems found, as `file:line`.
    public static func split(_ text: String, file: String) -> (items: [DocumentItem], issues: [KnowledgeIssue]) {
        let lines = classifiedLines(text)
        let questionMode = lines.contains { line in
            switch line.kind {
            case .question, .questionMarker: return true
            default: return false
            }
        }
        var builder = ItemBuilder()
        for line in lines { builder.add(line.kind, line: line.number, questionMode: questionMode) }
        var drafts = builder.finish()
        // The page's title ("FAQ PENDAFTARAN PENYEDIA", or the heading over
        // a notice's sections) says what every item is about: an item
        // without a "Kategori:" line weighs its words as the question's, so
        // "dokumen verifikasi penyedia" finds the item whose question says
        // only "dokumen ... verifikasi".
        let containerTitle = !questionMode && drafts.count > 1 && drafts[1].level > drafts[0].level ? drafts[0].question : nil
        if !questionMode { drafts = dropContainers(drafts) }
        let pageTitle = builder.pageTitle ?? containerTitle

        var issues: [KnowledgeIssue] = []
        guard !drafts.isEmpty else {
            issues.append(KnowledgeIssue(file: file, line: 0, message: """
            dokumen tidak dapat dipecah menjadi butir: tidak ada pertanyaan (baris berakhiran '?', 'Q :' / 'A :', \
            '1. ...?') maupun judul bagian ('# ...'); lihat knowledge/documents/README.md
            """))
            return ([], issues)
        }
        var items: [DocumentItem] = []
        var seen: [String: DocumentItem] = [:]
        for (offset, draft) in drafts.enumerated() {
            let item = DocumentItem(number: offset + 1, line: draft.line, question: draft.question,
                                    paragraphs: draft.paragraphs, steps: draft.steps, category: draft.category,
                                    pageTitle: draft.category == nil ? pageTitle : nil)
            let key = item.question.lowercased()
            if let first = seen[key] {
                issues.append(KnowledgeIssue(file: file, line: item.line, message: "pertanyaan butir \(item.number) sama dengan butir \(first.number) (baris \(first.line)); hapus salah satunya"))
                continue
            }
            seen[key] = item
            guard item.hasAnswer else {
                issues.append(KnowledgeIssue(file: file, line: item.line, message: "butir \(item.number) '\(item.question)' tidak punya teks jawaban; butir ini dilewati"))
                continue
            }
            items.append(item)
        }
        return (items, issues)
    }

    /// Heading sections with deeper headings under them are titles of a
    /// group (the notice's own title), not items.
    static func dropContainers(_ drafts: [ItemBuilder.Draft]) -> [ItemBuilder.Draft] {
        drafts.enumerated().compactMap { position, draft in
            guard position + 1 < drafts.count else { return draft }
            return drafts[position + 1].level > draft.level ? nil : draft
        }
    }

    // MARK: - Lines

    static func classifiedLines(_ text: String) -> [(kind: Line, number: Int)] {
        var out: [(kind: Line, number: Int)] = []
        var number = 0
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var start = 0
        // Bytes, not Characters: "\r\n" is one Character, and a 1 MB page
        // must split in milliseconds. The line break is looked for through a
        // span (the array's own subscript cost twice the instructions a byte).
        let span = bytes.span
        while start <= span.count {
            var end = start
            while end < span.count, span[end] != UInt8(ascii: "\n") { end += 1 }
            number += 1
            out.append((classify(clean(bytes[start..<end])), number))
            start = end + 1
        }
        return out
    }

    /// One line without carriage return, Markdown emphasis and escapes, with
    /// tabs, no-break spaces and runs of spaces collapsed.
    static func clean(_ line: ArraySlice<UInt8>) -> String {
        if isAlreadyClean(line) { return String(decoding: line, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
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

    static func classify(_ line: String) -> Line {
        if line.isEmpty { return .blank }
        if isPageMarker(line) { return .pageMarker }
        if line.hasPrefix("#") {
            let level = line.prefix(while: { $0 == "#" }).count
            let text = trimmed(line.dropFirst(level))
            return text.isEmpty ? .blank : .heading(level: level, text: text)
        }
        // A label sits in the first dozen characters: only those are searched
        // (answer lines run to hundreds of characters, and every line is classified).
        if let colon = labelColon(in: line) {
            let label = line[..<colon].lowercased().filter { $0.isLetter }
            let rest = trimmed(line[line.index(after: colon)...])
            if label == "kategori" { return .category(rest) }
            if ["q", "t", "tanya", "pertanyaan", "question"].contains(label), line.first.map({ !$0.isNumber }) ?? false {
                return .questionMarker(rest)
            }
            if ["a", "j", "jawab", "jawaban", "answer"].contains(label) { return .answerMarker(rest) }
        }
        if let (marker, rest) = listMarker(line) {
            if marker.isNumbered, let split = questionSplit(rest) { return .question(split.question, rest: split.rest) }
            return .listItem(rest)
        }
        if line.hasSuffix("?"), line.split(separator: " ").count >= 3 { return .question(line, rest: "") }
        return .text(line)
    }

    /// "Hal 3", "Halaman 2 dari 9", "Page 4", a bare page number.
    static func isPageMarker(_ line: String) -> Bool {
        if let settled = asciiPageMarker(line) { return settled }
        // Only a digit or "hal"/"page" can start one: other lines are not lowercased.
        guard let first = line.first, first.isNumber || "hHpP".contains(first) else { return false }
        // Only an ASCII "hal"/"page" word can open one that starts with a
        // letter: an answer line opening with "p" is not lowercased whole.
        if !first.isNumber, !startsWithPageWord(line.utf8) { return false }
        // Starting with a number, an ASCII line (characters are its bytes,
        // lower-casing keeps digits) is a page marker when it is all digits:
        // a numbered question line is not lowercased whole either.
        if first.isNumber, isASCII(line) { return line.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
        let lower = line.lowercased()
        if lower.allSatisfy(\.isNumber) { return true }
        for word in ["hal", "hal.", "halaman", "page"] where lower.hasPrefix(word + " ") {
            let rest = lower.dropFirst(word.count + 1)
            return rest.allSatisfy { $0.isNumber || $0 == " " } || rest.contains(" dari ")
        }
        return false
    }

    struct ListMarker { var isNumbered: Bool }

    /// A list marker ("-", "•", "1.", "1.2.", "a)") and the text after it;
    /// nested markers ("- 1. ...") are all removed.
    static func listMarker(_ line: String) -> (ListMarker, String)? {
        // A marker opens with a dash, a bullet or a number: never with an
        // ASCII letter (a character starting with one is no number), as
        // most answer lines do; those are not walked character by character.
        if let byte = line.utf8.first, (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
            return nil
        }
        if let ascii = asciiListMarker(line) { return ascii }
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
        return found && !rest.isEmpty ? (ListMarker(isNumbered: numbered), trimmed(rest)) : nil
    }

    /// A numbered line that asks: the question up to its "?" and any answer
    /// text after it on the same line (PDF pastes join them).
    static func questionSplit(_ text: String) -> (question: String, rest: String)? {
        guard let first = text.first, first.isLetter || first == "\"" else { return nil }
        // ASCII text (the usual page): every byte is a character ("\r\n"
        // aside, which is neither "?" nor " "), so the marks are found on bytes.
        if isASCII(text) {
            let utf8 = text.utf8
            var index = utf8.startIndex
            while let mark = utf8[index...].firstIndex(of: UInt8(ascii: "?")) {
                let after = utf8.index(after: mark)
                if after == utf8.endIndex || utf8[after] == UInt8(ascii: " ") {
                    return (String(decoding: utf8[...mark], as: UTF8.self), trimmed(text[after...]))
                }
                index = after
            }
            return nil
        }
        var index = text.startIndex
        while let mark = text[index...].firstIndex(of: "?") {
            let after = text.index(after: mark)
            if after == text.endIndex || text[after] == " " {
                return (String(text[...mark]), trimmed(text[after...]))
            }
            index = after
        }
        return nil
    }

    static func trimmed<S: StringProtocol>(_ text: S) -> String { KnowledgeParser.trim(text) }
}
