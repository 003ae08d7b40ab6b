import UIDescription

/// Adds what a view's kind looks like to its drawn object: text, control shapes, and the views a kind holds outside
/// its `subviews` (cells, content views, table prototypes).
struct KindPainter {
    let drawer: ViewDrawer
    let frame: PictureRect
    /// The element kind of the view painted, which decides how the frames of views inside it are read.
    let kind: String
    var object: DrawnObject

    var context: RenderContext { drawer.context }
    var colors: ColorResolver { drawer.colors }

    mutating func paint(_ view: AnyView) {
        switch view {
        case .label(let label): paintLabel(label)
        case .button(let button): context.isAppKit ? paintMacButton(button) : paintButton(button)
        case .textField(let field): context.isAppKit ? paintMacTextField(field) : paintTextField(field)
        case .textView(let textView): paintTextView(textView)
        case .imageView(let imageView): paintImageView(imageView)
        case .stackView(let stack):
            for child in stack.beginningViews + stack.middleViews + stack.endViews { addChild(child) }
        case .scrollView(let scroll): paintScrollView(scroll)
        case .tableView(let table), .outlineView(let table): paintTableView(table)
        case .tableViewCell(let cell): paintTableViewCell(cell)
        case .collectionView(let collection): paintCollectionView(collection)
        case .collectionViewCell(let cell):
            if let background = cell.backgroundView { addChild(background) }
            if let content = cell.contentView { addChild(.view(content.view)) }
        case .collectionReusableView: break
        case .switch(let control): paintSwitch(control)
        case .slider(let slider): paintSlider(slider)
        case .segmentedControl(let control): paintSegmentedControl(control)
        case .activityIndicatorView(let indicator): paintActivityIndicator(color: colors.resolve(indicator.color))
        case .pageControl(let control): paintPageControl(control)
        case .progressView(let progress):
            paintProgress(fraction: progress.progress, tint: colors.resolve(progress.progressTintColor),
                          track: colors.resolve(progress.trackTintColor))
        case .stepper: paintStepper()
        case .datePicker(let picker): paintDatePicker(picker)
        case .visualEffectView(let effect):
            object.marks.append(.rectangle(frame, fill: colors.isDark ? RGBAColor(white: 0.2, alpha: 0.7)
                                                                       : RGBAColor(white: 0.97, alpha: 0.75)))
            if let content = effect.contentView { addChild(.view(content)) }
        case .mapView: paintPlaceholder("Map", fill: RGBAColor(214, 232, 206))
        case .webView: paintPlaceholder("Web View", fill: RGBAColor(white: 0.98))
        case .renderingView(let rendering):
            paintPlaceholder(ElementClassTable.displayClassName(forElement: rendering.view.kind, platform: context.platform.framework),
                             fill: colors.resolve(rendering.backgroundColorOfScene) ?? RGBAColor(white: 0.15))
        case .navigationBar(let bar): BarPainter(painter: self).navigationBar(bar, into: &object)
        case .toolbar(let toolbar): BarPainter(painter: self).toolbar(toolbar, into: &object)
        case .tabBar(let bar): BarPainter(painter: self).tabBar(bar, items: bar.items, into: &object)
        case .searchBar(let bar): BarPainter(painter: self).searchBar(bar, into: &object)
        case .clipView(let clip):
            if clip.drawsBackground != false, let fill = colors.resolve(clip.view.backgroundColor) {
                object.marks.append(.rectangle(frame, fill: fill))
            }
        case .scroller(let scroller): paintScroller(scroller)
        case .box(let box): paintBox(box)
        case .tabView(let tabView): paintTabView(tabView)
        case .splitView(let split): paintSplitView(split)
        case .matrix(let matrix), .form(let matrix): paintMatrix(matrix)
        case .popUpButton(let popUp): paintPopUpButton(popUp)
        case .comboButton(let button): paintComboButton(button)
        case .searchField(let field): paintMacField(field.cell, rounded: true, search: true)
        case .comboBox(let box): paintComboBox(box)
        case .levelIndicator(let indicator): paintLevelIndicator(indicator)
        case .colorWell(let well): paintColorWell(well)
        case .gridView(let grid):
            for cell in grid.gridCells { for content in cell.contentViews { addChild(content) } }
        case .pathControl(let control): paintMacField(control.cell, rounded: false, search: false)
        case .progressIndicator(let indicator): paintProgressIndicator(indicator)
        case .control, .predicateEditor, .view: break
        }
    }

    /// Draws a view the kind holds outside `subviews`, inside this one.
    mutating func addChild(_ view: AnyView, placed: PictureRect? = nil) {
        object.children.append(drawer.draw(view, in: frame, parentKind: kind, placed: placed,
                                               parentIsPlaced: !object.hasStoredFrame))
    }

    mutating func add(_ mark: Mark?) {
        if let mark { object.marks.append(mark) }
    }

    /// A labelled placeholder for content drawn only at run time (maps, web pages, 3D scenes).
    mutating func paintPlaceholder(_ label: String, fill: RGBAColor) {
        object.marks.append(.rectangle(frame, fill: fill, stroke: RGBAColor(white: 0.6), lineWidth: 0.5))
        add(drawer.text(label, in: frame, font: .system(min(15, max(9, frame.height / 6))),
                        color: fill.luminance > 0.5 ? RGBAColor(white: 0.35) : RGBAColor(white: 0.8), alignment: .center))
    }
}

