import InterfaceMerge
import XIBDecoder

/// The merge on arbitrary inputs: three versions separated by NUL bytes (which no IB document holds; a missing
/// version is the first). Every input must merge without a crash or hang, and:
/// - a clean object-by-object merge is a readable IB document;
/// - when ours and theirs are the same, the result is ours, byte for byte;
/// - when theirs is base, the result is ours, byte for byte (nothing to bring in);
/// - every conflict has a location on a line of the result that holds a `<<<<<<<` marker.
public enum MergeHarness {
    public static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
        let base = parts[0]
        let ours = parts.count > 1 ? parts[1] : base
        let theirs = parts.count > 2 ? parts[2] : base
        let result = InterfaceMerger().merge(base: base, ours: ours, theirs: theirs)
        let lines = result.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for conflict in result.conflicts {
            guard let line = conflict.location?.line else { FuzzCheck.fail("a conflict without a location: \(conflict)") }
            FuzzCheck.require(lines.indices.contains(line - 1) && lines[line - 1].starts(with: Array("<<<<<<<".utf8)),
                              "conflict at line \(line) without its marker: \(conflict)")
        }
        guard result.method == .semantic else { return }
        if result.isClean {
            do {
                _ = try XIBReader().read(result.bytes)
            } catch {
                FuzzCheck.fail("a clean merge that does not read: \(error)")
            }
        }
        if ours == theirs || theirs == base {
            FuzzCheck.require(result.bytes == ours, "ours and theirs (or theirs and base) alike, yet the result is not ours")
        }
    }
}
