import BenchmarkSupport
import Foundation

/// The growth of the resident set during one piece of work, from Linux's `/proc/self/status`:
/// writing `5` to `/proc/self/clear_refs` resets the high-water mark `VmHWM` to the current size.
enum PeakMemory {
    static func measure(_ work: () throws -> Void) throws -> Int {
        guard let before = field("VmRSS") else {
            throw PeerFailure(row: "memory", message: "/proc/self/status is not readable (peak memory is measured on Linux)")
        }
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        try work()
        guard let peak = field("VmHWM") else { throw PeerFailure(row: "memory", message: "no VmHWM in /proc/self/status") }
        return max(0, peak - before)
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
