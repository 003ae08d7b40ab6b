import Foundation
import Testing
import TestSupport

/// The isolation checks must be able to fail: they notice a read and a connection.
@Suite("Isolation checks")
struct IsolationSelfTests {
    #if os(Linux)
    @Test("WatchedFile notices the file being opened and read")
    func watchedFileNoticesReads() throws {
        let file = try WatchedFile()
        #expect(!file.wasTouched)
        _ = try Corpus.bytes(URL(fileURLWithPath: file.path))
        #expect(file.wasRead)
    }
    #endif

    @Test("LoopbackListener notices a connection")
    func listenerNoticesConnections() throws {
        let listener = try LoopbackListener()
        #expect(!listener.receivedConnection(waitingMilliseconds: 0))
        #if os(Linux)
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let client = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = listener.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        #expect(listener.receivedConnection())
    }
}
