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
    /// The ``presenceBit(_:)`` of each word, as 64 64-bit words.
    private let presence: [UInt64]

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
            var slot = Self.firstSlot(hash, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
        var presence = [UInt64](repeating: 0, count: 64)
        for hash in hashes {
            let bit = Self.presenceBit(hash)
            presence[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.presence = presence
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
        return matches(in: bytes, declaredNames: &declared, signature: UnsafeMutableBufferPointer(start: nil, count: 0))
    }

    /// What the first look at a file finds: the indices of the words it holds, and the names it declares or extends.
    struct FirstLook: Sendable {
        var matches: Set<Int>
        /// The word after each `class`, `struct`, `enum`, `protocol`, `extension`, `actor`, `typealias`,
        /// `@interface` and `@implementation`: the types the file declares or extends (and, harmlessly, a few
        /// other words, such as `func` in `class func`).
        var declaredNames: Set<String>
        /// A Bloom filter of every word of the file (two bits per word), so that later rounds with new words rescan
        /// only the files that may hold one (``mayHoldAnyWord(of:)``).
        var signature: [UInt64]

        /// Whether the file may hold a word whose hash is `hash`: `false` means it does not.
        func mayHold(hash: UInt64) -> Bool {
            let (first, second) = FirstLook.bits(of: hash, count: signature.count)
            return signature[first >> 6] & (1 << UInt64(first & 63)) != 0
                && signature[second >> 6] & (1 << UInt64(second & 63)) != 0
        }

        /// The two bits of a word's hash in a signature of `count` 64-bit words (a power of two).
        /// Shifts and exclusive ors, no multiplication: the scan computes them for every word of every file.
        @inline(__always)
        static func bits(of hash: UInt64, count: Int) -> (Int, Int) {
            let mask = count * 64 - 1
            return (Int(truncatingIfNeeded: hash ^ (hash >> 19)) & mask, Int(truncatingIfNeeded: (hash >> 31) ^ (hash >> 47)) & mask)
        }
    }

    /// Whether the file of `look` may hold one of this table's words.
    func mayHoldAnyWord(of look: FirstLook) -> Bool {
        hashes.contains(where: look.mayHold)
    }

    /// The words of this table that `text` holds, and the names it declares or extends.
    func firstLook(at text: String) -> FirstLook {
        var text = text
        return text.withUTF8(firstLook(at:))
    }

    /// The words of this table that `bytes` hold, and the names they declare or extend.
    func firstLook(at bytes: UnsafeBufferPointer<UInt8>) -> FirstLook {
        do {
            var declared: [String]? = []
            var count = 16
            while count * 64 < bytes.count / 4 { count <<= 1 }
            var signature = [UInt64](repeating: 0, count: count)
            let found = signature.withUnsafeMutableBufferPointer { signature in
                matches(in: bytes, declaredNames: &declared, signature: signature)
            }
            return FirstLook(matches: found, declaredNames: Set(declared ?? []), signature: signature)
        }
    }

    /// The indices (in ``words``) of the words `input` holds; empty when it cannot be read.
    func matches(in input: SourceInput) -> Set<Int> {
        input.withUTF8Bytes { matches(in: $0) } ?? []
    }

    /// The indices of the words `bytes` holds; when `declaredNames` is not `nil`, the word after each declaring
    /// keyword is added to it, and every word to a non-empty `signature`. The loop is the cost of the first look at every source, so it reads bytes through
    /// pointers, classifies them with a table and hashes with a rotation per byte (mixed once per word).
    private func matches(
        in bytes: UnsafeBufferPointer<UInt8>, declaredNames: inout [String]?, signature: UnsafeMutableBufferPointer<UInt64>
    ) -> Set<Int> {
        var found: Set<Int> = []
        let collecting = declaredNames != nil
        guard !words.isEmpty || collecting, let base = bytes.baseAddress else { return found }
        let keywordHashes = Self.declaringKeywordHashes
        let lengths = lengthMask
        let presence = self.presence
        let count = bytes.count
        var afterKeyword = false
        var index = 0
        Self.wordByteTable.withUnsafeBufferPointer { isWord in
            while index < count {
                guard isWord[Int(base[index])] else {
                    index &+= 1
                    continue
                }
                let start = index
                var hash: UInt64 = 0
                repeat {
                    hash = ((hash << 7) | (hash >> 57)) ^ UInt64(base[index])
                    index &+= 1
                } while index < count && isWord[Int(base[index])]
                let length = index &- start
                if !signature.isEmpty {
                    let (first, second) = FirstLook.bits(of: hash, count: signature.count)
                    signature[first >> 6] |= 1 << UInt64(first & 63)
                    signature[second >> 6] |= 1 << UInt64(second & 63)
                }
                if collecting {
                    if afterKeyword {
                        declaredNames?.append(String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self))
                    }
                    afterKeyword = Self.isDeclaringKeyword(hash: hash, length: length, keywordHashes)
                }
                guard length < 64 ? lengths & (1 << UInt64(length)) != 0 : length <= longest else { continue }
                let presenceBit = Self.presenceBit(hash)
                guard presence[presenceBit >> 6] & (1 << UInt64(presenceBit & 63)) != 0 else { continue }
                if let word = lookUp(hash: hash, bytes: UnsafeBufferPointer(start: base + start, count: length)) {
                    found.insert(word)
                }
            }
        }
        return found
    }

    /// The bit of a word's hash in ``presence``: 4,096 bits, set for the table's words, so that most words of a file
    /// are passed over with one load, before the table is probed.
    @inline(__always)
    private static func presenceBit(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 13) ^ (hash >> 37)) & 4095
    }

    /// Which word lengths below 64 the table holds, one bit each.
    private var lengthMask: UInt64 {
        wordBytes.reduce(0) { $1.count < 64 ? $0 | (1 << UInt64($1.count)) : $0 }
    }

    /// Whether each byte can be part of a word: ASCII letters, digits, `_`, and the bytes of non-ASCII characters.
    private static let wordByteTable: [Bool] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }

    /// Whether a word of `length` with `hash` is one of the declaring keywords (`keywordHashes`, in the order of
    /// ``declaringKeywordHashes``): compared by length first, since the scan asks it of every word.
    @inline(__always)
    private static func isDeclaringKeyword(hash: UInt64, length: Int, _ keywordHashes: [UInt64]) -> Bool {
        switch length {
        case 4: hash == keywordHashes[2]
        case 5: hash == keywordHashes[0] || hash == keywordHashes[5]
        case 6: hash == keywordHashes[1]
        case 8: hash == keywordHashes[3]
        case 9: hash == keywordHashes[4] || hash == keywordHashes[6] || hash == keywordHashes[7]
        case 14: hash == keywordHashes[8]
        default: false
        }
    }

    /// The keywords that a declared or extended type's name follows.
    private static let declaringKeywordHashes: [UInt64] = [
        "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "interface", "implementation",
    ].map { hash(Array($0.utf8)[...]) }

    private func lookUp(hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.firstSlot(hash, mask: mask)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let word = entry - 1
            if hashes[word] == hash, wordBytes[word].elementsEqual(bytes) { return word }
            slot = (slot + 1) & mask
        }
    }

    /// The hash of a word's bytes, as the scan computes it.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { (($0 << 7) | ($0 >> 57)) ^ UInt64($1) }
    }

    /// The slot a hash starts its search at: the hash mixed, so that similar words spread.
    private static func firstSlot(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((hash ^ (hash >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
