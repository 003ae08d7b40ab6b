#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The names of one file, each made into a string once, with what the merge asks of a name computed once: an open
/// hash table over the names' bytes.
struct NameTable {
    struct Entry {
        var range: Range<Int>
        var string: String
        /// As an attribute name: its place among ``MergeRules/namingAttributes``.
        var namingRank: Int?
        /// As an element name: the attribute that identifies such elements file-wide.
        var identityAttribute: String?
    }

    private var slots = [Int32](repeating: -1, count: 1024)
    private var entries: [Entry] = []

    mutating func intern(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Entry {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes[range] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.range.count == range.count, let base = bytes.baseAddress,
               memcmp(base + entry.range.lowerBound, base + range.lowerBound, range.count) == 0 {
                return entry
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: bytes[range], as: UTF8.self)
        let entry = Entry(range: range, string: string, namingRank: MergeRules.namingAttributes.firstIndex(of: string),
                          identityAttribute: MergeRules.identityAttribute(ofElementNamed: string))
        slots[slot] = Int32(entries.count)
        entries.append(entry)
        if entries.count * 2 > slots.count { grow() }
        return entry
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, entry) in entries.enumerated() {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in entry.string.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }
}
