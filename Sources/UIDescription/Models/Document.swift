extension Document {
    /// Whether the file is a xib or a storyboard.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A `.xib` file, or a `.storyboard`.
        case xib, storyboard
    }

    /// The platform a document targets.
    public enum Platform: String, Codable, Hashable, Sendable {
        /// The platforms Interface Builder targets; `unknown` when the file does not say.
        case iOS, tvOS, watchOS, macOS, unknown
    }

    /// Whether this is a xib or a storyboard.
    public var kind: Kind { type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") || !scenes.isEmpty ? .storyboard : .xib }

    /// The platform, from `targetRuntime` or the document type.
    public var platform: Platform {
        let runtime = targetRuntime ?? ""
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") { return .tvOS }
        if runtime.hasPrefix("watchKit") || type.contains("WatchKit") { return .watchOS }
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") { return .macOS }
        if runtime.hasPrefix("iOS") || type.contains("CocoaTouch") { return .iOS }
        return .unknown
    }

    /// Every view controller of the document: the scenes' and the xib's top-level ones.
    public var viewControllers: [ViewController] {
        let topLevel = objects.compactMap { if case .viewController(let controller) = $0 { controller } else { nil } }
        return topLevel + scenes.compactMap(\.viewController)
    }

    /// The storyboard's initial view controller, resolved.
    public var initialController: ViewController? {
        guard let initialViewController else { return nil }
        return viewControllers.first { $0.id == initialViewController }
    }

    /// The view controller with the id `id`, if the document has one.
    public func viewController(withID id: String) -> ViewController? {
        viewControllers.first { $0.id == id }
    }

    /// The value of a named or system color, from the document's resources (where Interface
    /// Builder records what it showed): `document.resourceColor(named: label.textColor?.name ?? "")`.
    public func resourceColor(named name: String) -> Color? {
        for resource in resources {
            switch resource {
            case .namedColor(let color) where color.name == name: return color.color
            case .systemColor(let color) where color.name == name: return color.color
            default: continue
            }
        }
        return nil
    }

    /// An image the document uses, with its size, from its resources.
    public func imageResource(named name: String) -> ImageResource? {
        resources.lazy.compactMap { if case .image(let image) = $0, image.name == name { image } else { nil } }.first
    }

    /// The storyboard references of the document's scenes.
    public var storyboardReferences: [StoryboardReference] {
        scenes.flatMap(\.objects).compactMap { if case .storyboardReference(let reference) = $0 { reference } else { nil } }
    }

    /// Where a segue leads: a view controller of this storyboard, a storyboard reference, or a
    /// placeholder (the exit of an unwind segue). `nil` when no object has the destination id.
    public func destination(of segue: Segue) -> SegueDestination? {
        if let controller = viewController(withID: segue.destination) { return .viewController(controller) }
        if let reference = storyboardReferences.first(where: { $0.id == segue.destination }) { return .storyboardReference(reference) }
        let placeholders = (objects + scenes.flatMap(\.objects)).compactMap { if case .placeholder(let object) = $0 { object } else { nil } }
        if let placeholder = placeholders.first(where: { $0.id == segue.destination }) { return .placeholder(placeholder) }
        return nil
    }
}
