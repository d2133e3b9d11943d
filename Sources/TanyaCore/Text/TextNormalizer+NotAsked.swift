extension TextNormalizer {
    /// Marks `negated` the words of the clauses that say what is not asked
    /// (see `scopedTokens(_:)`): a denied problem beside a stated one, a
    /// clause opening with "bukan", one pointing back at the clause before
    /// it, one waiving a need, and the negated or fine clauses before a
    /// clause naming what the message is about. Denied problems turn their
    /// clauses' `polarities` fine.
    static func ruleOutWhatIsNotAsked(_ clauses: [ClauseScope.Clause], _ parts: inout [[NormalizedToken]],
                                      _ polarities: inout [ClauseScope.Polarity]) {
        // "Yang utama: <asked>? Kedua, <aside>? Yang kedua tidak mendesak":
        // a message that ranks its questions asks the first; the aside and
        // what follows it are ruled out, keeping words the asked part
        // repeats, and read as neither problem nor fine.
        if let aside = ClauseScope.secondaryAsk(clauses) {
            var kept = Set<String>()
            for other in 0..<aside.lowerBound { kept.formUnion(parts[other].map(\.term)) }
            for index in aside {
                Self.ruleOut(&parts[index], keeping: kept)
                polarities[index] = .neutral
            }
        }
        // "login gagal di sebagian lpse, tanpa pesan java script error": a
        // clause saying an error message did not show is ruled out when
        // another clause says something; words another clause repeats stay.
        let absent = clauses.indices.filter { ClauseScope.saysNoMessage(clauses[$0]) }
        if !absent.isEmpty, absent.count < clauses.count {
            var kept = Set<String>()
            for other in parts.indices where !absent.contains(other) { kept.formUnion(parts[other].map(\.term)) }
            for index in absent {
                Self.ruleOut(&parts[index], keeping: kept)
                polarities[index] = .neutral
            }
        }
        // "bukan lupa pw, ... password salah": a denied problem is not the
        // problem when another clause states one, wherever that clause is.
        let denied = clauses.indices.filter { ClauseScope.deniesProblem(clauses[$0].words) }
        for index in denied { polarities[index] = .fine }
        if !denied.isEmpty, polarities.indices.contains(where: { polarities[$0] == .problem && !denied.contains($0) }) {
            for index in denied {
                for position in parts[index].indices where ClauseScope.problemTerms.contains(parts[index][position].term) {
                    parts[index][position].negated = true
                }
            }
        }
        // "Email kami tidak bermasalah dan tidak masuk spam. Saya cuma ingin
        // tahu ...": a clause denying a problem beside a clause that asks
        // (and none stating a problem) says what is not asked, whole; words
        // the asking clause repeats stay.
        if !denied.isEmpty, !polarities.indices.contains(where: { polarities[$0] == .problem && !denied.contains($0) }),
           clauses.indices.contains(where: { !denied.contains($0) && clauses[$0].words.contains(where: { SideStory.askingWords.contains($0) }) }) {
            var kept = Set<String>()
            for other in parts.indices where !denied.contains(other) { kept.formUnion(parts[other].map(\.term)) }
            for index in denied { Self.ruleOut(&parts[index], keeping: kept) }
        }
        // A clause opening with "bukan" is ruled out whole when another
        // clause says what is asked; words that clause repeats stay.
        let denials = clauses.indices.filter { ClauseScope.opensWithDenial(clauses[$0]) }
        // "Kami tidak perlu melacak tiket ... Yang kami butuhkan adalah cara
        // mengisi formulir": a clause saying what is not needed or not asked
        // is ruled out whole when another clause asks; words that clause
        // repeats stay.
        var waived = clauses.indices.filter { !denials.contains($0) && ClauseScope.waivesNeed(clauses[$0]) }
        if !waived.isEmpty, !clauses.indices.contains(where: { index in
            !waived.contains(index) && clauses[index].words.contains(where: { SideStory.askingWords.contains($0) })
        }) {
            waived = []
        }
        if !denials.isEmpty, denials.count < clauses.count {
            var kept = Set<String>()
            // Words a waived clause repeats are no reason to keep a word:
            // both say what is not asked ("bukan paketnya ... tidak ada
            // paket yang perlu dialihkan").
            for other in parts.indices where !denials.contains(other) && !waived.contains(other) {
                kept.formUnion(parts[other].map(\.term))
            }
            // "bukan password yang lupa, tapi user id-nya": when no other
            // clause states a problem of its own, the denied clause's problem
            // words are the other clause's.
            let problemElsewhere = polarities.indices.contains { polarities[$0] == .problem && !denials.contains($0) }
            for index in denials {
                var keptHere = kept
                if !problemElsewhere, ClauseScope.deniesSubjectOfProblem(clauses[index]) {
                    keptHere.formUnion(parts[index].map(\.term).filter(ClauseScope.problemTerms.contains))
                }
                Self.ruleOut(&parts[index], keeping: keptHere)
            }
        }
        // "Email kami aktif dan tidak masuk spam, itu bukan masalahnya. Saya
        // hanya ingin tahu ...": a denial pointing back rules out the clause
        // before it when a clause after it says what is asked.
        for index in denials where index > 0 && index < clauses.count - 1 && ClauseScope.deniesClauseBefore(clauses[index]) {
            let before = index - 1
            guard !denials.contains(before), ((index + 1)..<clauses.count).contains(where: { !denials.contains($0) }) else { continue }
            var kept = Set<String>()
            for other in parts.indices where other != before && !denials.contains(other) && !waived.contains(other) {
                kept.formUnion(parts[other].map(\.term))
            }
            Self.ruleOut(&parts[before], keeping: kept)
        }
        if !waived.isEmpty {
            var kept = Set<String>()
            // Not the words of a clause opening with "bukan", ruled out above.
            for other in parts.indices where !waived.contains(other) && !denials.contains(other) { kept.formUnion(parts[other].map(\.term)) }
            for index in waived { Self.ruleOut(&parts[index], keeping: kept) }
        }
        // "Saya tidak mau mengganti email, alamat lama masih aktif.
        // Masalahnya cuma password yang terlupa": a clause naming what the
        // message is about rules out the negated or fine clauses before it;
        // words it (or a clause after it) repeats stay. A clause only
        // restricting what is wanted ("Email kami aktif dan tidak masuk
        // spam. Saya cuma mau membaca ulang pemberitahuan di inbox") rules
        // out only a clause saying something is fine, even beside a
        // negation ("tidak ada yang masuk spam"): "notif gk bs kami baca.
        // kami cuma mau ..." states the problem there.
        let named = clauses.firstIndex(where: ClauseScope.namesFocus).flatMap { $0 > 0 ? $0 : nil }
        guard let focus = named ?? clauses.firstIndex(where: ClauseScope.restrictsFocus), focus > 0 else { return }
        var kept = Set<String>()
        for other in focus..<parts.count { kept.formUnion(parts[other].map(\.term)) }
        for index in 0..<focus where !denials.contains(index) && !waived.contains(index) {
            let words = clauses[index].words
            guard polarities[index] == .fine
                || (named != nil ? ClauseScope.negatesSomething(words) : ClauseScope.saysSomethingFine(words)) else { continue }
            Self.ruleOut(&parts[index], keeping: kept)
        }
    }
}
