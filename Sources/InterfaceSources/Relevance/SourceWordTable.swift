/// A set of identifiers that a file's bytes are searched for, word by word, without making a string of each word:
/// the cheap first look at a source file (``SourceRelevance``).
///
/// A word is a run of ASCII letters, digits and `_` (and bytes of non-ASCII characters, so that a word is never cut
/// inside one). Each word of the text is hashed as it is read and looked up in an open-addressing table.
struct SourceWordTable: Sendable {
    /// The words, in the order given (duplicates once).
    let words: [String]
    private let hashes: [UInt64]
    private let wordBytes: [[UInt8]]
    /// Slot → word index + 1; 0 is empty.
    private let slots: [Int32]
    private let mask: Int
    private let shortest: Int
    private let longest: Int

    /// A table of `words`; empty strings are left out.
    init(_ words: some Sequence<String>) {
        var unique: [String] = []
        var seen: Set<String> = []
        for word in words where !word.isEmpty && seen.insert(word).inserted { unique.append(word) }
        self.words = unique
        wordBytes = unique.map { Array($0.utf8) }
        hashes = wordBytes.map { Self.hash($0[...]) }
        var capacity = 16
        while capacity < unique.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
        shortest = wordBytes.map(\.count).min() ?? 0
        longest = wordBytes.map(\.count).max() ?? 0
    }

    var isEmpty: Bool { words.isEmpty }

    /// The indices (in ``words``) of the words `text` holds.
    func matches(in text: String) -> Set<Int> {
        guard !words.isEmpty else { return [] }
        var text = text
        return text.withUTF8 { matches(in: $0) }
    }

    /// The indices (in ``words``) of the words `bytes` holds.
    func matches(in bytes: UnsafeBufferPointer<UInt8>) -> Set<Int> {
        var declared: [String]?
        return matches(in: bytes, declaredNames: &declared)
    }

    /// What the first look at a file finds: the indices of the words it holds, and the names it declares or extends.
    struct FirstLook: Sendable {
        var matches: Set<Int>
        /// The word after each `class`, `struct`, `enum`, `protocol`, `extension`, `actor`, `typealias`,
        /// `@interface` and `@implementation`: the types the file declares or extends (and, harmlessly, a few
        /// other words, such as `func` in `class func`).
        var declaredNames: Set<String>
    }

    /// The words of this table that `text` holds, and the names it declares or extends.
    func firstLook(at text: String) -> FirstLook {
        var text = text
        return text.withUTF8 { bytes in
            var declared: [String]? = []
            let found = matches(in: bytes, declaredNames: &declared)
            return FirstLook(matches: found, declaredNames: Set(declared ?? []))
        }
    }

    /// The indices of the words `bytes` holds; when `declaredNames` is not `nil`, the word after each declaring
    /// keyword is added to it.
    private func matches(in bytes: UnsafeBufferPointer<UInt8>, declaredNames: inout [String]?) -> Set<Int> {
        var found: Set<Int> = []
        let collecting = declaredNames != nil
        guard !words.isEmpty || collecting else { return found }
        var afterKeyword = false
        var index = 0
        let count = bytes.count
        while index < count {
            guard Self.isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            var hash = Self.offsetBasis
            while index < count, Self.isWordByte(bytes[index]) {
                hash = (hash ^ UInt64(bytes[index])) &* Self.prime
                index += 1
            }
            let length = index - start
            if collecting {
                if afterKeyword {
                    declaredNames?.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                afterKeyword = length >= 4 && length <= 14 && Self.declaringKeywordHashes.contains(hash)
            }
            guard length >= shortest, length <= longest else { continue }
            if let word = lookUp(hash: hash, bytes: UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                found.insert(word)
            }
        }
        return found
    }

    /// The keywords that a declared or extended type's name follows.
    private static let declaringKeywordHashes: [UInt64] = [
        "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "interface", "implementation",
    ].map { hash(Array($0.utf8)[...]) }

    private func lookUp(hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let word = entry - 1
            if hashes[word] == hash, wordBytes[word].elementsEqual(bytes) { return word }
            slot = (slot + 1) & mask
        }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}
