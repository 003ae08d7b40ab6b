import Foundation
import InterfaceMerge
import XIBDecoder

/// The cost of `uidesc merge` on the largest real merge of `../shared/merges`, as a ratio to parsing its three
/// versions with the same reader in the same run (the bound: at most 3×). Rounds alternate the two so that
/// whatever else the machine does weighs on both alike.
public enum MergeCost {
    public struct Outcome: Sendable {
        public var caseName: String
        public var bytes: Int
        public var parseMedian: Double
        public var mergeMedian: Double
        public var conflicts: Int
        public var ratio: Double { mergeMedian / parseMedian }
    }

    /// The folder of the largest case (by the sum of its three versions), unpacked by the shared `unpack.sh`.
    public static func largestCase(shared: URL) throws -> (name: String, base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
        let merges = shared.appendingPathComponent("merges")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-merge-cases")
        // unpack.sh marks a finished unpacking with `.unpacked` (and does nothing when it is there).
        if !FileManager.default.fileExists(atPath: destination.appendingPathComponent(".unpacked").path) {
            let unpack = Process()
            unpack.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            unpack.arguments = ["bash", merges.appendingPathComponent("unpack.sh").path, destination.path]
            try unpack.run()
            unpack.waitUntilExit()
        }
        var best: (name: String, size: Int, base: [UInt8], ours: [UInt8], theirs: [UInt8])?
        for name in try FileManager.default.contentsOfDirectory(atPath: destination.path).sorted() {
            let folder = destination.appendingPathComponent(name)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
                  let baseName = files.first(where: { $0.hasPrefix("base.") }) else { continue }
            let suffix = String(baseName.dropFirst("base".count))
            let versions = try ["base", "ours", "theirs"].map { try Data(contentsOf: folder.appendingPathComponent($0 + suffix)) }
            let size = versions.reduce(0) { $0 + $1.count }
            if size > best?.size ?? 0 { best = (name, size, [UInt8](versions[0]), [UInt8](versions[1]), [UInt8](versions[2])) }
        }
        guard let best else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: destination.path]) }
        return (best.name, best.base, best.ours, best.theirs)
    }

    /// Runs only one side of the comparison `rounds` times, for an instruction count (callgrind): `parse` reads the
    /// three versions, `merge` merges them.
    public static func runOnly(_ phase: String, shared: URL, rounds: Int) throws {
        let input = try largestCase(shared: shared)
        for _ in 0..<max(rounds, 1) {
            if phase == "parse" {
                for version in [input.base, input.ours, input.theirs] { _ = try XIBReader().read(version) }
            } else {
                _ = InterfaceMerger().merge(base: input.base, ours: input.ours, theirs: input.theirs)
            }
        }
    }

    /// Times `rounds` alternating runs of parsing the three versions and of merging them.
    public static func measure(shared: URL, rounds: Int) throws -> Outcome {
        let input = try largestCase(shared: shared)
        let reader = XIBReader()
        let merger = InterfaceMerger()
        var parseTimes: [Double] = [], mergeTimes: [Double] = []
        var conflicts = 0
        for _ in 0..<max(rounds, 1) {
            let parseStart = DispatchTime.now().uptimeNanoseconds
            for version in [input.base, input.ours, input.theirs] { _ = try reader.read(version) }
            parseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - parseStart) / 1e6)
            let mergeStart = DispatchTime.now().uptimeNanoseconds
            let result = merger.merge(base: input.base, ours: input.ours, theirs: input.theirs)
            mergeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - mergeStart) / 1e6)
            conflicts = result.conflicts.count
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Outcome(caseName: input.name, bytes: input.base.count + input.ours.count + input.theirs.count,
                       parseMedian: median(parseTimes), mergeMedian: median(mergeTimes), conflicts: conflicts)
    }
}
