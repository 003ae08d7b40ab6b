import Foundation
import ProjectMembership
import UIDescription

/// Checks the custom fonts each document names against the font files of the folders validated and their
/// registration: a font one of the app's font files provides must be registered in the process that loads the nib —
/// listed in `UIAppFonts` (iOS) of the Info.plist, inside the folder `ATSApplicationFontsPath` names (macOS), or
/// registered by a `CTFontManagerRegister…` call in the sources that names the file — or the view falls back to the
/// system font, silently.
///
/// Only fonts the app's own font files provide are judged: a font no file of the folders provides is a system font,
/// or comes from a dependency that is not checked out (a pod), and is not reported, unless the document's
/// `customFonts` list names a file the folders hold that has no such font (a font renamed in the file or the document).
/// With an Xcode project that places a document in targets, the Info.plists and bundled files are those targets'.
struct FontRegistrationCheck {
    let graphs: [InterfaceGraph]
    let resources: AppResources
    var membership = TargetMembership(projects: [])
    /// The folders validated, whose sources may register fonts in code.
    let referenceFolders: [String]

    /// A font file of the app and the PostScript names it provides.
    private struct Font {
        let path: String
        let names: Set<String>
        var fileName: String { (path as NSString).lastPathComponent }
    }

    func findings() -> [Finding] {
        let fonts = resources.fontFiles.map { Font(path: $0, names: FontFile.postScriptNames(ofFileAt: $0)) }
        guard !fonts.isEmpty else { return [] }
        var providers: [String: [Font]] = [:]
        for font in fonts { for name in font.names { providers[name, default: []].append(font) } }
        var registrations = RegistrationCache(resources: resources, referenceFolders: referenceFolders)
        var findings: [Finding] = []
        for graph in graphs {
            let document = graph.document
            let uses = Self.fontUses(in: document)
            guard !uses.isEmpty else { continue }
            let declared = Self.declaredFontFiles(in: document)
            let targets = membership.isEmpty ? [] : membership.targets(containing: graph.path)
            for (name, element) in uses {
                let location = document.location(ofAttribute: "name", of: element)
                guard let provided = providers[name], !provided.isEmpty else {
                    // A file the document's `customFonts` list names for the font, which the folders hold without it.
                    if let file = declared[name], let font = fonts.first(where: { $0.fileName == file }) {
                        var message = "font `\(name)` is not in `\(file)`, which the document names for it: the view "
                            + "falls back to the system font"
                        if let near = Suggestion.nearest(to: name, in: font.names) { message += "; did you mean `\(near)`?" }
                        findings.append(Finding(.unregisteredFont, message, at: location))
                    }
                    continue
                }
                let problem = registrations.problem(registering: provided.map(\.path), for: targets)
                guard let problem else { continue }
                var names: [String] = []
                for font in provided where !names.contains(font.fileName) { names.append(font.fileName) }
                let files = names.map { "`\($0)`" }.joined(separator: ", ")
                findings.append(Finding(.unregisteredFont, "font `\(name)` (\(files)) \(problem): the view falls back to the system font", at: location))
            }
        }
        return findings
    }

    /// Each custom font a document names (`<fontDescription name="…">`, not a system or text-style font), once, with
    /// the first element that names it.
    static func fontUses(in document: NodeDocument) -> [(String, ElementID)] {
        var seen: Set<String> = [], uses: [(String, ElementID)] = []
        for element in document.allElements where document.name(of: element) == "fontDescription" || document.name(of: element) == "font" {
            guard let name = document.attribute("name", of: element), !name.isEmpty, !name.hasPrefix("."),
                  document.attribute("type", of: element) == nil, document.attribute("style", of: element) == nil,
                  seen.insert(name).inserted else { continue }
            uses.append((name, element))
        }
        return uses
    }

    /// The font files a document's `customFonts` list names for each font (`<array key="Lato-Bold.ttf"><string>Lato-Bold…`).
    static func declaredFontFiles(in document: NodeDocument) -> [String: String] {
        guard let list = document.firstChild(of: document.root, named: "customFonts") else { return [:] }
        var files: [String: String] = [:]
        for array in document.children(of: list) {
            guard let file = document.key(of: array) else { continue }
            for string in document.children(of: array) {
                let name = document.text(of: string).trimmingCharacters(in: .whitespacesAndNewlines)
                if !name.isEmpty { files[name] = file }
            }
        }
        return files
    }
}

/// Which font files each Info.plist and the sources register, read once per run.
private struct RegistrationCache {
    let resources: AppResources
    let referenceFolders: [String]
    private var plists: [String: (fonts: [String], folder: String?)] = [:]
    private var codeRegistrations: [String]?

    init(resources: AppResources, referenceFolders: [String]) {
        self.resources = resources
        self.referenceFolders = referenceFolders
    }

    /// Why none of `files` (the files that provide a font) is registered for `targets` (the document's; the Info.plists
    /// of the folders when there are none); `nil` when one is.
    mutating func problem(registering files: [String], for targets: [XcodeTarget]) -> String? {
        for file in files where isRegisteredInCode(file) { return nil }
        let plists = targets.isEmpty ? resources.infoPlists : targets.compactMap(\.infoPlist)
        // A target whose Info.plist is generated or missing cannot be judged.
        guard !plists.isEmpty, plists.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else { return nil }
        // Only a file the document's targets bundle can be registered for it.
        let bundled = targets.isEmpty ? files : files.filter { file in targets.contains { $0.contains(TargetMembership.normalized(file)) } }
        for file in bundled {
            for plist in plists where registers(file, plist: plist) { return nil }
        }
        let names = targets.map { "`\($0.name)`" }.joined(separator: ", ")
        if !targets.isEmpty, bundled.isEmpty {
            return "is in no resource of " + (targets.count == 1 ? "the target " : "the targets ") + names
        }
        let whose = targets.isEmpty ? "any Info.plist of the folders validated"
            : (targets.count == 1 ? "the Info.plist of the target " : "the Info.plists of the targets ") + names
        var problem = "is registered in neither `UIAppFonts` nor `ATSApplicationFontsPath` of \(whose)"
        let listed = plists.flatMap { self.plist($0).fonts }
        if let near = Suggestion.nearest(to: (files[0] as NSString).lastPathComponent, in: listed.map { ($0 as NSString).lastPathComponent }) {
            problem += " (it lists `\(near)`)"
        }
        return problem
    }

    /// Whether the Info.plist lists the file in `UIAppFonts` (by name, or by its path below the bundle), or names a
    /// folder in `ATSApplicationFontsPath` (`.` for the whole of Resources) that holds it.
    private mutating func registers(_ file: String, plist path: String) -> Bool {
        let entry = plist(path)
        let name = (file as NSString).lastPathComponent
        if entry.fonts.contains(where: { ($0 as NSString).lastPathComponent.caseInsensitiveCompare(name) == .orderedSame }) { return true }
        guard let folder = entry.folder else { return false }
        if folder == "." || folder.isEmpty { return true }
        let parent = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return (folder as NSString).lastPathComponent.caseInsensitiveCompare(parent) == .orderedSame
    }

    private mutating func plist(_ path: String) -> (fonts: [String], folder: String?) {
        if let known = plists[path] { return known }
        var entry: (fonts: [String], folder: String?) = ([], nil)
        if let data = FileManager.default.contents(atPath: path),
           let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            entry = ((dictionary["UIAppFonts"] as? [String]) ?? [], dictionary["ATSApplicationFontsPath"] as? String)
        }
        plists[path] = entry
        return entry
    }

    /// Whether a source that calls `CTFontManagerRegister…` names the file (its name or stem), or registers every
    /// font of its kind (`"ttf"`).
    private mutating func isRegisteredInCode(_ file: String) -> Bool {
        if codeRegistrations == nil {
            codeRegistrations = referenceFolders.flatMap { folder in
                (FolderWalk.files(below: folder) { ["swift", "m", "mm"].contains(($0 as NSString).pathExtension) } ?? []).compactMap { entry -> String? in
                    guard let text = try? String(contentsOfFile: entry.path, encoding: .utf8),
                          text.contains("CTFontManagerRegister") || text.contains("FontBlaster.blast") else { return nil }
                    return text
                }
            }
        }
        let name = (file as NSString).lastPathComponent, stem = (name as NSString).deletingPathExtension
        let kind = "\"" + (name as NSString).pathExtension.lowercased() + "\""
        return codeRegistrations?.contains { $0.contains(name) || $0.contains("\"\(stem)\"") || $0.lowercased().contains(kind) || $0.contains("FontBlaster.blast") } ?? false
    }
}
