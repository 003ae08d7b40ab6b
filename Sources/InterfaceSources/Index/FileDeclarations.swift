/// Everything found in one source file, before files are merged into a ``SourceIndex``.
struct FileDeclarations: Sendable {
    var classes: [SourceClass] = []
    var outlets: [SourceOutlet] = []
    var actions: [SourceAction] = []
    var protocolNames: [String] = []
    var implementedClassNames: [String] = []
    var objectiveCMembers: [String: Set<String>] = [:]
    /// The instance variables `@synthesize property = ivar;` gives properties, by class and property.
    var synthesizedInstanceVariables: [String: [String: String]] = [:]
    /// The properties the compiler synthesizes a `_name` instance variable for unless `@synthesize` names one: those
    /// of class bodies and class extensions, by class.
    var autoSynthesizedProperties: [String: Set<String>] = [:]
    var typeAliases: [String: String] = [:]
    var references: [SourceReference] = []
    var selectorReferences: Set<SelectorReference> = []
    /// The methods the code calls directly, by name and argument labels: `save(_:)` for `save(nil)`, `save:` for
    /// `[self save:nil]`.
    var calledMethods: Set<SelectorReference> = []
    /// String constants by name: `Type.member` for a type's static property, the bare name for a top-level
    /// constant (Swift) or any `NSString *` constant or variable (Objective-C).
    var stringConstants: [String: StringConstantValue] = [:]
    var diagnostics: [SourceDiagnostic] = []

    /// Records a string constant, merging it with an earlier definition of the same name.
    mutating func defineConstant(_ name: String, _ value: StringConstantValue) {
        StringConstantValue.define(name, value, in: &stringConstants)
    }
}
