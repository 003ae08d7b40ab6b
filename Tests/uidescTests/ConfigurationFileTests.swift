import Foundation
import Testing

/// `.uidesc.yml` on the command line: a sample repository whose configuration excludes a vendored folder, turns a
/// rule off and rates another a warning gives exactly the findings it asks for; a mistake points at its line.
@Suite struct ConfigurationFileTests {
    /// A repository: the sample login xib and its view controller (both files) with `titleLabel` renamed `headingLabel` (a
    /// missing outlet and an unconnected one), and `Vendor/Widget.xib` with a custom class no source declares.
    static func repository(configuration: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-config-\(UUID().uuidString)")
        let app = root.appendingPathComponent("App"), vendor = root.appendingPathComponent("Vendor")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        let samples = PackageFolders.root.appendingPathComponent("Samples")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Login/LoginViewController.xib"),
                                         to: app.appendingPathComponent("LoginViewController.xib"))
        try FileManager.default.copyItem(at: samples.appendingPathComponent("App/LoginViewController+Providers.swift"),
                                         to: app.appendingPathComponent("LoginViewController+Providers.swift"))
        let controller = try String(contentsOf: samples.appendingPathComponent("App/LoginViewController.swift"), encoding: .utf8)
        #expect(controller.contains("var titleLabel: UILabel!"), "the sample changed; update the test")
        try controller.replacingOccurrences(of: "var titleLabel: UILabel!", with: "var headingLabel: UILabel!")
            .write(to: app.appendingPathComponent("LoginViewController.swift"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="w1" customClass="VendorWidgetView">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </objects>
            </document>
            """.write(to: vendor.appendingPathComponent("Widget.xib"), atomically: true, encoding: .utf8)
        if let configuration {
            try configuration.write(to: root.appendingPathComponent(".uidesc.yml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    static func ruleIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: "),
                  let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            let severity = line.contains(": error: ") ? "error" : "warning"
            let path = line.split(separator: ":").first.map(String.init) ?? ""
            return "\(path) \(severity) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
        }.sorted()
    }

    @Test func withoutAConfigurationEveryFindingIsReported() throws {
        let root = try Self.repository(configuration: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try Tool.run(["validate"], in: root)
        #expect(outcome.status == 1)
        #expect(Self.ruleIDs(outcome.standardError) == [
            "App/LoginViewController.swift warning unconnected-outlet",
            "App/LoginViewController.xib error missing-outlet",
            "Vendor/Widget.xib warning unknown-custom-class",
        ])
    }

    @Test func theConfigurationGivesExactlyWhatItAsks() throws {
        let root = try Self.repository(configuration: """
            # The vendored folder is not ours; a renamed outlet is only a warning while we migrate.
            excluded: [Vendor]
            disabled_rules: [unconnected-outlet]
            rules:
              missing-outlet: warning
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try Tool.run(["validate"], in: root.appendingPathComponent("App"))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.ruleIDs(outcome.standardError) == ["LoginViewController.xib warning missing-outlet"], "\(outcome.standardError)")
        #expect(outcome.standardError.contains("checked 1 Interface Builder file"), "\(outcome.standardError)")
        let strict = try Tool.run(["validate", "--strict"], in: root)
        #expect(strict.status == 1)
    }

    @Test func printConfigShowsWhatIsInEffect() throws {
        let root = try Self.repository(configuration: "excluded: [Vendor]\nreporter: json\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try Tool.run(["validate", "--print-config"], in: root)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("excluded:\n  - Vendor\n"), "\(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains(" \n"), "no line ends in a space: \(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("reporter: json\n"))
        let json = try Tool.run(["validate"], in: root)
        #expect(json.standardOutput.hasPrefix("["), "the configuration's reporter is used: \(json.standardOutput)")
    }

    /// The help's paragraph on the configuration file was once written with runs of spaces inside its lines.
    @Test func theHelpOnTheConfigurationFileReadsAsProse() throws {
        let help = try Tool.run(["validate", "--help"])
        #expect(help.status == 0)
        let paragraphs = help.standardOutput.components(separatedBy: "\n\n")
        let paragraph = try #require(paragraphs.first { $0.hasPrefix("A .uidesc.yml") })
        #expect(paragraph.contains("--print-config"))
        for line in paragraph.split(separator: "\n") {
            #expect(!line.trimmingCharacters(in: .whitespaces).contains("  "), "\(line)")
        }
    }

    @Test func aMistakePointsAtItsLine() throws {
        let root = try Self.repository(configuration: "excluded: [Vendor]\ndisable_rules: [unconnected-outlet]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try Tool.run(["validate"], in: root)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix(".uidesc.yml:2:1: error: unknown key `disable_rules`; did you mean `disabled_rules`?"),
                "\(outcome.standardError)")
        let named = try Tool.run(["validate", "--config", "missing.yml"], in: root)
        #expect(named.status == 64)
        #expect(named.standardError.hasPrefix("missing.yml: error: cannot read the configuration"), "\(named.standardError)")
    }
}

/// `uidesc --version` and the newest released entry of `CHANGELOG.md` (after an `## Unreleased` section, if any) name
/// the same version.
@Suite struct VersionTests {
    @Test func theChangelogsNewestVersionIsTheToolsVersion() throws {
        let changelog = try String(contentsOf: PackageFolders.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
            .map { String($0.dropFirst(3)) }
        let outcome = try Tool.run(["--version"], in: PackageFolders.root)
        #expect(outcome.status == 0)
        #expect(newest == outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The SwiftPM plugin reads the package's `.uidesc.yml`: a package made here (depending on this one by path) with the
/// sample repository's files and configuration gets exactly the findings the file asks for. Building the plugin's
/// tool in a fresh package takes minutes, so the test runs when `UIDESC_RUN_PLUGIN_TESTS` is set.
@Suite struct PluginConfigurationTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UIDESC_RUN_PLUGIN_TESTS"] != nil))
    func thePluginFollowsThePackagesConfiguration() throws {
        let repository = try ConfigurationFileTests.repository(configuration: """
            excluded: [Sources/App/Vendor]
            disabled_rules: [unconnected-outlet]
            rules:
              missing-outlet: warning
            """)
        defer { try? FileManager.default.removeItem(at: repository) }
        let sources = repository.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: repository.appendingPathComponent("App"), to: sources.appendingPathComponent("App"))
        try FileManager.default.moveItem(at: repository.appendingPathComponent("Vendor"), to: sources.appendingPathComponent("App/Vendor"))
        try """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "PluginSample",
                dependencies: [.package(path: "\(PackageFolders.root.path)")],
                targets: [.target(name: "App", exclude: ["LoginViewController.xib", "Vendor"])]
            )
            """.write(to: repository.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let outcome = try Tool.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "validate-interfaces"],
                                   in: repository)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let findings = ConfigurationFileTests.ruleIDs(outcome.standardError + outcome.standardOutput)
        #expect(findings == ["Sources/App/LoginViewController.xib warning missing-outlet"], "\(outcome.standardError)")
    }
}
