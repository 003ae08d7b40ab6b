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
    public var frame: PictureRect
    public var style: TextStyle
    /// Whether the text is estimated to overflow `frame` and is cut at its edges.
    public var isClipped: Bool

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
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    public var font: ResolvedFont
    public var color: RGBAColor
    public var alignment: Alignment
    /// Whether the lines sit at the top of the frame rather than centred in it.
    public var topAligned: Bool

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

    public var name: String
    public var frame: PictureRect
    public var content: Content
    public var tint: RGBAColor?

    public init(name: String, frame: PictureRect, content: Content, tint: RGBAColor? = nil) {
        self.name = name
        self.frame = frame
        self.content = content
        self.tint = tint
    }
}
