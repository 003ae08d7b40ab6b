import Foundation
import UIDescription

/// An index of the classes, Interface Builder outlets and actions declared in a set of Swift and
/// Objective-C source files.
///
/// Build it from files on disk (``init(files:)``, ``init(directory:)``) or from text (``init(sources:)``),
/// then ask it what a class declares or inherits. Reading never throws for a single bad file: unreadable or
/// non-UTF-8 files are listed in ``readFailures``, syntax problems in ``diagnostics``, and everything that
/// could be read is indexed.
public struct SourceIndex: Sendable {
    /// Every class declaration found, in file order.
    public private(set) var classes: [SourceClass] = []
    /// Every outlet found, in file order. Redeclarations of the same outlet (a header property repeated in a
    /// class extension, say) are kept once, preferring an interface over an implementation. Swift declarations
    /// of one name with different types (`#if` branches for two platforms) or in different files (same-named
    /// classes in two targets) are all kept.
    public private(set) var outlets: [SourceOutlet] = []
    /// Every action found, in file order. A method declared in an `@interface` and defined in the
    /// `@implementation` is kept once, with the interface's position.
    public private(set) var actions: [SourceAction] = []
    /// Names of the protocols declared in the sources.
    public private(set) var protocolNames: Set<String> = []
    /// Names of the Objective-C classes whose `@implementation` (not a category's) is among the sources: methods
    /// and class-extension members may be declared only there, so a class without one is known only in part.
    public private(set) var objectiveCImplementationNames: Set<String> = []
    /// Every member the Objective-C runtime sees in each class, Interface Builder attributes or not: the
    /// properties, instance variables and method selectors of Objective-C classes and categories, and Swift's
    /// `@objc` instance methods (by selector) and settable properties (also those of `@objcMembers` classes and
    /// `@objc` extensions). Key-value coding sets an outlet through any of them, and an action can name any
    /// method.
    public private(set) var objectiveCMemberNames: [String: Set<String>] = [:]
    /// Swift instance members not exposed by their own declaration, by owner (see
    /// ``objectiveCRuntimeMemberNames()``).
    public private(set) var unexposedSwiftMembers: [String: Set<String>] = [:]
    /// The Swift `@objc` protocols, by name.
    public private(set) var objectiveCProtocols: [String: ObjectiveCProtocol] = [:]
    /// The protocols Swift extensions add to each extended type.
    public private(set) var extensionConformances: [String: [String]] = [:]
    /// The instance variables `@synthesize` names for Objective-C properties, by class and property, and the
    /// properties given the compiler's `_name` otherwise; see ``instanceVariable(of:)``.
    public private(set) var synthesizedInstanceVariables: [String: [String: String]] = [:]
    /// The auto synthesized properties.
    public private(set) var autoSynthesizedProperties: [String: Set<String>] = [:]
    /// Swift type aliases without generic parameters, alias → aliased type's simple name
    /// (`typealias DeveloperOnly = PlaceBidViewController`): members of `extension DeveloperOnly` are filed under
    /// the alias.
    public private(set) var typeAliases: [String: String] = [:]
    /// Every call that names an Interface Builder item by string (a segue or storyboard identifier, a storyboard or
    /// nib file, a reuse identifier), in file order, followed by the reuse identifiers registration and dequeue helpers
    /// register or dequeue at each of their calls (`tableView.registerCell(ProfileCell.self)`, named `registerCell(_:)`
    /// at its argument).
    public private(set) var references: [SourceReference] = []
    /// The references made in place, without those resolved from ``forwardedReferences``.
    private var directReferences: [SourceReference] = []
    /// References inside helpers whose strings the helpers' callers pass, resolved into ``references`` against
    /// ``helperCalls``.
    private var forwardedReferences: [ForwardedReference] = []
    private var helperCalls: [HelperCall] = []
    private var uncalledHelperNames: Set<String> = []
    /// Every method the code names by selector (`#selector(didTap(_:))`, `@selector(didTap:)`, …).
    public private(set) var selectorReferences: Set<SelectorReference> = []
    /// The methods the code calls directly, by name and argument labels: `save(_:)` for `save(nil)` or
    /// `self?.save(sender)`, `save:` for `[self save:nil]`.
    public private(set) var calledMethods: Set<SelectorReference> = []
    /// The string constants of the sources (see ``FileDeclarations/stringConstants``), for ``value(of:)``.
    private(set) var stringConstants: [String: StringConstantValue] = [:]
    /// For each member name types define as static string constants (`reuseIdentifier`), the types (or protocols)
    /// that define it with their values: where a type that defines none gets it from (a superclass, a protocol
    /// extension, an extension of a framework class).
    private(set) var memberDefinitions: [String: [MemberDefinition]] = [:]
    /// Problems that did not stop indexing, such as Swift syntax errors.
    public private(set) var diagnostics: [SourceDiagnostic] = []
    /// Files that could not be read, or not as UTF-8.
    public private(set) var readFailures: [SourceReadFailure] = []

    /// Files read but not parsed, because nothing in them can matter to the Interface Builder files
    /// (``init(files:interest:)``); empty when every file was parsed.
    public private(set) var skippedFiles: [String] = []
    /// The imports of parsed files that import modules or headers beyond the system's, or mention a class the
    /// interest names (``init(files:interest:)`` only).
    public private(set) var fileImports: [FileImports] = []
    private var classIndicesByName: [String: [Int]] = [:]
    private var outletIndicesByOwner: [String: [Int]] = [:]
    private var actionIndicesByOwner: [String: [Int]] = [:]

    /// An empty index.
    public init() {}

    /// Indexes source texts, choosing the language of each by its path's extension (`.swift`; `.h`, `.m`,
    /// `.mm`). Files with other extensions are ignored.
    public init(sources: [SourceFile]) {
        let parsed = SourceIndex.parse(sources)
        for declarations in parsed { add(declarations) }
        resolveReferences()
    }

    /// Reads and indexes the given files. Files with extensions other than `.swift`, `.h`, `.m`, `.mm` are
    /// ignored.
    public init(files: [URL]) {
        let loaded = SourceIndex.load(files.filter { SourceFile.language(forPath: $0.path) != nil })
        self.init(sources: loaded.compactMap(\.file))
        readFailures = loaded.compactMap(\.failure)
    }

    /// Reads the given files and indexes those that can matter to Interface Builder files using the names of
    /// `interest` (see ``init(sources:interest:)``). A file is decoded as text only when it is parsed, so
    /// ``readFailures`` lists files that cannot be read, and those parsed that are not UTF-8.
    public init(files: [URL], interest: SourceInterest) {
        self.init(paths: files.map(\.path), interest: interest)
    }

    /// ``init(files:interest:)`` for files given by path, as `validate` finds them: no URL is made of thousands of
    /// paths only to be turned back into paths.
    package init(paths: [String], interest: SourceInterest) {
        let inputs = paths.filter { SourceFile.language(forPath: $0) != nil }.map { SourceInput.file(path: $0) }
        self.init(SourceRelevance.parse(inputs, interest: interest))
    }

    /// Indexes the sources that can matter to Interface Builder files using the names of `interest`: each text is
    /// scanned for words first, and only those that hold a relevant word are parsed (see ``SourceInterest``). The
    /// sources passed over are listed in ``skippedFiles``; the imports of the parsed ones in ``fileImports``.
    public init(sources: [SourceFile], interest: SourceInterest) {
        self.init(SourceRelevance.parse(sources.map(SourceInput.text), interest: interest))
    }

    private init(_ outcome: SourceRelevance.Outcome) {
        for declarations in outcome.declarations { add(declarations) }
        resolveReferences()
        skippedFiles = outcome.skippedPaths
        fileImports = outcome.fileImports
        readFailures = outcome.readFailures
    }

    /// Finds the source files below `directory` with ``SourceFileFinder`` and indexes them.
    ///
    /// - Throws: ``SourceReadFailure`` when the directory itself cannot be listed.
    public init(directory: URL) throws(SourceReadFailure) {
        self.init(files: try SourceFileFinder.sourceFiles(in: directory))
    }

    /// Adds everything another index holds, as if its files had been indexed after this one's.
    public mutating func merge(_ other: SourceIndex) {
        add(
            FileDeclarations(
                classes: other.classes, outlets: other.outlets, actions: other.actions,
                protocolNames: Array(other.protocolNames),
                implementedClassNames: Array(other.objectiveCImplementationNames),
                objectiveCMembers: other.objectiveCMemberNames,
                unexposedSwiftMembers: other.unexposedSwiftMembers, objectiveCProtocols: other.objectiveCProtocols,
                extensionConformances: other.extensionConformances,
                synthesizedInstanceVariables: other.synthesizedInstanceVariables,
                autoSynthesizedProperties: other.autoSynthesizedProperties, typeAliases: other.typeAliases,
                references: other.directReferences, forwardedReferences: other.forwardedReferences,
                helperCalls: other.helperCalls, uncalledHelperNames: other.uncalledHelperNames,
                selectorReferences: other.selectorReferences,
                calledMethods: other.calledMethods, stringConstants: other.stringConstants,
                diagnostics: other.diagnostics))
        readFailures += other.readFailures
        skippedFiles += other.skippedFiles
        fileImports += other.fileImports
        resolveReferences()
    }

    // MARK: - Building

    private mutating func add(_ declarations: FileDeclarations) {
        for sourceClass in declarations.classes {
            let index = classes.count
            classes.append(sourceClass)
            let names = [sourceClass.name, sourceClass.qualifiedName] + (sourceClass.objcRuntimeName.map { [$0] } ?? [])
            for name in Set(names) {
                classIndicesByName[name, default: []].append(index)
            }
        }
        for outlet in declarations.outlets {
            let key = outlet.ownerQualifiedName
            if let existing = outletIndicesByOwner[key]?.first(where: { outlets[$0].isRedeclared(by: outlet) }) {
                if outlets[existing].container == .implementation, outlet.container != .implementation {
                    outlets[existing] = outlet
                }
                continue
            }
            outletIndicesByOwner[key, default: []].append(outlets.count)
            outlets.append(outlet)
        }
        for action in declarations.actions {
            let key = action.ownerQualifiedName
            if let existing = actionIndicesByOwner[key]?.first(where: { actions[$0].isRedeclared(by: action) }) {
                if actions[existing].container == .implementation, action.container != .implementation {
                    actions[existing] = action
                }
                continue
            }
            actionIndicesByOwner[key, default: []].append(actions.count)
            actions.append(action)
        }
        protocolNames.formUnion(declarations.protocolNames)
        objectiveCImplementationNames.formUnion(declarations.implementedClassNames)
        objectiveCMemberNames.merge(declarations.objectiveCMembers) { $0.union($1) }
        unexposedSwiftMembers.merge(declarations.unexposedSwiftMembers) { $0.union($1) }
        objectiveCProtocols.merge(declarations.objectiveCProtocols) { first, _ in first }
        extensionConformances.merge(declarations.extensionConformances) { $0 + $1 }
        synthesizedInstanceVariables.merge(declarations.synthesizedInstanceVariables) { $0.merging($1) { first, _ in first } }
        autoSynthesizedProperties.merge(declarations.autoSynthesizedProperties) { $0.union($1) }
        typeAliases.merge(declarations.typeAliases) { first, _ in first }
        directReferences += declarations.references
        forwardedReferences += declarations.forwardedReferences
        helperCalls += declarations.helperCalls
        uncalledHelperNames.formUnion(declarations.uncalledHelperNames)
        selectorReferences.formUnion(declarations.selectorReferences)
        calledMethods.formUnion(declarations.calledMethods)
        for (name, value) in declarations.stringConstants {
            StringConstantValue.define(name, value, in: &stringConstants)
            // An enum case's raw value (`CellID.item.rawValue`) is no type's member for others to inherit.
            if let dot = name.lastIndex(of: "."), !name.hasSuffix(".rawValue") {
                let member = String(name[name.index(after: dot)...])
                memberDefinitions[member, default: []].append(MemberDefinition(typeName: String(name[..<dot]), value: value))
            }
        }
        diagnostics += declarations.diagnostics
    }

    /// Sets ``references``: those made in place, then those forwarded references make at their helpers' calls.
    private mutating func resolveReferences() {
        references = directReferences + Self.references(
            forwardedBy: forwardedReferences, calls: helperCalls, uncalledHelperNames: uncalledHelperNames)
    }

    /// Parses each source on its own, using every core; results keep the input order.
    private static func parse(_ sources: [SourceFile]) -> [FileDeclarations] {
        sources.concurrentMap(parse)
    }

    /// What one source declares and names.
    static func parse(_ source: SourceFile) -> FileDeclarations {
        switch source.language {
        case .swift: SwiftSourceReader.read(source.text, path: source.path)
        case .objectiveC: ObjCDeclarationScanner.read(source.text, path: source.path)
        case nil: FileDeclarations()
        }
    }

    private static func load(_ files: [URL]) -> [SourceFileLoader.Loaded] {
        files.concurrentMap { SourceFileLoader.load($0) }
    }

    // MARK: - Internal lookups used by the query extension

    func classIndices(named name: String) -> [Int] {
        classIndicesByName[name] ?? []
    }

    func outletIndices(ownedBy qualifiedName: String) -> [Int] {
        outletIndicesByOwner[qualifiedName] ?? []
    }

    func actionIndices(ownedBy qualifiedName: String) -> [Int] {
        actionIndicesByOwner[qualifiedName] ?? []
    }
}
