extension Constraint {
    /// The multiplier as a number: `16:9` and `1/3` are ratios; `nil` or unreadable is 1.
    public var multiplierValue: Double {
        guard let multiplier else { return 1 }
        for separator in [":", "/"] as [Character] {
            let parts = multiplier.split(separator: separator)
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
                return numerator / denominator
            }
        }
        return Double(multiplier) ?? 1
    }
}
