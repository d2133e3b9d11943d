/// Messages that list more than one problem ("User ID lupa, password juga
/// lupa"; "mau ganti email sekalian reset password"): an "also" word joins
/// them, and each part read alone names its own problem.
enum Coordination {
    /// Words saying "also" or "at the same time", as typed.
    static let alsoWords: Set<String> = ["juga", "jg", "jga", "jugak", "sekalian", "sekaligus", "also", "plus", "serta"]
    /// Words that join two parts of a list, as typed.
    static let joiningWords: Set<String> = ["dan", "dn", "n", "sekalian", "sekaligus", "serta", "plus", "and"]

    /// Cheap test on the message's words: an "also" word, and no contrast
    /// word or "bukan" (a contrast rules one part out instead: "user id
    /// ingat, tapi password juga lupa" is one problem).
    static func mayListProblems(_ words: [String]) -> Bool {
        guard words.contains(where: alsoWords.contains) else { return false }
        return !words.contains { ClauseScope.isContrastWord($0) || ClauseScope.isDenial($0) }
    }

    /// The message's parts: cut at clause punctuation and before each
    /// joining word; parts of one word ("min", "ok") are no problem of
    /// their own and are left out.
    static func parts(_ text: String) -> [String] {
        var parts: [String] = []
        for piece in ClauseScope.asciiPieces(text) ?? ClauseScope.characterPieces(text) {
            var words: [String] = []
            for word in Tokenizer.tokenize(piece) {
                if joiningWords.contains(word) {
                    if words.count >= 2 { parts.append(words.joined(separator: " ")) }
                    words = []
                } else {
                    words.append(word)
                }
            }
            if words.count >= 2 { parts.append(words.joined(separator: " ")) }
        }
        return parts
    }
}
