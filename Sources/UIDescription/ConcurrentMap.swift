import Foundation

extension Array where Element: Sendable {
    /// The results of `transform` on every element, computed on all cores, in the array's order: the one parallel map
    /// of the package (documents in `validate`, sources in the source index).
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultBuffer<Result>(count: count)
        self.withUnsafeBufferPointer { buffer in
            let elements = UnsafeBufferPointerBox(buffer)
            DispatchQueue.concurrentPerform(iterations: elements.buffer.count) { index in
                slots.store(transform(elements.buffer[index]), at: index)
            }
        }
        return slots.values()
    }
}

/// Hands a read-only buffer to concurrent workers; the buffer outlives them (`concurrentPerform` returns only when
/// every iteration is done) and is never written.
private struct UnsafeBufferPointerBox<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
    init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }
}

/// Slots that concurrent workers fill by index. Every access holds `lock`, which makes the unchecked Sendable
/// conformance sound.
private final class ResultBuffer<Value: Sendable>: @unchecked Sendable {
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

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
