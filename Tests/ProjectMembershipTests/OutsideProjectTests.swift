import Foundation
import Testing
import TestSupport
@testable import ProjectMembership
import UIDescription

/// The Xcode projects of the mirrored outside apps (`OutsideMirrors`), read at their newest commit: the files each
/// target names exist in the repository, and every Interface Builder file of an app's own folders is in a target.
@Suite(.enabled(if: OutsideMirrors.root != nil, "no git mirrors of outside projects"))
struct OutsideProjectTests {
    struct Measure {
        var projects = 0, targets = 0, files = 0, missingFiles = 0, interfaceFiles = 0, placed = 0
        var unplaced: [String] = []
        var unreadable: [String] = []
    }

    /// Folders whose IB files are not an app's own (tests' fixtures, vendored code, examples of a library).
    static func isVendoredOrFixture(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return ["pods/", "carthage/", "vendor/", "third-party/", "thirdparty/", "external/", "tests/", "test/",
                "fixtures/", "examples/", "example/", "demo/", "sample"].contains { lowered.contains($0) }
    }

    @Test func everyNamedFileExistsAndEveryInterfaceFileIsInATarget() throws {
        var measure = Measure()
        for repository in OutsideMirrors.repositories {
            let tree = OutsideMirrors.files(repository)
            let existing = Set(tree.map { "/repo/" + $0 })
            // Submodules' files are not in the tree: a path below one is not counted.
            let submodules = OutsideMirrors.show(repository, "HEAD", ".gitmodules").map { data in
                String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
                    let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    return parts.count == 2 && parts[0] == "path" ? "/repo/" + parts[1] + "/" : nil
                }
            } ?? []
            let projectFiles = tree.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") && !Self.isVendoredOrFixture($0) }
            guard !projectFiles.isEmpty else { continue }
            var projects: [XcodeProject] = [], unreadableRepository = false
            for file in projectFiles {
                guard let data = OutsideMirrors.show(repository, "HEAD", file) else { continue }
                let folder = "/repo/" + (file as NSString).deletingLastPathComponent
                let project: XcodeProject
                do {
                    project = try XcodeProjectReader().read(data, projectFolder: folder)
                } catch let error as UIDescriptionError {
                    // A project file Xcode could not open either (Kommunicate's `includeInIn`dex`): reported at its line.
                    measure.unreadable.append("\(repository): \(error)")
                    unreadableRepository = true
                    #expect(error.location?.line ?? 1 > 1, "\(error)")
                    continue
                }
                projects.append(project)
                measure.projects += 1
                measure.targets += project.targets.count
                for target in project.targets {
                    for path in target.sourceFiles + target.resourceFiles where !submodules.contains(where: path.hasPrefix) {
                        measure.files += 1
                        // A folder reference (an asset catalog, a bundle) exists when a file is below it.
                        if !existing.contains(path), !existing.contains(where: { $0.hasPrefix(path + "/") }) {
                            measure.missingFiles += 1
                            if ProcessInfo.processInfo.environment["UIDESC_PRINT_MISSING"] != nil { print("  missing: \(repository) \(path)") }
                        }
                    }
                }
            }
            // Swift packages place the IB files of their targets.
            for manifest in tree where (manifest as NSString).lastPathComponent == "Package.swift" {
                guard let data = OutsideMirrors.show(repository, "HEAD", manifest) else { continue }
                let folder = PathJoining.join("/repo/" + (manifest as NSString).deletingLastPathComponent, "")
                projects.append(SwiftPackageReader().read(String(decoding: data, as: UTF8.self), packageFolder: folder))
            }
            // The IB files of a repository whose project cannot be read are not counted.
            for file in tree where (file.hasSuffix(".xib") || file.hasSuffix(".storyboard")) && !Self.isVendoredOrFixture(file) && !unreadableRepository {
                measure.interfaceFiles += 1
                if projects.contains(where: { !$0.targets(containing: "/repo/" + file).isEmpty }) {
                    measure.placed += 1
                } else {
                    measure.unplaced.append(repository + ": " + file)
                }
            }
        }
        print("OutsideProjectTests: \(measure.projects) projects, \(measure.targets) targets, \(measure.files) files named, "
              + "\(measure.missingFiles) not in the repository; \(measure.placed) of \(measure.interfaceFiles) IB files in a target")
        for file in measure.unplaced { print("  not in a target: \(file)") }
        for error in measure.unreadable { print("  unreadable: \(error)") }
        #expect(measure.unreadable.count <= 2)
        #expect(measure.projects > 10)
        #expect(Double(measure.files - measure.missingFiles) >= 0.995 * Double(measure.files))
        #expect(Double(measure.placed) >= 0.95 * Double(measure.interfaceFiles))
    }
}

/// The Swift packages of the mirrored outside repositories (`Package.swift` files, parsed), at their newest commit:
/// each target's folder exists, and the IB files of a package's `Sources` are in one of its targets.
@Suite(.enabled(if: OutsideMirrors.root != nil, "no git mirrors of outside projects"))
struct OutsidePackageTests {
    @Test func everyTargetFolderExistsAndSourcesInterfaceFilesAreInATarget() throws {
        var packages = 0, targets = 0, missingFolders: [String] = [], interfaceFiles = 0, placed = 0
        for repository in OutsideMirrors.repositories {
            let tree = OutsideMirrors.files(repository)
            let folders = Set(tree.flatMap { file -> [String] in
                var parents: [String] = [], path = "/repo/" + file
                while let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                    path = String(path[..<slash])
                    parents.append(path)
                }
                return parents
            })
            for manifest in tree where (manifest as NSString).lastPathComponent == "Package.swift" && !OutsideProjectTests.isVendoredOrFixture(manifest) {
                guard let data = OutsideMirrors.show(repository, "HEAD", manifest) else { continue }
                let folder = "/repo/" + (manifest as NSString).deletingLastPathComponent
                let package = SwiftPackageReader().read(String(decoding: data, as: UTF8.self), packageFolder: PathJoining.join(folder, ""))
                packages += 1
                for target in package.targets {
                    targets += 1
                    // A target declared with the default folder that the package does not have is a manifest's own problem.
                    if let path = target.synchronizedFolders.first?.path, !folders.contains(path) { missingFolders.append("\(repository): \(target.name) \(path)") }
                }
                let sources = PathJoining.join(folder, "Sources") + "/"
                for file in tree where file.hasSuffix(".xib") || file.hasSuffix(".storyboard") {
                    let path = "/repo/" + file
                    guard path.hasPrefix(sources) else { continue }
                    interfaceFiles += 1
                    if !package.targets(containing: path).isEmpty { placed += 1 }
                }
            }
        }
        print("OutsidePackageTests: \(packages) manifests, \(targets) targets (\(missingFolders.count) without their folder); "
              + "\(placed) of \(interfaceFiles) IB files below Sources/ in a target")
        for missing in missingFolders { print("  no folder: \(missing)") }
        #expect(packages > 5)
        #expect(Double(missingFolders.count) <= 0.05 * Double(targets))
        #expect(placed == interfaceFiles)
    }
}
