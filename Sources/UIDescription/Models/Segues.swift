/// A storyboard segue: `<segue destination="…" kind="show" identifier="showDetail" id="…"/>`, or a relationship
/// segue (`kind="relationship" relationship="rootViewController"`) that makes a container's children.
public struct Segue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["segue"]
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The id of the destination scene's view controller (or storyboard reference).
    public var destination: String
    public var kind: SegueKind
    public var identifier: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, …
    public var relationship: SegueRelationship?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var id: String?
    public var key: String?
    public var modalPresentationStyle: ModalPresentationStyle?
    public var modalTransitionStyle: ModalTransitionStyle?
    public var animates: Bool
    public var preferredEdge: RectEdge?
    public var popoverBehavior: PopoverBehavior?
    /// The id of the view a popover segue points from.
    public var popoverAnchorView: String?
    public var popoverAnchorBarButtonItem: String?
    /// The view controller method that creates the destination (`@IBSegueAction`).
    public var destinationCreationSelector: String?
    @Boxed public var popoverArrowDirection: PopoverArrowDirection?
    /// The views a popover lets the user touch while it shows (`<popoverPassthroughViews><view reference="…"/>`).
    public var popoverPassthroughViews: [ObjectReference]
    /// The action an unwind segue calls (`unwindToList:`).
    public var unwindAction: String?
    public var splitViewControllerTargetIndex: Int?
    /// `accessoryAction` for a cell's accessory segue.
    public var trigger: String?
    /// Peek and pop: the segue that commits.
    @Boxed public var commit: PreviewingSegue?
    /// Peek and pop: the segue that previews.
    @Boxed public var preview: PreviewingSegue?

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case destination, kind, identifier, relationship, customClass, customModule, customModuleProvider, id, key
        case modalPresentationStyle, modalTransitionStyle, animates, preferredEdge, popoverBehavior
        case popoverAnchorView, popoverAnchorBarButtonItem, destinationCreationSelector, popoverArrowDirection
        case popoverPassthroughViews, unwindAction, splitViewControllerTargetIndex, trigger, commit, preview
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "segue", location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(destination, forKey: .destination)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(relationship, forKey: .relationship)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(modalPresentationStyle, forKey: .modalPresentationStyle)
        try container.encodeIfPresent(modalTransitionStyle, forKey: .modalTransitionStyle)
        try container.encode(animates, forKey: .animates, default: true)
        try container.encodeIfPresent(preferredEdge, forKey: .preferredEdge)
        try container.encodeIfPresent(popoverBehavior, forKey: .popoverBehavior)
        try container.encodeIfPresent(popoverAnchorView, forKey: .popoverAnchorView)
        try container.encodeIfPresent(popoverAnchorBarButtonItem, forKey: .popoverAnchorBarButtonItem)
        try container.encodeIfPresent(destinationCreationSelector, forKey: .destinationCreationSelector)
        try container.encodeIfPresent(popoverArrowDirection, forKey: .popoverArrowDirection)
        try container.encodeList(popoverPassthroughViews, forKey: .popoverPassthroughViews)
        try container.encodeIfPresent(unwindAction, forKey: .unwindAction)
        try container.encodeIfPresent(splitViewControllerTargetIndex, forKey: .splitViewControllerTargetIndex)
        try container.encodeIfPresent(trigger, forKey: .trigger)
        try container.encodeIfPresent(commit, forKey: .commit)
        try container.encodeIfPresent(preview, forKey: .preview)
    }
}

extension Segue {
    public init(destination: String, kind: SegueKind, identifier: String? = nil,
                relationship: SegueRelationship? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, id: String? = nil, key: String? = nil,
                modalPresentationStyle: ModalPresentationStyle? = nil,
                modalTransitionStyle: ModalTransitionStyle? = nil, animates: Bool = true,
                preferredEdge: RectEdge? = nil, popoverBehavior: PopoverBehavior? = nil,
                popoverAnchorView: String? = nil, popoverAnchorBarButtonItem: String? = nil,
                destinationCreationSelector: String? = nil, popoverArrowDirection: PopoverArrowDirection? = nil,
                popoverPassthroughViews: [ObjectReference] = [], unwindAction: String? = nil, splitViewControllerTargetIndex: Int? = nil, trigger: String? = nil,
                commit: PreviewingSegue? = nil, preview: PreviewingSegue? = nil, location: SourceLocation? = nil) {
        self.destination = destination
        self.kind = kind
        self.identifier = identifier
        self.relationship = relationship
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.id = id
        self.key = key
        self.modalPresentationStyle = modalPresentationStyle
        self.modalTransitionStyle = modalTransitionStyle
        self.animates = animates
        self.preferredEdge = preferredEdge
        self.popoverBehavior = popoverBehavior
        self.popoverAnchorView = popoverAnchorView
        self.popoverAnchorBarButtonItem = popoverAnchorBarButtonItem
        self.destinationCreationSelector = destinationCreationSelector
        self.popoverArrowDirection = popoverArrowDirection
        self.popoverPassthroughViews = popoverPassthroughViews
        self.unwindAction = unwindAction
        self.splitViewControllerTargetIndex = splitViewControllerTargetIndex
        self.trigger = trigger
        self.commit = commit
        self.preview = preview
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let destination: String = try container.decode(String.self, forKey: .destination)
        let kind: SegueKind = try container.decode(SegueKind.self, forKey: .kind)
        let identifier: String? = container.optional(.identifier)
        let relationship: SegueRelationship? = container.optional(.relationship)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let id: String? = container.optional(.id)
        let key: String? = container.optional(.key)
        let modalPresentationStyle: ModalPresentationStyle? = container.optional(.modalPresentationStyle)
        let modalTransitionStyle: ModalTransitionStyle? = container.optional(.modalTransitionStyle)
        let animates: Bool = container.decode(.animates, default: true)
        let preferredEdge: RectEdge? = container.optional(.preferredEdge)
        let popoverBehavior: PopoverBehavior? = container.optional(.popoverBehavior)
        let popoverAnchorView: String? = container.optional(.popoverAnchorView)
        let popoverAnchorBarButtonItem: String? = container.optional(.popoverAnchorBarButtonItem)
        let destinationCreationSelector: String? = container.optional(.destinationCreationSelector)
        let popoverArrowDirection: PopoverArrowDirection? = container.optional(.popoverArrowDirection)
        let popoverPassthroughViews: [ObjectReference] = container.list(.popoverPassthroughViews)
        let unwindAction: String? = container.optional(.unwindAction)
        let splitViewControllerTargetIndex: Int? = container.optional(.splitViewControllerTargetIndex)
        let trigger: String? = container.optional(.trigger)
        let commit: PreviewingSegue? = container.optional(.commit)
        let preview: PreviewingSegue? = container.optional(.preview)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, destination: destination, kind: kind, identifier: identifier,
                  relationship: relationship, customClass: customClass, customModule: customModule,
                  customModuleProvider: customModuleProvider, id: id, key: key,
                  modalPresentationStyle: modalPresentationStyle, modalTransitionStyle: modalTransitionStyle,
                  animates: animates, preferredEdge: preferredEdge, popoverBehavior: popoverBehavior,
                  popoverAnchorView: popoverAnchorView, popoverAnchorBarButtonItem: popoverAnchorBarButtonItem,
                  destinationCreationSelector: destinationCreationSelector,
                  popoverArrowDirection: popoverArrowDirection, popoverPassthroughViews: popoverPassthroughViews,
                  unwindAction: unwindAction,
                  splitViewControllerTargetIndex: splitViewControllerTargetIndex, trigger: trigger, commit: commit,
                  preview: preview)
    }
}

/// The arrow directions a popover segue allows: `<popoverArrowDirection key="popoverArrowDirection" up="YES"
/// down="YES"/>`.
public struct PopoverArrowDirection: InterfaceElement {
    public static let elementKinds: Set<String>? = ["popoverArrowDirection"]
    public var key: String?
    public var up: Bool
    public var down: Bool
    public var left: Bool
    public var right: Bool

    public init(key: String? = nil, up: Bool = false, down: Bool = false, left: Bool = false, right: Bool = false) {
        self.key = key
        self.up = up
        self.down = down
        self.left = left
        self.right = right
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, up, down, left, right
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        up = container.decode(.up, default: false)
        down = container.decode(.down, default: false)
        left = container.decode(.left, default: false)
        right = container.decode(.right, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "popoverArrowDirection", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(up, forKey: .up, default: false)
        try container.encode(down, forKey: .down, default: false)
        try container.encode(left, forKey: .left, default: false)
        try container.encode(right, forKey: .right, default: false)
    }
}

/// A peek-and-pop segue inside a segue: `<segue key="commit" inheritsFrom="parentRelationship" id="…"/>`.
public struct PreviewingSegue: InterfaceElement {
    public static let elementKinds: Set<String>? = ["segue"]
    public var id: String?
    public var key: String?
    public var inheritsFrom: String?
    public var destination: String?
    public var kind: SegueKind?

    public init(id: String? = nil, key: String? = nil, inheritsFrom: String? = nil, destination: String? = nil,
                kind: SegueKind? = nil) {
        self.id = id
        self.key = key
        self.inheritsFrom = inheritsFrom
        self.destination = destination
        self.kind = kind
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, inheritsFrom, destination, kind
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        inheritsFrom = container.optional(.inheritsFrom)
        destination = container.optional(.destination)
        kind = container.optional(.kind)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "segue", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(inheritsFrom, forKey: .inheritsFrom)
        try container.encodeIfPresent(destination, forKey: .destination)
        try container.encodeIfPresent(kind, forKey: .kind)
    }
}
