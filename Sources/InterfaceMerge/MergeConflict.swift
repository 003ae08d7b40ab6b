import UIDescription

/// A spot the merge could not settle: both sides changed one thing differently, or one side removed what the other
/// changed or still needs. Named by object (kind, class, name a person knows it by, id, scene) and attribute, with
/// both sides' values.
public struct MergeConflict: Sendable, Hashable, Codable {
    /// What kind of disagreement it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Both sides set one attribute to different values.
        case attribute
        /// Both sides changed one value element (a colour, a font, a rectangle) or one text differently.
        case value
        /// One side removed an object the other side changed.
        case deletedAndChanged = "deleted-and-changed"
        /// One side removed an object the other side's changes refer to (an outlet, a constraint, a segue to it).
        case deletedButReferenced = "deleted-but-referenced"
        /// Both sides connected one outlet property of one object, to different objects.
        case outletConnectedTwice = "outlet-connected-twice"
        /// Both sides moved one object to different places.
        case movedTwice = "moved-twice"
        /// The line merge (used for inputs that are not readable IB documents) left a conflict hunk.
        case lines
    }

    /// The kind.
    public var kind: Kind
    /// The object, as a person knows it: `label "Welcome" (abc-de-fgh) in scene Login View Controller`.
    public var object: String
    /// The attribute or value (`text`, `frame`, `textColor`, `outlet titleLabel`), when the conflict is about one.
    public var attribute: String?
    /// Ours' value; `nil` where ours has none (removed or never set).
    public var ours: String?
    /// Theirs' value; `nil` where theirs has none.
    public var theirs: String?
    /// Where the conflict's `<<<<<<<` marker stands in the merged file.
    public var location: SourceLocation?

    /// Creates a `MergeConflict` from its parts.
    public init(kind: Kind, object: String, attribute: String? = nil, ours: String? = nil, theirs: String? = nil,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.object = object
        self.attribute = attribute
        self.ours = ours
        self.theirs = theirs
        self.location = location
    }

    /// One sentence: what conflicts, with both values.
    public var message: String {
        func shown(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "none" }
        switch kind {
        case .attribute:
            let what = attribute.map { "\($0) of \(object)" } ?? object
            // Several attributes come as `name="value"` pairs already.
            let several = attribute?.contains(",") ?? false
            return "both sides changed \(what): ours \(several ? ours ?? "none" : shown(ours)), theirs \(several ? theirs ?? "none" : shown(theirs))"
        case .value:
            let what = attribute.map { "\($0) of \(object)" } ?? object
            return "both sides changed \(what): ours \(ours ?? "none"), theirs \(theirs ?? "none")"
        case .deletedAndChanged:
            return ours == nil ? "ours removed \(object), which theirs changed" : "theirs removed \(object), which ours changed"
        case .deletedButReferenced:
            let user = attribute.map { " (\($0))" } ?? ""
            return ours == nil ? "ours removed \(object), which theirs refers to\(user); it is kept" : "theirs removed \(object), which ours refers to\(user); it is kept"
        case .outletConnectedTwice:
            return "both sides connected \(attribute ?? "an outlet") of \(object): ours to \(ours ?? "?"), theirs to \(theirs ?? "?")"
        case .movedTwice:
            return "both sides moved \(object): ours into \(ours ?? "?"), theirs into \(theirs ?? "?")"
        case .lines:
            return "conflicting lines (\(object))"
        }
    }

    /// `path:line:column: conflict: message`, the form editors and CI read.
    public var description: String {
        let place = location.map { "\($0.file ?? "<merged>"):\($0.line):\($0.column): " } ?? ""
        return "\(place)conflict: \(message)"
    }
}
