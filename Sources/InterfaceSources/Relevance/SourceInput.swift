import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source the relevance scan looks at: a text in memory, or a file on disk, which is read into a reused buffer for
/// the first look and decoded as text only when it is parsed (most of a large repository's bytes are looked at once
/// and never decoded).
enum SourceInput: Sendable {
    case text(SourceFile)
    /// A file by its path (made once from its URL: a URL's `path` is not free, and a run asks for it several times
    /// for each of thousands of files).
    case file(path: String)

    /// The path it is reported under.
    var path: String {
        switch self {
        case .text(let source): source.path
        case .file(let path): path
        }
    }

    /// `body` run on the UTF-8 bytes: the text's, or the file's read into `buffer` (a UTF-16 file decoded first);
    /// `nil` when the file cannot be read. Reusing one buffer for many files spares a fresh allocation, and the
    /// kernel's zeroing of its pages, per file.
    func withUTF8Bytes<Result>(buffer: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        withUTF8Bytes(buffer: &buffer) { bytes, _ in body(bytes) }
    }

    /// `body` run on the UTF-8 bytes with a buffer of its own (``withUTF8Bytes(buffer:_:)``).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var buffer: [UInt8] = []
        return withUTF8Bytes(buffer: &buffer, body)
    }

    /// The first look at the source with `table` (`nil` when the file cannot be read), and its text when `decode`
    /// accepts the look: a file read once serves both, when it is to be parsed at once.
    func firstLook(
        with table: SourceWordTable, buffer: inout [UInt8], decodingWhen decode: (SourceWordTable.FirstLook) -> Bool
    ) -> (look: SourceWordTable.FirstLook?, loaded: SourceFileLoader.Loaded?) {
        var fileBytes = 0
        let look = withUTF8Bytes(buffer: &buffer) { bytes, count in
            fileBytes = count
            return table.firstLook(at: bytes)
        }
        guard let look, decode(look) else { return (look, nil) }
        switch self {
        case .text(let source): return (look, SourceFileLoader.Loaded(file: source, failure: nil))
        case .file(let path): return (look, SourceFileLoader.decode(Array(buffer[..<fileBytes]), path: path))
        }
    }

    /// `body` run on the UTF-8 bytes, and the number of the file's own bytes at the start of `buffer` (0 for a
    /// text in memory); `nil` when the file cannot be read.
    private func withUTF8Bytes<Result>(
        buffer: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>, Int) -> Result
    ) -> Result? {
        switch self {
        case .text(let source):
            var text = source.text
            return text.withUTF8 { body($0, 0) }
        case .file(let path):
            guard let count = Self.read(path, into: &buffer) else { return nil }
            let bytes = buffer[..<count]
            if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
                guard var text = String(bytes: bytes, encoding: .utf16) else { return nil }
                return text.withUTF8 { body($0, count) }
            }
            return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count]), count) }
        }
    }

    /// The source as text, and the failure to report for it (see ``SourceFileLoader/load(_:)``).
    func load() -> SourceFileLoader.Loaded {
        switch self {
        case .text(let source): SourceFileLoader.Loaded(file: source, failure: nil)
        case .file(let path): SourceFileLoader.load(URL(fileURLWithPath: path))
        }
    }

    /// Reads the regular file at `path` into the start of `buffer`, growing it as needed; the number of bytes read,
    /// or `nil` when it cannot be opened, is not a regular file, or a read fails.
    private static func read(_ path: String, into buffer: inout [UInt8]) -> Int? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        if buffer.count < size + 1 { buffer = [UInt8](repeating: 0, count: size + 1) }
        var count = 0
        // Reading stops at the size `fstat` gave, without the read that would find the end: one call per file
        // instead of two. A file that grew since is read as it was then.
        while count < size || size == 0 {
            if count == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let read = buffer.withUnsafeMutableBytes { bytes in
                Glibc_or_Darwin_read(descriptor, bytes.baseAddress.map { $0 + count }, bytes.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { return count }
            count += read
        }
        return count
    }
}

/// The C library's `read`, named apart from the static method above.
@inline(__always)
private func Glibc_or_Darwin_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
