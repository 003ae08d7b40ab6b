extension Window {
    /// The outlets the window owns (`delegate`, `initialFirstResponder`, …).
    public var outlets: [Outlet] { connections.outlets }
}
