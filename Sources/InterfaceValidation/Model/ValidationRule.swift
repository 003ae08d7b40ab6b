/// The checks `uidesc validate` makes, each with a stable id that messages end with (`[missing-outlet]`) and that
/// `--disable` takes.
public enum ValidationRule: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// An outlet or outlet collection connected in Interface Builder that the object's class does not declare,
    /// nor any of its superclasses, nor its framework superclass: the "not key value coding-compliant" crash.
    case missingOutlet = "missing-outlet"
    /// An action whose target's class implements no method with that selector: "unrecognized selector" at run time.
    case missingAction = "missing-action"
    /// A segue whose `@IBSegueAction` (`destinationCreationSelector`) the source view controller does not declare.
    case missingSegueAction = "missing-segue-action"
    /// An outlet declared with a type the connected object is not: a `UILabel` outlet connected to a button.
    case outletTypeMismatch = "outlet-type-mismatch"
    /// An outlet collection connected to a single outlet, or a single outlet connected to a collection.
    case outletCollectionMismatch = "outlet-collection-mismatch"
    /// An outlet from outside a storyboard's prototype cell into it: `ibtool` refuses "outlets connected to
    /// repeating content".
    case outletToRepeatingContent = "outlet-to-repeating-content"
    /// An outlet declared in code that no Interface Builder file using its class connects.
    case unconnectedOutlet = "unconnected-outlet"
    /// An action declared in code that no Interface Builder file using its class connects, and that the code neither
    /// names by selector (to connect it itself) nor calls.
    case unconnectedAction = "unconnected-action"
    /// A custom class named in Interface Builder that the scanned sources do not declare.
    case unknownCustomClass = "unknown-custom-class"
    /// Connections that cannot be checked because part of the class is not in the scanned sources: a superclass
    /// declared nowhere, or an Objective-C class whose `@implementation` was not scanned.
    case unverifiableConnection = "unverifiable-connection"
    /// A user-defined runtime attribute whose first key the object's class has no property, setter or instance
    /// variable for: when the nib loads, key-value coding fails ("not key value coding-compliant for the key") and
    /// the value is not set.
    case unknownRuntimeAttribute = "unknown-runtime-attribute"
    /// An unwind segue whose action no class in the scanned sources declares.
    case unknownUnwindAction = "unknown-unwind-action"
    /// `performSegue(withIdentifier:)` on `self` with an identifier no segue in the calling class's scenes has:
    /// "Receiver has no segue with identifier" at run time.
    case unknownSegueIdentifier = "unknown-segue-identifier"
    /// `instantiateViewController(withIdentifier:)` with an identifier no scene of the storyboard has.
    case unknownStoryboardIdentifier = "unknown-storyboard-identifier"
    /// A storyboard or nib loaded by a name no `.storyboard` or `.xib` file has.
    case unknownInterfaceFile = "unknown-interface-file"
    /// A cell or reusable view dequeued with an identifier no cell has and the code does not register.
    case unknownReuseIdentifier = "unknown-reuse-identifier"
    /// An id reference (a connection's destination, a constraint item, …) to an id no element has.
    case danglingReference = "dangling-reference"
    /// An id that more than one element carries.
    case duplicateID = "duplicate-id"
    /// A constraint held by a view that does not contain both its items: UIKit and AppKit raise when they load it.
    case misplacedConstraint = "misplaced-constraint"
    /// An outlet, action or binding from an object in one storyboard scene to an object in another: each scene is
    /// loaded on its own, so the connection is never made.
    case crossSceneConnection = "cross-scene-connection"
    /// A source file that was read with problems: a Swift syntax error, an unclosed Objective-C `@interface`,
    /// bytes that are not UTF-8.
    case sourceProblem = "source-problem"
    /// An input that cannot be read or parsed: a missing path, malformed XML, a legacy or merge-conflicted file.
    case unreadableInput = "unreadable-input"

    /// How serious a finding of this rule is.
    public var severity: Finding.Severity {
        switch self {
        case .missingOutlet, .missingAction, .missingSegueAction, .outletTypeMismatch, .outletCollectionMismatch,
            .outletToRepeatingContent,
            .danglingReference, .duplicateID, .misplacedConstraint, .unreadableInput:
            .error
        case .unconnectedOutlet, .unconnectedAction, .unknownCustomClass, .unverifiableConnection, .unknownRuntimeAttribute,
            .unknownUnwindAction, .unknownSegueIdentifier, .unknownStoryboardIdentifier, .unknownInterfaceFile,
            .unknownReuseIdentifier, .crossSceneConnection, .sourceProblem:
            .warning
        }
    }

    /// One line saying what the rule checks.
    public var summary: String {
        switch self {
        case .missingOutlet: "Outlet connected in Interface Builder but not declared in code"
        case .missingAction: "Action connected in Interface Builder but not implemented by its target's class"
        case .missingSegueAction: "Segue action (@IBSegueAction) named in a storyboard but not declared in code"
        case .outletTypeMismatch: "Outlet declared with a type the connected object does not have"
        case .outletCollectionMismatch: "Outlet collection connected to a single outlet, or the reverse"
        case .outletToRepeatingContent: "Outlet into a prototype cell from outside it (ibtool refuses repeating content)"
        case .unconnectedOutlet: "Outlet declared in code but connected in no Interface Builder file"
        case .unconnectedAction: "Action declared in code but connected in no Interface Builder file"
        case .unknownCustomClass: "Custom class named in Interface Builder but declared nowhere in the sources"
        case .unverifiableConnection: "Connection not checked because part of its class is not in the scanned sources"
        case .unknownRuntimeAttribute: "Runtime attribute set on a key its object's class has no property, setter or instance variable for"
        case .unknownUnwindAction: "Unwind segue action declared by no class in the sources"
        case .unknownSegueIdentifier: "Segue performed by an identifier no scene of the calling class has"
        case .unknownStoryboardIdentifier: "View controller instantiated by a storyboard identifier no scene has"
        case .unknownInterfaceFile: "Storyboard or nib loaded by a name no file in the validated folders has"
        case .unknownReuseIdentifier: "Cell dequeued by a reuse identifier no cell has and the code does not register"
        case .danglingReference: "Reference to an id that no element in the file has"
        case .duplicateID: "Id used by more than one element"
        case .misplacedConstraint: "Constraint held by a view that does not contain both its items"
        case .crossSceneConnection: "Outlet, action or binding joining objects of two storyboard scenes, never made at run time"
        case .sourceProblem: "Source file read with problems"
        case .unreadableInput: "Input that cannot be read or parsed"
        }
    }

    /// Orders rules by their id.
    public static func < (lhs: ValidationRule, rhs: ValidationRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
