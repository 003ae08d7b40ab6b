import Foundation
import PackagePlugin

/// A build-tool plugin: generates the Decodable owner types and typed identifiers of a target's XIB and storyboard
/// files (`uidesc generate swift`, run by its small sibling `uidesc-interface-types`) into the build, so that the target's code decodes its layouts with
/// `XIBDecoder().decode(Owner.self, inFolder: folder)` and names its identifiers as enum cases.
///
/// ```swift
/// .target(name: "App", dependencies: [.product(name: "XIBDecoder", package: "uidesc")],
///         resources: [.process("Interfaces")], plugins: [.plugin(name: "GenerateInterfaceTypes", package: "uidesc")])
/// ```
///
/// The files are the target's resources and sources ending in `.xib` or `.storyboard` (folders among them are
/// searched); the generated paths are relative to the target's folder. The declarations are `internal`.
@main
struct GenerateInterfaceTypes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = Self.interfaceFiles(in: target.sourceFiles.map(\.url))
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("InterfaceTypes.swift")
        return [
            .buildCommand(
                displayName: "Generating the interface types of \(target.name)",
                executable: try context.tool(named: "uidesc-interface-types").url,
                arguments: files.map(\.path) + ["--root", target.directory.string, "-o", output.path],
                inputFiles: files,
                outputFiles: [output]),
        ]
    }

    /// The XIB and storyboard files among `urls`, and below those that are folders, sorted by path.
    static func interfaceFiles(in urls: [URL]) -> [URL] {
        var found: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let below = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                found += below.filter(isInterfaceFile)
            } else if isInterfaceFile(url) {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func isInterfaceFile(_ url: URL) -> Bool { ["xib", "storyboard"].contains(url.pathExtension) }
}
