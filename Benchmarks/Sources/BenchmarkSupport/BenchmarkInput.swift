import Foundation

/// One input of the suite, loaded once: its bytes as every row needs them (`[UInt8]` for the
/// libxml2 readers, `Data` for Foundation-based peers), so no row pays for another's conversion.
public struct BenchmarkInput: @unchecked Sendable {
    /// Short name used in benchmark names and tables (`small`, `large`, `synthetic-48MB`).
    public let name: String
    /// Where the input came from (corpus path or generator settings).
    public let origin: String
    public let path: String
    public let bytes: [UInt8]
    public let data: Data

    public init(name: String, origin: String, path: String, bytes: [UInt8]) {
        self.name = name
        self.origin = origin
        self.path = path
        self.bytes = bytes
        data = Data(bytes)
    }

    public init(name: String, origin: String, url: URL) throws {
        let data = try Data(contentsOf: url)
        self.init(name: name, origin: origin, path: url.path, bytes: [UInt8](data))
    }

    public var size: Int { bytes.count }

    /// "85.9 KB", "48.0 MB".
    public var sizeDescription: String { Self.describe(bytes: size) }

    public static func describe(bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        return String(format: "%.1f KB", Double(bytes) / 1_000)
    }
}
