import XIBDecoder

/// A decoded model value that stands for one `<constraint>`.
public protocol CountsAsConstraint {}

/// A decoded model value that stands for one connection; outlets are counted.
public protocol CountsAsConnection {
    var isOutlet: Bool { get }
}

extension Constraint: CountsAsConstraint {}
extension Outlet: CountsAsConnection {
    public var isOutlet: Bool { true }
}

/// Counts objects, constraints and outlets in a decoded typed model by reflection, so the check
/// sees everything the model kept, whatever its shape: a value with a non-empty `id` property is
/// an object; ``Node`` values are counted like elements. Untimed: it runs in the check only.
public enum TypedModelCounter {
    public static func count(_ value: Any) -> ParseCounts {
        var counts = ParseCounts()
        var ids: [String]?
        visit(value, into: &counts, ids: &ids)
        return counts
    }

    /// The ids the model kept, in the order the walk met them (to find what a model drops).
    public static func ids(_ value: Any) -> [String] {
        var counts = ParseCounts()
        var ids: [String]? = []
        visit(value, into: &counts, ids: &ids)
        return ids ?? []
    }

    private static func visit(_ value: Any, into counts: inout ParseCounts, ids: inout [String]?) {
        if let node = value as? Node {
            visit(node, into: &counts, ids: &ids)
            return
        }
        if value is CountsAsConstraint { counts.constraints += 1 }
        if let connection = value as? CountsAsConnection, connection.isOutlet { counts.outlets += 1 }
        for child in Mirror(reflecting: value).children {
            if child.label == "id", let id = child.value as? String, !id.isEmpty {
                counts.objects += 1
                ids?.append(id)
            }
            if child.value is String { continue }
            visit(child.value, into: &counts, ids: &ids)
        }
    }

    private static func visit(_ node: Node, into counts: inout ParseCounts, ids: inout [String]?) {
        if let id = node.attributes.first(where: { $0.name == "id" })?.value {
            counts.objects += 1
            ids?.append(id)
        }
        if node.kind == "constraint" { counts.constraints += 1 }
        if node.kind == "outlet" || node.kind == "outletCollection" { counts.outlets += 1 }
        for child in node.children { visit(child, into: &counts, ids: &ids) }
    }
}
