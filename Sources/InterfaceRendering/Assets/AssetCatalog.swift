import Foundation
import UIDescription

/// The named colors and images of the asset catalogs (`*.xcassets`) and image files found near an Interface Builder
/// file: in its folder and the folders above it, up to the repository's root.
public struct AssetCatalog: Sendable {
    /// A color set's light and dark values.
    struct ColorValue: Sendable {
        var light: RGBAColor
        var dark: RGBAColor?
    }

    private(set) var colors: [String: ColorValue] = [:]
    /// Image name → the file to draw (the first `@2x` or plain PNG/JPEG/PDF-less file of the set).
    private(set) var images: [String: String] = [:]

    /// No assets.
    public init() {}

    /// The assets found from `file`'s folder upwards: every `.xcassets` folder (and loose image files) in that folder
    /// and up to `levels` folders above it, stopping at a folder holding `.git`.
    public init(near file: String, levels: Int = 3) {
        let fileManager = FileManager.default
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        var visited = Set<String>()
        for _ in 0...levels {
            collect(in: folder, depth: 2, visited: &visited, fileManager: fileManager)
            if fileManager.fileExists(atPath: folder.appendingPathComponent(".git").path) { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
    }

    /// The color named `name`, in the appearance asked for.
    func color(named name: String, dark: Bool) -> RGBAColor? {
        guard let value = colors[name] else { return nil }
        return dark ? (value.dark ?? value.light) : value.light
    }

    /// The image file of `name`.
    func imagePath(named name: String) -> String? {
        images[name] ?? images[(name as NSString).deletingPathExtension]
    }

    private mutating func collect(in folder: URL, depth: Int, visited: inout Set<String>, fileManager: FileManager) {
        guard visited.insert(folder.path).inserted,
              let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            let lowered = entry.lowercased()
            if lowered.hasSuffix(".xcassets") {
                readCatalog(url, fileManager: fileManager)
            } else if lowered.hasSuffix(".png") || lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg") {
                let name = Self.imageName(entry)
                if images[name] == nil || entry.contains("@2x") { images[name] = url.path }
            } else if depth > 0, !["build", "pods", "carthage", "node_modules", "deriveddata"].contains(lowered),
                      (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true,
                      !lowered.contains(".") {
                collect(in: url, depth: depth - 1, visited: &visited, fileManager: fileManager)
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

    private mutating func readCatalog(_ catalog: URL, fileManager: FileManager) {
        guard let enumerator = fileManager.enumerator(atPath: catalog.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let url = catalog.appendingPathComponent(relative)
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if relative.hasSuffix(".colorset") {
                if let value = Self.readColorSet(url) { colors[name] = colors[name] ?? value }
                enumerator.skipDescendants()
            } else if relative.hasSuffix(".imageset") || relative.hasSuffix(".symbolset") {
                if images[name] == nil, let file = Self.imageFile(in: url, fileManager: fileManager) { images[name] = file }
                enumerator.skipDescendants()
            }
        }
    }

    /// The best file of an image set to draw: a 2x PNG or JPEG, else any PNG, JPEG or SVG.
    static func imageFile(in set: URL, fileManager: FileManager) -> String? {
        guard let files = try? fileManager.contentsOfDirectory(atPath: set.path) else { return nil }
        let drawable = files.filter { ["png", "jpg", "jpeg", "svg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        let chosen = drawable.first { $0.contains("@2x") } ?? drawable.first
        return chosen.map { set.appendingPathComponent($0).path }
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
