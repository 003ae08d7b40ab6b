import Foundation
@testable import InterfaceValidation
import Testing

/// Every rule's examples, run through the whole validator as a user would run it on a folder: each triggering
/// example must give findings of its rule exactly at its `↓` markers, and each non-triggering one none of that rule.
@Suite("Rule examples")
struct RuleExampleTests {
    /// A finding's place, as a marker gives it.
    struct Place: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    /// Writes the example to a new folder and validates the folder against itself.
    /// Writes the example to a new folder and validates the folder against itself, with `rule` turned on when it
    /// is opt-in.
    static func findings(of example: RuleExample, enabling rule: ValidationRule) throws -> [Finding] {
        let folder = try PackagePaths.temporaryFolder(
            holding: Dictionary(example.files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first }))
        defer { try? FileManager.default.removeItem(at: folder) }
        var validator = InterfaceValidator()
        validator.enabledOptInRules = [rule]
        return validator.validate(interfacePaths: [folder.path], sourcePaths: [folder.path]).findings.map { finding in
            var finding = finding
            let prefix = folder.standardizedFileURL.path + "/"
            if let file = finding.location.file, file.hasPrefix(prefix) { finding.location.file = String(file.dropFirst(prefix.count)) }
            return finding
        }
    }

    /// A finding's place, its file named relative to the example's folder (`de.lproj/Main.strings`).
    static func place(of finding: Finding) -> Place {
        Place(file: finding.location.file ?? "", line: finding.location.line, column: finding.location.column)
    }

    @Test("each triggering example finds its rule at its markers, and only there", arguments: RuleRegistry.descriptors.map(\.rule))
    func triggering(rule: ValidationRule) throws {
        let descriptor = rule.descriptor
        #expect(!descriptor.triggeringExamples.isEmpty, "\(rule) has no triggering example")
        for (index, example) in descriptor.triggeringExamples.enumerated() {
            let expected = Set(example.files.flatMap { file in
                file.markedPositions.map { Place(file: file.name, line: $0.line, column: $0.column) }
            })
            #expect(!expected.isEmpty, "triggering example \(index + 1) of \(rule) marks no position")
            let found = try Self.findings(of: example, enabling: rule).filter { $0.rule == rule }
            #expect(Set(found.map(Self.place)) == expected, "triggering example \(index + 1) of \(rule): \(found)")
        }
    }

    @Test("no non-triggering example finds its rule", arguments: RuleRegistry.descriptors.map(\.rule))
    func nonTriggering(rule: ValidationRule) throws {
        let descriptor = rule.descriptor
        #expect(!descriptor.nonTriggeringExamples.isEmpty, "\(rule) has no non-triggering example")
        for (index, example) in descriptor.nonTriggeringExamples.enumerated() {
            #expect(example.files.allSatisfy { $0.markedPositions.isEmpty }, "a non-triggering example marks a position")
            let found = try Self.findings(of: example, enabling: rule).filter { $0.rule == rule }
            #expect(found.isEmpty, "non-triggering example \(index + 1) of \(rule): \(found)")
        }
    }

    @Test("every rule is registered once, with a summary and a rationale")
    func registry() {
        let ids = RuleRegistry.descriptors.map(\.rule.rawValue)
        #expect(Set(ids).count == ids.count)
        for descriptor in RuleRegistry.descriptors {
            #expect(ValidationRule(rawValue: descriptor.rule.rawValue) == descriptor.rule)
            #expect(!descriptor.summary.isEmpty && !descriptor.rationale.isEmpty, "\(descriptor.rule)")
            #expect(descriptor.rule.severity == descriptor.severity)
        }
        #expect(ValidationRule(rawValue: "no-such-rule") == nil)
    }

    @Test("a rule's former ids find the rule, and no id is both a rule and another rule's former id")
    func deprecatedAliases() {
        var renamed = RuleDescriptor.registered(.duplicateID)
        renamed.deprecatedAliases = ["duplicate-ids"]
        let index = RuleRegistry.index([renamed, RuleDescriptor.registered(.danglingReference)])
        #expect(index["duplicate-ids"]?.rule == .duplicateID)
        #expect(index["duplicate-id"]?.rule == .duplicateID)
        let ids = Set(RuleRegistry.descriptors.map(\.rule.rawValue))
        let aliases = RuleRegistry.descriptors.flatMap(\.deprecatedAliases)
        #expect(Set(aliases).count == aliases.count && ids.isDisjoint(with: aliases))
    }
}
