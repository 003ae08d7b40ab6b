/// The identifier enum of one file: `MainStoryboard` with its `name`, `StoryboardIdentifier`, `Segue.<Scene>` and
/// `ReuseIdentifier.<TableView>` string enums.
struct FileEnum: Sendable {
    /// One `String` enum inside the file's enum.
    struct StringEnum: Sendable {
        /// Its path inside the file's enum: `StoryboardIdentifier`, `Segue.InboxViewController`.
        var path: String
        /// `storyboardIdentifier`, `segue` or `reuseIdentifier`.
        var kind: String
        /// What holds the identifiers, for the documentation.
        var holder: String
        var values: [String]
        /// One case name per value, unique in the enum.
        var caseNames: [String]
    }

    let identifiers: FileIdentifiers
    let name: String
    let enums: [StringEnum]

    init(identifiers: FileIdentifiers, name: String) {
        self.identifiers = identifiers
        self.name = name
        var enums: [StringEnum] = []
        if !identifiers.storyboardIdentifiers.isEmpty {
            enums.append(Self.stringEnum("StoryboardIdentifier", kind: "storyboardIdentifier", holder: "its scenes",
                                         identifiers.storyboardIdentifiers))
        }
        var segueNames = UniqueNames(reserved: SwiftNames.standardTypeNames)
        for group in identifiers.segues {
            let type = segueNames.claim(SwiftNames.typeName(group.name))
            enums.append(Self.stringEnum("Segue." + type, kind: "segue", holder: "the scene of `\(group.name)`", group.values))
        }
        let reuse = identifiers.reuseIdentifiers
        if reuse.count == 1, let only = reuse.first, only.name.isEmpty {
            enums.append(Self.stringEnum("ReuseIdentifier", kind: "reuseIdentifier", holder: "its cells", only.values))
        } else {
            var reuseNames = UniqueNames(reserved: SwiftNames.standardTypeNames)
            for group in reuse {
                let type = reuseNames.claim(SwiftNames.typeName(group.name.isEmpty ? "Cells" : group.name))
                let holder = group.name.isEmpty ? "its cells outside a table or collection view" : "the cells of `\(group.name)`"
                enums.append(Self.stringEnum("ReuseIdentifier." + type, kind: "reuseIdentifier", holder: holder, group.values))
            }
        }
        self.enums = enums
    }

    /// The enum's name for a file: its name without extension, with `Storyboard` or `Nib` (`MainStoryboard`,
    /// `LoginViewControllerNib`) unless it ends so already.
    static func typeName(for file: FileIdentifiers) -> String {
        let fileName = file.file.split(separator: "/").last.map(String.init) ?? file.file
        let base = SwiftNames.typeName(baseName(of: fileName))
        let suffix = file.isStoryboard ? "Storyboard" : "Nib"
        return base.hasSuffix(suffix) ? base : base + suffix
    }

    /// A file name without its last extension.
    static func baseName(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    private static func stringEnum(_ path: String, kind: String, holder: String, _ values: [String]) -> StringEnum {
        var names = UniqueNames(reserved: ["allCases", "rawValue", "init", "hashValue", "hash", "description"])
        let sorted = values.sorted(by: SwiftNames.byteOrder)
        return StringEnum(path: path, kind: kind, holder: holder, values: sorted,
                          caseNames: sorted.map { names.claim(SwiftNames.memberName($0)) })
    }
}
