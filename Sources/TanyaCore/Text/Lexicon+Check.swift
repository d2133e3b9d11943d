extension Lexicon {
    /// Canonical words (right of `->`) that the stemmer would cut down to
    /// another canonical word: warnings for `tanya check`. Every canonical
    /// word is protected from stemming everywhere, in queries and entries
    /// alike, so "mandaftar -> mendaftar" would stop every "mendaftar" from
    /// matching "daftar". Words on a `!` line are meant to stay whole and
    /// are not reported.
    public static func affixedCanonicalWarnings(_ text: String, file: String) -> [KnowledgeIssue] {
        var meantWhole = Set<String>()
        var outputs: [(line: Int, words: [String])] = []
        for (index, raw) in KnowledgeParser.lines(of: text).enumerated() {
            let line = KnowledgeParser.trim(raw)
            if line.hasPrefix("!") {
                meantWhole.formUnion(line.dropFirst().split(separator: ",").map { KnowledgeParser.trim($0).lowercased() })
                continue
            }
            guard !line.hasPrefix("#"), !line.hasPrefix("="), let arrow = arrow(in: line) else { continue }
            outputs.append((index + 1, Tokenizer.tokenize(String(line[arrow.upperBound...]))))
        }
        let canonical = Set(outputs.flatMap(\.words))
        let stemmer = IndonesianStemmer()
        var reported = Set<String>()
        var issues: [KnowledgeIssue] = []
        for (line, words) in outputs {
            for word in words where !meantWhole.contains(word) && !reported.contains(word) {
                let stem = stemmer.defaultStem(word)
                guard stem != word, canonical.contains(stem) else { continue }
                reported.insert(word)
                issues.append(KnowledgeIssue(file: file, line: line, message: "kata baku '\(word)' tidak akan pernah dipotong imbuhannya, di pertanyaan maupun di entri, sehingga '\(word)' di mana pun tidak lagi cocok dengan kata baku '\(stem)'; tulis '\(stem)' di kanan '->', atau tandai '! \(word)' bila keduanya memang harus dibedakan"))
            }
        }
        return issues
    }
}
