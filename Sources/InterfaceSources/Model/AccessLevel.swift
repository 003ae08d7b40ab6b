/// A Swift access level, ordered from the most restrictive to the most open.
public enum AccessLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// `private`.
    case `private`
    /// `fileprivate`.
    case `fileprivate`
    /// `internal`.
    case `internal`
    /// `package`.
    case `package`
    /// `public`.
    case `public`
    /// `open`.
    case `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    /// Whether `lhs` is more restrictive than `rhs`.
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rank < rhs.rank
    }
}
