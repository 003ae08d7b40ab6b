import UIDescription

/// Draws a view and everything inside it: the shared look of every view (background, layer border and corner,
/// opacity, hidden), the look of its kind, and its subviews at their stored frames.
struct ViewDrawer {
    let context: RenderContext

    var colors: ColorResolver { context.colors }

    /// `view` inside a superview drawn at `parent`, of kind `parentKind`; `placed` puts it at a frame the renderer
    /// chose (a view with no stored frame, a prototype cell view of a table column). `parentIsPlaced` says the
    /// superview's frame was chosen by the renderer, so this view's frame, composed in it, is not the stored one.
    func draw(_ view: AnyView, in parent: PictureRect, parentKind: String, placed: PictureRect? = nil,
              parentIsPlaced: Bool = false) -> DrawnObject {
        let base = view.view
        let frame: PictureRect
        var stored = true
        if let placed {
            frame = placed
            stored = false
        } else if let rect = base.frame, parentKind == Self.topLevel {
            frame = FrameComposition.picture(rect)
        } else if let rect = base.frame {
            frame = FrameComposition.compose(rect, in: parent,
                                             flipped: FrameComposition.isFlipped(parentKind, appKit: context.isAppKit))
            stored = !parentIsPlaced
        } else {
            frame = parent
            stored = false
        }
        var object = DrawnObject(
            id: base.id, frame: frame, hasStoredFrame: stored,
            title: context.title(kind: base.kind, customClass: base.customClass, id: base.id,
                                 extra: base.isHidden ? "hidden" : nil),
            clipsChildren: base.clipsSubviews || base.clipsToBounds == true || Self.clippingKinds.contains(base.kind),
            opacity: (base.alphaValue ?? base.alpha) * (base.isHidden ? 0.35 : 1))
        object.marks.append(contentsOf: backgroundMarks(of: base, in: frame))
        // The object moves into the painter and back, so that its arrays are never shared while they grow.
        var painter = KindPainter(drawer: self, frame: frame, kind: base.kind, object: consume object)
        painter.paint(view)
        object = painter.object
        for subview in base.subviews {
            object.children.append(draw(subview, in: frame, parentKind: base.kind, parentIsPlaced: !object.hasStoredFrame))
        }
        object.overlay.append(contentsOf: borderMarks(of: base, in: frame))
        return object
    }

    /// The parent kind of a view drawn at the top of a picture: its stored frame is its place in the picture.
    static let topLevel = "$topLevel"

    /// Kinds that always cut their content to their bounds.
    static let clippingKinds: Set<String> = ["scrollView", "clipView", "tableView", "collectionView", "textView", "outlineView"]

    // MARK: - What every view shares

    private func backgroundMarks(of view: View, in frame: PictureRect) -> [Mark] {
        guard let fill = colors.resolve(view.backgroundColor) ?? layerColor("layer.backgroundColor", of: view),
              !fill.isClear else { return [] }
        return [.rectangle(frame, fill: fill, cornerRadius: cornerRadius(of: view))]
    }

    private func borderMarks(of view: View, in frame: PictureRect) -> [Mark] {
        guard let width = runtimeNumber("layer.borderWidth", of: view), width > 0 else { return [] }
        let color = layerColor("layer.borderColor", of: view) ?? layerColor("borderColor", of: view) ?? .black
        return [.rectangle(frame.insetBy(dx: width / 2, dy: width / 2), fill: nil, stroke: color, lineWidth: width,
                           cornerRadius: cornerRadius(of: view))]
    }

    func cornerRadius(of view: View) -> Double {
        runtimeNumber("layer.cornerRadius", of: view) ?? runtimeNumber("cornerRadius", of: view) ?? 0
    }

    func runtimeNumber(_ keyPath: String, of view: View) -> Double? {
        for attribute in view.userDefinedRuntimeAttributes where attribute.keyPath == keyPath {
            if case .number(let value) = attribute.value { return value }
        }
        return nil
    }

    private func layerColor(_ keyPath: String, of view: View) -> RGBAColor? {
        for attribute in view.userDefinedRuntimeAttributes where attribute.keyPath == keyPath {
            if case .color(let color) = attribute.value { return colors.resolve(color) }
        }
        return nil
    }

    // MARK: - Text

    /// A text mark for `text`, or nil when there is none.
    func text(_ text: String?, in rect: PictureRect, font: ResolvedFont, color: RGBAColor,
              alignment: TextStyle.Alignment = .leading, lines: Int = 1, top: Bool = false) -> Mark? {
        guard let text, !text.isEmpty else { return nil }
        let style = TextStyle(font: font, color: color, alignment: alignment, topAligned: top)
        return .text(TextLayout.block(text, in: rect, style: style, maximumLines: lines))
    }

    /// The plain text of an attributed string, with the font and color of its first run.
    func plain(_ attributed: AttributedString?) -> (text: String, font: Font?, color: Color?)? {
        guard let attributed, !attributed.fragments.isEmpty else { return nil }
        let text = attributed.fragments.map(\.content).joined()
        let first = attributed.fragments.first?.attributes
        return (text, first?.font, first?.color)
    }

    static func alignment(_ alignment: TextAlignment?, natural: TextStyle.Alignment = .leading) -> TextStyle.Alignment {
        switch alignment {
        case .center?: .center
        case .right?: .trailing
        case .left?, .justified?: .leading
        default: natural
        }
    }
}
