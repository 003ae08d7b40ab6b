import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file outside the input, holding a unique marker, that hostile input tries to read.
/// On Linux, inotify reports whether anything opened or read it.
final class WatchedFile {
    let path: String
    let marker: String
    #if os(Linux)
    private let inotify: Int32
    #endif

    init() throws {
        marker = "uidesc-secret-\(UUID().uuidString)"
        path = NSTemporaryDirectory() + "/\(marker).txt"
        try Data(marker.utf8).write(to: URL(fileURLWithPath: path))
        #if os(Linux)
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0, inotify_add_watch(inotify, path, UInt32(IN_OPEN | IN_ACCESS)) >= 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        #endif
    }

    deinit {
        #if os(Linux)
        close(inotify)
        #endif
        unlink(path)
    }

    /// Whether anything opened or read the file since it was created or last drained (always
    /// `false` where inotify does not exist; the marker check still applies there).
    var wasTouched: Bool { !drain().isEmpty }

    /// Whether anything read the file since it was created or last drained.
    var wasRead: Bool {
        #if os(Linux)
        return drain().contains { $0 & UInt32(IN_ACCESS) != 0 }
        #else
        return false
        #endif
    }

    /// The inotify event masks that arrived since the last call.
    @discardableResult
    func drain() -> [UInt32] {
        #if os(Linux)
        var masks: [UInt32] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return masks }
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then `len` bytes of name.
            while offset + 16 <= count {
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                let nameLength = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) }
                masks.append(mask)
                offset += 16 + Int(nameLength)
            }
        }
        #else
        return []
        #endif
    }
}

/// A TCP listener on 127.0.0.1 that hostile input tries to reach; it reports whether any
/// connection arrived. Nothing but loopback is ever involved.
final class LoopbackListener {
    private let socketDescriptor: Int32
    let port: UInt16

    init() throws {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(socketDescriptor)
    }

    /// Whether a connection is waiting, after up to `milliseconds` of waiting for one.
    func receivedConnection(waitingMilliseconds milliseconds: Int32 = 200) -> Bool {
        var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// A URL on this listener.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }
}
