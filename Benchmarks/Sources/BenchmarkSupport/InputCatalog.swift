import Foundation
import XIBDecoder

/// The inputs of the suite: three real storyboards from the corpus (small, medium, large) and
/// generated storyboards at 1×, 4× and 16× a base size (to show that work grows linearly, and how
/// the peers fare above 10 MB).
public enum InputCatalog {
    /// Sizes the real inputs are chosen near (the large one is the largest decodable storyboard).
    public static let smallTarget = 20_000
    public static let mediumTarget = 100_000
    /// The base size of the generated storyboards; the suite uses 1×, 4× and 16× of it.
    public static let syntheticBase = 3_000_000
    public static let syntheticScales = [1, 4, 16]

    /// Where generated inputs are cached (never committed): `UIDESC_BENCH_INPUTS`, or `Benchmarks/.build/uidesc-inputs`.
    public static var cacheFolder: URL {
        if let override = ProcessInfo.processInfo.environment["UIDESC_BENCH_INPUTS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return Corpus.repositoryRoot.appendingPathComponent("Benchmarks/.build/uidesc-inputs")
    }

    /// Names of every input, in table order.
    public static var allNames: [String] { ["small", "medium", "large"] + syntheticScales.map(syntheticName) }

    public static func syntheticName(scale: Int) -> String { "synthetic-\(syntheticBase * scale / 1_000_000)MB" }

    /// The size of the named input without loading it: the corpus file's, or a generated one's target.
    public static func nominalSize(of name: String) -> Int? {
        if let scale = syntheticScales.first(where: { syntheticName(scale: $0) == name }) { return syntheticBase * scale }
        return (try? realEntries())?[name]?.bytes
    }

    /// Loads the named input (generating a synthetic one on first use).
    public static func load(_ name: String) throws -> BenchmarkInput {
        if let scale = syntheticScales.first(where: { syntheticName(scale: $0) == name }) {
            return try synthetic(scale: scale)
        }
        guard let entry = try realEntries()[name] else { throw PeerFailure(row: "inputs", message: "no input named \(name)") }
        return try BenchmarkInput(name: name, origin: entry.displayName, url: entry.url)
    }

    /// The corpus files chosen as `small`, `medium` and `large`: storyboards that uidesc decodes as
    /// ``Document``, nearest to ``smallTarget`` and ``mediumTarget`` bytes, and the largest one.
    public static func realEntries() throws -> [String: Corpus.Entry] {
        if let chosen = chosenEntries.value { return chosen }
        let chosen = try chooseRealEntries()
        chosenEntries.value = chosen
        return chosen
    }

    private static let chosenEntries = Cache<[String: Corpus.Entry]>()

    private static func chooseRealEntries() throws -> [String: Corpus.Entry] {
        let candidates = Corpus.manifest.filter { $0.kind == "storyboard" }
            .sorted { ($0.bytes, $0.displayName) < ($1.bytes, $1.displayName) }
        func decodes(_ entry: Corpus.Entry) -> Bool {
            guard let bytes = try? [UInt8](Data(contentsOf: entry.url)),
                  let document = try? XIBReader().read(bytes, path: entry.url.path) else { return false }
            return (try? document.decode(Document.self)) != nil
        }
        func nearest(_ target: Int) -> Corpus.Entry? {
            candidates.sorted { (abs($0.bytes - target), $0.displayName) < (abs($1.bytes - target), $1.displayName) }.first(where: decodes)
        }
        guard let small = nearest(smallTarget), let medium = nearest(mediumTarget),
              let large = candidates.reversed().first(where: decodes) else {
            throw PeerFailure(row: "inputs", message: "the corpus at \(Corpus.root.path) has no decodable storyboards")
        }
        return ["small": small, "medium": medium, "large": large]
    }

    /// The generated storyboard at `scale` × ``syntheticBase``, cached in ``cacheFolder``.
    public static func synthetic(scale: Int) throws -> BenchmarkInput {
        let name = syntheticName(scale: scale)
        let url = cacheFolder.appendingPathComponent("\(name).storyboard")
        let origin = "generated from the corpus (seed 0x5EED1DE5, ≥ \(syntheticBase * scale) bytes)"
        if FileManager.default.fileExists(atPath: url.path) {
            return try BenchmarkInput(name: name, origin: origin, url: url)
        }
        let bytes = try SyntheticStoryboard().generate(targetBytes: syntheticBase * scale)
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return BenchmarkInput(name: name, origin: origin, path: url.path, bytes: bytes)
    }
}

/// A value computed once per process.
final class Cache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
