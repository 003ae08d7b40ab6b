import Foundation
import UIDescription

/// SARIF 2.1.0 (the Static Analysis Results Interchange Format), which code-scanning services such as GitHub's
/// read: one run of the `uidesc` driver, its rules, and one result per finding with notes as related locations.
enum SARIFReport {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "uidesc"
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        /// What the finding is about, whatever its wording or line (``Finding/subject``): code scanning matches a
        /// result with the same one across runs, as a baseline does.
        var partialFingerprints: [String: String]?
    }

    struct Location: Encodable {
        var id: Int?
        var message: Message?
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    /// Line and column in a text file; the byte offset in a compiled nib (SARIF's binary region).
    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var byteOffset: Int?
    }

    static func render(_ findings: [Finding], paths: PathDisplay) -> String {
        let rules = ValidationRule.allCases
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let results = findings.map { finding in
            let related = finding.notes.enumerated().compactMap { offset, note -> Location? in
                guard let location = note.location else { return nil }
                return Location(id: offset + 1, message: Message(text: note.message), physicalLocation: physical(location, paths))
            }
            return Result(
                ruleId: finding.rule.rawValue,
                ruleIndex: ruleIndex[finding.rule] ?? 0,
                level: finding.severity.rawValue,
                message: Message(text: finding.message),
                locations: [Location(physicalLocation: physical(finding.location, paths))],
                relatedLocations: related.isEmpty ? nil : related,
                partialFingerprints: finding.subject.map { ["uidescSubject/v1": "\(finding.rule.rawValue):\($0)"] })
        }
        let driver = Driver(
            rules: rules.map {
                Rule(
                    id: $0.rawValue, shortDescription: Message(text: $0.summary),
                    fullDescription: Message(text: $0.descriptor.rationale),
                    defaultConfiguration: Configuration(level: $0.severity.rawValue))
            })
        return ReportJSON.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }

    private static func physical(_ location: SourceLocation, _ paths: PathDisplay) -> PhysicalLocation {
        let path = location.file.map(paths.display) ?? ""
        let uri = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return PhysicalLocation(
            artifactLocation: ArtifactLocation(uri: uri),
            region: location.isBinary
                ? Region(byteOffset: location.offset ?? 0)
                : Region(startLine: location.line, startColumn: location.column))
    }
}
