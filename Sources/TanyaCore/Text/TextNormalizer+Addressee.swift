/// The staff a question is addressed to, told apart from the staff whose
/// account it is about.
extension TextNormalizer {
    /// The term of LPSE's helpdesk staff, which `reset-password-helpdesk`
    /// (their own account) requires and the vendor entries exclude.
    static let staffTerm = "helpdesk"
    /// Words before the staff that turn to them: "tanya ke helpdesk",
    /// "hubungi helpdesk", "ask the helpdesk".
    static let towardStaffWords: WordSet = [
        "ke", "kpd", "kepada", "tanya", "nanya", "hubungi", "minta", "to", "ask", "contact", "call",
        // Greeting the staff: "Yth. Helpdesk, kami kehilangan catatan kata sandi", "halo helpdesk".
        "yth", "dear", "halo", "hai", "hi", "hello", "pagi", "siang", "sore", "malam",
    ]
    /// Words opening a letter's salutation: "Yth. Bapak/Ibu Petugas Helpdesk".
    static let salutationWords: WordSet = ["yth", "dear", "kepada", "kpd"]
    /// Words of address and office titles that may stand between a
    /// salutation and the staff word: "Yth. Bapak/Ibu Petugas Helpdesk",
    /// "Yth. Tim Helpdesk". Only after a salutation: after "tanya" they
    /// open the question ("mau tanya, petugas helpdesk lupa user id" is
    /// the staff's own account).
    static let staffTitleWords: WordSet = [
        "the", "bapak", "ibu", "bpk", "pak", "bu", "petugas", "tim", "team", "admin", "pengelola", "operator",
        "sdr", "saudara", "saudari", "bagian", "layanan",
        // Office titles over the staff: "Yth. Koordinator Helpdesk LPSE", "Kepala Unit Helpdesk".
        "koordinator", "kepala", "ketua", "staf", "staff", "unit",
    ]
    /// How many such words may stand in between.
    static let maximumStaffTitleWords = 3

    /// Terms right after the staff that ask them for something: "helpdesk
    /// bisa kasih tau", "can the helpdesk tell me" (tell -> beri tahu),
    /// "helpdesk tolong bantu".
    static let askedOfStaffTerms: WordSet = ["beri", "kasih", "bantu"]

    /// `tokens` with the staff word marked `addressed` where the asker turns
    /// to the staff: a vendor who forgot the User ID and asks whether the
    /// helpdesk can tell it is asking about the vendor's own account, not
    /// the helpdesk's ("forgot my user ID for lpse, can helpdesk tell me?"),
    /// while "helpdesk lupa user id" is the helpdesk's own. Read on the
    /// terms (the staff followed by a request) and on the words as typed
    /// (a word turning to the staff just before it, which the stopwords
    /// drop from the terms).
    func markingAddressedStaff(_ words: [String], _ tokens: [NormalizedToken]) -> [NormalizedToken] {
        guard tokens.contains(where: { $0.term.isWord(Self.staffTerm) }) else { return tokens }
        var marked = tokens
        for position in marked.indices where marked[position].term.isWord(Self.staffTerm) {
            let next = position + 1
            if next < marked.count, Self.askedOfStaffTerms.contains(marked[next].term) {
                marked[position].addressed = true
            }
        }
        for (index, word) in words.enumerated() where index > 0 && isStaffWord(word) {
            var before = index - 1
            if words[before].isWord("the"), before > 0 { before -= 1 }
            var salutation = before
            var titles = 0
            while salutation > 0, titles < Self.maximumStaffTitleWords, Self.staffTitleWords.contains(words[salutation]) {
                salutation -= 1
                titles += 1
            }
            guard Self.towardStaffWords.contains(words[before])
                || (titles > 0 && Self.salutationWords.contains(words[salutation])) else { continue }
            for position in marked.indices where marked[position].term == Self.staffTerm && marked[position].surface == word {
                marked[position].addressed = true
            }
        }
        return marked
    }

    /// Whether `word`, as typed, reads as the staff term. Asked of every
    /// word of a message whose terms name the staff (many do): a `WordSet`
    /// of the lexicon's forms for the staff, not a `Dictionary` look-up
    /// of each word (seeded SipHash).
    private func isStaffWord(_ word: String) -> Bool {
        word.isWord(Self.staffTerm) || staffWords.contains(word)
    }
}
