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

    /// Whether the UTF-8 bytes are those of `other`, compared on the two
    /// spans: `utf8.elementsEqual` walked both views through their
    /// iterators, some 1,900 instructions for an item's question.
    func hasSameBytes(as other: String) -> Bool {
        let left = utf8.span, right = other.utf8.span
        guard left.count == right.count else { return false }
        for index in left.indices where left[index] != right[index] { return false }
        return true
    }
}

extension String {
    /// Whether the UTF-8 bytes include `byte`: on the contiguous bytes, which
    /// is much cheaper than iterating `utf8` of a short (inline) string.
    func containsByte(_ byte: UInt8) -> Bool {
        let bytes = utf8.span
        for index in bytes.indices where bytes[index] == byte { return true }
        return false
    }

    /// Whether the UTF-8 bytes include those of `part` in a row.
    func containsBytes(of part: String) -> Bool {
        let bytes = utf8.span
        let wanted = part.utf8.span
        guard wanted.count > 0, bytes.count >= wanted.count else { return wanted.count == 0 }
        for start in 0...(bytes.count - wanted.count) {
            var offset = 0
            while offset < wanted.count, bytes[start + offset] == wanted[offset] { offset += 1 }
            if offset == wanted.count { return true }
        }
        return false
    }
}
