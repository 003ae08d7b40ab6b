/// One thing drawn for an object: a shape, a line of text or an image.
public enum Mark: Hashable, Sendable {
    /// A rectangle, optionally filled, outlined and rounded.
    case rectangle(PictureRect, fill: RGBAColor?, stroke: RGBAColor? = nil, lineWidth: Double = 1, cornerRadius: Double = 0)
    /// An ellipse inside the rectangle.
    case ellipse(PictureRect, fill: RGBAColor?, stroke: RGBAColor? = nil, lineWidth: Double = 1)
    /// A straight line.
    case line(from: PicturePoint, to: PicturePoint, color: RGBAColor, lineWidth: Double = 1)
    /// A path of straight segments, open or closed.
    case polyline([PicturePoint], closed: Bool, fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double = 1)
    /// Text laid out in lines inside a rectangle.
    case text(TextBlock)
    /// An image: its bytes when they were found, else a labelled placeholder.
    case image(ImageMark)
}

/// Text already broken into lines, with the rectangle it is drawn in and its style.
public struct TextBlock: Hashable, Sendable {
    /// The lines as drawn (after wrapping and truncation).
    public var lines: [String]
/// The rectangle the lines are laid out in.
    public var frame: PictureRect
/// Font, color and alignment.
    public var style: TextStyle
    /// Whether the text is estimated to overflow `frame` and is cut at its edges.
    public var isClipped: Bool

/// Lines already broken, in `frame`.
    public init(lines: [String], frame: PictureRect, style: TextStyle, isClipped: Bool = false) {
        self.lines = lines
        self.frame = frame
        self.style = style
        self.isClipped = isClipped
    }
}

/// How a text block is drawn.
public struct TextStyle: Hashable, Sendable {
    /// How lines sit between the left and right edges.
    public enum Alignment: Hashable, Sendable {
        /// Lines start at the left edge.
        case leading
        /// Lines are centred.
        case center
        /// Lines end at the right edge.
        case trailing
    }

/// The font.
    public var font: ResolvedFont
/// The text color.
    public var color: RGBAColor
/// How lines sit between the edges.
    public var alignment: Alignment
    /// Whether the lines sit at the top of the frame rather than centred in it.
    public var topAligned: Bool

/// A style; lines are centred vertically unless `topAligned`.
    public init(font: ResolvedFont, color: RGBAColor, alignment: Alignment = .leading, topAligned: Bool = false) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.topAligned = topAligned
    }
}

/// An image drawn in a rectangle.
public struct ImageMark: Hashable, Sendable {
    /// What is known of the image's content.
    public enum Content: Hashable, Sendable {
        /// The image's bytes, with their media type (`image/png`, `image/jpeg`, `image/svg+xml`).
        case embedded(mediaType: String, base64: String)
        /// Not found: drawn as a box labelled with the name.
        case placeholder
        /// An SF Symbol: drawn as a labelled placeholder, tinted.
        case symbol
    }

/// The image's name in the file.
    public var name: String
/// Where the image is drawn.
    public var frame: PictureRect
/// Its bytes, or what kind of placeholder stands for it.
    public var content: Content
/// The color a template image or symbol is drawn in.
    public var tint: RGBAColor?

/// An image mark.
    public init(name: String, frame: PictureRect, content: Content, tint: RGBAColor? = nil) {
        self.name = name
        self.frame = frame
        self.content = content
        self.tint = tint
    }
}
