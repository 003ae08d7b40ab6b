import Foundation

/// A source the relevance scan looks at: a text in memory, or a file on disk, which is mapped for the first look and
/// decoded as text only when it is parsed (most of a large repository's bytes are looked at once and never decoded).
enum SourceInput: Sendable {
    case text(SourceFile)
    case file(URL)

    /// The path it is reported under.
    var path: String {
        switch self {
        case .text(let source): source.path
        case .file(let url): url.path
        }
    }

    /// `body` run on the UTF-8 bytes: the text's, or the file's mapped into memory (a UTF-16 file decoded first);
    /// `nil` when the file cannot be read.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        switch self {
        case .text(let source):
            var text = source.text
            return text.withUTF8(body)
        case .file(let url):
            guard let data = try? Data(contentsOf: url) else { return nil }
            if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
                guard var text = String(data: data, encoding: .utf16) else { return nil }
                return text.withUTF8(body)
            }
            return data.withUnsafeBytes { raw in body(raw.bindMemory(to: UInt8.self)) }
        }
    }

    /// The source as text, and the failure to report for it (see ``SourceFileLoader/load(_:)``).
    func load() -> SourceFileLoader.Loaded {
        switch self {
        case .text(let source): SourceFileLoader.Loaded(file: source, failure: nil)
        case .file(let url): SourceFileLoader.load(url)
        }
    }
}
