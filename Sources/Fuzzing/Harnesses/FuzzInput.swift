/// Turning libFuzzer's raw input into bytes.
public enum FuzzInput {
    /// A copy of libFuzzer's input buffer.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
