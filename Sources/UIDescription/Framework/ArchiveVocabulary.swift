/// How the members of archived Cocoa objects read in the document format's vocabulary: the element an archived class
/// becomes, where a child object goes in its parent, and which archived values are the texts, titles and tags of the
/// modern attributes. Interface Builder 3 archives (`IBUI…` keys on iOS) and compiled nibs (`UI…` keys) both archive
/// objects with these coder keys (AppKit's `NS…` keys are the same in both). Tables, not branches: a member missing
/// here is not translated.
package enum ArchiveVocabulary {
    /// Where an object reached through a member of its parent goes: inside a wrapper element (`subviews`,
    /// `items`), under a `key` (`cell`, `contentView`), or both.
    package struct Placement: Equatable, Sendable {
        package var wrapper: String?
        package var key: String?
        /// The element name this place requires, when it is not the class's own (`view` for a window's content
        /// view, `tableViewCellContentView` for a cell's).
        package var elementName: String?

        package init(wrapper: String? = nil, key: String? = nil, elementName: String? = nil) {
            self.wrapper = wrapper
            self.key = key
            self.elementName = elementName
        }
    }

    /// Member key → placement, for both platforms.
    package static let placements: [String: Placement] = [
        // Views.
        "NSSubviews": Placement(wrapper: "subviews"),
        // iOS controllers and bars.
        "IBUIView": Placement(key: "view"),
        "IBUIViewControllers": Placement(wrapper: "viewControllers"),
        "IBUINavigationBar": Placement(key: "navigationBar"),
        "IBUINavigationItem": Placement(key: "navigationItem"),
        "IBUIRightBarButtonItem": Placement(key: "rightBarButtonItem"),
        "IBUILeftBarButtonItem": Placement(key: "leftBarButtonItem"),
        "IBUIBackBarButtonItem": Placement(key: "backBarButtonItem"),
        "IBUITitleView": Placement(key: "titleView"),
        "IBUICustomView": Placement(key: "customView"),
        "IBUIItems": Placement(wrapper: "items"),
        "IBUIToolbarItems": Placement(wrapper: "toolbarItems"),
        "IBUITabBar": Placement(key: "tabBar"),
        "IBUITabBarItem": Placement(key: "tabBarItem"),
        "IBUIToolbar": Placement(key: "toolbar"),
        "IBUIContentView": Placement(key: "contentView", elementName: "tableViewCellContentView"),
        "IBUITableHeaderView": Placement(key: "tableHeaderView"),
        "IBUITableFooterView": Placement(key: "tableFooterView"),
        "IBUIBackgroundView": Placement(key: "backgroundView"),
        "IBUISelectedBackgroundView": Placement(key: "selectedBackgroundView"),
        "IBUIAccessoryView": Placement(key: "accessoryView"),
        "IBUIInputAccessoryView": Placement(key: "inputAccessoryView"),
        // iOS compiled nibs (the runtime coder keys).
        "UISubviews": Placement(wrapper: "subviews"),
        "UIViewAutolayoutConstraints": Placement(wrapper: "constraints"),
        "UIContentView": Placement(key: "contentView", elementName: "tableViewCellContentView"),
        "UINavigationBar": Placement(key: "navigationBar"),
        "UINavigationItem": Placement(key: "navigationItem"),
        "UIRightBarButtonItem": Placement(key: "rightBarButtonItem"),
        "UIRightBarButtonItems": Placement(wrapper: "rightBarButtonItems"),
        "UILeftBarButtonItems": Placement(wrapper: "leftBarButtonItems"),
        "UILeftBarButtonItem": Placement(key: "leftBarButtonItem"),
        "UIBackBarButtonItem": Placement(key: "backBarButtonItem"),
        "UITitleView": Placement(key: "titleView"),
        "UICustomView": Placement(key: "customView"),
        "UIItems": Placement(wrapper: "items"),
        "UIToolbarItems": Placement(wrapper: "toolbarItems"),
        "UITabBar": Placement(key: "tabBar"),
        "UITabBarItem": Placement(key: "tabBarItem"),
        "UIToolbar": Placement(key: "toolbar"),
        "UITableHeaderView": Placement(key: "tableHeaderView"),
        "UITableFooterView": Placement(key: "tableFooterView"),
        "UIBackgroundView": Placement(key: "backgroundView"),
        "UISelectedBackgroundView": Placement(key: "selectedBackgroundView"),
        "UIAccessoryView": Placement(key: "accessoryView"),
        "UIInputAccessoryView": Placement(key: "inputAccessoryView"),
        "UICollectionLayout": Placement(key: "collectionViewLayout"),
        // A visual effect view's content view is a `_UIVisualEffectContentView`; the source's `<view>`.
        "UIVisualEffectViewContentView": Placement(key: "contentView", elementName: "view"),
        // AppKit.
        "NSViewConstraints": Placement(wrapper: "constraints"),
        "NSCell": Placement(key: "cell"),
        "NSWindowView": Placement(key: "contentView"),
        "NSMenuItems": Placement(wrapper: "items"),
        "NSSubmenu": Placement(key: "submenu"),
        "NSMenu": Placement(key: "menu"),
        "NSTableColumns": Placement(wrapper: "tableColumns"),
        "NSDataCell": Placement(key: "dataCell"),
        "NSHeaderCell": Placement(key: "headerCell"),
        "NSHeaderView": Placement(key: "headerView"),
        "NSCornerView": Placement(key: "cornerView"),
        "NSContentView": Placement(key: "contentView"),
        "NSHScroller": Placement(key: "horizontalScroller"),
        "NSVScroller": Placement(key: "verticalScroller"),
        "NSTabViewItems": Placement(wrapper: "tabViewItems"),
        "NSView": Placement(key: "view"),
        "NSToolbar": Placement(key: "toolbar"),
        "NSToolbarItemView": Placement(key: "view"),
        "NSToolbarIBAllowedItems": Placement(wrapper: "allowedToolbarItems"),
        "NSToolbarIBDefaultItems": Placement(wrapper: "defaultToolbarItems"),
        "NSCells": Placement(wrapper: "cells"),
        "NSPrototypeCell": Placement(key: "prototype"),
        "NSProtoCell": Placement(key: "prototype"),
    ]

    /// Where a child found in no member of its parent goes, by its class and its parent's: Interface Builder 3
    /// keeps layout constraints and a view-based table column's cell views in its object records only.
    package static func recordPlacement(childClass: String, parentClass: String) -> Placement? {
        if elementName(forClass: childClass) == "constraint" { return Placement(wrapper: "constraints") }
        if parentClass == "NSTableColumn" && childClass.hasSuffix("View") { return Placement(wrapper: "prototypeCellViews") }
        return nil
    }

    /// `NSLayoutAttribute` numbers → the document format's names.
    package static let layoutAttributes: [Int: String] = [
        1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
        9: "centerX", 10: "centerY", 11: "baseline", 12: "firstBaseline",
    ]

    /// `NSLayoutRelation` numbers → the document format's names (`equal`, 0, is left out).
    package static let relations: [Int: String] = [-1: "lessThanOrEqual", 1: "greaterThanOrEqual"]

    /// Member key → the attribute its text becomes on the object's element.
    package static let textAttributes: [String: String] = [
        "IBUIText": "text",
        "IBUIPlaceholder": "placeholder",
        "IBUITitle": "title",
        "IBUIPrompt": "prompt",
        "IBUIBadgeValue": "badgeValue",
        "IBUIAccessibilityLabel": "accessibilityLabel",
        "IBUIRestorationIdentifier": "restorationIdentifier",
        "IBUIReuseIdentifier": "reuseIdentifier",
        "IBUINibName": "nibName",
        "UIText": "text",
        "UIPlaceholder": "placeholder",
        "UITitle": "title",
        "UIPrompt": "prompt",
        "UIBadgeValue": "badgeValue",
        "UIRestorationIdentifier": "restorationIdentifier",
        "UIReuseIdentifier": "reuseIdentifier",
        "UIStoryboardIdentifier": "storyboardIdentifier",
        "UINibName": "nibName",
        "UIAccessibilityIdentifier": "accessibilityIdentifier",
        "NSContents": "title",
        "NSTitle": "title",
        "NSWindowTitle": "title",
        "NSPlaceholderString": "placeholderString",
        "NSLabel": "label",
        "NSToolTip": "toolTip",
        "NSKeyEquiv": "keyEquivalent",
        "NSKeyEquivalent": "keyEquivalent",
        "NSIdentifier": "identifier",
        "NSToolbarItemLabel": "label",
        "NSToolbarItemPaletteLabel": "paletteLabel",
        // A toolbar item's identifier: see ``textAttribute(_:holding:)``.
        toolbarItemIdentifierKey: "implicitItemIdentifier",
        "NSFrameAutosaveName": "frameAutosaveName",
        "NSAutosaveName": "autosaveName",
    ]

    /// Texts the document format keeps as an attribute and an archive (a compiled nib, an Interface Builder 3
    /// archive) in a member object: member → (attribute, the member's key). A box's title and a form cell's label
    /// are their `NSTitleCell`'s contents: that is the `title` the source writes, where a form cell's own
    /// `NSContents` (its value) would be too.
    package static let memberTexts: [String: (attribute: String, key: String)] = [
        "NSTitleCell": ("title", "NSContents"),
        // A UIKit button configuration's title and subtitle (`NSAttributedString`s).
        "UIButtonConfigurationTitle": ("title", "NSString"),
        "UIButtonConfigurationSubtitle": ("subtitle", "NSString"),
    ]

    /// Members that hold an image (an AppKit `NSCustomResource` of class `NSImage`, a UIKit `UIImageNibPlaceholder`),
    /// and the attribute the document format names it by (`<imageView image="Logo">`); an image cell's is its
    /// `NSContents`. A menu item's state images (`NSOnImage`, `NSMixedImage`) are AppKit's defaults, which the source
    /// does not name.
    package static let imageAttributes: [String: String] = imageKeys.reduce(into: [:]) { table, entry in
        for key in entry.keys { table[key] = entry.attribute }
    }

    /// ``imageAttributes`` by attribute.
    private static let imageKeys: [(attribute: String, keys: [String])] = [
        // An iOS Interface Builder 3 archive's image view, tab bar item and bar button item name theirs `IBUIImage`.
        ("image", ["UIImage", "IBUIImage", "NSNormalImage", "NSImage", "NSToolbarItemImage"]),
        ("highlightedImage", ["UIHighlightedImage"]),
        ("selectedImage", ["UISelectedTemplateImage"]),
        ("alternateImage", ["NSAlternateImage"]),
        // A menu item's image after its title (macOS 26).
        ("secondaryImage", ["NSActionImage"]),
    ]

    /// Members whose image the document format writes as an `<imageReference key="…">` child (Xcode 13's button
    /// configuration), by the key it has there.
    package static let imageReferenceKeys: [String: String] = ["UIButtonConfigurationImage": "image"]

    /// The attributes that name an image (``imageAttributes``' and a button state's `backgroundImage`).
    package static let imageAttributeNames: Set<String> = Set(imageAttributes.values).union(["backgroundImage"])

    /// AppKit's images an archive names where the source names none: a check box's and a radio button's (the
    /// button's type), a menu item's check and mixed-state marks. Measured on the 713 (source, nib) pairs of
    /// docs/nibs.md: no source names them.
    package static let defaultImages: Set<String> = ["NSSwitch", "NSRadioButton", "NSMenuCheckmark", "NSMenuMixedState"]

    /// The member key of a toolbar item's identifier, which tells a standard item (``isStandardToolbarItem(_:)``).
    package static let toolbarItemIdentifierKey = "NSToolbarItemIdentifier"

    /// Whether the source names the image `name` an archive gives an object: not one of AppKit's own
    /// (``defaultImages``), nor a standard toolbar item's (`toolbarItem` the object's ``toolbarItemIdentifierKey``, if
    /// it has one).
    package static func sourceNames(image name: String, ofToolbarItem toolbarItem: String?) -> Bool {
        !defaultImages.contains(name) && !(toolbarItem.map(isStandardToolbarItem) ?? false)
    }

    /// Member keys that hold a colour, and the key of the `<color>` element the modern source writes for it: the
    /// member key without its framework prefix (`NSBackgroundColor` → `backgroundColor`, a colour well's `NSColor` →
    /// `color`), but for the keys ``unconventionalColorKeys`` names. AppKit's are those the 177 (source, nib) pairs of
    /// `../shared/nib` hold; UIKit's are the view and control properties Interface Builder's inspectors set. A key not
    /// listed keeps its colour as an archived value.
    package static let colorKeys: [String: String] = {
        var keys = Dictionary(conventionalColorKeys.map { ($0, lowerCamelCase($0.dropFirst(2))) }) { first, _ in first }
        keys.merge(unconventionalColorKeys) { _, named in named }
        return keys
    }()

    /// The colour member keys whose source key is the key without its `NS` or `UI` prefix (``colorKeys``).
    private static let conventionalColorKeys = [
        "NSBackgroundColor", "NSTextColor", "NSGridColor", "NSColor",
        "UIBackgroundColor", "UITextColor", "UITintColor", "UIHighlightedColor", "UIShadowColor", "UIBarTintColor",
        "UISeparatorColor", "UIOnTintColor", "UIThumbTintColor", "UIProgressTintColor", "UITrackTintColor",
        "UIMinimumTrackTintColor", "UIMaximumTrackTintColor", "UIPageIndicatorTintColor", "UICurrentPageIndicatorTintColor",
        "UISectionIndexColor", "UISectionIndexBackgroundColor", "UISelectedSegmentTintColor",
    ]

    /// The colour member keys named otherwise than the source's (``colorKeys``): a clip view's background, a text
    /// view's text and insertion point colours, and a custom box's border and fill.
    private static let unconventionalColorKeys: [String: String] = [
        "NSBGColor": "backgroundColor",
        "NSTextViewTextColor": "textColor",
        "NSInsertionColor": "insertionPointColor",
        "NSBorderColor2": "borderColor",
        "NSFillColor2": "fillColor",
    ]

    /// Members that hold an object whose colours are those of the object holding it (``colorKeys``): a text view's
    /// background and insertion point colours are its shared data's (`NSTextViewSharedData`), which the text views of
    /// one text system share.
    package static let colorHolderKeys: Set<String> = ["NSSharedData"]

    /// AppKit's archived colour spaces (`NSColorSpace` of an `NSColor`) whose components are a list of numbers
    /// (`NSRGB`, `NSWhite`), and the `colorSpace` the source names each by; 6 is a catalog colour (`NSCatalogName`,
    /// `NSColorName`), `colorSpace="catalog"`.
    package static let componentColorSpaces: [Int: (name: String, isRGB: Bool)] = [
        1: ("calibratedRGB", true), 2: ("deviceRGB", true), 3: ("calibratedWhite", false), 4: ("deviceWhite", false),
    ]

    /// The archived colour space of a catalog colour (``componentColorSpaces``).
    package static let catalogColorSpace = 6

    /// Custom colour spaces (`NSCustomColorSpace`'s `NSID`) the source names (`colorSpace="custom"
    /// customColorSpace="…"`), whose components a colour keeps as `NSComponents`: measured on `../shared/nib`, where
    /// the one source colour in sRGB is archived with `NSID` 7. A colour of another custom space is written with the
    /// calibrated or device components it archives beside them.
    package static let customColorSpaces: [Int: String] = [7: "sRGB"]

    /// The custom colour spaces an iOS source names its colours' components in (Xcode 8 and later): what a UIKit colour's
    /// archived components (`UIRed`…, `UIWhite`) are written in.
    package static let uiKitColorSpaces = (rgb: "sRGB", gray: "genericGamma22GrayColorSpace")

    /// The UIKit colour names ibtool archives for a colour whose source gives components (with the components, which
    /// are the colour): UIKit's fixed class colours (`whiteColor` for a source's `white="1"`), and the private names
    /// of a table view's default colours (`tableBackgroundColor`, `tableCellBackgroundColor` for a table view's white
    /// background: measured on 31 outside pairs, docs/nibs.md). Other names (`systemBackgroundColor`, `labelColor`,
    /// `darkTextColor`) are the source's `systemColor`.
    package static let uiKitColorNamesOfComponents: Set<String> = [
        "blackColor", "darkGrayColor", "lightGrayColor", "whiteColor", "grayColor", "redColor", "greenColor", "blueColor",
        "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor", "clearColor",
        "tableBackgroundColor", "tableCellBackgroundColor",
    ]

    /// Member keys whose `YES` the modern element keeps as an attribute.
    package static let flagAttributes: [String: String] = [
        "NSIsSeparator": "isSeparatorItem",
        "IBUIHidden": "hidden",
        "NSHidden": "hidden",
        "UIHidden": "hidden",
    ]

    /// Member keys that hold a number the modern element keeps as `tag`.
    package static let tagKeys: Set<String> = ["IBUITag", "NSTag", "UITag"]

    /// The button title per state, iOS: member key → the `<state key="…">` it becomes.
    package static let stateTitles: [String: String] = [
        "IBUINormalTitle": "normal",
        "IBUIHighlightedTitle": "highlighted",
        "IBUISelectedTitle": "selected",
        "IBUIDisabledTitle": "disabled",
    ]

    /// Archived classes whose element name is a fact of the archive format, not of the framework: Interface
    /// Builder 3's own proxies, window templates and constraints, and classes modern files write as a custom object.
    /// Framework classes are named by `ElementClassTable/elementKind(forClass:platform:)`.
    package static let archiveElementNames: [String: String] = [
        "IBProxyObject": "placeholder",
        "NSWindowTemplate": "window",
        "IBNSLayoutConstraint": "constraint",
        "IBUILayoutConstraint": "constraint",
        "NSFontManager": "customObject",
    ].merging(standardToolbarItemClasses.map { ($0, "toolbarItem") }) { own, _ in own }

    /// The attribute an archived text goes in: the one ``textAttributes`` names, but for a toolbar item's identifier,
    /// which an archive keeps once where a XIB has two: Xcode makes each item an implicit identifier (a UUID, or a
    /// standard item's `NSToolbar…Item` name) and keeps an identifier typed in the inspector as
    /// `explicitItemIdentifier`, which is then the item's identifier at run time and the one archived. An identifier
    /// of neither of Xcode's forms was typed: it is the explicit one.
    package static func textAttribute(_ attribute: String, holding text: String) -> String {
        guard attribute == "implicitItemIdentifier" else { return attribute }
        return isStandardToolbarItem(text) || isUUID(text) ? attribute : "explicitItemIdentifier"
    }

    /// Whether a toolbar item's identifier is one of AppKit's standard items' (`NSToolbarPrintItem`): the item's
    /// image and labels are AppKit's, which the source does not name.
    package static func isStandardToolbarItem(_ identifier: String) -> Bool {
        identifier.hasPrefix("NSToolbar") && identifier.hasSuffix("Item")
    }

    /// Whether `text` is a UUID as Xcode writes one: 8-4-4-4-12 hexadecimal digits.
    private static func isUUID(_ text: String) -> Bool {
        let groups = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { group in
            group.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
        }
    }

    /// How the identifier of a compiled storyboard's view nib's placeholder for an object of its controller's nib
    /// starts: ibtool names it `UpstreamPlaceholder-` and a number or an id, which the controller's external objects
    /// table maps. A source has no such placeholder.
    package static let upstreamPlaceholderPrefix = "UpstreamPlaceholder-"

    /// AppKit's standard toolbar items, archived as classes of their own (an Interface Builder 3 archive's objects, a
    /// compiled nib's): a XIB writes each as a `toolbarItem` whose `implicitItemIdentifier` is the class's name.
    package static let standardToolbarItemClasses = [
        "NSToolbarFlexibleSpaceItem", "NSToolbarSpaceItem", "NSToolbarSeparatorItem", "NSToolbarShowColorsItem",
        "NSToolbarShowFontsItem", "NSToolbarPrintItem", "NSToolbarCustomizeToolbarItem", "NSToolbarToggleSidebarItem",
        "NSToolbarSidebarTrackingSeparatorItem",
    ]

    /// The class prefixes taken off to name an element: `IBUILabel` → `label`, `NSTextField` → `textField`.
    package static let classPrefixes = ["IBUI", "IBNS", "IB", "UI", "NS"]

    /// The element name of an archived class: the archive's own names, else the kind the framework catalogue gives
    /// the class (`IBUILabel` is read as `UILabel`), else the class without its prefix, first letter lowered; `nil`
    /// when the class is no identifier.
    package static func elementName(forClass className: String) -> String? {
        guard isIdentifier(className) else { return nil }
        if let name = archiveElementNames[className] { return name }
        let frameworkClass = className.hasPrefix("IBUI") || className.hasPrefix("IBNS") ? String(className.dropFirst(2)) : className
        for platform in [FrameworkPlatform.appKit, .uiKit] {
            if let kind = ElementClassTable.elementKind(forClass: frameworkClass, platform: platform) { return kind }
        }
        var rest = Substring(className)
        for prefix in classPrefixes where rest.hasPrefix(prefix) && rest.count > prefix.count {
            let after = rest.dropFirst(prefix.count)
            guard let first = after.first, first.isUppercase else { continue }
            rest = after
            break
        }
        return lowerCamelCase(rest)
    }

    /// A class name (its framework prefix dropped) as an element name, the way Interface Builder names the
    /// classes its catalogue lists: a leading acronym lowered whole, but for the capital that starts the next word
    /// (`QTMovieView` → `qtMovieView`, `PDFView` → `pdfView`, `Button` → `button`).
    package static func lowerCamelCase(_ name: Substring) -> String {
        let capitals = name.prefix { $0.isASCII && $0.isUppercase }
        guard !capitals.isEmpty else { return String(name) }
        let rest = name.dropFirst(capitals.count)
        // The last capital of a run of several starts the next word when a lowercase letter follows it.
        if capitals.count > 1, let next = rest.first, next.isASCII, next.isLowercase {
            return capitals.dropLast().lowercased() + capitals.suffix(1) + rest
        }
        return capitals.lowercased() + rest
    }

    /// The element name of an object of `className` placed at `placement`: the place's own name, `view` for a plain
    /// `NSView` under a key (a window's content view, a tab's view; `customView` elsewhere), else the class's.
    package static func elementName(forClass className: String, placement: Placement?) -> String? {
        if let required = placement?.elementName { return required }
        if placement?.key != nil, className == "NSView" || className == "IBNSView" { return "view" }
        return elementName(forClass: className)
    }

    /// Whether `name` is an ASCII identifier (a letter or `_`, then letters, digits and `_`): an element name.
    package static func isIdentifier(_ name: String) -> Bool {
        if let answer = name.utf8.withContiguousStorageIfAvailable(isIdentifier) { return answer }
        return isIdentifier(name.utf8)
    }

    private static func isIdentifier(_ utf8: some Sequence<UInt8>) -> Bool {
        var isFirst = true
        for byte in utf8 {
            let isLetter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isLetter || (!isFirst && isDigit) else { return false }
            isFirst = false
        }
        return !isFirst
    }

    /// iOS control events: `IBEventType` (the event's bit number plus one) → the modern `eventType`.
    package static let eventTypes: [Int: String] = [
        1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
        6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
        14: "primaryActionTriggered", 17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd",
        20: "editingDidEndOnExit",
    ]
}
