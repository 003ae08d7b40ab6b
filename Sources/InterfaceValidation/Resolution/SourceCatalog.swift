import InterfaceSources

/// A `SourceIndex` with its outlets and actions filed by name, built once for a whole validation run.
public struct SourceCatalog: Sendable {
    /// The index the catalog was built from.
    public let index: SourceIndex
    /// Every declaration of each outlet name, in index order.
    let outletsByName: [String: [SourceOutlet]]
    /// Every declaration of each action selector, in index order.
    let actionsBySelector: [String: [SourceAction]]

    /// Names of classes the sources extend or implement (Swift extensions, Objective-C class extensions,
    /// categories and `@implementation`s), whether or not they also declare the class itself.
    let extendedClassNames: Set<String>
    /// The Swift type aliases of each aliased type: members of `extension Alias` belong to the aliased class.
    let aliasesByTarget: [String: [String]]
    /// The names of the classes the sources declare, sorted, each once: what a misspelt custom class is compared with.
    let classNames: [String]
    /// Every member the Objective-C runtime sees in each class, including those the compiler exposes because they
    /// satisfy an `@objc` protocol's requirement.
    let objectiveCMemberNames: [String: Set<String>]

    /// Files the outlets and actions of `index` by name.
    public init(index: SourceIndex) {
        self.index = index
        outletsByName = Dictionary(grouping: index.outlets, by: \.name)
        actionsBySelector = Dictionary(grouping: index.actions, by: \.selector)
        var extended = index.objectiveCImplementationNames
        for outlet in index.outlets {
            extended.insert(outlet.ownerName)
            extended.insert(outlet.ownerQualifiedName)
        }
        for action in index.actions {
            extended.insert(action.ownerName)
            extended.insert(action.ownerQualifiedName)
        }
        var aliases: [String: [String]] = [:]
        for (alias, target) in index.typeAliases.sorted(by: { $0.key < $1.key }) {
            aliases[target, default: []].append(alias)
            if extended.contains(alias) { extended.insert(target) }
        }
        aliasesByTarget = aliases
        extendedClassNames = extended
        classNames = Set(index.classes.map(\.name)).sorted()
        objectiveCMemberNames = index.objectiveCRuntimeMemberNames()
    }

    /// Whether any class in the sources declares an action with `selector`.
    public func declaresAction(selector: String) -> Bool {
        actionsBySelector[selector] != nil
    }
}
