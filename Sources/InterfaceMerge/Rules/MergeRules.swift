import UIDescription

/// What the merge knows of Interface Builder's vocabulary: how elements are identified, which elements are one
/// value, which only hold children, and what Xcode rewrites on its own. Each rule is documented in `docs/merge.md`;
/// `MergeRulesTests` holds a real case for each.
enum MergeRules {
    // MARK: Identity

    /// The attribute that names an element across the whole file: `sceneID` for scenes, `id` for everything else
    /// but ``elementsWithNonObjectIDs``, which have none.
    static func identityAttribute(ofElementNamed name: String) -> String? {
        if elementsWithNonObjectIDs.contains(name) { return nil }
        return name == "scene" ? "sceneID" : "id"
    }

    /// Elements whose `id` names a thing of Xcode's, not an object of the file: the canvas device
    /// (`<device id="retina6_1">`) and size-class adaptations. They are matched by their role, like elements
    /// without an id, so that a side choosing another device replaces the device instead of adding one.
    static let elementsWithNonObjectIDs: Set<String> = ["device", "adaptation"]

    /// For elements without an id: the attributes that tell an element from its siblings of the same name, first
    /// present wins. `key` is the role in the parent (`frame`, `textColor`, `normal`), `keyPath` a runtime
    /// attribute's, `name` a capability's, image's or named colour's, `identifier` a plug-in's or deployment's,
    /// `reference` an entry of a list of references (tie breakers, size-class masks).
    static let namingAttributes = ["key", "keyPath", "name", "identifier", "reference", "placeholderIdentifier", "property"]

    // MARK: Shapes

    /// Elements that hold one value (a colour, a font, a rectangle): merged whole, never attribute by attribute,
    /// so that a colour is never made of one side's red and the other side's blue.
    static let valueElements: Set<String> = [
        "color", "rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets", "font", "fontDescription",
        "offsetWrapper", "real", "integer", "number", "nil", "date", "range", "locale", "timeZone", "textContainerInsets",
    ]

    /// Whether an element only groups children (`<subviews>`, `<constraints>`, `<connections>`, `<objects>`): no
    /// id and no attribute but its `key`. Such an element exists when it has children: a side that removed its
    /// last child removed it, which is not a change to what the other side added to it.
    static func isContainer(_ element: SourceTree.Element) -> Bool {
        guard !element.isSelfClosing, element.content == nil || element.children.isEmpty == false else { return false }
        guard !valueElements.contains(element.name) else { return false }
        return element.attributes.allSatisfy { $0.name == "key" }
    }

    // MARK: What Xcode rewrites on its own

    /// How a spot both sides changed differently is settled without a conflict.
    enum Resolution: String, Sendable {
        /// The higher version number (tools versions, plug-in versions, minimum tools versions).
        case newerVersion
        /// Ours: the value Xcode computes again when it opens the file (frames, canvas locations, design-time sizes,
        /// the misplaced/ambiguous flags, resource sizes), where either side's value is as good as the other's.
        case ours
    }

    /// Geometry Xcode records for the canvas and recomputes from constraints: frames, canvas locations,
    /// design-time sizes.
    static let recomputedGeometryKeys: Set<String> = ["frame", "screenRect", "canvasLocation", "freeformSize", "contentRect", "bounds"]

    /// Design-time elements: what the canvas simulates (device, metrics), never seen by the app.
    static let designTimeElements: Set<String> = [
        "device", "simulatedMetricsContainer", "simulatedScreenMetrics", "simulatedStatusBarMetrics",
        "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedNavigationBarMetrics",
        "simulatedToolbarMetrics", "simulatedTabBarMetrics",
    ]

    /// Attributes Xcode sets from its layout engine's view of the canvas.
    static let layoutFlagAttributes: Set<String> = ["misplaced", "ambiguous"]

    /// Header elements Xcode writes, rewrites or drops as it saves (the document's deployment target, which newer
    /// Xcodes leave to the project): one side removing one while the other changed it is settled as ours has it.
    static let headerElements: Set<String> = ["deployment"]

    /// Version attributes of the header, by element: the newer wins.
    static let versionAttributes: [String: Set<String>] = [
        "document": ["toolsVersion", "systemVersion"],
        "plugIn": ["version"],
        "capability": ["minToolsVersion"],
        "deployment": ["version"],
    ]

    /// Geometry Xcode derives from a particular parent's frame: a text view's minimum size follows its frame.
    static let recomputedGeometryKeysByParent: [String: Set<String>] = ["textView": ["minSize"]]

    /// Whether a whole element is canvas noise: recomputed geometry or a design-time element (including any
    /// element in a `simulated…` role, such as `<nil key="simulatedStatusBarMetrics"/>`).
    static func isNoiseElement(_ index: Int, in tree: SourceTree) -> Bool {
        let element = tree[index]
        if designTimeElements.contains(element.name) { return true }
        if let key = element.attribute("key"), key.hasPrefix("simulated") { return true }
        let parent = element.parent >= 0 ? tree[element.parent].name : nil
        guard element.name == "rect" || element.name == "size" || element.name == "point", let key = element.attribute("key") else { return false }
        if recomputedGeometryKeys.contains(key) { return true }
        return parent.flatMap { recomputedGeometryKeysByParent[$0]?.contains(key) } ?? false
    }

    /// Whether an element is merged whole: a value element or canvas noise.
    static func isMergedWhole(_ index: Int, in tree: SourceTree) -> Bool {
        valueElements.contains(tree[index].name) || isNoiseElement(index, in: tree)
    }

    /// How an element both sides changed differently (or one changed and one deleted) is settled, if it is noise.
    static func resolution(forElement index: Int, in tree: SourceTree, insideResources: Bool) -> Resolution? {
        if isNoiseElement(index, in: tree) || insideResources || headerElements.contains(tree[index].name) { return .ours }
        return nil
    }

    /// How an attribute both sides changed differently is settled, if it is noise.
    static func resolution(forAttribute name: String, of index: Int, in tree: SourceTree, insideResources: Bool) -> Resolution? {
        if versionAttributes[tree[index].name]?.contains(name) == true { return .newerVersion }
        if layoutFlagAttributes.contains(name) || insideResources || isNoiseElement(index, in: tree) { return .ours }
        return nil
    }

    /// Compares version strings numerically by their dot-separated parts (`14490.70` < `14868`, `3.0` < `3.10`);
    /// parts that are not numbers compare as text.
    static func isNewer(_ candidate: String, than other: String) -> Bool {
        let left = candidate.split(separator: "."), right = other.split(separator: ".")
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : "0", b = index < right.count ? right[index] : "0"
            if let x = Int(a), let y = Int(b) {
                if x != y { return x > y }
            } else if a != b {
                return a > b
            }
        }
        return false
    }

    // MARK: References

    /// The attributes that hold another element's id, by element name, and on every element (`reference`).
    static func referenceAttributes(ofElementNamed name: String) -> Set<String> {
        referenceAttributesByElement[name] ?? referenceAttributesOfAnyElement
    }

    private static let referenceAttributesOfAnyElement = Set(ReferenceAttributes.onAnyElement)
    private static let referenceAttributesByElement = ReferenceAttributes.byElement.mapValues {
        Set($0).union(ReferenceAttributes.onAnyElement)
    }

    /// Elements that are nothing but a reference to another element (an entry of `inferredMetricsTieBreakers`,
    /// an `<include>`/`<exclude>` of a size-class mask): when the element they name is removed, they go with it.
    static func isPureReference(_ element: SourceTree.Element) -> Bool {
        element.attributes.count == 1 && element.attributes.first?.name == "reference" && element.children.isEmpty
    }
}
