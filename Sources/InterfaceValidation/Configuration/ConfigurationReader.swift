import Foundation
import UIDescription
import Yams

private typealias Node = Yams.Node

/// Reads `.uidesc.yml` files into a ``ValidationConfiguration``. Every mistake is a ``ConfigurationError`` at the
/// line and column of the key or value at fault: an unknown key (with the nearest known one), a value of the wrong
/// type, an unknown rule id or severity, YAML that does not parse.
public enum ConfigurationReader {
    /// The top-level keys, and those of an `overrides` entry.
    static let topLevelKeys = [
        "included", "excluded", "sources", "disabled_rules", "rules", "reporter", "baseline", "strict", "overrides", "translations",
    ]
    static let overrideKeys = ["paths", "disabled_rules", "rules"]

    /// Reads the file at `path`.
    public static func read(_ path: String) throws -> ValidationConfiguration {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError(file: path, line: nil, column: nil, message: "cannot read the configuration: \(error.localizedDescription)")
        }
        return try parse(text, file: path)
    }

    /// Reads `text`, the contents of the configuration file `file` (whose folder its paths are relative to).
    public static func parse(_ text: String, file: String) throws -> ValidationConfiguration {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        var configuration = ValidationConfiguration(folder: folder)
        configuration.file = file
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.error(from: error, file: file)
        } catch {
            throw ConfigurationError(file: file, line: 1, column: 1, message: "\(error)")
        }
        guard let root else { return configuration }
        let reader = NodeReader(file: file)
        let mapping = try reader.mapping(root, what: "the configuration")
        for (key, value) in mapping {
            let name = try reader.key(key, allowed: topLevelKeys)
            switch name {
            case "included": configuration.included = try reader.strings(value, what: name)
            case "excluded": configuration.excluded = try reader.strings(value, what: name).map(PathPattern.init)
            case "sources": configuration.sources = try reader.strings(value, what: name)
            case "disabled_rules": configuration.disabledRules = Set(try reader.rules(value, what: name))
            case "rules":
                let (severities, off) = try reader.severities(value)
                configuration.severities = severities
                configuration.disabledRules.formUnion(off)
            case "reporter":
                let text = try reader.string(value, what: name)
                guard let format = ReportFormat(rawValue: text) else {
                    throw reader.error(at: value, "unknown reporter `\(text)`: use one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.reporter = format
            case "baseline": configuration.baseline = try reader.string(value, what: name)
            case "strict": configuration.strict = try reader.bool(value, what: name)
            case "translations":
                for (folder, target) in try reader.mapping(value, what: "`translations`") {
                    configuration.translationFolders[try reader.string(folder, what: name)] = try reader.string(target, what: name)
                }
            default:
                for entry in try reader.sequence(value, what: name) {
                    configuration.overrides.append(try reader.override(entry))
                }
            }
        }
        return configuration
    }

    private static func error(from error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigurationError(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        default:
            return ConfigurationError(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }
}

/// Typed reads of YAML nodes, each failing with the node's position.
private struct NodeReader {
    let file: String

    func error(at node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
    }

    func mapping(_ node: Node, what: String) throws -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else { throw error(at: node, "\(what) must be a mapping of keys to values") }
        return mapping.map { ($0.key, $0.value) }
    }

    func sequence(_ node: Node, what: String) throws -> [Node] {
        guard case .sequence(let sequence) = node else { throw error(at: node, "`\(what)` must be a list") }
        return Array(sequence)
    }

    func key(_ node: Node, allowed: [String]) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(at: node, "a key must be a word") }
        guard allowed.contains(scalar.string) else {
            let suggestion = Suggestion.nearest(to: scalar.string, in: allowed).map { "; did you mean `\($0)`?" } ?? ""
            throw error(at: node, "unknown key `\(scalar.string)`\(suggestion) (known: \(allowed.joined(separator: ", ")))")
        }
        return scalar.string
    }

    func string(_ node: Node, what: String) throws -> String {
        guard case .scalar(let scalar) = node, !(scalar.style == .plain && ["null", "~", ""].contains(scalar.string)) else {
            throw error(at: node, "`\(what)` must be a text")
        }
        return scalar.string
    }

    func strings(_ node: Node, what: String) throws -> [String] {
        if case .scalar = node { return [try string(node, what: what)] }
        return try sequence(node, what: what).map { try string($0, what: what) }
    }

    func bool(_ node: Node, what: String) throws -> Bool {
        guard case .scalar(let scalar) = node else { throw error(at: node, "`\(what)` must be true or false") }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(at: node, "`\(what)` must be true or false, not `\(scalar.string)`")
        }
    }

    func rule(_ node: Node) throws -> ValidationRule {
        guard case .scalar(let scalar) = node else { throw error(at: node, "a rule must be a rule id") }
        guard let rule = ValidationRule(rawValue: scalar.string) else {
            let suggestion = Suggestion.nearest(to: scalar.string, in: ValidationRule.allCases.map(\.rawValue)).map { "; did you mean `\($0)`?" } ?? ""
            throw error(at: node, "unknown rule `\(scalar.string)`\(suggestion) (`uidesc rules` lists them)")
        }
        return rule
    }

    func rules(_ node: Node, what: String) throws -> [ValidationRule] {
        if case .scalar = node { return [try rule(node)] }
        return try sequence(node, what: what).map(rule)
    }

    /// `rules:` — rule id → `error`, `warning` or `off`.
    func severities(_ node: Node) throws -> ([ValidationRule: Finding.Severity], Set<ValidationRule>) {
        var severities: [ValidationRule: Finding.Severity] = [:]
        var off: Set<ValidationRule> = []
        for (key, value) in try mapping(node, what: "`rules`") {
            let rule = try self.rule(key)
            guard case .scalar(let scalar) = value else { throw error(at: value, "a rule's setting must be error, warning or off") }
            switch scalar.string {
            case "error": severities[rule] = .error
            case "warning": severities[rule] = .warning
            case "off": off.insert(rule)
            default: throw error(at: value, "`\(scalar.string)` is not a setting of a rule: use error, warning or off")
            }
        }
        return (severities, off)
    }

    func override(_ node: Node) throws -> ValidationConfiguration.Override {
        var override = ValidationConfiguration.Override(paths: [])
        var sawPaths = false
        for (key, value) in try mapping(node, what: "an `overrides` entry") {
            switch try self.key(key, allowed: ConfigurationReader.overrideKeys) {
            case "paths":
                override.paths = try strings(value, what: "paths").map(PathPattern.init)
                sawPaths = true
            case "disabled_rules":
                override.disabledRules = Set(try rules(value, what: "disabled_rules"))
            default:
                let (severities, off) = try self.severities(value)
                override.severities = severities
                override.disabledRules.formUnion(off)
            }
        }
        guard sawPaths, !override.paths.isEmpty else { throw error(at: node, "an `overrides` entry needs `paths`") }
        return override
    }
}

/// A mistake in a configuration file, at its line and column: `path:line:column: error: message`.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The line, counted from 1, when known.
    public var line: Int?
    /// The column, counted from 1, when known.
    public var column: Int?
    /// What is wrong.
    public var message: String

    public var description: String {
        let place = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): error: \(message)"
    }
}
