/// The properties every view shares, on every platform. Every view element decodes as `View` (a `label` as well
/// as a `view`); its own type (``Label``, ``Button``, …) adds the rest.
/// Outlets declared as `View` accept any view element; other elements (constraints, colors, controllers) are a
/// type mismatch.
public struct View: InterfaceElement {
    public static let elementKinds: Set<String>? = nil
    /// Where the element starts in its source file. Declared first, so the compiler's memberwise
    /// initializer (which `init(from:)` ends with) differs from the public one.
    public var location: SourceLocation?
    /// The element kind.
    public var kind: String
    public var id: String
    /// The role the view plays in its parent (`view` for a controller's root view, `contentView`, …).
    public var key: String?
    /// The custom class that replaces the default one at run time.
    public var customClass: String?
    public var customModule: String?
    /// `target` when the custom class comes from the target's own module.
    public var customModuleProvider: String?
    /// The name shown in Interface Builder's outline.
    public var userLabel: String?
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask?
    public var contentMode: ContentMode?
    public var semanticContentAttribute: SemanticContentAttribute?
    public var isHidden: Bool
    public var alpha: Double
    public var isOpaque: Bool
    public var clipsSubviews: Bool
    public var isUserInteractionEnabled: Bool
    public var isMultipleTouchEnabled: Bool
    public var tag: Int
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// Content hugging priority along the horizontal axis; Interface Builder's defaults depend on the kind.
    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var preservesSuperviewLayoutMargins: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    public var clearsContextBeforeDrawing: Bool
    public var restorationIdentifier: String?
    public var autoresizesSubviews: Bool
    /// AppKit: whether the view clips its drawing.
    public var clipsToBounds: Bool?
    /// AppKit: whether the view mirrors for right-to-left languages (`never`, `always`, `automatic`).
    public var mirrorLayoutDirectionWhenInternationalizing: String?
    public var allowsCharacterPickerTouchBarItem: Bool?
    /// AppKit: the view's shadow.
    @Boxed public var shadow: Shadow?
    /// AppKit: the view's alpha value.
    public var alphaValue: Double?
    /// AppKit: the view's animations dictionary.
    @Boxed public var animations: ValueDictionary?
    /// The help tag (AppKit); an attribute or a `<string key="toolTip">` child.
    public var toolTip: String?
    /// The user interface item identifier (AppKit).
    public var identifier: String?
    public var focusRingType: FocusRingType?
    /// Whether the view is layer-backed (AppKit).
    public var wantsLayer: Bool
    /// The context Interface Builder shows the view in (`notificationCenter`, …; design time only).
    public var simulatedAppContext: String?
    /// The AppKit appearance the view forces (`aqua`, `darkAqua`, `vibrantLight`, …).
    public var appearanceType: String?
    /// Interface Builder keeps the frame as placed (design time only).
    public var hasFixedFrame: Bool
    /// Interface Builder flagged the layout as ambiguous (design time only).
    public var isAmbiguous: Bool
    /// Interface Builder flagged the frame as misplaced (design time only).
    public var isMisplaced: Bool
    /// How Interface Builder checks ambiguity (`off`, `ignoreSizes`).
    public var verifyAmbiguity: String?
    /// A design-time intrinsic width: a number or `infinite`.
    public var placeholderIntrinsicWidth: String?
    public var placeholderIntrinsicHeight: String?
    @Boxed public var backgroundColor: Color?
    @Boxed public var tintColor: Color?
    /// The layout margins (UIKit: `<edgeInsets key="layoutMargins">`).
    public var layoutMargins: Insets?
    /// The layout margins guide of an AppKit view (Xcode 15 and later write
    /// `<viewLayoutGuide key="layoutMargins">`, under the key UIKit views use for their insets).
    @Boxed public var layoutMarginsGuide: LayoutGuide?
    public var directionalLayoutMargins: Insets?
    /// The safe area layout guide (`<viewLayoutGuide key="safeArea">`).
    @Boxed public var safeArea: LayoutGuide?
    /// The keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`, iOS 15 and later).
    @Boxed public var keyboardLayoutGuide: LayoutGuide?
    public var subviews: [AnyView]
    public var constraints: [Constraint]
    public var connections: [Connection]
    /// Gesture recognizers listed on the view; most files connect them through a `gestureRecognizers` outlet
    /// collection instead.
    public var gestureRecognizers: [GestureRecognizer]
    public var userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute]
    /// Size-class and device variations (`<variation key="heightClass=compact">`).
    public var variations: [Variation]
    /// Accessibility settings: UIKit's `<accessibility key="accessibilityConfiguration">`, AppKit's
    /// `<accessibility identifier="…"/>`.
    @Boxed public var accessibility: Accessibility?
    /// Interface Builder's simulated bars and sizes (design time only).
    public var simulatedMetrics: SimulatedMetrics
    /// Where a top-level view sits on Interface Builder's canvas.
    public var canvasLocation: Point?
    /// Guide lines placed by hand on Interface Builder's canvas (AppKit; design time only).
    public var userGuides: [UserLayoutGuide]
    /// Notes written in Interface Builder's inspector.
    @Boxed public var userComments: AttributedString?

    /// The outlets this view owns (for example a text field's `delegate`).
    public var outlets: [Outlet] { connections.outlets }
    /// The actions this view sends.
    public var actions: [Action] { connections.actions }

    /// This view and every view below it, depth first, in document order.
    public var allViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed().map(\.view))
        }
        return result
    }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case id, key, customClass, customModule, customModuleProvider, userLabel, frame, autoresizingMask
        case contentMode, semanticContentAttribute, isHidden = "hidden", alpha, isOpaque = "opaque", clipsSubviews
        case isUserInteractionEnabled = "userInteractionEnabled", isMultipleTouchEnabled = "multipleTouchEnabled"
        case tag, translatesAutoresizingMaskIntoConstraints, horizontalHuggingPriority, verticalHuggingPriority
        case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
        case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, layoutMarginsFollowReadableWidth
        case clearsContextBeforeDrawing, restorationIdentifier, autoresizesSubviews, clipsToBounds
        case mirrorLayoutDirectionWhenInternationalizing, allowsCharacterPickerTouchBarItem, shadow, alphaValue
        case animations, toolTip, identifier, focusRingType, wantsLayer, simulatedAppContext, appearanceType
        case hasFixedFrame = "fixedFrame", isAmbiguous = "ambiguous", isMisplaced = "misplaced", verifyAmbiguity
        case placeholderIntrinsicWidth, placeholderIntrinsicHeight, backgroundColor, tintColor, layoutMargins
        case directionalLayoutMargins, safeArea, keyboardLayoutGuide = "keyboard", subviews, constraints, connections
        case gestureRecognizers, userDefinedRuntimeAttributes, variations = "$elements:variation"
        case accessibility = "accessibilityConfiguration", canvasLocation, userGuides, userComments
        case appKitAccessibility = "accessibility"
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: kind, location: location)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(customModuleProvider, forKey: .customModuleProvider)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(autoresizingMask, forKey: .autoresizingMask)
        try container.encodeIfPresent(contentMode, forKey: .contentMode)
        try container.encodeIfPresent(semanticContentAttribute, forKey: .semanticContentAttribute)
        try container.encode(isHidden, forKey: .isHidden, default: false)
        try container.encode(alpha, forKey: .alpha, default: 1)
        try container.encode(isOpaque, forKey: .isOpaque, default: true)
        try container.encode(clipsSubviews, forKey: .clipsSubviews, default: false)
        try container.encode(isUserInteractionEnabled, forKey: .isUserInteractionEnabled, default: true)
        try container.encode(isMultipleTouchEnabled, forKey: .isMultipleTouchEnabled, default: false)
        try container.encode(tag, forKey: .tag, default: 0)
        try container.encode(translatesAutoresizingMaskIntoConstraints, forKey: .translatesAutoresizingMaskIntoConstraints, default: true)
        try container.encodeIfPresent(horizontalHuggingPriority, forKey: .horizontalHuggingPriority)
        try container.encodeIfPresent(verticalHuggingPriority, forKey: .verticalHuggingPriority)
        try container.encodeIfPresent(horizontalCompressionResistancePriority, forKey: .horizontalCompressionResistancePriority)
        try container.encodeIfPresent(verticalCompressionResistancePriority, forKey: .verticalCompressionResistancePriority)
        try container.encode(insetsLayoutMarginsFromSafeArea, forKey: .insetsLayoutMarginsFromSafeArea, default: true)
        try container.encode(preservesSuperviewLayoutMargins, forKey: .preservesSuperviewLayoutMargins, default: false)
        try container.encode(layoutMarginsFollowReadableWidth, forKey: .layoutMarginsFollowReadableWidth, default: false)
        try container.encode(clearsContextBeforeDrawing, forKey: .clearsContextBeforeDrawing, default: true)
        try container.encodeIfPresent(restorationIdentifier, forKey: .restorationIdentifier)
        try container.encode(autoresizesSubviews, forKey: .autoresizesSubviews, default: true)
        try container.encodeIfPresent(clipsToBounds, forKey: .clipsToBounds)
        try container.encodeIfPresent(mirrorLayoutDirectionWhenInternationalizing, forKey: .mirrorLayoutDirectionWhenInternationalizing)
        try container.encodeIfPresent(allowsCharacterPickerTouchBarItem, forKey: .allowsCharacterPickerTouchBarItem)
        try container.encodeIfPresent(shadow, forKey: .shadow)
        try container.encodeIfPresent(alphaValue, forKey: .alphaValue)
        try container.encodeIfPresent(animations, forKey: .animations)
        try container.encodeIfPresent(toolTip, forKey: .toolTip)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(focusRingType, forKey: .focusRingType)
        try container.encode(wantsLayer, forKey: .wantsLayer, default: false)
        try container.encodeIfPresent(simulatedAppContext, forKey: .simulatedAppContext)
        try container.encodeIfPresent(appearanceType, forKey: .appearanceType)
        try container.encode(hasFixedFrame, forKey: .hasFixedFrame, default: false)
        try container.encode(isAmbiguous, forKey: .isAmbiguous, default: false)
        try container.encode(isMisplaced, forKey: .isMisplaced, default: false)
        try container.encodeIfPresent(verifyAmbiguity, forKey: .verifyAmbiguity)
        try container.encodeIfPresent(placeholderIntrinsicWidth, forKey: .placeholderIntrinsicWidth)
        try container.encodeIfPresent(placeholderIntrinsicHeight, forKey: .placeholderIntrinsicHeight)
        try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try container.encodeIfPresent(tintColor, forKey: .tintColor)
        if let layoutMarginsGuide {
            try container.encode(layoutMarginsGuide, forKey: .layoutMargins)
        } else {
            try container.encodeIfPresent(layoutMargins, forKey: .layoutMargins)
        }
        try container.encodeIfPresent(directionalLayoutMargins, forKey: .directionalLayoutMargins)
        try container.encodeIfPresent(safeArea, forKey: .safeArea)
        try container.encodeIfPresent(keyboardLayoutGuide, forKey: .keyboardLayoutGuide)
        try container.encodeList(subviews, forKey: .subviews)
        try container.encodeList(constraints, forKey: .constraints)
        try container.encodeList(connections, forKey: .connections)
        try container.encodeList(gestureRecognizers, forKey: .gestureRecognizers)
        try container.encodeList(userDefinedRuntimeAttributes, forKey: .userDefinedRuntimeAttributes)
        try container.encodeList(variations, forKey: .variations)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        try simulatedMetrics.encode(to: encoder)
        try container.encodeIfPresent(canvasLocation, forKey: .canvasLocation)
        try container.encodeList(userGuides, forKey: .userGuides)
        try container.encodeIfPresent(userComments, forKey: .userComments)
    }
}

extension View {
    public init(kind: String = "view", id: String = "", key: String? = nil, customClass: String? = nil,
                customModule: String? = nil, customModuleProvider: String? = nil, userLabel: String? = nil,
                frame: Rect? = nil, autoresizingMask: AutoresizingMask? = nil, contentMode: ContentMode? = nil,
                semanticContentAttribute: SemanticContentAttribute? = nil, isHidden: Bool = false, alpha: Double = 1,
                isOpaque: Bool = true, clipsSubviews: Bool = false, isUserInteractionEnabled: Bool = true,
                isMultipleTouchEnabled: Bool = false, tag: Int = 0,
                translatesAutoresizingMaskIntoConstraints: Bool = true, horizontalHuggingPriority: Double? = nil,
                verticalHuggingPriority: Double? = nil, horizontalCompressionResistancePriority: Double? = nil,
                verticalCompressionResistancePriority: Double? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
                preservesSuperviewLayoutMargins: Bool = false, layoutMarginsFollowReadableWidth: Bool = false,
                clearsContextBeforeDrawing: Bool = true, restorationIdentifier: String? = nil,
                autoresizesSubviews: Bool = true, clipsToBounds: Bool? = nil,
                mirrorLayoutDirectionWhenInternationalizing: String? = nil,
                allowsCharacterPickerTouchBarItem: Bool? = nil, shadow: Shadow? = nil, alphaValue: Double? = nil,
                animations: ValueDictionary? = nil, toolTip: String? = nil, identifier: String? = nil,
                focusRingType: FocusRingType? = nil, wantsLayer: Bool = false, simulatedAppContext: String? = nil,
                appearanceType: String? = nil, hasFixedFrame: Bool = false, isAmbiguous: Bool = false,
                isMisplaced: Bool = false, verifyAmbiguity: String? = nil, placeholderIntrinsicWidth: String? = nil,
                placeholderIntrinsicHeight: String? = nil, backgroundColor: Color? = nil, tintColor: Color? = nil,
                layoutMargins: Insets? = nil, layoutMarginsGuide: LayoutGuide? = nil,
                directionalLayoutMargins: Insets? = nil, safeArea: LayoutGuide? = nil,
                keyboardLayoutGuide: LayoutGuide? = nil, subviews: [AnyView] = [], constraints: [Constraint] = [],
                connections: [Connection] = [], gestureRecognizers: [GestureRecognizer] = [],
                userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = [], variations: [Variation] = [],
                accessibility: Accessibility? = nil, simulatedMetrics: SimulatedMetrics = SimulatedMetrics(),
                canvasLocation: Point? = nil, userGuides: [UserLayoutGuide] = [], userComments: AttributedString? = nil,
                location: SourceLocation? = nil) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.contentMode = contentMode
        self.semanticContentAttribute = semanticContentAttribute
        self.isHidden = isHidden
        self.alpha = alpha
        self.isOpaque = isOpaque
        self.clipsSubviews = clipsSubviews
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.tag = tag
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.horizontalHuggingPriority = horizontalHuggingPriority
        self.verticalHuggingPriority = verticalHuggingPriority
        self.horizontalCompressionResistancePriority = horizontalCompressionResistancePriority
        self.verticalCompressionResistancePriority = verticalCompressionResistancePriority
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.layoutMarginsFollowReadableWidth = layoutMarginsFollowReadableWidth
        self.clearsContextBeforeDrawing = clearsContextBeforeDrawing
        self.restorationIdentifier = restorationIdentifier
        self.autoresizesSubviews = autoresizesSubviews
        self.clipsToBounds = clipsToBounds
        self.mirrorLayoutDirectionWhenInternationalizing = mirrorLayoutDirectionWhenInternationalizing
        self.allowsCharacterPickerTouchBarItem = allowsCharacterPickerTouchBarItem
        self.shadow = shadow
        self.alphaValue = alphaValue
        self.animations = animations
        self.toolTip = toolTip
        self.identifier = identifier
        self.focusRingType = focusRingType
        self.wantsLayer = wantsLayer
        self.simulatedAppContext = simulatedAppContext
        self.appearanceType = appearanceType
        self.hasFixedFrame = hasFixedFrame
        self.isAmbiguous = isAmbiguous
        self.isMisplaced = isMisplaced
        self.verifyAmbiguity = verifyAmbiguity
        self.placeholderIntrinsicWidth = placeholderIntrinsicWidth
        self.placeholderIntrinsicHeight = placeholderIntrinsicHeight
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.layoutMargins = layoutMargins
        self.layoutMarginsGuide = layoutMarginsGuide
        self.directionalLayoutMargins = directionalLayoutMargins
        self.safeArea = safeArea
        self.keyboardLayoutGuide = keyboardLayoutGuide
        self.subviews = subviews
        self.constraints = constraints
        self.connections = connections
        self.gestureRecognizers = gestureRecognizers
        self.userDefinedRuntimeAttributes = userDefinedRuntimeAttributes
        self.variations = variations
        self.accessibility = accessibility
        self.simulatedMetrics = simulatedMetrics
        self.canvasLocation = canvasLocation
        self.userGuides = userGuides
        self.userComments = userComments
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let kind: String = try decoder.elementKind(for: Self.self)
        if decoder.asElementDecoder?.isNonViewElement ?? ElementCatalogue.isNonView(kind) {
            let message = "`\(kind)` is not a view"
            if let decoder = decoder as? ElementDecoder { throw decoder.mismatch(expected: "View", found: decoder.describe(decoder.value)) }
            throw UIDescriptionError(.typeMismatch(expected: "View", found: kind), message, codingPath: decoder.codingPath)
        }
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let id: String = container.decode(.id, default: "")
        let key: String? = container.optional(.key)
        let customClass: String? = container.optional(.customClass)
        let customModule: String? = container.optional(.customModule)
        let customModuleProvider: String? = container.optional(.customModuleProvider)
        let userLabel: String? = container.optional(.userLabel)
        let frame: Rect? = container.optional(.frame)
        let autoresizingMask: AutoresizingMask? = container.optional(.autoresizingMask)
        let contentMode: ContentMode? = container.optional(.contentMode)
        let semanticContentAttribute: SemanticContentAttribute? = container.optional(.semanticContentAttribute)
        let isHidden: Bool = container.decode(.isHidden, default: false)
        let alpha: Double = container.decode(.alpha, default: 1)
        let isOpaque: Bool = container.decode(.isOpaque, default: true)
        let clipsSubviews: Bool = container.decode(.clipsSubviews, default: false)
        let isUserInteractionEnabled: Bool = container.decode(.isUserInteractionEnabled, default: true)
        let isMultipleTouchEnabled: Bool = container.decode(.isMultipleTouchEnabled, default: false)
        let tag: Int = container.decode(.tag, default: 0)
        let translatesAutoresizingMaskIntoConstraints: Bool = container.decode(.translatesAutoresizingMaskIntoConstraints, default: true)
        let horizontalHuggingPriority: Double? = container.optional(.horizontalHuggingPriority)
        let verticalHuggingPriority: Double? = container.optional(.verticalHuggingPriority)
        let horizontalCompressionResistancePriority: Double? = container.optional(.horizontalCompressionResistancePriority)
        let verticalCompressionResistancePriority: Double? = container.optional(.verticalCompressionResistancePriority)
        let insetsLayoutMarginsFromSafeArea: Bool = container.decode(.insetsLayoutMarginsFromSafeArea, default: true)
        let preservesSuperviewLayoutMargins: Bool = container.decode(.preservesSuperviewLayoutMargins, default: false)
        let layoutMarginsFollowReadableWidth: Bool = container.decode(.layoutMarginsFollowReadableWidth, default: false)
        let clearsContextBeforeDrawing: Bool = container.decode(.clearsContextBeforeDrawing, default: true)
        let restorationIdentifier: String? = container.optional(.restorationIdentifier)
        let autoresizesSubviews: Bool = container.decode(.autoresizesSubviews, default: true)
        let clipsToBounds: Bool? = container.optional(.clipsToBounds)
        let mirrorLayoutDirectionWhenInternationalizing: String? = container.optional(.mirrorLayoutDirectionWhenInternationalizing)
        let allowsCharacterPickerTouchBarItem: Bool? = container.optional(.allowsCharacterPickerTouchBarItem)
        let shadow: Shadow? = container.optional(.shadow)
        let alphaValue: Double? = container.optional(.alphaValue)
        let animations: ValueDictionary? = container.optional(.animations)
        let toolTip: String? = container.optional(.toolTip)
        let identifier: String? = container.optional(.identifier)
        let focusRingType: FocusRingType? = container.optional(.focusRingType)
        let wantsLayer: Bool = container.decode(.wantsLayer, default: false)
        let simulatedAppContext: String? = container.optional(.simulatedAppContext)
        let appearanceType: String? = container.optional(.appearanceType)
        let hasFixedFrame: Bool = container.decode(.hasFixedFrame, default: false)
        let isAmbiguous: Bool = container.decode(.isAmbiguous, default: false)
        let isMisplaced: Bool = container.decode(.isMisplaced, default: false)
        let verifyAmbiguity: String? = container.optional(.verifyAmbiguity)
        let placeholderIntrinsicWidth: String? = container.optional(.placeholderIntrinsicWidth)
        let placeholderIntrinsicHeight: String? = container.optional(.placeholderIntrinsicHeight)
        let backgroundColor: Color? = container.optional(.backgroundColor)
        let tintColor: Color? = container.optional(.tintColor)
        let margins: LayoutMarginsValue? = container.optional(.layoutMargins)
        let directionalLayoutMargins: Insets? = container.optional(.directionalLayoutMargins)
        let safeArea: LayoutGuide? = container.optional(.safeArea)
        let keyboardLayoutGuide: LayoutGuide? = container.optional(.keyboardLayoutGuide)
        let subviews: [AnyView] = container.list(.subviews)
        let constraints: [Constraint] = container.list(.constraints)
        let connections: [Connection] = container.list(.connections)
        let gestureRecognizers: [GestureRecognizer] = container.list(.gestureRecognizers)
        let userDefinedRuntimeAttributes: [UserDefinedRuntimeAttribute] = container.list(.userDefinedRuntimeAttributes)
        let variations: [Variation] = container.list(.variations)
        let accessibility: Accessibility? = container.optional(.accessibility) ?? container.optional(.appKitAccessibility)
        try container.finish()
        let simulatedMetrics: SimulatedMetrics = try SimulatedMetrics(from: decoder)
        let canvasLocation: Point? = container.optional(.canvasLocation)
        let userGuides: [UserLayoutGuide] = container.list(.userGuides)
        let userComments: AttributedString? = container.optional(.userComments)
        try container.finish()
        let location: SourceLocation? = try decoder.elementLocation()
        self.init(location: location, kind: kind, id: id, key: key, customClass: customClass,
                  customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                  frame: frame, autoresizingMask: autoresizingMask, contentMode: contentMode,
                  semanticContentAttribute: semanticContentAttribute, isHidden: isHidden, alpha: alpha,
                  isOpaque: isOpaque, clipsSubviews: clipsSubviews, isUserInteractionEnabled: isUserInteractionEnabled,
                  isMultipleTouchEnabled: isMultipleTouchEnabled, tag: tag,
                  translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
                  horizontalHuggingPriority: horizontalHuggingPriority,
                  verticalHuggingPriority: verticalHuggingPriority,
                  horizontalCompressionResistancePriority: horizontalCompressionResistancePriority,
                  verticalCompressionResistancePriority: verticalCompressionResistancePriority,
                  insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
                  preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins,
                  layoutMarginsFollowReadableWidth: layoutMarginsFollowReadableWidth,
                  clearsContextBeforeDrawing: clearsContextBeforeDrawing, restorationIdentifier: restorationIdentifier,
                  autoresizesSubviews: autoresizesSubviews, clipsToBounds: clipsToBounds,
                  mirrorLayoutDirectionWhenInternationalizing: mirrorLayoutDirectionWhenInternationalizing,
                  allowsCharacterPickerTouchBarItem: allowsCharacterPickerTouchBarItem, shadow: shadow,
                  alphaValue: alphaValue, animations: animations, toolTip: toolTip, identifier: identifier,
                  focusRingType: focusRingType, wantsLayer: wantsLayer, simulatedAppContext: simulatedAppContext,
                  appearanceType: appearanceType, hasFixedFrame: hasFixedFrame, isAmbiguous: isAmbiguous,
                  isMisplaced: isMisplaced, verifyAmbiguity: verifyAmbiguity,
                  placeholderIntrinsicWidth: placeholderIntrinsicWidth,
                  placeholderIntrinsicHeight: placeholderIntrinsicHeight, backgroundColor: backgroundColor,
                  tintColor: tintColor, layoutMargins: margins?.insets, layoutMarginsGuide: margins?.guide,
                  directionalLayoutMargins: directionalLayoutMargins, safeArea: safeArea,
                  keyboardLayoutGuide: keyboardLayoutGuide, subviews: subviews, constraints: constraints,
                  connections: connections, gestureRecognizers: gestureRecognizers,
                  userDefinedRuntimeAttributes: userDefinedRuntimeAttributes, variations: variations,
                  accessibility: accessibility, simulatedMetrics: simulatedMetrics, canvasLocation: canvasLocation,
                  userGuides: userGuides, userComments: userComments)
    }
}

/// A typed view model: the shared ``View`` properties plus its own. Shared properties read through
/// (`label.frame`, `button.isHidden`).
@dynamicMemberLookup
public protocol ViewElement: InterfaceElement {
    /// The properties every view shares.
    var view: View { get set }
}

extension ViewElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value {
        view[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<View, Value>) -> Value {
        get { view[keyPath: keyPath] }
        set { view[keyPath: keyPath] = newValue }
    }
}

/// What a view's `layoutMargins` key holds: insets (UIKit), or an AppKit view's layout margins guide.
enum LayoutMarginsValue: Decodable {
    case insets(Insets)
    case guide(LayoutGuide)

    init(from decoder: any Decoder) throws {
        if try decoder.elementName() == "viewLayoutGuide" {
            self = .guide(try LayoutGuide(from: decoder))
        } else {
            self = .insets(try Insets(from: decoder))
        }
    }

    var insets: Insets? { if case .insets(let insets) = self { insets } else { nil } }
    var guide: LayoutGuide? { if case .guide(let guide) = self { guide } else { nil } }
}
