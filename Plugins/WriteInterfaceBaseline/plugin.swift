import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory write-interface-baseline [--target NAME…] [--file FILE]
/// [uidesc validate options]`: writes today's `uidesc validate` findings to a baseline file in the package
/// (`uidesc-baseline.json` unless `--file` names another, relative to the package folder), so that
/// `swift package validate-interfaces --baseline uidesc-baseline.json --strict` fails only on new findings.
///
/// The folders checked are chosen as `validate-interfaces` chooses them. Every finding is accepted, an unreadable
/// file's too (exit status 1 or 2); the command fails on a usage error, or when the file was not written.
@main
struct WriteInterfaceBaseline: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let paths = try UIDescRunner.folders(of: context.package, targetNames: extractor.extractOption(named: "target"))
        let file = extractor.extractOption(named: "file").last ?? Self.defaultFile
        try Self.write(tool: try context.tool(named: "uidesc").url, paths: paths,
                       file: UIDescRunner.absolute(file, in: context.package.directoryURL),
                       options: extractor.remainingArguments, root: context.package.directoryURL)
    }

    static let defaultFile = "uidesc-baseline.json"

    /// `uidesc validate PATHS --write-baseline FILE OPTIONS`, accepting its findings. `uidesc` exits with 2 both for
    /// an unreadable input (a finding the baseline accepts) and for a baseline it could not write, so the file's
    /// modification date tells them apart.
    static func write(tool: URL, paths: [String], file: String, options: [String], root: URL) throws {
        let started = Date().addingTimeInterval(-2)
        try UIDescRunner.validate(tool: tool, paths: paths, options: ["--write-baseline", file] + options, root: root,
                                  accepting: [0, 1, 2])
        let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
        guard let modified, modified >= started else {
            Diagnostics.error("uidesc did not write the baseline \(file)")
            throw UIDescRunner.Failure(status: 2)
        }
        print("Wrote the baseline \(file)")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension WriteInterfaceBaseline: XcodeCommandPlugin {
    /// The same on an Xcode project: its whole folder, the file relative to the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let file = extractor.extractOption(named: "file").last ?? Self.defaultFile
        let folder = context.xcodeProject.directoryURL
        try Self.write(tool: try context.tool(named: "uidesc").url, paths: [folder.path],
                       file: UIDescRunner.absolute(file, in: folder), options: extractor.remainingArguments, root: folder)
    }
}
#endif
