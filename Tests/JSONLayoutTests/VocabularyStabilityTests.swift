import Foundation
import Testing
@testable import JSONLayout
import UIDescription

/// The tables that give a layout its meaning are fixed for format 1 (docs/json-layout.md,
/// "Vocabulary"): a new measurement may add entries, never change or remove one.
@Suite struct VocabularyStabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let snapshot = root.appendingPathComponent("docs/json-layout-format-1-tables.txt")

    /// The semantic tables as lines (`table entry…`).
    static func semanticLines(_ vocabulary: Vocabulary) -> [String] {
        var lines: [String] = []
        for (kind, defaults) in vocabulary.attributeDefaults {
            for (name, value) in defaults { lines.append("default \(kind) \(name) \(value)") }
        }
        for (kind, children) in vocabulary.childDefaults {
            for child in children {
                lines.append((["childDefault", kind, child.key, child.kind] + child.attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " "))
            }
        }
        for (key, kind) in vocabulary.keyKinds { lines.append("keyKind \(key) \(kind)") }
        for (list, kind) in vocabulary.itemKinds { lines.append("itemKind \(list) \(kind)") }
        for kind in vocabulary.flagKinds { lines.append("flagKind \(kind)") }
        for name in vocabulary.referenceAttributes { lines.append("reference \(name)") }
        for kind in vocabulary.objectKinds { lines.append("objectKind \(kind)") }
        return lines.sorted()
    }

    @Test func theTablesOfFormat1AreUnchanged() throws {
        // The snapshot is a pin, not a generated file: scripts/regenerate.sh never writes it, and a measurement that
        // adds entries leaves it as it is (they may be added to it by hand, which pins them too).
        let current = Set(Self.semanticLines(.shared))
        let pinned = try String(contentsOf: Self.snapshot, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(pinned.count > 400)
        let missing = pinned.filter { !current.contains($0) }
        #expect(missing.isEmpty, "entries of format 1 changed or removed (this changes how existing layouts read): \(missing.prefix(10))")
    }

    /// Format 1 fixes which attributes a layout writes as object names; each of them holds an id on some element
    /// in the model catalogue (`ReferenceAttributes`, generated from it), so the two cannot disagree about what a
    /// reference is. (The catalogue may know more: a layout writes those as `$references`.)
    @Test func theFormatsReferenceAttributesHoldIDsInTheCatalogue() throws {
        let catalogue = Set(ReferenceAttributes.byElement.values.joined()).union(ReferenceAttributes.onAnyElement)
        let format = Vocabulary.shared.referenceAttributes
        #expect(format.isSubset(of: catalogue), "\(format.subtracting(catalogue).sorted())")
    }

    @Test func theSpecificationListsTheDefaults() throws {
        let specification = try String(contentsOf: Self.root.appendingPathComponent("docs/json-layout.md"), encoding: .utf8)
        var listed: Set<String> = []
        for match in specification.matches(of: #/\| `([A-Za-z]+)` \| `([A-Za-z0-9]+)` \| `([^`]+)` \|/#) {
            let (_, kind, name, value) = match.output
            if value.hasPrefix("<") { continue }
            listed.insert("\(kind) \(name) \(value)")
        }
        var measured: Set<String> = []
        for (kind, defaults) in Vocabulary.shared.attributeDefaults {
            for (name, value) in defaults { measured.insert("\(kind) \(name) \(value)") }
        }
        #expect(listed == measured)
        let childRows = specification.matches(of: #/\| `([A-Za-z]+)` \| `([A-Za-z]+)` \| `<([A-Za-z]+) key="/#).map { "\($0.output.1) \($0.output.2) \($0.output.3)" }
        let children = Vocabulary.shared.childDefaults.flatMap { kind, defaults in defaults.map { "\(kind) \($0.key) \($0.kind)" } }
        #expect(Set(childRows) == Set(children))
    }
}
