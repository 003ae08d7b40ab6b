/// A typed AppKit cell model: the shared ``Cell`` properties plus its own. Shared properties read
/// through (`buttonCell.title`, `textFieldCell.font`).
@dynamicMemberLookup
public protocol CellElement: InterfaceElement {
    /// The properties every cell shares.
    var cell: Cell { get set }
}

extension CellElement {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Cell, Value>) -> Value {
        cell[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Cell, Value>) -> Value {
        get { cell[keyPath: keyPath] }
        set { cell[keyPath: keyPath] = newValue }
    }
}

/// The header cell of an AppKit table column: `<tableHeaderCell key="headerCell" lineBreakMode="truncatingTail"
/// borderStyle="border" title="Name">`.
public struct TableHeaderCell: CellElement {
    public static let elementKinds: Set<String>? = ["tableHeaderCell"]
    /// The properties every cell shares.
    public var cell: Cell

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
