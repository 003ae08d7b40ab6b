/// How a view resizes with its superview: `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`.
public struct AutoresizingMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["autoresizingMask"]
    public var flexibleMinX: Bool
    public var widthSizable: Bool
    public var flexibleMaxX: Bool
    public var flexibleMinY: Bool
    public var heightSizable: Bool
    public var flexibleMaxY: Bool

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        flexibleMinX = container.decode(.flexibleMinX, default: false)
        widthSizable = container.decode(.widthSizable, default: false)
        flexibleMaxX = container.decode(.flexibleMaxX, default: false)
        flexibleMinY = container.decode(.flexibleMinY, default: false)
        heightSizable = container.decode(.heightSizable, default: false)
        flexibleMaxY = container.decode(.flexibleMaxY, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "autoresizingMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flexibleMinX, forKey: .flexibleMinX, default: false)
        try container.encode(widthSizable, forKey: .widthSizable, default: false)
        try container.encode(flexibleMaxX, forKey: .flexibleMaxX, default: false)
        try container.encode(flexibleMinY, forKey: .flexibleMinY, default: false)
        try container.encode(heightSizable, forKey: .heightSizable, default: false)
        try container.encode(flexibleMaxY, forKey: .flexibleMaxY, default: false)
    }
}

/// A guide line placed by hand on Interface Builder's canvas, in a view's `<userGuides>`:
/// `<userLayoutGuide location="160" affinity="minX"/>` (AppKit; design time only, no effect at run time).
public struct UserLayoutGuide: InterfaceElement {
    public static let elementKinds: Set<String>? = ["userLayoutGuide"]
    /// The distance from the edge `affinity` names, in points.
    public var location: Double?
    public var affinity: UserGuideAffinity?

    public init(location: Double? = nil, affinity: UserGuideAffinity? = nil) {
        self.location = location
        self.affinity = affinity
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case location, affinity
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        location = container.optional(.location)
        affinity = container.optional(.affinity)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "userLayoutGuide", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(affinity, forKey: .affinity)
    }
}

/// A layout guide: a view's safe area or content guide (`<viewLayoutGuide key="safeArea">`), a view controller's
/// top or bottom layout guide (`<viewControllerLayoutGuide type="top">`), or a custom `layoutGuide`.
public struct LayoutGuide: InterfaceElement {
    public static let elementKinds: Set<String>? = ["viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide", "keyboardLayoutGuide"]
    /// The element kind.
    public var kind: String
    public var id: String?
    public var key: String?
    public var type: LayoutGuideType?
    public var identifier: String?
    public var frame: Rect?

    public init(kind: String = "viewLayoutGuide", id: String? = nil, key: String? = nil,
                type: LayoutGuideType? = nil, identifier: String? = nil, frame: Rect? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.type = type
        self.identifier = identifier
        self.frame = frame
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, type, identifier, frame
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        id = container.optional(.id)
        key = container.optional(.key)
        type = container.optional(.type)
        identifier = container.optional(.identifier)
        frame = container.optional(.frame)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(frame, forKey: .frame)
    }
}

/// A reference to another object by its id: `<exclude reference="abc-de-fgh"/>`, `<segue reference="…"/>`,
/// `<tapGestureRecognizer reference="…"/>`.
public struct ObjectReference: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// The element kind.
    public var kind: String
    public var reference: String

    public init(kind: String = "reference", reference: String) {
        self.kind = kind
        self.reference = reference
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case reference
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        reference = try container.decode(String.self, forKey: .reference)
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reference, forKey: .reference)
    }
}

/// Which constraints or subviews a size-class variation leaves out or adds back: `<mask
/// key="constraints"><exclude reference="…"/></mask>`.
public struct VariationMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["mask"]
    public var key: String?
    public var excluded: [ObjectReference]
    public var included: [ObjectReference]

    public init(key: String? = nil, excluded: [ObjectReference] = [], included: [ObjectReference] = []) {
        self.key = key
        self.excluded = excluded
        self.included = included
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, excluded = "$elements:exclude", included = "$elements:include"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        excluded = container.list(.excluded)
        included = container.list(.included)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "mask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeList(excluded, forKey: .excluded)
        try container.encodeList(included, forKey: .included)
    }
}

/// The values a view or item takes for one size class or device: `<variation
/// key="heightClass=compact-widthClass=regular">`. Its `key` names the traits.
public struct Variation: InterfaceElement {
    public static let elementKinds: Set<String>? = ["variation"]
    /// The traits the variation applies to (`heightClass=regular-widthClass=compact`, `device=watch44mm`,
    /// `default`).
    public var traits: String
    @Boxed public var constraintsMask: VariationMask?
    @Boxed public var subviewsMask: VariationMask?
    @Boxed public var font: Font?
    public var isHidden: Bool
    public var width: Double?
    public var height: Double?
    public var widthAdjustment: Double?
    public var heightAdjustment: Double?
    public var radius: Double?
    public var spacing: Double?
    public var margins: Insets?
    /// A constraint's constant for these traits.
    public var constant: Double?
    public var priority: Double?
    public var multiplier: String?
    public var axis: LayoutAxis?
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?

    public init(traits: String = "", constraintsMask: VariationMask? = nil, subviewsMask: VariationMask? = nil,
                font: Font? = nil, isHidden: Bool = false, width: Double? = nil, height: Double? = nil,
                widthAdjustment: Double? = nil, heightAdjustment: Double? = nil, radius: Double? = nil,
                spacing: Double? = nil, margins: Insets? = nil, constant: Double? = nil, priority: Double? = nil,
                multiplier: String? = nil, axis: LayoutAxis? = nil, alignment: StackAlignment? = nil,
                distribution: StackDistribution? = nil) {
        self.traits = traits
        self.constraintsMask = constraintsMask
        self.subviewsMask = subviewsMask
        self.font = font
        self.isHidden = isHidden
        self.width = width
        self.height = height
        self.widthAdjustment = widthAdjustment
        self.heightAdjustment = heightAdjustment
        self.radius = radius
        self.spacing = spacing
        self.margins = margins
        self.constant = constant
        self.priority = priority
        self.multiplier = multiplier
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case traits = "key", constraintsMask = "constraints", subviewsMask = "subviews", font = "fontDescription"
        case isHidden = "hidden", width, height, widthAdjustment, heightAdjustment, radius, spacing, margins
        case constant, priority, multiplier, axis, alignment, distribution
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        traits = container.decode(.traits, default: "")
        constraintsMask = container.optional(.constraintsMask)
        subviewsMask = container.optional(.subviewsMask)
        font = container.optional(.font)
        isHidden = container.decode(.isHidden, default: false)
        width = container.optional(.width)
        height = container.optional(.height)
        widthAdjustment = container.optional(.widthAdjustment)
        heightAdjustment = container.optional(.heightAdjustment)
        radius = container.optional(.radius)
        spacing = container.optional(.spacing)
        margins = container.optional(.margins)
        constant = container.optional(.constant)
        priority = container.optional(.priority)
        multiplier = container.optional(.multiplier)
        axis = container.optional(.axis)
        alignment = container.optional(.alignment)
        distribution = container.optional(.distribution)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "variation", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(traits, forKey: .traits, default: "")
        try container.encodeIfPresent(constraintsMask, forKey: .constraintsMask)
        try container.encodeIfPresent(subviewsMask, forKey: .subviewsMask)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(height, forKey: .height)
        try container.encodeIfPresent(widthAdjustment, forKey: .widthAdjustment)
        try container.encodeIfPresent(heightAdjustment, forKey: .heightAdjustment)
        try container.encodeIfPresent(radius, forKey: .radius)
        try container.encodeIfPresent(spacing, forKey: .spacing)
        try container.encodeIfPresent(margins, forKey: .margins)
        try container.encodeIfPresent(constant, forKey: .constant)
        try container.encodeIfPresent(priority, forKey: .priority)
        try container.encodeIfPresent(multiplier, forKey: .multiplier)
        try container.encodeIfPresent(axis, forKey: .axis)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(distribution, forKey: .distribution)
    }
}

/// One simulated bar, orientation or size Interface Builder draws a scene with (design time only):
/// `<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>`,
/// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`, …
public struct SimulatedMetric: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// The element kind.
    public var kind: String
    public var key: String?
    public var statusBarStyle: StatusBarStyle?
    public var barStyle: BarStyle?
    public var prompted: Bool
    public var translucent: Bool
    public var orientation: InterfaceOrientation?
    /// The simulated screen (`retina4_7.fullscreen`, …).
    public var type: String?

    public init(kind: String = "simulatedStatusBarMetrics", key: String? = nil,
                statusBarStyle: StatusBarStyle? = nil, barStyle: BarStyle? = nil, prompted: Bool = false,
                translucent: Bool = true, orientation: InterfaceOrientation? = nil, type: String? = nil) {
        self.kind = kind
        self.key = key
        self.statusBarStyle = statusBarStyle
        self.barStyle = barStyle
        self.prompted = prompted
        self.translucent = translucent
        self.orientation = orientation
        self.type = type
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, statusBarStyle, barStyle, prompted, translucent, orientation, type
    }

    public init(from decoder: any Decoder) throws {
        kind = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        statusBarStyle = container.optional(.statusBarStyle)
        barStyle = container.optional(.barStyle)
        prompted = container.decode(.prompted, default: false)
        translucent = container.decode(.translucent, default: true)
        orientation = container.optional(.orientation)
        type = container.optional(.type)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(statusBarStyle, forKey: .statusBarStyle)
        try container.encodeIfPresent(barStyle, forKey: .barStyle)
        try container.encode(prompted, forKey: .prompted, default: false)
        try container.encode(translucent, forKey: .translucent, default: true)
        try container.encodeIfPresent(orientation, forKey: .orientation)
        try container.encodeIfPresent(type, forKey: .type)
    }
}

/// The default simulated metrics of a document (legacy): `<simulatedMetricsContainer
/// key="defaultSimulatedMetrics">`.
public struct SimulatedMetricsContainer: InterfaceElement {
    public static let elementKinds: Set<String>? = ["simulatedMetricsContainer"]
    public var key: String?
    @Boxed public var statusBar: SimulatedMetric?
    @Boxed public var orientation: SimulatedMetric?
    @Boxed public var destination: SimulatedMetric?

    public init(key: String? = nil, statusBar: SimulatedMetric? = nil, orientation: SimulatedMetric? = nil,
                destination: SimulatedMetric? = nil) {
        self.key = key
        self.statusBar = statusBar
        self.orientation = orientation
        self.destination = destination
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, statusBar, orientation, destination
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        statusBar = container.optional(.statusBar)
        orientation = container.optional(.orientation)
        destination = container.optional(.destination)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "simulatedMetricsContainer", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(statusBar, forKey: .statusBar)
        try container.encodeIfPresent(orientation, forKey: .orientation)
        try container.encodeIfPresent(destination, forKey: .destination)
    }
}

/// The remote and game controller buttons a tvOS gesture recognizer answers (`UIPress.PressType`):
/// `<pressTypeMask key="allowedPressTypes" select="YES"/>`.
public struct PressTypeMask: InterfaceElement {
    public static let elementKinds: Set<String>? = ["pressTypeMask"]
    public var key: String?
    public var upArrow: Bool
    public var downArrow: Bool
    public var leftArrow: Bool
    public var rightArrow: Bool
    public var select: Bool
    public var menu: Bool
    public var playPause: Bool

    public init(key: String? = nil, upArrow: Bool = false, downArrow: Bool = false, leftArrow: Bool = false,
                rightArrow: Bool = false, select: Bool = false, menu: Bool = false, playPause: Bool = false) {
        self.key = key
        self.upArrow = upArrow
        self.downArrow = downArrow
        self.leftArrow = leftArrow
        self.rightArrow = rightArrow
        self.select = select
        self.menu = menu
        self.playPause = playPause
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case key, upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        key = container.optional(.key)
        upArrow = container.decode(.upArrow, default: false)
        downArrow = container.decode(.downArrow, default: false)
        leftArrow = container.decode(.leftArrow, default: false)
        rightArrow = container.decode(.rightArrow, default: false)
        select = container.decode(.select, default: false)
        menu = container.decode(.menu, default: false)
        playPause = container.decode(.playPause, default: false)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "pressTypeMask", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encode(upArrow, forKey: .upArrow, default: false)
        try container.encode(downArrow, forKey: .downArrow, default: false)
        try container.encode(leftArrow, forKey: .leftArrow, default: false)
        try container.encode(rightArrow, forKey: .rightArrow, default: false)
        try container.encode(select, forKey: .select, default: false)
        try container.encode(menu, forKey: .menu, default: false)
        try container.encode(playPause, forKey: .playPause, default: false)
    }
}

/// A gesture recognizer: UIKit's `tapGestureRecognizer`, `pinchGestureRecognizer`, `pongPressGestureRecognizer`
/// (long press, as Interface Builder spells it), `swipeGestureRecognizer`, …, AppKit's `clickGestureRecognizer`,
/// `magnificationGestureRecognizer`, …, and WatchKit's. A `reference` stands for a recognizer declared elsewhere.
public struct GestureRecognizer: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String?
    public var reference: String?
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    public var userLabel: String?
    public var isEnabled: Bool
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    public var minimumPressDuration: Double?
    public var allowableMovement: Double?
    /// The swipe direction (`right`, `left`, `up`, `down`).
    public var direction: String?
    public var minimumNumberOfTouches: Int?
    public var maximumNumberOfTouches: Int?
    /// The edges of a screen-edge pan recognizer.
    public var edges: String?
    public var scale: Double?
    public var rotation: Double?
    public var numberOfClicksRequired: Int?
    public var buttonMask: Int?
    public var delaysPrimaryMouseButtonEvents: Bool
    public var delaysSecondaryMouseButtonEvents: Bool
    /// The remote and game controller buttons a tvOS recognizer answers
    /// (`<pressTypeMask key="allowedPressTypes" select="YES"/>`).
    public var allowedPressTypes: PressTypeMask?
    /// Recognizers that must fail first.
    public var precedingGestureRecognizers: [ObjectReference]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    public var connections: [Connection]

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, reference, key, customClass, customModule, customModuleProvider, userLabel, isEnabled = "enabled"
        case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, numberOfTapsRequired
        case numberOfTouchesRequired, minimumPressDuration, allowableMovement, direction, minimumNumberOfTouches
        case maximumNumberOfTouches, edges, scale, rotation, numberOfClicksRequired, buttonMask
        case delaysPrimaryMouseButtonEvents, delaysSecondaryMouseButtonEvents, allowedPressTypes
        case precedingGestureRecognizers, userDefinedRuntimeAttributes, connections
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(reference, forKey: .reference)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(cancelsTouchesInView, forKey: .cancelsTouchesInView, default: true)
        try container.encode(delaysTouchesBegan, forKey: .delaysTouchesBegan, default: false)
        try container.encode(delaysTouchesEnded, forKey: .delaysTouchesEnded, default: true)
        try container.encodeIfPresent(numberOfTapsRequired, forKey: .numberOfTapsRequired)
        try container.encodeIfPresent(numberOfTouchesRequired, forKey: .numberOfTouchesRequired)
        try container.encodeIfPresent(minimumPressDuration, forKey: .minimumPressDuration)
        try container.encodeIfPresent(allowableMovement, forKey: .allowableMovement)
        try container.encodeIfPresent(direction, forKey: .direction)
        try container.encodeIfPresent(minimumNumberOfTouches, forKey: .minimumNumberOfTouches)
        try container.encodeIfPresent(maximumNumberOfTouches, forKey: .maximumNumberOfTouches)
        try container.encodeIfPresent(edges, forKey: .edges)
        try container.encodeIfPresent(scale, forKey: .scale)
        try container.encodeIfPresent(rotation, forKey: .rotation)
        try container.encodeIfPresent(numberOfClicksRequired, forKey: .numberOfClicksRequired)
        try container.encodeIfPresent(buttonMask, forKey: .buttonMask)
        try container.encode(delaysPrimaryMouseButtonEvents, forKey: .delaysPrimaryMouseButtonEvents, default: false)
        try container.encode(delaysSecondaryMouseButtonEvents, forKey: .delaysSecondaryMouseButtonEvents, default: false)
        try container.encodeIfPresent(allowedPressTypes, forKey: .allowedPressTypes)
        try container.encodeList(precedingGestureRecognizers, forKey: .precedingGestureRecognizers)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeList(connections, forKey: .connections)
    }
}

extension GestureRecognizer {
    public init(kind: String = "tapGestureRecognizer", id: String? = nil, reference: String? = nil,
                key: String? = nil, customClass: String? = nil, customModule: String? = nil,
                customModuleProvider: String? = nil, userLabel: String? = nil, isEnabled: Bool = true,
                cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false, delaysTouchesEnded: Bool = true,
                numberOfTapsRequired: Int? = nil, numberOfTouchesRequired: Int? = nil,
                minimumPressDuration: Double? = nil, allowableMovement: Double? = nil, direction: String? = nil,
                minimumNumberOfTouches: Int? = nil, maximumNumberOfTouches: Int? = nil, edges: String? = nil,
                scale: Double? = nil, rotation: Double? = nil, numberOfClicksRequired: Int? = nil,
                buttonMask: Int? = nil, delaysPrimaryMouseButtonEvents: Bool = false,
                delaysSecondaryMouseButtonEvents: Bool = false, allowedPressTypes: PressTypeMask? = nil,
                precedingGestureRecognizers: [ObjectReference] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], connections: [Connection] = [],
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.reference = reference
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.isEnabled = isEnabled
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.numberOfTapsRequired = numberOfTapsRequired
        self.numberOfTouchesRequired = numberOfTouchesRequired
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.direction = direction
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.edges = edges
        self.scale = scale
        self.rotation = rotation
        self.numberOfClicksRequired = numberOfClicksRequired
        self.buttonMask = buttonMask
        self.delaysPrimaryMouseButtonEvents = delaysPrimaryMouseButtonEvents
        self.delaysSecondaryMouseButtonEvents = delaysSecondaryMouseButtonEvents
        self.allowedPressTypes = allowedPressTypes
        self.precedingGestureRecognizers = precedingGestureRecognizers
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.connections = connections
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String? = container.optional(.id)
        let reference: String? = container.optional(.reference)
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let cancelsTouchesInView: Bool = container.decode(.cancelsTouchesInView, default: true)
        let delaysTouchesBegan: Bool = container.decode(.delaysTouchesBegan, default: false)
        let delaysTouchesEnded: Bool = container.decode(.delaysTouchesEnded, default: true)
        let numberOfTapsRequired: Int? = container.optional(.numberOfTapsRequired)
        let numberOfTouchesRequired: Int? = container.optional(.numberOfTouchesRequired)
        let minimumPressDuration: Double? = container.optional(.minimumPressDuration)
        let allowableMovement: Double? = container.optional(.allowableMovement)
        let direction: String? = container.optional(.direction)
        let minimumNumberOfTouches: Int? = container.optional(.minimumNumberOfTouches)
        let maximumNumberOfTouches: Int? = container.optional(.maximumNumberOfTouches)
        let edges: String? = container.optional(.edges)
        let scale: Double? = container.optional(.scale)
        let rotation: Double? = container.optional(.rotation)
        let numberOfClicksRequired: Int? = container.optional(.numberOfClicksRequired)
        let buttonMask: Int? = container.optional(.buttonMask)
        let delaysPrimaryMouseButtonEvents: Bool = container.decode(.delaysPrimaryMouseButtonEvents, default: false)
        let delaysSecondaryMouseButtonEvents: Bool = container.decode(.delaysSecondaryMouseButtonEvents, default: false)
        let allowedPressTypes: PressTypeMask? = container.optional(.allowedPressTypes)
        let precedingGestureRecognizers: [ObjectReference] = container.list(.precedingGestureRecognizers)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let connections: [Connection] = container.list(.connections)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, reference: reference, key: key, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  isEnabled: isEnabled, cancelsTouchesInView: cancelsTouchesInView,
                  delaysTouchesBegan: delaysTouchesBegan, delaysTouchesEnded: delaysTouchesEnded,
                  numberOfTapsRequired: numberOfTapsRequired, numberOfTouchesRequired: numberOfTouchesRequired,
                  minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement,
                  direction: direction, minimumNumberOfTouches: minimumNumberOfTouches,
                  maximumNumberOfTouches: maximumNumberOfTouches, edges: edges, scale: scale, rotation: rotation,
                  numberOfClicksRequired: numberOfClicksRequired, buttonMask: buttonMask,
                  delaysPrimaryMouseButtonEvents: delaysPrimaryMouseButtonEvents,
                  delaysSecondaryMouseButtonEvents: delaysSecondaryMouseButtonEvents,
                  allowedPressTypes: allowedPressTypes, precedingGestureRecognizers: precedingGestureRecognizers,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, connections: connections)
    }
}

/// The simulated bars, orientation and size Interface Builder draws a view or scene with (design
/// time only), read from the view's or controller's own element.
public struct SimulatedMetrics: Codable, Hashable, Sendable {
    @Boxed public var statusBar: SimulatedMetric?
    @Boxed public var topBar: SimulatedMetric?
    @Boxed public var bottomBar: SimulatedMetric?
    @Boxed public var orientation: SimulatedMetric?
    @Boxed public var destination: SimulatedMetric?

    public init(statusBar: SimulatedMetric? = nil, topBar: SimulatedMetric? = nil, bottomBar: SimulatedMetric? = nil,
                orientation: SimulatedMetric? = nil, destination: SimulatedMetric? = nil) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
        self.orientation = orientation
        self.destination = destination
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case statusBar = "simulatedStatusBarMetrics", topBar = "simulatedTopBarMetrics"
        case bottomBar = "simulatedBottomBarMetrics", orientation = "simulatedOrientationMetrics"
        case destination = "simulatedDestinationMetrics"
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        statusBar = container.optional(.statusBar)
        topBar = container.optional(.topBar)
        bottomBar = container.optional(.bottomBar)
        orientation = container.optional(.orientation)
        destination = container.optional(.destination)
        try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(statusBar, forKey: .statusBar)
        try container.encodeIfPresent(topBar, forKey: .topBar)
        try container.encodeIfPresent(bottomBar, forKey: .bottomBar)
        try container.encodeIfPresent(orientation, forKey: .orientation)
        try container.encodeIfPresent(destination, forKey: .destination)
    }
}
