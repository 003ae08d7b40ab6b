/// A set of identifiers that a file's bytes are searched for, word by word, without making a string of each word:
/// the cheap first look at a source file (``SourceRelevance``).
///
/// A word is a run of ASCII letters, digits and `_` (and bytes of non-ASCII characters, so that a word is never cut
/// inside one). Each word of the text is hashed and looked up in an open-addressing table.
struct SourceWordTable: Sendable {
    /// The words, in the order given (duplicates once).
    let words: [String]
    private let hashes: [UInt64]
    private let wordBytes: [[UInt8]]
    /// Slot → word index + 1; 0 is empty.
    private let slots: [Int32]
    private let mask: Int
    /// The ``presenceBit(_:)`` of each word and of each declaring keyword, as 64 64-bit words.
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
        for hash in hashes + Self.declaringKeywordHashes where hash != 0 {
            let bit = Self.presenceBit(hash)
            presence[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.presence = presence
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
        var declared: [UInt64]?
        return matches(in: bytes, declaredNameHashes: &declared, signature: UnsafeMutableBufferPointer(start: nil, count: 0))
    }

    /// What the first look at a file finds: the indices of the words it holds, and the names it declares or extends.
    struct FirstLook: Sendable {
        var matches: Set<Int>
        /// The hash (``SourceWordTable/hash(_:)``) of the word after each `class`, `struct`, `enum`, `protocol`,
        /// `extension`, `actor`, `typealias`, `@interface` and `@implementation`: the types the file declares or
        /// extends (and, harmlessly, a few other words, such as `func` in `class func`), in the order they come,
        /// repeated as they are. Hashes, not strings: a later round asks a table of new type names
        /// (``holdsAnyWord(hashedAs:)``), and a string made for each would cost the scan more than the rest of its
        /// work on those words.
        var declaredNameHashes: [UInt64]
        /// A Bloom filter of every word of the file (two bits of one 64-bit word per word), so that later rounds with
        /// new words rescan only the files that may hold one (``mayHoldAnyWord(of:)``).
        var signature: [UInt64]

        /// Whether the file may hold a word whose hash is `hash`: `false` means it does not.
        func mayHold(hash: UInt64) -> Bool {
            let (word, bits) = FirstLook.bits(of: hash, count: signature.count)
            return signature[word] & bits == bits
        }

        /// The 64-bit word of a signature of `count` words (a power of two) that a word's hash sets, and the two
        /// bits it sets in it: one store per word, which the scan makes for every word of every file (a blocked
        /// Bloom filter).
        @inline(__always)
        static func bits(of hash: UInt64, count: Int) -> (word: Int, bits: UInt64) {
            let word = Int(truncatingIfNeeded: hash &>> 40) & (count &- 1)
            return (word, (1 &<< (hash & 63)) | (1 &<< ((hash &>> 6) & 63)))
        }
    }

    /// Whether the file of `look` may hold one of this table's words.
    func mayHoldAnyWord(of look: FirstLook) -> Bool {
        hashes.contains(where: look.mayHold)
    }

    /// Whether one of `wordHashes` is the hash of one of this table's words: a word of the same hash, which is not
    /// necessarily the same word (words longer than sixteen bytes that differ only in their middle share one).
    func holdsAnyWord(hashedAs wordHashes: [UInt64]) -> Bool {
        wordHashes.contains { firstWord(hashed: $0) { _ in true } != nil }
    }

    /// The words of this table that `text` holds, and the names it declares or extends.
    func firstLook(at text: String) -> FirstLook {
        var text = text
        return text.withUTF8(firstLook(at:))
    }

    /// The words of this table that `bytes` hold, and the names they declare or extend.
    func firstLook(at bytes: UnsafeBufferPointer<UInt8>) -> FirstLook {
        do {
            var declared: [UInt64]? = []
            var count = 16
            while count * 64 < bytes.count / 4 { count <<= 1 }
            var signature = [UInt64](repeating: 0, count: count)
            let found = signature.withUnsafeMutableBufferPointer { signature in
                matches(in: bytes, declaredNameHashes: &declared, signature: signature)
            }
            return FirstLook(matches: found, declaredNameHashes: declared ?? [], signature: signature)
        }
    }

    /// The indices (in ``words``) of the words `input` holds; empty when it cannot be read.
    func matches(in input: SourceInput) -> Set<Int> {
        input.withUTF8Bytes { matches(in: $0) } ?? []
    }

    /// The indices of the words `bytes` holds; when `declaredNameHashes` is not `nil`, the hash of the word after
    /// each declaring keyword is added to it, and every word to a non-empty `signature`.
    ///
    /// The loop is the cost of the first look at every source, so it avoids a branch per byte: each block of 64
    /// bytes becomes a mask of its word bytes, eight at a time (``wordByteMask(of:)``), the words are found from the
    /// mask's edges, and each word is hashed in constant time from its first and last eight bytes and its length
    /// (``hash(first:last:length:)``).
    private func matches(
        in bytes: UnsafeBufferPointer<UInt8>, declaredNameHashes: inout [UInt64]?, signature: UnsafeMutableBufferPointer<UInt64>
    ) -> Set<Int> {
        var found: Set<Int> = []
        let collecting = declaredNameHashes != nil
        guard !words.isEmpty || collecting, let base = bytes.baseAddress else { return found }
        let count = bytes.count
        var afterKeyword = false
        /// The start of a word that runs on past the block, or -1.
        var openStart = -1
        var blockStart = 0
        presence.withUnsafeBufferPointer { presence in
            Self.declaringKeywordHashes.withUnsafeBufferPointer { keywordHashes in
                while blockStart < count {
                    let blockCount = min(64, count &- blockStart)
                    let block = base + blockStart
                    var mask: UInt64 = 0
                    if blockCount == 64 {
                        for eight in 0..<8 {
                            let bytes = UInt64(littleEndian: UnsafeRawPointer(block + 8 &* eight).loadUnaligned(as: UInt64.self))
                            mask |= Self.wordByteMask(of: bytes) &<< UInt64(8 &* eight)
                        }
                    } else {
                        // The last block, read byte by byte: the bytes beyond the text read as 0, not a word byte.
                        for eight in stride(from: 0, to: blockCount, by: 8) {
                            let bytes = Self.littleEndian(block + eight, count: min(8, blockCount &- eight))
                            mask |= Self.wordByteMask(of: bytes) &<< UInt64(eight)
                        }
                    }
                    // A word starts at a word byte that does not follow one (in this block, or the word still open
                    // from the last), and ends at a word byte that the next byte (in this block or the next) does
                    // not follow.
                    var starts = mask & ~((mask &<< 1) | (openStart >= 0 ? 1 : 0))
                    var ends = mask & ~(mask &>> 1)
                    if blockCount == 64 && blockStart &+ 64 < count && Self.wordByteMask(of: UInt64(block[64])) != 0 { ends &= ~(1 &<< 63) }
                    while true {
                        if openStart < 0 {
                            guard starts != 0 else { break }
                            openStart = blockStart &+ starts.trailingZeroBitCount
                            starts &= starts &- 1
                        }
                        guard ends != 0 else { break }
                        let end = blockStart &+ ends.trailingZeroBitCount &+ 1
                        ends &= ends &- 1
                        let start = openStart
                        openStart = -1
                        let length = end &- start
                        let hash = Self.hash(at: base, start: start, length: length, count: count)
                        if !signature.isEmpty {
                            let (word, bits) = FirstLook.bits(of: hash, count: signature.count)
                            signature[word] |= bits
                        }
                        if afterKeyword {
                            declaredNameHashes?.append(hash)
                        }
                        // One load passes over most words: the presence bits are set for the table's words and for
                        // the declaring keywords.
                        let presenceBit = Self.presenceBit(hash)
                        guard presence[presenceBit &>> 6] & (1 &<< UInt64(presenceBit & 63)) != 0 else {
                            afterKeyword = false
                            continue
                        }
                        afterKeyword = collecting && Self.isDeclaringKeyword(hash: hash, length: length, keywordHashes)
                        if let word = lookUp(hash: hash, bytes: UnsafeBufferPointer(start: base + start, count: length)) {
                            found.insert(word)
                        }
                    }
                    blockStart &+= 64
                }
            }
        }
        return found
    }

    /// The bit of a word's hash in ``presence``: 4,096 bits, set for the table's words and the declaring keywords, so
    /// that most words of a file are passed over with one load, before the table is probed.
    @inline(__always)
    private static func presenceBit(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 13) ^ (hash >> 37)) & 4095
    }

    /// Which of eight bytes (read as a little-endian number) can be part of a word, one bit each, computed on all
    /// eight at once: for a byte below 128, `x + (128 - low)` reaches 128 exactly when `x >= low`, and no sum carries
    /// into the next byte; a letter is found in either case by setting the bit that tells the cases apart.
    @inline(__always)
    static func wordByteMask(of bytes: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func atLeast(_ value: UInt64, _ low: UInt64) -> UInt64 { value &+ ones &* (128 &- low) }
        let ascii = bytes & ~high
        let lower = ascii | (ones &* 0x20)
        let digit = atLeast(ascii, 0x30) & ~atLeast(ascii, 0x3A)
        let letter = atLeast(lower, 0x61) & ~atLeast(lower, 0x7B)
        let differs = ascii ^ (ones &* 0x5F)
        let underscore = ~(((differs & ~high) &+ ~high) | differs)
        let flags = ((digit | letter | underscore) & high) | (bytes & high)
        return ((flags &>> 7) &* 0x0102_0408_1020_4080) &>> 56
    }

    /// Whether a word of `length` with `hash` is one of the declaring keywords: ``declaringKeywordHashes`` holds,
    /// for each length below 16, the hashes of the keywords of that length (at most three, 0 for none), so that the
    /// scan asks it of every word without a branch on the length.
    @inline(__always)
    private static func isDeclaringKeyword(hash: UInt64, length: Int, _ keywordHashes: UnsafeBufferPointer<UInt64>) -> Bool {
        let row = (length & 15) &* 3
        let equal = (hash == keywordHashes[row] ? 1 : 0) | (hash == keywordHashes[row &+ 1] ? 1 : 0) | (hash == keywordHashes[row &+ 2] ? 1 : 0)
        return equal & (length < 16 ? 1 : 0) & (hash != 0 ? 1 : 0) != 0
    }

    /// The keywords that a declared or extended type's name follows, by length (see ``isDeclaringKeyword(hash:length:_:)``).
    private static let declaringKeywordHashes: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 48)
        for keyword in ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "interface", "implementation"] {
            let bytes = Array(keyword.utf8)
            let row = bytes.count * 3
            guard let free = (row..<row + 3).first(where: { table[$0] == 0 }) else { continue }
            table[free] = hash(bytes[...])
        }
        return table
    }()

    private func lookUp(hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        firstWord(hashed: hash) { wordBytes[$0].elementsEqual(bytes) }
    }

    /// The first word of the table whose hash is `hash` and that `accepts`, probing the slots from the hash's.
    @inline(__always)
    private func firstWord(hashed hash: UInt64, accepting accepts: (Int) -> Bool) -> Int? {
        var slot = Self.firstSlot(hash, mask: mask)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let word = entry - 1
            if hashes[word] == hash, accepts(word) { return word }
            slot = (slot + 1) & mask
        }
    }

    /// The hash of a word's bytes, as the scan computes it (``hash(first:last:length:)``).
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return hash(first: 0, last: 0, length: 0) }
            let first = littleEndian(base, count: min(bytes.count, 8))
            let last = bytes.count > 8 ? littleEndian(base + bytes.count - 8, count: 8) : first
            return hash(first: first, last: last, length: bytes.count)
        }
    }

    /// The `count` bytes (at most eight) at `bytes` as a little-endian number, read one by one: for the ends of a
    /// text, where eight bytes cannot be loaded at once.
    @inline(__always)
    private static func littleEndian(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<count { value |= UInt64(bytes[offset]) &<< UInt64(8 &* offset) }
        return value
    }

    /// The hash of the word of `length` bytes at `start` of the `count` bytes at `base`: its first eight bytes (fewer
    /// in a shorter word, repeated as its last) and, in a longer word, its last eight, read as little-endian numbers.
    @inline(__always)
    private static func hash(at base: UnsafePointer<UInt8>, start: Int, length: Int, count: Int) -> UInt64 {
        let end = start &+ length
        // Without a branch on the length, which varies from word to word (a mispredicted branch costs more than the
        // rest of the hash): the eight bytes that end the word, shifted right by the bytes a short word lacks, are
        // its first bytes, and the same shift masks the eight bytes that start it.
        let shift = UInt64(truncatingIfNeeded: 64 &- 8 &* min(length, 8))
        if start &+ 8 <= count && end >= 8 {
            let first = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) & (~0 &>> shift)
            let last = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self)) &>> shift
            return hash(first: first, last: last, length: length)
        }
        let first = littleEndian(base + start, count: min(length, 8))
        let last = length > 8 ? UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self)) : first
        return hash(first: first, last: last, length: length)
    }

    /// A word's hash from its first and last eight bytes (its first bytes twice when it is shorter) and its length:
    /// two multiplications a word, whatever its length (words that differ only in their middle bytes share a hash,
    /// and are told apart by comparing bytes).
    @inline(__always)
    private static func hash(first: UInt64, last: UInt64, length: Int) -> UInt64 {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ ((last ^ UInt64(truncatingIfNeeded: length)) &* 0xC2B2_AE3D_27D4_EB4F)
        return mixed ^ (mixed &>> 29)
    }

    /// The slot a hash starts its search at: the hash mixed, so that similar words spread.
    private static func firstSlot(_ hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((hash ^ (hash >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
