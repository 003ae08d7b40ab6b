/// A typed WatchKit interface item: the shared ``WatchItem`` properties plus its own. Shared
/// properties read through (`label.alignment`, `group.width`).
@dynamicMemberLookup
public protocol WatchItemElement: InterfaceElement {
    /// The properties every interface item shares.
    var item: WatchItem { get set }
}

extension WatchItemElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<WatchItem, Value>) -> Value {
        item[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WatchItem, Value>) -> Value {
        get { item[keyPath: keyPath] }
        set { item[keyPath: keyPath] = newValue }
    }
}
