extension PlaceholderObject {
    /// Whether this is the File's Owner (iOS `IBFilesOwner` placeholder or macOS custom object -2).
    public var isFilesOwner: Bool {
        placeholderIdentifier == "IBFilesOwner" || (kind == "customObject" && id == "-2")
    }

    /// Whether this is the First Responder (iOS `IBFirstResponder` placeholder or macOS custom object -1).
    public var isFirstResponder: Bool {
        placeholderIdentifier == "IBFirstResponder" || sceneMemberID == "firstResponder" || (kind == "customObject" && id == "-1")
    }

    /// The outlets the object owns.
    public var outlets: [Outlet] { connections.outlets }
}

extension Scene {
    /// The scene's view controller.
    public var viewController: ViewController? {
        objects.lazy.compactMap { if case .viewController(let controller) = $0 { controller } else { nil } }.first
    }

    /// The scene's storyboard reference, when the scene stands for a controller elsewhere.
    public var storyboardReference: StoryboardReference? {
        objects.lazy.compactMap { if case .storyboardReference(let reference) = $0 { reference } else { nil } }.first
    }
}
