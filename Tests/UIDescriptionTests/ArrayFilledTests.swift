import Testing
@testable import UIDescription

/// `Array(filledWith:count:)` and `append(filledWith:count:)`, the allocation the nib reader's per-archive tables use in
/// place of `Array(repeating:count:)`: the same arrays, whatever the count.
struct ArrayFilledTests {
    @Test(arguments: [-3, 0, 1, 2, 63, 64, 65, 1_000])
    func fillsAsRepeatingDoes(count: Int) {
        #expect([Int32](filledWith: -1, count: count) == [Int32](repeating: -1, count: max(count, 0)))
        #expect([String?](filledWith: "a", count: count) == [String?](repeating: "a", count: max(count, 0)))
        var grown: [UInt64] = [7]
        grown.append(filledWith: 0, count: count)
        #expect(grown == [7] + [UInt64](repeating: 0, count: max(count, 0)))
    }
}
