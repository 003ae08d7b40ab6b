extension ViewController {
    /// The outlets the controller owns.
    public var outlets: [Outlet] { connections.outlets }
    /// The segues that leave the controller.
    public var segues: [Segue] { connections.segues }
    /// The relationship segues (a navigation controller's root, a tab bar controller's tabs, …).
    public var relationships: [Segue] { segues.filter { $0.kind == .relationship } }

    /// Refuses element kinds that are not view controllers.
    @inline(__always)
    static func checkKind(_ kind: String, in decoder: any Decoder) throws {
        guard kind.isEmpty || ElementCatalogue.isViewController(kind) else {
            if let decoder = decoder as? ElementDecoder {
                throw decoder.mismatch(expected: "ViewController", found: decoder.describe(decoder.value))
            }
            throw UIDescriptionError(.typeMismatch(expected: "ViewController", found: kind), "`\(kind)` is not a view controller",
                                     codingPath: decoder.codingPath)
        }
    }
}
