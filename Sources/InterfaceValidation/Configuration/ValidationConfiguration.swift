import Foundation
import UIDescription

/// What a `.uidesc.yml` file asks of `uidesc validate`: the paths to check and leave out, the sources, rules turned
/// off or given another severity, the reporter, the baseline, and the same per-path for vendored folders.
///
/// ```yaml
/// included: [App]                  # paths to validate (default: the folder of the file)
/// excluded: [Pods, "**/Generated"]  # left out unread: paths or globs
/// sources: [App, Shared]            # Swift and Objective-C to check against (default: the included paths)
/// disabled_rules: [unknown-custom-class]
/// rules: {unconnected-action: error, missing-outlet: warning}
/// reporter: github
/// baseline: uidesc-baseline.json
/// strict: true
/// translations:                    # strings files kept apart from their IB files
///   Localization/external: Localization   # external/de.lproj/Main.strings translates Localization/Base.lproj/Main.storyboard
/// overrides:
///   - paths: ["Vendor/**"]
///     disabled_rules: [unverifiable-connection]
///     rules: {missing-outlet: warning}
/// ```
///
/// Paths are relative to the file's folder. ``ConfigurationReader`` reads the file; an unknown key or a value of the
/// wrong type is an error at its line and column.
public struct ValidationConfiguration: Sendable, Hashable {
    /// Rules and severities for the findings in some paths.
    public struct Override: Sendable, Hashable {
        /// Which findings it applies to: paths relative to the configuration's folder, or globs.
        public var paths: [PathPattern]
        /// The rules whose findings there are left out.
        public var disabledRules: Set<ValidationRule> = []
        /// The severity each rule's findings there get.
        public var severities: [ValidationRule: Finding.Severity] = [:]

        /// An override for the findings in `paths`.
        public init(paths: [PathPattern]) {
            self.paths = paths
        }
    }

    /// The file it was read from (`nil` for the defaults).
    public var file: String?
    /// The folder its paths are relative to.
    public var folder: String
    /// The paths to check when the command names none (`included`).
    public var included: [String] = []
    /// What is left out, unread (`excluded`): paths or globs.
    public var excluded: [PathPattern] = []
    /// The Swift and Objective-C paths to check against (`sources`).
    public var sources: [String] = []
    /// The rules turned off (`disabled_rules`, and `off` in `rules`).
    public var disabledRules: Set<ValidationRule> = []
    /// The severity each rule's findings get (`rules`).
    public var severities: [ValidationRule: Finding.Severity] = [:]
    /// How findings are printed (`reporter`).
    public var reporter: ReportFormat?
    /// The baseline file whose findings are accepted (`baseline`).
    public var baseline: String?
    /// Whether warnings fail the run too (`strict`).
    public var strict: Bool?
    /// Rules and severities for some paths (`overrides`), applied in order.
    public var overrides: [Override] = []
    /// Folders of translations kept apart from their IB files (`translations`): each key folder holds `xx.lproj`
    /// folders whose strings files translate the IB files of the value folder (as if they lay there).
    public var translationFolders: [String: String] = [:]

    /// The opt-in rules the configuration turns on: those it gives a severity, here or in an override.
    public var enabledOptInRules: Set<ValidationRule> {
        let named = Set(severities.keys).union(overrides.flatMap(\.severities.keys))
        return named.filter(\.descriptor.isOptIn)
    }

    /// ``translationFolders`` as absolute paths.
    public func resolvedTranslationFolders() -> [String: String] {
        Dictionary(translationFolders.map { folder, target in
            ((resolve(folder) as NSString).standardizingPath, (resolve(target) as NSString).standardizingPath)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// No configuration: everything as the command line says.
    public init(folder: String) {
        self.folder = folder
    }

    /// The names a configuration file can have, in the order they are looked for.
    public static let fileNames = [".uidesc.yml", ".uidesc.yaml"]

    /// The configuration file in `directory` or the nearest folder above it, if any.
    public static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            for name in fileNames {
                let candidate = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// A path of the file made absolute against its folder.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The excluded paths that are plain paths, absolute; globs are expanded against the folders that exist
    /// below the configuration's folder, so that what they match is not read at all.
    public func excludedPaths() -> [String] {
        var paths: [String] = []
        var globs: [PathPattern] = []
        for pattern in excluded {
            if pattern.isGlob { globs.append(pattern) } else { paths.append(resolve(pattern.text)) }
        }
        if !globs.isEmpty { paths += PathPattern.expand(globs, in: folder) }
        return paths
    }

    /// `findings` as the configuration wants them: the disabled rules' left out, severities changed, first by the
    /// top-level rules, then by each override whose paths hold the finding's file.
    public func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            var finding = finding
            if disabledRules.contains(finding.rule) { return nil }
            if let severity = severities[finding.rule] { finding.severity = severity }
            let relative = relativePath(of: finding.location.file ?? "")
            for override in overrides where override.paths.contains(where: { $0.matches(relative) }) {
                if override.disabledRules.contains(finding.rule) { return nil }
                if let severity = override.severities[finding.rule] { finding.severity = severity }
            }
            return finding
        }
    }

    /// `path` relative to the configuration's folder (unchanged when it lies outside).
    func relativePath(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    /// The configuration as YAML, every key with the value in effect (`uidesc validate --print-config`).
    public var yamlText: String {
        // The value after a key: ` []` inline, or a line break and the indented entries (no space before it).
        func list(_ values: [String]) -> String {
            values.isEmpty ? " []" : "\n" + values.map { "  - \(Self.quoted($0))" }.joined(separator: "\n")
        }
        func rules(_ severities: [ValidationRule: Finding.Severity], indent: String) -> String {
            severities.isEmpty ? " {}" : "\n" + severities.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\(indent)  \($0.key.rawValue): \($0.value.rawValue)" }.joined(separator: "\n")
        }
        var lines = ["# \(file ?? "no configuration file: the defaults")"]
        lines.append("included:" + list(included))
        lines.append("excluded:" + list(excluded.map(\.text)))
        lines.append("sources:" + list(sources))
        lines.append("disabled_rules:" + list(disabledRules.map(\.rawValue).sorted()))
        lines.append("rules:" + rules(severities, indent: ""))
        lines.append("reporter: \(reporter?.rawValue ?? "xcode")")
        lines.append("baseline: \(baseline.map(Self.quoted) ?? "null")")
        lines.append("strict: \(strict ?? false)")
        lines.append("translations:" + (translationFolders.isEmpty ? " {}" : "\n" + translationFolders.sorted { $0.key < $1.key }
            .map { "  \(Self.quoted($0.key)): \(Self.quoted($0.value))" }.joined(separator: "\n")))
        if overrides.isEmpty {
            lines.append("overrides: []")
        } else {
            lines.append("overrides:")
            for override in overrides {
                lines.append("  - paths: [\(override.paths.map { Self.quoted($0.text) }.joined(separator: ", "))]")
                lines.append("    disabled_rules: [\(override.disabledRules.map(\.rawValue).sorted().joined(separator: ", "))]")
                lines.append("    rules:" + rules(override.severities, indent: "    "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } && !text.isEmpty
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
