/// A 64-bit summary of the keys an element can resolve: one bit per key, chosen by a hash of its
/// UTF-8 bytes. A keyed container tests a key's bit before scanning attributes, children and
/// connections; a clear bit means the key is absent. (A set bit may be another key's: the scan
/// then decides.)
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

    /// The presence bit of a hash.
    @inline(__always)
    static func bit(ofHash hash: UInt64) -> UInt64 { 1 &<< (hash &>> 58) }

    /// The presence bit of a key.
    static func bit(of key: String) -> UInt64 { bit(ofHash: hash(of: key)) }

    /// `hash(of: "$kind")` and `hash(of: "$location")`, written out: a computed `static let` costs
    /// a `swift_once` check on every key (the tests check the values).
    static let kindHash: UInt64 = 0x3E00_5615_B02D_67D9
    static let locationHash: UInt64 = 0xD08D_F0E4_2987_FBE4

    // FNV-1a, 64-bit.
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}
