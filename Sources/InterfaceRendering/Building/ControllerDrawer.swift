import UIDescription

/// Draws view controllers as Interface Builder shows them on its canvas: the root view at its stored frame with the
/// bars the controller's container gives it, container controllers with their bars, windows with their title bar,
/// and storyboard references as a card.
struct ControllerDrawer {
    let drawer: ViewDrawer

    var context: RenderContext { drawer.context }
    var colors: ColorResolver { drawer.colors }
    var bars: BarPainter { BarPainter(drawer: drawer) }

    /// The drawn objects of one view controller.
    func draw(_ controller: ViewController) -> [DrawnObject] {
        if let window = controller.window { return [draw(window)] }
        if let view = controller.view {
            var root = drawer.draw(view, in: .zero, parentKind: ViewDrawer.topLevel)
            if !context.isAppKit, context.platform != .watchOS { addSimulatedBars(of: controller, to: &root) }
            return [root]
        }
        if !controller.items.isEmpty || ["controller", "glanceController", "notificationController"].contains(controller.kind) {
            return [WatchLayout(drawer: drawer).draw(controller)]
        }
        return [container(controller)]
    }

    // MARK: - Bars a controller's container adds

    private func addSimulatedBars(of controller: ViewController, to root: inout DrawnObject) {
        let frame = root.frame
        let hasStoredBar = controller.view?.view.subviews.contains { $0.view.kind == "navigationBar" } ?? false
        let safeTop = controller.view?.view.safeArea?.frame?.y ?? (frame.height >= 812 ? 44 : 20)
        let safeBottom = frame.height >= 812 ? 34.0 : 0
        if let item = controller.navigationItem, !hasStoredBar, controller.simulatedMetrics.topBar?.kind != "simulatedNoBarMetrics",
           !context.inHiddenNavigationBarStacks.contains(controller.id) {
            let height = safeTop + 44
            var bar = DrawnObject(id: item.id, frame: frame.top(height), hasStoredFrame: false,
                                  title: context.title(kind: "navigationItem", customClass: nil, id: item.id, extra: item.title))
            bar.marks.append(.rectangle(frame.top(safeTop), fill: colors.barBackground))
            var inner = DrawnObject(id: nil, frame: PictureRect(x: frame.x, y: frame.y + safeTop, width: frame.width, height: 44),
                                    hasStoredFrame: false, title: "UINavigationBar (simulated)")
            bars.navigationBar(item: item, fill: colors.barBackground, into: &inner)
            bar.children.append(inner)
            root.children.append(bar)
        }
        var bottom = frame.maxY - safeBottom
        if let item = controller.tabBarItem {
            bottom -= 49
            var bar = DrawnObject(id: item.id, frame: PictureRect(x: frame.x, y: bottom, width: frame.width, height: 49 + safeBottom),
                                  hasStoredFrame: false, title: context.title(kind: "tabBarItem", customClass: nil, id: item.id,
                                                                              extra: item.title))
            bars.tabBar(nil, items: [item], into: &bar)
            root.children.append(bar)
        }
        if !controller.toolbarItems.isEmpty {
            bottom -= 44
            var bar = DrawnObject(id: nil, frame: PictureRect(x: frame.x, y: bottom, width: frame.width, height: 44),
                                  hasStoredFrame: false, title: "UIToolbar (simulated)")
            bars.toolbar(items: controller.toolbarItems, fill: colors.barBackground, into: &bar)
            root.children.append(bar)
        }
    }

    // MARK: - Containers

    /// A controller with no view of its own: its stored bars and its class in the middle.
    private func container(_ controller: ViewController) -> DrawnObject {
        var stored: [DrawnObject] = []
        for bar in [controller.navigationBar.map(AnyView.navigationBar), controller.toolbar.map(AnyView.toolbar),
                    controller.tabBar.map(AnyView.tabBar), controller.splitView.map(AnyView.splitView),
                    controller.tabView.map(AnyView.tabView)].compactMap({ $0 }) {
            var drawn = drawer.draw(bar, in: .zero, parentKind: ViewDrawer.topLevel)
            if case .tabBar(let tabBar) = bar {
                drawn.marks = []
                drawn.overlay = []
                bars.tabBar(tabBar, items: childTabItems(of: controller), into: &drawn)
            }
            stored.append(drawn)
        }
        let width = stored.map(\.frame.maxX).max().map { max($0, 320) } ?? context.deviceSize.width
        let height = max(stored.map(\.frame.maxY).max() ?? 0, context.deviceSize.height)
        let frame = PictureRect(x: 0, y: 0, width: width, height: height)
        var object = DrawnObject(id: controller.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: controller.kind, customClass: controller.customClass, id: controller.id))
        object.marks.append(.rectangle(frame, fill: colors.background))
        // A container's own navigation item shows when it is pushed or embedded in a navigation controller.
        if let item = controller.navigationItem, controller.navigationBar == nil, !context.isAppKit {
            let safeTop = height >= 812 ? 44.0 : 20
            var bar = DrawnObject(id: item.id, frame: PictureRect(x: 0, y: safeTop, width: width, height: 44), hasStoredFrame: false,
                                  title: context.title(kind: "navigationItem", customClass: nil, id: item.id, extra: item.title))
            bars.navigationBar(item: item, fill: colors.barBackground, into: &bar)
            stored.append(bar)
        }
        let label = controller.customClass ?? ElementClassTable.displayClassName(forElement: controller.kind, platform: context.platform.framework)
        if let mark = drawer.text(label, in: PictureRect(x: 0, y: height / 2 - 20, width: width, height: 40), font: .system(17),
                                  color: colors.secondaryLabel, alignment: .center) {
            object.marks.append(mark)
        }
        object.children = stored
        return object
    }

    /// The tab bar items of a tab bar controller's children, in order.
    private func childTabItems(of controller: ViewController) -> [TabBarItem] {
        controller.relationships.compactMap { segue -> TabBarItem? in
            switch context.document.destination(of: segue) {
            case .viewController(let child)?: child.tabBarItem
            case .storyboardReference(let reference)?: reference.tabBarItem
            default: nil
            }
        }
    }

    // MARK: - Windows

    /// A window: its title bar above the content, the toolbar's items, the content view at its stored frame.
    func draw(_ window: Window) -> DrawnObject {
        let contentSize = window.contentRect.map { (width: $0.width, height: $0.height) }
            ?? window.contentView?.view.frame.map { (width: $0.width, height: $0.height) } ?? (width: 480, height: 270)
        let hasTitleBar = window.styleMask?.titled ?? true
        let toolbarItems = window.toolbar.map(defaultItems) ?? []
        let chrome = hasTitleBar ? (toolbarItems.isEmpty ? 28.0 : 64) : 0
        let frame = PictureRect(x: 0, y: -chrome, width: contentSize.width, height: contentSize.height + chrome)
        var object = DrawnObject(id: window.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: window.kind, customClass: window.customClass, id: window.id,
                                                      extra: window.title))
        object.marks.append(.rectangle(frame, fill: colors.resolve(window.backgroundColor) ?? colors.background,
                                       stroke: RGBAColor(white: 0, alpha: 0.25), lineWidth: 1, cornerRadius: 8))
        if hasTitleBar {
            let titleBar = frame.top(chrome)
            object.marks.append(.rectangle(titleBar, fill: colors.isDark ? RGBAColor(white: 0.24) : RGBAColor(white: 0.92),
                                           cornerRadius: 8))
            for (index, color) in [RGBAColor(255, 95, 87), RGBAColor(254, 188, 46), RGBAColor(40, 200, 64)].enumerated() {
                object.marks.append(.ellipse(PictureRect(x: 9 + Double(index) * 20, y: titleBar.y + 8, width: 12, height: 12), fill: color))
            }
            if window.titleVisibility?.rawValue != "hidden", let mark = drawer.text(
                window.title, in: PictureRect(x: 70, y: titleBar.y, width: max(0, frame.width - 140), height: 28),
                font: .system(13, weight: 600), color: colors.label, alignment: .center) {
                object.marks.append(mark)
            }
            var x = 76.0
            for item in toolbarItems {
                let label = item.label ?? item.title ?? item.paletteLabel
                let width = max(36, TextLayout.width(of: label ?? "", font: .system(10)) + 8)
                let itemFrame = PictureRect(x: x, y: titleBar.y + 28, width: width, height: 34)
                var drawnItem = DrawnObject(id: item.id, frame: itemFrame, hasStoredFrame: false,
                                            title: context.title(kind: item.kind, customClass: item.customClass, id: item.id, extra: label))
                if let view = item.view {
                    drawnItem.children.append(drawer.draw(view, in: itemFrame, parentKind: "toolbarItem",
                                                          placed: PictureRect(x: itemFrame.x, y: itemFrame.y, width: max(width, view.view.frame?.width ?? width),
                                                                              height: 22)))
                } else if let mark = context.image(item.image, named: item.image == nil ? (label == nil ? nil : "toolbar item") : nil,
                                                   in: PictureRect(x: itemFrame.midX - 10, y: itemFrame.y, width: 20, height: 20)) {
                    drawnItem.marks.append(mark)
                }
                if let mark = drawer.text(label, in: PictureRect(x: itemFrame.x, y: itemFrame.y + 21, width: width, height: 13),
                                          font: .system(10), color: colors.label, alignment: .center) {
                    drawnItem.marks.append(mark)
                }
                object.children.append(drawnItem)
                x += width + 6
            }
        }
        if let content = window.contentView {
            object.children.append(drawer.draw(content, in: .zero, parentKind: ViewDrawer.topLevel))
        }
        for view in window.subviews { object.children.append(drawer.draw(view, in: .zero, parentKind: ViewDrawer.topLevel)) }
        return object
    }

    /// A toolbar's default items, else the items it allows.
    private func defaultItems(_ toolbar: Toolbar) -> [ToolbarItem] {
        let byID = Dictionary(toolbar.allowedToolbarItems.compactMap { item in item.id.map { ($0, item) } },
                              uniquingKeysWith: { first, _ in first })
        let defaults = toolbar.defaultToolbarItems.compactMap { byID[$0.reference] }
        return defaults.isEmpty ? toolbar.allowedToolbarItems : defaults
    }

    // MARK: - Storyboard references

    func draw(_ reference: StoryboardReference) -> DrawnObject {
        let frame = PictureRect(x: 0, y: 0, width: 240, height: 120)
        var object = DrawnObject(id: reference.id, frame: frame, hasStoredFrame: false,
                                 title: context.title(kind: reference.kind, customClass: nil, id: reference.id))
        object.marks.append(.rectangle(frame.insetBy(dx: 1, dy: 1), fill: colors.background, stroke: colors.gray, lineWidth: 1,
                                       cornerRadius: 10))
        let target = [reference.storyboardName, reference.referencedIdentifier].compactMap { $0 }.joined(separator: " › ")
        if let mark = drawer.text("Storyboard reference", in: frame.top(50), font: .system(13), color: colors.secondaryLabel,
                                  alignment: .center) { object.marks.append(mark) }
        if let mark = drawer.text(target.isEmpty ? "(this storyboard)" : target, in: frame.insetBy(dx: 8, dy: 30),
                                  font: .system(17, weight: 600), color: colors.label, alignment: .center, lines: 2) {
            object.marks.append(mark)
        }
        return object
    }
}

extension PictureRect {
    static let zero = PictureRect(x: 0, y: 0, width: 0, height: 0)
}

extension RenderContext {
    /// The size of the device the document is laid out for (its `<device>`), for controllers with no view.
    var deviceSize: (width: Double, height: Double) {
        let id = document.device?.id ?? ""
        let sizes: [(String, Double, Double)] = [
            ("retina3_5", 320, 480), ("retina4_0", 320, 568), ("retina4_7", 375, 667), ("retina5_5", 414, 736),
            ("retina5_9", 375, 812), ("retina6_1", 414, 896), ("retina6_5", 414, 896), ("retina6_0", 390, 844),
            ("retina6_7", 428, 926), ("retina6_12", 393, 852), ("retina6_72", 430, 932), ("iPad", 768, 1024),
            ("ipad9_7", 768, 1024), ("ipad10_2", 810, 1080), ("ipad10_5", 834, 1112), ("ipad10_9", 820, 1180),
            ("ipad11", 834, 1194), ("ipad12_9", 1024, 1366), ("appleTV", 1920, 1080), ("watch38", 136, 170),
            ("watch42", 156, 195), ("watch40", 162, 197), ("watch44", 184, 224),
        ]
        var size = (width: 375.0, height: 667.0)
        if platform == .macOS { size = (480, 270) }
        if platform == .tvOS { size = (1920, 1080) }
        if platform == .watchOS { size = (184, 224) }
        if let match = sizes.first(where: { id.lowercased().hasPrefix($0.0.lowercased()) }) { size = (match.1, match.2) }
        if document.device?.orientation?.rawValue == "landscape", platform == .iOS { size = (size.height, size.width) }
        return size
    }
}
