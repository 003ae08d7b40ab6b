/// An object of the file as drawn: its absolute frame, what is drawn for it, and the objects drawn inside it.
public struct DrawnObject: Hashable, Sendable {
    /// The object's id in the file, when it has one.
    public var id: String?
    /// Where the object is, in the picture's coordinates.
    public var frame: PictureRect
    /// Whether `frame` is the object's stored frame composed with its ancestors' (false for objects placed by the
    /// renderer: bars, cells of a WatchKit group, menu items).
    public var hasStoredFrame: Bool
    /// What a reader hovering over it sees: class, custom class, outlet name.
    public var title: String
    /// Whether the children are cut to `frame`, as `clipsToBounds` and scroll views do.
    public var clipsChildren: Bool
    /// The object's opacity (its `alpha`).
    public var opacity: Double
    /// Drawn below the children.
    public var marks: [Mark]
/// The objects inside it, drawn above its marks.
    public var children: [DrawnObject]
    /// Drawn above the children (a border, a scroller).
    public var overlay: [Mark]
    /// For a tab view, the labels of its items (one picture shows one item; the others get pictures of their own).
    var tabLabels: [String] = []
    /// For a tab view, the item shown.
    var shownTab = 0

/// A drawn object; `hasStoredFrame` false for a frame the renderer chose.
    public init(id: String?, frame: PictureRect, hasStoredFrame: Bool = true, title: String, clipsChildren: Bool = false,
                opacity: Double = 1, marks: [Mark] = [], children: [DrawnObject] = [], overlay: [Mark] = []) {
        self.id = id
        self.frame = frame
        self.hasStoredFrame = hasStoredFrame
        self.title = title
        self.clipsChildren = clipsChildren
        self.opacity = opacity
        self.marks = marks
        self.children = children
        self.overlay = overlay
    }

    /// This object and every object inside it, depth first.
    public var allObjects: [DrawnObject] {
        var result: [DrawnObject] = []
        var stack = [self]
        while let object = stack.popLast() {
            result.append(object)
            stack.append(contentsOf: object.children.reversed())
        }
        return result
    }
}

/// One picture: a scene of a storyboard, or a top-level view, window or menu of a xib.
public struct Picture: Hashable, Sendable {
    /// The picture's name, from the scene or object (also its file name, made safe).
    public var name: String
    /// The object the picture shows (a view controller's, view's, window's or menu's id).
    public var objectID: String?
    /// The part of the file's canvas the picture shows: objects keep their stored coordinates, so a xib's view at
    /// `x="139" y="154"` is drawn there and the picture starts at its corner.
    public var bounds: PictureRect
    /// The page behind everything.
    public var background: RGBAColor
/// The objects drawn, outermost first.
    public var objects: [DrawnObject]

/// A picture of `objects` on `background`.
    public init(name: String, objectID: String?, bounds: PictureRect, background: RGBAColor, objects: [DrawnObject]) {
        self.name = name
        self.objectID = objectID
        self.bounds = bounds
        self.background = background
        self.objects = objects
    }

    /// Every drawn object of the picture, depth first.
    public var allObjects: [DrawnObject] { objects.flatMap(\.allObjects) }

    /// Every line of text drawn, in drawing order.
    public var texts: [String] {
        allObjects.flatMap { object in
            (object.marks + object.overlay).compactMap { mark -> String? in
                if case .text(let block) = mark { return block.lines.joined(separator: " ") }
                return nil
            }
        }
    }
}
