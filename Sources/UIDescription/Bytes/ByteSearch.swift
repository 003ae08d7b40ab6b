/// Tests on eight bytes at once (a `UInt64` loaded from the input), for the scans over raw input (the XML
/// screening, the strings reader's positions, the UTF-8 check).
package enum ByteSearch {
    /// Whether any of the eight bytes is 0 (the classic "has zero byte" bit trick: exact).
    @inlinable @inline(__always)
    package static func containsZero(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any of the eight bytes equals `byte`.
    @inlinable @inline(__always)
    package static func containsByte(_ byte: UInt8, in word: UInt64) -> Bool {
        containsZero(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
    }
}
