/// What a parser found in a document: the correctness check of the benchmark. Every row must
/// report the same numbers for the same input, so no row is fast because it skipped work.
public struct ParseCounts: Hashable, Sendable, CustomStringConvertible {
    /// Elements in the document (rows that keep no generic tree leave it `nil`).
    public var elements: Int?
    /// Objects: elements that carry an `id` (every Interface Builder object has one).
    public var objects: Int
    /// `<constraint>` elements.
    public var constraints: Int
    /// `<outlet>` and `<outletCollection>` connections.
    public var outlets: Int

    public init(elements: Int? = nil, objects: Int = 0, constraints: Int = 0, outlets: Int = 0) {
        self.elements = elements
        self.objects = objects
        self.constraints = constraints
        self.outlets = outlets
    }

    /// Counts one element by its name and whether it has an `id`.
    @inline(__always)
    public mutating func count(element name: some StringProtocol, hasID: Bool) {
        elements = (elements ?? 0) + 1
        if hasID { objects += 1 }
        if name == "constraint" { constraints += 1 } else if name == "outlet" || name == "outletCollection" { outlets += 1 }
    }

    /// Whether `other` found the same objects, constraints and outlets (and elements, when both count them).
    public func agrees(with other: ParseCounts) -> Bool {
        objects == other.objects && constraints == other.constraints && outlets == other.outlets
            && (elements == nil || other.elements == nil || elements == other.elements)
    }

    /// Whether a typed model found the same constraints and outlets (it keeps only the objects it declares).
    public func agreesOnConnections(with other: ParseCounts) -> Bool {
        constraints == other.constraints && outlets == other.outlets
    }

    public var description: String {
        "objects \(objects), constraints \(constraints), outlets \(outlets)" + (elements.map { ", elements \($0)" } ?? "")
    }
}
