/// Which attributes Interface Builder writes from a closed set of names, and the names this version
/// knows for each: the `knownValues` of the typed models' enumerations.
///
/// The table is generated from the model catalogue (`CodeGeneration/`), where each enumeration names the
/// attributes that take its values. Only attributes that mean the same enumeration on every element kind that
/// has them are listed (`lineBreakMode`, `contentMode`, …); names that several enumerations share (`style`,
/// `type`, `alignment`, `state`, `focusStyle` on table cells and WatchKit pickers) are not. A value missing from
/// the set may still be real (a newer Xcode's), so callers treat only a near miss of a known value as a mistake.
public enum AttributeEnumerations {
    /// The values this version knows for the attribute `name`, if it is an enumerated attribute.
    public static func knownValues(ofAttribute name: String) -> Set<String>? { table[name] }

    /// Every enumerated attribute with the values this version knows for it.
    public static var knownValuesByAttribute: [String: Set<String>] { table }

    /// The known value `value` is a near miss of, if `value` is not known itself: the same name in
    /// another case, or one or two edits away (one for names shorter than eight characters).
    public static func nearMiss(_ value: String, in known: Set<String>) -> String? {
        guard !known.contains(value), !value.isEmpty, value.utf8.count <= 64 else { return nil }
        let allowed = value.utf8.count < 8 ? 1 : 2
        var best: (value: String, distance: Int)?
        for candidate in known {
            let distance = candidate.lowercased() == value.lowercased() ? 0 : Suggestion.editDistance(candidate, value)
            guard distance <= allowed else { continue }
            if best == nil || distance < best?.distance ?? .max || (distance == best?.distance && candidate < best?.value ?? "") {
                best = (candidate, distance)
            }
        }
        return best?.value
    }
}
