import Foundation
import UIDescription

/// The look of UIKit's text, buttons, fields and controls.
extension KindPainter {
    mutating func paintLabel(_ label: Label) {
        let attributed = drawer.plain(label.attributedText)
        let text = label.text ?? attributed?.text
        let font = context.font(label.font ?? attributed?.font)
        let color = colors.resolve(label.textColor) ?? colors.resolve(attributed?.color) ?? colors.label
        add(drawer.text(text, in: frame, font: font, color: color, alignment: ViewDrawer.alignment(label.textAlignment),
                        lines: label.numberOfLines))
    }

    mutating func paintButton(_ button: Button) {
        // The state the button is in decides its title, image and colours; what that state leaves out comes from
        // the normal state.
        let shownState = button.isSelected ? "selected" : button.isHighlighted ? "highlighted" : !button.isEnabled ? "disabled" : "normal"
        let base = button.states.first { $0.state == "normal" } ?? button.states.first
        var normal = button.states.first { $0.state == shownState } ?? base
        if let base, normal?.title == nil, normal?.attributedTitle == nil { normal?.title = base.title; normal?.attributedTitle = base.attributedTitle }
        if let base, normal?.image == nil { normal?.image = base.image }
        let configuration = button.configuration
        let style = configuration?.style
        let tint = colors.resolve(button.view.tintColor) ?? colors.tint
        var foreground = colors.resolve(normal?.titleColor) ?? colors.resolve(configuration?.baseForegroundColor)
        switch style {
        case .filled?, .borderedProminent?:
            let fill = colors.resolve(configuration?.baseBackgroundColor) ?? tint
            object.marks.append(.rectangle(frame, fill: fill, cornerRadius: min(8, frame.height / 2)))
            foreground = foreground ?? .white
        case .tinted?, .borderedTinted?:
            object.marks.append(.rectangle(frame, fill: (colors.resolve(configuration?.baseBackgroundColor) ?? tint)
                .withAlpha(times: 0.15), cornerRadius: min(8, frame.height / 2)))
        case .gray?, .bordered?:
            object.marks.append(.rectangle(frame, fill: colors.fill, cornerRadius: min(8, frame.height / 2)))
        default:
            break
        }
        if button.buttonType == .roundedRect {
            object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RGBAColor(white: 0.7),
                                           lineWidth: 1, cornerRadius: 6))
        }
        if let background = normal?.backgroundImage {
            add(context.image(nil, named: background, in: frame))
        }
        // A button with a configuration shows the configuration's title; its states' titles are left from before.
        let configured = configuration?.title ?? drawer.plain(configuration?.attributedTitle)?.text
        let title = configured ?? normal?.title ?? drawer.plain(normal?.attributedTitle)?.text
        let color = foreground ?? (button.buttonType == .custom ? .white : tint)
        let font = context.font(button.font ?? configuration?.titleFont ?? drawer.plain(normal?.attributedTitle)?.font,
                                default: configuration == nil ? 15 : 17)
        var titleFrame = frame
        let imageReference = normal?.image ?? configuration?.image
        if let imageReference {
            let side = min(frame.height, title == nil ? frame.width : 24)
            let imageFrame: PictureRect
            if title == nil {
                imageFrame = PictureRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            } else {
                let textWidth = min(frame.width - side, TextLayout.width(of: title ?? "", font: font))
                let startX = frame.midX - (side + 4 + textWidth) / 2
                imageFrame = PictureRect(x: max(frame.x, startX), y: frame.midY - side / 2, width: side, height: side)
                titleFrame = PictureRect(x: imageFrame.maxX + 4, y: frame.y, width: max(0, frame.maxX - imageFrame.maxX - 4),
                                         height: frame.height)
            }
            add(context.image(imageReference, in: imageFrame, tint: tint))
        }
        let alignment: TextStyle.Alignment = switch button.contentHorizontalAlignment {
        case .left?, .leading?: .leading
        case .right?, .trailing?: .trailing
        default: imageReference == nil ? .center : .leading
        }
        add(drawer.text(title, in: titleFrame, font: font, color: color, alignment: alignment,
                        lines: button.lineBreakMode == .wordWrapping ? 0 : 1))
        if let subtitle = configuration?.subtitle {
            add(drawer.text(subtitle, in: frame.bottom(frame.height / 2), font: context.font(nil, default: 12),
                            color: color, alignment: alignment))
        }
        switch button.buttonType {
        case .detailDisclosure?, .infoLight?, .infoDark?: paintInfoMark(tint: tint)
        case .contactAdd?: paintPlusMark(tint: tint)
        default: break
        }
    }

    private mutating func paintInfoMark(tint: RGBAColor) {
        let side = min(22, frame.height, frame.width)
        let circle = PictureRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        object.marks.append(.ellipse(circle.insetBy(dx: 1, dy: 1), fill: nil, stroke: tint, lineWidth: 1.5))
        add(drawer.text("i", in: circle, font: .system(side * 0.6, weight: 600), color: tint, alignment: .center))
    }

    private mutating func paintPlusMark(tint: RGBAColor) {
        let side = min(22, frame.height, frame.width)
        let circle = PictureRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        object.marks.append(.ellipse(circle.insetBy(dx: 1, dy: 1), fill: nil, stroke: tint, lineWidth: 1.5))
        object.marks.append(.line(from: PicturePoint(x: circle.midX - side / 4, y: circle.midY),
                                  to: PicturePoint(x: circle.midX + side / 4, y: circle.midY), color: tint, lineWidth: 1.5))
        object.marks.append(.line(from: PicturePoint(x: circle.midX, y: circle.midY - side / 4),
                                  to: PicturePoint(x: circle.midX, y: circle.midY + side / 4), color: tint, lineWidth: 1.5))
    }

    mutating func paintTextField(_ field: TextField) {
        switch field.borderStyle {
        case .roundedRect?:
            object.marks.append(.rectangle(frame.insetBy(dx: 0.25, dy: 0.25), fill: colors.isDark ? RGBAColor(white: 0.11) : .white,
                                           stroke: RGBAColor(white: colors.isDark ? 0.3 : 0.8), lineWidth: 0.5, cornerRadius: 5))
        case .line?, .bezel?:
            object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RGBAColor(white: 0.45)))
        default: break
        }
        let inner = field.borderStyle == .roundedRect ? frame.insetBy(dx: 7, dy: 0) : frame.insetBy(dx: 1, dy: 0)
        let attributed = drawer.plain(field.attributedText)
        let font = context.font(field.font ?? attributed?.font, default: 14)
        let alignment = ViewDrawer.alignment(field.textAlignment)
        if let text = field.text ?? attributed?.text, !text.isEmpty {
            let shown = field.textInputTraits?.isSecureTextEntry == true ? String(repeating: "•", count: text.count) : text
            add(drawer.text(shown, in: inner, font: font,
                            color: colors.resolve(field.textColor) ?? colors.resolve(attributed?.color) ?? colors.label,
                            alignment: alignment))
        } else {
            let placeholder = field.placeholder ?? drawer.plain(field.attributedPlaceholder)?.text
            add(drawer.text(placeholder, in: inner, font: font, color: colors.placeholder, alignment: alignment))
        }
    }

    mutating func paintTextView(_ textView: TextView) {
        let attributed = drawer.plain(textView.attributedText) ?? drawer.plain(textView.textStorage)
        let text = textView.text ?? attributed?.text
        let font = context.font(textView.font ?? attributed?.font, default: context.isAppKit ? 12 : 14)
        let color = colors.resolve(textView.textColor) ?? colors.resolve(attributed?.color) ?? colors.label
        if context.isAppKit, textView.drawsBackground, textView.view.backgroundColor == nil {
            object.marks.append(.rectangle(frame, fill: colors.controlBackground))
        }
        let inset = textView.textContainerInset
        let inner = PictureRect(x: frame.x + (inset?.leading ?? 5), y: frame.y + (inset?.top ?? (context.isAppKit ? 0 : 8)),
                                width: max(0, frame.width - (inset?.leading ?? 5) - (inset?.trailing ?? 5)),
                                height: max(0, frame.height - (inset?.top ?? 8) - (inset?.bottom ?? 8)))
        add(drawer.text(text, in: inner, font: font, color: color, alignment: ViewDrawer.alignment(textView.textAlignment),
                        lines: 0, top: true))
    }

    mutating func paintImageView(_ imageView: ImageView) {
        let reference = imageView.image ?? imageView.cell?.image
        add(context.image(reference, in: frame, tint: colors.resolve(imageView.view.tintColor ?? imageView.contentTintColor)))
    }

    mutating func paintSwitch(_ control: Switch) {
        let size = context.isAppKit ? (width: 38.0, height: 22.0) : (width: 51.0, height: 31.0)
        let track = PictureRect(x: frame.x, y: frame.midY - size.height / 2, width: min(size.width, frame.width),
                                height: size.height)
        let on = control.isOn || control.state == .on
        let onColor = colors.resolve(control.onTintColor) ?? (context.isAppKit ? colors.tint : colors.named("systemGreenColor") ?? RGBAColor(52, 199, 89))
        object.marks.append(.rectangle(track, fill: on ? onColor : colors.fill, cornerRadius: track.height / 2))
        let knob = track.height - 4
        let knobX = on ? track.maxX - knob - 2 : track.x + 2
        object.marks.append(.ellipse(PictureRect(x: knobX, y: track.y + 2, width: knob, height: knob),
                                     fill: colors.resolve(control.thumbTintColor) ?? .white,
                                     stroke: RGBAColor(white: 0, alpha: 0.1), lineWidth: 0.5))
        if let title = control.title {
            add(drawer.text(title, in: PictureRect(x: track.maxX + 6, y: frame.y, width: max(0, frame.maxX - track.maxX - 6),
                                                   height: frame.height), font: context.font(nil), color: colors.label))
        }
    }

    mutating func paintSlider(_ slider: Slider) {
        let minimum = slider.cell?.minValue ?? slider.minimumValue
        let maximum = slider.cell?.maxValue ?? slider.maximumValue
        let value = slider.cell?.cell.doubleValue ?? slider.value
        let fraction = maximum > minimum ? min(1, max(0, (value - minimum) / (maximum - minimum))) : 0
        let vertical = slider.cell?.isVertical == true || frame.height > frame.width * 2
        let tint = colors.resolve(slider.minimumTrackTintColor) ?? colors.tint
        let track = colors.resolve(slider.maximumTrackTintColor) ?? colors.fill.withAlpha(times: 2)
        let knob = min(context.isAppKit ? 18 : 28, vertical ? frame.width : frame.height)
        if vertical {
            let x = frame.midX
            let split = frame.maxY - knob / 2 - fraction * (frame.height - knob)
            object.marks.append(.line(from: PicturePoint(x: x, y: frame.y + knob / 2), to: PicturePoint(x: x, y: split),
                                      color: track, lineWidth: 4))
            object.marks.append(.line(from: PicturePoint(x: x, y: split), to: PicturePoint(x: x, y: frame.maxY - knob / 2),
                                      color: tint, lineWidth: 4))
            object.marks.append(.ellipse(PictureRect(x: x - knob / 2, y: split - knob / 2, width: knob, height: knob),
                                         fill: .white, stroke: RGBAColor(white: 0, alpha: 0.2), lineWidth: 0.5))
        } else {
            let y = frame.midY
            let split = frame.x + knob / 2 + fraction * (frame.width - knob)
            object.marks.append(.line(from: PicturePoint(x: frame.x + knob / 2, y: y), to: PicturePoint(x: split, y: y),
                                      color: tint, lineWidth: 4))
            object.marks.append(.line(from: PicturePoint(x: split, y: y), to: PicturePoint(x: frame.maxX - knob / 2, y: y),
                                      color: track, lineWidth: 4))
            object.marks.append(.ellipse(PictureRect(x: split - knob / 2, y: y - knob / 2, width: knob, height: knob),
                                         fill: .white, stroke: RGBAColor(white: 0, alpha: 0.2), lineWidth: 0.5))
        }
    }

    mutating func paintSegmentedControl(_ control: SegmentedControl) {
        let segments = control.segments.isEmpty ? (control.cell?.segments ?? []) : control.segments
        guard !segments.isEmpty else { return }
        let selectedIndex = control.selectedSegmentIndex ?? segments.firstIndex { $0.isSelected }
        let height = min(frame.height, context.isAppKit ? 24 : 32)
        let bar = PictureRect(x: frame.x, y: frame.midY - height / 2, width: frame.width, height: height)
        let tint = colors.resolve(control.view.tintColor) ?? colors.tint
        object.marks.append(.rectangle(bar, fill: context.isAppKit ? colors.controlBackground : colors.fill,
                                       stroke: context.isAppKit ? RGBAColor(white: 0.75) : nil, lineWidth: 0.5,
                                       cornerRadius: context.isAppKit ? 5 : 8))
        let fixedWidths = segments.compactMap(\.width).filter { $0 > 0 }.reduce(0, +)
        let flexibleCount = segments.filter { ($0.width ?? 0) <= 0 }.count
        let flexibleWidth = flexibleCount > 0 ? max(0, bar.width - fixedWidths) / Double(flexibleCount) : 0
        var x = bar.x
        let font = context.font(nil, default: 13)
        for (index, segment) in segments.enumerated() {
            let width = (segment.width ?? 0) > 0 ? (segment.width ?? 0) : flexibleWidth
            let cell = PictureRect(x: x, y: bar.y, width: width, height: bar.height)
            let selected = index == selectedIndex
            if selected {
                let fill = colors.resolve(control.selectedSegmentTintColor) ?? (context.isAppKit ? tint : (colors.isDark
                    ? RGBAColor(white: 0.39) : .white))
                object.marks.append(.rectangle(cell.insetBy(dx: 2, dy: 2), fill: fill, cornerRadius: 6))
            } else if index > 0 {
                object.marks.append(.line(from: PicturePoint(x: x, y: bar.y + 6), to: PicturePoint(x: x, y: bar.maxY - 6),
                                          color: RGBAColor(white: 0.5, alpha: 0.4), lineWidth: 1))
            }
            let color = selected && context.isAppKit ? .white : colors.label
            if let title = segment.title ?? segment.label, !title.isEmpty {
                add(drawer.text(title, in: cell.insetBy(dx: 3, dy: 0), font: selected ? .system(font.size, weight: 600) : font,
                                color: color, alignment: .center))
            } else if let image = segment.image {
                let side = min(cell.height - 8, cell.width - 8, 18)
                add(context.image(image, in: PictureRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side,
                                                         height: side), tint: color))
            }
            x += width
        }
    }

    mutating func paintActivityIndicator(color: RGBAColor?) {
        let radius = min(frame.width, frame.height) / 2
        let color = color ?? colors.gray
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4
            let (sine, cosine) = (sin(angle), cos(angle))
            object.marks.append(.line(
                from: PicturePoint(x: frame.midX + cosine * radius * 0.45, y: frame.midY + sine * radius * 0.45),
                to: PicturePoint(x: frame.midX + cosine * radius * 0.9, y: frame.midY + sine * radius * 0.9),
                color: color.withAlpha(times: 0.3 + 0.7 * Double(spoke) / 7), lineWidth: max(1.5, radius / 6)))
        }
    }

    mutating func paintPageControl(_ control: PageControl) {
        let count = max(1, min(control.numberOfPages, 30))
        let spacing = 16.0
        let startX = frame.midX - Double(count - 1) * spacing / 2
        for page in 0..<count {
            let current = page == control.currentPage
            let color = current ? (colors.resolve(control.currentPageIndicatorTintColor) ?? colors.label)
                : (colors.resolve(control.pageIndicatorTintColor) ?? colors.label.withAlpha(times: 0.3))
            object.marks.append(.ellipse(PictureRect(x: startX + Double(page) * spacing - 3.5, y: frame.midY - 3.5,
                                                     width: 7, height: 7), fill: color))
        }
    }

    mutating func paintProgress(fraction: Double, tint: RGBAColor?, track: RGBAColor?) {
        let bar = PictureRect(x: frame.x, y: frame.midY - 2, width: frame.width, height: min(4, frame.height))
        object.marks.append(.rectangle(bar, fill: track ?? colors.fill.withAlpha(times: 2), cornerRadius: 2))
        object.marks.append(.rectangle(PictureRect(x: bar.x, y: bar.y, width: bar.width * min(1, max(0, fraction)),
                                                   height: bar.height), fill: tint ?? colors.tint, cornerRadius: 2))
    }

    mutating func paintStepper() {
        let box = PictureRect(x: frame.x, y: frame.y, width: min(frame.width, 94), height: frame.height)
        object.marks.append(.rectangle(box, fill: colors.fill, cornerRadius: 8))
        object.marks.append(.line(from: PicturePoint(x: box.midX, y: box.y + 6), to: PicturePoint(x: box.midX, y: box.maxY - 6),
                                  color: RGBAColor(white: 0.5, alpha: 0.5)))
        let font = ResolvedFont.system(min(20, box.height * 0.7))
        add(drawer.text("−", in: PictureRect(x: box.x, y: box.y, width: box.width / 2, height: box.height), font: font,
                        color: colors.label, alignment: .center))
        add(drawer.text("+", in: PictureRect(x: box.midX, y: box.y, width: box.width / 2, height: box.height), font: font,
                        color: colors.label, alignment: .center))
    }

    mutating func paintDatePicker(_ picker: DatePicker) {
        let font = context.font(nil, default: context.isAppKit ? 13 : 17)
        switch picker.style {
        case .wheels?:
            object.marks.append(.rectangle(PictureRect(x: frame.x + 8, y: frame.midY - 17, width: max(0, frame.width - 16),
                                                       height: 34), fill: colors.fill, cornerRadius: 8))
            for offset in [-2.0, -1, 1, 2] {
                object.marks.append(.line(from: PicturePoint(x: frame.x + 24, y: frame.midY + offset * 32),
                                          to: PicturePoint(x: frame.maxX - 24, y: frame.midY + offset * 32),
                                          color: colors.separator, lineWidth: 0.5))
            }
        default:
            object.marks.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5),
                                           fill: context.isAppKit ? colors.controlBackground : colors.fill,
                                           stroke: context.isAppKit ? RGBAColor(white: 0.75) : nil, lineWidth: 0.5,
                                           cornerRadius: 6))
        }
        add(drawer.text(DatePickerText.text(for: picker), in: frame, font: font, color: colors.label.withAlpha(times: 0.6),
                        alignment: .center))
    }

    mutating func paintScrollView(_ scroll: ScrollView) {
        if context.isAppKit {
            if scroll.drawsBackground != false, scroll.view.backgroundColor == nil {
                object.marks.append(.rectangle(frame, fill: colors.controlBackground))
            }
            if let content = scroll.contentView { addChild(.clipView(content)) }
            if let header = scroll.headerView {
                addChild(.view(header))
                if let table = Self.documentTable(of: scroll), var drawnHeader = object.children.popLast() {
                    paintTableHeader(of: table, into: &drawnHeader)
                    object.children.append(drawnHeader)
                }
            }
            for scroller in [scroll.verticalScroller, scroll.horizontalScroller].compactMap({ $0 }) {
                addChild(.scroller(scroller))
            }
            if let border = scroll.borderType, border.rawValue != "none" {
                object.overlay.append(.rectangle(frame.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RGBAColor(white: 0.7)))
            }
        }
    }

    /// The table or outline view a scroll view shows.
    static func documentTable(of scroll: ScrollView) -> TableView? {
        for view in scroll.contentView?.view.subviews ?? [] {
            switch view {
            case .tableView(let table), .outlineView(let table): return table
            default: continue
            }
        }
        return nil
    }

    mutating func paintTableViewCell(_ cell: TableViewCell) {
        if cell.view.backgroundColor == nil {
            object.marks.append(.rectangle(frame, fill: colors.isDark ? RGBAColor(white: 0.11) : .white))
        }
        if let background = cell.backgroundView { addChild(background) }
        if let content = cell.contentView { addChild(.view(content.view)) }
        if let configuration = cell.contentConfiguration {
            let text = configuration.text ?? drawer.plain(configuration.attributedText)?.text
            add(drawer.text(text, in: frame.insetBy(dx: 16, dy: 0), font: context.font(nil),
                            color: colors.resolve(configuration.textColor) ?? colors.label))
        }
        let accessory = PictureRect(x: frame.maxX - 34, y: frame.midY - 8, width: 16, height: 16)
        switch cell.accessoryType {
        case .disclosureIndicator?:
            object.overlay.append(.polyline([PicturePoint(x: accessory.midX - 3, y: accessory.y + 2),
                                             PicturePoint(x: accessory.midX + 3, y: accessory.midY),
                                             PicturePoint(x: accessory.midX - 3, y: accessory.maxY - 2)],
                                            closed: false, fill: nil, stroke: colors.gray.withAlpha(times: 0.6), lineWidth: 2))
        case .checkmark?:
            object.overlay.append(.polyline([PicturePoint(x: accessory.x + 2, y: accessory.midY),
                                             PicturePoint(x: accessory.midX - 1, y: accessory.maxY - 3),
                                             PicturePoint(x: accessory.maxX, y: accessory.y + 2)],
                                            closed: false, fill: nil, stroke: colors.tint, lineWidth: 2))
        case .detailButton?, .detailDisclosureButton?:
            object.overlay.append(.ellipse(accessory, fill: nil, stroke: colors.tint, lineWidth: 1.2))
            if let mark = drawer.text("i", in: accessory, font: .system(11, weight: 600), color: colors.tint,
                                      alignment: .center) { object.overlay.append(mark) }
        default:
            break
        }
        object.overlay.append(.line(from: PicturePoint(x: frame.x + 16, y: frame.maxY - 0.25),
                                    to: PicturePoint(x: frame.maxX, y: frame.maxY - 0.25), color: colors.separator,
                                    lineWidth: 0.5))
    }

    mutating func paintCollectionView(_ collection: CollectionView) {
        if let fill = colors.resolve(collection.primaryBackgroundColor) {
            object.marks.append(.rectangle(frame, fill: fill))
        }
        if let header = collection.sectionHeaderView { addChild(.collectionReusableView(header)) }
        for cell in collection.cells { addChild(.collectionViewCell(cell)) }
        if let footer = collection.sectionFooterView { addChild(.collectionReusableView(footer)) }
    }
}
