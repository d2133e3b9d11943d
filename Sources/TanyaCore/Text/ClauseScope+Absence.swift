/// Clauses saying an error message did not show: what that message would
/// have named is not the problem ("login gagal di sebagian lpse, tidak ada
/// pesan java script error" is no JavaScript error).
extension ClauseScope {
    /// Whether a clause opens by saying no error message showed: a negation
    /// ("tidak", "gak", "tanpa", "no"), words of showing ("ada", "muncul"),
    /// then a message word ("pesan", "tulisan", "error"), and the clause
    /// names an error ("java script error", "password salah"). A message
    /// that did not arrive ("tidak ada pesan dari lpse") names no error: it
    /// may be the problem itself.
    static func saysNoMessage(_ clause: Clause) -> Bool {
        var words = wordsAfterContrast(clause)[...]
        while let first = words.first, denialLeads.contains(first) || absenceLeads.contains(first) { words = words.dropFirst() }
        guard let opener = words.first, absenceOpeners.contains(opener) || isNegation(opener) else { return false }
        var rest = words.dropFirst()
        while let next = rest.first, showingWords.contains(next) { rest = rest.dropFirst() }
        guard let named = rest.first, messageWords.contains(named) else { return false }
        return rest.contains { problemTerms.contains($0) || errorNames.contains($0) }
    }

    /// Cheap test on a query's words for `mayContrast`: a message word
    /// after a negation and words of showing ("tidak ada pesan", "tanpa
    /// pesan"), which `saysNoMessage` may read as a clause of absence.
    static func mayDenyMessage(_ words: [String]) -> Bool {
        for index in words.indices where messageWords.contains(words[index]) {
            var before = index - 1
            while before >= 0, showingWords.contains(words[before]) { before -= 1 }
            if before >= 0, absenceOpeners.contains(words[before]) || isNegation(words[before]) { return true }
        }
        return false
    }

    /// Negations as typed that open a clause of absence, beside `negationWords`.
    static let absenceOpeners: WordSet = ["tidak", "tanpa", "no", "without", "never"]
    /// Words before the negation that leave the clause one of absence ("juga
    /// tidak ada ..."). A contrast word ("tapi", "padahal") opens the clause
    /// and `wordsAfterContrast` has already dropped it.
    static let absenceLeads: WordSet = ["juga", "jg", "and", "pdhl"]
    /// Words of showing between the negation and the message.
    static let showingWords: WordSet = [
        "ada", "muncul", "keluar", "nongol", "tampil", "pernah", "sama", "sekali", "any", "an", "a", "appears",
        "appeared", "shows", "showed", "is", "was", "there",
    ]
    /// Words naming a message on the screen.
    static let messageWords: WordSet = [
        "pesan", "tulisan", "peringatan", "keterangan", "notif", "popup", "error", "eror", "message", "warning",
    ]
    /// Error names that are not problem terms: the words of a message's text.
    static let errorNames: WordSet = ["java", "javascript", "script", "sinkron", "tersinkronisasi", "warning", "eror"]
}
