import Foundation
import Testing
import TestSupport
import XIBDecoder
#if canImport(Glibc)
import Glibc
#endif

/// Tests that allocate a lot or measure memory run one after another, never beside each other.
@Suite("Resource-heavy", .serialized)
struct ResourceHeavyTests {}

/// Decoding the same file again and again must not grow memory: every document is freed, and
/// the allocator's live bytes return to where they were.
extension ResourceHeavyTests {
@Suite("Memory")
struct MemoryTests {
    struct Controller: Decodable {
        let view: AnyView?
    }

    @Test("Every document read is freed when the last reference goes (no retain cycle through caches)")
    func documentsAreFreed() throws {
        let file = try Corpus.smallFile(atLeast: 20_000)
        weak var weakDocument: NodeDocument?
        for round in 0..<50 {
            do {
                let document = try XIBReader().read(file.bytes, path: file.url.path)
                _ = try document.decode(Document.self)
                _ = try? document.decode(Controller.self, options: DecodingOptions(unknownOutlets: .ignore))
                _ = document.duplicateIDs
                _ = document.allElements.last.map { document.location(of: $0) }
                if round == 49 { weakDocument = document }
                // A failing decode keeps nothing alive either.
                _ = try? XIBReader().read(Array(file.bytes.prefix(file.bytes.count / 2)))
            }
        }
        #expect(weakDocument == nil)
    }

    /// Where the leak simulation (UIDESC_SIMULATE_LEAK=1) keeps documents, to show the test fails.
    enum Leak {
        nonisolated(unsafe) static var kept: [NodeDocument] = []
    }

    #if os(Linux)
    /// The resident set size, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Whether this process runs under AddressSanitizer, whose quarantine keeps freed memory
    /// resident (up to 256 MB) on purpose; there, LeakSanitizer checks for leaks instead.
    static let underAddressSanitizer = dlsym(nil, "__asan_init") != nil

    @Test("Reading and decoding the same file 200 times does not grow resident memory",
          .enabled(if: !underAddressSanitizer, "AddressSanitizer's quarantine keeps freed memory resident"))
    func repeatedDecodingDoesNotGrow() throws {
        let file = try Corpus.smallFile(atLeast: 60_000)
        func decodeOnce() throws {
            let document = try XIBReader().read(file.bytes, path: file.url.path)
            _ = try document.decode(Document.self)
            _ = Node(document: document, element: document.root)
            if ProcessInfo.processInfo.environment["UIDESC_SIMULATE_LEAK"] != nil { Leak.kept.append(document) }
        }
        // The lowest reading of each window: other suites' passing allocations only raise readings.
        func growth() throws -> Int {
            var early = Int.max
            var late = Int.max
            for round in 0..<200 {
                try decodeOnce()
                if (20..<40).contains(round) { early = min(early, Self.residentBytes()) }
                if (170..<200).contains(round) { late = min(late, Self.residentBytes()) }
            }
            return late - early
        }
        // Keeping the input of each round would add 150 × ≥ 60 KB = ≥ 9 MB; keeping the document
        // (its tables and text) several times that, in every run. Suites running beside this one can
        // also keep memory for good (their shared tables, built once), so a second run decides: a
        // leak grows both.
        let first = try growth()
        let grew = first < 5 << 20 ? first : try growth()
        #expect(grew < 5 << 20, "resident memory grew by \(grew) bytes over 150 decodes (and \(first) in the run before)")
    }
    #endif
}
}
