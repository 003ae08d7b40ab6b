import Foundation
import UIDescription

/// The named colors and images of the asset catalogs (`*.xcassets`) and image files found near an Interface Builder
/// file: in its folder and the folders above it, up to the project's root (the first folder holding `.git`, an
/// `.xcodeproj`, an `.xcworkspace` or `Package.swift`), and in their subfolders (two levels down from the file's
/// folder and its parent, one level from folders further up).
/// Color sets are read when a color is asked for.
public struct AssetCatalog: Sendable {
    /// Color set name → its folder.
    private(set) var colorSets: [String: String] = [:]
    /// Image name → the file to draw (the first `@2x` PNG or JPEG of the set, or a loose image file).
    private(set) var images: [String: String] = [:]

    /// No assets.
    public init() {}

    /// The assets found for `file`, scanning at most `levels` folders above it.
    public init(near file: String, levels: Int = 2) {
        self = AssetCatalog.scan(near: file, levels: levels, cache: nil)
    }

    /// The folders a file's assets come from, the file's own first.
    static func searchFolders(near file: String, levels: Int) -> [URL] {
        var folders: [URL] = []
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        for _ in 0...levels {
            folders.append(folder)
            if isProjectRoot(folder) { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return folders
    }

    static func isProjectRoot(_ folder: URL) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        return entries.contains { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// The assets of `file`, reusing what `cache` already scanned for other files of the same project.
    static func scan(near file: String, levels: Int, cache: AssetCache?) -> AssetCatalog {
        guard let cache else { return merged(near: file, levels: levels, cache: nil) }
        // Files of one folder share their assets: the merge is made once per folder.
        let folder = "merged:" + URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
        return cache.catalog(for: folder) { merged(near: file, levels: levels, cache: cache) }
    }

    private static func merged(near file: String, levels: Int, cache: AssetCache?) -> AssetCatalog {
        var catalog = AssetCatalog()
        // Nearer folders win: merge from the farthest up, letting nearer ones overwrite.
        let folders = searchFolders(near: file, levels: levels)
        for (distance, folder) in folders.enumerated().reversed() {
            // The file's folder and its parent are searched two levels down (an app target's `Assets.xcassets` beside
            // `Base.lproj`); folders further up one level down.
            let depth = distance < 2 ? 2 : 1
            let key = "\(depth):" + folder.path
            let found = cache?.catalog(for: key) { AssetCatalog(scanning: folder, depth: depth) }
                ?? AssetCatalog(scanning: folder, depth: depth)
            catalog.colorSets.merge(found.colorSets) { _, near in near }
            catalog.images.merge(found.images) { _, near in near }
        }
        return catalog
    }

    /// The assets of one folder: its loose images, and the catalogs in it and in its subfolders down to `depth` levels.
    init(scanning folder: URL, depth: Int) {
        collect(in: folder, depth: depth, looseImages: true)
    }

    /// The color named `name`, in the appearance asked for.
    func color(named name: String, dark: Bool) -> RGBAColor? {
        guard let set = colorSets[name], let value = Self.readColorSet(URL(fileURLWithPath: set)) else { return nil }
        return dark ? (value.dark ?? value.light) : value.light
    }

    /// The image file of `name`.
    func imagePath(named name: String) -> String? {
        images[name] ?? images[(name as NSString).deletingPathExtension]
    }

    private static let skippedFolders: Set<String> = ["build", "pods", "carthage", "node_modules", "deriveddata", ".build"]

    private mutating func collect(in folder: URL, depth: Int, looseImages: Bool) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let lowered = entry.lowercased()
            let url = folder.appendingPathComponent(entry)
            if lowered.hasSuffix(".xcassets") {
                readCatalog(url)
            } else if looseImages, lowered.hasSuffix(".png") || lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg") {
                let name = Self.imageName(entry)
                if images[name] == nil || entry.contains("@2x") { images[name] = url.path }
            } else if depth > 0, !lowered.contains("."), !Self.skippedFolders.contains(lowered) {
                // Names without a dot are folders far more often than not; a file fails to list and is passed over.
                collect(in: url, depth: depth - 1, looseImages: false)
            }
        }
    }

    /// `icon@2x~ipad.png` → `icon`.
    static func imageName(_ file: String) -> String {
        var name = (file as NSString).deletingPathExtension
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        if let at = name.range(of: "@", options: .backwards) { name = String(name[..<at.lowerBound]) }
        return name
    }

    private mutating func readCatalog(_ catalog: URL) {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if relative.hasSuffix(".colorset") {
                if colorSets[name] == nil { colorSets[name] = catalog.appendingPathComponent(relative).path }
                enumerator.skipDescendants()
            } else if relative.hasSuffix(".imageset") || relative.hasSuffix(".symbolset") {
                if images[name] == nil, let file = Self.imageFile(in: catalog.appendingPathComponent(relative)) { images[name] = file }
                enumerator.skipDescendants()
            }
        }
    }

    /// The best file of an image set to draw: a 2x PNG or JPEG, else any PNG, JPEG or SVG.
    static func imageFile(in set: URL) -> String? {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: set.path) else { return nil }
        let drawable = files.filter { ["png", "jpg", "jpeg", "svg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        let chosen = drawable.first { $0.contains("@2x") } ?? drawable.first
        return chosen.map { set.appendingPathComponent($0).path }
    }

    /// A color set's light and dark values.
    struct ColorValue: Sendable {
        var light: RGBAColor
        var dark: RGBAColor?
    }

    /// A color set's `Contents.json`: the universal color, and the one for the dark appearance.
    static func readColorSet(_ set: URL) -> ColorValue? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        var light: RGBAColor?
        var dark: RGBAColor?
        for entry in entries {
            guard let colorEntry = entry["color"] as? [String: Any], let color = colorValue(colorEntry) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
            let isOther = appearances.contains { ($0["value"] as? String) != "dark" }
            if isDark { dark = dark ?? color } else if !isOther { light = light ?? color }
        }
        guard let light = light ?? dark else { return nil }
        return ColorValue(light: light, dark: dark)
    }

    private static func colorValue(_ entry: [String: Any]) -> RGBAColor? {
        if let platform = entry["platform"] as? String, let reference = entry["reference"] as? String {
            return SystemColors.value(reference, dark: false, appKit: platform == "osx")
        }
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let value = components[key]
            if let number = value as? Double { return number }
            guard let text = value as? String else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text) else { return nil }
            return number > 1 ? number / 255 : number
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return RGBAColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// The folders' assets one renderer has scanned, so that drawing many files of one project scans each folder once.
final class AssetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalog] = [:]

    func catalog(for folder: String, scan: () -> AssetCatalog) -> AssetCatalog {
        lock.lock()
        if let found = catalogs[folder] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let scanned = scan()
        lock.lock()
        catalogs[folder] = scanned
        lock.unlock()
        return scanned
    }
}
