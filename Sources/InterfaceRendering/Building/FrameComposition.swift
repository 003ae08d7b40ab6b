import UIDescription

/// How a stored frame becomes a frame in the picture: UIKit frames are in the superview's coordinates with y growing
/// downwards; AppKit frames have y growing upwards unless the superview is flipped (scroll, clip, table, outline,
/// text, collection, stack, split and grid views, matrices, table headers).
public enum FrameComposition {
    /// The AppKit element kinds whose subviews' frames count y downwards.
    public static let appKitFlippedKinds: Set<String> = [
        "scrollView", "clipView", "tableView", "outlineView", "textView", "collectionView", "stackView", "matrix",
        "splitView", "gridView", "tableHeaderView",
    ]

    /// Whether subviews of a `kind` element count y downwards.
    public static func isFlipped(_ kind: String, appKit: Bool) -> Bool {
        !appKit || appKitFlippedKinds.contains(kind)
    }

    /// `frame`, stored in a superview at `parent` (in picture coordinates), in picture coordinates.
    public static func compose(_ frame: Rect, in parent: PictureRect, flipped: Bool) -> PictureRect {
        PictureRect(
            x: parent.x + frame.x,
            y: flipped ? parent.y + frame.y : parent.y + parent.height - frame.y - frame.height,
            width: frame.width, height: frame.height)
    }

    /// A top-level frame as stored.
    public static func picture(_ frame: Rect) -> PictureRect {
        PictureRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
