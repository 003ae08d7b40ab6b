import Foundation
@testable import JSONLayout
import Testing
import TestSupport

/// The measured tables of `Sources/JSONLayout/Vocabulary/Generated` are written by the scripts that measure them
/// (`scripts/measure-layout-vocabulary.py`, `scripts/measure-xcode-order.py`), which record what they measured in
/// `scripts/measurements/` and fingerprint the script and that record, and the file's body, in its header. These
/// tests recompute both, so that `swift test` fails when a table was edited by hand, or a script or its inputs changed
/// without measuring again (`scripts/regenerate.sh`).
@Suite struct GeneratedVocabularyTests {
    static let folder = "Sources/JSONLayout/Vocabulary/Generated"

    /// Each generated file with the script that writes it and the record of its inputs.
    static let tables = [
        ("MeasuredVocabulary.generated.swift", "scripts/measure-layout-vocabulary.py", "scripts/measurements/layout-vocabulary.inputs"),
        ("XcodeOrder.generated.swift", "scripts/measure-xcode-order.py", "scripts/measurements/xcode-order.inputs"),
    ]

    @Test func everyFileOfTheFolderIsATable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SharedFolder.packageRoot.appendingPathComponent(Self.folder).path)
        #expect(Set(files) == Set(Self.tables.map(\.0)))
    }

    @Test func tablesAreUpToDateAndUnedited() throws {
        for (name, script, inputs) in Self.tables {
            let url = SharedFolder.packageRoot.appendingPathComponent(Self.folder).appendingPathComponent(name)
            guard let header = try GeneratedFiles.header(ofFileAt: url) else {
                Issue.record("\(name) has no fingerprint header")
                continue
            }
            #expect(header.kind == "inputs")
            #expect(header.inputs == GeneratedFiles.hex(try GeneratedFiles.fingerprint(of: [script, inputs])),
                    "\(name) is stale: \(script) or \(inputs) changed; run scripts/regenerate.sh")
            #expect(header.recordedBody == header.body, "\(name) was edited by hand: change \(script) and run scripts/regenerate.sh")
        }
    }

    /// The vocabulary is measured on the shared corpus alone: the corpus it was measured on is the one beside the
    /// package (the same manifest), or it must be measured again.
    @Test func theVocabularyWasMeasuredOnTheCorpusAsItIs() throws {
        let record = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("scripts/measurements/layout-vocabulary.inputs"), encoding: .utf8)
        let recorded = record.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        let manifest = try Data(contentsOf: SharedFolder.corpus.appendingPathComponent("MANIFEST.tsv"))
        #expect(recorded == ["corpus " + GeneratedFiles.hex(GeneratedFiles.fnv(manifest))],
                "the corpus changed since the vocabulary was measured: run scripts/regenerate.sh")
    }

    /// Each table writes one entry a line, long entries continued on the lines below, so that a measurement's
    /// changes show in a diff line by line.
    @Test func noLineIsLong() throws {
        for (name, _, _) in Self.tables {
            let text = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent(Self.folder).appendingPathComponent(name), encoding: .utf8)
            let long = text.split(separator: "\n").filter { $0.count > 160 }
            #expect(long.isEmpty, "\(name) has \(long.count) lines over 160 characters")
        }
    }

    /// What the script specifies rather than measures is in the generated tables, which the reader uses as they are:
    /// a fragment's text that spans lines (`<string key="content">`) comes before its other children in every era.
    @Test func aFragmentsContentComesFirst() throws {
        let tables = XcodeOrderTables.shared.childTables.filter { $0.key == "fragment" || $0.key.hasSuffix(":fragment") }
        #expect(tables.count == 3)
        for (table, eras) in tables {
            #expect(!eras.orders.isEmpty && eras.orders.allSatisfy { $0.names.first == "key:content" && $0.ranks["key:content"] == 0 }, "\(table)")
        }
    }
}
