extension Button {
    /// The title people see: the normal state's, the configuration's, or the AppKit cell's.
    public var title: String? {
        states.first { $0.state == "normal" }?.title ?? configuration?.title ?? cell?.title
    }
}

extension ImageView {
    /// The image's name: UIKit's `image`, or the AppKit cell's.
    public var imageName: String? { image?.image ?? cell?.image?.image }
}

extension SegmentedControl {
    /// The segments' titles (or image names, for image segments), in order, on either platform.
    public var segmentTitles: [String] { (segments.isEmpty ? cell?.segments ?? [] : segments).map(\.displayName) }
}

extension Segment {
    /// The title, or else the image name or AppKit label.
    public var displayName: String { title ?? label ?? image?.image ?? "" }
}
