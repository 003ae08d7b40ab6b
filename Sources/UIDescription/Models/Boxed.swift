/// Stores a value out of line. Models hold their nested models (colors, fonts, cells, bars, …)
/// boxed, so a view or controller stays small however many optional parts it can have: a
/// `ViewController` is then a few hundred bytes instead of tens of kilobytes, which keeps decoding
/// off deep stack frames and copies cheap. The box is immutable; setting replaces it.
@propertyWrapper
public struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    public static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    public func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
