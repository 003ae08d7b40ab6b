/// The validate rules, in the order reports and documentation list them. To add a rule, declare its descriptor in
/// a file of its own in `Rules/Descriptors` (with its check, or naming a check it shares) and add it here.
public enum RuleRegistry {
    /// Every rule.
    public static let descriptors: [RuleDescriptor] = [
        .missingOutlet,
        .missingAction,
        .missingSegueAction,
        .outletTypeMismatch,
        .outletCollectionMismatch,
        .outletToRepeatingContent,
        .unconnectedOutlet,
        .unconnectedAction,
        .unknownCustomClass,
        .unverifiableConnection,
        .unknownRuntimeAttribute,
        .unknownUnwindAction,
        .unknownSegueIdentifier,
        .unknownStoryboardIdentifier,
        .unknownInterfaceFile,
        .unknownStoryboardReference,
        .unknownImage,
        .unknownColor,
        .unavailableSystemSymbol,
        .unregisteredFont,
        .unknownReuseIdentifier,
        .danglingReference,
        .duplicateID,
        .misplacedConstraint,
        .crossSceneConnection,
        .unreadableTranslation,
        .orphanedTranslation,
        .outdatedTranslation,
        .duplicateTranslationKey,
        .translationFormatMismatch,
        .orphanedStringsFile,
        .missingTranslation,
        .sourceProblem,
        .unreadableInput,
    ]

    private static let byID = index(descriptors)

    /// The descriptor of the rule with this id, or with this id among its ``RuleDescriptor/deprecatedAliases``.
    public static func descriptor(for id: String) -> RuleDescriptor? { byID[id] }

    /// `descriptors` by id and by deprecated alias (an id wins over an alias; the first descriptor wins a tie).
    static func index(_ descriptors: [RuleDescriptor]) -> [String: RuleDescriptor] {
        var index: [String: RuleDescriptor] = [:]
        for descriptor in descriptors where index[descriptor.rule.rawValue] == nil { index[descriptor.rule.rawValue] = descriptor }
        for descriptor in descriptors {
            for alias in descriptor.deprecatedAliases where index[alias] == nil { index[alias] = descriptor }
        }
        return index
    }

    /// The checks to run when `disabled` rules are off: each check once, in registry order, unless every rule it
    /// finds is disabled.
    static func checks(excluding disabled: Set<ValidationRule>) -> [RuleCheck] {
        var seen: Set<String> = []
        var checks: [RuleCheck] = []
        for descriptor in descriptors where !disabled.contains(descriptor.rule) && seen.insert(descriptor.check.name).inserted {
            checks.append(descriptor.check)
        }
        return checks
    }
}
