import Foundation
import InterfaceValidation
import Testing
import UIDescription

/// `.uidesc.yml`: every key read, every mistake placed at its line and column, globs, and what the configuration
/// does to findings.
@Suite struct ConfigurationTests {
    static let file = "/project/.uidesc.yml"

    @Test func everyKeyIsRead() throws {
        let configuration = try ConfigurationReader.parse("""
            included: [App]
            excluded:
              - Pods
              - "**/Generated"
            sources: App
            disabled_rules: [unknown-custom-class]
            rules:
              missing-outlet: warning
              unconnected-action: error
              unverifiable-connection: off
            reporter: github
            baseline: uidesc-baseline.json
            strict: true
            overrides:
              - paths: ["Vendor/**"]
                disabled_rules: unconnected-outlet
                rules: {missing-action: warning}
            """, file: Self.file)
        #expect(configuration.folder == "/project")
        #expect(configuration.included == ["App"])
        #expect(configuration.excluded.map(\.text) == ["Pods", "**/Generated"])
        #expect(configuration.sources == ["App"])
        #expect(configuration.disabledRules == [.unknownCustomClass, .unverifiableConnection])
        #expect(configuration.severities == [.missingOutlet: .warning, .unconnectedAction: .error])
        #expect(configuration.reporter == .github)
        #expect(configuration.resolve(configuration.baseline ?? "") == "/project/uidesc-baseline.json")
        #expect(configuration.strict == true)
        #expect(configuration.overrides.count == 1)
        #expect(configuration.overrides[0].disabledRules == [.unconnectedOutlet])
        #expect(configuration.overrides[0].severities == [.missingAction: .warning])
    }

    @Test(arguments: [
        ("included: [App]\nexclude: [Pods]\n", "/project/.uidesc.yml:2:1: error: unknown key `exclude`; did you mean `excluded`?"),
        ("strict: maybe\n", "/project/.uidesc.yml:1:9: error: `strict` must be true or false, not `maybe`"),
        ("disabled_rules:\n  - missing-outlets\n", "/project/.uidesc.yml:2:5: error: unknown rule `missing-outlets`; did you mean `missing-outlet`?"),
        ("rules:\n  missing-outlet: fatal\n", "/project/.uidesc.yml:2:19: error: `fatal` is not a setting of a rule: use error, warning or off"),
        ("reporter: html\n", "/project/.uidesc.yml:1:11: error: unknown reporter `html`"),
        ("overrides:\n  - disabled_rules: [missing-outlet]\n", "/project/.uidesc.yml:2:5: error: an `overrides` entry needs `paths`"),
        ("excluded: {Pods: yes}\n", "/project/.uidesc.yml:1:11: error: `excluded` must be a list"),
        ("included: [App\n", "/project/.uidesc.yml:2:1: error: not valid YAML"),
    ])
    func mistakesArePlaced(yaml: String, expected: String) {
        do {
            _ = try ConfigurationReader.parse(yaml, file: Self.file)
            Issue.record("no error for \(yaml)")
        } catch let error as ConfigurationError {
            #expect(error.description.hasPrefix(expected), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func globsMatchPathsAndWhatIsBelowThem() {
        #expect(PathPattern("Pods").matches("Pods/Alamofire/Session.swift"))
        #expect(!PathPattern("Pods").matches("MyPods/Session.swift"))
        #expect(PathPattern("**/Generated").matches("App/Models/Generated/Model.pb.swift"))
        #expect(PathPattern("**/Generated").matches("Generated/Model.pb.swift"))
        #expect(PathPattern("App/*.xib").matches("App/Login.xib"))
        #expect(!PathPattern("App/*.xib").matches("App/Base.lproj/Login.storyboard"))
        #expect(PathPattern("App/**/*.storyboard").matches("App/Base.lproj/Main.storyboard"))
        #expect(PathPattern("Vendor/Lib?").matches("Vendor/Lib1/View.xib"))
        #expect(PathPattern("./Vendor/").matches("Vendor/View.xib"))
    }

    @Test func findingsAreFilteredAndRatedByPath() throws {
        let configuration = try ConfigurationReader.parse("""
            rules: {unconnected-outlet: error}
            overrides:
              - paths: [Vendor]
                rules: {unconnected-outlet: off, missing-outlet: warning}
            """, file: Self.file)
        let findings = [
            Finding(.unconnectedOutlet, "a", at: SourceLocation(file: "/project/App/A.swift", line: 1, column: 1)),
            Finding(.unconnectedOutlet, "b", at: SourceLocation(file: "/project/Vendor/B.swift", line: 1, column: 1)),
            Finding(.missingOutlet, "c", at: SourceLocation(file: "/project/Vendor/C.xib", line: 1, column: 1)),
        ]
        let applied = configuration.apply(to: findings)
        #expect(applied.map(\.message) == ["a", "c"])
        #expect(applied.map(\.severity) == [.error, .warning])
    }

    @Test func theNearestFileAboveIsFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("App/Sources/Views")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        #expect(ValidationConfiguration.find(from: deep.path).map { $0.hasPrefix(root.path) } != true)
        try Data("strict: true\n".utf8).write(to: root.appendingPathComponent(".uidesc.yml"))
        let found = try #require(ValidationConfiguration.find(from: deep.path))
        #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath() == root.appendingPathComponent(".uidesc.yml").resolvingSymlinksInPath())
    }
}
