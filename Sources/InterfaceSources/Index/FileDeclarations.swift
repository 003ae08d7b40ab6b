/// Everything found in one source file, before files are merged into a ``SourceIndex``.
struct FileDeclarations: Sendable {
    var classes: [SourceClass] = []
    var outlets: [SourceOutlet] = []
    var actions: [SourceAction] = []
    var protocolNames: [String] = []
    var implementedClassNames: [String] = []
    var objectiveCMembers: [String: Set<String>] = [:]
    var typeAliases: [String: String] = [:]
    var references: [SourceReference] = []
    var selectorReferences: Set<SelectorReference> = []
    var diagnostics: [SourceDiagnostic] = []
}
