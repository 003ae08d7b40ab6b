import Foundation

/// The folders these tests write (generated Swift, its program, copies of files, the synthetic project), under one
/// temporary folder: each run's are named with its process id, and earlier runs' are removed the first time.
enum ScratchFolder {
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-type-generation-tests")
        let suffix = "-\(ProcessInfo.processInfo.processIdentifier)"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] where !name.hasSuffix(suffix) {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
        return root
    }()

    /// A folder of this run named `name`.
    static func named(_ name: String) -> URL {
        root.appendingPathComponent("\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    }
}
