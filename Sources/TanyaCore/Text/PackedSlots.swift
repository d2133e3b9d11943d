/// The slot layout shared by the byte-keyed open-addressing tables
/// (`StringNumbers`, `WordList`): per slot, a key's 32-bit hash in the high
/// half and its number + 1 in the low half, 0 when empty; linear probing over
/// a power-of-two table.
enum PackedSlots {
    /// `slots` at twice the size, every occupied slot placed again by its
    /// hash; the new table's mask is its count - 1.
    static func doubled(_ slots: [UInt64]) -> [UInt64] {
        let size = slots.count * 2
        var fresh = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for slot in slots where slot != 0 {
            var index = Int(UInt32(slot >> 32)) & mask
            while fresh[index] != 0 { index = (index + 1) & mask }
            fresh[index] = slot
        }
        return fresh
    }
}
