/// Any AppKit cell, typed by its element kind: a table column's data cell, a matrix's cells. Kinds without a
/// model of their own decode as ``cell(_:)`` with their ``Cell/kind`` kept.
public indirect enum AnyCell: Codable, Hashable, Sendable {
    case button(ButtonCell)
    case popUpButton(PopUpButtonCell)
    case textField(TextFieldCell)
    case image(ImageCell)
    case slider(SliderCell)
    case segmented(SegmentedCell)
    case datePicker(DatePickerCell)
    case tableHeader(TableHeaderCell)
    case levelIndicator(LevelIndicatorCell)
    case stepper(StepperCell)
    /// Any other cell kind, with its shared properties.
    case cell(Cell)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? "actionCell"
        switch kind {
        case "buttonCell": self = .button(try ButtonCell(from: decoder))
        case "popUpButtonCell": self = .popUpButton(try PopUpButtonCell(from: decoder))
        case "textFieldCell", "secureTextFieldCell", "tokenFieldCell", "comboBoxCell", "searchFieldCell", "pathCell", "formCell": self = .textField(try TextFieldCell(from: decoder))
        case "imageCell": self = .image(try ImageCell(from: decoder))
        case "sliderCell": self = .slider(try SliderCell(from: decoder))
        case "segmentedCell": self = .segmented(try SegmentedCell(from: decoder))
        case "datePickerCell": self = .datePicker(try DatePickerCell(from: decoder))
        case "tableHeaderCell": self = .tableHeader(try TableHeaderCell(from: decoder))
        case "levelIndicatorCell": self = .levelIndicator(try LevelIndicatorCell(from: decoder))
        case "stepperCell": self = .stepper(try StepperCell(from: decoder))
        default:
            self = .cell(try Cell(from: decoder))
            if kind != "actionCell" && kind != "customCell" { decoder.noteGenericElement() }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .button(let value): try value.encode(to: encoder)
        case .popUpButton(let value): try value.encode(to: encoder)
        case .textField(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .slider(let value): try value.encode(to: encoder)
        case .segmented(let value): try value.encode(to: encoder)
        case .datePicker(let value): try value.encode(to: encoder)
        case .tableHeader(let value): try value.encode(to: encoder)
        case .levelIndicator(let value): try value.encode(to: encoder)
        case .stepper(let value): try value.encode(to: encoder)
        case .cell(let value): try value.encode(to: encoder)
        }
    }

    /// The shared cell properties, whatever the kind.
    public var cell: Cell {
        switch self {
        case .button(let value): value.cell
        case .popUpButton(let value): value.cell
        case .textField(let value): value.cell
        case .image(let value): value.cell
        case .slider(let value): value.cell
        case .segmented(let value): value.cell
        case .datePicker(let value): value.cell
        case .tableHeader(let value): value.cell
        case .levelIndicator(let value): value.cell
        case .stepper(let value): value.cell
        case .cell(let value): value
        }
    }
}
