extension String {
    /// `self == word`, for a `word` of plain ASCII without "K", ";" and "`"
    /// (the only ASCII a non-ASCII character is canonically equivalent to;
    /// see `StringNumbers`): only a string of the same bytes equals such a
    /// word, so one of another length is told apart by its length alone.
    /// `==` on two different strings calls into the standard library for
    /// canonical equivalence, and most words compared with a cue word
    /// ("ada", "ora", "tidak") are some other word.
    @inline(__always)
    func isWord(_ word: String) -> Bool {
        utf8.count == word.utf8.count && self == word
    }
}
