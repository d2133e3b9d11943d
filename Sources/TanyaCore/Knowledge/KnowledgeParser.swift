/// Parses the plain-text knowledge files (format in `knowledge/README.md`).
///
/// Parsing is pure: text in, values and `KnowledgeIssue`s out. Every issue
/// names the file and line; the parser never stops at the first problem so an
/// operator sees all of them in one `tanya check`.
public enum KnowledgeParser {
    static let entryFields: Set<String> = [
        "id", "title", "audience", "topic", "source", "contacts", "related", "summary",
        "phrase", "require", "keyword", "exclude", "priority",
    ]
    static let repeatableFields: Set<String> = ["source", "phrase", "require", "keyword", "exclude"]
    /// Section names by number: `parseEntry` keeps a section's items at its number.
    static let sections = ["examples", "steps", "documents", "notes"]
    static let stepsSection = 1

    // MARK: - Entries

    public static func parseEntry(_ text: String, file: String, expectedID: String?) -> (KnowledgeEntry?, [KnowledgeIssue]) {
        var issues: [KnowledgeIssue] = []
        func issue(_ line: Int, _ message: String) { issues.append(KnowledgeIssue(file: file, line: line, message: message)) }

        var single: [String: Located<String>] = [:]
        var repeated: [String: [Located<String>]] = [:]
        // By section number (`sections`): nil until the section's heading.
        // An array, not a dictionary keyed by name: every item line
        // appended through a String-keyed dictionary hashed the name again.
        var sectionItems: [[Located<String>]?] = [nil, nil, nil, nil]
        var currentSection: Int?
        // Lines under a misnamed section: reported once at its heading, not line by line.
        var inUnknownSection = false
        var sawUnknownSection = false
        var stepNumbers: [Located<Int>] = []

        for (index, rawLine) in lines(of: text).enumerated() {
            let lineNumber = index + 1
            // Most lines are blank or a "- " item of a section (the 1,600
            // examples): read on ASCII bytes, they become one String each,
            // where the general path below made two or three.
            let key: String, value: String
            switch asciiLine(rawLine, itemsAllowed: currentSection != nil && currentSection != stepsSection && !inUnknownSection,
                             fieldsAllowed: currentSection == nil && !inUnknownSection) {
            case .blank: continue
            case .item(let body):
                if let section = currentSection { sectionItems[section]?.append(Located(body, line: lineNumber)) }
                continue
            case .field(let asciiKey, let asciiValue): (key, value) = (asciiKey, asciiValue)
            case .other:
                let line = trim(rawLine)
                if line.isEmpty { continue }

                if line.hasPrefix("## ") {
                    var name = trim(String(line.dropFirst(3))).lowercased()
                    inUnknownSection = false
                    if !sections.contains(name) {
                        // One error for one mistake: the items still count for the section meant.
                        if let meant = intendedSection(name), let number = sections.firstIndex(of: meant), sectionItems[number] == nil {
                            issue(lineNumber, "bagian '## \(name)' tidak dikenal; maksudnya '## \(meant.prefix(1).uppercased() + meant.dropFirst())'? (## Examples, ## Steps, ## Documents, ## Notes)")
                            name = meant
                        } else {
                            issue(lineNumber, "bagian '## \(name)' tidak dikenal; gunakan ## Examples, ## Steps, ## Documents atau ## Notes")
                            currentSection = nil
                            inUnknownSection = true
                            sawUnknownSection = true
                            continue
                        }
                    }
                    guard let number = sections.firstIndex(of: name) else { continue }
                    if sectionItems[number] != nil { issue(lineNumber, "bagian '## \(name)' muncul dua kali") }
                    currentSection = number
                    if sectionItems[number] == nil { sectionItems[number] = [] }
                    continue
                }
                if line.hasPrefix("# ") || line == "#" || inUnknownSection { continue }

                if let section = currentSection {
                    if section == stepsSection, let (number, body) = numberedItem(line) {
                        if body.isEmpty { issue(lineNumber, "langkah \(number) kosong; tulis apa yang harus dilakukan") }
                        stepNumbers.append(Located(number, line: lineNumber))
                        sectionItems[section]?.append(Located(body, line: lineNumber))
                    } else if line.hasPrefix("- ") || line == "-" {
                        let body = trim(String(line.dropFirst(1)))
                        if body.isEmpty { issue(lineNumber, "butir kosong di bagian ## \(sections[section])") }
                        if section == stepsSection { issue(lineNumber, "langkah harus bernomor ('1. ...'), bukan '- '") }
                        sectionItems[section]?.append(Located(body, line: lineNumber))
                    } else if isIndented(rawLine), var items = sectionItems[section], let last = items.popLast() {
                        // An indented line continues the previous item.
                        items.append(Located(last.value + " " + line, line: last.line))
                        sectionItems[section] = items
                    } else {
                        issue(lineNumber, section == stepsSection
                              ? "baris ini bukan langkah; mulai dengan nomor ('1. ...') atau beri indentasi untuk melanjutkan langkah sebelumnya"
                              : "baris ini bukan butir; mulai dengan '- ' atau beri indentasi untuk melanjutkan butir sebelumnya")
                    }
                    continue
                }

                guard let (generalKey, generalValue) = field(line) else {
                    issue(lineNumber, "baris tidak berbentuk 'nama: nilai' (atau bagian '## ...' belum dimulai)")
                    continue
                }
                (key, value) = (generalKey, generalValue)
            }
            guard entryFields.contains(key) else {
                issue(lineNumber, "kolom '\(key)' tidak dikenal; kolom yang sah: \(entryFields.sorted().joined(separator: ", "))")
                continue
            }
            if value.isEmpty {
                issue(lineNumber, "kolom '\(key)' kosong")
                continue
            }
            if repeatableFields.contains(key) {
                repeated[key, default: []].append(Located(value, line: lineNumber))
            } else if let previous = single[key] {
                issue(lineNumber, "kolom '\(key)' sudah diisi di baris \(previous.line); tulis sekali saja")
            } else {
                single[key] = Located(value, line: lineNumber)
            }
        }

        for required in ["id", "title", "audience", "summary"] where single[required] == nil {
            issue(1, "kolom wajib '\(required):' tidak ada")
        }
        if repeated["source"] == nil { issue(1, "kolom wajib 'source:' tidak ada; sebutkan dokumen sumbernya") }
        // After a misnamed heading the missing section is that heading's one error.
        if sectionItems[0] == nil, !sawUnknownSection { issue(1, "bagian wajib '## Examples' tidak ada") }
        if sectionItems[stepsSection] == nil, !sawUnknownSection { issue(1, "bagian wajib '## Steps' tidak ada") }
        if let steps = sectionItems[stepsSection], steps.isEmpty { issue(1, "bagian '## Steps' tidak berisi langkah") }
        for (offset, number) in stepNumbers.enumerated() where number.value != offset + 1 {
            issue(number.line, "langkah bernomor \(number.value), seharusnya \(offset + 1)")
        }

        let id = single["id"]?.value ?? ""
        if let located = single["id"] {
            if !isValidID(id) { issue(located.line, "id '\(id)' hanya boleh berisi huruf kecil, angka dan '-'") }
            if let expectedID, expectedID != id {
                issue(located.line, "id '\(id)' berbeda dengan nama file '\(expectedID).md'; samakan keduanya")
            }
        }

        var audience: [Audience] = []
        if let located = single["audience"] {
            for name in splitList(located.value, separator: ",") {
                if let value = Audience(rawValue: name.lowercased()) {
                    audience.append(value)
                } else {
                    issue(located.line, "audience '\(name)' tidak dikenal; pilih dari \(Audience.allCases.map(\.rawValue).joined(separator: ", "))")
                }
            }
        }

        var priority = EntryPriority.normal
        if let located = single["priority"] {
            if let value = EntryPriority(rawValue: located.value.lowercased()) { priority = value } else {
                issue(located.line, "priority '\(located.value)' tidak dikenal; gunakan 'low', 'outofscope' atau hapus kolomnya")
            }
        }

        var keywords: [Located<KnowledgeEntry.Keyword>] = []
        for located in repeated["keyword"] ?? [] {
            let parts = asciiPieces(located.value, separator: UInt8(ascii: " "), trimming: false)
                ?? located.value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2, let weight = Double(parts[parts.count - 1]) else {
                issue(located.line, "keyword harus 'kata bobot', misalnya 'apendo 4'")
                continue
            }
            guard weight >= 0.5, weight <= 5 else {
                issue(located.line, "bobot \(parts[parts.count - 1]) di luar rentang 0.5 sampai 5")
                continue
            }
            keywords.append(Located(.init(word: parts.dropLast().joined(separator: " "), weight: weight), line: located.line))
        }

        let splitGroups: ([Located<String>]) -> [Located<[String]>] = { values in
            values.map { Located(splitList($0.value, separator: "|"), line: $0.line) }
        }
        let entry = KnowledgeEntry(
            id: id,
            file: file,
            title: single["title"]?.value ?? "",
            audience: audience,
            topic: single["topic"],
            sources: (repeated["source"] ?? []).map(\.value),
            contactKeys: single["contacts"].map { located in splitList(located.value, separator: ",").map { Located($0, line: located.line) } } ?? [],
            related: single["related"].map { located in splitList(located.value, separator: ",").map { Located($0, line: located.line) } } ?? [],
            summary: single["summary"]?.value ?? "",
            priority: priority,
            phrases: repeated["phrase"] ?? [],
            requires: splitGroups(repeated["require"] ?? []),
            keywords: keywords,
            excludes: splitGroups(repeated["exclude"] ?? []),
            examples: sectionItems[0] ?? [],
            steps: (sectionItems[stepsSection] ?? []).map(\.value),
            documents: (sectionItems[2] ?? []).map(\.value),
            notes: (sectionItems[3] ?? []).map(\.value)
        )
        return (single["id"] == nil ? nil : entry, issues)
    }

    /// The section a misnamed heading most likely means: its Indonesian
    /// name, a singular, or a spelling one or two letters off.
    static func intendedSection(_ name: String) -> String? {
        let synonyms = ["contoh": "examples", "contoh pertanyaan": "examples", "langkah": "steps", "dokumen": "documents",
                        "catatan": "notes", "example": "examples", "step": "steps", "document": "documents", "note": "notes"]
        if let meant = synonyms[name] { return meant }
        return sections.first { editDistance(Array($0), Array(name), limit: 2) <= 2 }
    }

    /// Levenshtein distance, stopped early above `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: - Contacts, sites, topics

    /// Parses `contacts.md`; an optional `escalation: key, key` line lists the
    /// contacts shown with every fallback.
    public static func parseContacts(_ text: String, file: String) -> ([Contact], [Located<String>]?, [KnowledgeIssue]) {
        var contacts: [Contact] = []
        var escalation: [Located<String>]?
        var issues: [KnowledgeIssue] = []
        var seen: [String: Int] = [:]
        for (index, raw) in lines(of: text).enumerated() {
            let line = trim(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.lowercased().hasPrefix("escalation:") {
                escalation = splitList(String(line.dropFirst("escalation:".count)), separator: ",").map { Located($0, line: index + 1) }
                continue
            }
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map { trim(String($0)) }
            guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty }) else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kontak harus berbentuk 'kunci | label | nilai | sumber' dengan keempat bagian terisi"))
                continue
            }
            if !isValidID(parts[0]) {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kunci kontak '\(parts[0])' hanya boleh berisi huruf kecil, angka dan '-'"))
            }
            if let previous = seen[parts[0]] {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kunci kontak '\(parts[0])' sudah dipakai di baris \(previous)"))
                continue
            }
            seen[parts[0]] = index + 1
            contacts.append(Contact(key: parts[0], label: parts[1], value: parts[2], source: parts[3]))
        }
        return (contacts, escalation, issues)
    }

    public static func parseSite(_ text: String, file: String, expectedID: String?) -> (SiteProfile?, [KnowledgeIssue]) {
        var fields: [String: String] = [:]
        var issues: [KnowledgeIssue] = []
        for (index, raw) in lines(of: text).enumerated() {
            let line = trim(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let (key, value) = field(line) else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "baris tidak berbentuk 'nama: nilai'"))
                continue
            }
            guard SiteProfile.fieldNames.contains(key) else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kolom '\(key)' tidak dikenal; kolom yang sah: \(SiteProfile.fieldNames.joined(separator: ", "))"))
                continue
            }
            if value.isEmpty {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kolom '\(key)' kosong; hapus barisnya bila sumber tidak menyebutkannya"))
                continue
            }
            if fields[key] != nil {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kolom '\(key)' ditulis dua kali"))
                continue
            }
            fields[key] = value
        }
        guard let id = fields["id"] else {
            issues.append(KnowledgeIssue(file: file, line: 1, message: "kolom wajib 'id:' tidak ada"))
            return (nil, issues)
        }
        if fields["name"] == nil { issues.append(KnowledgeIssue(file: file, line: 1, message: "kolom wajib 'name:' tidak ada")) }
        if let expectedID, expectedID != id {
            issues.append(KnowledgeIssue(file: file, line: 1, message: "id '\(id)' berbeda dengan nama file '\(expectedID).md'"))
        }
        return (SiteProfile(id: id, fields: fields), issues)
    }

    public static func parseTopics(_ text: String, file: String) -> ([Topic], [KnowledgeIssue]) {
        var topics: [Topic] = []
        var issues: [KnowledgeIssue] = []
        for (index, raw) in lines(of: text).enumerated() {
            let line = trim(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map { trim(String($0)) }
            guard parts.count == 3 || parts.count == 4, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "topik harus berbentuk 'topik | kata pemicu, ... | pertanyaan' (opsional: '| id-entri, ...')"))
                continue
            }
            if topics.contains(where: { $0.id == parts[0] }) {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "topik '\(parts[0])' ditulis dua kali"))
                continue
            }
            let extras = parts.count == 4 ? splitList(parts[3], separator: ",").map { Located($0, line: index + 1) } : []
            topics.append(Topic(id: parts[0], triggers: splitList(parts[1], separator: ","), question: parts[2],
                                extraMembers: extras, file: file, line: index + 1))
        }
        return (topics, issues)
    }

    public static func parseStopwords(_ text: String) -> Set<String> {
        var words = Set<String>()
        for raw in lines(of: text) {
            let line = trim(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            for word in line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
                words.insert(word.lowercased())
            }
        }
        return words
    }

    // MARK: - Text helpers

    /// Lines without their "\n" or "\r\n", split on bytes (a knowledge
    /// file is read at every start, so this avoids grapheme breaking).
    static func lines(of text: String) -> [Substring] {
        // Scanned on the contiguous bytes by offset (stepping a `String`
        // index cost several times as much per byte, at every load).
        let utf8 = text.utf8
        let bytes = utf8.span
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var lines: [Substring] = []
        var start = 0
        for position in bytes.indices where bytes[position] == 0x0A {
            let end = position > start && bytes[position - 1] == 0x0D ? position - 1 : position
            lines.append(text[index(start)..<index(end)])
            start = position + 1
        }
        let end = bytes.count > start && bytes[bytes.count - 1] == 0x0D ? bytes.count - 1 : bytes.count
        lines.append(text[index(start)..<index(end)])
        return lines
    }

    static func trim<S: StringProtocol>(_ text: S) -> String {
        var slice = Substring(text)
        // ASCII blanks by byte; other whitespace and the BOM by character.
        while let byte = slice.utf8.first, ASCIIBytes.isBlank(byte) {
            slice = slice[slice.utf8.index(after: slice.utf8.startIndex)...]
        }
        while let byte = slice.utf8.last, ASCIIBytes.isBlank(byte) {
            slice = slice[..<slice.utf8.index(before: slice.utf8.endIndex)]
        }
        guard let first = slice.utf8.first, let last = slice.utf8.last, first >= 0x80 || last >= 0x80 else { return String(slice) }
        while let first = slice.first, first.isWhitespace || first == "\u{FEFF}" { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    static func isIndented(_ line: Substring) -> Bool {
        line.first == " " || line.first == "\t"
    }

    static func field(_ line: String) -> (String, String)? {
        // Usually the colon is found by byte and the key is ASCII, checked
        // by byte: Character properties cost 9k instructions a line (2% of
        // a load). A colon next to a non-ASCII byte (which may join it into
        // another character) and a non-ASCII key go the Character way.
        let utf8 = line.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let after = utf8.index(after: colon)
        guard after == utf8.endIndex || utf8[after] < 0x80,
              colon == utf8.startIndex || utf8[utf8.index(before: colon)] < 0x80 else { return characterField(line) }
        let key = trim(line[..<colon])
        guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return characterField(line) }
        let folded = key.lowercased()
        guard !folded.isEmpty, folded.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || $0 == 45 || $0 == 95 }) else { return nil }
        return (folded, trim(line[after...]))
    }

    private static func characterField(_ line: String) -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = trim(line[..<colon]).lowercased()
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else { return nil }
        return (key, trim(line[line.index(after: colon)...]))
    }

    static func numberedItem(_ line: String) -> (Int, String)? {
        let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 3, let number = Int(digits) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.first == "." || rest.first == ")" else { return nil }
        return (number, trim(rest.dropFirst()))
    }

    static func splitList(_ value: String, separator: Character) -> [String] {
        if let byte = separator.asciiValue, let pieces = asciiPieces(value, separator: byte, trimming: true) { return pieces }
        return value.split(separator: separator).map { trim($0) }.filter { !$0.isEmpty }
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }
}
