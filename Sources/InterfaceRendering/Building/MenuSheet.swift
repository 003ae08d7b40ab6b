import UIDescription

/// Draws a menu as a sheet: a main menu as its menu bar with every submenu opened below it, side by side; any other
/// menu as its list of items with each submenu beside it.
struct MenuSheet {
    let drawer: ViewDrawer

    var context: RenderContext { drawer.context }
    var colors: ColorResolver { drawer.colors }

    static let itemHeight = 22.0
    static let separatorHeight = 11.0
    static let font = ResolvedFont.system(14)

    func draw(_ menu: Menu) -> DrawnObject {
        let isMenuBar = menu.systemMenu == "main"
        var columns: [(menu: Menu, title: String?)] = []
        var topItems: [MenuItem] = []
        if isMenuBar {
            topItems = menu.items
            for item in menu.items { if let submenu = item.submenu { collect(submenu, title: item.title, into: &columns) } }
        } else {
            collect(menu, title: nil, into: &columns)
        }
        var children: [DrawnObject] = []
        var x = 0.0
        let top = isMenuBar ? 24.0 : 0
        for column in columns {
            let sheet = self.sheet(column.menu, title: column.title, at: PicturePoint(x: x, y: top))
            children.append(sheet)
            x = sheet.frame.maxX + 12
        }
        var barItems: [DrawnObject] = []
        if isMenuBar {
            var itemX = 10.0
            for item in topItems {
                let title = item.title ?? ""
                let width = TextLayout.width(of: title, font: Self.font) + 18
                let frame = PictureRect(x: itemX, y: 0, width: width, height: 24)
                var drawn = DrawnObject(id: item.id, frame: frame, hasStoredFrame: false,
                                        title: context.title(kind: "menuItem", customClass: item.customClass, id: item.id, extra: title))
                if let mark = drawer.text(title, in: frame, font: .system(14, weight: itemX == 10 ? 700 : 400), color: colors.label,
                                          alignment: .center) { drawn.marks.append(mark) }
                barItems.append(drawn)
                itemX += width
            }
            x = max(x, itemX)
        }
        let height = max(top + 10, children.map(\.frame.maxY).max() ?? 0)
        let frame = PictureRect(x: 0, y: 0, width: max(x, 120), height: height)
        var object = DrawnObject(id: menu.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: "menu", customClass: menu.customClass, id: menu.id, extra: menu.title))
        if isMenuBar {
            object.marks.append(.rectangle(frame.top(24), fill: colors.isDark ? RGBAColor(white: 0.2) : RGBAColor(white: 0.95)))
        }
        object.children = barItems + children
        return object
    }

    /// A menu item standing on its own (a top-level object of a xib): the item, then its submenus.
    func draw(_ item: MenuItem) -> DrawnObject {
        var columns: [(menu: Menu, title: String?)] = []
        if let submenu = item.submenu { collect(submenu, title: item.title, into: &columns) }
        var itemObject = DrawnObject(id: item.id, frame: PictureRect(x: 0, y: 0, width: 160, height: 24), hasStoredFrame: false,
                                     title: context.title(kind: "menuItem", customClass: item.customClass, id: item.id, extra: item.title))
        itemObject.marks.append(.rectangle(itemObject.frame, fill: colors.isDark ? RGBAColor(white: 0.2) : RGBAColor(white: 0.95),
                                           cornerRadius: 4))
        if let mark = drawer.text(item.title ?? drawer.plain(item.attributedTitle)?.text, in: itemObject.frame.insetBy(dx: 10, dy: 0),
                                  font: Self.font, color: colors.label) {
            itemObject.marks.append(mark)
        }
        var children = [itemObject]
        var x = 0.0
        for column in columns {
            let sheet = self.sheet(column.menu, title: column.title, at: PicturePoint(x: x, y: 30))
            x = sheet.frame.maxX + 12
            children.append(sheet)
        }
        let height = children.map(\.frame.maxY).max() ?? 24
        var object = DrawnObject(id: nil, frame: PictureRect(x: 0, y: 0, width: max(x, 160), height: height), hasStoredFrame: false,
                                 title: "NSMenuItem")
        object.children = children
        return object
    }

    /// The menu and, after it, each of its submenus (depth first).
    private func collect(_ menu: Menu, title: String?, into columns: inout [(menu: Menu, title: String?)]) {
        guard columns.count < 200 else { return }
        columns.append((menu, title ?? menu.title))
        for item in menu.items { if let submenu = item.submenu { collect(submenu, title: item.title, into: &columns) } }
    }

    /// One menu's items in a rounded sheet with its title above.
    private func sheet(_ menu: Menu, title: String?, at origin: PicturePoint) -> DrawnObject {
        let titles = menu.items.map { $0.title ?? drawer.plain($0.attributedTitle)?.text ?? "" }
        let keyWidth = 60.0
        let width = max(140, (titles.map { TextLayout.width(of: $0, font: Self.font) }.max() ?? 0) + keyWidth + 40)
        var y = origin.y + 22
        var items: [DrawnObject] = []
        for (index, item) in menu.items.enumerated() {
            let height = item.isSeparatorItem ? Self.separatorHeight : Self.itemHeight
            let frame = PictureRect(x: origin.x + 5, y: y, width: width - 10, height: height)
            // A hidden item is drawn faded, as hidden views are: a reviewer sees it is there.
            var drawn = DrawnObject(id: item.id, frame: frame, hasStoredFrame: false,
                                    title: context.title(kind: "menuItem", customClass: item.customClass, id: item.id,
                                                         extra: item.isHidden ? "\(titles[index]) · hidden" : titles[index]),
                                    opacity: item.isHidden ? 0.35 : 1)
            if item.isSeparatorItem {
                drawn.marks.append(.line(from: PicturePoint(x: frame.x + 8, y: frame.midY), to: PicturePoint(x: frame.maxX - 8, y: frame.midY),
                                         color: colors.separator))
            } else {
                let color = item.isEnabled ? colors.label : colors.label.withAlpha(times: 0.35)
                let indent = 22 + Double(item.indentationLevel ?? 0) * 10
                if item.state == .on, let mark = drawer.text("✓", in: PictureRect(x: frame.x + 6, y: frame.y, width: 14, height: height),
                                                             font: Self.font, color: color) {
                    drawn.marks.append(mark)
                }
                if let mark = drawer.text(titles[index], in: PictureRect(x: frame.x + indent, y: frame.y, width: frame.width - indent - keyWidth,
                                                                         height: height), font: Self.font, color: color) {
                    drawn.marks.append(mark)
                }
                let key = item.submenu != nil ? "›" : Self.keyEquivalent(item)
                if let mark = drawer.text(key, in: PictureRect(x: frame.maxX - keyWidth - 6, y: frame.y, width: keyWidth, height: height),
                                          font: Self.font, color: colors.secondaryLabel, alignment: .trailing) {
                    drawn.marks.append(mark)
                }
            }
            items.append(drawn)
            y += height
        }
        let frame = PictureRect(x: origin.x, y: origin.y, width: width, height: y - origin.y + 5)
        var object = DrawnObject(id: menu.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: "menu", customClass: menu.customClass, id: menu.id, extra: title))
        object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: colors.isDark ? RGBAColor(white: 0.17) : RGBAColor(white: 0.98),
                                       stroke: RGBAColor(white: 0, alpha: 0.18), lineWidth: 1, cornerRadius: 6))
        if let mark = drawer.text(title, in: PictureRect(x: frame.x + 10, y: frame.y + 2, width: width - 20, height: 18),
                                  font: .system(11, weight: 600), color: colors.secondaryLabel) {
            object.marks.append(mark)
        }
        object.children = items
        return object
    }

    /// `⇧⌘S` for an item's key equivalent and modifiers.
    static func keyEquivalent(_ item: MenuItem) -> String? {
        guard let key = item.keyEquivalent, !key.isEmpty else { return nil }
        let mask = item.keyEquivalentModifierMask
        var text = ""
        if mask?.control == true { text += "⌃" }
        if mask?.option == true { text += "⌥" }
        if mask?.shift == true || key.contains(where: \.isUppercase) { text += "⇧" }
        if mask?.command ?? true { text += "⌘" }
        let names: [String: String] = ["\r": "↩", "\u{8}": "⌫", "\u{7F}": "⌫", "\u{1B}": "⎋", "\t": "⇥", " ": "Space"]
        let shown = names[key] ?? (key.unicodeScalars.first.map { $0.value >= 0xF700 && $0.value <= 0xF8FF } == true ? "Fn" : key.uppercased())
        return text + shown
    }
}
