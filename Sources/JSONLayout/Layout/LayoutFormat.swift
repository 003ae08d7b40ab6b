/// The `format` member of a layout: the format's name and major version.
///
/// A reader accepts `uidesc-layout/1` and any `uidesc-layout/1.x` (minor versions only add
/// optional members); a newer major version is refused with `unsupportedFormatVersion`.
public enum LayoutFormat {
    /// The format this package writes.
    public static let current = "uidesc-layout/1"
    /// The format of a layout that keeps a file's order of some element's attributes or children
    /// (`$order`, added in 1.1); layouts without it stay `uidesc-layout/1`, readable by every 1.x reader.
    public static let withKeptOrder = "uidesc-layout/1.1"
    static let name = "uidesc-layout"
    static let majorVersion = 1
    /// The newest minor version this reader knows the members of (1.1 added `$order`).
    static let knownMinorVersion = 1

    /// The minor version of a supported `format` value: `uidesc-layout/1.2` → 2, `uidesc-layout/1` → 0.
    static func minorVersion(of value: String) -> Int {
        let version = value.dropFirst(name.count + 1).split(separator: ".", omittingEmptySubsequences: false)
        return version.count > 1 ? Int(version[1]) ?? 0 : 0
    }

    /// Whether a `format` value is one this reader understands.
    static func isSupported(_ value: String) -> Bool {
        guard value.hasPrefix(name + "/") else { return false }
        let version = value.dropFirst(name.count + 1)
        let major = version.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return Int(major) == majorVersion && version.allSatisfy { $0.isNumber || $0 == "." }
    }
}
