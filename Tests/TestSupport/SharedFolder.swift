import Foundation

/// The package and the shared material beside it (`../shared`: the corpus and the real merges), found from this
/// file's path, whether `../shared` is a folder or a link to one.
public enum SharedFolder {
    /// The package root.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .standardizedFileURL

    /// `../shared` beside the package.
    public static let root: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL

    /// `../shared/corpus`: real Interface Builder files and paired sources, described by `MANIFEST.tsv`.
    public static let corpus: URL = root.appendingPathComponent("corpus")

    /// `../shared/merges`: real three-way merges of Interface Builder files.
    public static let merges: URL = root.appendingPathComponent("merges")

    /// `../shared/localization`: IB files with their localized strings files and String Catalogs, described by
    /// its `README.md` and `MANIFEST.tsv`.
    public static let localization: URL = root.appendingPathComponent("localization")

    /// `../shared/nib`: XIBs and storyboards with the nibs Apple's ibtool compiled from them, described by its
    /// `README.md` and `MANIFEST.tsv` (`source`, `compiled`, `platform`, `format`, `coder_version`, `toolsVersion`).
    public static let nib: URL = root.appendingPathComponent("nib")

    /// `Samples/` in the package.
    public static let samples: URL = packageRoot.appendingPathComponent("Samples")
}
