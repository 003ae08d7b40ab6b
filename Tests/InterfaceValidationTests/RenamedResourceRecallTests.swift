import Foundation
@testable import InterfaceValidation
import Testing
import TestSupport
import UIDescription
import XIBDecoder

/// How many of the places that name a resource `validate` catches when the resource is renamed on purpose (issue 52):
/// in a copy of each app (the repositories of the shared corpus, and the checkouts of outside apps in
/// `UIDESC_OUTSIDE_CHECKOUTS`, a folder of `owner+name` folders, when given), every storyboard a storyboard reference
/// names is renamed, every scene identifier one names is changed, and every image set, colour set, loose image and
/// font file that a document's image, colour or font comes from is renamed; each place that named one must then be
/// reported, where it was not before.
@Suite("Validation: renamed resources are caught")
struct RenamedResourceRecallTests {
    /// The apps measured: the corpus's repositories, and the outside checkouts when given.
    static var apps: [URL] {
        var roots = [SharedFolder.corpus]
        if let extra = ProcessInfo.processInfo.environment["UIDESC_OUTSIDE_CHECKOUTS"] { roots.append(URL(fileURLWithPath: extra)) }
        return roots.flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
                .map { root.appendingPathComponent($0) }.filter { url in var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue }
        }
    }

    /// The files of an app the checks read: IB files, projects and manifests, Info.plists, asset catalogs' contents,
    /// images (their names only: empty files) and font files.
    static func isKept(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent, ext = (name as NSString).pathExtension.lowercased()
        if path.contains("/.git/") { return false }
        return ["xib", "storyboard", "strings"].contains(ext) || name == "project.pbxproj" || name == "Package.swift"
            || name == "Info.plist" || name == "Contents.json" || ["png", "jpg", "jpeg", "pdf", "gif", "tiff", "icns", "svg", "heic"].contains(ext)
            || ["ttf", "otf", "ttc"].contains(ext)
    }

    /// A copy of the app's kept files (images empty), in a new temporary folder.
    static func skeleton(of app: URL) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-recall-\(UUID().uuidString)")
        for entry in FolderWalk.files(below: app.path, keeping: isKept) ?? [] {
            let relative = String(entry.path.dropFirst(app.path.count))
            let target = copy.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let ext = (entry.path as NSString).pathExtension.lowercased()
            let keepsContent = !["png", "jpg", "jpeg", "pdf", "gif", "tiff", "icns", "svg", "heic"].contains(ext)
            let data = keepsContent ? (FileManager.default.contents(atPath: entry.path) ?? Data()) : Data()
            try data.write(to: target)
        }
        return copy
    }

    static func findings(in folder: URL) -> [Finding] {
        InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path]).findings
    }

    /// A place: a document (relative path) and the name it uses.
    struct Place: Hashable { let document: String, name: String }

    struct Tally {
        var tried = 0, caught = 0, missed: [String] = []
        mutating func add(_ places: Set<Place>, caughtBy findings: [Finding], rule: ValidationRule, in folder: URL, before: Set<String>) {
            for place in places {
                tried += 1
                let hit = findings.contains { finding in
                    finding.rule == rule && finding.location.file?.hasSuffix(place.document) == true
                        && (finding.message.contains("`\(place.name)`") || finding.message.contains("`\(place.name).storyboard`"))
                        && !before.contains(finding.message + (finding.location.file ?? ""))
                }
                if hit { caught += 1 } else { missed.append("\(folder.lastPathComponent): \(place.document) \(place.name)") }
            }
        }
        var recall: Double { tried == 0 ? 1 : Double(caught) / Double(tried) }
    }

    /// The documents below `folder`, read, by path relative to it.
    static func documents(below folder: URL) -> [(String, NodeDocument)] {
        (FolderWalk.files(below: folder.path) { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") } ?? []).compactMap { entry in
            guard let bytes = try? BoundedFileReader.read(path: entry.path, limit: 64 << 20),
                  let document = try? XIBReader().read(bytes, path: entry.path) else { return nil }
            return (String(entry.path.dropFirst(folder.path.count)), document)
        }
    }

    static func rename(_ path: String, to newPath: String) {
        try? FileManager.default.moveItem(atPath: path, toPath: newPath)
    }

    @Test func renamedStoryboardsAndIdentifiersAndResourcesAreCaught() throws {
        var storyboards = Tally(), identifiers = Tally(), images = Tally(), colors = Tally(), fonts = Tally()
        for app in Self.apps {
            let folder = try Self.skeleton(of: app)
            defer { try? FileManager.default.removeItem(at: folder) }
            let baseline = Self.findings(in: folder)
            let before = Set(baseline.map { $0.message + ($0.location.file ?? "") })
            let reported = Set(baseline.compactMap { finding in finding.location.file.map { ($0 as NSString).lastPathComponent + finding.message } })
            let documents = Self.documents(below: folder)
            func isReported(_ document: String, _ name: String) -> Bool {
                reported.contains { $0.hasPrefix((document as NSString).lastPathComponent) && $0.contains("`\(name)`") }
            }
            try measureStoryboards(folder, documents, before, isReported, &storyboards, &identifiers)
            try measureResources(app, folder, documents, &images, &colors, &fonts)
        }
        for (kind, tally) in [("storyboard names", storyboards), ("scene identifiers", identifiers), ("images", images), ("colours", colors), ("fonts", fonts)] {
            print("RenamedResourceRecallTests: \(kind): \(tally.caught) of \(tally.tried) places caught")
            for missed in tally.missed.prefix(20) { print("  missed: \(missed)") }
            #expect(tally.recall >= 0.95, "\(kind): \(tally.caught) of \(tally.tried)")
        }
        #expect(storyboards.tried > 0)
    }

    /// Renames every storyboard a reference names, then every identifier one names, in the copy.
    func measureStoryboards(_ folder: URL, _ documents: [(String, NodeDocument)], _ before: Set<String>,
                            _ isReported: (String, String) -> Bool, _ names: inout Tally, _ identifiers: inout Tally) throws {
        var byName: Set<Place> = [], byIdentifier: Set<Place> = [], storyboardNames: Set<String> = [], sceneIDs: [String: Set<String>] = [:]
        let present = Set(documents.map { (($0.0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        for (path, document) in documents where path.hasSuffix(".storyboard") {
            for element in document.allElements where ["viewControllerPlaceholder", "controllerPlaceholder"].contains(document.name(of: element)) {
                guard document.attribute("bundleIdentifier", of: element) == nil,
                      let name = document.attribute("storyboardName", of: element), present.contains(name), !isReported(path, name) else { continue }
                byName.insert(Place(document: path, name: name))
                storyboardNames.insert(name)
                if let identifier = document.attribute("referencedIdentifier", of: element), !identifier.isEmpty, !isReported(path, identifier) {
                    byIdentifier.insert(Place(document: path, name: identifier))
                    sceneIDs[name, default: []].insert(identifier)
                }
            }
        }
        guard !byName.isEmpty else { return }
        // Identifiers first: change each referenced scene's identifier in the storyboards of that name.
        var changed: [(URL, Data)] = []
        for (path, _) in documents {
            let stem = (((path as NSString).lastPathComponent) as NSString).deletingPathExtension
            guard let ids = sceneIDs[stem], path.hasSuffix(".storyboard") else { continue }
            let url = folder.appendingPathComponent(path)
            let original = try Data(contentsOf: url)
            var text = String(decoding: original, as: UTF8.self)
            for id in ids { text = text.replacingOccurrences(of: "storyboardIdentifier=\"\(id)\"", with: "storyboardIdentifier=\"\(id)Renamed\"") }
            try Data(text.utf8).write(to: url)
            changed.append((url, original))
        }
        identifiers.add(byIdentifier, caughtBy: Self.findings(in: folder), rule: .unknownStoryboardReference, in: folder, before: before)
        for (url, original) in changed { try original.write(to: url) }
        // Then the storyboards' names; a storyboard that is renamed and holds references is found under its new name.
        var newPaths: [String: String] = [:]
        for (path, _) in documents where path.hasSuffix(".storyboard") {
            let stem = (((path as NSString).lastPathComponent) as NSString).deletingPathExtension
            guard storyboardNames.contains(stem) else { continue }
            let url = folder.appendingPathComponent(path)
            Self.rename(url.path, to: url.deletingLastPathComponent().appendingPathComponent(stem + "Renamed.storyboard").path)
            newPaths[path] = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem + "Renamed.storyboard")
        }
        let places = Set(byName.map { Place(document: newPaths[$0.document] ?? $0.document, name: $0.name) })
        // Without a project or package that bundles the referencing storyboard, a missing one is `unknown-interface-file`.
        let found = Self.findings(in: folder).map { finding in
            finding.rule == .unknownInterfaceFile && finding.message.hasPrefix("storyboard reference")
                ? Finding(.unknownStoryboardReference, finding.message, at: finding.location) : finding
        }
        names.add(places, caughtBy: found, rule: .unknownStoryboardReference, in: folder, before: before)
    }

    /// Renames the image sets, colour sets, loose images and font files the documents use, each kind in a fresh copy.
    func measureResources(_ app: URL, _ base: URL, _ documents: [(String, NodeDocument)],
                          _ images: inout Tally, _ colors: inout Tally, _ fonts: inout Tally) throws {
        var imageUses: Set<Place> = [], colorUses: Set<Place> = [], fontUses: Set<Place> = []
        for (path, document) in documents {
            if let list = document.firstChild(of: document.root, named: "resources") {
                for resource in document.children(of: list) where document.attribute("catalog", of: resource) == nil {
                    guard let name = document.attribute("name", of: resource), !name.isEmpty, !name.hasPrefix("NS") else { continue }
                    // An image pasted into the document (its data inside, named `kind:id:key`) is no resource.
                    if document.name(of: resource) == "image", document.children(of: resource).isEmpty, name.split(separator: ":").count != 3 {
                        imageUses.insert(Place(document: path, name: name))
                    }
                    if document.name(of: resource) == "namedColor" { colorUses.insert(Place(document: path, name: name)) }
                }
            }
            for element in document.allElements where document.name(of: element) == "fontDescription" {
                if let name = document.attribute("name", of: element), document.attribute("type", of: element) == nil,
                   !name.hasPrefix(".") { fontUses.insert(Place(document: path, name: name)) }
            }
        }
        let all = FolderWalk.files(below: base.path) ?? []
        func measure(_ uses: Set<Place>, rule: ValidationRule, tally: inout Tally, renaming: (String) -> String?) throws {
            guard !uses.isEmpty else { return }
            let folder = try Self.skeleton(of: app)
            defer { try? FileManager.default.removeItem(at: folder) }
            let baseline = Self.findings(in: folder)
            let before = Set(baseline.map { $0.message + ($0.location.file ?? "") })
            // Places already reported, or whose resource no file provides (nothing to rename), are not tried.
            var renamed: Set<String> = []
            for entry in all {
                let relative = String(entry.path.dropFirst(base.path.count))
                guard let name = renaming(relative), uses.contains(where: { $0.name == name || ($0.name as NSString).lastPathComponent == name }) else { continue }
                let source = folder.appendingPathComponent(relative)
                guard FileManager.default.fileExists(atPath: source.path) else { continue }
                let directory = source.deletingLastPathComponent()
                let newName = "Renamed" + source.lastPathComponent
                if relative.contains(".imageset/") || relative.contains(".colorset/") || relative.contains(".symbolset/") {
                    // Rename the set's folder (once).
                    let set = directory
                    guard !renamed.contains(set.path) else { renamed.insert(name); continue }
                    Self.rename(set.path, to: set.deletingLastPathComponent().appendingPathComponent("Renamed" + set.lastPathComponent).path)
                    renamed.insert(set.path)
                } else {
                    Self.rename(source.path, to: directory.appendingPathComponent(newName).path)
                }
                renamed.insert(name)
            }
            let tried = uses.filter { use in
                renamed.contains(use.name) || renamed.contains((use.name as NSString).lastPathComponent)
            }.filter { use in !baseline.contains { $0.rule == rule && $0.location.file?.hasSuffix(use.document) == true && $0.message.contains("`\(use.name)`") } }
            tally.add(tried, caughtBy: Self.findings(in: folder), rule: rule, in: folder, before: before)
        }
        try measure(imageUses, rule: .unknownImage, tally: &images) { relative in
            let components = relative.split(separator: "/").map(String.init)
            if let set = components.first(where: { $0.hasSuffix(".imageset") }), components.last == "Contents.json" { return String(set.dropLast(".imageset".count)) }
            let ext = (relative as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg", "pdf", "gif", "tiff", "icns", "svg", "heic"].contains(ext), !relative.contains(".xcassets/") else { return nil }
            var name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
            if let at = name.range(of: "@", options: .backwards) { name = String(name[..<at.lowerBound]) }
            return name
        }
        try measure(colorUses, rule: .unknownColor, tally: &colors) { relative in
            let components = relative.split(separator: "/").map(String.init)
            guard let set = components.first(where: { $0.hasSuffix(".colorset") }), components.last == "Contents.json" else { return nil }
            return String(set.dropLast(".colorset".count))
        }
        // A font file: renamed, it no longer matches its registration (`UIAppFonts` names files).
        let fontNames = Dictionary(grouping: all.filter { ["ttf", "otf", "ttc"].contains(($0.path as NSString).pathExtension.lowercased()) }) {
            String($0.path.dropFirst(base.path.count))
        }.mapValues { entries in FontFile.postScriptNames(ofFileAt: entries[0].path) }
        try measure(fontUses, rule: .unregisteredFont, tally: &fonts) { relative in
            fontNames[relative].flatMap { names in fontUses.first { names.contains($0.name) }?.name }
        }
    }
}
