import Foundation
import Testing
import TestSupport
@testable import ProjectMembership

/// Reading Swift packages' manifests (parsed, never run) as targets of folders.
@Suite struct SwiftPackageReaderTests {
    /// LoopKit's manifest's shape: targets with `path:`, a test target with resources; SwiftMessages': the default
    /// folder and an `exclude:` list; a computed path, which cannot be read.
    static let manifest = """
        // swift-tools-version: 5.7
        import PackageDescription

        let shared = "Shared"
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v15), .macOS("10.15")],
            products: [.library(name: "KitUI", targets: ["KitUI"])],
            targets: [
                .target(name: "Kit", dependencies: [], path: "Kit"),
                .target(name: "KitUI", dependencies: ["Kit"], exclude: ["Old", "Notes.md"], resources: [.process("Resources")]),
                .testTarget(name: "KitTests", dependencies: ["Kit"], path: "KitTests", resources: [.copy("Fixtures")]),
                .target(name: "Computed", path: shared + "/Computed"),
                .binaryTarget(name: "Binary", path: "Binary.xcframework"),
            ]
        )
        """

    @Test func targetsAreFoldersWithTheirExclusions() {
        let package = SwiftPackageReader().read(Self.manifest, packageFolder: "/work/Kit")
        #expect(package.targets.map(\.name) == ["Kit", "KitUI", "KitTests"])
        #expect(package.targets.map(\.productType) == ["swift-package.target", "swift-package.target", "swift-package.test"])
        #expect(package.targets.map { $0.synchronizedFolders.map(\.path) } == [["/work/Kit/Kit"], ["/work/Kit/Sources/KitUI"], ["/work/Kit/KitTests"]])
        let ui = package.targets[1]
        #expect(ui.contains("/work/Kit/Sources/KitUI/Views/Card.xib"))
        #expect(ui.contains("/work/Kit/Sources/KitUI/Resources/Assets.xcassets/Logo.imageset/Contents.json"))
        #expect(!ui.contains("/work/Kit/Sources/KitUI/Old/Legacy.xib"), "an excluded folder")
        #expect(!ui.contains("/work/Kit/Sources/KitUI/Notes.md"), "an excluded file")
        #expect(!ui.contains("/work/Kit/Kit/Model.swift"))
        #expect(ui.deploymentTargets == ["IPHONEOS_DEPLOYMENT_TARGET": "15", "MACOSX_DEPLOYMENT_TARGET": "10.15"])
    }

    @Test func packagesBelowAFolderAreLoadedWithProjects() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-package-\(UUID().uuidString)")
        for (path, text) in ["Kit/Package.swift": Self.manifest, "Kit/Sources/KitUI/Card.xib": "<document/>"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let (membership, failures) = TargetMembership.load(below: [folder.path])
        #expect(failures.isEmpty)
        #expect(membership.targets(containing: folder.path + "/Kit/Sources/KitUI/Card.xib").map { $0.name } == ["KitUI"])
    }
}
