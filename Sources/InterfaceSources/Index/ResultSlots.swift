import Foundation

/// Fixed slots that concurrent workers fill by index, read once all of them are done.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    // Every access to `slots` holds `lock`, which is what makes the unchecked Sendable conformance sound.
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// The stored values in index order; slots never stored are left out.
    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
