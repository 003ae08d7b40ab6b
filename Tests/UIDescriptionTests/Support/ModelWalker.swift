import XIBDecoder

/// Walks a decoded model tree by reflection (tests only).
enum ModelWalker {
    /// What a typed tree holds, gathered in one walk.
    struct Inventory {
        /// Every Interface Builder id the tree holds (the values of properties named `id`).
        var ids: Set<String> = []
        var constraints: [Constraint] = []
        var connections: [Connection] = []
        var menuItems: [MenuItem] = []
        var objects: [InterfaceObject] = []
        var views: [View] = []
    }

    static func inventory(of root: Any) -> Inventory {
        var inventory = Inventory()
        visit(root) { value, label in
            switch value {
            case let id as String where label == "id": if !id.isEmpty { inventory.ids.insert(id) }
            case let id as String? where label == "id": if let id, !id.isEmpty { inventory.ids.insert(id) }
            case let constraint as Constraint: inventory.constraints.append(constraint)
            case let connection as Connection: inventory.connections.append(connection)
            case let item as MenuItem: inventory.menuItems.append(item)
            case let object as InterfaceObject: inventory.objects.append(object)
            case let view as View: inventory.views.append(view)
            default: break
            }
        }
        return inventory
    }

    /// Every value of type `T` in the tree below `root`.
    static func all<T>(_ type: T.Type, in root: Any) -> [T] {
        var found: [T] = []
        visit(root) { value, _ in
            if let match = value as? T { found.append(match) }
        }
        return found
    }

    private static func visit(_ root: Any, _ body: (Any, String?) -> Void) {
        var stack: [(Any, String?)] = [(root, nil)]
        while let (value, label) = stack.popLast() {
            body(value, label)
            if value is String || value is Double || value is Bool || value is Int { continue }
            for child in Mirror(reflecting: value).children {
                stack.append((child.value, child.label))
            }
        }
    }
}
