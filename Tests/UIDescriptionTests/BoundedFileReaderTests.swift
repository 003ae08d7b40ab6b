import Foundation
import Testing
import UIDescription

/// Reading a file within a size limit: every byte, whatever the size (empty, around the reader's 64 KB chunk, larger),
/// a file exactly at the limit, and an error for one byte more.
@Suite struct BoundedFileReaderTests {
    private func withFile(of size: Int, _ body: (String, [UInt8]) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = folder.appendingPathComponent("file.bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try body(path, bytes)
    }

    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_003])
    func readsEveryByte(size: Int) throws {
        try withFile(of: size) { path, bytes in
            let read = try BoundedFileReader.read(path: path, limit: 1 << 20)
            #expect(read == bytes)
            let atTheLimit = try BoundedFileReader.read(path: path, limit: size)
            #expect(atTheLimit == bytes)
            if size > 0 {
                #expect(throws: UIDescriptionError.self) { try BoundedFileReader.read(path: path, limit: size - 1) }
            }
        }
    }
}
