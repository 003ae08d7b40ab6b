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

    static let pairs: [Pair] = (CompiledPairManifest.pairs(in: SharedFolder.nib) + CompiledPairManifest.outsidePairs)
        .map { Pair(source: $0.source.path, compiled: $0.compiled.path) }

    /// A finding as both documents can give it: its rule and message (positions and ids differ), without what a
    /// compiled nib cannot keep:
    /// - connections across scenes, which ibtool drops (so the nib has none of the source's such findings);
    /// - an iOS File's Owner's class, which the nib does not archive (the loader is given the owner);
    /// - the module a class is named with: the nib keeps the module of the build (`--module`, a framework target),
    ///   which the source may not name, or name otherwise;
    /// - a finding inside a scene nothing reaches (`UncompiledScenes`), which ibtool does not compile: `leftOut`
    ///   holds their positions (`line:column`);
    /// - the deployment target, which a nib does not archive: an SF Symbol newer than the source's deployment target
    ///   (a twelfth outside set's storyboard, deployed to iOS 10, shows four on its tab bar items) is found in the
    ///   source only.
    static func findings(_ path: String, cocoaTouch: Bool, leftOut: Set<String> = []) -> [String] {
        InterfaceValidator().validate(interfacePaths: [path], sourcePaths: []).findings.compactMap { finding in
            if finding.rule == .crossSceneConnection || Self.imageRules.contains(finding.rule) { return nil }
            if leftOut.contains("\(finding.location.line):\(finding.location.column)") { return nil }
            if finding.rule == .unknownCustomClass, finding.message.contains("set on File's Owner"),
               cocoaTouch { return nil }
            let message = finding.message.replacing(#/ \(module [^)]*\)/#, with: "")
            return "\(finding.rule.rawValue): \(message)"
        }.sorted()
    }

    /// The rules that need the deployment target, which a nib does not archive.
    static let imageRules: Set<ValidationRule> = [.unavailableSystemSymbol]

    /// Whether the source is an iOS document, by its root's `type` (a file may open with a long comment: a Cordova
    /// template's license).
    static func isCocoaTouch(_ path: String) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: path), let document = try? XIBReader().read([UInt8](bytes), path: path) else {
            return false
        }
        return (document.attribute("type", of: document.root) ?? "").contains("CocoaTouch")
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
        let cocoaTouch = Self.isCocoaTouch(pair.source)
        let uncompiled = (FileManager.default.contents(atPath: pair.source)).flatMap { try? XIBReader().read([UInt8]($0), path: pair.source) }
            .map(UncompiledScenes.positions(in:)) ?? []
        let source = Self.findings(pair.source, cocoaTouch: cocoaTouch, leftOut: uncompiled)
        for (label, found) in [("converted", Self.findings(converted.path, cocoaTouch: cocoaTouch)),
                               ("nib", Self.findings(pair.compiled, cocoaTouch: cocoaTouch))] {
            let missing = source.filter { !found.contains($0) }, extra = found.filter { !source.contains($0) }
            #expect(found == source, "\(label): missing \(missing), extra \(extra)")
        }
    }
}
