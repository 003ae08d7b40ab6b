import Foundation
import InterfaceValidation
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
    static func findings(of example: RuleExample) throws -> [Finding] {
        let folder = try PackagePaths.temporaryFolder(
            holding: Dictionary(example.files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first }))
        defer { try? FileManager.default.removeItem(at: folder) }
        return InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path]).findings
    }

    static func place(of finding: Finding) -> Place {
        Place(
            file: (finding.location.file ?? "").split(separator: "/").last.map(String.init) ?? "",
            line: finding.location.line, column: finding.location.column)
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
            let found = try Self.findings(of: example).filter { $0.rule == rule }
            #expect(Set(found.map(Self.place)) == expected, "triggering example \(index + 1) of \(rule): \(found)")
        }
    }

    @Test("no non-triggering example finds its rule", arguments: RuleRegistry.descriptors.map(\.rule))
    func nonTriggering(rule: ValidationRule) throws {
        let descriptor = rule.descriptor
        #expect(!descriptor.nonTriggeringExamples.isEmpty, "\(rule) has no non-triggering example")
        for (index, example) in descriptor.nonTriggeringExamples.enumerated() {
            #expect(example.files.allSatisfy { $0.markedPositions.isEmpty }, "a non-triggering example marks a position")
            let found = try Self.findings(of: example).filter { $0.rule == rule }
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
}
