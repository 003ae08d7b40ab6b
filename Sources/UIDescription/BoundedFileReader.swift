#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a file with a size cap, so a huge file, a FIFO or a device never exhausts memory.
public enum BoundedFileReader {
    /// The bytes of the file at `path`.
    ///
    /// Only regular files are read: a FIFO, socket or device is refused without waiting for it
    /// (it is opened non-blocking), so a path like `/dev/zero` or a named pipe never hangs or
    /// exhausts memory. The size is checked before reading, and again while reading.
    /// - Throws: ``UIDescriptionError`` `.unreadable` when it cannot be opened or read or is not
    ///   a regular file, `.limitExceeded(.inputBytes, …)` when it is larger than `limit`.
    public static func read(path: String, limit: Int) throws -> [UInt8] {
        let location = SourceLocation(file: path, line: 1, column: 1)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw UIDescriptionError(.unreadable, "cannot open the file: \(reason)", at: location)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            throw UIDescriptionError(.unreadable, "cannot inspect the file: \(reason)", at: location)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw UIDescriptionError(.unreadable, "the path is a directory, not a file", at: location)
        default: throw UIDescriptionError(.unreadable, "the path is not a regular file (a device, pipe or socket), so it is not read", at: location)
        }
        if Int(info.st_size) > limit {
            throw tooLarge(path: path, limit: limit)
        }
        // The size the file has now, read straight into the array (one byte more, to see whether it grew); a file
        // that grows meanwhile is read on in chunks, up to the limit.
        let expected = max(0, min(Int(info.st_size), limit)) + 1
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < expected {
                let count = Glue.read(descriptor, buffer.baseAddress.map { $0 + initialized }, expected - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure { throw unreadable(path: path, errno: failure) }
        guard bytes.count == expected else { return bytes }
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            if bytes.count > limit { throw tooLarge(path: path, limit: limit) }
            let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if bytes.count > limit { throw tooLarge(path: path, limit: limit) }
        return bytes
    }

    private static func unreadable(path: String, errno code: Int32) -> UIDescriptionError {
        UIDescriptionError(.unreadable, "cannot read the file: \(String(cString: strerror(code)))",
                           at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The error for a file at `path` larger than `limit` bytes (also for files given in memory).
    package static func tooLarge(path: String, limit: Int) -> UIDescriptionError {
        UIDescriptionError(.limitExceeded(.inputBytes, limit: limit),
                           "the file is larger than the limit of \(limit) bytes (maximumInputBytes)",
                           at: SourceLocation(file: path, line: 1, column: 1))
    }
}

/// The C library's `read`, under a name that does not clash with the method above.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(descriptor, buffer, count)
        #elseif canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Musl.read(descriptor, buffer, count)
        #endif
    }
}
