import Foundation
import PackagePlugin

/// `swift package validate-interfaces [--target NAME…] [uidesc validate options]`: checks the package's XIB and
/// storyboard files against its Swift and Objective-C sources with `uidesc validate`.
///
/// Without `--target` the whole package folder is checked; with it, the folders of the named targets. Any other
/// argument is passed on (`--strict`, `--reporter github`, `--disable unconnected-outlet`, …). The command fails when
/// `uidesc` exits with a non-zero status.
@main
struct ValidateInterfaces: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths: [String]
        if targetNames.isEmpty {
            paths = [context.package.directoryURL.path]
        } else {
            paths = try context.package.targets(named: targetNames).compactMap(Self.folder)
        }
        let tool = try context.tool(named: "uidesc")
        try UIDescRunner.validate(tool: tool.url, paths: paths, options: extractor.remainingArguments)
    }

    /// The folder of a Swift or C-family target.
    private static func folder(of target: any Target) -> String? {
        if let swift = target as? SwiftSourceModuleTarget { return swift.directoryURL.path }
        if let clang = target as? ClangSourceModuleTarget { return clang.directoryURL.path }
        return nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ValidateInterfaces: XcodeCommandPlugin {
    /// The same check on an Xcode project: its whole folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "uidesc")
        try UIDescRunner.validate(
            tool: tool.url, paths: [context.xcodeProject.directoryURL.path], options: arguments)
    }
}
#endif

/// Runs `uidesc validate` with the plugin's standard output and error.
enum UIDescRunner {
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "uidesc validate exited with status \(status)" }
    }

    static func validate(tool: URL, paths: [String], options: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["validate"] + paths + options
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("uidesc validate found problems (exit status \(process.terminationStatus))")
            throw Failure(status: process.terminationStatus)
        }
    }
}
