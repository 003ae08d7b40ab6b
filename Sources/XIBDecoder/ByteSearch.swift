/// Tests on eight bytes at once (a `UInt64` loaded from the input), for the scans over raw input.
enum ByteSearch {
    /// Whether any of the eight bytes is 0 (the classic "has zero byte" bit trick: exact).
    @inline(__always)
    static func containsZero(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any of the eight bytes equals `byte`.
    @inline(__always)
    static func containsByte(_ byte: UInt8, in word: UInt64) -> Bool {
        containsZero(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
    }

    /// Whether the `count` bytes at `a` and at `b` are equal, eight at a time.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
        var index = 0
        while count - index >= 8 {
            if a.loadUnaligned(fromByteOffset: index, as: UInt64.self) != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < count {
            if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) { return false }
            index += 1
        }
        return true
    }
}
