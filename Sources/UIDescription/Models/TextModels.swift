/// A label: `<label text="Hello" textAlignment="natural" …><fontDescription key="fontDescription" …/></label>`.
public struct Label: ViewElement {
    public static let elementKinds: Set<String>? = ["label"]
    public var view: View
    /// The text, from the `text` attribute or a `<string key="text">` child.
    public var text: String?
    public var font: Font?
    public var textColor: Color?
    public var highlightedColor: Color?
    public var textAlignment: TextAlignment?
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode?
    public var adjustsFontSizeToFit: Bool
    public var minimumScaleFactor: Double?
    public var isEnabled: Bool
    public var isHighlighted: Bool

    public init(view: View, text: String? = nil, font: Font? = nil, textColor: Color? = nil, highlightedColor: Color? = nil,
                textAlignment: TextAlignment? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode? = nil,
                adjustsFontSizeToFit: Bool = false, minimumScaleFactor: Double? = nil, isEnabled: Bool = true,
                isHighlighted: Bool = false) {
        self.view = view
        self.text = text
        self.font = font
        self.textColor = textColor
        self.highlightedColor = highlightedColor
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.minimumScaleFactor = minimumScaleFactor
        self.isEnabled = isEnabled
        self.isHighlighted = isHighlighted
    }

    enum CodingKeys: String, CodingKey {
        case text, font = "fontDescription", textColor, highlightedColor, textAlignment, numberOfLines, lineBreakMode
        case adjustsFontSizeToFit, minimumScaleFactor, isEnabled = "enabled", isHighlighted = "highlighted"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        text = try container.optional(.text)
        font = try container.optional(.font)
        textColor = try container.optional(.textColor)
        highlightedColor = try container.optional(.highlightedColor)
        textAlignment = try container.optional(.textAlignment)
        numberOfLines = try container.decode(.numberOfLines, default: 1)
        lineBreakMode = try container.optional(.lineBreakMode)
        adjustsFontSizeToFit = try container.decode(.adjustsFontSizeToFit, default: false)
        minimumScaleFactor = try container.optional(.minimumScaleFactor)
        isEnabled = try container.decode(.isEnabled, default: true)
        isHighlighted = try container.decode(.isHighlighted, default: false)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(highlightedColor, forKey: .highlightedColor)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encode(numberOfLines, forKey: .numberOfLines, default: 1)
        try container.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try container.encode(adjustsFontSizeToFit, forKey: .adjustsFontSizeToFit, default: false)
        try container.encodeIfPresent(minimumScaleFactor, forKey: .minimumScaleFactor)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
    }
}

/// A text field: UIKit's `<textField placeholder="Email" borderStyle="roundedRect" …>`, or AppKit's
/// `<textField><textFieldCell key="cell" title="…" placeholderString="…"/></textField>` (also used for
/// macOS labels), read as one control: the cell's title and placeholder are the field's.
public struct TextField: ViewElement {
    public static let elementKinds: Set<String>? = ["textField"]
    public var view: View
    public var text: String?
    public var placeholder: String?
    public var borderStyle: BorderStyle?
    public var textAlignment: TextAlignment?
    public var font: Font?
    public var textColor: Color?
    public var isEnabled: Bool
    /// AppKit's cell, whole (`textFieldCell`), when there is one.
    public var cell: Node?

    public init(view: View, text: String? = nil, placeholder: String? = nil, borderStyle: BorderStyle? = nil,
                textAlignment: TextAlignment? = nil, font: Font? = nil, textColor: Color? = nil, isEnabled: Bool = true,
                cell: Node? = nil) {
        self.view = view
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.textAlignment = textAlignment
        self.font = font
        self.textColor = textColor
        self.isEnabled = isEnabled
        self.cell = cell
    }

    enum CodingKeys: String, CodingKey {
        case text, placeholder, borderStyle, textAlignment, font = "fontDescription", textColor, isEnabled = "enabled", cell
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        cell = try container.optional(.cell)
        text = try container.optional(.text) ?? cell?[attribute: "title"]
        placeholder = try container.optional(.placeholder) ?? cell?[attribute: "placeholderString"]
        borderStyle = try container.optional(.borderStyle)
        textAlignment = try container.optional(.textAlignment) ?? cell?[attribute: "alignment"].map(TextAlignment.init(rawValue:))
        font = try container.optional(.font)
        textColor = try container.optional(.textColor)
        isEnabled = try container.decode(.isEnabled, default: true)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let cell {
            try container.encode(cell, forKey: .cell)
        } else {
            try container.encodeIfPresent(text, forKey: .text)
            try container.encodeIfPresent(placeholder, forKey: .placeholder)
            try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        }
        try container.encodeIfPresent(borderStyle, forKey: .borderStyle)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
    }
}

/// A text view: `<textView text="…" editable="NO" …>`.
public struct TextView: ViewElement {
    public static let elementKinds: Set<String>? = ["textView"]
    public var view: View
    public var text: String?
    public var font: Font?
    public var textColor: Color?
    public var textAlignment: TextAlignment?
    public var isEditable: Bool
    public var isSelectable: Bool

    public init(view: View, text: String? = nil, font: Font? = nil, textColor: Color? = nil,
                textAlignment: TextAlignment? = nil, isEditable: Bool = true, isSelectable: Bool = true) {
        self.view = view
        self.text = text
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.isEditable = isEditable
        self.isSelectable = isSelectable
    }

    enum CodingKeys: String, CodingKey {
        case text, font = "fontDescription", textColor, textAlignment, isEditable = "editable", isSelectable = "selectable"
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        view = try View(from: decoder)
        let container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        text = try container.optional(.text)
        font = try container.optional(.font)
        textColor = try container.optional(.textColor)
        textAlignment = try container.optional(.textAlignment)
        isEditable = try container.decode(.isEditable, default: true)
        isSelectable = try container.decode(.isSelectable, default: true)
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encode(isEditable, forKey: .isEditable, default: true)
        try container.encode(isSelectable, forKey: .isSelectable, default: true)
    }
}
