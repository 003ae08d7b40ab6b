/// Element and attribute names the layout reader writes itself (a connection's tag and
/// attributes), interned once per read instead of looked up by name for every connection.
enum WrittenName: Int, CaseIterable {
    case connections, outlet, outletCollection, action
    case property, destination, target, collectionClass, selector, eventType, id

    /// The name as Interface Builder writes it.
    var name: String {
        switch self {
        case .connections: "connections"
        case .outlet: "outlet"
        case .outletCollection: "outletCollection"
        case .action: "action"
        case .property: "property"
        case .destination: "destination"
        case .target: "target"
        case .collectionClass: "collectionClass"
        case .selector: "selector"
        case .eventType: "eventType"
        case .id: "id"
        }
    }
}
