/// The informal-Indonesian lexicon: how vendors write a word ("gk", "pw",
/// "java script", "forgot") mapped to the canonical word the knowledge base
/// uses ("tidak", "password", "javascript", "lupa"). Loaded from
/// `knowledge/lexicon.md` so helpdesk staff can extend it.
///
/// Canonical words are never stemmed again, which is also how stemmer
/// mistakes are overridden ("berikan -> beri").
public struct Lexicon: Sendable {
    /// A rule whose informal side has more than one word.
    public struct MultiWordRule: Sendable {
        public var rest: [String]
        public var output: [String]
    }

    public private(set) var single: [String: [String]] = [:]
    /// Keyed by the first informal word; longest rules first.
    public private(set) var multi: [String: [MultiWordRule]] = [:]
    /// Words never stemmed: every canonical output plus the `!` lines.
    public private(set) var protected: Set<String> = []
    public private(set) var ruleCount = 0
    /// Real words outside the knowledge base (`= kata, kata` lines): never
    /// taken for a typo of a lookalike ("persen" is not "person").
    public private(set) var realWords: Set<String> = []
    /// Everyday words of the language (`knowledge/words.md`): a query word
    /// found here is read as itself, never corrected into a lookalike term
    /// of the knowledge ("pantai" is not "pantau", "mengucapkan" not
    /// "ganti"). Unlike `realWords` they are no correction targets: a typo
    /// is never read as one of them.
    public private(set) var everydayWords = WordList()

    public init() {}

    /// Whether `word` (folded, as the tokenizer gives it) opens a rule of
    /// several words: it then has an everyday reading of its own ("ora" in
    /// "ora iso"), whatever else it names.
    public func opensPhrase(_ word: String) -> Bool { multi[word] != nil }

    /// The output of the longest multi-word form that `words` spell from
    /// `position` on, word for word (no typo tolerance); empty when none does.
    public func formOutput(at position: Int, in words: [String]) -> [String] {
        guard let rules = multi[words[position]] else { return [] }
        let available = words.count - position - 1
        // Longest rules come first (see `add(forms:output:)`). The words are
        // compared in place, the first one before the rest: a slice compared
        // through `elementsEqual` retained and released every rule's words,
        // and most rules differ at their first word (a 2,000-item page asks
        // this for some 16,000 answer words).
        for number in rules.indices where rules[number].rest.count <= available
            && spells(rules[number].rest, in: words, from: position + 1) {
            return rules[number].output
        }
        return []
    }

    /// Whether `words` from `start` on begin with `rest`, which must fit.
    private func spells(_ rest: [String], in words: [String], from start: Int) -> Bool {
        for offset in rest.indices where words[start + offset] != rest[offset] { return false }
        return true
    }

    public mutating func add(forms: [[String]], output: [String]) {
        for form in forms where !form.isEmpty {
            ruleCount += 1
            if form.count == 1 {
                single[form[0]] = output
            } else {
                multi[form[0], default: []].append(MultiWordRule(rest: Array(form.dropFirst()), output: output))
                multi[form[0]]?.sort { $0.rest.count > $1.rest.count }
            }
        }
        for word in output { protected.insert(word) }
    }

    /// Adds words to `everydayWords` (folded, as the tokenizer gives them).
    public mutating func addEverydayWords(_ words: WordList) {
        // Taken as is when it is the only list: no second hashing of every word.
        if everydayWords.isEmpty { everydayWords = words } else { everydayWords.formUnion(words) }
    }

    public mutating func protect(_ words: [String]) {
        for word in words { protected.insert(word) }
    }

    /// Every informal form written as one word, for typo tolerance.
    public var singleForms: Dictionary<String, [String]>.Keys { single.keys }

    /// The range of the first "->" (a byte scan: the lexicon has hundreds of lines).
    static func arrow(in line: String) -> Range<String.Index>? {
        let utf8 = line.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "-"), next != utf8.endIndex, utf8[next] == UInt8(ascii: ">") {
                return index..<utf8.index(after: next)
            }
            index = next
        }
        return nil
    }

    /// The pieces of `text` between commas, empty ones left out, as
    /// `split(separator: ",")` gives them wherever a comma is a character
    /// of its own (no combining mark on it): a byte scan (a comma is one
    /// byte in UTF-8, never part of another character's bytes), where
    /// splitting compared every Character (the lexicon's 500 lines cost 2%
    /// of a load that way).
    static func commaPieces(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: ",") {
                if index != start { pieces.append(text[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { pieces.append(text[start..<utf8.endIndex]) }
        return pieces
    }

    static let malformedLine = "baris leksikon harus berbentuk 'bentuk, bentuk -> kata baku' (atau '! kata, kata' untuk kata yang tidak boleh dipotong imbuhannya, '= kata, kata' untuk kata asli yang bukan salah ketik)"

    /// Parses `lexicon.md`: `form, form -> canonical` lines, `! word, word`
    /// lines (never stemmed) and `= word, word` lines (real words).
    public static func parse(_ text: String, file: String) -> (Lexicon, [KnowledgeIssue]) {
        var lexicon = Lexicon()
        var issues: [KnowledgeIssue] = []
        let lines = KnowledgeParser.lines(of: text)
        // Only looked up, never walked: room for a few forms a line saves
        // growing it a dozen times.
        var firstLine: [String: Int] = [:]
        firstLine.reserveCapacity(lines.count * 3)
        var outputs: [(line: Int, words: [String])] = []
        for (index, raw) in lines.enumerated() {
            let output: [String], forms: [[String]]
            switch readASCII(raw, realWords: &lexicon.realWords) {
            case .skip, .done: continue
            case .malformed:
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: malformedLine))
                continue
            case .rule(let ruleOutput, let ruleForms):
                (output, forms) = (ruleOutput, ruleForms)
            case .general:
                let line = KnowledgeParser.trim(raw)
                if line.isEmpty || line.hasPrefix("# ") || line == "#" { continue }
                if line.hasPrefix("=") {
                    for word in commaPieces(line.dropFirst()) {
                        lexicon.realWords.formUnion(Tokenizer.tokenize(String(word)))
                    }
                    continue
                }
                if line.hasPrefix("!") {
                    lexicon.protect(commaPieces(line.dropFirst()).map { KnowledgeParser.trim($0).lowercased() }.filter { !$0.isEmpty })
                    continue
                }
                guard let arrow = Self.arrow(in: line) else {
                    issues.append(KnowledgeIssue(file: file, line: index + 1, message: malformedLine))
                    continue
                }
                output = Tokenizer.tokenize(String(line[arrow.upperBound...])).flatMap { TextNormalizer.expandHyphen($0) }
                forms = commaPieces(line[..<arrow.lowerBound])
                    .map { Tokenizer.tokenize(String($0)).flatMap { TextNormalizer.expandHyphen($0) } }
                    .filter { !$0.isEmpty }
            }
            guard !output.isEmpty, !forms.isEmpty else {
                issues.append(KnowledgeIssue(file: file, line: index + 1, message: "kedua sisi '->' harus berisi kata"))
                continue
            }
            for form in forms {
                // One word is its own key (joining it still cost ~500 instructions).
                let key = form.count == 1 ? form[0] : form.joined(separator: " ")
                if let previous = firstLine.updateValue(index + 1, forKey: key) {
                    issues.append(KnowledgeIssue(file: file, line: index + 1, message: "bentuk '\(key)' sudah dipetakan di baris \(previous)"))
                }
            }
            lexicon.add(forms: forms, output: output)
            outputs.append((index + 1, output))
        }
        // A canonical word that is itself a form would be rewritten again when
        // normalised text is normalised ("make -> buat", "buat -> untuk"):
        // normalising must be idempotent (found by fuzz-responder).
        for (line, output) in outputs {
            for word in output {
                guard let next = lexicon.single[word], next != [word], let formLine = firstLine[word] else { continue }
                issues.append(KnowledgeIssue(file: file, line: line, message: "kata baku '\(word)' sendiri dipetakan di baris \(formLine) ke '\(next.joined(separator: " "))'; hasil leksikon harus kata baku (hapus salah satu pemetaan)"))
            }
        }
        return (lexicon, issues)
    }
}
