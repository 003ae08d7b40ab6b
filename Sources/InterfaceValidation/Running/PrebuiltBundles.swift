/// Paths inside prebuilt bundles checked into a repository: a vendor's build products, which the project neither
/// edits nor can fix (`Vendor/Sparkle.framework/Headers/SUUpdater.h`, the `Info.plist` of the `Autoupdate.app`
/// inside it). Validation reads them, for the classes and names they declare, but reports nothing about them.
enum PrebuiltBundles {
    /// The extensions of the bundle folders that hold build products.
    static let extensions = [".framework", ".xcframework", ".app"]

    /// Whether `path` lies inside a folder with one of the ``extensions``.
    static func contain(_ path: String?) -> Bool {
        guard let path else { return false }
        return path.split(separator: "/").dropLast().contains { folder in extensions.contains { folder.hasSuffix($0) } }
    }
}
