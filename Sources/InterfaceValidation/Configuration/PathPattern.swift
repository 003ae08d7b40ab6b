import Foundation

/// A path of a configuration file, or a glob: `*` matches within one path component, `**` any number of components,
/// `?` one character. Matched against paths relative to the configuration's folder; a pattern also matches
/// everything below what it matches (`Pods` matches `Pods/Alamofire/Source/Session.swift`).
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let components: [String]

    /// Creates a `PathPattern` from its parts.
    public init(_ text: String) {
        self.text = text
        var trimmed = text
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { text }

    /// Whether it holds a wildcard.
    public var isGlob: Bool { text.contains { $0 == "*" || $0 == "?" } }

    /// Whether `relativePath` is what the pattern names or lies below it.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return Self.matchPrefix(components[...], path[...])
    }

    /// Whether the pattern's components match a leading run of the path's.
    private static func matchPrefix(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchPrefix(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return matchPrefix(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            var remaining = text
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = text.first, first == "?" || first == character else { return false }
        return matchComponent(pattern.dropFirst(), text.dropFirst())
    }

    /// The files and folders below `folder` that one of `patterns` matches, absolute; a matched folder is not
    /// looked into, and hidden folders and build products are passed over.
    static func expand(_ patterns: [PathPattern], in folder: String) -> [String] {
        var found: [String] = []
        var pending: [(absolute: String, relative: String)] = [(folder, "")]
        let fileManager = FileManager.default
        while let (absolute, relative) = pending.popLast() {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: absolute) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let childRelative = relative.isEmpty ? entry : relative + "/" + entry
                let childAbsolute = (absolute as NSString).appendingPathComponent(entry)
                if patterns.contains(where: { $0.matches(childRelative) }) {
                    found.append(childAbsolute)
                    continue
                }
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: childAbsolute, isDirectory: &isDirectory), isDirectory.boolValue {
                    pending.append((childAbsolute, childRelative))
                }
            }
        }
        return found.sorted()
    }
}
