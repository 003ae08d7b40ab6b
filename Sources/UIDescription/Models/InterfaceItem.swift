/// Any WatchKit interface item, typed by its element kind: the items of a controller, a group or a table row's
/// group. Kinds without a model of their own decode as ``item(_:)`` with their ``WatchItem/kind`` kept.
public indirect enum InterfaceItem: Codable, Hashable, Sendable {
    case label(WatchLabel)
    case button(WatchButton)
    case group(Group)
    case image(WatchImage)
    case table(WatchTable)
    case separator(Separator)
    case `switch`(WatchSwitch)
    case slider(WatchSlider)
    case picker(WatchPicker)
    case date(WatchDate)
    case map(WatchMap)
    case movie(WatchMovie)
    case scene(WatchSceneItem)
    case textField(WatchTextField)
    /// Any other item kind, with its shared properties.
    case item(WatchItem)

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.elementName() ?? "label"
        switch kind {
        case "label": self = .label(try WatchLabel(from: decoder))
        case "button": self = .button(try WatchButton(from: decoder))
        case "group": self = .group(try Group(from: decoder))
        case "imageView", "image": self = .image(try WatchImage(from: decoder))
        case "table": self = .table(try WatchTable(from: decoder))
        case "separator": self = .separator(try Separator(from: decoder))
        case "switch": self = .`switch`(try WatchSwitch(from: decoder))
        case "slider": self = .slider(try WatchSlider(from: decoder))
        case "picker": self = .picker(try WatchPicker(from: decoder))
        case "date", "timer": self = .date(try WatchDate(from: decoder))
        case "map": self = .map(try WatchMap(from: decoder))
        case "movie", "inlineMovie": self = .movie(try WatchMovie(from: decoder))
        case "spriteKitScene", "sceneKitScene": self = .scene(try WatchSceneItem(from: decoder))
        case "textField": self = .textField(try WatchTextField(from: decoder))
        default:
            self = .item(try WatchItem(from: decoder))
            decoder.noteGenericElement()
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .label(let value): try value.encode(to: encoder)
        case .button(let value): try value.encode(to: encoder)
        case .group(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .table(let value): try value.encode(to: encoder)
        case .separator(let value): try value.encode(to: encoder)
        case .`switch`(let value): try value.encode(to: encoder)
        case .slider(let value): try value.encode(to: encoder)
        case .picker(let value): try value.encode(to: encoder)
        case .date(let value): try value.encode(to: encoder)
        case .map(let value): try value.encode(to: encoder)
        case .movie(let value): try value.encode(to: encoder)
        case .scene(let value): try value.encode(to: encoder)
        case .textField(let value): try value.encode(to: encoder)
        case .item(let value): try value.encode(to: encoder)
        }
    }

    /// The shared item properties, whatever the kind.
    public var item: WatchItem {
        switch self {
        case .label(let value): value.item
        case .button(let value): value.item
        case .group(let value): value.item
        case .image(let value): value.item
        case .table(let value): value.item
        case .separator(let value): value.item
        case .`switch`(let value): value.item
        case .slider(let value): value.item
        case .picker(let value): value.item
        case .date(let value): value.item
        case .map(let value): value.item
        case .movie(let value): value.item
        case .scene(let value): value.item
        case .textField(let value): value.item
        case .item(let value): value
        }
    }
}
