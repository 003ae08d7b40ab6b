/// What the semantic diff hides unless asked: the same canvas noise the merge settles on its own (``MergeRules``),
/// sorted into the kinds (``InterfaceDiff/Noise``) a person reads in the diff's one-line summary.
extension MergeRules {
    /// The elements of `<dependencies>` Xcode writes for itself: the plug-ins and capabilities of the tools that saved
    /// the file. (A `<deployment>` with a `version` is the deployment target a person chose; without one it is not.)
    static let toolDependencyElements: Set<String> = ["plugIn", "capability"]

    /// Lists Xcode infers for the canvas that ``designTimeElements`` does not hold (the merge takes them as
    /// references): `<inferredMetricsTieBreakers>`, the segues whose destination sizes the canvas decided.
    static let inferredCanvasElements: Set<String> = ["inferredMetricsTieBreakers"]

    /// Whether attribute `name` of an element named `element` is a version of the tools that saved the file: the
    /// header's ``versionAttributes``, except a deployment's `version`, which is the deployment target.
    static func isToolVersion(attribute name: String, ofElementNamed element: String) -> Bool {
        element != "deployment" && versionAttributes[element]?.contains(name) == true
    }

    /// The noise kind of an element (added, removed or changed as a whole), looking at it and its ancestors; `nil`
    /// when a change to it is something a person did.
    static func noiseKind(ofElement index: Int, in tree: SourceTree) -> InterfaceDiff.Noise? {
        var current = index
        while current >= 0 {
            let element = tree[current]
            if designTimeElements.contains(element.name) || inferredCanvasElements.contains(element.name) { return .designTime }
            if isNoiseElement(current, in: tree) {
                return element.attribute("key") == "canvasLocation" ? .canvasLocation : .geometry
            }
            if element.name == "resources" { return .resources }
            if toolDependencyElements.contains(element.name) || (element.name == "deployment" && element.attribute("version") == nil),
               element.parent >= 0, tree[element.parent].name == "dependencies" {
                return .toolVersion
            }
            current = element.parent
        }
        return nil
    }

    /// The noise kind of a change to attribute `name` of element `index`; `nil` when it is something a person did.
    static func noiseKind(ofAttribute name: String, of index: Int, in tree: SourceTree) -> InterfaceDiff.Noise? {
        if layoutFlagAttributes.contains(name) { return .layoutFlag }
        if isToolVersion(attribute: name, ofElementNamed: tree[index].name) { return .toolVersion }
        // A deployment's attributes are the deployment target, whatever the element as a whole is.
        if tree[index].name == "deployment" { return nil }
        return noiseKind(ofElement: index, in: tree)
    }
}
