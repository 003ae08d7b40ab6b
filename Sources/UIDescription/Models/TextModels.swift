/// A label: `<label text="Hello" textAlignment="natural" …><fontDescription key="fontDescription" …/></label>`.
public struct Label: ViewElement {
    public static let elementKinds: Set<String>? = ["label"]
    /// The text, from the `text` attribute or a `<string key="text">` child.
    public var text: String?
    @Boxed public var attributedText: AttributedString?
    public var usesAttributedText: Bool
    @Boxed public var font: Font?
    @Boxed public var textColor: Color?
    @Boxed public var highlightedColor: Color?
    @Boxed public var shadowColor: Color?
    public var shadowOffset: Size?
    public var textAlignment: TextAlignment?
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode?
    public var baselineAdjustment: BaselineAdjustment?
    public var adjustsFontSizeToFit: Bool
    public var adjustsFontForContentSizeCategory: Bool
    public var adjustsLetterSpacingToFitWidth: Bool
    public var minimumScaleFactor: Double?
    public var minimumFontSize: Double?
    public var preferredMaxLayoutWidth: Double?
    public var showsExpansionTextWhenTruncated: Bool
    public var isEnabled: Bool
    public var isHighlighted: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, attributedText, usesAttributedText, font = "fontDescription", textColor, highlightedColor
        case shadowColor, shadowOffset, textAlignment, numberOfLines, lineBreakMode, baselineAdjustment
        case adjustsFontSizeToFit, adjustsFontForContentSizeCategory, adjustsLetterSpacingToFitWidth
        case minimumScaleFactor, minimumFontSize, preferredMaxLayoutWidth, showsExpansionTextWhenTruncated
        case isEnabled = "enabled", isHighlighted = "highlighted"
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encode(usesAttributedText, forKey: .usesAttributedText, default: false)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(highlightedColor, forKey: .highlightedColor)
        try container.encodeIfPresent(shadowColor, forKey: .shadowColor)
        try container.encodeIfPresent(shadowOffset, forKey: .shadowOffset)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encode(numberOfLines, forKey: .numberOfLines, default: 1)
        try container.encodeIfPresent(lineBreakMode, forKey: .lineBreakMode)
        try container.encodeIfPresent(baselineAdjustment, forKey: .baselineAdjustment)
        try container.encode(adjustsFontSizeToFit, forKey: .adjustsFontSizeToFit, default: false)
        try container.encode(adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory, default: false)
        try container.encode(adjustsLetterSpacingToFitWidth, forKey: .adjustsLetterSpacingToFitWidth, default: false)
        try container.encodeIfPresent(minimumScaleFactor, forKey: .minimumScaleFactor)
        try container.encodeIfPresent(minimumFontSize, forKey: .minimumFontSize)
        try container.encodeIfPresent(preferredMaxLayoutWidth, forKey: .preferredMaxLayoutWidth)
        try container.encode(showsExpansionTextWhenTruncated, forKey: .showsExpansionTextWhenTruncated, default: false)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
    }
}

extension Label {
    public init(view: View, text: String? = nil, attributedText: AttributedString? = nil,
                usesAttributedText: Bool = false, font: Font? = nil, textColor: Color? = nil,
                highlightedColor: Color? = nil, shadowColor: Color? = nil, shadowOffset: Size? = nil,
                textAlignment: TextAlignment? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode? = nil,
                baselineAdjustment: BaselineAdjustment? = nil, adjustsFontSizeToFit: Bool = false,
                adjustsFontForContentSizeCategory: Bool = false, adjustsLetterSpacingToFitWidth: Bool = false,
                minimumScaleFactor: Double? = nil, minimumFontSize: Double? = nil,
                preferredMaxLayoutWidth: Double? = nil, showsExpansionTextWhenTruncated: Bool = false,
                isEnabled: Bool = true, isHighlighted: Bool = false) {
        self.view = view
        self.text = text
        self.attributedText = attributedText
        self.usesAttributedText = usesAttributedText
        self.font = font
        self.textColor = textColor
        self.highlightedColor = highlightedColor
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.baselineAdjustment = baselineAdjustment
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.adjustsLetterSpacingToFitWidth = adjustsLetterSpacingToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
        self.minimumFontSize = minimumFontSize
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.showsExpansionTextWhenTruncated = showsExpansionTextWhenTruncated
        self.isEnabled = isEnabled
        self.isHighlighted = isHighlighted
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let text: String? = container.optional(.text)
        let attributedText: AttributedString? = container.optional(.attributedText)
        let usesAttributedText: Bool = container.decode(.usesAttributedText, default: false)
        let font: Font? = container.optional(.font)
        let textColor: Color? = container.optional(.textColor)
        let highlightedColor: Color? = container.optional(.highlightedColor)
        let shadowColor: Color? = container.optional(.shadowColor)
        let shadowOffset: Size? = container.optional(.shadowOffset)
        let textAlignment: TextAlignment? = container.optional(.textAlignment)
        let numberOfLines: Int = container.decode(.numberOfLines, default: 1)
        let lineBreakMode: LineBreakMode? = container.optional(.lineBreakMode)
        let baselineAdjustment: BaselineAdjustment? = container.optional(.baselineAdjustment)
        let adjustsFontSizeToFit: Bool = container.decode(.adjustsFontSizeToFit, default: false)
        let adjustsFontForContentSizeCategory: Bool = container.decode(.adjustsFontForContentSizeCategory, default: false)
        let adjustsLetterSpacingToFitWidth: Bool = container.decode(.adjustsLetterSpacingToFitWidth, default: false)
        let minimumScaleFactor: Double? = container.optional(.minimumScaleFactor)
        let minimumFontSize: Double? = container.optional(.minimumFontSize)
        let preferredMaxLayoutWidth: Double? = container.optional(.preferredMaxLayoutWidth)
        let showsExpansionTextWhenTruncated: Bool = container.decode(.showsExpansionTextWhenTruncated, default: false)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        try container.finish()
        self.init(text: text, attributedText: attributedText, usesAttributedText: usesAttributedText, font: font,
                  textColor: textColor, highlightedColor: highlightedColor, shadowColor: shadowColor,
                  shadowOffset: shadowOffset, textAlignment: textAlignment, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, baselineAdjustment: baselineAdjustment,
                  adjustsFontSizeToFit: adjustsFontSizeToFit,
                  adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
                  adjustsLetterSpacingToFitWidth: adjustsLetterSpacingToFitWidth,
                  minimumScaleFactor: minimumScaleFactor, minimumFontSize: minimumFontSize,
                  preferredMaxLayoutWidth: preferredMaxLayoutWidth,
                  showsExpansionTextWhenTruncated: showsExpansionTextWhenTruncated, isEnabled: isEnabled,
                  isHighlighted: isHighlighted, view: view)
    }
}

/// A text field: UIKit's `<textField placeholder="Email" borderStyle="roundedRect" …>`, or AppKit's
/// `<textField><textFieldCell key="cell" title="…" placeholderString="…"/></textField>` (also used for macOS
/// labels), read as one control: ``text`` and ``placeholder`` give the cell's title and placeholder on macOS.
public struct TextField: ViewElement {
    public static let elementKinds: Set<String>? = ["textField", "secureTextField", "tokenField"]
    public var text: String?
    @Boxed public var attributedText: AttributedString?
    public var placeholder: String?
    @Boxed public var attributedPlaceholder: AttributedString?
    public var borderStyle: BorderStyle?
    public var textAlignment: TextAlignment?
    @Boxed public var font: Font?
    @Boxed public var textColor: Color?
    public var minimumFontSize: Double?
    public var adjustsFontSizeToFit: Bool
    public var adjustsFontForContentSizeCategory: Bool
    public var clearButtonMode: ClearButtonMode?
    public var clearsOnBeginEditing: Bool
    public var clearsOnInsertion: Bool
    public var background: String?
    public var disabledBackground: String?
    public var allowsEditingTextAttributes: Bool
    @Boxed public var textInputTraits: TextInputTraits?
    public var contentHorizontalAlignment: ControlContentAlignment?
    public var contentVerticalAlignment: ControlContentAlignment?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isHighlighted: Bool
    /// AppKit's cell, with the title, placeholder, colors and font of a macOS text field.
    @Boxed public var cell: TextFieldCell?
    public var preferredMaxLayoutWidth: Double?
    public var setsMaxLayoutWidthAtFirstLayout: Bool
    public var allowsExpansionToolTips: Bool
    public var textCompletion: Bool
    public var allowsWritingTools: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    /// The text people see: UIKit's `text`, or the AppKit cell's title.
    public var displayedText: String? { text ?? cell?.title }
    /// The placeholder: UIKit's `placeholder`, or the AppKit cell's placeholder string.
    public var displayedPlaceholder: String? { placeholder ?? cell?.placeholderString }

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, attributedText, placeholder, attributedPlaceholder, borderStyle, textAlignment
        case font = "fontDescription", textColor, minimumFontSize, adjustsFontSizeToFit
        case adjustsFontForContentSizeCategory, clearButtonMode, clearsOnBeginEditing, clearsOnInsertion, background
        case disabledBackground, allowsEditingTextAttributes, textInputTraits, contentHorizontalAlignment
        case contentVerticalAlignment, isEnabled = "enabled", isSelected = "selected", isHighlighted = "highlighted"
        case cell, preferredMaxLayoutWidth, setsMaxLayoutWidthAtFirstLayout, allowsExpansionToolTips, textCompletion
        case allowsWritingTools
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(attributedPlaceholder, forKey: .attributedPlaceholder)
        try container.encodeIfPresent(borderStyle, forKey: .borderStyle)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(minimumFontSize, forKey: .minimumFontSize)
        try container.encode(adjustsFontSizeToFit, forKey: .adjustsFontSizeToFit, default: false)
        try container.encode(adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory, default: false)
        try container.encodeIfPresent(clearButtonMode, forKey: .clearButtonMode)
        try container.encode(clearsOnBeginEditing, forKey: .clearsOnBeginEditing, default: false)
        try container.encode(clearsOnInsertion, forKey: .clearsOnInsertion, default: false)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(disabledBackground, forKey: .disabledBackground)
        try container.encode(allowsEditingTextAttributes, forKey: .allowsEditingTextAttributes, default: false)
        try container.encodeIfPresent(textInputTraits, forKey: .textInputTraits)
        try container.encodeIfPresent(contentHorizontalAlignment, forKey: .contentHorizontalAlignment)
        try container.encodeIfPresent(contentVerticalAlignment, forKey: .contentVerticalAlignment)
        try container.encode(isEnabled, forKey: .isEnabled, default: true)
        try container.encode(isSelected, forKey: .isSelected, default: false)
        try container.encode(isHighlighted, forKey: .isHighlighted, default: false)
        try container.encodeIfPresent(cell, forKey: .cell)
        try container.encodeIfPresent(preferredMaxLayoutWidth, forKey: .preferredMaxLayoutWidth)
        try container.encode(setsMaxLayoutWidthAtFirstLayout, forKey: .setsMaxLayoutWidthAtFirstLayout, default: false)
        try container.encode(allowsExpansionToolTips, forKey: .allowsExpansionToolTips, default: false)
        try container.encode(textCompletion, forKey: .textCompletion, default: true)
        try container.encode(allowsWritingTools, forKey: .allowsWritingTools, default: true)
    }
}

extension TextField {
    public init(view: View, text: String? = nil, attributedText: AttributedString? = nil, placeholder: String? = nil,
                attributedPlaceholder: AttributedString? = nil, borderStyle: BorderStyle? = nil,
                textAlignment: TextAlignment? = nil, font: Font? = nil, textColor: Color? = nil,
                minimumFontSize: Double? = nil, adjustsFontSizeToFit: Bool = false,
                adjustsFontForContentSizeCategory: Bool = false, clearButtonMode: ClearButtonMode? = nil,
                clearsOnBeginEditing: Bool = false, clearsOnInsertion: Bool = false, background: String? = nil,
                disabledBackground: String? = nil, allowsEditingTextAttributes: Bool = false,
                textInputTraits: TextInputTraits? = nil, contentHorizontalAlignment: ControlContentAlignment? = nil,
                contentVerticalAlignment: ControlContentAlignment? = nil, isEnabled: Bool = true,
                isSelected: Bool = false, isHighlighted: Bool = false, cell: TextFieldCell? = nil,
                preferredMaxLayoutWidth: Double? = nil, setsMaxLayoutWidthAtFirstLayout: Bool = false,
                allowsExpansionToolTips: Bool = false, textCompletion: Bool = true, allowsWritingTools: Bool = true) {
        self.view = view
        self.text = text
        self.attributedText = attributedText
        self.placeholder = placeholder
        self.attributedPlaceholder = attributedPlaceholder
        self.borderStyle = borderStyle
        self.textAlignment = textAlignment
        self.font = font
        self.textColor = textColor
        self.minimumFontSize = minimumFontSize
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.clearButtonMode = clearButtonMode
        self.clearsOnBeginEditing = clearsOnBeginEditing
        self.clearsOnInsertion = clearsOnInsertion
        self.background = background
        self.disabledBackground = disabledBackground
        self.allowsEditingTextAttributes = allowsEditingTextAttributes
        self.textInputTraits = textInputTraits
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.cell = cell
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.setsMaxLayoutWidthAtFirstLayout = setsMaxLayoutWidthAtFirstLayout
        self.allowsExpansionToolTips = allowsExpansionToolTips
        self.textCompletion = textCompletion
        self.allowsWritingTools = allowsWritingTools
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let text: String? = container.optional(.text)
        let attributedText: AttributedString? = container.optional(.attributedText)
        let placeholder: String? = container.optional(.placeholder)
        let attributedPlaceholder: AttributedString? = container.optional(.attributedPlaceholder)
        let borderStyle: BorderStyle? = container.optional(.borderStyle)
        let textAlignment: TextAlignment? = container.optional(.textAlignment)
        let font: Font? = container.optional(.font)
        let textColor: Color? = container.optional(.textColor)
        let minimumFontSize: Double? = container.optional(.minimumFontSize)
        let adjustsFontSizeToFit: Bool = container.decode(.adjustsFontSizeToFit, default: false)
        let adjustsFontForContentSizeCategory: Bool = container.decode(.adjustsFontForContentSizeCategory, default: false)
        let clearButtonMode: ClearButtonMode? = container.optional(.clearButtonMode)
        let clearsOnBeginEditing: Bool = container.decode(.clearsOnBeginEditing, default: false)
        let clearsOnInsertion: Bool = container.decode(.clearsOnInsertion, default: false)
        let background: String? = container.optional(.background)
        let disabledBackground: String? = container.optional(.disabledBackground)
        let allowsEditingTextAttributes: Bool = container.decode(.allowsEditingTextAttributes, default: false)
        let textInputTraits: TextInputTraits? = container.optional(.textInputTraits)
        let contentHorizontalAlignment: ControlContentAlignment? = container.optional(.contentHorizontalAlignment)
        let contentVerticalAlignment: ControlContentAlignment? = container.optional(.contentVerticalAlignment)
        let isEnabled: Bool = container.decode(.isEnabled, default: true)
        let isSelected: Bool = container.decode(.isSelected, default: false)
        let isHighlighted: Bool = container.decode(.isHighlighted, default: false)
        let cell: TextFieldCell? = container.optional(.cell)
        let preferredMaxLayoutWidth: Double? = container.optional(.preferredMaxLayoutWidth)
        let setsMaxLayoutWidthAtFirstLayout: Bool = container.decode(.setsMaxLayoutWidthAtFirstLayout, default: false)
        let allowsExpansionToolTips: Bool = container.decode(.allowsExpansionToolTips, default: false)
        let textCompletion: Bool = container.decode(.textCompletion, default: true)
        let allowsWritingTools: Bool = container.decode(.allowsWritingTools, default: true)
        try container.finish()
        self.init(text: text, attributedText: attributedText, placeholder: placeholder,
                  attributedPlaceholder: attributedPlaceholder, borderStyle: borderStyle, textAlignment: textAlignment,
                  font: font, textColor: textColor, minimumFontSize: minimumFontSize,
                  adjustsFontSizeToFit: adjustsFontSizeToFit,
                  adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
                  clearButtonMode: clearButtonMode, clearsOnBeginEditing: clearsOnBeginEditing,
                  clearsOnInsertion: clearsOnInsertion, background: background, disabledBackground: disabledBackground,
                  allowsEditingTextAttributes: allowsEditingTextAttributes, textInputTraits: textInputTraits,
                  contentHorizontalAlignment: contentHorizontalAlignment,
                  contentVerticalAlignment: contentVerticalAlignment, isEnabled: isEnabled, isSelected: isSelected,
                  isHighlighted: isHighlighted, cell: cell, preferredMaxLayoutWidth: preferredMaxLayoutWidth,
                  setsMaxLayoutWidthAtFirstLayout: setsMaxLayoutWidthAtFirstLayout,
                  allowsExpansionToolTips: allowsExpansionToolTips, textCompletion: textCompletion,
                  allowsWritingTools: allowsWritingTools, view: view)
    }
}

/// A text view: UIKit's `<textView text="…" editable="NO" …>` or AppKit's `<textView importsGraphics="NO"
/// richText="NO" …>`.
public struct TextView: ViewElement {
    public static let elementKinds: Set<String>? = ["textView"]
    /// Scrolling, bouncing and indicators.
    public var scrolling: ScrollBehavior
    public var text: String?
    @Boxed public var attributedText: AttributedString?
    @Boxed public var font: Font?
    @Boxed public var textColor: Color?
    public var textAlignment: TextAlignment?
    /// AppKit: the text's writing direction when it is not the default (`leftToRight`, `rightToLeft`).
    public var baseWritingDirection: String?
    public var isEditable: Bool
    public var isSelectable: Bool
    @Boxed public var textInputTraits: TextInputTraits?
    @Boxed public var dataDetectorTypes: DataDetectorTypes?
    public var allowsEditingTextAttributes: Bool
    public var usesAttributedText: Bool
    public var textContainerInset: Insets?
    public var isRichText: Bool
    public var importsGraphics: Bool
    public var usesRuler: Bool
    public var usesFontPanel: Bool
    public var allowsUndo: Bool
    public var isContinuousSpellCheckingEnabled: Bool
    public var spellingCorrection: Bool
    public var smartInsertDelete: Bool
    public var allowsNonContiguousLayout: Bool
    public var findStyle: TextFinderStyle?
    public var isVerticallyResizable: Bool
    public var isHorizontallyResizable: Bool
    public var minSize: Size?
    public var maxSize: Size?
    /// AppKit: the text, with its attributes.
    @Boxed public var textStorage: AttributedString?
    public var textCompletion: Bool?
    public var dashSubstitution: Bool?
    public var quoteSubstitution: Bool?
    public var linkDetection: Bool?
    public var dataDetection: Bool?
    public var textReplacement: Bool?
    public var grammarChecking: Bool?
    public var incrementalSearchingEnabled: Bool?
    public var usesInspectorBar: Bool?
    public var usesFindBar: Bool?
    public var adjustsFontForContentSizeCategory: Bool
    public var allowsImageEditing: Bool?
    public var allowsDocumentBackgroundColorChange: Bool?
    @Boxed public var insertionPointColor: Color?
    public var drawsBackground: Bool
    /// The properties every view shares. Declared last, so the compiler's memberwise initializer
    /// (which `init(from:)` ends with) differs from the public one.
    public var view: View

    enum CodingKeys: String, CodingKey, ModelCodingKey {
        case text, attributedText, font = "fontDescription", textColor, textAlignment, baseWritingDirection
        case isEditable = "editable", isSelectable = "selectable", textInputTraits, dataDetectorTypes
        case allowsEditingTextAttributes, usesAttributedText, textContainerInset, isRichText = "richText"
        case importsGraphics, usesRuler, usesFontPanel, allowsUndo
        case isContinuousSpellCheckingEnabled = "continuousSpellChecking"
        case spellingCorrection, smartInsertDelete, allowsNonContiguousLayout, findStyle
        case isVerticallyResizable = "verticallyResizable", isHorizontallyResizable = "horizontallyResizable"
        case minSize, maxSize, textStorage, textCompletion, dashSubstitution, quoteSubstitution, linkDetection
        case dataDetection, textReplacement, grammarChecking, incrementalSearchingEnabled, usesInspectorBar
        case usesFindBar, adjustsFontForContentSizeCategory, allowsImageEditing, allowsDocumentBackgroundColorChange
        case insertionPointColor, drawsBackground
    }

    public func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        try scrolling.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(attributedText, forKey: .attributedText)
        try container.encodeIfPresent(font, forKey: .font)
        try container.encodeIfPresent(textColor, forKey: .textColor)
        try container.encodeIfPresent(textAlignment, forKey: .textAlignment)
        try container.encodeIfPresent(baseWritingDirection, forKey: .baseWritingDirection)
        try container.encode(isEditable, forKey: .isEditable, default: true)
        try container.encode(isSelectable, forKey: .isSelectable, default: true)
        try container.encodeIfPresent(textInputTraits, forKey: .textInputTraits)
        try container.encodeIfPresent(dataDetectorTypes, forKey: .dataDetectorTypes)
        try container.encode(allowsEditingTextAttributes, forKey: .allowsEditingTextAttributes, default: false)
        try container.encode(usesAttributedText, forKey: .usesAttributedText, default: false)
        try container.encodeIfPresent(textContainerInset, forKey: .textContainerInset)
        try container.encode(isRichText, forKey: .isRichText, default: true)
        try container.encode(importsGraphics, forKey: .importsGraphics, default: false)
        try container.encode(usesRuler, forKey: .usesRuler, default: false)
        try container.encode(usesFontPanel, forKey: .usesFontPanel, default: false)
        try container.encode(allowsUndo, forKey: .allowsUndo, default: false)
        try container.encode(isContinuousSpellCheckingEnabled, forKey: .isContinuousSpellCheckingEnabled, default: false)
        try container.encode(spellingCorrection, forKey: .spellingCorrection, default: false)
        try container.encode(smartInsertDelete, forKey: .smartInsertDelete, default: false)
        try container.encode(allowsNonContiguousLayout, forKey: .allowsNonContiguousLayout, default: false)
        try container.encodeIfPresent(findStyle, forKey: .findStyle)
        try container.encode(isVerticallyResizable, forKey: .isVerticallyResizable, default: true)
        try container.encode(isHorizontallyResizable, forKey: .isHorizontallyResizable, default: false)
        try container.encodeIfPresent(minSize, forKey: .minSize)
        try container.encodeIfPresent(maxSize, forKey: .maxSize)
        try container.encodeIfPresent(textStorage, forKey: .textStorage)
        try container.encodeIfPresent(textCompletion, forKey: .textCompletion)
        try container.encodeIfPresent(dashSubstitution, forKey: .dashSubstitution)
        try container.encodeIfPresent(quoteSubstitution, forKey: .quoteSubstitution)
        try container.encodeIfPresent(linkDetection, forKey: .linkDetection)
        try container.encodeIfPresent(dataDetection, forKey: .dataDetection)
        try container.encodeIfPresent(textReplacement, forKey: .textReplacement)
        try container.encodeIfPresent(grammarChecking, forKey: .grammarChecking)
        try container.encodeIfPresent(incrementalSearchingEnabled, forKey: .incrementalSearchingEnabled)
        try container.encodeIfPresent(usesInspectorBar, forKey: .usesInspectorBar)
        try container.encodeIfPresent(usesFindBar, forKey: .usesFindBar)
        try container.encode(adjustsFontForContentSizeCategory, forKey: .adjustsFontForContentSizeCategory, default: false)
        try container.encodeIfPresent(allowsImageEditing, forKey: .allowsImageEditing)
        try container.encodeIfPresent(allowsDocumentBackgroundColorChange, forKey: .allowsDocumentBackgroundColorChange)
        try container.encodeIfPresent(insertionPointColor, forKey: .insertionPointColor)
        try container.encode(drawsBackground, forKey: .drawsBackground, default: true)
    }
}

extension TextView {
    public init(view: View, scrolling: ScrollBehavior = ScrollBehavior(), text: String? = nil,
                attributedText: AttributedString? = nil, font: Font? = nil, textColor: Color? = nil,
                textAlignment: TextAlignment? = nil, baseWritingDirection: String? = nil,
                isEditable: Bool = true, isSelectable: Bool = true,
                textInputTraits: TextInputTraits? = nil, dataDetectorTypes: DataDetectorTypes? = nil,
                allowsEditingTextAttributes: Bool = false, usesAttributedText: Bool = false,
                textContainerInset: Insets? = nil, isRichText: Bool = true, importsGraphics: Bool = false,
                usesRuler: Bool = false, usesFontPanel: Bool = false, allowsUndo: Bool = false,
                isContinuousSpellCheckingEnabled: Bool = false, spellingCorrection: Bool = false,
                smartInsertDelete: Bool = false, allowsNonContiguousLayout: Bool = false,
                findStyle: TextFinderStyle? = nil, isVerticallyResizable: Bool = true,
                isHorizontallyResizable: Bool = false, minSize: Size? = nil, maxSize: Size? = nil,
                textStorage: AttributedString? = nil, textCompletion: Bool? = nil, dashSubstitution: Bool? = nil,
                quoteSubstitution: Bool? = nil, linkDetection: Bool? = nil, dataDetection: Bool? = nil,
                textReplacement: Bool? = nil, grammarChecking: Bool? = nil, incrementalSearchingEnabled: Bool? = nil,
                usesInspectorBar: Bool? = nil, usesFindBar: Bool? = nil,
                adjustsFontForContentSizeCategory: Bool = false, allowsImageEditing: Bool? = nil,
                allowsDocumentBackgroundColorChange: Bool? = nil, insertionPointColor: Color? = nil,
                drawsBackground: Bool = true) {
        self.view = view
        self.scrolling = scrolling
        self.text = text
        self.attributedText = attributedText
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.baseWritingDirection = baseWritingDirection
        self.isEditable = isEditable
        self.isSelectable = isSelectable
        self.textInputTraits = textInputTraits
        self.dataDetectorTypes = dataDetectorTypes
        self.allowsEditingTextAttributes = allowsEditingTextAttributes
        self.usesAttributedText = usesAttributedText
        self.textContainerInset = textContainerInset
        self.isRichText = isRichText
        self.importsGraphics = importsGraphics
        self.usesRuler = usesRuler
        self.usesFontPanel = usesFontPanel
        self.allowsUndo = allowsUndo
        self.isContinuousSpellCheckingEnabled = isContinuousSpellCheckingEnabled
        self.spellingCorrection = spellingCorrection
        self.smartInsertDelete = smartInsertDelete
        self.allowsNonContiguousLayout = allowsNonContiguousLayout
        self.findStyle = findStyle
        self.isVerticallyResizable = isVerticallyResizable
        self.isHorizontallyResizable = isHorizontallyResizable
        self.minSize = minSize
        self.maxSize = maxSize
        self.textStorage = textStorage
        self.textCompletion = textCompletion
        self.dashSubstitution = dashSubstitution
        self.quoteSubstitution = quoteSubstitution
        self.linkDetection = linkDetection
        self.dataDetection = dataDetection
        self.textReplacement = textReplacement
        self.grammarChecking = grammarChecking
        self.incrementalSearchingEnabled = incrementalSearchingEnabled
        self.usesInspectorBar = usesInspectorBar
        self.usesFindBar = usesFindBar
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.allowsImageEditing = allowsImageEditing
        self.allowsDocumentBackgroundColorChange = allowsDocumentBackgroundColorChange
        self.insertionPointColor = insertionPointColor
        self.drawsBackground = drawsBackground
    }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.elementKind(for: Self.self)
        let view: View = try View(from: decoder)
        let scrolling: ScrollBehavior = try ScrollBehavior(from: decoder)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        let text: String? = container.optional(.text)
        let attributedText: AttributedString? = container.optional(.attributedText)
        let font: Font? = container.optional(.font)
        let textColor: Color? = container.optional(.textColor)
        let textAlignment: TextAlignment? = container.optional(.textAlignment)
        let baseWritingDirection: String? = container.optional(.baseWritingDirection)
        let isEditable: Bool = container.decode(.isEditable, default: true)
        let isSelectable: Bool = container.decode(.isSelectable, default: true)
        let textInputTraits: TextInputTraits? = container.optional(.textInputTraits)
        let dataDetectorTypes: DataDetectorTypes? = container.optional(.dataDetectorTypes)
        let allowsEditingTextAttributes: Bool = container.decode(.allowsEditingTextAttributes, default: false)
        let usesAttributedText: Bool = container.decode(.usesAttributedText, default: false)
        let textContainerInset: Insets? = container.optional(.textContainerInset)
        let isRichText: Bool = container.decode(.isRichText, default: true)
        let importsGraphics: Bool = container.decode(.importsGraphics, default: false)
        let usesRuler: Bool = container.decode(.usesRuler, default: false)
        let usesFontPanel: Bool = container.decode(.usesFontPanel, default: false)
        let allowsUndo: Bool = container.decode(.allowsUndo, default: false)
        let isContinuousSpellCheckingEnabled: Bool = container.decode(.isContinuousSpellCheckingEnabled, default: false)
        let spellingCorrection: Bool = container.decode(.spellingCorrection, default: false)
        let smartInsertDelete: Bool = container.decode(.smartInsertDelete, default: false)
        let allowsNonContiguousLayout: Bool = container.decode(.allowsNonContiguousLayout, default: false)
        let findStyle: TextFinderStyle? = container.optional(.findStyle)
        let isVerticallyResizable: Bool = container.decode(.isVerticallyResizable, default: true)
        let isHorizontallyResizable: Bool = container.decode(.isHorizontallyResizable, default: false)
        let minSize: Size? = container.optional(.minSize)
        let maxSize: Size? = container.optional(.maxSize)
        let textStorage: AttributedString? = container.optional(.textStorage)
        let textCompletion: Bool? = container.optional(.textCompletion)
        let dashSubstitution: Bool? = container.optional(.dashSubstitution)
        let quoteSubstitution: Bool? = container.optional(.quoteSubstitution)
        let linkDetection: Bool? = container.optional(.linkDetection)
        let dataDetection: Bool? = container.optional(.dataDetection)
        let textReplacement: Bool? = container.optional(.textReplacement)
        let grammarChecking: Bool? = container.optional(.grammarChecking)
        let incrementalSearchingEnabled: Bool? = container.optional(.incrementalSearchingEnabled)
        let usesInspectorBar: Bool? = container.optional(.usesInspectorBar)
        let usesFindBar: Bool? = container.optional(.usesFindBar)
        let adjustsFontForContentSizeCategory: Bool = container.decode(.adjustsFontForContentSizeCategory, default: false)
        let allowsImageEditing: Bool? = container.optional(.allowsImageEditing)
        let allowsDocumentBackgroundColorChange: Bool? = container.optional(.allowsDocumentBackgroundColorChange)
        let insertionPointColor: Color? = container.optional(.insertionPointColor)
        let drawsBackground: Bool = container.decode(.drawsBackground, default: true)
        try container.finish()
        self.init(scrolling: scrolling, text: text, attributedText: attributedText, font: font, textColor: textColor,
                  textAlignment: textAlignment, baseWritingDirection: baseWritingDirection, isEditable: isEditable,
                  isSelectable: isSelectable, textInputTraits: textInputTraits, dataDetectorTypes: dataDetectorTypes,
                  allowsEditingTextAttributes: allowsEditingTextAttributes, usesAttributedText: usesAttributedText,
                  textContainerInset: textContainerInset, isRichText: isRichText, importsGraphics: importsGraphics,
                  usesRuler: usesRuler, usesFontPanel: usesFontPanel, allowsUndo: allowsUndo,
                  isContinuousSpellCheckingEnabled: isContinuousSpellCheckingEnabled,
                  spellingCorrection: spellingCorrection, smartInsertDelete: smartInsertDelete,
                  allowsNonContiguousLayout: allowsNonContiguousLayout, findStyle: findStyle,
                  isVerticallyResizable: isVerticallyResizable, isHorizontallyResizable: isHorizontallyResizable,
                  minSize: minSize, maxSize: maxSize, textStorage: textStorage, textCompletion: textCompletion,
                  dashSubstitution: dashSubstitution, quoteSubstitution: quoteSubstitution,
                  linkDetection: linkDetection, dataDetection: dataDetection, textReplacement: textReplacement,
                  grammarChecking: grammarChecking, incrementalSearchingEnabled: incrementalSearchingEnabled,
                  usesInspectorBar: usesInspectorBar, usesFindBar: usesFindBar,
                  adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory,
                  allowsImageEditing: allowsImageEditing,
                  allowsDocumentBackgroundColorChange: allowsDocumentBackgroundColorChange,
                  insertionPointColor: insertionPointColor, drawsBackground: drawsBackground, view: view)
    }
}
