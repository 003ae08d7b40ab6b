import ProjectMembership
import InterfaceSources

/// What a check that looks at one document at a time reads.
struct DocumentCheckContext: Sendable {
    /// The document.
    let graph: InterfaceGraph
    /// Classes, their lineage and members, for the document's platform.
    let resolver: ClassResolver
    /// The modules whose classes were scanned.
    let scope: ModuleScope
}

/// What a check that needs every document at once reads.
struct ProjectCheckContext: Sendable {
    /// Every parsed document.
    let graphs: [InterfaceGraph]
    /// The scanned sources.
    let catalog: SourceCatalog
    /// The paths of documents that could not be parsed (compiled and legacy nibs among them).
    let unreadDocuments: [String]
    /// The paths of documents left out of the run (`--exclude`): they exist, and were not read.
    let excludedDocuments: [String]
    /// Names found outside the sources, such as the storyboards an `Info.plist` names.
    let otherReferences: [SourceReference]
    /// The folders whose sources' string references are checked.
    let referenceFolders: [String]
    /// The strings files and String Catalogs found with the documents: their translations.
    var translations: [String] = []
    /// Folders of translations kept apart from their IB files, mapped to the folder they stand for.
    var translationFolders: [String: String] = [:]
    /// Whether texts without a translation are looked for (`missing-translation` is on).
    var findsMissingTranslations = false
    /// Which targets of the Xcode projects found build each file (empty without a project).
    var membership = TargetMembership(projects: [])
}

/// The code that finds a rule's problems. Several rules can share one check (the connection check finds missing
/// outlets and mistyped ones in one walk); the registry runs each check once, and only when one of its rules is
/// enabled.
public struct RuleCheck: Sendable {
    /// When the check runs.
    enum Stage: Sendable {
        /// Found while reading the inputs, before any check runs (unreadable files, source problems).
        case reading
        /// Run on each document, on all cores.
        case document(@Sendable (DocumentCheckContext) -> [Finding])
        /// Run once over every document.
        case project(@Sendable (ProjectCheckContext) -> [Finding])
    }

    /// The check's name, which tells checks apart in the registry.
    public let name: String
    let stage: Stage

    /// Findings of the inputs' reading.
    static let reading = RuleCheck(name: "reading", stage: .reading)
}
