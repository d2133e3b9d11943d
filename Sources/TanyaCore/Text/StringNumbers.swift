/// Numbers distinct strings 0, 1, 2... in the order they are first given:
/// the load-time stand-in for `[String: Int]` and `Set<String>` where the
/// index and the document items look up hundreds of thousands of words and
/// texts (a 2,000-item page repeats its answer words as keywords), with the
/// values kept by the caller in arrays indexed by number.
///
/// `String`'s own hashing runs seeded SipHash through a `Hasher` per look-up,
/// which dominated those loops; this table hashes the UTF-8 bytes with
/// FNV-1a (as `WordTable` does) and probes linearly at a load factor of at
/// most one half. Its keys come from the knowledge files, never from a query.
///
/// Strings are the same key exactly when `String`'s `==` says so (canonical
/// equivalence), as in a dictionary: an ASCII string is its own key; the
/// three characters whose canonical form is ASCII (Kelvin sign, Greek
/// question mark and varia) are keyed as that ASCII; any other non-ASCII
/// string, rare in the knowledge, is numbered through a dictionary.
struct StringNumbers: Sendable {
    /// The strings by number (the first given of equal ones).
    private(set) var strings: [String] = []
    /// The ASCII key of each string, by number ("" for a string numbered
    /// through `others`, which no slot names). Not optional: comparing
    /// optionals went through the generic `==` at each probe.
    private var keys: [String] = []
    /// Per slot: the key's hash in the high half and its number + 1 in the
    /// low half, 0 when empty; a probe reads the hash without another array.
    private var slots: [UInt64]
    private var mask: Int
    private var tableCount = 0
    private var others: [String: Int32] = [:]

    var count: Int { strings.count }

    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        strings.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
    }

    /// The number of `string`, if it (or a string equal to it) was given.
    func number(of string: String) -> Int? {
        // An ASCII string is its own key: looked up as given, it is neither
        // copied nor retained (most look-ups of every question).
        if let hash = Self.asciiHash(string) {
            let slot = slots[find(string, hash)]
            return slot == 0 ? nil : Self.number(in: slot)
        }
        guard let (key, hash) = Self.asciiKey(string) else { return others[string].map { Int($0) } }
        let slot = slots[find(key, hash)]
        return slot == 0 ? nil : Self.number(in: slot)
    }

    /// The number of `string`, numbering it first if it is new (`inserted`).
    mutating func insert(_ string: String) -> (number: Int, inserted: Bool) {
        // An ASCII string is its own key, hashed in place (the usual case):
        // `asciiKey` returned it in an optional pair through a call.
        if let hash = Self.asciiHash(string) { return insert(string, key: string, hash: hash) }
        guard let (key, hash) = Self.asciiKey(string) else {
            let number = strings.count
            if let known = others[string] { return (Int(known), false) }
            others[string] = Int32(number)
            strings.append(string)
            keys.append("")
            return (number, true)
        }
        return insert(string, key: key, hash: hash)
    }

    /// `insert(_:)` of `string`, whose ASCII key `key` hashes to `hash`.
    @inline(__always)
    private mutating func insert(_ string: String, key: String, hash: UInt32) -> (number: Int, inserted: Bool) {
        let number = strings.count
        let index = find(key, hash)
        if slots[index] != 0 { return (Self.number(in: slots[index]), false) }
        slots[index] = UInt64(hash) << 32 | UInt64(number + 1)
        strings.append(string)
        keys.append(key)
        tableCount += 1
        if tableCount * 2 > slots.count { grow() }
        return (number, true)
    }

    @inline(__always)
    private static func number(in slot: UInt64) -> Int { Int(slot & 0xFFFF_FFFF) - 1 }

    /// The slot index holding `key` (whose hash is `hash`), or the empty one where it would go.
    private func find(_ key: String, _ hash: UInt32) -> Int {
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 || (UInt32(slot >> 32) == hash && keys[Self.number(in: slot)] == key) { return index }
            index = (index + 1) & mask
        }
    }

    /// Doubles the slots and places every ASCII key again.
    private mutating func grow() {
        slots = PackedSlots.doubled(slots)
        mask = slots.count - 1
    }

    /// The ASCII string equal to `string`, if there is one, with its hash
    /// (`WordTable.hash`): the string itself when it is ASCII (the usual
    /// case, checked while hashing its bytes).
    static func asciiKey(_ string: String) -> (key: String, hash: UInt32)? {
        if let hash = asciiHash(string) { return (string, hash) }
        var ascii: [UInt8] = []
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.append(UInt8(scalar.value))
            case 0x212A: ascii.append(UInt8(ascii: "K"))
            case 0x037E: ascii.append(UInt8(ascii: ";"))
            case 0x1FEF: ascii.append(UInt8(ascii: "`"))
            default: return nil
            }
        }
        let key = String(decoding: ascii, as: UTF8.self)
        return (key, mixed(WordTable<Int32>.hash(key)))
    }

    /// The hash of `string` (`WordTable.hash`, mixed) when it is ASCII,
    /// checked while hashing its bytes; nil for any other string.
    @inline(__always)
    static func asciiHash(_ string: String) -> UInt32? {
        let bytes = string.utf8.span
        var bits: UInt8 = 0
        var hash: UInt32 = 2_166_136_261
        for index in bytes.indices {
            bits |= bytes[index]
            hash ^= UInt32(bytes[index])
            hash = hash &* 16_777_619
        }
        return bits < 0x80 ? mixed(hash) : nil
    }

    /// FNV-1a spreads the last bytes into the high bits only: mixed, the
    /// low bits that pick a slot depend on every byte (shorter probes).
    @inline(__always)
    static func mixed(_ hash: UInt32) -> UInt32 {
        var value = hash
        value ^= value >> 16
        value = value &* 0x7FEB_352D
        value ^= value >> 15
        return value
    }
}
