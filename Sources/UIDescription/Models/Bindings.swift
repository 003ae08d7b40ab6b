extension ObjectController {
    /// The bindings the controller makes.
    public var bindings: [Binding] { connections.bindings }
}

extension BindingOptions {
    /// The value of the option `name` (`NSValueTransformerName`, `NSContinuouslyUpdatesValue`, …), as written.
    public subscript(name: String) -> String? { entries.first { $0.key == name }?.value }
}
