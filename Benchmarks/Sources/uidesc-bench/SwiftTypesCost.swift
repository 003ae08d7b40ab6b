import BenchmarkSupport
import Foundation
import InterfaceTypeGeneration
import XIBDecoder

/// `uidesc-bench swift-types [--rounds N]`: issue 51's bound: generating the owner types and identifiers of the
/// whole corpus costs at most twice decoding it. Over every readable XIB and storyboard of `../shared/corpus`, in
/// memory, interleaved round by round: (a) read each file and generate the Swift of each project (a corpus folder) with
/// `InterfaceTypeGenerator`, (b) read each file and decode it as the typed `Document`.
enum SwiftTypesCost {
    static func run(arguments: [String]) throws -> Bool {
        var rounds = 15
        if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
            rounds = value
        }
        // Each project's files, read into memory; files XIBReader refuses (an empty file, conflict markers) are left out.
        var projects: [String: [(path: String, bytes: [UInt8])]] = [:]
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let data = FileManager.default.contents(atPath: entry.url.path),
                  (try? XIBReader().read([UInt8](data), path: entry.path)) != nil else { continue }
            projects[entry.repo, default: []].append((entry.path, [UInt8](data)))
        }
        let sorted = projects.sorted { $0.key < $1.key }
        let fileCount = sorted.reduce(0) { $0 + $1.value.count }
        let byteCount = sorted.reduce(0) { $0 + $1.value.reduce(0) { $0 + $1.bytes.count } }
        print("files: \(fileCount) in \(sorted.count) projects (\(byteCount) bytes); \(rounds) rounds, interleaved")

        func generate() throws -> Int {
            var count = 0
            for (_, files) in sorted {
                let inputs = try files.map { InterfaceTypeGenerator.Input(path: $0.path, document: try XIBReader().read($0.bytes, path: $0.path)) }
                count += InterfaceTypeGenerator().generate(inputs).source.utf8.count
            }
            return count
        }
        func decode() throws -> Int {
            var count = 0
            for (_, files) in sorted {
                for file in files {
                    let document = try XIBReader().read(file.bytes, path: file.path)
                    count += try document.decode(Document.self).scenes.count
                }
            }
            return count
        }
        print("generated: \(try generate()) bytes of Swift; decoded: \(try decode()) scenes")

        let ratio = try InterleavedTiming.compare(rounds: rounds, rows: [
            ("read and generate the Swift of each project", { _ = try generate() }),
            ("read and decode each file as Document", { _ = try decode() }),
        ])
        print(String(format: "\ngenerating takes %.2f× the time of decoding (bound: 2×)", ratio))
        return ratio <= 2
    }
}
