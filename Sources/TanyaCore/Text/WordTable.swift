/// A read-only hash table keyed by words, built once from a dictionary and
/// then consulted several times for every word of every query.
///
/// `Dictionary<String, _>` hashes each key with seeded SipHash through
/// `String`'s generic hashing (a few hundred instructions per look-up); a
/// query's normalisation does about a dozen such look-ups, more than its
/// actual matching costs. This table hashes the UTF-8 bytes with FNV-1a and
/// probes linearly, at a load factor of at most one half. Its keys come only
/// from the knowledge base (queries never insert), so crafted input can
/// lengthen a probe at most to the longest run of the fixed table.
struct WordTable<Value: Sendable>: Sendable {
    /// Per slot: the index into `keys`/`values` (-1 when empty) and the key's hash.
    private let slots: [Int32]
    private let hashes: [UInt32]
    private let keys: [String]
    /// The values by entry (see `entry(of:)`); read a field in place as
    /// `values[entry].field`, which copies that field only, not the whole value.
    let values: [Value]
    private let mask: Int

    var count: Int { keys.count }

    init(_ dictionary: [String: Value]) {
        var keys: [String] = []
        var values: [Value] = []
        keys.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            keys.append(key)
            values.append(value)
        }
        self.init(keys: keys, values: values)
    }

    /// The table of `keys[i]` -> `values[i]`; the keys must be distinct.
    init(keys: [String], values: [Value]) {
        precondition(keys.count == values.count, "one value per key")
        var capacity = 8
        while capacity < keys.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        var hashes = [UInt32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (number, key) in keys.enumerated() {
            let hash = Self.hash(key)
            var index = Int(hash) & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(number)
            hashes[index] = hash
        }
        self.slots = slots
        self.hashes = hashes
        self.keys = keys
        self.values = values
        self.mask = mask
    }

    /// Whether `key` is stored and `test` holds for its value, which is
    /// borrowed, not copied out (a copy retains and releases every field).
    func contains(_ key: String, where test: (borrowing Value) -> Bool) -> Bool {
        let hash = Self.hash(key)
        var index = Int(hash) & mask
        while true {
            let entry = slots[index]
            if entry < 0 { return false }
            if hashes[index] == hash && keys[Int(entry)] == key {
                return test(values.span[Int(entry)])
            }
            index = (index + 1) & mask
        }
    }

    /// The position of `key`'s value in `values`, if stored.
    @inline(__always)
    func entry(of key: String) -> Int? { entry(of: key, hash: Self.hash(key)) }

    /// `entry(of:)` of a key whose `hash(_:)` the caller computed: a word
    /// asked of two tables (the clause cues, the normaliser's facts) is
    /// hashed once.
    func entry(of key: String, hash: UInt32) -> Int? {
        var index = Int(hash) & mask
        while true {
            let entry = slots[index]
            if entry < 0 { return nil }
            if hashes[index] == hash && keys[Int(entry)] == key { return Int(entry) }
            index = (index + 1) & mask
        }
    }

    /// The value stored for `key`, if any.
    @inline(__always)
    subscript(key: String) -> Value? { self[key, hash: Self.hash(key)] }

    /// The value stored for `key`, whose `hash(_:)` is `hash`, if any.
    subscript(key: String, hash hash: UInt32) -> Value? {
        var index = Int(hash) & mask
        while true {
            let entry = slots[index]
            if entry < 0 { return nil }
            if hashes[index] == hash && keys[Int(entry)] == key { return values[Int(entry)] }
            index = (index + 1) & mask
        }
    }

    /// 32-bit FNV-1a over the UTF-8 bytes.
    static func hash(_ key: String) -> UInt32 {
        let bytes = key.utf8.span
        var hash: UInt32 = 2_166_136_261
        for index in bytes.indices {
            hash ^= UInt32(bytes[index])
            hash = hash &* 16_777_619
        }
        return hash
    }
}
