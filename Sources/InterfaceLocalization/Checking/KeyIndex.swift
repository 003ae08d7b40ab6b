/// The position of each key in a list of keys (or a set of keys met so far), looked up by the key's UTF-8 bytes: the audit finds an entry's text
/// straight from the strings file's bytes, with no string made for the key and a cheaper hash (FNV-1a) than
/// `String`'s.
struct KeyIndex: Sendable {
    /// Every key's UTF-8, one after the other.
    private var storage: [UInt8] = []
    /// Where each key is in `storage`.
    private var ranges: [Range<Int>] = []
    /// Open addressing: an index into `ranges` plus one, or 0 for an empty slot.
    private var slots: [Int32]
    private var mask: Int

    /// The index of each key of `keys`; a key given twice keeps its first index.
    init(_ keys: [String]) {
        var capacity = 16
        while capacity <= keys.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        for key in keys {
            var key = key
            key.withUTF8 { _ = insert($0) }
        }
    }

    /// Adds `key` (its UTF-8) unless it is there; whether it was added.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while slots[slot] != 0 {
            if equal(Int(slots[slot]) - 1, key) { return false }
            slot = (slot + 1) & mask
        }
        let start = storage.count
        storage.append(contentsOf: key)
        ranges.append(start..<storage.count)
        slots[slot] = Int32(ranges.count)
        if ranges.count * 2 > slots.count { grow() }
        return true
    }

    /// Twice the slots, every key placed again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        storage.withUnsafeBufferPointer { storage in
            for (index, range) in ranges.enumerated() {
                var slot = Int(truncatingIfNeeded: Self.hash(UnsafeBufferPointer(rebasing: storage[range]))) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }
    }

    /// The index of the key whose UTF-8 is `key`, or `nil`.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if equal(index, key) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The index of `key`, or `nil`.
    func index(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { index(of: $0) }
    }

    private func equal(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = ranges[index]
        guard range.count == key.count else { return false }
        var offset = range.lowerBound
        for byte in key {
            guard storage[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
