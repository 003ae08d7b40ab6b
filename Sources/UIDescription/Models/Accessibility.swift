extension Accessibility {
    /// The names of the traits set (`button`, `header`, `staticText`, …).
    public var traitNames: [String] { traits?.names ?? [] }
}

extension AccessibilityTraits {
    /// The names of the traits set, in declaration order.
    public var names: [String] {
        let all: [(String, Bool)] = [
            ("none", none), ("button", button), ("link", link), ("image", image), ("selected", selected),
            ("playsSound", playsSound), ("keyboardKey", keyboardKey), ("staticText", staticText),
            ("summaryElement", summaryElement), ("notEnabled", notEnabled), ("updatesFrequently", updatesFrequently),
            ("searchField", searchField), ("startsMediaSession", startsMediaSession), ("adjustable", adjustable),
            ("allowsDirectInteraction", allowsDirectInteraction), ("causesPageTurn", causesPageTurn), ("header", header),
            ("tabBar", tabBar), ("supportsZoom", supportsZoom),
        ]
        return all.filter(\.1).map(\.0)
    }
}
