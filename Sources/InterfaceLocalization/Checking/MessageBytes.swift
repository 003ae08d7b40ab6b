/// A message put together as UTF-8 and made into a string once: an app's stale tables can hold thousands of
/// findings, and appending to a `String` piece by piece costs several times more.
struct MessageBytes {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    static func += (message: inout MessageBytes, piece: String) {
        message.bytes.append(contentsOf: piece.utf8)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
