/// A layout before it is written as text: JSON values, with element objects told apart from
/// plain objects (outlet maps, attribute escapes) because they are formatted differently.
indirect enum LayoutValue: Equatable {
    case string(String)
    /// A number, spelled exactly as it is to be written.
    case number(String)
    case bool(Bool)
    case null
    /// An array; `block` arrays put each item on its own line.
    case array([LayoutValue], block: Bool)
    /// A plain object, always written on one line.
    case object([Member])
    /// An element: its inline members on its first line, its block members below.
    case element([Member])

    struct Member: Equatable {
        var name: String
        var value: LayoutValue
    }

    /// Whether the value spans several lines when written.
    var isBlock: Bool {
        switch self {
        case .array(_, let block): return block
        case .element(let members): return members.contains { $0.value.isBlock }
        default: return false
        }
    }
}
