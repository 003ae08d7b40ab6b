import Foundation
import ProjectMembership
import UIDescription

/// Checks the SF Symbols each document names against Apple's list and the document's deployment target, and the
/// images and named colours each document lists in its `<resources>` (Xcode writes every image and
/// colour a document uses there) against the asset catalogs and image files of the folders validated: an image
/// no image set, symbol set or image file provides, a colour no colour set provides. SF Symbols
/// (`catalog="system"`), AppKit's named images (`NS…`) and system colours are the system's, and not checked; nor
/// are documents outside the folders validated whole, or a run that holds no asset catalog or image at all.
///
/// With an Xcode project that places a document in targets, the resources are those targets' (the resources they
/// bundle and their synchronized folders): UIKit and AppKit look a nib's images and colours up in its own bundle,
/// so an image in another target's catalog does not count. A target that bundles no image or catalog falls back to
/// the folders.
struct ResourceReferenceCheck {
    let graphs: [InterfaceGraph]
    /// The folders validated whole: their resources are the app's, and only their documents are checked.
    let referenceFolders: [String]
    /// Which targets build each document, from the Xcode projects found.
    var membership = TargetMembership(projects: [])

    func findings() -> [Finding] {
        let scope = PathScope(referenceFolders)
        let checked = graphs.filter { scope.contains(InputFiles.absolutePath($0.path)) }
        let folderResources = checked.isEmpty ? AppResources(paths: []) : AppResources(folders: referenceFolders)
        let fonts = FontRegistrationCheck(graphs: checked, resources: folderResources, membership: membership, referenceFolders: referenceFolders)
        return systemSymbolFindings() + appResourceFindings(checked, folderResources) + fonts.findings()
    }

    /// The SF Symbols (`catalog="system"`) of every document: a name Apple's list does not hold (when the document's
    /// Interface Builder knew no newer symbols than the list), and a symbol newer than the document's deployment
    /// target.
    func systemSymbolFindings() -> [Finding] {
        var findings: [Finding] = []
        for graph in graphs {
            let document = graph.document
            guard let list = document.firstChild(of: document.root, named: "resources") else { continue }
            let symbols = document.children(of: list).filter {
                document.name(of: $0) == "image" && document.attribute("catalog", of: $0) == "system"
            }
            guard !symbols.isEmpty else { continue }
            let system = OperatingSystem.of(document)
            let deploymentTarget = deploymentTarget(of: graph, on: system)
            // A compiled nib does not say which Interface Builder wrote it: read back (`toolsVersion="0"`, and so the
            // XIB `convert` writes from it), it may name symbols newer than the list.
            let toolsVersion = document.attribute("toolsVersion", of: document.root)
            let covered = toolsVersion != "0" && SystemSymbols.coversDocuments(ofToolsVersion: XcodeDeclaration.toolsVersion(toolsVersion))
            for resource in symbols {
                guard let name = document.attribute("name", of: resource), !name.isEmpty else { continue }
                if let release = SystemSymbols.release(ofSymbol: name) {
                    guard let target = deploymentTarget, let introduced = release.version(on: system), introduced > target
                    else { continue }
                    let message = "SF Symbol `\(name)` came with \(system.rawValue) \(introduced), after the deployment "
                        + "target \(system.rawValue) \(target): on earlier systems the view shows nothing where it is set"
                    findings.append(Finding(.unavailableSystemSymbol, message, at: Self.use(of: name, in: document, fallback: resource)))
                } else if covered {
                    var message = "`\(name)` is no SF Symbol (Apple's list, up to \(Self.newestRelease)): the view shows "
                        + "nothing where it is set"
                    if let near = Suggestion.nearest(to: name, in: SystemSymbols.names) { message += "; did you mean `\(near)`?" }
                    findings.append(Finding(.unknownImage, message, at: Self.use(of: name, in: document, fallback: resource)))
                }
            }
        }
        return findings
    }

    /// `iOS 26.0, macOS 26.0`: the newest release the SF Symbols list holds.
    private static var newestRelease: String {
        guard let release = SystemSymbols.newestRelease else { return "?" }
        return [OperatingSystem.iOS, .macOS].compactMap { system in release.version(on: system).map { "\(system.rawValue) \($0)" } }
            .joined(separator: ", ")
    }

    /// The deployment target a document is built for on `system`: the one it states, else the lowest its targets set.
    private func deploymentTarget(of graph: InterfaceGraph, on system: OperatingSystem) -> PlatformVersion? {
        if let stated = PlatformVersion.deploymentTarget(of: graph.document) { return stated }
        guard !membership.isEmpty else { return nil }
        return membership.targets(containing: graph.path)
            .compactMap { $0.deploymentTargets[system.deploymentTargetSetting].flatMap { PlatformVersion($0) } }.min()
    }

    /// The images and named colours of the documents in the folders validated, against the app's resources.
    func appResourceFindings(_ checked: [InterfaceGraph], _ folderResources: AppResources) -> [Finding] {
        guard !checked.isEmpty, !folderResources.isEmpty else { return [] }
        // By project and name: two projects may each have a target `App`.
        var byTargets: [[String]: AppResources] = [:]
        var findings: [Finding] = []
        for graph in checked {
            let document = graph.document
            let targets = membership.isEmpty ? [] : membership.targets(containing: graph.path)
            var resources = folderResources
            var whose = "of the folders validated"
            if !targets.isEmpty {
                let key = targets.flatMap { [$0.project, $0.name] }
                let own = byTargets[key] ?? Self.resources(of: targets)
                byTargets[key] = own
                if !own.isEmpty, !own.hasEmptyCatalog {
                    resources = own
                    whose = (targets.count == 1 ? "of the target " : "of the targets ") + targets.map { "`\($0.name)`" }.joined(separator: ", ")
                }
            }
            guard let list = document.firstChild(of: document.root, named: "resources") else { continue }
            for resource in document.children(of: list) {
                guard document.attribute("catalog", of: resource) == nil,
                      let name = document.attribute("name", of: resource), !name.isEmpty else { continue }
                switch document.name(of: resource) {
                case "image":
                    // An image pasted into the document (`buttonCell:ab-12:image`, its data inside) is no resource.
                    guard !name.hasPrefix("NS"), !Self.isPastedImage(name, resource, in: document),
                          !resources.providesImage(name) else { continue }
                    var message = "image `\(name)` is in no asset catalog or image file \(whose): "
                        + "the view shows nothing where it is set"
                    if let near = Suggestion.nearest(to: name, in: Array(resources.images)) { message += "; did you mean `\(near)`?" }
                    findings.append(Finding(.unknownImage, message, at: Self.use(of: name, in: document, fallback: resource)))
                case "namedColor":
                    guard !resources.providesColor(name) else { continue }
                    var message = "colour `\(name)` is in no asset catalog \(whose): UIKit and AppKit "
                        + "log it and draw with no colour"
                    if let near = Suggestion.nearest(to: name, in: Array(resources.colors)) { message += "; did you mean `\(near)`?" }
                    findings.append(Finding(.unknownColor, message, at: Self.use(of: name, in: document, fallback: resource)))
                default:
                    continue
                }
            }
        }
        return findings
    }

    /// The resources `targets` bundle, read once per set of targets. A resource a target lists that is not there, or
    /// an asset catalog with no set, is made by the build (a generated catalog): the targets' own resources are then
    /// not all known, and none are given (the folders decide).
    static func resources(of targets: [XcodeTarget]) -> AppResources {
        let paths = targets.flatMap { $0.resourceFiles + $0.synchronizedFolders.map(\.path) }
        return paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } ? AppResources(paths: paths) : AppResources(paths: [])
    }

    /// Whether the `<image>` entry holds its own data (pasted into the document): named `kind:id:key`, with the
    /// archived image inside.
    static func isPastedImage(_ name: String, _ resource: ElementID, in document: NodeDocument) -> Bool {
        !document.children(of: resource).isEmpty || name.split(separator: ":", omittingEmptySubsequences: false).count == 3
    }

    /// Where a resource is first used: the attribute naming it on an element outside `<resources>` (an image
    /// attribute, or a colour's `name`), else its entry in `<resources>`.
    static func use(of name: String, in document: NodeDocument, fallback: ElementID) -> SourceLocation {
        for element in document.allElements where element != fallback {
            for attribute in document.attributes(of: element) where attribute.value == name {
                let isImage = attribute.name.lowercased().contains("image")
                let isColor = attribute.name == "name" && document.name(of: element) == "color"
                guard isImage || isColor else { continue }
                guard document.name(of: document.parent(of: element) ?? document.root) != "resources" else { continue }
                return document.location(ofAttribute: attribute.name, of: element)
            }
        }
        return document.location(ofAttribute: "name", of: fallback)
    }
}

extension RuleCheck {
    /// The check of images and named colours against the app's resources.
    static let resourceReferences = RuleCheck(
        name: "resource-references",
        stage: .project {
            ResourceReferenceCheck(graphs: $0.graphs, referenceFolders: $0.referenceFolders, membership: $0.membership).findings()
        })
}
