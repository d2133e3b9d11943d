/// Numbers distinct feature hashes 0, 1, 2... in the order first given,
/// while `LearnedModel` encodes its training samples (some hundred thousand
/// look-ups at every load). Open addressing on the hash itself, like
/// `FeatureTable`, instead of a dictionary that hashes each key again with
/// SipHash. Keys are never 0 (`LearnedModel.mix` sets the low bit), which
/// marks an empty slot.
struct FeatureNumbers {
    /// The keys by number.
    private(set) var keys: [UInt64] = []
    private var slotKeys: [UInt64]
    private var slotNumbers: [Int32]
    private var mask: Int

    init() {
        slotKeys = [UInt64](repeating: 0, count: 1024)
        slotNumbers = [Int32](repeating: -1, count: 1024)
        mask = 1023
    }

    /// The number of `key`, numbering it first if it is new.
    mutating func number(of key: UInt64) -> Int32 {
        var slot = Int(truncatingIfNeeded: key) & mask
        while true {
            let stored = slotKeys[slot]
            if stored == key { return slotNumbers[slot] }
            if stored == 0 { break }
            slot = (slot + 1) & mask
        }
        let number = Int32(keys.count)
        slotKeys[slot] = key
        slotNumbers[slot] = number
        keys.append(key)
        if keys.count * 2 > slotKeys.count { grow() }
        return number
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let size = slotKeys.count * 2
        slotKeys = [UInt64](repeating: 0, count: size)
        slotNumbers = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (number, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key) & mask
            while slotKeys[slot] != 0 { slot = (slot + 1) & mask }
            slotKeys[slot] = key
            slotNumbers[slot] = Int32(number)
        }
    }
}
