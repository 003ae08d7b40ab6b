/// The table ``NodeDocumentBuilder`` finds a name's interned index in: open addressing over the indices of the
/// builder's names, each slot holding a name's hash and index.
///
/// The hash (``NameHashing``) reads eight bytes at a time and is seeded once per process at random, so an input
/// cannot pick names that collide ahead of time. A name still found only after ``maximumProbes`` slots (8 by default;
/// a table in which many names share hash bits) goes to a `Dictionary` instead, so a look-up stays bounded whatever
/// the input.
struct InternedNameTable: Sendable {
    /// Each slot: 0 when empty, else the name's 32-bit hash above its index plus one.
    private var slots: [UInt64]
    private var mask: Int
    private var count = 0
    private var overflow: [String: Int32] = [:]

    /// How many slots a look-up reads at most before it turns to the overflow dictionary.
    let maximumProbes: Int
    private static let seed = UInt64.random(in: .min ... .max)

    /// A table with room for about `capacity` names before it grows, whose look-ups read at most `maximumProbes`
    /// slots.
    init(capacity: Int, maximumProbes: Int = 8) {
        self.maximumProbes = max(1, maximumProbes)
        slots = Array(filledWith: 0, count: NameHashing.slotCount(holding: capacity))
        mask = slots.count - 1
    }

    /// The index of `name` among `names` (the table's names, in the order they were added); when it has none, the
    /// next index (`names.count`), `name` then appended to `names`.
    mutating func index(of name: String, in names: inout [String]) -> Int32 {
        let hash = name.withUTF8Bytes { NameHashing.hash($0, seed: Self.seed) }
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<maximumProbes {
            let entry = slots[slot]
            if entry == 0 {
                // A name a crowded table sent to the overflow may have an empty slot on its way since it grew.
                if !overflow.isEmpty, let index = overflow[name] { return index }
                let index = Int32(names.count)
                names.append(name)
                slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(index) + 1)
                count += 1
                if count * 2 > slots.count { grow(names) }
                return index
            }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let index = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if names[Int(index)] == name { return index }
            }
            slot = (slot + 1) & mask
        }
        // Crowded here: the dictionary, whose hashing is seeded per look-up, holds it.
        let next = Int32(names.count)
        let index = Self.entry(&overflow[name, default: next])
        if index == next { names.append(name) }
        return index
    }

    private static func entry(_ slot: inout Int32) -> Int32 { slot }

    /// Doubles the slots and places every name in them again (the overflow keeps its names).
    private mutating func grow(_ names: [String]) {
        let old = slots
        slots = Array(filledWith: 0, count: old.count * 2)
        mask = slots.count - 1
        placing: for entry in old where entry != 0 {
            var slot = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry >> 32)) & mask
            for _ in 0..<maximumProbes {
                if slots[slot] == 0 {
                    slots[slot] = entry
                    continue placing
                }
                slot = (slot + 1) & mask
            }
            let index = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            overflow[names[Int(index)]] = index
        }
    }
}
