import UIDescription

/// Lays out a WatchKit interface controller as watchOS does (its items have no stored frames): items stacked
/// top to bottom, groups laid out horizontally or vertically, widths and heights fixed or relative to the container.
struct WatchLayout {
    let drawer: ViewDrawer

    var context: RenderContext { drawer.context }
    var colors: ColorResolver { drawer.colors }

    func draw(_ controller: ViewController) -> DrawnObject {
        let size = context.deviceSize
        var object = DrawnObject(id: controller.id, frame: PictureRect(x: 0, y: 0, width: size.width, height: size.height),
                                 hasStoredFrame: false,
                                 title: context.title(kind: controller.kind, customClass: controller.customClass, id: controller.id,
                                                      extra: controller.title))
        object.marks.append(.rectangle(object.frame, fill: colors.resolve(controller.backgroundColor) ?? .black, cornerRadius: 12))
        if let title = controller.title, let mark = drawer.text(title, in: PictureRect(x: 8, y: 2, width: size.width - 16, height: 20),
                                                                font: .system(15, weight: 600), color: RGBAColor(255, 149, 0)) {
            object.marks.append(mark)
        }
        let top = controller.title == nil ? 4.0 : 24
        let (children, height) = stack(controller.items, in: PictureRect(x: 0, y: top, width: size.width, height: size.height - top),
                                       horizontal: false, spacing: controller.spacing ?? 4)
        object.children = children
        if top + height > object.frame.height { object.frame.height = top + height + 4 }
        object.marks[0] = .rectangle(object.frame, fill: colors.resolve(controller.backgroundColor) ?? .black, cornerRadius: 12)
        if let menu = controller.menu, !menu.items.isEmpty { object.children.append(forceTouchMenu(menu, below: object.frame)) }
        return object
    }

    /// The menu a force touch shows, drawn below the screen: a circle per item with its title.
    private func forceTouchMenu(_ menu: Menu, below screen: PictureRect) -> DrawnObject {
        let frame = PictureRect(x: screen.x, y: screen.maxY + 12, width: screen.width, height: 84)
        var object = DrawnObject(id: menu.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: "menu", customClass: nil, id: menu.id, extra: "force touch menu"))
        object.marks.append(.rectangle(frame, fill: RGBAColor(white: 0.1), cornerRadius: 12))
        let width = frame.width / Double(min(4, menu.items.count))
        for (index, item) in menu.items.prefix(4).enumerated() {
            let cell = PictureRect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: frame.height)
            var drawn = DrawnObject(id: item.id, frame: cell, hasStoredFrame: false,
                                    title: context.title(kind: "menuItem", customClass: nil, id: item.id, extra: item.title))
            drawn.marks.append(.ellipse(PictureRect(x: cell.midX - 22, y: cell.y + 8, width: 44, height: 44), fill: RGBAColor(white: 0.3)))
            if let icon = item.icon ?? item.image?.image,
               let mark = context.image(nil, named: icon, in: PictureRect(x: cell.midX - 12, y: cell.y + 18, width: 24, height: 24),
                                        tint: .white) {
                drawn.marks.append(mark)
            }
            if let mark = drawer.text(item.title, in: PictureRect(x: cell.x, y: cell.y + 56, width: cell.width, height: 24),
                                      font: .system(11), color: .white, alignment: .center, lines: 2) {
                drawn.marks.append(mark)
            }
            object.children.append(drawn)
        }
        return object
    }

    /// Items placed one after another in `area`; returns them and the length they take.
    private func stack(_ items: [InterfaceItem], in area: PictureRect, horizontal: Bool, spacing: Double) -> ([DrawnObject], Double) {
        var result: [DrawnObject] = []
        var position = horizontal ? area.x : area.y
        // Hidden items are laid out like the others and drawn faded, so a reviewer sees them (watchOS gives them no
        // space at run time).
        let visible = items
        let fixed = visible.compactMap { horizontal ? fixedLength($0.item.width) : nil }.reduce(0, +)
        let automatic = visible.filter { horizontal && fixedLength($0.item.width) == nil && relative($0.item.width) == nil }.count
        let share = horizontal && automatic > 0
            ? max(20, (area.width - fixed - spacing * Double(max(0, visible.count - 1))) / Double(automatic)) : 0
        for item in visible {
            let base = item.item
            let width: Double
            if let length = fixedLength(base.width) { width = length }
            else if let fraction = relative(base.width) { width = area.width * fraction + (base.widthAdjustment ?? 0) }
            else { width = horizontal ? share : area.width }
            let availableHeight = horizontal ? area.height : max(0, area.maxY - position)
            var height = fixedLength(base.height) ?? relative(base.height).map { availableHeight * $0 + (base.heightAdjustment ?? 0) }
                ?? naturalHeight(item, width: width)
            height = max(1, height)
            var x = horizontal ? position : area.x
            if !horizontal {
                switch base.alignment?.rawValue {
                case "center": x = area.x + (area.width - width) / 2
                case "right", "trailing": x = area.maxX - width
                default: break
                }
            }
            let frame = PictureRect(x: x, y: horizontal ? area.y : position, width: width, height: height)
            result.append(draw(item, in: frame))
            position += (horizontal ? width : height) + spacing
        }
        let length = position - (horizontal ? area.x : area.y) - (visible.isEmpty ? 0 : spacing)
        return (result, max(0, length))
    }

    private func fixedLength(_ value: Double?) -> Double? { value.flatMap { $0 > 1 ? $0 : nil } }
    private func relative(_ value: Double?) -> Double? { value.flatMap { $0 > 0 && $0 <= 1 ? $0 : nil } }

    private func naturalHeight(_ item: InterfaceItem, width: Double) -> Double {
        switch item {
        case .label(let label):
            let font = context.font(label.font, default: 16)
            let style = TextStyle(font: font, color: .white)
            let lines = TextLayout.block(label.text ?? " ", in: PictureRect(x: 0, y: 0, width: width, height: 0), style: style,
                                         maximumLines: label.numberOfLines).lines.count
            return Double(max(1, lines)) * TextLayout.lineHeight(font)
        case .button, .switch, .slider: return 38
        case .separator: return 1
        case .image: return 40
        case .picker: return 50
        case .date, .textField: return 22
        case .map, .movie, .scene: return 100
        case .table(let table):
            let rowHeight = 44.0
            return Double(max(1, table.rows.count)) * (rowHeight + 4)
        case .group(let group):
            let margins = group.margins
            let horizontal = group.layout != .vertical
            let inner = PictureRect(x: 0, y: 0, width: width - (margins?.leading ?? 0) - (margins?.trailing ?? 0), height: 400)
            if horizontal {
                return group.items.map { item -> Double in
                    fixedLength(item.item.height) ?? naturalHeight(item, width: inner.width / Double(max(1, group.items.count)))
                }.max().map { $0 + (margins?.top ?? 0) + (margins?.bottom ?? 0) } ?? 20
            }
            return stack(group.items, in: inner, horizontal: false, spacing: group.spacing ?? 4).1
                + (margins?.top ?? 0) + (margins?.bottom ?? 0)
        case .item: return 30
        }
    }

    private func draw(_ item: InterfaceItem, in frame: PictureRect) -> DrawnObject {
        let base = item.item
        var object = DrawnObject(id: base.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: base.kind, customClass: base.customClass, id: base.id,
                                                      extra: base.isHidden ? "hidden" : nil),
                                 opacity: base.alpha * (base.isHidden ? 0.35 : 1))
        let white = RGBAColor.white
        func text(_ value: String?, font: Font?, color: Color?, alignment: TextAlignment? = nil, lines: Int = 1,
                  in rect: PictureRect? = nil) {
            if let mark = drawer.text(value, in: rect ?? frame, font: context.font(font, default: 16),
                                      color: colors.resolve(color) ?? white,
                                      alignment: ViewDrawer.alignment(alignment), lines: lines) {
                object.marks.append(mark)
            }
        }
        switch item {
        case .label(let label):
            text(label.text ?? drawer.plain(label.attributedText)?.text, font: label.font, color: label.textColor,
                 alignment: label.textAlignment, lines: label.numberOfLines)
        case .button(let button):
            object.marks.append(.rectangle(frame, fill: colors.resolve(button.backgroundColor) ?? RGBAColor(white: 0.2), cornerRadius: 8))
            if let group = button.contentGroup {
                object.children.append(draw(.group(group), in: frame))
            } else {
                if let image = button.backgroundImage, let mark = context.image(nil, named: image, in: frame) { object.marks.append(mark) }
                if let mark = drawer.text(button.title ?? drawer.plain(button.attributedTitle)?.text, in: frame,
                                          font: context.font(button.font, default: 16), color: colors.resolve(button.titleColor) ?? white,
                                          alignment: .center) {
                    object.marks.append(mark)
                }
            }
        case .group(let group):
            if let fill = colors.resolve(group.backgroundColor) {
                object.marks.append(.rectangle(frame, fill: fill, cornerRadius: group.radius ?? 6))
            }
            if let image = group.backgroundImage, let mark = context.image(nil, named: image, in: frame) { object.marks.append(mark) }
            let margins = group.margins
            let inner = PictureRect(x: frame.x + (margins?.leading ?? 0), y: frame.y + (margins?.top ?? 0),
                                    width: max(0, frame.width - (margins?.leading ?? 0) - (margins?.trailing ?? 0)),
                                    height: max(0, frame.height - (margins?.top ?? 0) - (margins?.bottom ?? 0)))
            object.children = stack(group.items, in: inner, horizontal: group.layout != .vertical, spacing: group.spacing ?? 4).0
        case .image(let image):
            if let mark = context.image(nil, named: image.image ?? "image", in: frame, tint: colors.resolve(image.tintColor)) {
                object.marks.append(mark)
            }
        case .table(let table):
            var y = frame.y
            for row in table.rows {
                let rowFrame = PictureRect(x: frame.x, y: y, width: frame.width, height: 44)
                var drawnRow = DrawnObject(id: row.id, frame: rowFrame, hasStoredFrame: false,
                                           title: context.title(kind: "tableRow", customClass: row.customClass, id: row.id))
                drawnRow.marks.append(.rectangle(rowFrame, fill: RGBAColor(white: 0.13), cornerRadius: 8))
                if let group = row.rootItem { drawnRow.children.append(draw(.group(group), in: rowFrame)) }
                object.children.append(drawnRow)
                y += 48
            }
        case .separator(let separator):
            object.marks.append(.rectangle(frame, fill: colors.resolve(separator.color) ?? RGBAColor(white: 0.3)))
        case .switch(let control):
            object.marks.append(.rectangle(frame, fill: RGBAColor(white: 0.2), cornerRadius: 8))
            text(control.title, font: control.font, color: control.titleColor,
                 in: PictureRect(x: frame.x + 8, y: frame.y, width: max(0, frame.width - 60), height: frame.height))
            let track = PictureRect(x: frame.maxX - 46, y: frame.midY - 11, width: 38, height: 22)
            object.marks.append(.rectangle(track, fill: control.isOn ? (colors.resolve(control.color) ?? RGBAColor(52, 199, 89))
                                                                   : RGBAColor(white: 0.35), cornerRadius: 11))
        case .slider(let slider):
            object.marks.append(.rectangle(frame, fill: RGBAColor(white: 0.2), cornerRadius: 8))
            let fraction = ((slider.value ?? 0) - (slider.minimum ?? 0)) / max(0.0001, (slider.maximum ?? 1) - (slider.minimum ?? 0))
            object.marks.append(.rectangle(PictureRect(x: frame.x + 36, y: frame.midY - 2, width: max(0, frame.width - 72) * min(1, max(0, fraction)),
                                                       height: 4), fill: colors.resolve(slider.color) ?? colors.tint, cornerRadius: 2))
        case .picker:
            object.marks.append(.rectangle(frame, fill: nil, stroke: RGBAColor(52, 199, 89), lineWidth: 2, cornerRadius: 8))
        case .date(let date):
            text("9:41", font: date.font, color: date.textColor, alignment: date.textAlignment)
        case .textField(let field):
            object.marks.append(.rectangle(frame, fill: RGBAColor(white: 0.2), cornerRadius: 8))
            let value = field.text.flatMap { $0.isEmpty ? nil : $0 }
            if let mark = drawer.text(value ?? field.placeholder, in: frame.insetBy(dx: 8, dy: 0), font: .system(16),
                                      color: value == nil ? RGBAColor(white: 0.6) : white) {
                object.marks.append(mark)
            }
        case .map, .movie, .scene, .item:
            object.marks.append(.rectangle(frame, fill: RGBAColor(white: 0.18), cornerRadius: 8))
            if let mark = drawer.text(ElementClassTable.displayClassName(forElement: base.kind, platform: .watchKit), in: frame, font: .system(12),
                                      color: RGBAColor(white: 0.7), alignment: .center) {
                object.marks.append(mark)
            }
        }
        return object
    }
}
