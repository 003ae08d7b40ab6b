extension String {
    /// Calls `body` with the string's UTF-8, read where it is stored when the string is native (no copy of the
    /// string is made, so nothing is retained); a string that keeps no contiguous UTF-8 (bridged) is made native
    /// first. For the hot paths that read a name or value once: `var copy = self; copy.withUTF8` retains and
    /// releases the storage on every call.
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
