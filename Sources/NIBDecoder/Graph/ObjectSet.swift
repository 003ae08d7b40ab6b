/// A set of the object indices of one archive, kept as bits: asking whether an object is in it is an array look-up,
/// not a hash, which the translation does for every candidate child of every object.
struct ObjectSet: Sendable {
    private var words: [UInt64]

    /// An empty set for the objects of an archive of `count` objects (it grows when a larger index is inserted).
    init(capacity count: Int) {
        words = Array(filledWith: 0, count: (max(count, 0) + 63) / 64)
    }

    /// The set of `objects`, in an archive of `count` objects.
    init(_ objects: some Sequence<Int>, capacity count: Int) {
        self.init(capacity: count)
        for object in objects { insert(object) }
    }

    @inline(__always)
    func contains(_ object: Int) -> Bool {
        guard object >= 0, object >> 6 < words.count else { return false }
        return words[object >> 6] & (1 << UInt64(object & 63)) != 0
    }

    /// Inserts `object`; whether it was not in the set before. A negative index is never a member.
    @discardableResult
    mutating func insert(_ object: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        guard object >= 0 else { return (false, object) }
        let word = object >> 6, bit: UInt64 = 1 << UInt64(object & 63)
        if word >= words.count { words.append(filledWith: 0, count: word + 1 - words.count) }
        guard words[word] & bit == 0 else { return (false, object) }
        words[word] |= bit
        return (true, object)
    }
}
