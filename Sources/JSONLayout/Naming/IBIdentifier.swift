/// Interface Builder object ids: their shape, and fresh ones for objects a layout adds.
enum IBIdentifier {
    /// Whether a value has the shape of a generated IB id (`abc-de-fgh`).
    static func looksLikeID(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 10, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-") else { return false }
        for (index, byte) in bytes.enumerated() where index != 3 && index != 6 {
            guard isAlphanumeric(byte) else { return false }
        }
        return true
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// A fresh id in Interface Builder's shape, derived only from `seed` (so the same layout always
    /// gets the same ids), and not in `taken`.
    static func make(seed: String, taken: Set<String>) -> String {
        var attempt = 0
        while true {
            var hash: UInt64 = 14_695_981_039_346_656_037
            for byte in seed.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 1_099_511_628_211
            }
            hash ^= UInt64(attempt)
            hash = hash &* 1_099_511_628_211
            var characters: [UInt8] = []
            var value = hash
            for index in 0..<8 {
                characters.append(alphabet[Int(value % 62)])
                value /= 62
                if index == 2 || index == 4 { characters.append(UInt8(ascii: "-")) }
            }
            let id = String(decoding: characters, as: UTF8.self)
            if !taken.contains(id) { return id }
            attempt += 1
        }
    }
}
