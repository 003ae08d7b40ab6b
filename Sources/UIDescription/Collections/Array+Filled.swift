extension Array {
    /// An array of `count` copies of `value`, as `Array(repeating:count:)` makes, allocated through the array's
    /// growth path, which is specialized for `Element` where it is used.
    ///
    /// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)` allocate through the
    /// standard library's unspecialized `_allocateBufferUninitialized(minimumCapacity:)`, which looks the storage
    /// class up in the run time's generic metadata cache on every call: about 600 instructions, 18 times for the
    /// smallest nib (a sixth of reading it; docs/performance.md).
    @inlinable
    package init(filledWith value: Element, count: Int) {
        self.init()
        guard count > 0 else { return }
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }

    /// Appends `count` copies of `value` (see ``init(filledWith:count:)``).
    @inlinable
    package mutating func append(filledWith value: Element, count: Int) {
        guard count > 0 else { return }
        append(contentsOf: repeatElement(value, count: count))
    }
}
