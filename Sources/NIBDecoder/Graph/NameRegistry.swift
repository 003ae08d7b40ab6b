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
///
/// A resolved table keeps numbers only (``Resolved``): a name and its facts are read here by number, where they stay
/// for the life of the registry, rather than copied into every archive and released with it.
final class NameRegistry<Facts: Sendable>: @unchecked Sendable {
    /// The names of a table, as resolved: each one's number, and the few a full registry could not number.
    struct Resolved {
        /// The registry the numbers are of.
        let registry: NameRegistry<Facts>
        /// By index of the table: the name's number, or for a name past the registry's capacity, -1 minus its index
        /// in ``unnumbered``.
        private(set) var codes: [Int32] = []
        /// The names past the registry's capacity, with their facts.
        private(set) var unnumbered: [(name: String, facts: Facts)] = []

        init(registry: NameRegistry<Facts>, capacity: Int = 0) {
            self.registry = registry
            codes.reserveCapacity(capacity)
        }

        /// Appends a name the registry numbered `number` (it holds its name and facts).
        mutating func append(number: Int32) {
            codes.append(number)
        }

        /// Appends a name without a number (past the registry's capacity), with its facts.
        mutating func append(unnumbered name: String, facts: Facts) {
            codes.append(-1 - Int32(unnumbered.count))
            unnumbered.append((name, facts))
        }

        /// How many names the table has.
        var count: Int { codes.count }

        /// The name at `index` of the table.
        @inline(__always)
        func name(at index: Int) -> String {
            let code = codes[index]
            return code >= 0 ? registry.entries[Int(code)].name : unnumbered[Int(-1 - code)].name
        }

        /// The facts of the name at `index` of the table.
        @inline(__always)
        func facts(at index: Int) -> Facts {
            let code = codes[index]
            return code >= 0 ? registry.entries[Int(code)].facts : unnumbered[Int(-1 - code)].facts
        }

        /// The number of the name at `index` of the table, when it has one.
        @inline(__always)
        func number(at index: Int) -> Int32? {
            let code = codes[index]
            return code >= 0 ? code : nil
        }

        /// Every name, number and facts of the table, in order.
        var names: [String] { codes.indices.map(name(at:)) }
        var numbers: [Int32?] { codes.indices.map(number(at:)) }
        var facts: [Facts] { codes.indices.map(facts(at:)) }
    }

    /// How many names can be numbered (the seeds are, whatever it says).
    let capacity: Int
    /// What is known of a name, worked out once when it is numbered.
    private let makeFacts: @Sendable (String) -> Facts
    /// The seed names, numbered from 0 (`numbered` as `init` left it): never changed, so read without the lock.
    private let seeds: NameTable
    /// Every name numbered: the seeds, then the names met since, so that a name is found in one table. Every access
    /// holds `lock`, which makes the unchecked Sendable conformance sound (and the exclusivity check needless).
    @exclusivity(unchecked) private var numbered: NameTable
    /// Each numbered name and its facts, by number: room for ``capacity`` made once, so that entries never move. An
    /// entry is written once, holding `lock`, before its number is handed out, and never changed; a thread that has
    /// a number got it holding the lock (or from the seeds, written before the registry was shared), so it reads the
    /// entry without the lock.
    fileprivate let entries: UnsafeMutablePointer<(name: String, facts: Facts)>
    private let lock = Lock()

    /// A registry that numbers `seedNames` from 0 (each once), and then the names met, up to `capacity` in all.
    init(seedNames: [String], capacity: Int, facts makeFacts: @escaping @Sendable (String) -> Facts) {
        self.makeFacts = makeFacts
        var numbered = NameTable(capacity: seedNames.count)
        var seedEntries: [(name: String, facts: Facts)] = []
        for name in seedNames {
            let isNew = name.withUTF8Bytes { utf8 in
                let hash = NameTable.hash(utf8)
                let found = numbered.find(utf8, hash: hash)
                if found.number == nil { numbered.insert(utf8, hash: hash, at: found.slot) }
                return found.number == nil
            }
            if isNew { seedEntries.append((name, makeFacts(name))) }
        }
        // The seeds are always numbered: the capacity is at least theirs.
        self.capacity = max(capacity, numbered.count)
        seeds = numbered
        self.numbered = numbered
        entries = .allocate(capacity: self.capacity)
        seedEntries.withUnsafeBufferPointer { seeds in
            if let base = seeds.baseAddress { entries.initialize(from: base, count: seeds.count) }
        }
    }

    deinit {
        entries.deinitialize(count: numbered.count)
        entries.deallocate()
    }

    /// The names `ranges` of `bytes` name, in order; or, when one is not UTF-8, the index of the first that is not.
    func resolve(_ ranges: [Range<Int>], in bytes: [UInt8]) -> Result<Resolved, NotUTF8> {
        bytes.withUnsafeBufferPointer { buffer in
            var resolved = Resolved(registry: self, capacity: ranges.count)
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
        var resolved = Resolved(registry: self, capacity: names.count)
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
            let hash = NameTable.hash(utf8)
            if let number = seeds.find(utf8, hash: hash).number { return number }
            return lock.withLock { numbered.find(utf8, hash: hash).number }
        }
    }

    /// Appends a name to `resolved`: its number, a new one while there is room, none past ``capacity``; false when it
    /// is not UTF-8. Called holding `lock`.
    private func resolveHoldingLock(_ utf8: UnsafeBufferPointer<UInt8>, into resolved: inout Resolved) -> Bool {
        let hash = NameTable.hash(utf8)
        let found = numbered.find(utf8, hash: hash)
        if let known = found.number {
            resolved.append(number: known)
            return true
        }
        guard UTF8Validation.firstProblem(in: utf8, allowingNUL: true) == nil else { return false }
        let name = String(decoding: utf8, as: UTF8.self)
        guard numbered.count < capacity else {
            resolved.append(unnumbered: name, facts: makeFacts(name))
            return true
        }
        let number = numbered.insert(utf8, hash: hash, at: found.slot)
        (entries + Int(number)).initialize(to: (name, makeFacts(name)))
        resolved.append(number: number)
        return true
    }
}

/// Names numbered in the order they are added, found by their UTF-8 bytes: open addressing over a hash of the bytes
/// (``hash(_:)``), no `String` made or hashed to find one. (What a name stands for is kept by its number elsewhere:
/// ``NameRegistry``.)
struct NameTable {
    /// Each name's UTF-8, one after another; `spans[number]` is where.
    private var arena: [UInt8] = []
    private var spans: [(start: Int32, count: Int32)] = []
    private var hashes: [UInt32] = []
    /// A slot holds a number, or -1: at least twice as many as the names, so that probes stay short and a slot is
    /// always free. The slots grow with the names (a table sized for its capacity up front, thousands of names, is
    /// mostly empty, and its probes go all over memory).
    private var slots: [Int32]

    var count: Int { spans.count }

    /// A table with slots for `capacity` names before it grows.
    init(capacity: Int) {
        slots = Array(filledWith: -1, count: NameHashing.slotCount(holding: capacity))
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

    /// Adds `utf8` at `slot`, where ``find(_:hash:)`` did not find it; its number. The caller keeps within its
    /// capacity.
    @discardableResult
    mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt32, at slot: Int) -> Int32 {
        let number = Int32(spans.count)
        spans.append((Int32(arena.count), Int32(utf8.count)))
        arena.append(contentsOf: utf8)
        hashes.append(hash)
        slots[slot] = number
        if 2 * spans.count > slots.count { grow() }
        return number
    }

    /// Doubles the slots and places every name again, by its hash.
    private mutating func grow() {
        slots = Array(filledWith: -1, count: slots.count * 2)
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
