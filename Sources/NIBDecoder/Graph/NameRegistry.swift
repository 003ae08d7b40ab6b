#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import UIDescription

/// Names met in this process (member keys, class names), each numbered once with what the reader knows of it
/// (`Facts`, worked out when the name is numbered): nibs of one app archive the same few hundred keys and classes, and
/// every archive lists the ones it uses, so an archive's table is resolved here in one pass instead of making,
/// hashing and comparing its strings in several tables per archive.
///
/// The registry starts with `seedNames`, numbered from 0 in their order, which ``number(of:)`` finds without taking the
/// lock (a table is resolved holding it once). Other names are numbered as they are met, up to ``capacity``; past it
/// (a hostile nib full of made-up names) a name gets no number, and its facts are worked out each time.
final class NameRegistry<Facts: Sendable>: @unchecked Sendable {
    /// The names of a table, as resolved: by index of the table.
    struct Resolved {
        var names: [String] = []
        var numbers: [Int32?] = []
        var facts: [Facts] = []

        init(capacity: Int) {
            names.reserveCapacity(capacity)
            numbers.reserveCapacity(capacity)
            facts.reserveCapacity(capacity)
        }

        mutating func append(_ name: String, _ number: Int32?, _ facts: Facts) {
            names.append(name)
            numbers.append(number)
            self.facts.append(facts)
        }
    }

    /// How many names can be numbered (the seeds are, whatever it says).
    let capacity: Int
    /// What is known of a name, worked out once when it is numbered.
    private let makeFacts: @Sendable (String) -> Facts
    /// The seed names, numbered from 0 (`numbered` as `init` left it): never changed, so read without the lock.
    private let seeds: NameTable<Facts>
    /// Every name numbered: the seeds, then the names met since, so that a name is found in one table. Every access
    /// holds `lock`, which makes the unchecked Sendable conformance sound (and the exclusivity check needless).
    @exclusivity(unchecked) private var numbered: NameTable<Facts>
    private let lock = Lock()

    /// A registry that numbers `seedNames` from 0 (each once), and then the names met, up to `capacity` in all.
    init(seedNames: [String], capacity: Int, facts makeFacts: @escaping @Sendable (String) -> Facts) {
        self.makeFacts = makeFacts
        var numbered = NameTable<Facts>(capacity: seedNames.count)
        for name in seedNames {
            var name = name
            name.withUTF8 { utf8 in
                let hash = NameTable<Facts>.hash(utf8)
                let found = numbered.find(utf8, hash: hash)
                if found.number == nil { numbered.insert(utf8, hash: hash, at: found.slot, facts: makeFacts) }
            }
        }
        // The seeds are always numbered: the capacity is at least theirs.
        self.capacity = max(capacity, numbered.count)
        seeds = numbered
        self.numbered = numbered
    }

    /// The names `ranges` of `bytes` name, in order; or, when one is not UTF-8, the index of the first that is not.
    func resolve(_ ranges: [Range<Int>], in bytes: [UInt8]) -> Result<Resolved, NotUTF8> {
        bytes.withUnsafeBufferPointer { buffer in
            var resolved = Resolved(capacity: ranges.count)
            return lock.withLock {
                for (index, range) in ranges.enumerated() {
                    guard resolveHoldingLock(UnsafeBufferPointer(rebasing: buffer[range]), into: &resolved) else {
                        return .failure(NotUTF8(index: index))
                    }
                }
                return .success(resolved)
            }
        }
    }

    /// The index of the first name of a table that is not UTF-8.
    struct NotUTF8: Error, Equatable {
        var index: Int
    }

    /// The names `names`, in order.
    func resolve(_ names: [String]) -> Resolved {
        var resolved = Resolved(capacity: names.count)
        for name in names {
            var utf8Name = name
            // A `String` is UTF-8: every name resolves.
            _ = utf8Name.withUTF8 { utf8 in lock.withLock { resolveHoldingLock(utf8, into: &resolved) } }
        }
        return resolved
    }

    /// The number of `name`, when it has one.
    func number(of name: String) -> Int32? {
        name.withUTF8Bytes { utf8 in
            let hash = NameTable<Facts>.hash(utf8)
            if let number = seeds.find(utf8, hash: hash).number { return number }
            return lock.withLock { numbered.find(utf8, hash: hash).number }
        }
    }

    /// Appends a name to `resolved`: its number, a new one while there is room, none past ``capacity``; false when it
    /// is not UTF-8. Called holding `lock`.
    private func resolveHoldingLock(_ utf8: UnsafeBufferPointer<UInt8>, into resolved: inout Resolved) -> Bool {
        let hash = NameTable<Facts>.hash(utf8)
        let found = numbered.find(utf8, hash: hash)
        let number: Int32
        if let known = found.number {
            number = known
        } else {
            guard UTF8Validation.firstProblem(in: utf8, allowingNUL: true) == nil else { return false }
            guard numbered.count < capacity else {
                let name = String(decoding: utf8, as: UTF8.self)
                resolved.append(name, nil, makeFacts(name))
                return true
            }
            number = numbered.insert(utf8, hash: hash, at: found.slot, facts: makeFacts)
        }
        resolved.append(numbered.names[Int(number)], number, numbered.facts[Int(number)])
        return true
    }
}

/// Names numbered in the order they are added, with their facts, found by their UTF-8 bytes: open addressing over a
/// hash of the bytes (``hash(_:)``), no `String` made or hashed to find one.
struct NameTable<Facts> {
    private(set) var names: [String] = []
    private(set) var facts: [Facts] = []
    /// Each name's UTF-8, one after another; `spans[number]` is where.
    private var arena: [UInt8] = []
    private var spans: [(start: Int32, count: Int32)] = []
    private var hashes: [UInt32] = []
    /// A slot holds a number, or -1: at least twice as many as the names, so that probes stay short and a slot is
    /// always free. The slots grow with the names (a table sized for its capacity up front, thousands of names, is
    /// mostly empty, and its probes go all over memory).
    private var slots: [Int32]

    var count: Int { names.count }

    /// A table with slots for `capacity` names before it grows.
    init(capacity: Int) {
        slots = Array(repeating: -1, count: NameHashing.slotCount(holding: capacity))
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

    /// Adds `utf8` at `slot`, where ``find(_:hash:)`` did not find it, with the facts `makeFacts` gives of it; its
    /// number. The caller keeps within the capacity.
    @discardableResult
    mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32, at slot: Int,
                         facts makeFacts: (String) -> Facts) -> Int32 {
        let number = Int32(names.count)
        let name = String(decoding: utf8, as: UTF8.self)
        names.append(name)
        facts.append(makeFacts(name))
        spans.append((Int32(arena.count), Int32(utf8.count)))
        arena.append(contentsOf: utf8)
        hashes.append(hash)
        slots[slot] = number
        if 2 * names.count > slots.count { grow() }
        return number
    }

    /// Doubles the slots and places every name again, by its hash.
    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    /// The hash of a name's bytes: unseeded, since the tables are the process's own (no input chooses slots beyond
    /// the names it adds, which the registry's capacity bounds).
    static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt32 { NameHashing.hash(utf8) }
}
