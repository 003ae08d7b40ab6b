/// The hash and table size the open-addressing tables of names share (``InternedNameTable``, the nib reader's
/// registries of keys and classes).
package enum NameHashing {
    /// A 32-bit hash of the UTF-8 bytes of a name, read eight at a time. A table whose names come from the input seeds
    /// it (at random, once per process), so that an input cannot choose collisions ahead of time.
    @inline(__always)
    package static func hash(_ utf8: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(utf8.count) ^ seed
        guard let base = utf8.baseAddress else { return UInt32(truncatingIfNeeded: hash) }
        var index = 0
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        while index < utf8.count {
            hash = (hash ^ UInt64(base[index])) &* 0x0100_0000_01B3
            index += 1
        }
        hash ^= hash >> 29
        return UInt32(truncatingIfNeeded: hash)
    }

    /// The slots of a table for `count` entries: a power of two at least twice `count`, so that probes stay short and
    /// a slot is always free.
    package static func slotCount(holding count: Int) -> Int {
        var slots = 8
        while slots < 2 * count { slots *= 2 }
        return slots
    }
}
