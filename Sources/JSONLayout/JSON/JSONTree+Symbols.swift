#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The tree's member names, interned while parsing: each distinct name is a symbol (a small
/// integer), found through an open-addressing table over an FNV-1a hash of its bytes. Readers look
/// other text up in the same table (a name written as a value, an `ids` key built from parts)
/// without making a `String` of it.
extension JSONTree {
    /// The member-name table: slots hold symbols (-1: empty), with each symbol's hash.
    struct SymbolTable {
        var slots = [Int32](repeating: -1, count: 256)
        var hashes: [UInt32] = []
    }

    /// The hash of a name's bytes.
    static func symbolHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        // An index loop, not `for in`: the same machine code when optimized, and no iterator calls per byte in a
        // debug build, where a hostile megabyte key is otherwise slow to hash.
        var index = 0
        while index < bytes.count {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
            index += 1
        }
        return hash
    }

    /// The symbol of the member name whose bytes are `bytes`, or `nil` when no member has that name.
    func symbol(named bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        symbol(named: bytes, hash: Self.symbolHash(bytes))
    }

    /// The symbol of the member name `name`, or `nil` when no member has that name.
    func symbol(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { symbol(named: $0) }
    }

    private func symbol(named bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        let mask = symbolTable.slots.count - 1
        var slot = Int(hash) & mask
        while symbolTable.slots[slot] >= 0 {
            let symbol = Int(symbolTable.slots[slot])
            if symbolTable.hashes[symbol] == hash, withBytes(Int(symbolKeys[symbol]), { Self.sameBytes($0, bytes) }) { return symbol }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The symbol of the text of the key at `index` and the text's hash; `nil` for a new text.
    private func knownSymbol(ofKey index: Int) -> (symbol: Int?, hash: UInt32) {
        withBytes(index) { bytes in
            let hash = Self.symbolHash(bytes)
            return (symbol(named: bytes, hash: hash), hash)
        }
    }

    /// Gives the key at `index` the symbol of its text, making a new symbol for a new text.
    mutating func internKey(_ index: Int) {
        let (known, hash) = knownSymbol(ofKey: index)
        if let known {
            values[index].count = Int32(known)
            return
        }
        let symbol = symbolKeys.count
        symbolKeys.append(Int32(index))
        symbolTable.hashes.append(hash)
        values[index].count = Int32(symbol)
        var mask = symbolTable.slots.count - 1
        var slot = Int(hash) & mask
        while symbolTable.slots[slot] >= 0 { slot = (slot + 1) & mask }
        symbolTable.slots[slot] = Int32(symbol)
        if symbolTable.hashes.count * 2 > symbolTable.slots.count {
            symbolTable.slots = [Int32](repeating: -1, count: symbolTable.slots.count * 2)
            mask = symbolTable.slots.count - 1
            for (existing, existingHash) in symbolTable.hashes.enumerated() {
                var position = Int(existingHash) & mask
                while symbolTable.slots[position] >= 0 { position = (position + 1) & mask }
                symbolTable.slots[position] = Int32(existing)
            }
        }
    }

    /// Whether two byte ranges hold the same bytes.
    static func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
    }
}
