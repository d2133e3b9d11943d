/// Splits raw user text into folded word tokens: lower case ASCII, diacritics
/// removed, punctuation and emoji dropped, versions such as "4.5" kept whole.
///
/// Hyphenated words are returned joined with "-" so the normaliser can decide
/// between reduplication ("kali-kali"), a prefix letter ("e-mail") and two words.
/// Runs of "|" become the single token "||" because a User ID containing pipes
/// is itself a symptom (APENDO cannot encrypt it).
public enum Tokenizer {
    /// Upper bound on the bytes of one token; longer runs are cut so hostile
    /// input cannot make per-token work grow without bound.
    public static let maxTokenLength = 40

    public static func tokenize(_ text: String) -> [String] {
        var state = State()
        // ASCII text (the usual query) needs no scalar decoding.
        let ascii = state.takeASCII(text.utf8.span)
        if !ascii {
            for scalar in text.unicodeScalars { state.take(scalar.value) }
        }
        state.flush()
        return state.tokens
    }

    /// `tokenize` of text whose bytes are `bytes`, all ASCII (the caller
    /// checked): a part of a longer text is tokenised in place, not copied
    /// into a `String` first.
    static func tokenize(ascii bytes: Span<UInt8>) -> [String] {
        var state = State()
        _ = state.takeASCII(bytes)
        state.flush()
        return state.tokens
    }

    /// The token being built and the tokens so far (a struct with mutating
    /// methods rather than closures, so nothing is boxed per call).
    private struct State {
        var tokens: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0
        var pipeRun = false

        init() {
            // `current` grows only for the words the ASCII fast path hands over.
            tokens.reserveCapacity(16)
        }

        mutating func flush() {
            // Every separator flushes; most find nothing to flush.
            guard !current.isEmpty else { return }
            // Trim hyphens/dots left at the edges ("-kali", "4.5.").
            var start = 0
            var end = current.count
            while start < end, current[start] == UInt8(ascii: "-") || current[start] == UInt8(ascii: ".") { start += 1 }
            while end > start, current[end - 1] == UInt8(ascii: "-") || current[end - 1] == UInt8(ascii: ".") { end -= 1 }
            if end > start {
                var last = min(end, start + maxTokenLength)
                // The cut can leave a dot or hyphen at the new edge, which a second reading would trim (found by fuzz-responder).
                while last > start + 1, current[last - 1] == UInt8(ascii: "-") || current[last - 1] == UInt8(ascii: ".") { last -= 1 }
                tokens.append(String(decoding: current[start..<last], as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }

        /// Takes every byte if the text is ASCII (one call, so the state is
        /// accessed once, not once per byte); false, taking nothing, otherwise.
        mutating func takeASCII(_ bytes: Span<UInt8>) -> Bool {
            var bits: UInt8 = 0
            for index in bytes.indices { bits |= bytes[index] }
            guard bits < 0x80 else { return false }
            var index = 0
            while index < bytes.count {
                // Most words are runs of lower-case letters and digits: when
                // one starts a token and a plain separator ends it, it becomes
                // the token straight from the input, without the per-byte path.
                if current.isEmpty, Self.isPlain(bytes[index]) {
                    var end = index + 1
                    while end < bytes.count, Self.isPlain(bytes[end]) { end += 1 }
                    if end == bytes.count || Self.endsPlainRun(bytes[end]) {
                        // ASCII, checked above: validation cannot fail and is one quick pass.
                        if let run = try? UTF8Span(validating: bytes.extracting(index..<min(end, index + maxTokenLength))) {
                            tokens.append(String(copying: run))
                        }
                    } else {
                        // Something the per-byte path decides on follows
                        // ("4.5", "kali-kali", "User"): hand it the run so far.
                        for position in index..<end { current.append(bytes[position]) }
                    }
                    pipeRun = false
                    previous = bytes[end - 1]
                    index = end
                    continue
                }
                if current.isEmpty, Self.endsPlainRun(bytes[index]) {
                    // A separator with no token being built (the space after
                    // a word): all `take` would do is note it as the previous
                    // byte, so it is noted here without the call.
                    pipeRun = false
                    previous = bytes[index]
                    index += 1
                    continue
                }
                take(UInt32(bytes[index]))
                index += 1
                // A token being built goes on with letters and digits (the
                // rest of "Bagaimana" or "LPSE"): each is appended folded, as
                // `take` would append it, without the call per byte. After a
                // kept dot `take` decides (a letter there splits the token).
                if !current.isEmpty, current.last != UInt8(ascii: ".") {
                    while index < bytes.count, let folded = Self.foldedLetterOrDigit(bytes[index]) {
                        current.append(folded)
                        previous = folded
                        index += 1
                    }
                }
            }
            return true
        }

        /// A lower-case ASCII letter or a digit: taken as is by `take`.
        @inline(__always)
        static func isPlain(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || isDigit(byte)
        }

        /// An ASCII letter folded to lower case, or a digit; nil for any other byte.
        @inline(__always)
        static func foldedLetterOrDigit(_ byte: UInt8) -> UInt8? {
            if isPlain(byte) { return byte }
            return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : nil
        }

        /// Whether `take` ends a token at this ASCII byte with nothing else to
        /// decide: anything but letters, digits and the characters with rules
        /// of their own (hyphen, dot, comma, apostrophes, pipe).
        @inline(__always)
        static func endsPlainRun(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ","),
                 UInt8(ascii: "'"), 0x60, 0x7C:
                return false
            default:
                return !isPlain(byte)
            }
        }

        /// Takes one Unicode scalar value.
        mutating func take(_ value: UInt32) {
            if value == 0x7C { // "|"
                if !pipeRun {
                    flush()
                    tokens.append("||")
                    pipeRun = true
                }
                previous = 0x7C
                return
            }
            pipeRun = false
            var byte: UInt8 = 0
            if value < 0x80 {
                let ascii = UInt8(value)
                switch ascii {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte = ascii + 32
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte = ascii
                case UInt8(ascii: "'"), 0x60:
                    // Apostrophes join ("doesn't" -> "doesnt").
                    previous = ascii
                    return
                case UInt8(ascii: "-"):
                    // A kept decimal point must be followed by a digit: "4.-nya" is
                    // "4" then "nya", as the output "4 nya" reads again (found by fuzz-responder).
                    if current.last == UInt8(ascii: ".") {
                        current.removeLast()
                        flush()
                    }
                    if !current.isEmpty { current.append(ascii) }
                    previous = ascii
                    return
                case UInt8(ascii: "."), UInt8(ascii: ","):
                    // Keep a decimal point only between digits ("4.5").
                    if isDigit(previous) { current.append(UInt8(ascii: ".")) } else { flush() }
                    previous = ascii
                    return
                default:
                    flush()
                    previous = ascii
                    return
                }
            } else if let folded = foldLatin(value) {
                byte = folded
            } else if value == 0x2019 || value == 0x2018 || (0x300...0x36F).contains(value) || value == 0x200D || value == 0xFE0F {
                // Typographic apostrophes, combining accents and emoji joiners vanish without splitting.
                return
            } else {
                flush()
                previous = 0
                return
            }
            if !current.isEmpty, current.last == UInt8(ascii: "."), !isDigit(byte) {
                // "4.5.x" style: a dot followed by a letter splits the token.
                current.removeLast()
                flush()
            }
            current.append(byte)
            previous = byte
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// Folds Latin-1 Supplement and Latin Extended-A letters to their ASCII base letter.
    static func foldLatin(_ value: UInt32) -> UInt8? {
        switch value {
        case 0xC0...0xC5, 0xE0...0xE5, 0x100...0x105: return UInt8(ascii: "a")
        case 0xC7, 0xE7, 0x106...0x10D: return UInt8(ascii: "c")
        case 0x10E...0x111, 0xD0, 0xF0: return UInt8(ascii: "d")
        case 0xC8...0xCB, 0xE8...0xEB, 0x112...0x11B: return UInt8(ascii: "e")
        case 0x11C...0x123: return UInt8(ascii: "g")
        case 0x124...0x127: return UInt8(ascii: "h")
        case 0xCC...0xCF, 0xEC...0xEF, 0x128...0x131: return UInt8(ascii: "i")
        case 0x134, 0x135: return UInt8(ascii: "j")
        case 0x136...0x138: return UInt8(ascii: "k")
        case 0x139...0x142: return UInt8(ascii: "l")
        case 0xD1, 0xF1, 0x143...0x14B: return UInt8(ascii: "n")
        case 0xD2...0xD6, 0xD8, 0xF2...0xF6, 0xF8, 0x14C...0x151: return UInt8(ascii: "o")
        case 0x154...0x159: return UInt8(ascii: "r")
        case 0x15A...0x161, 0xDF: return UInt8(ascii: "s")
        case 0x162...0x167: return UInt8(ascii: "t")
        case 0xD9...0xDC, 0xF9...0xFC, 0x168...0x173: return UInt8(ascii: "u")
        case 0x174, 0x175: return UInt8(ascii: "w")
        case 0xDD, 0xFD, 0xFF, 0x176...0x178: return UInt8(ascii: "y")
        case 0x179...0x17E: return UInt8(ascii: "z")
        // Fullwidth ASCII letters and digits, as typed on some phone keyboards.
        case 0xFF21...0xFF3A: return UInt8(value - 0xFF21) + UInt8(ascii: "a")
        case 0xFF41...0xFF5A: return UInt8(value - 0xFF41) + UInt8(ascii: "a")
        case 0xFF10...0xFF19: return UInt8(value - 0xFF10) + UInt8(ascii: "0")
        default: return nil
        }
    }
}
