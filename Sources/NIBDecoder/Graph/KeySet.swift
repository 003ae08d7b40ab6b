/// A set of the key indices of one archive (the members of an object the translation has read), kept as bits: the
/// first 256 keys inline, so that the set of one object allocates nothing in most archives.
struct KeySet: Sendable {
    private var low: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var high: [UInt64] = []

    init() {}

    @inline(__always)
    func contains(_ key: Int32) -> Bool {
        guard key >= 0 else { return false }
        let word = Int(key) >> 6, bit: UInt64 = 1 << UInt64(key & 63)
        switch word {
        case 0: return low.0 & bit != 0
        case 1: return low.1 & bit != 0
        case 2: return low.2 & bit != 0
        case 3: return low.3 & bit != 0
        default: return word - 4 < high.count && high[word - 4] & bit != 0
        }
    }

    /// Removes `key`, if the set has it.
    mutating func remove(_ key: Int32) {
        guard key >= 0, contains(key) else { return }
        let word = Int(key) >> 6, mask = ~(UInt64(1) << UInt64(key & 63))
        switch word {
        case 0: low.0 &= mask
        case 1: low.1 &= mask
        case 2: low.2 &= mask
        case 3: low.3 &= mask
        default: high[word - 4] &= mask
        }
    }

    /// Inserts `key`; whether it was not in the set before. A negative index is never a member.
    @discardableResult
    mutating func insert(_ key: Int32) -> Bool {
        guard key >= 0, !contains(key) else { return false }
        let word = Int(key) >> 6, bit: UInt64 = 1 << UInt64(key & 63)
        switch word {
        case 0: low.0 |= bit
        case 1: low.1 |= bit
        case 2: low.2 |= bit
        case 3: low.3 |= bit
        default:
            if word - 4 >= high.count { high.append(filledWith: 0, count: word - 4 + 1 - high.count) }
            high[word - 4] |= bit
        }
        return true
    }
}
