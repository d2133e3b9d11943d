/// Negation and contrast scope: which words of a query are the problem and
/// which are only mentioned to rule something out.
///
/// The query is cut into clauses at punctuation and at contrast words
/// ("tapi", "padahal"). Each clause has a polarity: a problem (a negation or
/// failure word: "tidak bisa", "ditolak", "lupa") or fine ("bisa masuk",
/// "ingat", "lancar"). Two readings follow:
/// - a fine clause contrasted with a problem clause ("user id ingat kok,
///   yang lupa passwordnya"), or a "bukan X, tapi Y" clause, only rules its
///   words out: they are marked `negated` unless the other clause repeats them.
///   A clause saying the asker still knows something ("lupa password, user id
///   masih ingat") needs no contrast word before it;
/// - the same fine/problem contrast between two different sites ("di lpse
///   provinsi bisa masuk, di lpse kota ditolak") says the problem is on some
///   sites only: the lexicon's word for "some of several" is added, marked
///   `inferred`, unless the query already says "lain" or "sebagian".
struct ClauseScope {
    /// One clause: its words as tokenised and whether a contrast word opened it.
    struct Clause {
        var words: [String]
        var opensWithContrast: Bool
    }

    enum Polarity { case problem, fine, neutral }

    /// Words that open a contrasting clause.
    static let contrastWords: WordSet = [
        "tapi", "tp", "tpi", "tetapi", "namun", "padahal", "sedangkan", "sementara", "melainkan", "but", "while", "whereas",
        "nanging", "ananging", // Javanese
    ]
    /// Words opening a reason ("karena", "soalnya"), as typed.
    static let causeWords: WordSet = ["karena", "krn", "karna", "soalnya", "sebab", "because"]

    /// Whether a typed word opens a contrasting clause: a contrast word, or
    /// one of four or more letters with two neighbouring letters swapped or
    /// a letter doubled ("atpi", "namunn"). The speller reads such a slip
    /// as the contrast word, so the text normalised again splits there: the
    /// first reading must split there too. Other edits ("tapa", "tai") make
    /// other words, and a three-letter "but" has too many lookalikes.
    static func isContrastWord(_ word: String) -> Bool {
        contrastWords.contains(word) || contrastSlips.contains(word)
    }

    /// Every swap of two neighbouring letters and every doubled letter of
    /// the contrast words of four letters or more, spelled out once: this
    /// is asked of every word of every query, where one set look-up costs
    /// less than comparing the word with each contrast word.
    static let contrastSlips: WordSet = {
        var slips = Set<String>()
        for word in contrastWords where word.utf8.count >= 4 { slips.formUnion(Self.slips(of: word)) }
        return WordSet(slips.subtracting(contrastWords))
    }()

    /// Terms (after the lexicon) that make a clause a problem.
    static let problemTerms: WordSet = [
        "tidak", "belum", "gagal", "ditolak", "error", "lupa", "salah", "blokir", "hilang", "terkunci",
    ]
    /// Words as typed that make a clause a problem (stopwords, so no term is left of them).
    static let problemWords: WordSet = [
        "masalah", "bermasalah", "kendala", "susah", "sulit", "tolak",
        // Minang "ba-" for "ber-": "akun ambo bamasalah".
        "bamasalah",
        // Going astray or stuck: "semua email dari LPSE nyasar ke folder spam".
        "nyasar", "kesasar", "nyangkut", "rusak", "macet", "stuck",
        // Shut out: "di kabupaten pintunya tertutup rapat".
        "tertutup",
        // Sent back: "email ke alamat itu mental", and denied: "gk mental, cuma masuk spam".
        "mental", "memantul", "terpental", "dipantulkan", "terpantul", "bounce", "bounced",
    ]
    /// Words as typed that make a clause without a problem word fine.
    static let fineWords: WordSet = WordSet([
        "bisa", "bs", "bsa", "berhasil", "lancar", "aman", "normal", "sukses", "ingat", "inget", "oke", "ok", "can",
        "jalan", "aktif", "mulus", "beres", "dapat", "pulih",
        "work", "works", "worked", "success", "successful", "fine",
        "isa", "saged", "tiasa", // Javanese and Sundanese "bisa" ("iso" is also ISO)
    ]).union(rememberWords)
    /// Words as typed that say the asker still knows something ("user id
    /// masih ingat", "masih kami ketahui"): a clause with one names what is
    /// not the problem even without "tapi" before it.
    static let rememberWords: WordSet = [
        "ingat", "inget", "ingett", "hafal", "hapal", "apal", "tahu", "tau", "ketahui", "diketahui", "remember", "know", "knew",
        "diingat", "diinget", "teringat", "keingat", "keinget", // "yang diingat cuma user id-nya"
        "eling", "emut", "kemut", // Javanese, Sundanese
        // Still held: "user id dan email terdaftar masih kami kuasai".
        "kuasai", "dikuasai",
    ]
    /// Words naming a site.
    static let siteWords: WordSet = ["lpse", "spse", "situs", "site", "sites", "web", "website", "portal", "laman"]
    /// Words naming an office whose LPSE is meant ("di provinsi bisa").
    static let officeWords: WordSet = [
        "provinsi", "prov", "kota", "kabupaten", "kab", "pemkot", "pemkab", "pemprov", "pemda", "kementerian", "kemen",
        "instansi", "daerah", "pusat",
    ]

    /// Site and office words: whether a clause names a place at all, in
    /// one look-up a word (not in the cue table, which most questions
    /// consult for "lpse" in every word: a hit compares the word, a miss
    /// mostly does not).
    static let placeWords: WordSet = siteWords.union(officeWords)

    /// Words the clause reading looks for as typed that a slip can hide:
    /// a slip the speller reads as one of them counts as it.
    static let wordsReadAsTyped: WordSet = siteWords.union(officeWords).union(rememberWords).union(fineWords)

    /// Negations as typed ("gk", "ga", "nggak"); the lexicon maps them to "tidak".
    static let negationWords: WordSet = [
        "gk", "ga", "gak", "nggak", "ngga", "engga", "enggak", "ndak", "nda", "tdk", "tak", "kaga", "kagak", "gag",
        "gabisa", "gbs", "gakbisa", "tdkbisa", "cannot", "cant", "unable", "blm", "belom", "not", "failed", "fail",
        "mboten", "teu", "durung", "dereng", // Javanese and Sundanese ("ora" is also an Oracle error)
    ]

    /// "bukan" as typed (clauses are read in the words as typed, not as the
    /// lexicon maps them), with its chat forms and its slips: two
    /// neighbouring letters swapped ("bukna", "ubkan") or one doubled
    /// ("bukkan"), except "bukaan" (an opening), a word of its own.
    static let denialWords: WordSet = WordSet(["bukan", "bkn", "bukn"]).union(slips(of: "bukan")).subtracting(["bukaan"])

    /// Every swap of two neighbouring (different) letters of `word` and
    /// every doubled letter.
    static func slips(of word: String) -> Set<String> {
        var slips = Set<String>()
        let letters = Array(word.utf8)
        for index in letters.indices {
            var doubled = letters
            doubled.insert(letters[index], at: index)
            slips.insert(String(decoding: doubled, as: UTF8.self))
            guard index + 1 < letters.count, letters[index] != letters[index + 1] else { continue }
            var swapped = letters
            swapped.swapAt(index, index + 1)
            slips.insert(String(decoding: swapped, as: UTF8.self))
        }
        return slips
    }
    static func isDenial(_ word: String) -> Bool { denialWords.contains(word) }

    private static let fineCue: UInt32 = 1
    private static let problemCue: UInt32 = 2
    private static let rememberCue: UInt32 = 4
    private static let denialCue: UInt32 = 8
    /// A word `mayWaive` looks at ("perlu", "usah", "bertanya").
    private static let waiveCue: UInt32 = 16
    /// A contrast word or a slip of one (`isContrastWord`).
    private static let contrastCue: UInt32 = 32
    /// A reason word (`causeWords`).
    private static let causeCue: UInt32 = 64
    /// A word that may open a clause naming what is asked (`namesFocus`).
    private static let focusCue: UInt32 = 128
    /// A word opening a second, lesser question or ranking the questions
    /// ("kedua", "yang utama", "tidak mendesak"): see `secondaryAsk`.
    private static let secondAskCue: UInt32 = 256
    private static let rankCue: UInt32 = 512
    /// An already-word and a tried verb (`mayReportTried`).
    private static let alreadyCue: UInt32 = 1024
    private static let triedCue: UInt32 = 2048
    /// A word pointing at the question (`QuestionPointer.cueWords`).
    private static let pointCue: UInt32 = 4096
    /// A negation `negatesProblem` looks for ("tidak", "gk").
    private static let negationCue: UInt32 = 8192
    /// An "also" word and a choice word (`Coordination.mentionsAlsoAndChoiceWords`).
    private static let alsoCue: UInt32 = 16384
    private static let choiceCue: UInt32 = 32768
    /// "ada" (`haveWords`), the only word `saysStillHas` reads as still having something,
    /// and a word naming a message on the screen (`mayDenyMessage` needs
    /// one): `mayContrast` skips those scans, a look-up per word each,
    /// for the messages without the word (most of them).
    private static let hasCue: UInt32 = 1 << 16
    private static let messageCue: UInt32 = 1 << 17
    /// A near-miss word and a missed verb (`mayReportTried`).
    private static let nearMissCue: UInt32 = 1 << 18
    private static let missedCue: UInt32 = 1 << 19
    /// The cue words by kind, in a table cheap enough to consult for every
    /// word of every query (a `Set<String>` look-up hashes with SipHash):
    /// one look-up per word answers every kind.
    private static let cues: WordTable<UInt32> = {
        var kinds: [String: UInt32] = [:]
        // "iso" is a cue only: whether it says "can" depends on its neighbours (saysJavaneseAble).
        for word in fineWords.union(denialWords).union(javaneseAbleWords) { kinds[word, default: 0] |= fineCue }
        for word in problemWords.union(problemTerms).union(negationWords) { kinds[word, default: 0] |= problemCue }
        for word in rememberWords { kinds[word, default: 0] |= rememberCue }
        for word in denialWords { kinds[word, default: 0] |= denialCue }
        for word in waivedWords { kinds[word, default: 0] |= waiveCue }
        for word in contrastWords.union(contrastSlips) { kinds[word, default: 0] |= contrastCue }
        for word in causeWords { kinds[word, default: 0] |= causeCue }
        for word in focusOpeners.union(focusVerbs).union(focusRestrictors) { kinds[word, default: 0] |= focusCue }
        for word in secondOpeners.union(alsoAskWords) { kinds[word, default: 0] |= secondAskCue }
        // "nanti" only as "nanti saja", which `demotesAside` reads.
        for word in primaryWords.union(asideWords).union(["nanti"]) { kinds[word, default: 0] |= rankCue }
        for word in alreadyWords { kinds[word, default: 0] |= alreadyCue }
        for word in triedVerbs { kinds[word, default: 0] |= triedCue }
        for word in QuestionPointer.cueWords { kinds[word, default: 0] |= pointCue }
        for word in negationWords.union(["tidak"]) { kinds[word, default: 0] |= negationCue }
        for word in Coordination.alsoWords { kinds[word, default: 0] |= alsoCue }
        for word in Coordination.choiceWords.union([Coordination.pairedChoiceWord]) { kinds[word, default: 0] |= choiceCue }
        for word in haveWords.union(heldWords) { kinds[word, default: 0] |= hasCue }
        for word in messageWords { kinds[word, default: 0] |= messageCue }
        for word in nearMissWords { kinds[word, default: 0] |= nearMissCue }
        for word in missedVerbs { kinds[word, default: 0] |= missedCue }
        return WordTable(kinds)
    }()

    /// Whether a typed word opens a clause: a contrast word (or its slip)
    /// or a reason word, in one look-up.
    static func opensClause(_ word: String) -> Bool {
        (cues[word] ?? 0) & (contrastCue | causeCue) != 0
    }

    /// Cheap test on the query's words: worth cutting into clauses only
    /// when both a problem and a fine word (or a "bukan") occur, or a word
    /// saying the asker still knows something ("..., user id masih ingat").
    static func mayContrast(_ words: [String], _ tokens: [NormalizedToken]) -> Bool {
        mayContrast(words, tokens, cueKinds: cueKinds(of: words))
    }

    /// The cues of `words`, or-ed: one look-up per word for `mayContrast`
    /// and `TextNormalizer.hasClauseBreak`, which a reading asks both.
    /// `hashes`: each word's `WordTable.hash`, when the caller has them.
    static func cueKinds(of words: [String], hashes: [UInt32]? = nil) -> UInt32 {
        var seen: UInt32 = 0
        guard let hashes, hashes.count == words.count else {
            for word in words { if let kind = cues[word] { seen |= kind } }
            return seen
        }
        for index in words.indices { if let kind = cues[words[index], hash: hashes[index]] { seen |= kind } }
        return seen
    }

    /// Whether one of the words whose cues are `kinds` opens a clause (`opensClause`).
    static func opensClause(kinds: UInt32) -> Bool { kinds & (contrastCue | causeCue) != 0 }

    /// Cheap test on the query's words, by their cues (`cueKinds(of:)`):
    /// an already-word and a tried verb (see `reportsTried`), or a near-miss
    /// word and a missed verb (see `reportsNearMiss`).
    static func mayReportTried(kinds: UInt32) -> Bool {
        kinds & (alreadyCue | triedCue) == alreadyCue | triedCue || kinds & (nearMissCue | missedCue) == nearMissCue | missedCue
    }

    /// Whether one of the words whose cues are `kinds` is a waived word
    /// (`waivedWords`), which `waivesNeed` needs.
    static func mayWaive(kinds: UInt32) -> Bool { kinds & waiveCue != 0 }

    /// Whether one of the words whose cues are `kinds` may point at the
    /// question (`QuestionPointer.cueWords`).
    static func mayPoint(kinds: UInt32) -> Bool { kinds & pointCue != 0 }

    /// `Coordination.mentionsAlsoAndChoiceWords` of the words whose cues are `kinds`.
    static func mentionsAlsoAndChoiceWords(kinds: UInt32) -> (also: Bool, choice: Bool) {
        (kinds & alsoCue != 0, kinds & choiceCue != 0)
    }

    /// `mayContrast` with `cueKinds(of: words)`; `tokens` are `words` normalised.
    static func mayContrast(_ words: [String], _ tokens: [NormalizedToken], cueKinds: UInt32) -> Bool {
        var seen = cueKinds
        // "masih ada" says the asker still has it, as "masih ingat" does
        // (not a cue alone: "ada" is in most questions); so may "masih
        // tertulis" and the other held words, which the clause reading
        // weighs only beside a credential (`readingHeldAsHave`).
        if seen & hasCue != 0 {
            for index in words.indices where saysStillHas(words, at: index) || saysStillHeld(words, at: index) { seen |= rememberCue }
        }
        if seen & (rememberCue | denialCue) != 0 || (seen & waiveCue != 0 && mayWaive(words)) { return true }
        // "..., tidak ada pesan java script error": an error message denied.
        if seen & (problemCue | messageCue) == problemCue | messageCue, mayDenyMessage(words) { return true }
        // "..., masalahnya cuma password yang terlupa" after a negated clause.
        if seen & focusCue != 0, seen & (problemCue | fineCue) != 0 { return true }
        // "Yang utama: ... Kedua, ...": a message ranking its questions.
        if seen & secondAskCue != 0, seen & rankCue != 0 { return true }
        seen &= fineCue | problemCue
        if seen != fineCue | problemCue {
            // Problem terms the lexicon or stemmer reached ("kelupaan" ->
            // lupa) or a typo correction did ("gwgal").
            // A term that is its own surface is one of `words` (or has a space, as no cue does): its cue is in `cueKinds`.
            for position in tokens.indices where !tokens[position].term.isWord(tokens[position].surface) {
                if let kind = cues[tokens[position].term] { seen |= kind }
            }
        }
        if seen & (fineCue | problemCue) == fineCue | problemCue { return true }
        // "tidak lupa ..., tapi ditolak": a denied problem beside a real one
        // (by a negation: a denial word returned above). Most questions
        // stating a problem have no negation, which the cues tell.
        return seen & problemCue != 0 && cueKinds & negationCue != 0 && negatesProblem(words)
    }

    /// Whether a clause of `text` closes on an "ada" that says the asker
    /// still has something, after a clause stating a problem, where
    /// `mayContrast` read the whole message and saw the next clause go on
    /// after it ("lupa pw, user id nya ada. caranya gimana?"). Not an "ada"
    /// before the problem: "nomor tiket sdh ada, cek dimana" has the ticket
    /// the question is about. Only a message with such an "ada" before
    /// another word is cut into clauses here.
    static func closesClauseOnHas(_ text: String, words: [String]) -> Bool {
        guard words.indices.contains(where: { haveWords.contains(words[$0]) && $0 > 0 && $0 + 1 < words.count && !isNegation(words[$0 - 1]) })
        else { return false }
        var problemBefore = false
        for clause in clauses(text) {
            if problemBefore, clause.words.indices.contains(where: { saysStillHas(clause.words, at: $0) }) { return true }
            if clause.words.contains(where: { (cues[$0] ?? 0) & problemCue != 0 }) { problemBefore = true }
        }
        return false
    }

    static func isNegation(_ word: String) -> Bool { negationWords.contains(word) }

    /// Whether `clauses(text)` is at most one clause, told from the
    /// tokens of `text` (`words`): ASCII text with no byte `asciiPieces`
    /// may cut at is one piece, tokenised as `words`, and without a
    /// contrast or reason word nothing cuts it further. False when unsure.
    static func isOneClause(_ text: String, words: [String]) -> Bool {
        let bytes = text.utf8.span
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), 0x0A...0x0D, 0x80...:
                return false
            default:
                continue
            }
        }
        return !words.contains(where: opensClause)
    }

    /// The clauses of `text`: cut at ",", ";", ".", "!", "?", line breaks,
    /// emoji (not at a decimal point or comma between digits) and before
    /// each contrast word and each reason word.
    static func clauses(_ text: String) -> [Clause] {
        var clauses: [Clause] = []
        let bytes = text.utf8.span
        // ASCII text (the usual question) is tokenised piece by piece in
        // place: no piece is copied into a `String` of its own.
        if let pieces = asciiPieceRanges(bytes) {
            for piece in pieces { appendClauses(of: Tokenizer.tokenize(ascii: bytes.extracting(piece)), to: &clauses) }
        } else {
            for piece in characterPieces(text) { appendClauses(of: Tokenizer.tokenize(piece), to: &clauses) }
        }
        return clauses
    }

    /// Appends the clauses of one piece's words, cut before each contrast
    /// word and each reason word. A piece that is one clause (the usual
    /// case) hands over its words as they are.
    private static func appendClauses(of words: [String], to clauses: inout [Clause]) {
        var start = 0
        var opensWithContrast = false
        for index in words.indices {
            // One look-up tells a reason word and a contrast word apart.
            let kind = cues[words[index]] ?? 0
            // A reason opens a clause of its own ("bukan lupa sandi krn
            // di lpse lain msh bisa masuk"), except the reason a "bukan"
            // denies ("bukan karena lupa").
            if kind & causeCue != 0, index > start, !isDenial(words[index - 1]) {
                clauses.append(Clause(words: Array(words[start..<index]), opensWithContrast: opensWithContrast))
                start = index
                opensWithContrast = false
            }
            if kind & contrastCue != 0 {
                if index > start {
                    clauses.append(Clause(words: Array(words[start..<index]), opensWithContrast: opensWithContrast))
                    start = index
                }
                opensWithContrast = true
            }
        }
        guard start < words.count else { return }
        let last = start == 0 ? words : Array(words[start...])
        // Two sites contrasted without a break between them: two clauses.
        if !opensWithContrast, start == 0, let cut = secondSiteCut(last) {
            clauses.append(Clause(words: Array(last[..<cut]), opensWithContrast: false))
            clauses.append(Clause(words: Array(last[cut...]), opensWithContrast: false))
            return
        }
        clauses.append(Clause(words: last, opensWithContrast: opensWithContrast))
    }

    /// Words that make a clause a question of its own.
    static let questionWords: WordSet = [
        "apa", "apakah", "bagaimana", "gimana", "gmn", "gmna", "kenapa", "knp", "mengapa", "kapan", "kpn", "dimana",
        "mana", "berapa", "brp", "siapa", "bisakah", "bolehkah", "haruskah", "perlukah", "how", "what", "why", "when",
        "where", "which", "who", "do", "does", "should",
    ]

    /// A clause's words without the contrast word opening it.
    static func wordsAfterContrast(_ clause: Clause) -> [String] {
        clause.opensWithContrast ? Array(clause.words.dropFirst()) : clause.words
    }

    /// A clause's polarity from its words and its terms.
    static func polarity(words: [String], terms: [String]) -> Polarity {
        if terms.contains(where: { problemTerms.contains($0) }) { return .problem }
        let solved = solvedProblemWords(words)
        if words.indices.contains(where: { problemWords.contains(words[$0]) && !solved.contains($0) }) { return .problem }
        if !solved.isEmpty || words.indices.contains(where: { saysFine(words, at: $0) }) { return .fine }
        return .neutral
    }

    /// Whether two clauses' sites (see `site(in:)`) are two places. One
    /// office word with a name on both sides is two offices when the names
    /// differ ("kab paser" and "kab ppu"); with a name on one side only it
    /// may be the same office named once ("di kota bogor bisa, di kota
    /// ditolak"), so it is not read as two.
    static func differentSites(_ first: String, _ second: String) -> Bool {
        guard first != second else { return false }
        let firstParts = first.split(separator: " ", maxSplits: 1), secondParts = second.split(separator: " ", maxSplits: 1)
        // Another office word, site letter or count: two places, as ever.
        guard firstParts.first == secondParts.first else { return true }
        return firstParts.count == 2 && secondParts.count == 2
    }

    /// A word after an office word that names it: not a word the clause
    /// reading weighs (fine, problem, negation, contrast, a place word) nor
    /// a word that only points or joins ("kota kami", "kabupaten juga").
    static func isOfficeName(_ word: String) -> Bool {
        word.utf8.count >= 3 && !TextNormalizer.isNumeric(word)
            && !(fineWords.contains(word) || problemWords.contains(word) || problemTerms.contains(word)
                || isNegation(word) || isContrastWord(word) || placeWords.contains(word) || notOfficeNames.contains(word))
    }

    /// Words after an office word that do not name it.
    static let notOfficeNames: WordSet = [
        "saya", "kami", "kita", "aku", "ini", "itu", "tsb", "juga", "jg", "aja", "saja", "yang", "yg", "dan", "dgn",
        "dengan", "sama", "lagi", "lg", "tadi", "kemarin", "sudah", "udah", "udh", "sdh", "masih", "msh", "tetap",
        "tetep", "pun", "sih", "kok", "nya", "login", "masuk", "msk", "akun", "user", "userid", "password",
        "sebelah", "lain", "asal", "setempat", "tempat", "terdekat", "tetangga", "sendiri", "mana", "apa",
    ]
}
