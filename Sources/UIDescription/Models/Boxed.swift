/// Stores an optional value out of line. Models hold their nested models (colors, fonts, cells,
/// bars, …) boxed, so a view or controller stays small however many optional parts it can have:
/// a `ViewController` is then a few hundred bytes instead of tens of kilobytes, which keeps
/// decoding off deep stack frames and copies cheap. An absent part costs no allocation (most of
/// them are absent: a view has a shadow or an animation dictionary only on AppKit). The box is
/// immutable; setting replaces it.
@propertyWrapper
public struct Boxed<Wrapped: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    /// Creates a `Boxed` from its parts.
    public init(wrappedValue: Wrapped?) { box = wrappedValue.map(Box.init) }

    /// The wrapped value.
    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.box === rhs.box || lhs.box?.value == rhs.box?.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box?.value) }
}
