#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A parsed JSON text: every value in one flat table, in document order, each with the byte
/// offset it starts at, so that any value can be reported as `line:column` of the input.
///
/// Objects store their members as alternating key and value entries. Strings without escapes
/// are not copied: they refer to the input bytes; numbers always refer to the input, so their
/// exact spelling (`0.0`, `33.600000000000001`) is kept.
struct JSONTree {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    struct Value {
        var kind: Kind
        /// Whether a string's bytes are in the input (no escapes) or in `decoded`.
        var inSource: Bool
        /// The byte offset of the value's first byte in the input.
        var offset: Int32
        /// The index of the first value after this value and everything inside it.
        var end: Int32
        /// Objects: the number of members; arrays: the number of items.
        var count: Int32
        /// Strings and numbers: where their bytes start, and how many there are.
        var start: Int32
        var length: Int32
    }

    var values: [Value]
    let source: [UInt8]
    var decoded: [UInt8]
    /// For each distinct member name (symbol), the index of its first key: member names are
    /// interned while parsing, so that readers compare and look up small integers.
    var symbolKeys: [Int32] = []
    /// The symbols by the hash of their bytes (see `JSONTree+Symbols.swift`).
    var symbolTable = SymbolTable()

    /// The symbol of a member name (the key value of an object member).
    func symbol(ofKey key: Int) -> Int { Int(values[key].count) }

    /// The number of distinct member names.
    var symbolCount: Int { symbolKeys.count }

    /// The root value.
    var root: Int { 0 }

    func kind(_ index: Int) -> Kind { values[index].kind }
    func offset(_ index: Int) -> Int { Int(values[index].offset) }
    func count(_ index: Int) -> Int { Int(values[index].count) }

    /// The index after `index` and its contents.
    func next(_ index: Int) -> Int { Int(values[index].end) }

    /// The items of an array, in order.
    func items(_ array: Int) -> ItemSequence { ItemSequence(values: values, first: array + 1, count: count(array)) }

    /// The members of an object as (key index, value index), in order.
    func members(_ object: Int) -> MemberSequence { MemberSequence(values: values, first: object + 1, count: count(object)) }

    /// The value of the member named `name`, if the object has one.
    func member(_ name: String, of object: Int) -> Int? {
        for (key, value) in members(object) where stringEquals(key, name) { return value }
        return nil
    }

    /// Calls `body` with the bytes of a string or number value.
    func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let value = values[index]
        let start = Int(value.start)
        let end = start + Int(value.length)
        if value.inSource || value.kind == .number {
            return try source.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        return try decoded.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Where a string or number value stands verbatim in the source (a string without escapes,
    /// a number as written), or `nil`.
    func sourceOffset(_ index: Int) -> Int? {
        let value = values[index]
        return value.inSource || value.kind == .number ? Int(value.start) : nil
    }

    /// The text of a string value (or the spelling of a number).
    func string(_ index: Int) -> String {
        withBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a string value equals `text`, compared byte by byte.
    func stringEquals(_ index: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { expected in
            withBytes(index) { actual in
                Self.sameBytes(actual, expected)
            }
        }
    }

    /// The first byte of a string value, or `nil` when it is empty.
    func firstByte(_ index: Int) -> UInt8? {
        withBytes(index) { $0.first }
    }

    /// The items of an array. Sequences hold the value table alone, not the whole tree, so that
    /// making one retains one buffer.
    struct ItemSequence: Sequence {
        let values: [Value]
        let first: Int
        let count: Int

        struct Iterator: IteratorProtocol {
            let values: [Value]
            var index: Int
            var remaining: Int

            mutating func next() -> Int? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let current = index
                index = Int(values[current].end)
                return current
            }
        }

        func makeIterator() -> Iterator { Iterator(values: values, index: first, remaining: count) }
    }

    struct MemberSequence: Sequence {
        let values: [Value]
        let first: Int
        let count: Int

        struct Iterator: IteratorProtocol {
            let values: [Value]
            var index: Int
            var remaining: Int

            mutating func next() -> (key: Int, value: Int)? {
                guard remaining > 0 else { return nil }
                remaining -= 1
                let key = index
                let value = key + 1
                index = Int(values[value].end)
                return (key, value)
            }
        }

        func makeIterator() -> Iterator { Iterator(values: values, index: first, remaining: count) }
    }
}
