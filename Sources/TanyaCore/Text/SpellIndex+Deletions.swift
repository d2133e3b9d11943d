/// Deletion-variant hash -> ids of the words having that variant, in flat
/// arrays: an open-addressing table of distinct hashes, each heading a chain
/// of (id, next) entries. Building it allocates a few arrays, not one per
/// hash as a dictionary of arrays would, which matters at every knowledge load.
struct DeletionTable: Sendable {
    /// Per slot: the first entry of its chain, -1 when the slot is empty.
    /// A slot's hash is read from that entry: a second slot array holding
    /// the hashes was 2 MB zeroed at every load (the table is sized for
    /// about fifty variants a word), most of it never written.
    private var slotHeads: [Int32] = []
    /// One entry of a chain: the variant hash it is stored under, the word
    /// id and the next entry of the chain (-1 at its end). One array of
    /// them: three arrays cost three appends (each checking uniqueness and
    /// capacity) for each of some 100,000 entries at every load.
    struct Entry: Sendable {
        var hash: UInt64
        var id: Int32
        var next: Int32
    }
    private var entries: [Entry] = []
    private var mask = 0
    private var used = 0

    init(capacityHint: Int = 0) {
        var capacity = 16
        while capacity < capacityHint * 2 { capacity <<= 1 }
        slotHeads = [Int32](repeating: -1, count: capacity)
        entries.reserveCapacity(capacityHint)
        mask = capacity - 1
    }

    /// Adds `id` under each of `hashes`, unless it is already the newest id
    /// there (ids are inserted in increasing order, word by word). The
    /// table is grown first for all of them, and the slots are written
    /// through a span of the array moved out of the table: one hash at a
    /// time, each write checked the array's uniqueness again.
    mutating func insert(_ hashes: [UInt64], _ id: Int32) {
        while (used + hashes.count) * 2 >= slotHeads.count { grow() }
        var slotHeads = self.slotHeads
        self.slotHeads = []
        var heads = slotHeads.mutableSpan
        for hash in hashes {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while heads[slot] >= 0 && entries[Int(heads[slot])].hash != hash { slot = (slot + 1) & mask }
            let head = heads[slot]
            if head >= 0 && entries[Int(head)].id == id { continue }
            if head < 0 { used += 1 }
            entries.append(Entry(hash: hash, id: id, next: head))
            heads[slot] = Int32(entries.count - 1)
        }
        self.slotHeads = slotHeads
    }

    /// Calls `body` with every id stored under `hash`.
    func forEachID(of hash: UInt64, _ body: (Int32) -> Void) {
        guard !slotHeads.isEmpty else { return }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slotHeads[slot] >= 0 {
            if entries[Int(slotHeads[slot])].hash == hash {
                var entry = slotHeads[slot]
                while entry >= 0 {
                    body(entries[Int(entry)].id)
                    entry = entries[Int(entry)].next
                }
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let oldHeads = slotHeads
        let capacity = max(16, oldHeads.count * 2)
        slotHeads = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
        for index in oldHeads.indices where oldHeads[index] >= 0 {
            var slot = Int(truncatingIfNeeded: entries[Int(oldHeads[index])].hash) & mask
            while slotHeads[slot] >= 0 { slot = (slot + 1) & mask }
            slotHeads[slot] = oldHeads[index]
        }
    }
}
