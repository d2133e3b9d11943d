import Glibc

extension Classifier {
    /// The confidence of a direct answer before any factor of its own path
    /// (`AnswerCheck`): strength x (0.55 + 0.45 coverage) x (0.6 + 0.4
    /// separation) x the model's agreement x 0.85 per unexplained salient
    /// word; the classifier's direct answer and the dominant incomplete
    /// answer share it, so a change to one formula is a change to both.
    /// Not clamped: the caller multiplies its own factors, then caps at 1.
    static func answerConfidence(strength: Double, coverage: Double, separation: Double, agreement: Double,
                                 unexplainedSalient: Double) -> Double {
        strength * (0.55 + 0.45 * coverage) * (0.6 + 0.4 * separation) * agreement
            * pow(LearnedBlend.unexplainedFactor, unexplainedSalient)
    }

    /// Share of the query's non-neutral words that the entry gives weight to.
    func coverage(_ ids: [Int32], entry: Int, contentCount: Double) -> Double {
        var content = contentCount
        var explained = 0.0
        var specificKnown = false
        let answersQuestion = index.priorities[entry] != .low
        for id in ids where id >= 0 && !index.neutral[Int(id)] {
            specificKnown = true
            if index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) {
                explained += 1
            } else if answersQuestion && index.conversational[Int(id)] {
                // "halo" before "lupa password": the greeting opens the
                // question; where every word of the question is common
                // ("lupa", "password"), it would be all the content left.
                content -= 1
            }
        }
        // Every known word common, beside one word the knowledge never uses
        // ("change the registered email on our vendor account, what are
        // the requirements?"): the common words are then the question the
        // entry explains, not nothing. Left out, one unknown word took the
        // coverage from 1 (without it) to 0. Two unknown words or more keep
        // that reading: they may name another system ("password aplikasi
        // sakti kemenkeu lupa"), which the tuning sets decline.
        if !specificKnown && content > 0 && content <= Self.unknownWordShare {
            for id in ids where id >= 0 {
                content += 1
                if index.postings[Int(id)].contains(where: { Int($0.entry) == entry }) { explained += 1 }
            }
        }
        guard content > 0 else { return 1 }
        return min(1, explained / content)
    }

    /// `coverage` of a greeting or thanks with the office word of a site's
    /// name left out: in "selamat pagi Bapak/Ibu helpdesk LPSE Kabupaten
    /// Kudus" the words name the office written to, as the proper name
    /// after them does (dropped before reading), so the greeting does not
    /// leave "kabupaten" unexplained. A question keeps the word: which
    /// office is meant is part of it ("sudah terdaftar di LPSE kabupaten
    /// lain").
    func siteNamingCoverage(_ ids: [Int32], tokens: [NormalizedToken], entry: Int, contentCount: Double) -> Double {
        guard index.priorities[entry] == .low else { return coverage(ids, entry: entry, contentCount: contentCount) }
        var read = ids
        var content = contentCount
        for position in ids.indices.dropFirst() where ids[position] >= 0 && tokens[position - 1].term == Self.siteTerm
            && Self.officeTerms.contains(tokens[position].term) && !index.neutral[Int(ids[position])] {
            read[position] = -1
            content -= 1
        }
        return coverage(read, entry: entry, contentCount: content)
    }
    static let siteTerm = "lpse"
    /// Office words as terms, written after "LPSE" in a site's name.
    static let officeTerms: WordSet = ["kabupaten", "kota", "provinsi", "kab", "prov"]
}
