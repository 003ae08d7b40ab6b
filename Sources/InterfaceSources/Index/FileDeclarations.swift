/// Everything found in one source file, before files are merged into a ``SourceIndex``.
struct FileDeclarations: Sendable {
    var classes: [SourceClass] = []
    var outlets: [SourceOutlet] = []
    var actions: [SourceAction] = []
    var protocolNames: [String] = []
    var implementedClassNames: [String] = []
    var objectiveCMembers: [String: Set<String>] = [:]
    /// Swift instance members the Objective-C runtime does not see by their own declaration (no `@objc`, not in an
    /// `@objcMembers` class), by owner, named as the runtime would name them (`title`, `setTitle:`, `reload:`): the
    /// compiler still exposes those that satisfy a requirement of an `@objc` protocol the class conforms to.
    var unexposedSwiftMembers: [String: Set<String>] = [:]
    /// The `@objc` protocols declared in Swift, by name.
    var objectiveCProtocols: [String: ObjectiveCProtocol] = [:]
    /// The protocols Swift extensions add to a type, by the extended type's name (`extension A.B: P` under `A.B`).
    var extensionConformances: [String: [String]] = [:]
    /// The instance variables `@synthesize property = ivar;` gives properties, by class and property.
    var synthesizedInstanceVariables: [String: [String: String]] = [:]
    /// The properties the compiler synthesizes a `_name` instance variable for unless `@synthesize` names one: those
    /// of class bodies and class extensions, by class.
    var autoSynthesizedProperties: [String: Set<String>] = [:]
    var typeAliases: [String: String] = [:]
    var references: [SourceReference] = []
    /// References whose strings the callers of helper functions pass, resolved against ``helperCalls`` by the index.
    var forwardedReferences: [ForwardedReference] = []
    /// The calls of functions that may be registration or dequeue helpers.
    var helperCalls: [HelperCall] = []
    /// The names of possible helpers used other than by a call, whose calls cannot all be seen
    /// (``SwiftReferenceForwarding/helperUse(_:lines:)``).
    var uncalledHelperNames: Set<String> = []
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
