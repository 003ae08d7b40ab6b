import UIDescription

/// Reads the objects of one compiled nib into the document format's vocabulary (``NIBVocabulary`` and the shared
/// ``ArchiveVocabulary`` tables say how): each Interface Builder object an element named after its class, with its
/// custom class, texts, titles, identifiers and frame; children placed by the member of their parent that holds them
/// (`NSSubviews` → `<subviews>`, `NSCell` → `key="cell"`); connectors as outlets, outlet collections, actions and
/// bindings under their source; the members with no counterpart kept on an `<archivedValues>` element of the object.
///
/// A storyboard's scene nibs are translated one by one and put together by ``StoryboardAssembly``.
///
/// A translator is used by one thread at a time (it is not `Sendable`), and its state is read and written in place,
/// never passed `inout` while another access to it is under way: its stored properties opt out of the run-time
/// exclusivity check (`@exclusivity(unchecked)`), which the walk paid on every object.
final class NIBTranslator {
    typealias Element = TranslatedElement
    typealias Value = ArchivedObjectGraph.Value

    let contents: NibContents
    let path: String?
    let limits: DocumentLimits
    let maximumDepth: Int
    /// How many nibs this one is nested in (prototype cells are nibs inside a nib).
    @exclusivity(unchecked) var nestingLevel = 0
    /// Prepended to every id made from an object index, so that the nibs of one storyboard do not share ids.
    let idPrefix: String
    /// Whether the nib is a scene of a storyboard, whose wiring (`sceneController`, `storyboard` outlets, segue
    /// templates) the source has no connections for.
    @exclusivity(unchecked) var isStoryboardScene = false
    /// Whether members without a counterpart are kept on an `<archivedValues>` element.
    @exclusivity(unchecked) var keepsArchivedValues = true
    /// The values of those members when they go into trees (``keepArchivedValues(of:consumed:into:)``), made when
    /// the first is met, and the table's index of each key met, by key index (-1 until met).
    @exclusivity(unchecked) var archivedValueTable: DeferredAttributeTable?
    @exclusivity(unchecked) var archivedKeySlots: [Int32] = []
    /// Ids the caller knows for objects (a storyboard scene's controller and view, named by the nib file).
    @exclusivity(unchecked) var knownIDs: [Int: String] = [:]
    /// ``applicationPlaceholder`` once worked out (`.some(nil)`: the nib has none).
    @exclusivity(unchecked) private var applicationPlaceholderMemo: Int??

    var graph: ArchivedObjectGraph { contents.graph }
    /// What the tables say of each of the archive's member keys, by key index (``keyFacts(_:)``): the process's facts,
    /// not retained (``NIBVocabulary/KeyFacts/UnmanagedTable``).
    private let keyFactsByKey: [Unmanaged<NIBVocabulary.KeyFacts>]
    /// The roles of each key (``NIBVocabulary/KeyFacts/roles``, and whether it can name an attribute or an element),
    /// by key index.
    let keyRoles: [NIBVocabulary.KeyFacts.Roles]
    /// The element name of each class of the archive met so far, by class index (``elementName(ofClass:platform:)``).
    @exclusivity(unchecked) var elementNamesByClass: [String?]
    @exclusivity(unchecked) var placed: ObjectSet
    @exclusivity(unchecked) var connections: [Int: [Element]] = [:]
    /// User-defined runtime attributes, by the object they are set on.
    @exclusivity(unchecked) var runtimeAttributes: [Int: [Element]] = [:]
    /// Static table views' data sources (table view → `UITableViewDataSource`).
    @exclusivity(unchecked) var staticDataSources: [Int: Int] = [:]
    /// Tool tips, which AppKit nibs archive as help connectors.
    @exclusivity(unchecked) var toolTips: [Int: String] = [:]
    /// Each object's children by its archived parent (macOS).
    let childrenByParent: ObjectChildrenTable
    let topLevelSet: ObjectSet
    /// Navigation and tab bar items a controller holds (`UINavigationItem`, `UITabBarItem`): a navigation bar's or tab
    /// bar's `UIItems` only repeat them.
    let controllerBarItems: ObjectSet
    /// Whether the archive has a member holding prototype nibs (``prototypes(of:depth:consumed:)`` looks for them
    /// in every object otherwise).
    let hasPrototypeNibs: Bool
    /// Whether the archive has a member holding a view-based table's cell view nibs (``reusableCellViews(of:depth:consumed:)``).
    let hasReusableViewNibs: Bool
    /// Children a nib with size classes archives per trait collection (``NIBVocabulary/traitStorageMembers``): by
    /// the object they go under, the member that holds the others and its candidates, in the source's order.
    let traitStorageChildren: [Int: [(member: String, objects: [Int])]]
    /// The cell views of the table being written, by the identifier of the column they go under.
    @exclusivity(unchecked) var pendingCellViews: [String: Element] = [:]
    /// The nib names a storyboard's controllers name their view nibs by (``StoryboardAssembly``): the storyboard's own
    /// wiring, which the source does not write, so no element gets them as its `nibName`.
    @exclusivity(unchecked) var omittedNibNames: Set<String> = []
    /// Whether a `perform:` action was written (here or in a nib nested in this one): only then does the assembly
    /// look for those sent to segue templates of other nibs.
    @exclusivity(unchecked) var hasPerformActions = false
    /// Whether an element got a `customModule` (here or in a nib nested in this one): only then is the target's module
    /// worked out (``NIBVocabulary/targetModule(among:)``), from the values the document sink records.
    @exclusivity(unchecked) var hasCustomModules = false
    /// The images the document names (here or in a nib nested in this one), and whether each is an SF Symbol: its
    /// `<resources>` (``TranslatedElement/imageResources(_:offset:)``).
    @exclusivity(unchecked) var images: [String: Bool] = [:]
    /// What could not be carried into the document: connectors whose source is no object, and the like.
    @exclusivity(unchecked) var leftOut: [String] = []
    /// Segue templates found (storyboard scenes), by the object that performs them.
    @exclusivity(unchecked) var segueTemplates: [(source: Int, template: Int)] = []
    /// The controls that perform a segue (`perform:` sent to a segue template): the segue starts at them.
    @exclusivity(unchecked) var segueTriggers: [Int: Int] = [:]
    /// Container views: a storyboard view nib's placeholder for an embed segue template names its container view
    /// by an outlet `containerView` (placeholder → view); whether the placeholder is one the assembly decides.
    @exclusivity(unchecked) var embedCandidates: [(placeholder: Int, container: Int)] = []
    /// A storyboard's container controllers (navigation, tab bar) archive the controllers they hold: each is a scene
    /// of its own in the source, which a relationship segue connects (container, child, relationship).
    @exclusivity(unchecked) var childControllers: [(container: Int, child: Int, relationship: String)] = []
    /// The children of ``childControllers``, written at the top level of the nib for the assembly to move.
    @exclusivity(unchecked) var separatedControllers = ObjectSet(capacity: 0)

    init(contents: NibContents, path: String?, limits: DocumentLimits, idPrefix: String = "") {
        self.contents = contents
        self.path = path
        self.limits = limits
        maximumDepth = limits.maximumDepth
        self.idPrefix = idPrefix
        let objectCount = contents.graph.objects.count
        placed = ObjectSet(capacity: objectCount)
        topLevelSet = ObjectSet(contents.topLevel, capacity: objectCount)
        // Both tables in one pass, the process's facts read once (not per key), each array grown through its
        // specialized path (`Array(filledWith:count:)` says why).
        let keyTable = contents.graph.keyTable
        let allFacts = NIBVocabulary.KeyFacts.UnmanagedTable.current
        var keyRoles: [NIBVocabulary.KeyFacts.Roles] = []
        var keyFacts: [Unmanaged<NIBVocabulary.KeyFacts>] = []
        keyRoles.reserveCapacity(keyTable.count)
        keyFacts.reserveCapacity(keyTable.count)
        for index in 0..<keyTable.count {
            let facts = allFacts.facts(of: keyTable.number(at: index))
            let roles = facts._withUnsafeGuaranteedRef { $0.roles }
            keyRoles.append(keyTable.facts(at: index) ? roles.union(.identifier) : roles)
            keyFacts.append(facts)
        }
        keyFactsByKey = keyFacts
        self.keyRoles = keyRoles
        elementNamesByClass = Array(filledWith: nil, count: contents.graph.classCount)
        var barItems = ObjectSet(capacity: objectCount)
        let barItemKeys = [contents.graph.key(.navigationItem), contents.graph.key(.tabBarItem)].compactMap { $0 }
        if !barItemKeys.isEmpty {
            for object in contents.objects {
                for member in contents.graph.members(of: object) where barItemKeys.contains(member.key) {
                    if case .object(let item) = member.value { barItems.insert(item) }
                }
            }
        }
        controllerBarItems = barItems
        hasPrototypeNibs = NIBVocabulary.prototypeNibs.contains { contents.graph.keyIndex($0.key) != nil }
        hasReusableViewNibs = contents.graph.key(.reusableViews) != nil
        traitStorageChildren = Self.traitStorageChildren(of: contents.graph)
        childrenByParent = contents.parents.map { ObjectChildrenTable(objects: contents.objects, parents: $0, objectCount: objectCount) }
            ?? ObjectChildrenTable()
    }

    /// The children the root's trait storage lists hold (``traitStorageChildren``).
    private static func traitStorageChildren(of graph: ArchivedObjectGraph) -> [Int: [(member: String, objects: [Int])]] {
        var children: [Int: [(member: String, objects: [Int])]] = [:]
        // Each list, storage and candidate set read once, however often a (hostile) archive refers to it.
        var visited = ObjectSet(capacity: graph.objects.count)
        for list in graph.objectItems(.nibTraitStorageLists, of: graph.root) where visited.insert(list).inserted {
            for storage in graph.objectItems(.traitStorages, of: list) where visited.insert(storage).inserted {
                guard let object = graph.object(.keyValuePairObject, of: storage),
                      let member = graph.string(.keyValuePairKeyPath, of: storage).flatMap({ NIBVocabulary.traitStorageMembers[$0] }),
                      let candidates = graph.object(.relationshipCandidates, of: storage), visited.insert(candidates).inserted else { continue }
                children[object, default: []].append((member, graph.orderedSetObjects(of: candidates)))
            }
        }
        return children
    }

    /// What the tables say of the member key at index `key` of the archive.
    @inline(__always)
    func keyFacts(_ key: Int32) -> NIBVocabulary.KeyFacts { keyFactsByKey[Int(key)].takeUnretainedValue() }

    /// What the tables say of the class of `object` (an index of the graph's objects).
    @inline(__always)
    func classFacts(of object: Int) -> NIBVocabulary.ClassFacts {
        graph.classFacts(ofClass: Int(graph.objects[object].classIndex))
    }

    // MARK: Ids

    /// The id of `object` in the document: the File's Owner and the other placeholders as Xcode numbers them, a
    /// known id, the macOS object id, or the object's index in the archive.
    func id(of object: Int) -> String {
        if !knownIDs.isEmpty, let known = knownIDs[object] { return known }
        if object == contents.filesOwner { return contents.platform == .appKit ? "-2" : "-1" }
        if isFirstResponderProxy(object) { return firstResponderID }
        if isApplicationPlaceholder(object) { return isStoryboardScene ? "\(idPrefix)application" : "-3" }
        if let objectID = contents.objectIDs[object] { return "\(idPrefix)\(objectID)" }
        return "\(idPrefix)o\(object)"
    }

    /// The controllers a container controller holds (`UIViewControllers`), and the content view controller a window
    /// controller's window template holds, with the relationship the source names: none is written below its
    /// container or its parent (``separatedControllers``).
    func readChildControllers() {
        for container in contents.objects {
            let containerClass = frameworkClass(of: container)
            if let child = graph.object(.windowContentViewController, of: container), contents.objectSet.contains(child) {
                childControllers.append((container, child, NIBVocabulary.windowContentRelationship))
                separatedControllers.insert(child)
            }
            guard let relationship = NIBVocabulary.containerRelationships.first(where: { containerClass.hasSuffix($0.key) })?.value else { continue }
            for child in graph.objectItems(.viewControllers, of: container) where contents.objectSet.contains(child) {
                childControllers.append((container, child, relationship))
                separatedControllers.insert(child)
            }
        }
    }

    /// Whether `object` is the Application placeholder every AppKit nib archives (a custom object of class
    /// NSApplication the File's Owner holds).
    func isApplicationPlaceholder(_ object: Int) -> Bool {
        guard contents.platform == .appKit else { return false }
        // A storyboard's main menu nib archives the application scene's application as one too: each is wiring.
        if isStoryboardScene { return isApplicationObject(object) }
        return applicationPlaceholder == object
    }

    /// Whether `object` is a custom object of class `NSApplication` at the top level, other than the File's Owner.
    private func isApplicationObject(_ object: Int) -> Bool {
        object != contents.filesOwner && graph.classIdentity(of: object) == .customObject
            && graph.string(.appKitClassName, of: object) == "NSApplication" && contents.parents?[object] == contents.filesOwner
    }

    /// A nib's Application placeholder, worked out once: of its application objects (a source may hold one of its
    /// own beside the placeholder, a `customObject` of class `NSApplication` that bindings reach the application
    /// through), the one numbered first, as Interface Builder makes the placeholders with the document.
    private var applicationPlaceholder: Int? {
        if let found = applicationPlaceholderMemo { return found }
        var best: (object: Int, number: Int)?
        for object in contents.objects where isApplicationObject(object) {
            let number = contents.objectIDs[object] ?? object
            if best.map({ number < $0.number }) ?? true { best = (object, number) }
        }
        applicationPlaceholderMemo = .some(best?.object)
        return best?.object
    }

    /// Whether the nib was compiled from an Interface Builder 3 archive (a `designable.nib` or XIB of
    /// `<archive type="com.apple.InterfaceBuilder3.Cocoa.XIB">`), which names the Application placeholder's class
    /// `NSApplication`, where a source of Xcode 4 and later names `NSObject` or nothing. The nib's placeholder says
    /// `NSApplication` either way; what tells the sources apart is measured on 2,041 keyed archives without class
    /// references of editable bundles in 54 repositories (docs/nibs.md): a keyed archive whose object data keeps
    /// IB 3's class and name tables (`NSClassesKeys`), or whose File's Owner's object id is not 1 (Xcode 4 and later
    /// number it 1), comes from an IB 3 source in 1,350 of 1,421 cases; the others, from Xcode 4 and later in 615 of
    /// 620. A nib with class references (`IBClassReference`, from toolsVersion 18122 on) or a NIBArchive never does.
    var isFromInterfaceBuilder3Source: Bool {
        guard contents.platform == .appKit, graph.format == KeyedArchive.format, graph.key(.classReference) == nil else { return false }
        if graph.keyIndex("NSClassesKeys") != nil { return true }
        guard let owner = contents.filesOwner, let ownerID = contents.objectIDs[owner] else { return false }
        return ownerID != 1
    }

    /// Whether `object` is an iOS nib's proxy for the First Responder.
    func isFirstResponderProxy(_ object: Int) -> Bool {
        graph.classIdentity(of: object) == .proxyObject && graph.string(.proxiedObjectIdentifier, of: object) == "IBFirstResponder"
    }

    /// Whether `object` is a storyboard scene's placeholder for the storyboard (`UIStoryboardPlaceholder`, AppKit's
    /// `NSStoryboardPlaceholder`): wiring the source has no object for.
    func isStoryboardPlaceholder(_ object: Int) -> Bool {
        let identifier = graph.placeholderIdentifier(of: object)
        return identifier == "UIStoryboardPlaceholder" || identifier == "NSStoryboardPlaceholder"
    }

    /// The First Responder's id: Xcode's number for it in a XIB, one per scene in a storyboard.
    var firstResponderID: String {
        if isStoryboardScene { return "\(idPrefix)firstResponder" }
        return contents.platform == .appKit ? "-1" : "-2"
    }

    // MARK: Document

    /// The `<objects>` of the nib as trees: its top-level objects with everything below them, connections attached
    /// (a storyboard's scenes, put together before they are built; the nibs nested in a nib).
    func topLevelElements(depth: Int = 2) throws -> [Element] {
        var trees = TranslatedTreeSink()
        try writeTopLevelObjects(depth: depth, into: &trees)
        return trees.roots
    }

    /// Writes the `<objects>` of the nib: its top-level objects with everything below them, connections attached.
    func writeTopLevelObjects<Sink: TranslatedElementSink>(depth: Int = 2, into sink: inout Sink) throws {
        readConnections()
        readKeyValuePairs()
        if isStoryboardScene { readChildControllers() }
        var written = 0
        var hasFirstResponder = false
        for object in contents.topLevel where !placed.contains(object) {
            if graph.classIdentity(of: object) == .staticTableDataSource { continue }
            placed.insert(object)
            // A nib may archive the First Responder's proxy twice (an iOS 5 storyboard's scene): the document has one
            // First Responder, which connections to either lead to.
            if isFirstResponderProxy(object) {
                if hasFirstResponder, connections[object] == nil { continue }
                hasFirstResponder = true
            }
            // A storyboard scene's placeholders for the storyboard and the application are wiring its source has no
            // object for.
            // The Application placeholder is kept when something connects from it (a main menu nib's application
            // delegate), for the assembly to give its connections to the application scene's application.
            if isStoryboardScene, isStoryboardPlaceholder(object) || isApplicationPlaceholder(object) && connections[object] == nil { continue }
            // A segue template at the top level (a macOS menu item's): the assembly makes it a segue.
            if isStoryboardScene, NIBVocabulary.segueKinds[graph.className(of: object)] != nil { continue }
            try writeElement(for: object, placement: nil, depth: depth, into: &sink)
            written += 1
            // The First Responder comes second, as in the source.
            if written == 1 { try writeFirstResponder(into: &sink) }
        }
        if written == 0 { try writeFirstResponder(into: &sink) }
        // Objects no member and no parent placed: kept at the top level, unless they are ibtool's own plumbing or
        // the connections read above (the keyed archives of iPhone SDK 2 and 3 list those among the objects too).
        let connectors = ObjectSet(contents.connections, capacity: graph.objects.count)
        for object in contents.objects where !placed.contains(object) && !connectors.contains(object) {
            let className = graph.className(of: object)
            if className == NIBVocabulary.staticTableDataSource { continue }
            guard !isPlumbing(object), NIBVocabulary.segueKinds[className] == nil else { continue }
            if isStoryboardScene, isStoryboardPlaceholder(object) { continue }
            placed.insert(object)
            try writeElement(for: object, placement: nil, depth: depth, into: &sink)
        }
        for (source, owned) in connections.sorted(by: { $0.key < $1.key }) where !placed.contains(source) {
            leftOut.append("\(owned.count) connection(s) of a \(graph.className(of: source)) that is no object of the nib")
        }
    }

    /// An AppKit nib's First Responder: ibtool drops it, but actions with no target name it, so the document keeps it.
    private func writeFirstResponder<Sink: TranslatedElementSink>(into sink: inout Sink) throws {
        guard contents.platform == .appKit else { return }
        try sink.startElement("customObject", offset: 0)
        try sink.addAttribute("id", firstResponderID)
        try sink.addAttribute("userLabel", "First Responder")
        try sink.addAttribute("customClass", isStoryboardScene ? "NSResponder" : "FirstResponder")
        if isStoryboardScene { try sink.addAttribute("sceneMemberID", "firstResponder") }
        try sink.endElement()
    }

    /// Writes the whole document of a nib compiled from a XIB. The classes of the module most custom classes name
    /// are then marked as the target's (``NIBVocabulary/targetModule(among:)``).
    func writeDocument(into sink: inout TranslatedDocumentSink) throws {
        let isMac = contents.platform == .appKit
        try sink.startElement("document", offset: 0)
        try sink.addAttribute("type", isMac ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        try sink.addAttribute("version", "3.0")
        try sink.addAttribute("toolsVersion", "0")
        try sink.addAttribute("targetRuntime", isMac ? "MacOSX.Cocoa" : "iOS.CocoaTouch")
        try sink.addAttribute("propertyAccessControl", "none")
        try sink.startElement("objects", offset: 0)
        try writeTopLevelObjects(into: &sink)
        sink.endElement()
        // Its <resources>, which `validate` checks against Apple's list of SF Symbols and the asset catalogs.
        if !images.isEmpty { try sink.append(Element.imageResources(images, offset: 0)) }
        sink.endElement()
        if hasCustomModules, let target = NIBVocabulary.targetModule(among: sink.recorded.map(\.value)) {
            try sink.appendAttribute("customModuleProvider", "target", to: sink.recorded.filter { $0.value == target }.map(\.element))
        }
    }

    /// The image `value` is: an AppKit `NSCustomResource` of class `NSImage`, or a UIKit `UIImageNibPlaceholder`
    /// (an SF Symbol's with `UISystemSymbolResourceName`), by name.
    func image(_ value: Value) -> (name: String, isSystemSymbol: Bool)? {
        guard case .object(let index) = value else { return nil }
        if let name = graph.string(.uiKitResourceName, of: index), !name.isEmpty {
            let symbol = graph.member(.systemSymbolResourceName, of: index)
            return (name, symbol != nil && symbol != .null)
        }
        guard let name = graph.string(.resourceName, of: index), !name.isEmpty,
              graph.string(.appKitClassName, of: index).map({ $0 == "NSImage" }) ?? true else { return nil }
        return (name, graph.string(.catalogName, of: index) == "system")
    }

    /// Adds the image `value` is as `attribute` of an element (with `catalog="system"` for an SF Symbol), when the
    /// element has no such attribute yet and the source names the image (not AppKit's own, of a check box or of a
    /// standard toolbar item, whose identifier `toolbarItem` is); whether it is an image.
    func addImage(_ value: Value?, as attribute: String, to attributes: inout [(String, String)], toolbarItem: String? = nil) -> Bool {
        guard let value, let image = image(value) else { return false }
        guard ArchiveVocabulary.sourceNames(image: image.name, ofToolbarItem: toolbarItem),
              !attributes.contains(where: { $0.0 == attribute }) else { return true }
        attributes.append((attribute, image.name))
        if image.isSystemSymbol, !attributes.contains(where: { $0.0 == "catalog" }) { attributes.append(("catalog", "system")) }
        note(image)
        return true
    }

    /// Keeps `image` for the document's `<resources>` (``images``).
    func note(_ image: (name: String, isSystemSymbol: Bool)) {
        if images[image.name] == nil { images[image.name] = image.isSystemSymbol }
    }

    // MARK: Objects

    /// Writes the element of `object`, with everything below it.
    func writeElement<Sink: TranslatedElementSink>(for object: Int, placement: ArchiveVocabulary.Placement?, depth: Int,
                                                   parent: Int? = nil, into sink: inout Sink) throws {
        guard depth + 2 < maximumDepth else {
            throw UIDescriptionError(.limitExceeded(.depth, limit: maximumDepth),
                                     "the nib's objects nest beyond the maximumDepth limit of \(maximumDepth) levels",
                                     at: .binary(file: path, offset: graph.objects[object].offset))
        }
        let archivedClass = graph.className(of: object)
        let swapped = NIBVocabulary.classSwap(of: object, in: graph)
        let className = swapped?.originalClass ?? archivedClass
        var name = elementName(of: object, className: className, placement: placement)
        // A collection view cell's content view is named for its cell (the vocabulary names a table view cell's).
        if name == "tableViewCellContentView", let parent, frameworkClass(of: parent).hasPrefix("UICollection") {
            name = "collectionViewCellContentView"
        }
        let offset = graph.objects[object].offset
        // The attributes are worked out first (some depend on others), then written with the element's start.
        var head = Element(name: name, offset: offset)
        // Room for the attributes most objects get (key, custom class, texts, id), which spares the list's growth.
        head.attributes.reserveCapacity(8)
        if let key = placement?.key { head.attributes.append(("key", key)) }
        var consumed = KeySet()

        if swapped == nil ? graph.classIdentity(of: object) == .proxyObject : className == "UIProxyObject" {
            let identifier = graph.string(.proxiedObjectIdentifier, of: object) ?? ""
            head.attributes.append(("placeholderIdentifier", identifier))
            if identifier == "IBFilesOwner" { head.attributes.append(("userLabel", "File's Owner")) }
            if identifier == "IBFirstResponder" { head.attributes.append(("customClass", "UIResponder")) }
            consume(&consumed, .proxiedObjectIdentifier)
        } else if object == contents.filesOwner, contents.platform == .appKit {
            head.attributes.append(("userLabel", "File's Owner"))
        } else if isApplicationPlaceholder(object) {
            head.attributes.append(("userLabel", "Application"))
        }
        if let custom = customClass(of: object, className: className, swapped: swapped, consumed: &consumed) {
            head.attributes.append(("customClass", custom.name))
            if let module = custom.module {
                head.attributes.append(("customModule", module))
                hasCustomModules = true
            }
        }
        if head.name == "constraint" {
            constraintAttributes(object, holder: parent, into: &head, consumed: &consumed)
        }
        var colors: [Element] = []
        valueAttributes(object, into: &head, consumed: &consumed, colors: &colors)
        if !toolTips.isEmpty, let toolTip = toolTips[object], !head.attributes.contains(where: { $0.0 == "toolTip" }) {
            head.attributes.append(("toolTip", toolTip))
        }
        head.attributes.append(("id", id(of: object)))
        if !omittedNibNames.isEmpty { head.attributes.removeAll { $0.0 == "nibName" && omittedNibNames.contains($0.1) } }

        try sink.startElement(name, offset: offset)
        for (attribute, value) in head.attributes { try sink.addAttribute(attribute, value) }
        for child in head.children { try sink.append(child) }
        if let frame = frame(of: object, consumed: &consumed) {
            try writeRect(key: "frame", frame, offset: offset, into: &sink)
        }
        if let content = NIBVocabulary.rect(graph.string(.windowRect, of: object)) {
            consume(&consumed, .windowRect)
            try writeRect(key: "contentRect", content, offset: offset, into: &sink)
        }
        try writeStateTitles(of: object, consumed: &consumed, into: &sink)
        try writeValueLists(of: object, consumed: &consumed, into: &sink)
        // A view-based table's cell views kept as nibs of their own go under their columns, written below it; those
        // of no column go under the table.
        // Those of an enclosing table are set aside only for a table with cell view nibs of its own.
        let tableCellViews = hasReusableViewNibs ? try reusableCellViews(of: object, depth: depth, consumed: &consumed) : [:]
        let enclosingCellViews = tableCellViews.isEmpty ? nil : pendingCellViews
        if enclosingCellViews != nil { pendingCellViews = tableCellViews }
        try writeChildren(of: object, depth: depth, consumed: &consumed, into: &sink)
        for color in colors { try sink.append(color) }
        if let enclosingCellViews {
            for (_, wrapper) in pendingCellViews.sorted(by: { $0.key < $1.key }) { try sink.append(wrapper) }
            pendingCellViews = enclosingCellViews
        }
        if !pendingCellViews.isEmpty, let identifier = graph.string(.appKitIdentifier, of: object),
           let wrapper = pendingCellViews.removeValue(forKey: identifier) {
            consume(&consumed, .appKitIdentifier)
            try sink.append(wrapper)
        }
        for prototype in try prototypes(of: object, depth: depth, consumed: &consumed) { try sink.append(prototype) }
        try writeStaticSections(of: object, depth: depth, consumed: &consumed, into: &sink)
        if !runtimeAttributes.isEmpty, let attributes = runtimeAttributes[object] {
            try sink.startElement("userDefinedRuntimeAttributes", offset: attributes[0].offset)
            for attribute in attributes { try sink.append(attribute) }
            try sink.endElement()
        }
        let owned = (connections[object] ?? []) + memberConnections(of: object, existing: connections[object] ?? [], consumed: &consumed)
        if !owned.isEmpty {
            try sink.startElement("connections", offset: owned[0].offset)
            for connection in TranslatedElement.inXcodesOrder(owned) { try sink.append(connection) }
            try sink.endElement()
        }
        if keepsArchivedValues { try writeArchivedValues(of: object, consumed: consumed, into: &sink) }
        try sink.endElement()
    }

    /// Marks the members `keys` as translated (they are then no archived values).
    func consume(_ consumed: inout KeySet, _ keys: WellKnownKey...) {
        for key in keys {
            if let index = graph.key(key) { consumed.insert(index) }
        }
    }

    /// Marks the members `names` as translated (they are then no archived values).
    func consume(_ consumed: inout KeySet, _ names: String...) {
        for name in names {
            if let index = graph.keyIndex(name) { consumed.insert(index) }
        }
    }

    /// The element name of an object: the place's own, a compiled nib's runtime class's, the framework catalogue's,
    /// or the class without its prefix; `customObject` for a class whose name is no identifier (a damaged nib), since
    /// an element name must be one.
    func elementName(of object: Int, className: String, placement: ArchiveVocabulary.Placement?) -> String {
        if let required = placement?.elementName { return required }
        if placement?.key != nil, className == "NSView" { return "view" }
        // The archived class's name is worked out once per class of the archive, when an object of it is first met.
        guard graph.objects.indices.contains(object) else { return Self.elementName(ofClass: className, platform: contents.platform) }
        let classIndex = Int(graph.objects[object].classIndex)
        guard graph.className(ofClass: classIndex) == className else { return Self.elementName(ofClass: className, platform: contents.platform) }
        if let known = elementNamesByClass[classIndex] { return known }
        let name = Self.elementName(ofClass: className, number: graph.classNumber(ofClass: classIndex), platform: contents.platform)
        elementNamesByClass[classIndex] = name
        return name
    }

    /// The element name of an object of class `className` placed nowhere in particular, remembered for the process by
    /// the class's `number` in the ``ClassRegistry`` (looked up when the caller does not know it): ``ElementNameMemo``.
    static func elementName(ofClass className: String, number: Int32? = nil, platform: FrameworkPlatform) -> String {
        guard let number = number ?? ClassRegistry.shared.resolve([className]).number(at: 0) else {
            return workOutElementName(ofClass: className, platform: platform)
        }
        return ElementNameMemo.shared.name(ofClass: number, platform: platform) { workOutElementName(ofClass: className, platform: platform) }
    }

    private static func workOutElementName(ofClass className: String, platform: FrameworkPlatform) -> String {
        if let name = NIBVocabulary.elementNames[className] { return name }
        guard ArchiveVocabulary.isIdentifier(className) else { return "customObject" }
        if let kind = ElementClassTable.elementKind(forClass: className, platform: platform) { return kind }
        return ArchiveVocabulary.elementName(forClass: className) ?? "customObject"
    }

    /// The custom class: the `IBClassReference` Xcode archives with a custom object (the source's class as written,
    /// `NSObject` kept for the File's Owner and the Application), a class swapper's class, or the class member of a
    /// custom object, view or window template; nil when it is the framework's default.
    func customClass(of object: Int, className: String, swapped: NIBVocabulary.ClassSwap?,
                             consumed: inout KeySet) -> (name: String, module: String?)? {
        if let reference = graph.object(.classReference, of: object), let name = graph.string(.referenceClassName, of: reference) {
            consume(&consumed, .classReference, .appKitClassName)
            let isPlaceholder = object == contents.filesOwner || isApplicationPlaceholder(object)
            if !isPlaceholder, NIBVocabulary.isFrameworkDefault(name, for: className) { return nil }
            return (name, graph.string(.referenceModuleName, of: reference))
        }
        if let swapped {
            consume(&consumed, .appKitClassName, .appKitOriginalClassName, .uiKitClassName, .uiKitOriginalClassName)
            guard swapped.customClass != swapped.originalClass else { return nil }
            return NIBVocabulary.demangled(swapped.customClass)
        }
        // The Application placeholder's class is NSApplication in every nib; the source's is its class reference,
        // and without one, what its kind of source writes.
        if isApplicationPlaceholder(object) { return isFromInterfaceBuilder3Source ? ("NSApplication", nil) : nil }
        // Not swapped: `className` is the archived class, whose facts name the members.
        for key in classFacts(of: object).customClassKeys {
            guard let name = graph.string(key, of: object) else { continue }
            consume(&consumed, key)
            if NIBVocabulary.isFrameworkDefault(name, for: className) { return nil }
            return NIBVocabulary.demangled(name)
        }
        return nil
    }

    /// Texts, titles, identifiers, tags and flags kept as attributes (the shared ``ArchiveVocabulary`` tables), and the
    /// colours the object has, as `<color>` elements for `colors` (written after its children, as the source does).
    func valueAttributes(_ object: Int, into element: inout Element, consumed: inout KeySet, colors: inout [Element]) {
        let graph = graph, keyRoles = keyRoles
        // Elements have a handful of attributes: a linear search is cheaper than a set. Texts that need base64 are
        // `<string>` children, named in `encoded`.
        var encoded: [String] = []
        func isNew(_ attribute: String) -> Bool { !element.attributes.contains { $0.0 == attribute } && !encoded.contains(attribute) }
        let isConnector = classFacts(of: object).isConnector
        for member in graph.members(of: object) where !keyRoles[Int(member.key)].isDisjoint(with: .valueAttribute) {
            let facts = keyFacts(member.key), value = member.value
            if let tableAttribute = facts.textAttribute, !isConnector {
                guard let text = graph.string(value) else {
                    // An image cell's contents are its image.
                    if addImage(value, as: "image", to: &element.attributes) { consumed.insert(member.key) }
                    continue
                }
                let attribute = ArchiveVocabulary.textAttribute(tableAttribute, holding: text)
                guard !text.isEmpty, isNew(attribute) else {
                    // Another member gave the attribute first: this text is an archived value, unless it is the same.
                    if text.isEmpty || element.attributes.contains(where: { $0.0 == attribute && $0.1 == text }) { consumed.insert(member.key) }
                    continue
                }
                consumed.insert(member.key)
                if Base64Text.needsEncoding(text) {
                    encoded.append(attribute)
                    element.children.append(Element(name: "string", attributes: [("key", attribute), ("base64-UTF8", "YES")],
                                                    text: Base64Text.encodeUTF8(text), offset: element.offset))
                } else {
                    element.attributes.append((attribute, text))
                }
            } else if let (attribute, innerKey) = facts.memberText, case .object(let holder) = value {
                consumed.insert(member.key)
                // The holder, or a plain string in its place.
                guard let text = graph.string(innerKey, of: holder) ?? graph.string(value), !text.isEmpty else { continue }
                if isNew(attribute) {
                    element.attributes.append((attribute, text))
                } else {
                    takeMemberText(text, as: attribute, of: object, into: &element, encoded: &encoded, consumed: &consumed)
                }
            } else if let key = facts.imageReferenceKey, !isConnector {
                var reference: [(String, String)] = [("key", key)]
                guard addImage(value, as: "image", to: &reference) else { continue }
                consumed.insert(member.key)
                if reference.count > 1 { element.children.append(Element(name: "imageReference", attributes: reference, offset: element.offset)) }
            } else if let attribute = facts.imageAttribute, !isConnector {
                let toolbarItem = graph.string(ArchiveVocabulary.toolbarItemIdentifierKey, of: object)
                if addImage(value, as: attribute, to: &element.attributes, toolbarItem: toolbarItem) { consumed.insert(member.key) }
            } else if let flag = facts.flagAttribute, case .bool(let on) = value {
                consumed.insert(member.key)
                if on, isNew(flag) { element.attributes.append((flag, "YES")) }
            } else if facts.isTag, let tag = graph.number(value) {
                consumed.insert(member.key)
                if tag != 0, isNew("tag") { element.attributes.append(("tag", NIBVocabulary.format(tag))) }
            } else if facts.colorKey != nil || facts.holdsColors, !isConnector, case .object(let target) = value {
                if facts.holdsColors {
                    // The holder stays an archived value (it holds more than colours); its colours are the object's.
                    for held in graph.members(of: target) where keyRoles[Int(held.key)].contains(.color) {
                        if let key = keyFacts(held.key).colorKey, case .object(let color) = held.value {
                            _ = addColor(color, key: key, to: &colors)
                        }
                    }
                } else if let key = facts.colorKey, addColor(target, key: key, to: &colors) {
                    consumed.insert(member.key)
                }
            }
        }
    }

    /// Makes `text`, a member object's text (a title cell's), the attribute `attribute` a text member of `object`
    /// gave first (a form cell's `NSContents`, its value, where its `NSTitleCell` holds the label the source's `title`
    /// is): the member object's text is the attribute, and the text member is kept as an archived value.
    private func takeMemberText(_ text: String, as attribute: String, of object: Int, into element: inout Element,
                                encoded: inout [String], consumed: inout KeySet) {
        if let index = element.attributes.firstIndex(where: { $0.0 == attribute }) {
            guard element.attributes[index].1 != text else { return }
            element.attributes[index].1 = text
        } else if let index = encoded.firstIndex(of: attribute) {
            encoded.remove(at: index)
            element.children.removeAll { $0.name == "string" && $0.attribute("key") == attribute }
            element.attributes.append((attribute, text))
        } else {
            return
        }
        guard !classFacts(of: object).isConnector else { return }
        for member in graph.members(of: object) where consumed.contains(member.key) {
            guard let tableAttribute = keyFacts(member.key).textAttribute, let archived = graph.string(member.value),
                  ArchiveVocabulary.textAttribute(tableAttribute, holding: archived) == attribute else { continue }
            consumed.remove(member.key)
        }
    }

    /// A constraint's items (the first left out when it is the view that holds the constraint, as Xcode writes it),
    /// attributes, relation, multiplier, constant and priority, defaults left out.
    func constraintAttributes(_ constraint: Int, holder: Int?, into element: inout Element, consumed: inout KeySet) {
        for member in WellKnownKey.constraintMembers {
            if let key = graph.key(member) { consumed.insert(key) }
        }
        func number(_ member: WellKnownKey) -> Double? { graph.number(graph.member(member, of: constraint)) }
        func object(_ member: WellKnownKey) -> Int? { graph.object(member, of: constraint) }
        func attribute(_ members: [WellKnownKey]) -> String? {
            for member in members {
                if let number = number(member), let name = NIBVocabulary.integer(number).flatMap({ ArchiveVocabulary.layoutAttributes[$0] }) { return name }
            }
            return nil
        }
        if let first = object(.firstItem), first != holder, contents.objectSet.contains(first) {
            element.attributes.append(("firstItem", id(of: first)))
        }
        if let name = attribute([.firstAttributeV2, .firstAttribute]) { element.attributes.append(("firstAttribute", name)) }
        if let relation = number(.relation), let name = NIBVocabulary.integer(relation).flatMap({ ArchiveVocabulary.relations[$0] }) {
            element.attributes.append(("relation", name))
        }
        if let second = object(.secondItem), contents.objectSet.contains(second) {
            element.attributes.append(("secondItem", id(of: second)))
        }
        if let name = attribute([.secondAttributeV2, .secondAttribute]) { element.attributes.append(("secondAttribute", name)) }
        if let multiplier = number(.multiplier), multiplier != 1 {
            element.attributes.append(("multiplier", NIBVocabulary.format(multiplier)))
        }
        if let constant = number(.constantV2) ?? number(.constant), constant != 0 {
            element.attributes.append(("constant", NIBVocabulary.format(constant)))
        }
        if let priority = number(.priority), priority != 1000 {
            element.attributes.append(("priority", NIBVocabulary.format(priority)))
        }
    }


}
