import Foundation
import Testing
import TestSupport
import UIDescription
import XIBDecoder
import NIBDecoder
@testable import InterfaceValidation

/// A XIB written from a compiled nib (`uidesc convert X.nib --to xib`) gives the findings its source gives, and so
/// does validating the nib itself: for every (source, nib) pair of `../shared/nib`, and of the folder
/// `UIDESC_OUTSIDE_NIB_PAIRS` names (laid out as `../shared/nib`, with `source`, `compiled` and `local_dir` columns).
@Suite struct CompiledNibValidationTests {
    struct Pair: Sendable, CustomStringConvertible {
        var source: String
        var compiled: String
        var description: String { (compiled as NSString).lastPathComponent }
    }

    static let pairs: [Pair] = {
        func read(_ root: String) -> [Pair] {
            guard let text = try? String(contentsOfFile: root + "/MANIFEST.tsv", encoding: .utf8) else { return [] }
            let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            guard let header = lines.first, let source = header.firstIndex(of: "source"),
                  let compiled = header.firstIndex(of: "compiled") else { return [] }
            let folder = header.firstIndex(of: "local_dir")
            return lines.dropFirst().compactMap { fields in
                guard fields.count > max(source, compiled) else { return nil }
                let base = (root as NSString).appendingPathComponent(folder.map { fields[$0] } ?? "")
                return Pair(source: (base as NSString).appendingPathComponent(fields[source]),
                            compiled: (base as NSString).appendingPathComponent(fields[compiled]))
            }
        }
        return read(SharedFolder.nib.path) + (ProcessInfo.processInfo.environment["UIDESC_OUTSIDE_NIB_PAIRS"].map(read) ?? [])
    }()

    /// A finding as both documents can give it: its rule and message (positions and ids differ).
    static func findings(_ path: String) -> [String] {
        InterfaceValidator().validate(interfacePaths: [path], sourcePaths: []).findings
            .map { "\($0.rule.rawValue): \($0.message)" }.sorted()
    }

    /// `module_override.nib` was compiled with `ibtool --module TestModule`: its classes are in another module than
    /// its source names, so the module findings differ by design.
    static let compiledWithAnotherModule: Set<String> = ["module_override.nib"]

    @Test(arguments: pairs.filter { !compiledWithAnotherModule.contains(($0.compiled as NSString).lastPathComponent) })
    func theConvertedXIBGivesTheSourcesFindings(_ pair: Pair) throws {
        var reader = NIBReader()
        reader.keepsArchivedValues = false
        let document = try reader.open(pair.compiled)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let converted = folder.appendingPathComponent(((pair.source as NSString).lastPathComponent))
        try XIBWriter().xml(for: document).write(to: converted, atomically: true, encoding: .utf8)
        let source = Self.findings(pair.source)
        #expect(Self.findings(converted.path) == source)
        #expect(Self.findings(pair.compiled) == source)
    }
}
