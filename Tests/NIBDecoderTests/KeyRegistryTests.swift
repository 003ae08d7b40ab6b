import Foundation
import Testing
import UIDescription
@testable import NIBDecoder

/// The process's numbering of member keys: well-known keys are numbered by their raw values, the tables' keys have
/// their facts by number, a registry past its capacity still lets every key be read by name, and a key that is not
/// UTF-8 is refused.
@Suite struct KeyRegistryTests {
    @Test func wellKnownKeysAreNumberedByTheirRawValues() {
        for key in WellKnownKey.allCases {
            #expect(KeyRegistry.shared.number(of: key.name) == Int32(key.rawValue), "\(key.name)")
        }
    }

    @Test func tableKeysHaveTheirFactsByNumber() throws {
        let text = try #require(KeyRegistry.shared.number(of: "UIText"))
        #expect(NIBVocabulary.KeyFacts.of(text).textAttribute == "text")
        let subviews = try #require(KeyRegistry.shared.number(of: "NSSubviews"))
        #expect(NIBVocabulary.KeyFacts.of(subviews).placement != nil)
        let made = KeyRegistry.shared.resolve(["AKeyNoTableNames"])[0]
        #expect(NIBVocabulary.KeyFacts.of(made.number) === NIBVocabulary.KeyFacts.unlisted)
        #expect(NIBVocabulary.KeyFacts.of(nil) === NIBVocabulary.KeyFacts.unlisted)
    }

    @Test func keysPastTheCapacityHaveNoNumberAndAreStillFoundByName() {
        let registry = KeyRegistry(seedNames: ["NS.bytes", "UIText"], capacity: 3)
        let resolved = registry.resolve(["UIText", "first", "second", "first", "third"])
        #expect(resolved.map(\.name) == ["UIText", "first", "second", "first", "third"])
        #expect(resolved.map(\.number) == [1, 2, nil, 2, nil])
        #expect(registry.number(of: "second") == nil)
        #expect(registry.number(of: "first") == 2 && registry.number(of: "NS.bytes") == 0)

        // A graph whose keys have no number finds them by name; a key archived twice is found at its first index.
        let graph = ArchivedObjectGraph(objects: [.init(classIndex: 0, members: 0..<2, offset: 0)],
                                        memberTable: [.init(key: 0, value: .integer(1)), .init(key: 1, value: .integer(2))],
                                        classNames: ["NSObject"], keys: ["unnumbered", "UIText", "unnumbered"],
                                        keyNumbers: [nil, KeyRegistry.shared.number(of: "UIText"), nil],
                                        bytes: [], root: 0, format: "test")
        #expect(graph.keyIndex("unnumbered") == 0)
        #expect(graph.keyIndex("UIText") == 1)
        #expect(graph.keyIndex("NSSubviews") == nil)
        #expect(graph.member("UIText", of: 0) == .integer(2))
    }

    @Test func keysTheTablesReadByNameAreSeeds() {
        for name in NIBVocabulary.keysReadByName + NIBVocabulary.KeyFacts.tableKeyNames {
            #expect(KeyRegistry.seedNames.contains(name), "\(name)")
        }
        #expect(Set(KeyRegistry.seedNames).count == KeyRegistry.seedNames.count)
    }

    @Test func threadsResolvingAtOnceAgreeOnEveryNumber() {
        // Eight threads resolve overlapping keys in a registry that fills up on the way.
        let registry = KeyRegistry(seedNames: ["NS.bytes"], capacity: 150)
        let results = ThreadResults()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let names = (0..<200).map { "key\(($0 * 7 + thread * 13) % 260)" }
            results.set(thread, zip(names, registry.resolve(names)).map { ($0, $1.number) })
        }
        var numberOfName: [String: Int32] = [:]
        var nameOfNumber: [Int32: String] = [:]
        for (name, number) in results.all {
            guard let number else { continue }
            #expect(numberOfName[name, default: number] == number, "\(name)")
            #expect(nameOfNumber[number, default: name] == name, "\(number)")
            numberOfName[name] = number
            nameOfNumber[number] = name
        }
        #expect(numberOfName.count == 149)
    }

    /// Each thread's results, kept behind a lock.
    final class ThreadResults: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [[(String, Int32?)]] = Array(repeating: [], count: 8)
        func set(_ thread: Int, _ value: [(String, Int32?)]) { lock.lock(); results[thread] = value; lock.unlock() }
        var all: [(String, Int32?)] { lock.lock(); defer { lock.unlock() }; return results.flatMap { $0 } }
    }

    @Test func aKeyThatIsNotUTF8IsRefused() {
        let bytes: [UInt8] = Array("UIText".utf8) + [0xFF, 0xFE]
        let resolved = KeyRegistry(seedNames: [], capacity: 8).resolve([0..<6, 6..<8], in: bytes)
        #expect(resolved[0]?.name == "UIText")
        #expect(resolved[1] == nil)
    }

    @Test func aNibWhoseKeyIsNotUTF8FailsAtTheKey() throws {
        // The smallest NIBArchive: one key, [0xFF], no objects, values or classes.
        let header: [UInt32] = [1, 10, 0, 50, 1, 50, 0, 52, 0, 52]
        let bytes = Array("NIBArchive".utf8) + header.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            + [0x81, 0xFF]
        #expect {
            _ = try NIBArchive(bytes: bytes, path: "k.nib", limits: .default)
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.message.contains("a key is not UTF-8") && error.location?.offset == 51
        }
    }
}
