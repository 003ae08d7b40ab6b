// Open enumerations of WatchKit attribute values.

/// How a WatchKit item aligns horizontally in its group (`alignment`).
public struct InterfaceHorizontalAlignment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let left: InterfaceHorizontalAlignment = "left"
    public static let center: InterfaceHorizontalAlignment = "center"
    public static let right: InterfaceHorizontalAlignment = "right"
    public static let knownValues: [InterfaceHorizontalAlignment] = [.left, .center, .right]
}

/// How a WatchKit item aligns vertically in its group (`verticalAlignment`).
public struct InterfaceVerticalAlignment: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let top: InterfaceVerticalAlignment = "top"
    public static let center: InterfaceVerticalAlignment = "center"
    public static let bottom: InterfaceVerticalAlignment = "bottom"
    public static let knownValues: [InterfaceVerticalAlignment] = [.top, .center, .bottom]
}

/// How a WatchKit group lays out its items (`layout`).
public struct GroupLayout: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let horizontal: GroupLayout = "horizontal"
    public static let vertical: GroupLayout = "vertical"
    public static let overlap: GroupLayout = "overlap"
    public static let knownValues: [GroupLayout] = [.horizontal, .vertical, .overlap]
}
