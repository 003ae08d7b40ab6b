/// A rectangle in a picture's coordinates: points, origin at the top left, y growing downwards.
public struct PictureRect: Hashable, Sendable {
/// The left edge.
    public var x: Double
/// The top edge.
    public var y: Double
/// The width in points.
    public var width: Double
/// The height in points.
    public var height: Double

/// A rectangle from its top left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

/// The right edge.
    public var maxX: Double { x + width }
/// The bottom edge.
    public var maxY: Double { y + height }
/// The horizontal centre.
    public var midX: Double { x + width / 2 }
/// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PictureRect {
        PictureRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (never below zero size).
    public func insetBy(dx: Double, dy: Double) -> PictureRect {
        PictureRect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The part of this rectangle `height` tall at its top.
    public func top(_ height: Double) -> PictureRect {
        PictureRect(x: x, y: y, width: width, height: min(height, self.height))
    }

    /// The part of this rectangle `height` tall at its bottom.
    public func bottom(_ height: Double) -> PictureRect {
        let height = min(height, self.height)
        return PictureRect(x: x, y: maxY - height, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PictureRect) -> PictureRect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return PictureRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                           height: Swift.max(maxY, other.maxY) - minY)
    }
}

/// A point in a picture's coordinates.
public struct PicturePoint: Hashable, Sendable {
/// The horizontal position.
    public var x: Double
/// The vertical position (downwards).
    public var y: Double

/// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
