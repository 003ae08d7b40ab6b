/// A number for some of the objects of one archive (each object's parent, each object's Interface Builder id), kept
/// in an array by object index: reading it is an array look-up, not a hash, which the translation does for every
/// object and every candidate child.
struct ObjectNumberTable: Sendable {
    /// `Int.min` marks an object without a number.
    private var numbers: [Int]

    /// An empty table for an archive of `count` objects (it grows when a larger index is set).
    init(capacity count: Int) {
        numbers = Array(filledWith: .min, count: max(count, 0))
    }

    /// The number of `object`, if it has one; setting nil removes it. A negative index never has one.
    subscript(object: Int) -> Int? {
        get {
            guard object >= 0, object < numbers.count, numbers[object] != .min else { return nil }
            return numbers[object]
        }
        set {
            guard object >= 0 else { return }
            if object >= numbers.count {
                guard newValue != nil else { return }
                numbers.append(filledWith: .min, count: object + 1 - numbers.count)
            }
            numbers[object] = newValue ?? .min
        }
    }
}
