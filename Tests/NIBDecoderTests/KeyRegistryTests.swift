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
        let made = KeyRegistry.shared.resolve(["AKeyNoTableNames"]).numbers[0]
        #expect(NIBVocabulary.KeyFacts.of(made) === NIBVocabulary.KeyFacts.unlisted)
        #expect(NIBVocabulary.KeyFacts.of(nil) === NIBVocabulary.KeyFacts.unlisted)
    }

    /// The table's slots grow with its names: thousands of names met one by one are each numbered once and found again.
    @Test func aRegistryGrowsWithItsNames() {
        let registry = NameRegistry(seedNames: ["NS.bytes"], capacity: 5_000, facts: ArchiveVocabulary.isIdentifier)
        let names = (0..<4_000).map { "Key\($0)" }
        var numbers: [Int32?] = []
        for name in names { numbers += registry.resolve([name]).numbers }
        #expect(Set(numbers.compactMap { $0 }).count == names.count)
        #expect(registry.resolve(names).numbers == numbers)
        #expect(registry.resolve(["NS.bytes"]).numbers == [0])
        #expect(registry.number(of: "Key3999") == numbers.last ?? nil)
    }

    @Test func keysPastTheCapacityHaveNoNumberAndAreStillFoundByName() throws {
        let registry = NameRegistry(seedNames: ["NS.bytes", "UIText"], capacity: 3, facts: ArchiveVocabulary.isIdentifier)
        let resolved = registry.resolve(["UIText", "first", "second", "first", "third"])
        #expect(resolved.names == ["UIText", "first", "second", "first", "third"])
        #expect(resolved.numbers == [1, 2, nil, 2, nil])
        #expect(registry.number(of: "second") == nil)
        #expect(registry.number(of: "first") == 2 && registry.number(of: "NS.bytes") == 0)

        // A graph whose keys have no number finds them by name; a key archived twice is found at its first index.
        var keys = NameRegistry<Bool>.Resolved(registry: KeyRegistry.shared)
        keys.append(unnumbered: "unnumbered", facts: true)
        keys.append(number: try #require(KeyRegistry.shared.number(of: "UIText")))
        keys.append(unnumbered: "unnumbered", facts: true)
        let graph = ArchivedObjectGraph(objects: [.init(classIndex: 0, members: 0..<2, offset: 0)],
                                        memberTable: [.init(key: 0, value: .integer(1)), .init(key: 1, value: .integer(2))],
                                        classes: ClassRegistry.shared.resolve(["NSObject"]), keys: keys,
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
        // Each name's facts are the name itself, so that they are seen to stay with their name.
        let registry = NameRegistry(seedNames: ["NS.bytes"], capacity: 150, facts: { "facts of \($0)" })
        let results = ThreadResults()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let names = (0..<200).map { "key\(($0 * 7 + thread * 13) % 260)" }
            let resolved = registry.resolve(names)
            #expect(resolved.names == names && resolved.facts == names.map { "facts of \($0)" })
            results.set(thread, Array(zip(names, resolved.numbers)))
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

    @Test func aKeyThatIsNotUTF8IsRefused() throws {
        let bytes: [UInt8] = Array("UIText".utf8) + [0xFF, 0xFE]
        let registry = NameRegistry(seedNames: [], capacity: 8, facts: ArchiveVocabulary.isIdentifier)
        #expect(throws: NameRegistry<Bool>.NotUTF8(index: 1)) { try registry.resolve([0..<6, 6..<8], in: bytes).get() }
        #expect(try registry.resolve([0..<6], in: bytes).get().names == ["UIText"])
        #expect(registry.number(of: "UIText") == 0)
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

    @Test func factsAreWorkedOutOnceForANumberedNameAndEachTimePastTheCapacity() throws {
        let counter = CallCounter()
        let registry = NameRegistry(seedNames: ["UIText"], capacity: 2) { name in counter.count(name); return name.count }
        #expect(counter.calls == ["UIText": 1])
        let bytes = Array("UITextNSSubviewsUIText".utf8)
        let ranges = [0..<6, 6..<16, 16..<22]
        for _ in 0..<2 {
            let resolved = try registry.resolve(ranges, in: bytes).get()
            #expect(resolved.names == ["UIText", "NSSubviews", "UIText"])
            #expect(resolved.numbers == [0, 1, 0] && resolved.facts == [6, 10, 6])
        }
        #expect(registry.resolve(["NSSubviews", "full"]).facts == [10, 4])
        #expect(registry.resolve(["full"]).numbers == [nil])
        #expect(counter.calls == ["UIText": 1, "NSSubviews": 1, "full": 2])
    }

    /// How many times each name's facts were worked out, kept behind a lock.
    final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ name: String) { lock.lock(); counts[name, default: 0] += 1; lock.unlock() }
        var calls: [String: Int] { lock.lock(); defer { lock.unlock() }; return counts }
    }

    @Test func classNamesAreNumberedWithTheirFactsAndElementNames() throws {
        let resolved = ClassRegistry.shared.resolve(["NSArray", "UILabel", "NSArray"])
        #expect(resolved.numbers[0] == resolved.numbers[2] && resolved.numbers[0] != resolved.numbers[1])
        #expect(resolved.facts.map(\.isCollection) == [true, false, true])
        #expect(ClassRegistry.shared.number(of: "UILabel") == resolved.numbers[1])
        #expect(NIBTranslator.elementName(ofClass: "UILabel", platform: .uiKit) == "label")
        #expect(NIBTranslator.elementName(ofClass: "UILabel", number: resolved.numbers[1], platform: .uiKit) == "label")

        // The memo works a class's name out once per platform.
        let memo = ElementNameMemo()
        var made = 0
        for _ in 0..<2 {
            #expect(memo.name(ofClass: 5, platform: .uiKit) { made += 1; return "label" } == "label")
            #expect(memo.name(ofClass: 5, platform: .appKit) { made += 1; return "textField" } == "textField")
        }
        #expect(made == 2)
    }

    /// A NIBArchive of no objects and values: `keys` (each a length and its bytes) and `classes` (each entry as
    /// archived) at byte 50.
    static func archive(keys: [[UInt8]] = [], classes: [[UInt8]] = []) -> [UInt8] {
        let keyBytes = keys.flatMap { [UInt8(0x80 | $0.count)] + $0 }
        let classOffset = UInt32(50 + keyBytes.count)
        let header: [UInt32] = [1, 10, 0, 50, UInt32(keys.count), 50, 0, classOffset, UInt32(classes.count), classOffset]
        return Array("NIBArchive".utf8) + header.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
            + keyBytes + classes.flatMap { $0 }
    }

    static func expectMalformed(_ bytes: [UInt8], _ message: String, at offset: Int) {
        #expect {
            _ = try NIBArchive(bytes: bytes, path: "c.nib", limits: .default)
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.message.contains(message) && error.location?.offset == offset
        }
    }

    @Test func anArchiveResolvesItsClassesAndKeys() throws {
        // UILabel with one extra number, then its NUL; keys UIText and NS.bytes.
        let label = [0x88, 0x81, 5, 0, 0, 0] + Array("UILabel\u{0}".utf8)
        let bytes = Self.archive(keys: [Array("UIText".utf8), Array("NS.bytes".utf8)], classes: [label])
        let archive = try NIBArchive(bytes: bytes, path: "c.nib", limits: .default)
        #expect(archive.classes.names == ["UILabel"])
        #expect(archive.classes.numbers == [ClassRegistry.shared.number(of: "UILabel")])
        #expect(archive.keys.names == ["UIText", "NS.bytes"])
        #expect(archive.graph.keyTable.facts == [true, false])
        #expect(archive.graph.keyTable.numbers == [KeyRegistry.shared.number(of: "UIText"), KeyRegistry.shared.number(of: "NS.bytes")])
    }

    @Test func aClassNameThatIsEmptyOrNotUTF8FailsAtItsEntry() {
        let notUTF8: [UInt8] = [0x83, 0x80, 0x41, 0xFF, 0x00]
        Self.expectMalformed(Self.archive(classes: [notUTF8]), "a class name is empty or not UTF-8", at: 50)
        Self.expectMalformed(Self.archive(classes: [[0x82, 0x80, 0x41, 0x00], [0x81, 0x80, 0x00]]),
                             "a class name is empty or not UTF-8", at: 54)
        // A name that is not UTF-8 is the first problem of a class table whose next entry is cut short.
        Self.expectMalformed(Self.archive(classes: [notUTF8, [0x85, 0x80, 0x41]]), "a class name is empty or not UTF-8", at: 50)
        Self.expectMalformed(Self.archive(classes: [[0x82, 0x80, 0x41, 0x00], [0x85, 0x80, 0x41]]),
                             "a class name needs 5 bytes but only 1 are left", at: 56)
    }
}
