import Foundation

/// The generated Swift files of the package and their fingerprint headers, read the way the generators write them
/// (`CodeGeneration/Sources/ModelGenerator/Fingerprint.swift`, and the measuring scripts in `scripts/`), without
/// depending on any generator: each lives in a `Generated/` folder of its module, is named `*.generated.swift`, and
/// its fourth line is `// Fingerprints: sources|inputs HASH, body HASH` (FNV-1a 64 in hexadecimal), followed by an
/// empty line and the body.
public enum GeneratedFiles {
    /// Every `Generated/` folder of `Sources/` (relative to the package root), with what its files are generated
    /// from; each folder's staleness test is named after it.
    public static let folders: [String: String] = [
        "Sources/UIDescription/Models/Generated": "the model catalogue (GeneratedModelsTests)",
        "Sources/UIDescription/Framework/Generated": "the framework catalogue (GeneratedModelsTests)",
        "Sources/JSONLayout/Vocabulary/Generated": "measuring scripts and their recorded inputs (GeneratedVocabularyTests)",
        "Sources/UIDescription/Framework/Symbols/Generated": "Apple's SF Symbols list, as recorded (SystemSymbolTableTests)",
    ]

    /// The 64-bit FNV-1a hash the headers record.
    public static func fnv(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    /// Sixteen hexadecimal digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint of files, in this order: each one's path (relative to `root`), a zero byte, its contents and a
    /// zero byte.
    public static func fingerprint(of paths: [String], in root: URL = SharedFolder.packageRoot) throws -> UInt64 {
        var hash = fnv([])
        for path in paths {
            hash = fnv(Array(path.utf8) + [0], seed: hash)
            hash = fnv(try Data(contentsOf: root.appendingPathComponent(path)) + [0], seed: hash)
        }
        return hash
    }

    /// A generated file's header: the kind of its first fingerprint (`sources` or `inputs`), that fingerprint, the
    /// one recorded of its body, and the fingerprint the body has now; `nil` when it has no such header.
    public static func header(ofFileAt url: URL) throws -> (kind: String, inputs: String, recordedBody: String, body: String)? {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
        guard lines.count == 6, lines[4].isEmpty, lines[3].hasPrefix("// Fingerprints: ") else { return nil }
        let fields = lines[3].dropFirst("// Fingerprints: ".count).components(separatedBy: ", body ")
        let first = fields[0].split(separator: " ")
        guard fields.count == 2, first.count == 2 else { return nil }
        return (String(first[0]), String(first[1]), fields[1], hex(fnv(lines[5].utf8)))
    }

    /// The files of `Sources/` named `*.generated.swift` or in a `Generated/` folder (relative to the package root).
    public static func all() -> [String] {
        let sources = SharedFolder.packageRoot.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".generated.swift") || $0.split(separator: "/").dropLast().contains("Generated") }
            .filter { !$0.hasSuffix("/Generated") }
            .map { "Sources/" + $0 }.sorted()
    }
}
