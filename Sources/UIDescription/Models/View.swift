extension View {
    /// The outlets this view owns (for example a text field's `delegate`).
    public var outlets: [Outlet] { connections.outlets }
    /// The actions this view sends.
    public var actions: [Action] { connections.actions }

    /// This view and every view below it, depth first, in document order.
    public var allViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed().map(\.view))
        }
        return result
    }

    /// Refuses elements that are never views (constraints, colors, controllers…): an outlet declared as `View`
    /// accepts any view element and nothing else.
    @inline(__always)
    static func checkKind(_ kind: String, in decoder: any Decoder) throws {
        if decoder.asElementDecoder?.isNonViewElement ?? ElementCatalogue.isNonView(kind) {
            let message = "`\(kind)` is not a view"
            if let decoder = decoder as? ElementDecoder { throw decoder.mismatch(expected: "View", found: decoder.describe(decoder.value)) }
            throw UIDescriptionError(.typeMismatch(expected: "View", found: kind), message, codingPath: decoder.codingPath)
        }
    }
}

/// What a view's `layoutMargins` key holds: insets (UIKit), or an AppKit view's layout margins guide.
enum LayoutMarginsValue: Decodable {
    case insets(Insets)
    case guide(LayoutGuide)

    init(from decoder: any Decoder) throws {
        if try decoder.elementName() == "viewLayoutGuide" {
            self = .guide(try LayoutGuide(from: decoder))
        } else {
            self = .insets(try Insets(from: decoder))
        }
    }

    var insets: Insets? { if case .insets(let insets) = self { insets } else { nil } }
    var guide: LayoutGuide? { if case .guide(let guide) = self { guide } else { nil } }
}
