/// Values remembered per Swift type for one decode (how a type's keys are looked up, its key
/// hashes, …). A decode of a typed ``Document`` meets a hundred or so types and asks on every
/// value, so a small direct-mapped front (one slot per type-identity bucket) answers most look-ups
/// with one comparison; the full list behind it is searched on a miss.
struct TypeTable<Value> {
    private static var frontSize: Int { 64 }
    private var front: [(type: ObjectIdentifier, value: Value)?] = Array(repeating: nil, count: Self.frontSize)
    private(set) var entries: [(type: ObjectIdentifier, value: Value)] = []

    /// The value remembered for `type`, computing and remembering it on first use.
    @inline(__always)
    mutating func value(for type: ObjectIdentifier, _ compute: () -> Value) -> Value {
        let slot = Self.slot(of: type)
        if let entry = front[slot], entry.type == type { return entry.value }
        return slowValue(for: type, slot: slot, compute)
    }

    private mutating func slowValue(for type: ObjectIdentifier, slot: Int, _ compute: () -> Value) -> Value {
        let value: Value
        if let entry = entries.first(where: { $0.type == type }) {
            value = entry.value
        } else {
            value = compute()
            entries.append((type, value))
        }
        front[slot] = (type, value)
        return value
    }

    /// Type metadata are at least 8-byte aligned; the bits above that pick the slot.
    @inline(__always)
    private static func slot(of type: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: type)
        return Int(truncatingIfNeeded: (bits &>> 4) ^ (bits &>> 10)) & (frontSize - 1)
    }
}
