import Foundation
import SwiftParser
import SwiftSyntax
import UIDescription

/// Reads a Swift package's `Package.swift` — parsed, never run — into an ``XcodeProject`` whose targets are the
/// package's: each target a folder all of whose files are its own (as SwiftPM builds every source below a target's
/// folder and bundles its XIBs, storyboards, asset catalogs and declared resources), but for its `exclude:` list.
///
/// A target's folder is its `path:`, else `Sources/NAME` (`Tests/NAME` for a test target, or the other folders
/// SwiftPM looks in: `Source`, `src`, `srcs`, `Test`); its deployment targets come from the package's `platforms:`.
/// Targets are read from the literal calls `.target(name: "…", path: "…", exclude: […])` of the manifest; a target
/// whose name or path is computed is left out.
public struct SwiftPackageReader: Sendable {
    /// Manifests larger than this are refused before they are read (4 MiB unless told).
    public var maximumInputBytes: Int

    /// Creates a reader.
    public init(maximumInputBytes: Int = 4 * 1024 * 1024) {
        self.maximumInputBytes = maximumInputBytes
    }

    /// The target kinds that have a folder of files, each with the product type the targets read are given.
    static let targetKinds: [String: String] = [
        "target": "swift-package.target", "executableTarget": "swift-package.executable",
        "testTarget": "swift-package.test", "macro": "swift-package.macro", "plugin": "swift-package.plugin",
    ]

    /// Reads the manifest at `path` (a `Package.swift`, or its folder).
    /// - Throws: `UIDescriptionError` when the file cannot be read.
    public func read(manifestAt path: String) throws -> XcodeProject {
        let file = path.hasSuffix(".swift") ? path : (path as NSString).appendingPathComponent("Package.swift")
        let bytes = try BoundedFileReader.read(path: file, limit: maximumInputBytes)
        return read(String(decoding: bytes, as: UTF8.self), packageFolder: PathJoining.join((file as NSString).deletingLastPathComponent, ""))
    }

    /// Reads a manifest's text; `packageFolder` is the folder that holds it.
    public func read(_ manifest: String, packageFolder: String) -> XcodeProject {
        let visitor = ManifestVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: manifest))
        var deploymentTargets: [String: String] = [:]
        for (system, version) in visitor.platforms {
            if let system = OperatingSystem(rawValue: system) { deploymentTargets[system.deploymentTargetSetting] = version }
        }
        let targets = visitor.targets.map { target -> XcodeTarget in
            let folder = target.path.map { PathJoining.join(packageFolder, $0) } ?? defaultFolder(of: target, in: packageFolder)
            let exceptions = Set(target.exclude.map { PathJoining.join(folder, $0) })
            return XcodeTarget(
                name: target.name, productType: Self.targetKinds[target.kind], sdk: nil, sourceFiles: [], resourceFiles: [],
                infoPlist: nil, synchronizedFolders: [XcodeTarget.SynchronizedFolder(path: folder, exceptions: exceptions)],
                deploymentTargets: deploymentTargets, project: packageFolder)
        }
        return XcodeProject(path: packageFolder, rootFolder: packageFolder, targets: targets)
    }

    /// The first of SwiftPM's predefined folders that holds the target, `Sources/NAME` (`Tests/NAME`) when none does.
    private func defaultFolder(of target: ManifestVisitor.Target, in packageFolder: String) -> String {
        let roots = target.kind == "testTarget" ? ["Tests", "Sources", "Source", "src", "srcs", "Test"]
            : target.kind == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
        let candidates = roots.map { PathJoining.join(packageFolder, $0 + "/" + target.name) }
        var isFolder: ObjCBool = false
        return candidates.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue } ?? candidates[0]
    }
}

/// Finds the literal target declarations and platforms of a manifest.
private final class ManifestVisitor: SyntaxVisitor {
    struct Target {
        var kind: String
        var name: String
        var path: String?
        var exclude: [String]
    }

    var targets: [Target] = []
    /// `(iOS, 15.0)` for `.iOS(.v15)` or `.iOS("15.0")` in `platforms:`.
    var platforms: [(String, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let kind = member.declName.baseName.text
        if SwiftPackageReader.targetKinds[kind] != nil, let name = Self.string(node.arguments.first { $0.label?.text == "name" }?.expression) {
            let path = node.arguments.first { $0.label?.text == "path" }.map { Self.string($0.expression) }
            // A computed path cannot be read: the target is left out.
            if case .some(nil) = path { return .visitChildren }
            let exclude = node.arguments.first { $0.label?.text == "exclude" }?.expression.as(ArrayExprSyntax.self)?
                .elements.compactMap { Self.string($0.expression) } ?? []
            targets.append(Target(kind: kind, name: name, path: path ?? nil, exclude: exclude))
        } else if OperatingSystem(rawValue: kind) != nil, let argument = node.arguments.first?.expression,
                  node.parent?.as(ArrayElementSyntax.self) != nil {
            if let text = Self.string(argument) {
                platforms.append((kind, text))
            } else if let version = argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text, version.hasPrefix("v") {
                // `.v10_15` is 10.15, `.v15` is 15.0.
                platforms.append((kind, version.dropFirst().replacingOccurrences(of: "_", with: ".")))
            }
        }
        return .visitChildren
    }

    /// The value of a string literal without interpolations; `nil` for anything else.
    static func string(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }
}
