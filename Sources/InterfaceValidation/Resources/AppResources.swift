import Foundation
import UIDescription

/// The images and colours an app's IB files can name, found in the folders validated: asset catalogs' image,
/// symbol, icon and colour sets (under the folders of catalogs that provide a namespace, `Icons/Star`), and loose
/// image files (`star.png`, `star@2x.png` and `star~ipad.png` all give `star`; the name with its extension counts
/// too).
struct AppResources: Sendable {
    private(set) var images: Set<String> = []
    private(set) var colors: Set<String> = []
    /// The font files (`.ttf`, `.otf`, `.ttc`…) found, as paths.
    private(set) var fontFiles: [String] = []
    /// The Info.plist files found, as paths.
    private(set) var infoPlists: [String] = []
    /// Whether anything that provides images or colours was found: without it, a run does not hold the app's
    /// resources (a folder of IB files checked on its own) and names are not checked.
    var isEmpty: Bool { images.isEmpty && colors.isEmpty && setsByCatalog.isEmpty }
    /// The asset catalogs found, each with how many sets it holds.
    private var setsByCatalog: [String: Int] = [:]
    /// Whether an asset catalog holds no set at all: one filled by the build (a generated catalog, committed empty),
    /// whose names are not known here.
    var hasEmptyCatalog: Bool { setsByCatalog.values.contains(0) }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "tif", "tiff", "heic", "icns", "bmp", "svg", "webp"]

    /// The resources below `folders`.
    init(folders: [String]) {
        self.init(paths: folders)
    }

    /// The resources at `paths`: files (a loose image), and folders (an asset catalog, a folder of resources),
    /// whose files are walked.
    init(paths: [String]) {
        var namespaces: [String: Bool] = [:]
        for path in paths {
            if let entries = FolderWalk.files(below: path) {
                for entry in entries { add(entry.path, namespaces: &namespaces) }
            } else {
                add(path, namespaces: &namespaces)
            }
        }
        lowercasedImages = Set(images.map { $0.lowercased() })
    }

    /// Whether an image named `name` is provided. Names compare without regard to case as well: a lookup on a
    /// case-insensitive file system, or in a catalog, may find a differently cased name, and a finding must be sure.
    func providesImage(_ name: String) -> Bool {
        images.contains(name) || images.contains(Self.withoutExtension(name))
            || lowercasedImages.contains(name.lowercased()) || lowercasedImages.contains(Self.withoutExtension(name).lowercased())
    }

    /// Whether a colour named `name` is provided (with or without regard to case, as for images).
    func providesColor(_ name: String) -> Bool {
        colors.contains(name) || colors.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The image names in lower case.
    private var lowercasedImages: Set<String> = []

    private mutating func add(_ path: String, namespaces: inout [String: Bool]) {
        let components = path.split(separator: "/").map(String.init)
        if let catalog = components.lastIndex(where: { $0.lowercasedPathExtension == "xcassets" }) {
            let catalogPath = components[0...catalog].joined(separator: "/")
            if components.count == catalog + 2, components[catalog + 1] == "Contents.json" {
                setsByCatalog[catalogPath, default: 0] += 0
            }
            // The first set folder below the catalog: `….xcassets/Icons/Star.imageset/…`.
            guard let set = components.indices.first(where: { $0 > catalog && Self.setKinds[components[$0].lowercasedPathExtension] != nil })
            else { return }
            let kind = Self.setKinds[components[set].lowercasedPathExtension]
            if components.count == set + 2, components[set + 1] == "Contents.json" { setsByCatalog[catalogPath, default: 0] += 1 }
            var name = Self.withoutExtension(components[set])
            // Groups that provide a namespace prefix the name (`Icons/Star`).
            for group in stride(from: set - 1, to: catalog, by: -1) {
                let groupPath = components[0...group].joined(separator: "/")
                if Self.providesNamespace(groupPath, cache: &namespaces) { name = components[group] + "/" + name }
            }
            switch kind {
            case .image?: images.insert(name)
            case .color?: colors.insert(name)
            case nil: break
            }
            return
        }
        guard let last = components.last else { return }
        if FontFile.extensions.contains(last.lowercasedPathExtension) { fontFiles.append(path) }
        if last == "Info.plist" { infoPlists.append(path) }
        guard Self.imageExtensions.contains(last.lowercasedPathExtension) else { return }
        images.insert(last)
        images.insert(Self.baseImageName(last))
    }

    private enum SetKind { case image, color }

    private static let setKinds: [String: SetKind] = [
        "imageset": .image, "symbolset": .image, "appiconset": .image, "iconset": .image, "launchimage": .image,
        "brandassets": .image, "imagestack": .image, "colorset": .color,
    ]

    /// `star` for `star@2x~ipad.png`.
    static func baseImageName(_ file: String) -> String {
        var name = withoutExtension(file)
        if let tilde = name.lastIndex(of: "~") { name = String(name[..<tilde]) }
        if let at = name.range(of: "@", options: .backwards), name[at.upperBound...].hasSuffix("x") { name = String(name[..<at.lowerBound]) }
        return name
    }

    static func withoutExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether the group folder's `Contents.json` sets `"provides-namespace" : true`.
    private static func providesNamespace(_ folder: String, cache: inout [String: Bool]) -> Bool {
        if let known = cache[folder] { return known }
        let contents = (try? String(contentsOfFile: folder + "/Contents.json", encoding: .utf8)) ?? ""
        let compact = contents.filter { !$0.isWhitespace }
        let provides = compact.contains("\"provides-namespace\":true")
        cache[folder] = provides
        return provides
    }
}
