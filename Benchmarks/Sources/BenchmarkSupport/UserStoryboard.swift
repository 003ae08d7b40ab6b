import XIBDecoder

/// The "user-type" row: what an app or a tool declares for itself and decodes with uidesc, with
/// plain `Codable` structs and compiler-generated `init(from:)`s: scenes, their objects, each
/// object's root view, the view tree with frames, constraints and connections.
/// ``XMLCoderRow`` decodes the same shape with XMLCoder; the JSON rows decode it from a JSON layout
/// (``JSONRows``) and, with Foundation's `JSONDecoder`, from `JSONEncoder`'s encoding of it.
public struct UserStoryboard: DocumentRootDecodable, Encodable {
    public var scenes: [UserScene]?
    public var objects: [UserObject]?
}

public struct UserScene: Codable {
    public var sceneID: String
    public var objects: [UserObject]
}

/// A scene or top-level object: a view controller, a placeholder, a view, or anything else.
public struct UserObject: Codable {
    public var kind: String
    public var id: String?
    public var customClass: String?
    public var storyboardIdentifier: String?
    /// The controller's root view (`key="view"`).
    public var view: UserView?
    public var subviews: [UserView]?
    public var constraints: [UserConstraint]?
    public var connections: [UserConnection]?

    enum CodingKeys: String, CodingKey {
        case kind = "$kind", id, customClass, storyboardIdentifier, view, subviews, constraints, connections
    }
}

/// A class, because a view holds its cell's content view (a struct cannot contain itself).
public final class UserView: Codable {
    public var kind: String
    /// Content views written by older Xcodes have no id.
    public var id: String?
    public var customClass: String?
    public var frame: UserRect?
    public var subviews: [UserView]?
    public var constraints: [UserConstraint]?
    public var connections: [UserConnection]?
    /// A table or collection view cell's content view.
    public var contentView: UserView?
    /// A table view's prototype cells.
    public var prototypes: [UserView]?
    /// A collection view's cells.
    public var cells: [UserView]?
    /// A static table view's sections.
    public var sections: [UserTableSection]?
    public var tableHeaderView: UserView?
    public var tableFooterView: UserView?

    enum CodingKeys: String, CodingKey {
        case kind = "$kind", id, customClass, frame, subviews, constraints, connections, contentView, prototypes, cells
        case sections, tableHeaderView, tableFooterView
    }
}

/// A section of a static table view, with its cells.
public struct UserTableSection: Codable {
    public var id: String?
    public var headerTitle: String?
    public var cells: [UserView]?
}

public struct UserRect: Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}

public struct UserConstraint: Codable, CountsAsConstraint {
    public var id: String?
    public var firstItem: String?
    public var firstAttribute: String?
    public var secondItem: String?
    public var secondAttribute: String?
    public var constant: Double?
    public var multiplier: String?
    public var priority: Double?
}

public struct UserConnection: Codable, CountsAsConnection {
    public var kind: String
    public var id: String?
    public var property: String?
    public var destination: String?
    public var selector: String?

    public var isOutlet: Bool { kind == "outlet" || kind == "outletCollection" }

    enum CodingKeys: String, CodingKey { case kind = "$kind", id, property, destination, selector }
}
