import Foundation
import PackagePlugin

/// Runs `uidesc validate` for the package's command plugins, with their standard output and error. Shared by
/// `ValidateInterfaces` and `WriteInterfaceBaseline` (a symbolic link: a plugin target cannot depend on a library).
enum UIDescRunner {
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "uidesc validate exited with status \(status)" }
    }

    /// Runs `uidesc validate PATHS OPTIONS`; fails unless the exit status is one of `accepted`. The package's or
    /// project's `.uidesc.yml` (in `root`) configures the run, as it does on the command line, unless the options
    /// name another with `--config`.
    static func validate(tool: URL, paths: [String], options: [String], root: URL? = nil,
                         accepting accepted: Set<Int32> = [0]) throws {
        let process = Process()
        process.executableURL = tool
        var configuration: [String] = []
        if let root, !options.contains("--config") {
            for name in [".uidesc.yml", ".uidesc.yaml"] {
                let file = root.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: file) {
                    configuration = ["--config", file]
                    break
                }
            }
        }
        process.arguments = ["validate"] + paths + configuration + options
        try process.run()
        process.waitUntilExit()
        guard accepted.contains(process.terminationStatus) else {
            Diagnostics.error("uidesc validate found problems (exit status \(process.terminationStatus))")
            throw Failure(status: process.terminationStatus)
        }
    }

    /// The folders to check: the package's, or with `--target` names those targets' folders.
    static func folders(of package: Package, targetNames: [String]) throws -> [String] {
        if targetNames.isEmpty { return [package.directoryURL.path] }
        return try package.targets(named: targetNames).compactMap(folder)
    }

    /// The folder of a Swift or C-family target.
    private static func folder(of target: any Target) -> String? {
        if let swift = target as? SwiftSourceModuleTarget { return swift.directoryURL.path }
        if let clang = target as? ClangSourceModuleTarget { return clang.directoryURL.path }
        return nil
    }

    /// `path` as an absolute path, a relative one taken from `folder` (the package's or project's).
    static func absolute(_ path: String, in folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
    }
}
