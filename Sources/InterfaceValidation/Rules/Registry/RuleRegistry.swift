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

    private static let byID: [String: RuleDescriptor] = Dictionary(
        descriptors.map { ($0.rule.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The descriptor of the rule with this id.
    public static func descriptor(for id: String) -> RuleDescriptor? { byID[id] }

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
