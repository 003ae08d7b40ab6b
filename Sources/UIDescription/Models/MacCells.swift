/// The header cell of an AppKit table column: `<tableHeaderCell key="headerCell" lineBreakMode="truncatingTail"
/// borderStyle="border" title="Name">`.
public struct TableHeaderCell: CellElement {
    public static let elementKinds: Set<String>? = ["tableHeaderCell"]
    /// The properties every cell shares.
    public var cell: Cell

    /// Creates a `TableHeaderCell` from its parts.
    public init(cell: Cell) {
        self.cell = cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        cell = try Cell(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try cell.encode(to: encoder)
    }
}
