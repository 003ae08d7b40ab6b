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
/// translation tables say of it) is found by its number instead of by hashing and comparing its name in several
/// tables per archive.
///
/// The registry starts with the keys the reader names (``seedNames``): the ``WellKnownKey``s first, so that a
/// well-known key's number is its raw value, then every key a translation table names (``NIBVocabulary/KeyFacts``
/// keeps its facts by the same numbers) or reads by name. These never change, and are found without taking the lock.
/// Other keys are numbered as they are met, up to ``capacity``; past it (a hostile nib full of made-up keys) a key
/// gets no number, and is read by its name.
final class KeyRegistry: @unchecked Sendable {
    static let shared = KeyRegistry(seedNames: seedNames, capacity: 16_384)

    /// The keys numbered from the start, each once: the well-known keys in raw-value order, then the tables' other
    /// keys. A name's number is its index here.
    static let seedNames: [String] = {
        var seen: Set<String> = []
        return (WellKnownKey.allCases.map(\.name) + NIBVocabulary.KeyFacts.tableKeyNames + NIBVocabulary.keysReadByName)
            .filter { seen.insert($0).inserted }
    }()

    /// A key of an archive as resolved: its number (nil past ``capacity``) and its name.
    struct Resolution {
        var number: Int32?
        var name: String
    }

    /// How many keys are numbered.
    let capacity: Int
    /// The seed names, numbered from 0: never changed after `init`, so read without the lock.
    private let seeds: KeyNameTable
    /// The keys met since, numbered from `seeds.count`. Every access holds `lock`, which makes the unchecked
    /// Sendable conformance sound.
    private var others: KeyNameTable
    private let lock = Lock()

    /// A registry that numbers `seedNames` from 0 (each once), and then the keys met, up to `capacity` in all.
    init(seedNames: [String], capacity: Int) {
        var seeds = KeyNameTable(capacity: seedNames.count)
        for name in seedNames {
            var name = name
            name.withUTF8 { utf8 in
                let hash = KeyNameTable.hash(utf8)
                let found = seeds.find(utf8, hash: hash)
                if found.number == nil { seeds.insert(utf8, hash: hash, at: found.slot) }
            }
        }
        self.seeds = seeds
        // The seeds are always numbered: the capacity is at least theirs.
        self.capacity = max(capacity, seeds.count)
        others = KeyNameTable(capacity: self.capacity - seeds.count)
    }

    /// The keys named by `ranges` of `bytes`, in order; nil for a key that is not UTF-8.
    func resolve(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [Resolution?] {
        bytes.withUnsafeBufferPointer { buffer in
            var resolved: [Resolution?] = []
            resolved.reserveCapacity(ranges.count)
            var missed: [(index: Int, hash: UInt32)] = []
            for range in ranges {
                let utf8 = UnsafeBufferPointer(rebasing: buffer[range])
                let hash = KeyNameTable.hash(utf8)
                if let number = seeds.find(utf8, hash: hash).number {
                    resolved.append(Resolution(number: number, name: seeds.names[Int(number)]))
                } else {
                    missed.append((resolved.count, hash))
                    resolved.append(nil)
                }
            }
            guard !missed.isEmpty else { return resolved }
            lock.withLock {
                for (index, hash) in missed {
                    resolved[index] = resolveOther(UnsafeBufferPointer(rebasing: buffer[ranges[index]]), hash: hash)
                }
            }
            return resolved
        }
    }

    /// The keys named by `names`, in order.
    func resolve(_ names: [String]) -> [Resolution] {
        names.map { name in
            var utf8Name = name
            return utf8Name.withUTF8 { utf8 in
                let hash = KeyNameTable.hash(utf8)
                if let number = seeds.find(utf8, hash: hash).number { return Resolution(number: number, name: name) }
                return lock.withLock { resolveOther(utf8, hash: hash) }
            } ?? Resolution(number: nil, name: name)
        }
    }

    /// The number of `name`, when it has one.
    func number(of name: String) -> Int32? {
        var name = name
        return name.withUTF8 { utf8 in
            let hash = KeyNameTable.hash(utf8)
            if let number = seeds.find(utf8, hash: hash).number { return number }
            return lock.withLock { others.find(utf8, hash: hash).number.map { $0 + Int32(seeds.count) } }
        }
    }

    /// A key not among the seeds (`hash` is ``KeyNameTable/hash(_:)`` of it): its number, a new one while there is
    /// room, none past ``capacity``; nil when it is not UTF-8. Called holding `lock`.
    private func resolveOther(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Resolution? {
        let found = others.find(utf8, hash: hash)
        if let number = found.number {
            return Resolution(number: number + Int32(seeds.count), name: others.names[Int(number)])
        }
        guard UTF8Validation.firstProblem(in: utf8, allowingNUL: true) == nil else { return nil }
        // Past the capacity a key is read by its name (``ArchivedObjectGraph/keyIndex(_:)``).
        guard seeds.count + others.count < capacity else { return Resolution(number: nil, name: String(decoding: utf8, as: UTF8.self)) }
        let number = others.insert(utf8, hash: hash, at: found.slot)
        return Resolution(number: number + Int32(seeds.count), name: others.names[Int(number)])
    }
}

/// Names numbered in the order they are added, found by their UTF-8 bytes: open addressing over a hash of the bytes
/// (``hash(_:)``), no `String` made or hashed to find one.
struct KeyNameTable {
    private(set) var names: [String] = []
    /// Each name's UTF-8, one after another; `spans[number]` is where.
    private var arena: [UInt8] = []
    private var spans: [(start: Int32, count: Int32)] = []
    private var hashes: [UInt32] = []
    /// A slot holds a number, or -1: at least twice the capacity, so that probes stay short and a slot is always free.
    private var slots: [Int32]

    var count: Int { names.count }

    init(capacity: Int) {
        slots = Array(repeating: -1, count: Self.slotCount(holding: capacity))
    }

    /// The slots of an open-addressing table for `count` entries: a power of two at least twice `count`, so that
    /// probes stay short and a slot is always free.
    static func slotCount(holding count: Int) -> Int {
        var slots = 8
        while slots < 2 * count { slots *= 2 }
        return slots
    }

    /// The number of `utf8`, or the empty slot where it would go.
    func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (number: Int32?, slot: Int) {
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

    /// Adds `utf8` at `slot`, where ``find(_:hash:)`` did not find it; its number. The caller keeps within the
    /// capacity.
    @discardableResult
    mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32, at slot: Int) -> Int32 {
        let number = Int32(names.count)
        names.append(String(decoding: utf8, as: UTF8.self))
        spans.append((Int32(arena.count), Int32(utf8.count)))
        arena.append(contentsOf: utf8)
        hashes.append(hash)
        slots[slot] = number
        return number
    }

    /// A hash of the bytes, eight at a time (multiply and fold; the tail byte by byte): keys are short, and the tables
    /// are the process's own (no input chooses slots beyond the keys it adds, which the registry's capacity bounds).
    static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(utf8.count)
        guard let base = utf8.baseAddress else { return UInt32(truncatingIfNeeded: hash) }
        var index = 0
        while index + 8 <= utf8.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        while index < utf8.count {
            hash = (hash ^ UInt64(base[index])) &* 0x0100_0000_01B3
            index += 1
        }
        hash ^= hash >> 29
        return UInt32(truncatingIfNeeded: hash)
    }
}
