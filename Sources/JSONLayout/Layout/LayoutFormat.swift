/// The `format` member of a layout: the format's name and major version.
///
/// A reader accepts `uidesc-layout/1` and any `uidesc-layout/1.x` (minor versions only add
/// optional members); a newer major version is refused with `unsupportedFormatVersion`.
public enum LayoutFormat {
    /// The format this package writes.
    public static let current = "uidesc-layout/1"
    static let name = "uidesc-layout"
    static let majorVersion = 1

    /// Whether a `format` value is one this reader understands.
    static func isSupported(_ value: String) -> Bool {
        guard value.hasPrefix(name + "/") else { return false }
        let version = value.dropFirst(name.count + 1)
        let major = version.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return Int(major) == majorVersion && version.allSatisfy { $0.isNumber || $0 == "." }
    }
}
