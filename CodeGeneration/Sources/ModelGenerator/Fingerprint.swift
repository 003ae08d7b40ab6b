import Foundation

/// The 64-bit FNV-1a hash the generated files' headers record, so that the main package's tests can tell a
/// stale or hand-edited generated file without depending on the generator (UIDescriptionTests computes the
/// same hash).
public enum Fingerprint {
    public static func of(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of every `.swift` file under `folder` (the specification and the generator): each file's path
    /// relative to `folder`, a zero byte, its contents and a zero byte, in path order.
    public static func ofSources(in folder: URL) throws -> UInt64 {
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var hash = of([])
        for path in paths {
            hash = of(Array(path.utf8) + [0], seed: hash)
            hash = of(try Data(contentsOf: folder.appendingPathComponent(path)) + [0], seed: hash)
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
