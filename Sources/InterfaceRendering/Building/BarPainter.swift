import UIDescription

/// Navigation bars, toolbars, tab bars and search bars, for bars stored in the file and for the bars Interface
/// Builder simulates above and below a view controller's view.
struct BarPainter {
    let drawer: ViewDrawer

    init(painter: KindPainter) { self.drawer = painter.drawer }
    init(drawer: ViewDrawer) { self.drawer = drawer }

    var context: RenderContext { drawer.context }
    var colors: ColorResolver { drawer.colors }

    /// A stored navigation bar, showing its top item.
    func navigationBar(_ bar: NavigationBar, into object: inout DrawnObject) {
        let fill = colors.resolve(bar.barTintColor) ?? colors.resolve(bar.view.backgroundColor) ?? colors.barBackground
        navigationBar(item: bar.items.last, fill: fill, titleColor: colors.resolve(bar.titleTextAttributes?.textColor),
                      largeTitle: bar.prefersLargeTitles, tint: colors.resolve(bar.view.tintColor), into: &object)
    }

    /// A navigation bar in `object.frame` showing `item`: title (or title view) in the middle, bar button items on
    /// either side.
    func navigationBar(item: NavigationItem?, fill: RGBAColor, titleColor: RGBAColor? = nil, largeTitle: Bool = false,
                       tint: RGBAColor? = nil, into object: inout DrawnObject) {
        let frame = object.frame
        object.marks.append(.rectangle(frame, fill: fill))
        object.overlay.append(.line(from: PicturePoint(x: frame.x, y: frame.maxY - 0.25), to: PicturePoint(x: frame.maxX, y: frame.maxY - 0.25),
                                    color: colors.separator, lineWidth: 0.5))
        guard let item else { return }
        let tint = tint ?? colors.tint
        let row = frame.top(44)
        var leftX = row.x + 8
        let leftItems = item.leftBarButtonItems.isEmpty ? [item.leftBarButtonItem].compactMap { $0 } : item.leftBarButtonItems
        for barItem in leftItems {
            leftX = self.barItem(barItem, at: leftX, in: row, leading: true, tint: tint, into: &object)
        }
        var rightX = row.maxX - 8
        let rightItems = item.rightBarButtonItems.isEmpty ? [item.rightBarButtonItem].compactMap { $0 } : item.rightBarButtonItems
        for barItem in rightItems {
            rightX = self.barItem(barItem, at: rightX, in: row, leading: false, tint: tint, into: &object)
        }
        if let prompt = item.prompt, let mark = drawer.text(prompt, in: frame.top(14), font: .system(12),
                                                            color: colors.secondaryLabel, alignment: .center) {
            object.marks.append(mark)
        }
        if let titleView = item.titleView {
            object.children.append(drawer.draw(titleView, in: frame, parentKind: "navigationBar", parentIsPlaced: !object.hasStoredFrame))
        } else if largeTitle, frame.height >= 90 {
            if let mark = drawer.text(item.title, in: PictureRect(x: frame.x + 16, y: frame.maxY - 52, width: frame.width - 32, height: 41),
                                      font: .system(34, weight: 700), color: titleColor ?? colors.label) {
                object.marks.append(mark)
            }
        } else {
            let space = max(40, min(row.midX - leftX, rightX - row.midX) * 2)
            let titleFrame = PictureRect(x: row.midX - space / 2, y: row.y, width: space, height: row.height)
            if let mark = drawer.text(item.title, in: titleFrame, font: .system(17, weight: 600), color: titleColor ?? colors.label,
                                      alignment: .center) {
                object.marks.append(mark)
            }
        }
    }

    /// A bar button item at `x` (its leading or trailing edge), returning where the next item starts.
    func barItem(_ item: BarButtonItem, at x: Double, in row: PictureRect, leading: Bool, tint: RGBAColor,
                 into object: inout DrawnObject) -> Double {
        let itemTint = colors.resolve(item.tintColor) ?? tint
        if let custom = item.customView {
            let drawn = drawer.draw(custom, in: row, parentKind: "navigationBar", parentIsPlaced: true)
            object.children.append(drawn)
            return leading ? max(x, drawn.frame.maxX + 8) : min(x, drawn.frame.x - 8)
        }
        let systemTitle = item.systemItem.flatMap(Self.systemItemTitle)
        if item.systemItem == .flexibleSpace { return x }
        if item.systemItem == .fixedSpace { return leading ? x + (item.width ?? 8) : x - (item.width ?? 8) }
        if let title = item.title ?? systemTitle {
            let font = ResolvedFont.system(17, weight: item.style?.rawValue == "done" || item.systemItem == .done ? 600 : 400)
            let width = min(row.width / 2.5, TextLayout.width(of: title, font: font) + 4)
            let itemFrame = PictureRect(x: leading ? x : x - width, y: row.y, width: width, height: row.height)
            if let mark = drawer.text(title, in: itemFrame, font: font, color: itemTint, alignment: .center) { object.marks.append(mark) }
            return leading ? itemFrame.maxX + 12 : itemFrame.x - 12
        }
        let side = min(24, row.height - 8)
        let itemFrame = PictureRect(x: leading ? x : x - side, y: row.midY - side / 2, width: side, height: side)
        if let mark = context.image(item.image, named: item.systemItem?.rawValue, in: itemFrame, tint: itemTint) {
            object.marks.append(mark)
        }
        return leading ? itemFrame.maxX + 12 : itemFrame.x - 12
    }

    /// The words a system bar button item shows.
    static func systemItemTitle(_ item: BarButtonSystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        default: nil
        }
    }

    func toolbar(_ toolbar: Toolbar, into object: inout DrawnObject) {
        let fill = colors.resolve(toolbar.barTintColor) ?? colors.resolve(toolbar.view.backgroundColor) ?? colors.barBackground
        self.toolbar(items: toolbar.items, fill: fill, tint: colors.resolve(toolbar.view.tintColor), into: &object)
    }

    /// A toolbar with `items` spread as UIKit spreads them: flexible spaces share what is left.
    func toolbar(items: [BarButtonItem], fill: RGBAColor, tint: RGBAColor? = nil, into object: inout DrawnObject) {
        let frame = object.frame
        object.marks.append(.rectangle(frame, fill: fill))
        object.overlay.append(.line(from: PicturePoint(x: frame.x, y: frame.y + 0.25), to: PicturePoint(x: frame.maxX, y: frame.y + 0.25),
                                    color: colors.separator, lineWidth: 0.5))
        let row = frame.top(44)
        let tint = tint ?? colors.tint
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        var natural = 0.0
        for item in items where item.systemItem != .flexibleSpace {
            natural += itemWidth(item) + 12
        }
        let extra = flexible > 0 ? max(0, row.width - 16 - natural) / Double(flexible) : 0
        var x = row.x + 8
        for item in items {
            if item.systemItem == .flexibleSpace {
                x += extra
            } else {
                x = barItem(item, at: x, in: row, leading: true, tint: tint, into: &object)
            }
        }
    }

    private func itemWidth(_ item: BarButtonItem) -> Double {
        if let custom = item.customView?.view.frame { return custom.width }
        if let title = item.title ?? item.systemItem.flatMap(Self.systemItemTitle) {
            return TextLayout.width(of: title, font: .system(17)) + 4
        }
        return item.width ?? 24
    }

    /// A tab bar with `items` side by side, the first selected.
    func tabBar(_ bar: TabBar?, items: [TabBarItem], into object: inout DrawnObject) {
        let frame = object.frame
        let fill = colors.resolve(bar?.barTintColor) ?? colors.resolve(bar?.view.backgroundColor) ?? colors.barBackground
        object.marks.append(.rectangle(frame, fill: fill))
        object.overlay.append(.line(from: PicturePoint(x: frame.x, y: frame.y + 0.25), to: PicturePoint(x: frame.maxX, y: frame.y + 0.25),
                                    color: colors.separator, lineWidth: 0.5))
        guard !items.isEmpty else { return }
        let selectedColor = colors.resolve(bar?.selectedImageTintColor) ?? colors.resolve(bar?.view.tintColor) ?? colors.tint
        let unselected = colors.resolve(bar?.unselectedItemTintColor) ?? colors.gray
        let width = frame.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let cell = PictureRect(x: frame.x + Double(index) * width, y: frame.y, width: width, height: min(49, frame.height))
            let color = index == 0 ? selectedColor : unselected
            let title = item.title ?? item.systemItem.map { Self.words($0.rawValue) }
            let icon = PictureRect(x: cell.midX - 12, y: cell.y + 5, width: 24, height: 24)
            if let mark = context.image(item.image, named: item.systemItem?.rawValue ?? (title == nil ? "item" : nil), in: icon,
                                        tint: color) {
                object.marks.append(mark)
            }
            if let mark = drawer.text(title, in: PictureRect(x: cell.x + 2, y: cell.y + 31, width: max(0, cell.width - 4), height: 13),
                                      font: .system(10, weight: 500), color: color, alignment: .center) {
                object.marks.append(mark)
            }
            if let badge = item.badgeValue {
                let badgeFrame = PictureRect(x: icon.maxX - 6, y: icon.y - 3, width: max(18, TextLayout.width(of: badge, font: .system(13)) + 10),
                                             height: 18)
                object.marks.append(.rectangle(badgeFrame, fill: colors.named("systemRedColor"), cornerRadius: 9))
                if let mark = drawer.text(badge, in: badgeFrame, font: .system(13), color: .white, alignment: .center) {
                    object.marks.append(mark)
                }
            }
        }
    }

    /// `mostViewed` → `Most Viewed`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }

    func searchBar(_ bar: SearchBar, into object: inout DrawnObject) {
        let frame = object.frame
        object.marks.append(.rectangle(frame, fill: colors.resolve(bar.barTintColor) ?? colors.resolve(bar.view.backgroundColor)
                                       ?? (bar.searchBarStyle?.rawValue == "minimal" ? nil : colors.barBackground)))
        var fieldRow = frame.top(56)
        if let prompt = bar.prompt, let mark = drawer.text(prompt, in: frame.top(20), font: .system(13), color: colors.secondaryLabel,
                                                           alignment: .center) {
            object.marks.append(mark)
            fieldRow = PictureRect(x: frame.x, y: frame.y + 20, width: frame.width, height: min(56, max(0, frame.height - 20)))
        }
        var fieldWidth = fieldRow.width - 16
        if bar.showsCancelButton {
            fieldWidth -= 70
            if let mark = drawer.text("Cancel", in: PictureRect(x: fieldRow.maxX - 74, y: fieldRow.y, width: 66, height: fieldRow.height),
                                      font: .system(17), color: colors.tint, alignment: .center) { object.marks.append(mark) }
        }
        let field = PictureRect(x: fieldRow.x + 8, y: fieldRow.midY - 18, width: max(0, fieldWidth), height: 36)
        object.marks.append(.rectangle(field, fill: colors.fill, cornerRadius: 10))
        let glass = PictureRect(x: field.x + 8, y: field.midY - 7, width: 12, height: 12)
        object.marks.append(.ellipse(glass, fill: nil, stroke: colors.gray, lineWidth: 1.6))
        object.marks.append(.line(from: PicturePoint(x: glass.maxX - 1.5, y: glass.maxY - 1.5),
                                  to: PicturePoint(x: glass.maxX + 3, y: glass.maxY + 3), color: colors.gray, lineWidth: 1.6))
        let textFrame = PictureRect(x: glass.maxX + 8, y: field.y, width: max(0, field.maxX - glass.maxX - 12), height: field.height)
        let text = bar.text.flatMap { $0.isEmpty ? nil : $0 }
        if let mark = drawer.text(text ?? bar.placeholder, in: textFrame, font: .system(17),
                                  color: text == nil ? colors.gray : colors.label) {
            object.marks.append(mark)
        }
        if bar.showsScopeBar, !bar.scopeButtonTitles.isEmpty, frame.height >= fieldRow.maxY - frame.y + 28 {
            let scope = PictureRect(x: frame.x + 8, y: fieldRow.maxY, width: frame.width - 16, height: 28)
            object.marks.append(.rectangle(scope, fill: colors.fill, cornerRadius: 7))
            let width = scope.width / Double(bar.scopeButtonTitles.count)
            for (index, title) in bar.scopeButtonTitles.enumerated() {
                let cell = PictureRect(x: scope.x + Double(index) * width, y: scope.y, width: width, height: scope.height)
                if index == 0 { object.marks.append(.rectangle(cell.insetBy(dx: 2, dy: 2), fill: colors.isDark ? RGBAColor(white: 0.39) : .white, cornerRadius: 6)) }
                if let mark = drawer.text(title, in: cell, font: .system(13), color: colors.label, alignment: .center) {
                    object.marks.append(mark)
                }
            }
        }
    }
}
