import UIDescription

/// What is particular to compiled nibs in reading them in the document vocabulary, as tables: the runtime classes
/// `ibtool` archives in place of Interface Builder's (class swappers, window templates, proxies, connectors), the
/// members that are structure rather than values, and how geometry is stored. The member keys both archives share
/// (texts, titles, placements) are in ``ArchiveVocabulary``.
enum NIBVocabulary {
    typealias Rect = (x: Double, y: Double, width: Double, height: Double)

    /// The element holding an object's members that no table translates.
    static let archivedValuesElement = "archivedValues"

    /// Runtime classes whose element is not the one the framework catalogue gives their name.
    static let elementNames: [String: String] = [
        "UIProxyObject": "placeholder",
        // iPhone SDK 2 and 3 archived a round rect button as its private class; the source has a `button` (of type
        // `roundedRect`).
        "UIRoundedRectButton": "button",
        "NSCustomObject": "customObject",
        "NSCustomView": "customView",
        "NSIBUserDefinedRuntimeAttributesConnector": "customObject",
        // A standard table view cell's text and detail labels.
        "UITableViewLabel": "label",
    ]

    /// Placements only compiled nibs have: a window template archives its toolbar as `NSViewClass`.
    static let placements: [String: ArchiveVocabulary.Placement] = [
        "NSViewClass": ArchiveVocabulary.Placement(key: "toolbar"),
        // A table view controller's refresh control, which UIKit archives with its table view (a storyboard's
        // assembly moves it to the controller, where the source has it).
        "UIRefreshControl": ArchiveVocabulary.Placement(key: "refreshControl"),
        // A UIKit button's configuration (Xcode 13 and later).
        "UIButtonConfiguration": ArchiveVocabulary.Placement(key: "configuration", elementName: "buttonConfiguration"),
    ]

    /// A list of values the source writes as elements: the wrapper, each item's element, item member → attribute.
    struct ValueList: Sendable {
        var wrapper: String
        var element: String
        var attributes: [String: String]
    }

    static let valueLists: [String: ValueList] = [
        "NSSegmentImages": ValueList(wrapper: "segments", element: "segment", attributes: [
            "NSSegmentItemLabel": "label", "NSSegmentItemTag": "tag", "NSSegmentItemWidth": "width",
            "NSSegmentItemTooltip": "toolTip", "NSSegmentItemImage": "image",
        ]),
        // UIKit's segments, each a `UISegment` whose `UISegmentInfo` is its title (or its image).
        "UISegments": ValueList(wrapper: "segments", element: "segment", attributes: ["UISegmentInfo": "title"]),
    ]

    /// The member that names an object's custom class, by the object's class, when it is not swapped.
    static let customClassKeys: [String: [String]] = [
        "NSCustomObject": ["NSClassName"],
        "NSCustomView": ["NSClassName"],
        "NSWindowTemplate": ["NSWindowClass"],
        "UIProxyObject": [],
    ]

    /// Whether a custom class is only the framework's default for the object (`NSObject` for a custom object).
    static func isFrameworkDefault(_ name: String, for className: String) -> Bool {
        switch className {
        case "NSCustomObject": name == "NSObject"
        case "NSCustomView": name == "NSView"
        case "NSWindowTemplate": name == "NSWindow"
        default: name == className
        }
    }

    /// A class swapper: the object archived as its framework class, with the custom class the loader instantiates.
    struct ClassSwap {
        var originalClass: String
        var customClass: String
    }

    static func classSwap(of object: Int, in graph: ArchivedObjectGraph) -> ClassSwap? {
        switch graph.classIdentity(of: object) {
        case .appKitClassSwapper:
            guard let original = graph.string(.appKitOriginalClassName, of: object), let custom = graph.string(.appKitClassName, of: object) else { return nil }
            return ClassSwap(originalClass: original, customClass: custom)
        case .uiKitClassSwapper:
            guard let original = graph.string(.uiKitOriginalClassName, of: object), let custom = graph.string(.uiKitClassName, of: object) else { return nil }
            return ClassSwap(originalClass: original, customClass: custom)
        default:
            return nil
        }
    }

    /// A Swift class's runtime name as the document writes it: `_TtC7TestApp21ContentViewController` is the class
    /// `ContentViewController` of module `TestApp`; other names are as they are.
    static func demangled(_ name: String) -> (name: String, module: String?) {
        guard name.hasPrefix("_TtC") else { return (name, nil) }
        var rest = Substring(name.dropFirst(4))
        var parts: [Substring] = []
        while let digits = rest.prefix(while: \.isASCIIDigit).nonEmpty, let length = Int(digits), length > 0 {
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return (name, nil) }
            parts.append(rest.prefix(length))
            rest = rest.dropFirst(length)
        }
        guard parts.count >= 2, rest.isEmpty else { return (name, nil) }
        return (parts.dropFirst().joined(separator: "."), String(parts[0]))
    }

    /// The target's module among the `customModule`s of a document's elements: the one named most, when no other is
    /// named as often. Its classes are marked as the target's own (`customModuleProvider="target"`, which the source
    /// writes for classes of the module that builds it): a nib keeps a Swift class's module in its mangled name but
    /// not whether that module was the target's, and a product's nibs mostly use its own classes. Classes of other
    /// modules (frameworks) keep their module alone.
    static func targetModule(among modules: [String]) -> String? {
        var counts: [String: Int] = [:]
        for module in modules { counts[module, default: 0] += 1 }
        let ranked = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        guard let top = ranked.first, ranked.count == 1 || ranked[1].value < top.value else { return nil }
        return top.key
    }

    /// What the tables say of one member key, looked up once per archive (see ``ArchivedObjectGraph/keys``). A
    /// class, so that reading the facts of a member copies one reference rather than each field.
    final class KeyFacts: Sendable {
        /// Where an object the member holds goes.
        let placement: ArchiveVocabulary.Placement?
        let isBackReference: Bool
        /// Structure rather than a value (never an archived value).
        let isStructural: Bool
        /// The attribute its text becomes.
        let textAttribute: String?
        let flagAttribute: String?
        let isTag: Bool
        let memberOutlet: String?
        let memberOutletCollection: String?
        let memberText: (attribute: String, key: String)?
        /// The attribute the image it holds becomes (``ArchiveVocabulary/imageAttributes``).
        let imageAttribute: String?
        /// The key of the `<imageReference>` the image it holds becomes (``ArchiveVocabulary/imageReferenceKeys``).
        let imageReferenceKey: String?
        let valueList: ValueList?
        /// The key of the `<color>` element the colour it holds becomes (``ArchiveVocabulary/colorKeys``).
        let colorKey: String?
        /// Whether the object it holds has colours of the object that holds it (``ArchiveVocabulary/colorHolderKeys``).
        let holdsColors: Bool
        /// Which of the facts above the key has, as bits: the walk over an object's members reads these, and loads
        /// the facts only for a member that has some (most members have none).
        let roles: Roles

        /// The roles a key can have (``roles``); `identifier` is the archive's to set (whether the key can name an
        /// attribute or element).
        struct Roles: OptionSet, Sendable {
            let rawValue: UInt16
            static let placement = Roles(rawValue: 1 << 0)
            static let backReference = Roles(rawValue: 1 << 1)
            static let structural = Roles(rawValue: 1 << 2)
            static let text = Roles(rawValue: 1 << 3)
            static let flag = Roles(rawValue: 1 << 4)
            static let tag = Roles(rawValue: 1 << 5)
            static let memberOutlet = Roles(rawValue: 1 << 6)
            static let memberOutletCollection = Roles(rawValue: 1 << 7)
            static let memberText = Roles(rawValue: 1 << 8)
            static let valueList = Roles(rawValue: 1 << 9)
            static let identifier = Roles(rawValue: 1 << 10)
            static let image = Roles(rawValue: 1 << 11)
            static let color = Roles(rawValue: 1 << 12)
            /// What makes a member a value attribute (``NIBTranslator/valueAttributes(_:into:consumed:colors:)``), or
            /// a colour written with them.
            static let valueAttribute: Roles = [.text, .memberText, .flag, .tag, .image, .color]
        }

        /// The facts of the key numbered `number` in the ``KeyRegistry``: the tables' keys are numbered from the
        /// start, and their facts worked out once per process; every other key shares ``unlisted``.
        static func of(_ number: Int32?) -> KeyFacts {
            UnmanagedTable.current.facts(of: number).takeUnretainedValue()
        }

        /// The facts ``of(_:)`` gives, without a strong reference, for a whole key table: the facts are the process's
        /// (``byNumber`` and ``unlisted`` are never released), so a translator keeps one per key of its archive
        /// without retaining it, and without releasing each when it goes. The table is read once per archive: each of
        /// the process's tables is a global whose initialization is checked on every access (a `swift_once` call),
        /// which a translator paid twice per key of its archive.
        struct UnmanagedTable {
            let byNumber: [Unmanaged<KeyFacts>]
            let unlisted: Unmanaged<KeyFacts>

            static var current: UnmanagedTable { UnmanagedTable(byNumber: unmanagedByNumber, unlisted: unmanagedUnlisted) }

            /// The facts of the key numbered `number` (see ``of(_:)``).
            @inline(__always)
            func facts(of number: Int32?) -> Unmanaged<KeyFacts> {
                guard let number, Int(number) < byNumber.count else { return unlisted }
                return byNumber[Int(number)]
            }
        }

        private static let unmanagedByNumber = byNumber.map(Unmanaged.passUnretained)
        private static let unmanagedUnlisted = Unmanaged.passUnretained(unlisted)

        /// The facts of a key no table names: none.
        static let unlisted = KeyFacts("")

        /// The facts of the keys the registry starts with, by number.
        private static let byNumber: [KeyFacts] = {
            let named = Set(tableKeyNames)
            return KeyRegistry.seedNames.map { name in named.contains(name) ? KeyFacts(name) : unlisted }
        }()

        /// Every key a translation table names, sorted (the ``KeyRegistry`` numbers them from the start).
        static let tableKeyNames: [String] = {
            var names = Set(NIBVocabulary.placements.keys).union(ArchiveVocabulary.placements.keys)
            names.formUnion(NIBVocabulary.backReferenceKeys)
            names.formUnion(NIBVocabulary.structuralKeys)
            names.formUnion(ArchiveVocabulary.textAttributes.keys)
            names.formUnion(ArchiveVocabulary.flagAttributes.keys)
            names.formUnion(ArchiveVocabulary.tagKeys)
            names.formUnion(NIBVocabulary.memberOutlets.keys)
            names.formUnion(NIBVocabulary.memberOutletCollections.keys)
            names.formUnion(ArchiveVocabulary.memberTexts.keys)
            names.formUnion(ArchiveVocabulary.imageAttributes.keys)
            names.formUnion(ArchiveVocabulary.imageReferenceKeys.keys)
            names.formUnion(NIBVocabulary.valueLists.keys)
            names.formUnion(ArchiveVocabulary.colorKeys.keys)
            names.formUnion(ArchiveVocabulary.colorHolderKeys)
            return names.sorted()
        }()

        private init(_ name: String) {
            placement = NIBVocabulary.placements[name] ?? ArchiveVocabulary.placements[name]
            isBackReference = NIBVocabulary.backReferenceKeys.contains(name)
            isStructural = NIBVocabulary.structuralKeys.contains(name)
            textAttribute = ArchiveVocabulary.textAttributes[name]
            flagAttribute = ArchiveVocabulary.flagAttributes[name]
            isTag = ArchiveVocabulary.tagKeys.contains(name)
            memberOutlet = NIBVocabulary.memberOutlets[name]
            memberOutletCollection = NIBVocabulary.memberOutletCollections[name]
            memberText = ArchiveVocabulary.memberTexts[name]
            imageAttribute = ArchiveVocabulary.imageAttributes[name]
            imageReferenceKey = ArchiveVocabulary.imageReferenceKeys[name]
            valueList = NIBVocabulary.valueLists[name]
            colorKey = ArchiveVocabulary.colorKeys[name]
            holdsColors = ArchiveVocabulary.colorHolderKeys.contains(name)
            var roles: Roles = []
            if placement != nil { roles.insert(.placement) }
            if isBackReference { roles.insert(.backReference) }
            if isStructural { roles.insert(.structural) }
            if textAttribute != nil { roles.insert(.text) }
            if flagAttribute != nil { roles.insert(.flag) }
            if isTag { roles.insert(.tag) }
            if memberOutlet != nil { roles.insert(.memberOutlet) }
            if memberOutletCollection != nil { roles.insert(.memberOutletCollection) }
            if memberText != nil { roles.insert(.memberText) }
            if imageAttribute != nil || imageReferenceKey != nil { roles.insert(.image) }
            if valueList != nil { roles.insert(.valueList) }
            if colorKey != nil || holdsColors { roles.insert(.color) }
            self.roles = roles
        }
    }

    /// What the tables say of one archived class, looked up once per archive.
    struct ClassFacts {
        var isPlumbing: Bool
        var isCollection: Bool
        var isConnector: Bool
        /// The members that name a custom class of an object of the class (``NIBVocabulary/customClassKeys``).
        var customClassKeys: [String]
        /// Which of the classes the translation asks for by name the class is, if any: asked of every object, so
        /// answered once per class rather than by comparing names.
        var identity: Identity?

        /// Classes the translation treats apart.
        enum Identity {
            /// `UIProxyObject`: the File's Owner, the First Responder and other placeholders of an iOS nib.
            case proxyObject
            /// `NSCustomObject`: a custom object of a macOS nib (the Application placeholder is one).
            case customObject
            /// `NSClassSwapper`, `UIClassSwapper`: an object whose class the nib swaps (``NIBVocabulary/classSwap(of:in:)``).
            case appKitClassSwapper, uiKitClassSwapper
            /// A static table's data source (``NIBVocabulary/staticTableDataSource``).
            case staticTableDataSource
        }

        init(_ name: String) {
            // A segue template is no object of the source: a storyboard's assembly makes each a segue.
            isPlumbing = NIBVocabulary.plumbingClasses.contains(name) || NIBVocabulary.segueKinds[name] != nil
            isCollection = NIBVocabulary.collectionClasses.contains(name)
            isConnector = NIBVocabulary.connectorClasses.contains(name)
            customClassKeys = NIBVocabulary.customClassKeys[name] ?? []
            identity = switch name {
            case "UIProxyObject": .proxyObject
            case "NSCustomObject": .customObject
            case "NSClassSwapper": .appKitClassSwapper
            case "UIClassSwapper": .uiKitClassSwapper
            case NIBVocabulary.staticTableDataSource: .staticTableDataSource
            default: nil
            }
        }
    }

    /// Members the translation reads as structure (or that only repeat another member), never as values.
    static let structuralKeys: Set<String> = [
        "NSSuperview", "NSNextResponder", "NSNextKeyView", "NSControlView", "UISuperview", "UINextResponder",
        "NSWindow", "NSTableView", "NSClassName", "NSOriginalClassName", "UIClassName", "UIOriginalClassName",
        "IBClassReference", "NSInlinedValue",
    ]

    /// Members that point back up or across the tree: never where a child is placed.
    static let backReferenceKeys: Set<String> = [
        "NSSuperview", "NSNextResponder", "NSNextKeyView", "NSControlView", "NSWindow", "NSTableView", "NSDocView",
        "NSMenu", "NSSupermenu", "UISuperview", "UINextResponder", "NSOutlineView", "NSDelegate", "NSDataSource",
        "NSTarget", "UIDelegate", "UIDataSource", "NSFirstItem", "NSSecondItem", "NSInitialFirstResponder",
        "NSInitialKeyView", "NSPreviousKeyView", "NSTabView",
    ]

    /// Classes whose objects hold items: a member of one of these places each item.
    static let collectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet"]

    /// The placeholders of a storyboard's view nib that stand for objects of its controller's nib
    /// (`UpstreamPlaceholder-N`): UIKit's proxy objects, AppKit's external object placeholders.
    static let externalPlaceholderClasses: Set<String> = ["UIProxyObject", "NSNibExternalObjectPlaceholder"]

    /// Objects `ibtool` adds that the source has no element for (layout guides and their constraints).
    static let plumbingClasses: Set<String> = [
        "_UILayoutGuide", "_UILayoutSupportConstraint", "NSNibExternalObjectPlaceholder",
        // The constraints ibtool makes for a view with a fixed frame ("IB auto generated at build time").
        "NSIBPrototypingLayoutConstraint",
    ]

    /// A nib of Xcode 6 and 7 with size classes archives a view's subviews and constraints per trait collection, in
    /// `_UIRelationshipTraitStorage`s whose key path names the relationship: key path → the member that holds the
    /// others (the source lists them all there, with their variations).
    static let traitStorageMembers: [String: String] = [
        "traitStorageSubviews": "UISubviews", "traitStorageConstraints": "UIViewAutolayoutConstraints",
    ]

    /// Segue template classes → the segue's `kind` (iOS `UIStoryboard…SegueTemplate`, macOS `NSStoryboard…SegueTemplate`).
    static let segueKinds: [String: String] = [
        "UIStoryboardShowSegueTemplate": "show", "UIStoryboardShowDetailSegueTemplate": "showDetail",
        "UIStoryboardPresentationSegueTemplate": "presentation", "UIStoryboardModalSegueTemplate": "presentation",
        "UIStoryboardPopoverPresentationSegueTemplate": "popoverPresentation", "UIStoryboardPopoverSegueTemplate": "popover",
        "UIStoryboardPushSegueTemplate": "push", "UIStoryboardReplaceSegueTemplate": "replace",
        "UIStoryboardEmbedSegueTemplate": "embed", "UIStoryboardUnwindSegueTemplate": "unwind",
        "UIStoryboardSegueTemplate": "custom",
        "NSStoryboardShowSegueTemplate": "show", "NSStoryboardModalSegueTemplate": "modal", "NSStoryboardSheetSegueTemplate": "sheet",
        "NSStoryboardPopoverSegueTemplate": "popover", "NSStoryboardEmbedSegueTemplate": "embed", "NSStoryboardSegueTemplate": "custom",
    ]

    /// Members that hold what the source connects as an outlet (the loader sets them while decoding, not through a
    /// connection): member key → the outlet's property.
    static let memberOutlets: [String: String] = [
        "UIDelegate": "delegate", "UIDataSource": "dataSource", "NSDelegate": "delegate", "NSDataSource": "dataSource",
    ]

    /// Members that hold an outlet collection: member key → the collection's property.
    static let memberOutletCollections: [String: String] = ["UIGestureRecognizers": "gestureRecognizers"]

    /// Members holding prototype views archived as nibs (reuse identifier → `UINib`), in the order the source writes
    /// them: the wrapper element the source places them in (none: each goes under the view itself, keyed by its
    /// kind, ``supplementaryViewKeys``), and the member mapping the nested nibs' placeholders to this nib's objects.
    static let prototypeNibs: [(key: String, wrapper: String?, externalObjectsKey: String)] = [
        ("UITableViewCellPrototypeNibs", "prototypes", "UITableViewCellPrototypeNibExternalObjects"),
        ("UICollectionViewCellNibDict", "cells", "UICollectionViewCellPrototypeNibExternalObjects"),
        // A collection view's section header and footer: `<kind>/<reuse identifier>` → `UINib`.
        ("UICollectionViewSupplementaryViewNibDict", nil, "UICollectionViewSupplementaryViewPrototypeNibExternalObjects"),
    ]

    /// A collection view's supplementary view kinds, in the source's order, and the key the source gives a view of
    /// each (`<collectionReusableView key="sectionHeaderView">`).
    static let supplementaryViewKeys: [(kind: String, key: String)] = [
        ("UICollectionElementKindSectionHeader", "sectionHeaderView"),
        ("UICollectionElementKindSectionFooter", "sectionFooterView"),
    ]

    /// The class of a static table view's data source, whose sections and rows the source writes in the table.
    static let staticTableDataSource = "UITableViewDataSource"

    /// A static section's titles: member → attribute.
    static let sectionTitles: [(String, String)] = [("UITableSectionHeaderTitle", "headerTitle"), ("UITableSectionFooterTitle", "footerTitle")]

    /// Container controllers' relationship to the controllers they hold (by the end of their class's name).
    static let containerRelationships: [String: String] = [
        "NavigationController": "rootViewController", "TabBarController": "viewControllers",
    ]

    /// The relationship of a window controller to the content view controller its window template holds
    /// (`IBWindowTemplateContentViewController`), as the source names it.
    static let windowContentRelationship = "window.shadowedContentViewController"

    /// How deep nibs may nest in nibs (a prototype cell inside a prototype cell's table is the deepest real case).
    static let maximumNibNesting = 4

    /// A runtime attribute's type by the end of its value's class name (numbers, strings and booleans are told by
    /// their values).
    static let runtimeAttributeTypes: [String: String] = [
        "Color": "color", "Image": "image", "Value": "size", "LocalizableString": "string", "String": "string",
    ]

    /// `UIControlState` numbers → the document's state keys.
    static let controlStates: [Int: String] = [0: "normal", 1: "highlighted", 2: "disabled", 4: "selected", 8: "focused"]

    /// A connector class's members and the element it becomes.
    struct Connector {
        var element: String
        var sourceKey: String
        var destinationKey: String
        var labelKey: String
    }

    static let connectors: [String: Connector] = [
        "NSNibOutletConnector": Connector(element: "outlet", sourceKey: "NSSource", destinationKey: "NSDestination", labelKey: "NSLabel"),
        "NSNibControlConnector": Connector(element: "action", sourceKey: "NSSource", destinationKey: "NSDestination", labelKey: "NSLabel"),
        "NSNibBindingConnector": Connector(element: "binding", sourceKey: "NSSource", destinationKey: "NSDestination", labelKey: "NSLabel"),
        "UIRuntimeOutletConnection": Connector(element: "outlet", sourceKey: "UISource", destinationKey: "UIDestination", labelKey: "UILabel"),
        "UIRuntimeOutletCollectionConnection": Connector(element: "outletCollection", sourceKey: "UISource", destinationKey: "UIDestination", labelKey: "UILabel"),
        "UIRuntimeEventConnection": Connector(element: "action", sourceKey: "UISource", destinationKey: "UIDestination", labelKey: "UILabel"),
    ]

    /// The keys tables name that the translation reads by name (connectors' members, custom-class members, prototype
    /// nibs, section titles), sorted: the ``KeyRegistry`` numbers them from the start, so they are found without its
    /// lock.
    static let keysReadByName: [String] = Set(connectors.values.flatMap { [$0.sourceKey, $0.destinationKey, $0.labelKey] }
        + customClassKeys.values.joined() + prototypeNibs.flatMap { [$0.key, $0.externalObjectsKey] }
        + sectionTitles.map(\.0)).sorted()

    /// Connectors ibtool adds that connect nothing of the source: the plain `NSNibConnector` that orders a stack
    /// view's decoding ("Encoding NSStackView requires being decoded before other connections…").
    static let plumbingConnectors: Set<String> = ["NSNibConnector"]

    /// The classes of connectors, whose `NSLabel`/`UILabel` is no text.
    static var connectorClasses: Set<String> { connectorClassSet }
    private static let connectorClassSet = Set(connectors.keys)

    /// Outlets `ibtool` adds to wire a storyboard scene (`sceneViewController`, `storyboard`, a segue template's
    /// `viewController`), which the source has no connection for.
    static func isStoryboardPlumbing(outlet label: String, source: Int, destination: Int, in graph: ArchivedObjectGraph) -> Bool {
        let sourceClass = graph.className(of: source), destinationClass = graph.className(of: destination)
        if destinationClass == "UIProxyObject", graph.string(.proxiedObjectIdentifier, of: destination) == "UIStoryboardPlaceholder" { return true }
        if destinationClass == "NSNibExternalObjectPlaceholder", label == "storyboard" { return true }
        if label == "sceneController", sourceClass == "NSCustomObject" { return true }
        if label == "sceneViewController", sourceClass == "UIProxyObject" { return true }
        if sourceClass.firstUTF8Range(of: "SegueTemplate") != nil { return true }
        return false
    }

    /// A member key as an element key: `NSContentView` → `contentView`.
    static func memberName(_ key: String) -> String {
        var rest = Substring(key)
        for prefix in ["IBNS", "IBUI", "NS", "UI"] where rest.hasPrefix(prefix) {
            let after = rest.dropFirst(prefix.count)
            if let first = after.first, first.isUppercase { rest = after; break }
        }
        guard let first = rest.first else { return key }
        return first.lowercased() + rest.dropFirst()
    }

    // MARK: Values

    /// `{{x, y}, {width, height}}` or `{width, height}`.
    static func rect(_ text: String?) -> Rect? {
        guard let text else { return nil }
        let numbers = numbers(inGeometryText: text)
        switch numbers.count {
        case 4: return (numbers[0], numbers[1], numbers[2], numbers[3])
        case 2: return (0, 0, numbers[0], numbers[1])
        default: return nil
        }
    }

    /// The numbers of a rectangle, size or point as Foundation writes them (`{{0, 0}, {280, 44}}`, `{155, 177}`):
    /// those between braces, commas and spaces; a piece that is no number is skipped.
    static func numbers(inGeometryText text: String) -> [Double] {
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        text.withUTF8Bytes { bytes in
            var start = 0
            for index in 0...bytes.count {
                let isSeparator = index == bytes.count || bytes[index] == 0x7B || bytes[index] == 0x7D
                    || bytes[index] == 0x2C || bytes[index] == 0x20
                guard isSeparator else { continue }
                if index > start, let number = decimal(UnsafeBufferPointer(rebasing: bytes[start..<index])) {
                    numbers.append(number)
                }
                start = index + 1
            }
        }
        return numbers
    }

    /// A UIKit geometry blob: a type byte (6: 32-bit floats, 7: 64-bit doubles) and the numbers, little-endian.
    static func doubles(_ bytes: ArraySlice<UInt8>) -> [Double]? {
        guard let type = bytes.first else { return nil }
        let size = type == 7 ? 8 : type == 6 ? 4 : 0
        let body = bytes.dropFirst()
        guard size > 0, !body.isEmpty, body.count % size == 0 else { return nil }
        return stride(from: body.startIndex, to: body.endIndex, by: size).map { start in
            var raw: UInt64 = 0
            for (shift, byte) in body[start..<start + size].enumerated() { raw |= UInt64(byte) << (8 * UInt64(shift)) }
            return size == 8 ? Double(bitPattern: raw) : Double(Float(bitPattern: UInt32(raw)))
        }
    }

    /// A number as an integer, when it is a finite one of reasonable size (a damaged nib may hold any double).
    /// The number `text` writes, as `Double(_:)` reads it: a plain decimal (`-12.5`, at most 15 digits) is read
    /// here, exactly (its digits and the power of ten it is divided by are both exact doubles, and one division rounds
    /// correctly); others by `Double(_:)`.
    static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0, digits = 0, fractionDigits = 0
        var mantissa: UInt64 = 0
        let isNegative = text.first == 0x2D
        if isNegative { index = 1 }
        var seenPoint = false
        while index < text.count {
            let byte = text[index]
            if byte >= 0x30 && byte <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == 0x2E, !seenPoint, digits > 0 {
                seenPoint = true
            } else {
                digits = 0
                break
            }
            index += 1
        }
        guard digits > 0, digits <= 15, !seenPoint || fractionDigits > 0 else {
            return Double(Substring(decoding: text, as: UTF8.self))
        }
        let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return isNegative ? -magnitude : magnitude
    }

    /// 10⁰ through 10¹⁵, each exact in a `Double`.
    private static let exactPowersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    static func integer(_ number: Double) -> Int? {
        guard number.isFinite, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// A number as the document writes it: integers without a fraction, others in their shortest form.
    static func format(_ number: Double) -> String {
        if let integer = exactInteger(number) { return String(integer) }
        return "\(number)"
    }

    /// `number` as an integer, when it is one the document writes without a fraction (below 10¹⁵).
    private static func exactInteger(_ number: Double) -> Int64? {
        number.isFinite && number == number.rounded() && abs(number) < 1e15 ? Int64(number) : nil
    }

    /// Data kept as an archived value: its text when it is printable UTF-8 (AppKit archives numbers and colours as
    /// text), else its size.
    static func describe(_ bytes: ArraySlice<UInt8>) -> String {
        if let text = printableText(bytes) { return String(decoding: bytes[text.range], as: UTF8.self) }
        return "<\(bytes.count) bytes>"
    }

    /// Where the text of data kept as an archived value is, when it has one: the bytes before any trailing NULs, when
    /// they are at most 256 printable ASCII characters (``describe(_:)``).
    static func printableText(_ bytes: ArraySlice<UInt8>) -> ArchivedObjectGraph.ByteRange? {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == 0 { end -= 1 }
        guard end - bytes.startIndex <= 256, bytes[bytes.startIndex..<end].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return ArchivedObjectGraph.ByteRange(bytes.startIndex..<end)
    }

    /// Calls `body` with the decimal text of `number` (as `String(number)` writes it), made on the stack.
    static func withDecimalText<Result>(of number: Int64, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            // Digits from the end: 19 at most, and a sign.
            var magnitude = number.magnitude
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                buffer[start] = 0x2D
            }
            return try body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Calls `body` with `number` as the document writes it (``format(_:)``).
    static func withText<Result>(of number: Double, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let integer = exactInteger(number) { return try withDecimalText(of: integer, body) }
        var text = "\(number)"
        return try text.withUTF8(body)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension Substring {
    var nonEmpty: Substring? { isEmpty ? nil : self }
}
