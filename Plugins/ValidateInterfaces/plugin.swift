import Foundation
import PackagePlugin

/// `swift package validate-interfaces [--target NAME…] [uidesc validate options]`: checks the package's XIB and
/// storyboard files against its Swift and Objective-C sources with `uidesc validate`.
///
/// Without `--target` the whole package folder is checked; with it, the folders of the named targets. Any other
/// argument is passed on (`--strict`, `--reporter github`, `--baseline uidesc-baseline.json`, …). The command fails
/// when `uidesc` exits with a non-zero status. `swift package write-interface-baseline` writes the baseline.
@main
struct ValidateInterfaces: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let paths = try UIDescRunner.folders(of: context.package, targetNames: extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "uidesc")
        try UIDescRunner.validate(tool: tool.url, paths: paths, options: extractor.remainingArguments,
                                  root: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ValidateInterfaces: XcodeCommandPlugin {
    /// The same check on an Xcode project: its whole folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "uidesc")
        try UIDescRunner.validate(
            tool: tool.url, paths: [context.xcodeProject.directoryURL.path], options: arguments,
            root: context.xcodeProject.directoryURL)
    }
}
#endif
