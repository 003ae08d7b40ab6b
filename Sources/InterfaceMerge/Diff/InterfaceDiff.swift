import Foundation

/// What changed between two versions of a XIB or storyboard, object by object: changes grouped by scene
/// (storyboards) or top-level object (XIBs), each naming its object as a person knows it (outlet name, user label,
/// text or title, custom class, storyboard identifier, kind; the IB id apart, as secondary). Canvas noise (frames,
/// canvas locations, tool versions, `misplaced` flags, design-time metrics) is counted in ``hiddenNoise`` unless the
/// differ was asked to include it.
///
/// ``text()`` renders it for people, ``json()`` for programs.
public struct InterfaceDiff: Codable, Sendable, Equatable {
    /// What kind of change a ``Change`` is.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// An object (an element with an id, or a scene) was added; `owner` is its new parent object.
        case objectAdded = "object-added"
        /// An object was removed; `owner` is the parent object it was removed from.
        case objectRemoved = "object-removed"
        /// An object moved: `old` is its old parent object, `new` its new one.
        case objectMoved = "object-moved"
        /// An attribute was set, changed or cleared: `detail` names it (with the role of the part of the object it
        /// is on: `state normal.titleColor`), `old` and `new` are its values, unescaped.
        case attributeChanged = "attribute-changed"
        /// A text changed: an element's text, or a text, title or placeholder attribute.
        case textChanged = "text-changed"
        /// A value element (colour, font, rectangle, runtime attribute…) was set, changed or cleared, shown
        /// compactly (`#007AFF`, `system 17`, `{0, 0, 375×667}`).
        case valueChanged = "value-changed"
        /// A constraint was added: `new` is its equation (`titleLabel.leading = superview.leading + 20`), `owner`
        /// the view that holds it.
        case constraintAdded = "constraint-added"
        /// A constraint was removed: `old` is its equation.
        case constraintRemoved = "constraint-removed"
        /// A constraint's equation changed: `old` and `new` are the equations.
        case constraintChanged = "constraint-changed"
        /// An outlet, outlet collection, action or segue was added: `object` names it, `new` its destination, `owner`
        /// its source.
        case connectionAdded = "connection-added"
        /// A connection was removed: `old` was its destination.
        case connectionRemoved = "connection-removed"
        /// A connection now goes elsewhere: `old` and `new` are its destinations.
        case connectionRetargeted = "connection-retargeted"
        /// An object's children (`detail`: `subviews`, `constraints`…) are in another order: `new` says which moved
        /// (`label "A" [a] now after button "B" [b]`).
        case childrenReordered = "children-reordered"
    }

    /// Why a change is canvas noise, hidden unless asked for.
    public enum Noise: String, Codable, Sendable, CaseIterable {
        /// Frames and other geometry Xcode recomputes from constraints.
        case geometry
        /// Where a scene or top-level object sits on the canvas.
        case canvasLocation = "canvas-location"
        /// Tool, system and plug-in versions and the capabilities Xcode lists for itself.
        case toolVersion = "tool-version"
        /// The `misplaced` and `ambiguous` flags of Xcode's layout engine.
        case layoutFlag = "layout-flag"
        /// What the canvas simulates (device, metrics).
        case designTime = "design-time"
        /// The `<resources>` list Xcode derives from what the file uses.
        case resources

        /// How the one-line summary names this kind, for `count` changes.
        func summary(_ count: Int) -> String {
            switch self {
            case .geometry: return count == 1 ? "frame or size" : "frames and sizes"
            case .canvasLocation: return count == 1 ? "canvas location" : "canvas locations"
            case .toolVersion: return count == 1 ? "tool version" : "tool versions"
            case .layoutFlag: return count == 1 ? "misplaced/ambiguous flag" : "misplaced/ambiguous flags"
            case .designTime: return count == 1 ? "design-time metric" : "design-time metrics"
            case .resources: return count == 1 ? "resource" : "resources"
            }
        }
    }

    /// One change to one object.
    public struct Change: Codable, Sendable, Equatable {
        /// The kind.
        public var kind: Kind
        /// The object, as a person knows it: `label "Welcome back"`, `button LoginButton "Log In"`,
        /// `viewController LoginViewController`; for constraints `constraint` and the equation, for connections the
        /// connection (`outlet titleLabel`, `action logIn:`, `segue show "toDetail"`).
        public var object: String
        /// The object's IB id, if it has one.
        public var id: String?
        /// The object the change is in or on, named with its id: the parent of an added, removed or moved object, the
        /// view holding a constraint, the source of a connection.
        public var owner: String?
        /// What of the object changed: the attribute or value (`text`, `backgroundColor`, `state normal.title`), the
        /// children list that was reordered, or for added objects what they hold (`3 objects, 4 constraints`).
        public var detail: String?
        /// The value before, unescaped; `nil` when there was none.
        public var old: String?
        /// The value after, unescaped; `nil` when there is none.
        public var new: String?
        /// Why the change is canvas noise, or `nil` when it is something a person did.
        public var noise: Noise?

        /// Creates a `Change` from its parts.
        public init(kind: Kind, object: String, id: String? = nil, owner: String? = nil, detail: String? = nil,
                    old: String? = nil, new: String? = nil, noise: Noise? = nil) {
            self.kind = kind
            self.object = object
            self.id = id
            self.owner = owner
            self.detail = detail
            self.old = old
            self.new = new
            self.noise = noise
        }
    }

    /// The changes of one scene (storyboards), one top-level object (XIBs), or of the document itself.
    public struct Group: Codable, Sendable, Equatable {
        /// Whether the scene or top-level object itself is new, gone, or changed inside.
        public enum Status: String, Codable, Sendable {
            /// The values `added`, `removed`, `changed`.
            case added, removed, changed
        }

        /// `scene "Login"`, `view "MessageCell"`, `placeholder LoginViewController (File's Owner)`, or `document`.
        public var title: String
        /// The scene's or object's id (`nil` for the document).
        public var id: String?
        /// The status.
        public var status: Status
        /// The changes.
        public var changes: [Change]

        /// Creates a `Group` from its parts.
        public init(title: String, id: String? = nil, status: Status, changes: [Change]) {
            self.title = title
            self.id = id
            self.status = status
            self.changes = changes
        }
    }

    /// The file's path, when known (the path git gives an external diff driver).
    public var path: String?
    /// The groups, in document order.
    public var groups: [Group]
    /// How many noise changes were left out (0 when noise is included).
    public var hiddenNoise: Int
    /// The hidden noise changes by ``Noise`` kind (raw values as keys).
    public var hiddenNoiseByKind: [String: Int]
    /// Why the files were compared line by line instead (an input is not a readable IB document); `nil` for a
    /// semantic diff.
    public var note: String?
    /// The unified line diff shown instead of groups when ``note`` is set.
    public var lineDiff: String?

    /// Creates a `InterfaceDiff` from its parts.
    public init(path: String? = nil, groups: [Group], hiddenNoise: Int = 0, hiddenNoiseByKind: [String: Int] = [:],
                note: String? = nil, lineDiff: String? = nil) {
        self.path = path
        self.groups = groups
        self.hiddenNoise = hiddenNoise
        self.hiddenNoiseByKind = hiddenNoiseByKind
        self.note = note
        self.lineDiff = lineDiff
    }

    /// Every change, group after group.
    public var changes: [Change] { groups.flatMap(\.changes) }

    /// Whether nothing is shown: no change (beyond hidden noise) and no line diff.
    public var isEmpty: Bool { groups.isEmpty && (lineDiff ?? "").isEmpty }

    /// The diff as JSON: pretty-printed, keys sorted (so the same diff always gives the same bytes), newline-ended.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            // Strings, numbers and arrays of them always encode; say so plainly if that ever changes.
            return "{\"error\": \"cannot encode the diff: \(error)\"}\n"
        }
    }

    /// The diff for people: one heading per scene or object, changes indented under it with `+` (added), `-`
    /// (removed) and `~` (changed or moved), and one line saying how much noise was hidden.
    public func text() -> String {
        DiffTextRenderer(diff: self).render()
    }
}
