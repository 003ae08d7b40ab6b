import Foundation
import TestSupport

/// The pairs of `../shared/nib/MANIFEST.tsv`: a source (XIB or storyboard) and what Apple's ibtool compiled from it.
struct NibPair: CustomStringConvertible, Sendable {
    var source: String
    var compiled: String
    var platform: String
    var format: String

    var sourceURL: URL { SharedFolder.nib.appendingPathComponent(source) }
    var compiledURL: URL { SharedFolder.nib.appendingPathComponent(compiled) }
    var description: String { compiled }

    /// Every pair of the manifest; empty when `../shared/nib` is not there.
    static let all: [NibPair] = {
        guard let text = try? String(contentsOf: SharedFolder.nib.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 4 else { return nil }
            return NibPair(source: fields[0], compiled: fields[1], platform: fields[2], format: fields[3])
        }
    }()

    /// The nib files a compiled entry holds: itself, or the `.nib` files of a folder.
    var nibFiles: [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: compiledURL.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [compiledURL] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: compiledURL.path)) ?? []
        return names.filter { $0.hasSuffix(".nib") }.sorted().map { compiledURL.appendingPathComponent($0) }
    }
}
