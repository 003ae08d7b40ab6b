/// A Swift `@objc protocol`: what the compiler exposes to the Objective-C runtime in the classes that conform to it.
public struct ObjectiveCProtocol: Sendable, Hashable {
    /// The protocols it inherits (all `@objc`, as the compiler requires).
    public var inheritedProtocolNames: [String]
    /// Its requirements as the runtime names them: a property's getter (`title`) and, when it is settable, its
    /// setter (`setTitle:`); a method's selector (`reload:`). Optional requirements included.
    public var requirementNames: Set<String>

    /// Creates a `ObjectiveCProtocol` from its parts.
    public init(inheritedProtocolNames: [String], requirementNames: Set<String>) {
        self.inheritedProtocolNames = inheritedProtocolNames
        self.requirementNames = requirementNames
    }
}
