/// Hashes of keys, and the summary of the keys an element can resolve (``KeyPresenceMask``).
enum KeyPresence {
    /// The hash of a key given as a `String`. Equal keys have equal hashes, so comparing hashes
    /// first spares most `String` comparisons.
    @inline(__always)
    static func hash(of key: String) -> UInt64 {
        // Native and small strings give their UTF-8 as one buffer: a plain loop over it.
        if let found = key.utf8.withContiguousStorageIfAvailable({ Self.hash(of: $0) }) { return found }
        var hash = offsetBasis
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    /// The hash of a key given as UTF-8 bytes (an attribute value or an interned name).
    @inline(__always)
    static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    // FNV-1a, 64-bit.
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}

/// A 128-bit summary of the keys an element can resolve (a Bloom filter): each key sets two bits,
/// chosen by two 7-bit slices of its ``KeyPresence`` hash. A keyed container tests a key's bits
/// before scanning attributes, children and connections; a clear bit means the key is absent.
/// (Set bits may be other keys': the scan then decides.) A typed model asks for dozens of keys an
/// element does not have; with 10–20 keys present, about 5 % of absent keys pass to the scan.
struct KeyPresenceMask: Equatable, Sendable {
    private var low: UInt64
    private var high: UInt64

    /// Nothing present.
    static var empty: KeyPresenceMask { KeyPresenceMask(low: 0, high: 0) }
    /// Every key may be present (not computed): every key is scanned.
    static var all: KeyPresenceMask { KeyPresenceMask(low: ~0, high: ~0) }

    /// Records a key by its hash.
    @inline(__always)
    mutating func insert(hash: UInt64) {
        Self.set(&self, bit: hash &>> 57)
        Self.set(&self, bit: (hash &>> 50) & 127)
    }

    /// Whether the key with this hash may be present (`false`: it certainly is not).
    @inline(__always)
    func mayContain(hash: UInt64) -> Bool { has(bit: hash &>> 57) && has(bit: (hash &>> 50) & 127) }

    @inline(__always)
    private func has(bit: UInt64) -> Bool {
        (bit < 64 ? low &>> bit : high &>> (bit &- 64)) & 1 != 0
    }

    @inline(__always)
    private static func set(_ mask: inout KeyPresenceMask, bit: UInt64) {
        if bit < 64 { mask.low |= 1 &<< bit } else { mask.high |= 1 &<< (bit &- 64) }
    }
}
