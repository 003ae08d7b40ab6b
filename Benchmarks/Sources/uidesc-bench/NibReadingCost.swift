import BenchmarkSupport
import Foundation
import NIBDecoder
import UIDescription
import XIBDecoder

/// `uidesc-bench nib [--rounds N] [--pairs FOLDER] [--per-pair]`: issue 50's bound: reading a compiled nib costs at most the time
/// of reading the XIB it was compiled from. For every pair of `../shared/nib` (or of `FOLDER`, laid out the same way:
/// a `MANIFEST.tsv` with `source` and `compiled` columns, and `local_dir` when there is one), in process, interleaved
/// round by round: (a) `NIBReader` on the nib, `.nib` folder or `.storyboardc` (the document decoding starts from,
/// archived values kept), (b) `XIBReader` on its source. Files are read into memory first, a folder's files too (read
/// with `NIBReader.read(files:path:)`), so neither row times the file system; each row reads them all.
/// `--per-pair` then times each pair alone and prints the totals by kind (single nib, storyboard bundle) and the
/// pairs that cost the most beyond their source.
enum NibReadingCost {
    static func run(arguments: [String]) throws -> Bool {
        var rounds = 15
        if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
            rounds = value
        }
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../shared/nib").standardizedFileURL.path
        let root = arguments.firstIndex(of: "--pairs").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } ?? shared
        let pairs = try Self.pairs(in: root)
        let sources = try pairs.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0.source))) }
        // A single nib's bytes, or a folder's files (a storyboardc's Info.plist and scene nibs, a .nib folder's archive).
        let compiled = pairs.map { pair -> CompiledInput in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: pair.compiled, isDirectory: &isFolder)
            if isFolder.boolValue { return .folder(Self.files(below: pair.compiled)) }
            return .file(FileManager.default.contents(atPath: pair.compiled).map { [UInt8]($0) } ?? [])
        }
        let singleNibs = compiled.map { input -> [UInt8]? in if case .file(let bytes) = input { bytes } else { nil } }
        let nibBytes = singleNibs.compactMap { $0 }.reduce(0) { $0 + $1.count }
        let xibBytes = sources.reduce(0) { $0 + $1.count }
        print("pairs: \(pairs.count) from \(root) (\(nibBytes) bytes of single nibs, \(xibBytes) bytes of sources); \(rounds) rounds, interleaved")

        func readNibs() throws -> Int {
            var count = 0
            for (pair, input) in zip(pairs, compiled) { count += try input.read(path: pair.compiled).elementCount }
            return count
        }
        func readSources() throws -> Int {
            var count = 0
            for (pair, bytes) in zip(pairs, sources) { count += try XIBReader().read(bytes, path: pair.source).elementCount }
            return count
        }
        print("elements: nib documents \(try readNibs()), XIB documents \(try readSources())")

        let ratio = try InterleavedTiming.compare(rounds: rounds, rows: [
            ("read the compiled nibs", { _ = try readNibs() }),
            ("read their XIB and storyboard sources", { _ = try readSources() }),
        ])
        print(String(format: "\nreading the nibs takes %.2f× the time of reading their sources (bound: 1×)", ratio))
        if arguments.contains("--per-pair") { try perPair(pairs, compiled: compiled, sources: sources, rounds: rounds) }
        return ratio <= 1
    }

    /// Each pair timed alone (median of `rounds`, nib and source interleaved): totals by kind, and the pairs whose nib
    /// costs the most time beyond its source's.
    static func perPair(_ pairs: [(source: String, compiled: String)], compiled: [CompiledInput], sources: [[UInt8]], rounds: Int) throws {
        var rows: [(name: String, isBundle: Bool, nib: Double, source: Double)] = []
        for ((pair, input), source) in zip(zip(pairs, compiled), sources) {
            let medians = try InterleavedTiming.medians(rounds: rounds, rows: [
                { _ = try input.read(path: pair.compiled) },
                { _ = try XIBReader().read(source, path: pair.source) },
            ])
            let isBundle = if case .folder = input { true } else { false }
            rows.append(((pair.compiled as NSString).lastPathComponent, isBundle, medians[0], medians[1]))
        }
        print("\n| kind | pairs | nib ms | source ms | ratio |")
        print("|---|---:|---:|---:|---:|")
        for (kind, isBundle) in [("single nibs", false), ("storyboard bundles and nib folders", true)] {
            let chosen = rows.filter { $0.isBundle == isBundle }
            let nib = chosen.reduce(0) { $0 + $1.nib }, source = chosen.reduce(0) { $0 + $1.source }
            print(String(format: "| %@ | %d | %.2f | %.2f | %.2f× |", kind, chosen.count, nib, source, source > 0 ? nib / source : 0))
        }
        print("\n| pair | nib ms | source ms | ratio |")
        print("|---|---:|---:|---:|")
        for row in rows.sorted(by: { $0.nib - $0.source > $1.nib - $1.source }).prefix(15) {
            print(String(format: "| %@ | %.3f | %.3f | %.2f× |", row.name, row.nib, row.source, row.source > 0 ? row.nib / row.source : 0))
        }
    }

    /// A compiled nib in memory: a file's bytes, or a folder's files by their paths relative to it.
    enum CompiledInput {
        case file([UInt8])
        case folder([String: [UInt8]])

        func read(path: String) throws -> NodeDocument {
            switch self {
            case .file(let bytes): try NIBReader().read(bytes, path: path)
            case .folder(let files): try NIBReader().read(files: files, path: path)
            }
        }
    }

    /// Every file below `folder`, by its path relative to it.
    static func files(below folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return files }
        while let name = walk.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
               let bytes = FileManager.default.contents(atPath: path) {
                files[name] = [UInt8](bytes)
            }
        }
        return files
    }

    static func pairs(in root: String) throws -> [(source: String, compiled: String)] {
        let text = try String(contentsOfFile: root + "/MANIFEST.tsv", encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, let source = header.firstIndex(of: "source"), let compiled = header.firstIndex(of: "compiled") else { return [] }
        let folder = header.firstIndex(of: "local_dir")
        return lines.dropFirst().compactMap { fields in
            guard fields.count > max(source, compiled) else { return nil }
            let base = (root as NSString).appendingPathComponent(folder.map { fields[$0] } ?? "")
            return ((base as NSString).appendingPathComponent(fields[source]), (base as NSString).appendingPathComponent(fields[compiled]))
        }
    }
}
