extension Catalogue {
    static let watchKitEnumerations = ModelFile("WatchKitEnumerations", enumerations: [
    Enumeration("InterfaceHorizontalAlignment", doc: "How a WatchKit item aligns horizontally in its group (`alignment`).", values: ["left", "center", "right"]),
    Enumeration("InterfaceVerticalAlignment", doc: "How a WatchKit item aligns vertically in its group (`verticalAlignment`).", values: ["top", "center", "bottom"], attributes: ["verticalAlignment"]),
    Enumeration("GroupLayout", doc: "How a WatchKit group lays out its items (`layout`).", values: ["horizontal", "vertical", "overlap"]),
    ])
}
