import UIDescription

/// The look of AppKit's buttons, fields, boxes, tab views, matrices and indicators.
extension KindPainter {
    mutating func paintMacButton(_ button: Button) {
        guard let buttonCell = button.cell else {
            paintButton(button)
            return
        }
        paintButtonCell(buttonCell, in: frame, contentTint: colors.resolve(button.contentTintColor))
    }

    /// A button cell: bezel by type and bezel style, image and title.
    mutating func paintButtonCell(_ buttonCell: ButtonCell, in frame: PictureRect, contentTint: RGBAColor? = nil) {
        let cell = buttonCell.cell
        let title = cell.title ?? drawer.plain(cell.attributedTitle)?.text
        let font = context.font(cell.font ?? drawer.plain(cell.attributedTitle)?.font)
        let color = contentTint ?? colors.resolve(cell.textColor) ?? colors.label
        let bordered = cell.isBordered != false && !buttonCell.isTransparent
        switch buttonCell.type {
        case .check?, .radio?:
            let side = min(14, frame.height)
            let box = PictureRect(x: frame.x + 2, y: frame.midY - side / 2, width: side, height: side)
            let on = cell.state == .on
            if buttonCell.type == .radio {
                object.marks.append(.ellipse(box, fill: on ? colors.tint : colors.controlBackground,
                                             stroke: on ? nil : RGBAColor(white: 0.6), lineWidth: 0.5))
                if on { object.marks.append(.ellipse(box.insetBy(dx: side * 0.33, dy: side * 0.33), fill: .white)) }
            } else {
                object.marks.append(.rectangle(box, fill: on ? colors.tint : colors.controlBackground,
                                               stroke: on ? nil : RGBAColor(white: 0.6), lineWidth: 0.5, cornerRadius: 3))
                if on {
                    object.marks.append(.polyline([PicturePoint(x: box.x + 3, y: box.midY), PicturePoint(x: box.midX - 1, y: box.maxY - 3),
                                                   PicturePoint(x: box.maxX - 3, y: box.y + 3)], closed: false, fill: nil,
                                                  stroke: .white, lineWidth: 1.8))
                }
            }
            add(drawer.text(title, in: PictureRect(x: box.maxX + 5, y: frame.y, width: max(0, frame.maxX - box.maxX - 5),
                                                   height: frame.height), font: font, color: color))
            return
        case .disclosureTriangle?:
            let size = min(9, frame.height)
            object.marks.append(.polyline([PicturePoint(x: frame.x + 4, y: frame.midY - size / 2),
                                           PicturePoint(x: frame.x + 4 + size * 0.8, y: frame.midY),
                                           PicturePoint(x: frame.x + 4, y: frame.midY + size / 2)],
                                          closed: true, fill: colors.gray, stroke: nil))
            add(drawer.text(title, in: PictureRect(x: frame.x + 16, y: frame.y, width: max(0, frame.width - 16),
                                                   height: frame.height), font: font, color: color))
            return
        default:
            break
        }
        if bordered {
            switch buttonCell.bezelStyle {
            case .helpButton?, .circular?:
                let side = min(frame.width, frame.height) - 2
                let circle = PictureRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                object.marks.append(.ellipse(circle, fill: colors.controlBackground, stroke: RGBAColor(white: 0.7), lineWidth: 0.5))
                if buttonCell.bezelStyle == .helpButton {
                    add(drawer.text("?", in: circle, font: .system(side * 0.6, weight: 600), color: color, alignment: .center))
                }
            case .disclosure?, .roundedDisclosure?:
                let box = frame.insetBy(dx: 2, dy: 2)
                object.marks.append(.rectangle(box, fill: colors.controlBackground, stroke: RGBAColor(white: 0.7), lineWidth: 0.5,
                                               cornerRadius: 4))
                object.marks.append(.polyline([PicturePoint(x: box.midX - 3, y: box.midY - 1.5), PicturePoint(x: box.midX, y: box.midY + 1.5),
                                               PicturePoint(x: box.midX + 3, y: box.midY - 1.5)], closed: false, fill: nil,
                                              stroke: color, lineWidth: 1.5))
            case .rounded?, .push?, .flexiblePush?, .regularSquare?, .roundRect?, .texturedRounded?, .recessed?, .inline?,
                 .texturedSquare?, .smallSquare?, .shadowlessSquare?, .roundedRect?, .accessoryBar?, .accessoryBarAction?,
                 .badge?, .toolbar?, .square?, nil:
                let pushLike = buttonCell.bezelStyle == .rounded || buttonCell.bezelStyle == .push || buttonCell.bezelStyle == .flexiblePush
                let bezel = pushLike ? frame.insetBy(dx: 6, dy: min(7, max(0, (frame.height - 21) / 2))) : frame.insetBy(dx: 0.5, dy: 0.5)
                let fill = colors.resolve(buttonCell.bezelColor)
                    ?? (buttonCell.isDefaultButton ? colors.tint : colors.controlBackground)
                object.marks.append(.rectangle(bezel, fill: fill, stroke: RGBAColor(white: 0, alpha: 0.2), lineWidth: 0.5,
                                               cornerRadius: buttonCell.bezelStyle == .recessed || buttonCell.bezelStyle == .inline
                                                   ? bezel.height / 2 : pushLike || buttonCell.bezelStyle == .roundRect ? 5 : 2))
            default:
                break
            }
        }
        var titleFrame = frame.insetBy(dx: 4, dy: 0)
        if let image = buttonCell.image {
            let side = min(frame.height - 4, title == nil || buttonCell.imagePosition?.rawValue == "only" ? frame.width - 4 : 18)
            let imageFrame: PictureRect
            if title == nil || buttonCell.imagePosition?.rawValue == "only" {
                imageFrame = PictureRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            } else {
                imageFrame = PictureRect(x: frame.x + 4, y: frame.midY - side / 2, width: side, height: side)
                titleFrame = PictureRect(x: imageFrame.maxX + 3, y: frame.y, width: max(0, frame.maxX - imageFrame.maxX - 5),
                                         height: frame.height)
            }
            add(context.image(image, in: imageFrame, tint: contentTint))
        }
        if buttonCell.imagePosition?.rawValue != "only" {
            let isDefault = buttonCell.isDefaultButton && bordered
            add(drawer.text(title, in: titleFrame, font: font, color: isDefault ? .white : color,
                            alignment: ViewDrawer.alignment(cell.alignment, natural: .center)))
        }
    }

    mutating func paintMacTextField(_ field: TextField) {
        guard field.cell != nil else {
            paintTextField(field)
            return
        }
        paintMacField(field.cell, rounded: false, search: false)
    }

    /// A text field cell: bezel or border, background, text or placeholder.
    mutating func paintMacField(_ fieldCell: TextFieldCell?, rounded: Bool, search: Bool) {
        guard let fieldCell else { return }
        let cell = fieldCell.cell
        let boxed = cell.isBezeled == true || cell.isBordered == true || rounded
        if boxed || cell.drawsBackground == true {
            let fill = colors.resolve(cell.backgroundColor) ?? colors.controlBackground
            object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: cell.drawsBackground == false && !rounded ? nil : fill,
                                           stroke: boxed ? RGBAColor(white: 0.72) : nil, lineWidth: 0.5,
                                           cornerRadius: rounded || fieldCell.bezelStyle?.rawValue == "round" ? frame.height / 2 : 0))
        }
        var inner = frame.insetBy(dx: boxed ? 4 : 2, dy: 0)
        if search {
            let glass = PictureRect(x: frame.x + 6, y: frame.midY - 5, width: 9, height: 9)
            object.marks.append(.ellipse(glass.insetBy(dx: 1, dy: 1), fill: nil, stroke: colors.gray, lineWidth: 1.2))
            inner = PictureRect(x: glass.maxX + 4, y: frame.y, width: max(0, frame.maxX - glass.maxX - 8), height: frame.height)
        }
        let attributed = drawer.plain(cell.attributedTitle)
        let font = context.font(cell.font ?? attributed?.font)
        // A cell wraps unless it says otherwise (NSCell's default line break mode is word wrapping) or scrolls.
        let wraps = cell.lineBreakMode == nil || cell.lineBreakMode == .wordWrapping || cell.lineBreakMode == .charWrapping
            || cell.lineBreakMode == .wordWrap || cell.lineBreakMode == .characterWrap
        let lines = cell.usesSingleLineMode || cell.isScrollable || !wraps ? 1 : 0
        let alignment = ViewDrawer.alignment(cell.alignment)
        if let text = cell.title ?? attributed?.text, !text.isEmpty {
            let shown = fieldCell.echosBullets == true ? String(repeating: "•", count: text.count) : text
            add(drawer.text(shown, in: inner, font: font, color: colors.resolve(cell.textColor) ?? colors.resolve(attributed?.color)
                            ?? colors.label, alignment: alignment, lines: lines, top: lines != 1))
        } else {
            let placeholder = fieldCell.placeholderString ?? drawer.plain(fieldCell.attributedPlaceholder)?.text
            add(drawer.text(placeholder, in: inner, font: font, color: colors.placeholder, alignment: alignment, lines: lines,
                            top: lines != 1))
        }
    }

    mutating func paintComboBox(_ box: ComboBox) {
        paintMacField(box.cell, rounded: false, search: false)
        let button = PictureRect(x: frame.maxX - 18, y: frame.y + 1, width: 17, height: max(0, frame.height - 2))
        object.marks.append(.rectangle(button, fill: colors.tint, cornerRadius: 4))
        paintChevrons(in: button, color: .white)
    }

    mutating func paintPopUpButton(_ popUp: PopUpButton) {
        guard let popUpCell = popUp.cell else { return }
        let bezel = frame.insetBy(dx: 3, dy: min(3, max(0, (frame.height - 21) / 2)))
        if popUpCell.cell.isBordered != false {
            object.marks.append(.rectangle(bezel, fill: colors.controlBackground, stroke: RGBAColor(white: 0, alpha: 0.2),
                                           lineWidth: 0.5, cornerRadius: 5))
        }
        let items = popUpCell.menu?.items ?? []
        let selected = items.first { $0.id != nil && $0.id == popUpCell.selectedItem }
        let title = popUpCell.pullsDown ? (popUpCell.cell.title ?? items.first?.title)
            : (selected?.title ?? popUpCell.cell.title ?? items.first { !$0.isSeparatorItem }?.title)
        add(drawer.text(title, in: PictureRect(x: bezel.x + 8, y: bezel.y, width: max(0, bezel.width - 28), height: bezel.height),
                        font: context.font(popUpCell.cell.font), color: colors.resolve(popUpCell.cell.textColor) ?? colors.label))
        paintChevrons(in: PictureRect(x: bezel.maxX - 18, y: bezel.y + 2, width: 16, height: max(0, bezel.height - 4)),
                      color: colors.label.withAlpha(times: 0.7))
    }

    /// A combo button (macOS 13): its title in a bezel, and its menu's down chevron, behind a divider
    /// in the default split style.
    mutating func paintComboButton(_ button: ComboButton) {
        let bezel = frame.insetBy(dx: 3, dy: min(3, max(0, (frame.height - 21) / 2)))
        object.marks.append(.rectangle(bezel, fill: colors.controlBackground, stroke: RGBAColor(white: 0, alpha: 0.2),
                                       lineWidth: 0.5, cornerRadius: 5))
        let menuWidth = min(20, bezel.width / 3)
        if button.style != "unified" {
            object.marks.append(.polyline([PicturePoint(x: bezel.maxX - menuWidth, y: bezel.y + 3),
                                           PicturePoint(x: bezel.maxX - menuWidth, y: bezel.maxY - 3)],
                                          closed: false, fill: nil, stroke: RGBAColor(white: 0, alpha: 0.2), lineWidth: 0.5))
        }
        add(drawer.text(button.title, in: PictureRect(x: bezel.x + 8, y: bezel.y, width: max(0, bezel.width - menuWidth - 12),
                                                      height: bezel.height),
                        font: context.font(nil), color: colors.label))
        let midX = bezel.maxX - menuWidth / 2, midY = bezel.midY
        object.marks.append(.polyline([PicturePoint(x: midX - 3, y: midY - 1.5), PicturePoint(x: midX, y: midY + 1.5),
                                       PicturePoint(x: midX + 3, y: midY - 1.5)], closed: false, fill: nil,
                                      stroke: colors.label.withAlpha(times: 0.7), lineWidth: 1.3))
    }

    /// Up and down chevrons, as pop-up buttons and combo boxes show.
    mutating func paintChevrons(in box: PictureRect, color: RGBAColor) {
        let midX = box.midX, midY = box.midY
        object.marks.append(.polyline([PicturePoint(x: midX - 3, y: midY - 2), PicturePoint(x: midX, y: midY - 5),
                                       PicturePoint(x: midX + 3, y: midY - 2)], closed: false, fill: nil, stroke: color, lineWidth: 1.3))
        object.marks.append(.polyline([PicturePoint(x: midX - 3, y: midY + 2), PicturePoint(x: midX, y: midY + 5),
                                       PicturePoint(x: midX + 3, y: midY + 2)], closed: false, fill: nil, stroke: color, lineWidth: 1.3))
    }

    mutating func paintScroller(_ scroller: Scroller) {
        let knob = scroller.isHorizontal ? frame.insetBy(dx: 2, dy: 4) : frame.insetBy(dx: 4, dy: 2)
        let proportion = min(1, max(0.1, scroller.knobProportion ?? 0.3))
        let length = (scroller.isHorizontal ? knob.width : knob.height) * proportion
        let bar = scroller.isHorizontal ? PictureRect(x: knob.x, y: knob.y, width: length, height: knob.height)
            : PictureRect(x: knob.x, y: knob.y, width: knob.width, height: length)
        object.marks.append(.rectangle(bar, fill: RGBAColor(white: colors.isDark ? 1 : 0, alpha: 0.3), cornerRadius: 3))
    }

    mutating func paintBox(_ box: Box) {
        switch box.boxType {
        case .separator?:
            let horizontal = frame.width >= frame.height
            object.marks.append(.line(from: PicturePoint(x: frame.x, y: horizontal ? frame.midY : frame.y),
                                      to: PicturePoint(x: horizontal ? frame.maxX : frame.x, y: horizontal ? frame.midY : frame.maxY),
                                      color: colors.separator.withAlpha(times: 2)))
            return
        case .custom?:
            if !box.isTransparent {
                let width = box.borderWidth ?? 1
                object.marks.append(.rectangle(frame.insetBy(dx: width / 2, dy: width / 2), fill: colors.resolve(box.fillColor),
                                               stroke: box.borderType?.rawValue == "none" ? nil : colors.resolve(box.borderColor) ?? .black,
                                               lineWidth: width, cornerRadius: box.cornerRadius ?? 0))
            }
        default:
            if !box.isTransparent {
                let top = box.titlePosition?.rawValue == "noTitle" ? 0.0 : 8.0
                object.marks.append(.rectangle(PictureRect(x: frame.x + 0.5, y: frame.y + top, width: max(0, frame.width - 1),
                                                           height: max(0, frame.height - top - 0.5)),
                                               fill: RGBAColor(white: colors.isDark ? 1 : 0, alpha: 0.04),
                                               stroke: RGBAColor(white: colors.isDark ? 1 : 0, alpha: 0.12), lineWidth: 1,
                                               cornerRadius: 5))
            }
        }
        if box.titlePosition?.rawValue != "noTitle", let title = box.title, !title.isEmpty {
            add(drawer.text(title, in: PictureRect(x: frame.x + 4, y: frame.y - 4, width: max(0, frame.width - 8), height: 14),
                            font: context.font(box.titleFont, default: 11), color: colors.label))
        }
        if let content = box.contentView { addChild(.view(content)) }
    }

    mutating func paintTabView(_ tabView: TabView) {
        let items = tabView.tabViewItems
        let tabsShown = !(tabView.type?.rawValue.hasPrefix("noTabs") ?? false)
        let top = tabsShown ? 12.0 : 0
        if tabView.type?.rawValue != "noTabsNoBorder" {
            object.marks.append(.rectangle(PictureRect(x: frame.x + 0.5, y: frame.y + top, width: max(0, frame.width - 1),
                                                       height: max(0, frame.height - top - 0.5)),
                                           fill: RGBAColor(white: colors.isDark ? 1 : 0, alpha: 0.04),
                                           stroke: RGBAColor(white: colors.isDark ? 1 : 0, alpha: 0.15), lineWidth: 1, cornerRadius: 5))
        }
        let fileSelection = items.firstIndex { $0.id != nil && $0.id == tabView.initialItem } ?? 0
        let selectedIndex = context.selectedTabs[tabView.view.id] ?? fileSelection
        object.tabLabels = items.map { $0.label ?? $0.identifier ?? "Tab" }
        object.shownTab = selectedIndex
        if tabsShown, !items.isEmpty {
            let font = context.font(tabView.font)
            let widths = items.map { TextLayout.width(of: $0.label ?? "", font: font) + 20 }
            var x = frame.midX - widths.reduce(0, +) / 2
            let strip = PictureRect(x: x, y: frame.y + 1, width: widths.reduce(0, +), height: 22)
            object.marks.append(.rectangle(strip, fill: colors.controlBackground, stroke: RGBAColor(white: 0, alpha: 0.2),
                                           lineWidth: 0.5, cornerRadius: 5))
            for (index, item) in items.enumerated() {
                let tab = PictureRect(x: x, y: strip.y, width: widths[index], height: strip.height)
                if index == selectedIndex { object.marks.append(.rectangle(tab.insetBy(dx: 1, dy: 1), fill: colors.tint, cornerRadius: 4)) }
                add(drawer.text(item.label, in: tab, font: font, color: index == selectedIndex ? .white : colors.label,
                                alignment: .center))
                x += widths[index]
            }
        }
        if items.indices.contains(selectedIndex), let view = items[selectedIndex].view { addChild(.view(view)) }
    }

    mutating func paintSplitView(_ split: SplitView) {
        let subviews = split.view.subviews.compactMap(\.view.frame)
        for frameOfPane in subviews.dropLast() {
            if split.isVertical {
                let x = frame.x + frameOfPane.x + frameOfPane.width
                object.overlay.append(.line(from: PicturePoint(x: x + 0.5, y: frame.y), to: PicturePoint(x: x + 0.5, y: frame.maxY),
                                            color: colors.separator.withAlpha(times: 2)))
            } else {
                let y = frame.y + frameOfPane.y + frameOfPane.height
                object.overlay.append(.line(from: PicturePoint(x: frame.x, y: y + 0.5), to: PicturePoint(x: frame.maxX, y: y + 0.5),
                                            color: colors.separator.withAlpha(times: 2)))
            }
        }
    }

    mutating func paintMatrix(_ matrix: Matrix) {
        let cellSize = matrix.cellSize ?? Size(width: frame.width, height: 18)
        let spacing = matrix.intercellSpacing ?? Size(width: 4, height: 2)
        for (columnIndex, column) in matrix.cells.enumerated() {
            for (rowIndex, cell) in column.cells.enumerated() {
                let cellFrame = PictureRect(x: frame.x + Double(columnIndex) * (cellSize.width + spacing.width),
                                            y: frame.y + Double(rowIndex) * (cellSize.height + spacing.height),
                                            width: cellSize.width, height: cellSize.height)
                paintCell(cell, in: cellFrame)
            }
        }
    }

    /// A cell drawn on its own (a matrix's, a cell-based table column's).
    mutating func paintCell(_ cell: AnyCell, in cellFrame: PictureRect) {
        switch cell {
        case .button(let buttonCell): paintButtonCell(buttonCell, in: cellFrame)
        case .image(let imageCell): add(context.image(imageCell.image, in: cellFrame))
        default:
            let base = cell.cell
            add(drawer.text(base.title ?? drawer.plain(base.attributedTitle)?.text, in: cellFrame, font: context.font(base.font),
                            color: colors.resolve(base.textColor) ?? colors.label, alignment: ViewDrawer.alignment(base.alignment)))
        }
    }

    mutating func paintLevelIndicator(_ indicator: LevelIndicator) {
        let cell = indicator.cell
        let maximum = max(1, cell?.maxValue ?? 5)
        let value = cell?.cell.doubleValue ?? 0
        let count = Int(min(20, max(1, maximum.rounded())))
        let width = frame.width / Double(count)
        for index in 0..<count {
            let filled = Double(index) < value
            object.marks.append(.rectangle(PictureRect(x: frame.x + Double(index) * width + 1, y: frame.midY - 6,
                                                       width: max(1, width - 2), height: 12),
                                           fill: filled ? colors.named("systemGreenColor") : colors.controlBackground,
                                           stroke: RGBAColor(white: 0.6), lineWidth: 0.5, cornerRadius: 2))
        }
    }

    mutating func paintColorWell(_ well: ColorWell) {
        object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: colors.controlBackground, stroke: RGBAColor(white: 0.6),
                                       lineWidth: 0.5, cornerRadius: 4))
        object.marks.append(.rectangle(frame.insetBy(dx: 4, dy: 4), fill: colors.resolve(well.color) ?? .white, cornerRadius: 2))
    }

    mutating func paintProgressIndicator(_ indicator: ProgressIndicator) {
        if indicator.style == .spinning {
            paintActivityIndicator(color: nil)
            return
        }
        let minimum = indicator.minValue ?? 0
        let maximum = indicator.maxValue ?? 100
        let value = indicator.isIndeterminate ? (maximum - minimum) * 0.3 : (indicator.doubleValue ?? 0) - minimum
        paintProgress(fraction: maximum > minimum ? value / (maximum - minimum) : 0, tint: nil, track: nil)
    }
}

extension ButtonCell {
    /// Whether the button is its window's default button (key equivalent Return), drawn in the accent color.
    var isDefaultButton: Bool { keyEquivalent == "\r" || keyEquivalent == "\n" }
}
