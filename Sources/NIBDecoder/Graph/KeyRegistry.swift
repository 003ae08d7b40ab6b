#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import UIDescription

/// The member keys met in this process, each numbered once: nibs of one app archive the same few hundred keys
/// (`UIText`, `NSSubviews`, `UINibEncoderEmptyKey`), and every archive lists the ones it uses. An archive's key table
/// is resolved here in one pass, so that what the reader knows of a key (which ``WellKnownKey`` it is, what the
/// translation tables say of it, whether it is an identifier) is found by its number instead of by hashing and
/// comparing its name in several tables per archive.
///
/// The registry starts with the keys the reader's tables name (``seedNames``): the ``WellKnownKey``s first, so that a
/// well-known key's number is its raw value, then every key a translation table names (``NIBVocabulary/KeyFacts``
/// keeps its facts by the same numbers). Other keys are numbered as they are met, up to ``capacity``; past it (a
/// hostile nib full of made-up keys) a key gets no number, and is read by its name.
///
/// Names are found with an open-addressing table over their UTF-8 bytes (FNV-1a): no `String` is made for a key
/// already known, and no key is hashed twice.
final class KeyRegistry: @unchecked Sendable {
    static let shared = KeyRegistry(seedNames: seedNames, capacity: 16_384)

    /// The keys numbered from the start, each once: the well-known keys in raw-value order, then the tables' other
    /// keys. A name's number is its index here.
    static let seedNames: [String] = {
        let wellKnown = WellKnownKey.allCases.map(\.name)
        let known = Set(wellKnown)
        return wellKnown + NIBVocabulary.KeyFacts.tableKeyNames.filter { !known.contains($0) }
    }()

    /// A key of an archive as resolved: its number (nil past ``capacity``) and its name.
    struct Resolution {
        var number: Int32?
        var name: String
    }

    /// Every access holds `lock`, which makes the unchecked Sendable conformance sound.
    private let lock = Lock()
    private var names: [String] = []
    private var isIdentifierByNumber: [Bool] = []
    /// Each numbered name's UTF-8, one after another; `spans[number]` is where.
    private var arena: [UInt8] = []
    private var spans: [(start: Int32, count: Int32)] = []
    /// Open addressing: a slot holds a number, or -1. At least twice ``capacity`` slots, so that probes stay short and
    /// a slot is always free.
    private var slots: [Int32]
    private var hashes: [UInt32] = []
    /// How many keys are numbered.
    let capacity: Int

    /// A registry that numbers `seedNames` from 0 (each once), and then the keys met, up to `capacity` in all.
    init(seedNames: [String], capacity: Int) {
        // The seeds are always numbered: the capacity is at least theirs.
        let capacity = max(capacity, seedNames.count)
        var slotCount = 8
        while slotCount < 2 * capacity { slotCount *= 2 }
        self.capacity = capacity
        slots = Array(repeating: -1, count: slotCount)
        for name in seedNames {
            var name = name
            _ = name.withUTF8 { insertIfAbsent($0) }
        }
    }

    /// The keys named by `ranges` of `bytes`, in order; nil for a key that is not UTF-8.
    func resolve(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [Resolution?] {
        bytes.withUnsafeBufferPointer { buffer in
            lock.withLock {
                ranges.map { range in
                    resolveLocked(UnsafeBufferPointer(rebasing: buffer[range]))
                }
            }
        }
    }

    /// The keys named by `names`, in order.
    func resolve(_ names: [String]) -> [Resolution] {
        lock.withLock {
            names.map { name in
                var name = name
                return name.withUTF8 { resolveLocked($0) } ?? Resolution(number: nil, name: name)
            }
        }
    }

    /// The number of `name`, when it has one.
    func number(of name: String) -> Int32? {
        var name = name
        return name.withUTF8 { utf8 in lock.withLock { find(utf8, hash: Self.hash(utf8)).number } }
    }

    /// Whether the key numbered `number` is an identifier (``ArchiveVocabulary/isIdentifier(_:)``).
    func isIdentifier(_ number: Int32) -> Bool {
        lock.withLock { isIdentifierByNumber[Int(number)] }
    }

    /// Whether each key numbered in `numbers` is an identifier; false for no number.
    func isIdentifier(_ numbers: [Int32?], names: [String]) -> [Bool] {
        lock.withLock {
            zip(numbers, names).map { number, name in
                number.map { isIdentifierByNumber[Int($0)] } ?? ArchiveVocabulary.isIdentifier(name)
            }
        }
    }

    // MARK: Table

    private func resolveLocked(_ utf8: UnsafeBufferPointer<UInt8>) -> Resolution? {
        let hash = Self.hash(utf8)
        let found = find(utf8, hash: hash)
        if let number = found.number { return Resolution(number: number, name: names[Int(number)]) }
        guard UTF8Validation.firstProblem(in: utf8, allowingNUL: true) == nil else { return nil }
        // Past the capacity a key is read by its name (``ArchivedObjectGraph/keyIndex(_:)``).
        guard names.count < capacity else { return Resolution(number: nil, name: String(decoding: utf8, as: UTF8.self)) }
        return Resolution(number: insert(utf8, hash: hash, at: found.slot), name: names[names.count - 1])
    }

    @discardableResult
    private func insertIfAbsent(_ utf8: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(utf8)
        let found = find(utf8, hash: hash)
        return found.number ?? insert(utf8, hash: hash, at: found.slot)
    }

    /// The number of `utf8`, or the empty slot where it would go.
    private func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (number: Int32?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let number = slots[slot]
            if number < 0 { return (nil, slot) }
            if hashes[Int(number)] == hash, equals(Int(number), utf8) { return (number, slot) }
            slot = (slot + 1) & mask
        }
    }

    private func equals(_ number: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[number]
        guard Int(span.count) == utf8.count else { return false }
        guard let bytes = utf8.baseAddress else { return true }
        return arena.withUnsafeBufferPointer { arena in
            guard let base = arena.baseAddress else { return false }
            return memcmp(base + Int(span.start), bytes, utf8.count) == 0
        }
    }

    private func insert(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32, at slot: Int) -> Int32 {
        let number = Int32(names.count)
        let name = String(decoding: utf8, as: UTF8.self)
        names.append(name)
        isIdentifierByNumber.append(ArchiveVocabulary.isIdentifier(name))
        spans.append((Int32(arena.count), Int32(utf8.count)))
        arena.append(contentsOf: utf8)
        hashes.append(hash)
        slots[slot] = number
        return number
    }

    /// FNV-1a over the bytes: keys are short, and the table is the process's own (no input chooses its slots beyond
    /// the keys it adds, which ``capacity`` bounds).
    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
