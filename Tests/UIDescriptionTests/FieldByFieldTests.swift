import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Decoded trees of real files compared field by field with what their XML says: a few files in
/// detail (a macOS main menu and window, an iOS storyboard with references, a WatchKit table,
/// runtime attributes), and every constraint, frame and label text of the corpus against its element.
@Suite struct FieldByFieldTests {
    // MARK: A macOS main menu and window (HexFiendling's MainMenu.xib)

    @Test func macOSMainMenuWindowAndObjects() throws {
        let (_, document) = try Corpus.decodedDocument("HexFiend__HexFiend/sample_code/HexFiendling/Base.lproj/MainMenu.xib")
        #expect(document.platform == .macOS)
        #expect(document.kind == .xib)

        let placeholders = document.objects.compactMap { if case .placeholder(let object) = $0 { object } else { nil } }
        #expect(placeholders.first { $0.id == "-2" }?.isFilesOwner == true)
        #expect(placeholders.first { $0.id == "-2" }?.customClass == "NSApplication")
        #expect(placeholders.first { $0.id == "-1" }?.isFirstResponder == true)
        #expect(placeholders.first { $0.id == "823" }?.customClass == "FiendlingAppDelegate")

        let menu = try #require(document.objects.lazy.compactMap { if case .menu(let menu) = $0 { menu } else { nil } }.first)
        #expect(menu.id == "29")
        #expect(menu.title == "Main Menu")
        #expect(menu.systemMenu == "main")
        #expect(menu.userLabel == "Main Menu")
        let appMenu = try #require(menu.items.first?.submenu)
        #expect(menu.items.first?.title == "HexFiendling")
        #expect(appMenu.systemMenu == "apple")
        #expect(appMenu.items.map(\.id) == ["58", "236", "131", "144", "134", "145", "150", "149", "136"])
        #expect(appMenu.items.filter(\.isSeparatorItem).map(\.id) == ["236", "144", "149"])

        let hideOthers = try #require(appMenu.items.first { $0.id == "145" })
        #expect(hideOthers.title == "Hide Others")
        #expect(hideOthers.keyEquivalent == "h")
        #expect(hideOthers.keyEquivalentModifierMask == ModifierMask(key: "keyEquivalentModifierMask", command: true, option: true))
        #expect(hideOthers.actions.map(\.selector) == ["hideOtherApplications:"])
        #expect(hideOthers.actions.first?.target == "-1")

        let quit = try #require(appMenu.items.last)
        #expect(quit.title == "Quit HexFiendling")
        #expect(quit.keyEquivalent == "q")
        #expect(quit.keyEquivalentModifierMask == nil, "no mask written: Command")
        #expect(quit.actions.first?.selector == "terminate:")
        #expect(quit.actions.first?.target == "-2")
        #expect(appMenu.items.first { $0.id == "131" }?.submenu?.systemMenu == "services")

        let window = try #require(document.objects.lazy.compactMap { if case .window(let window) = $0 { window } else { nil } }.first)
        #expect(window.id == "367")
        #expect(window.title == "Hex Fiendling")
        #expect(window.allowsToolTipsWhenApplicationIsInactive == false)
        #expect(window.oneShot == false)
        #expect(window.animationBehavior == .default)
        #expect(window.styleMask == WindowStyleMask(key: "styleMask", titled: true, closable: true, miniaturizable: true, resizable: true))
        #expect(window.initialPositionMask == WindowPositionMask(key: "initialPositionMask", leftStrut: true, rightStrut: true, topStrut: true, bottomStrut: true))
        #expect(window.contentRect == Rect(key: "contentRect", x: 196, y: 240, width: 754, height: 668))
        #expect(window.screenRect == Rect(key: "screenRect", x: 0, y: 0, width: 2560, height: 1418))
        let contentView = try #require(window.contentView?.view)
        #expect(contentView.id == "368")
        guard case .tabView(let tabView)? = contentView.subviews.first else {
            Issue.record("expected the tab view first, got \(String(describing: contentView.subviews.first))")
            return
        }
        #expect(tabView.id == "826")
        #expect(tabView.type == .noTabsBezelBorder)
        #expect(tabView.frame == Rect(key: "frame", x: 205, y: 67, width: 549, height: 601))
        #expect(tabView.autoresizingMask == AutoresizingMask(widthSizable: true, heightSizable: true))
        #expect(tabView.font?.metaFont == "system")
        #expect(tabView.tabViewItems.first?.label == "Bound HFTextView")
        #expect(tabView.tabViewItems.first?.identifier == "bound_text_view")
    }

    // MARK: An iOS storyboard of references (IBDecodable's StoryboardReferences.storyboard)

    @Test func storyboardReferencesAndRelationshipSegues() throws {
        let (_, document) = try Corpus.decodedDocument("IBDecodable__IBDecodable/Tests/Resources/StoryboardReferences.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.platform == .iOS)
        #expect(document.toolsVersion == "14113")
        #expect(document.device?.id == "retina4_7")
        #expect(document.device?.orientation == .portrait)
        #expect(document.device?.adaptations.map(\.id) == ["fullscreen"])
        #expect(document.dependencies?.plugIns.map(\.identifier) == ["com.apple.InterfaceBuilder.IBCocoaTouchPlugin"])
        #expect(document.dependencies?.capabilities.first?.minToolsVersion == "8.0")
        #expect(document.scenes.map(\.sceneID) == ["vNu-ZZ-H5Z", "uv0-P3-hl4", "WiK-Uq-Rdj", "oAI-kY-85i"])
        #expect(document.storyboardReferences.map(\.storyboardName) == ["StoryboardAllViews", "StoryboardAsset", "StoryboardAttributes"])
        #expect(document.storyboardReferences.allSatisfy { $0.tabBarItem?.title == "Item" && $0.referencedIdentifier == nil })

        let tabBarController = try #require(document.viewController(withID: "dhd-Hi-lt8"))
        #expect(tabBarController.kind == "tabBarController")
        #expect(tabBarController.sceneMemberID == "viewController")
        #expect(tabBarController.tabBar?.frame == Rect(key: "frame", x: 0, y: 0, width: 375, height: 49))
        #expect(tabBarController.tabBar?.insetsLayoutMarginsFromSafeArea == false)
        #expect(tabBarController.tabBar?.backgroundColor?.form == .gray(white: 0, alpha: 0))
        #expect(tabBarController.relationships.map(\.relationship) == [.viewControllers, .viewControllers, .viewControllers])
        let destinations = tabBarController.relationships.compactMap(document.destination(of:))
        let names = destinations.compactMap { if case .storyboardReference(let reference) = $0 { reference.storyboardName } else { nil } }
        #expect(names == ["StoryboardAllViews", "StoryboardAsset", "StoryboardAttributes"])
        #expect(document.scenes[0].canvasLocation == Point(key: "canvasLocation", x: -238, y: 476))
    }

    // MARK: A WatchKit table (WatchKit-Apps' table sample)

    @Test func watchKitControllerTableAndRowGroup() throws {
        let (_, document) = try Corpus.decodedDocument("kostiakoval__WatchKit-Apps/9- Table/WatchKit-table WatchKit App/Base.lproj/Interface.storyboard")
        #expect(document.platform == .watchOS)
        let controller = try #require(document.initialController)
        #expect(controller.kind == "controller")
        #expect(controller.id == "AgC-eL-Hgc")
        #expect(controller.customClass == "TableController")
        #expect(controller.customModule == "WatchKit_table_WatchKit_Extension")
        #expect(controller.outlets.map(\.property) == ["table"])
        guard case .table(let table)? = controller.items.first else {
            Issue.record("expected a table, got \(controller.items)")
            return
        }
        #expect(table.id == "ok1-FI-6AZ")
        #expect(table.alignment == .left)
        let row = try #require(table.rows.first)
        #expect(row.identifier == "Row")
        #expect(row.customClass == "TableRow")
        #expect(row.connections.outlets.map(\.property) == ["image", "label"])
        let group = try #require(row.rootItem)
        #expect(group.width == 1)
        #expect(group.spacing == 10)
        #expect(group.backgroundColor?.form == .components(red: 0.23018704354763031, green: 0.77713233232498169, blue: 0.3158949613571167, alpha: 1))
        #expect(group.backgroundColor?.colorSpace == "calibratedRGB")
        guard case .image(let image)? = group.items.first, case .label(let label)? = group.items.last else {
            Issue.record("expected an image and a label, got \(group.items)")
            return
        }
        #expect(image.image == "apple58")
        #expect(image.verticalAlignment == .center)
        #expect(label.text == "Label")
        #expect(label.alignment == .left)
    }

    // MARK: Typed user-defined runtime attributes (IBDecodable's StoryboardUserDefinedAttributes.storyboard)

    @Test func userDefinedRuntimeAttributesAreTyped() throws {
        let (_, document) = try Corpus.decodedDocument("IBDecodable__IBDecodable/Tests/Resources/StoryboardUserDefinedAttributes.storyboard")
        let attributes = ModelWalker.all(UserDefinedRuntimeAttribute.self, in: document)
        let byKeyPath = Dictionary(grouping: attributes, by: \.keyPath)
        #expect(byKeyPath["boolean"]?.allSatisfy { $0.value == .boolean(true) } == true)
        #expect(byKeyPath["number"]?.allSatisfy { $0.value == .number(0) } == true)
        #expect(byKeyPath["float"]?.allSatisfy { $0.value == .number(0.5) } == true)
        #expect(byKeyPath["string"]?.allSatisfy { $0.value == .string("") } == true)
        #expect(byKeyPath["nil"]?.allSatisfy { $0.type == "nil" && $0.value == nil } == true)
        #expect(byKeyPath["rect"]?.allSatisfy { $0.value == .rect(Rect(key: "value", x: 0, y: 0, width: 0, height: 0)) } == true)
        #expect(byKeyPath["range"]?.allSatisfy { $0.value == .range(TextRange(key: "value", location: 0, length: 0)) } == true)
        #expect(byKeyPath["point"]?.allSatisfy { $0.value == .point(Point(key: "value", x: 0, y: 0)) } == true)
        #expect(byKeyPath["color"]?.allSatisfy { $0.value == .color(.sRGB(red: 0, green: 0, blue: 0, key: "value")) } == true)
        #expect(byKeyPath["image"]?.contains { $0.value == .image("tableViewCell:VPu-q4-v6m:value") } == true)
        #expect(attributes.count == 49, "the file sets 49 runtime attributes")
    }

    // MARK: Images, symbols and named colors with their resources (IBDecodable's StoryboardAsset.storyboard)

    @Test func imagesSymbolsAndNamedColorsResolveToTheirResources() throws {
        let (_, document) = try Corpus.decodedDocument("IBDecodable__IBDecodable/Tests/Resources/StoryboardAsset.storyboard")
        let root = try #require(document.viewController(withID: "GjI-MH-9vq")?.view?.view)
        #expect(root.backgroundColor?.form == .gray(white: 1, alpha: 1))
        #expect(root.backgroundColor?.colorSpace == "calibratedWhite")
        #expect(root.safeArea?.id == "hhG-XG-10b")
        guard case .label(let label) = root.subviews[0], case .imageView(let image) = root.subviews[1],
              case .imageView(let symbol) = root.subviews[2], case .button(let button) = root.subviews[3] else {
            Issue.record("expected a label, two image views and a button, got \(root.subviews.map(\.view.kind))")
            return
        }
        #expect(label.textColor?.form == .named("Color", catalog: nil))
        #expect(document.resourceColor(named: "Color") == Color(red: 1, green: 1, blue: 1, alpha: 1, colorSpace: "custom", customColorSpace: "sRGB"))
        #expect(label.highlightedColor == nil)
        #expect(label.font == Font(key: "fontDescription", type: "system", pointSize: 17))
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.hasFixedFrame)
        #expect(label.horizontalHuggingPriority == 251)
        #expect(image.image == ImageReference(image: "Image"))
        #expect(document.imageResource(named: "Image").map { ($0.width, $0.height) } ?? (0, 0) == (16, 16))
        #expect(symbol.image == ImageReference(image: "square.and.arrow.up", catalog: "system"))
        #expect(symbol.image?.isSymbol == true)
        #expect(symbol.highlightedImage == "square.and.arrow.up.fill")
        #expect(symbol.contentMode == .scaleAspectFit)
        #expect(document.imageResource(named: "square.and.arrow.up")?.catalog == "system")
        #expect(button.states.map(\.state) == ["normal", "selected"])
        #expect(button.states.map(\.image) == [ImageReference(image: "pencil", catalog: "system"),
                                               ImageReference(image: "pencil.and.ellipsis.rectangle", catalog: "system")])
        #expect(button.title == "Button")
        #expect(button.lineBreakMode == .middleTruncation)
        #expect(button.contentHorizontalAlignment == .center)
    }

    // MARK: Base64 strings (Layout's Main.storyboard)

    @Test func base64KeyEquivalentIsDecoded() throws {
        let (_, document) = try Corpus.decodedDocument("nicklockwood__layout/EditorExtension/Application/Base.lproj/Main.storyboard")
        let buttons = ModelWalker.all(Button.self, in: document)
        let gotIt = try #require(buttons.first { $0.id == "GQk-6A-jIk" })
        #expect(gotIt.title == "Got it, thanks!")
        #expect(gotIt.cell?.keyEquivalent == "\r")
        #expect(gotIt.cell?.type == .push)
        #expect(gotIt.cell?.bezelStyle == .rounded)
        #expect(gotIt.cell?.inset == 2)
        #expect(gotIt.cell?.behavior?.pushIn == true)
    }

    // MARK: Every constraint, frame and label text of the corpus, against its element

    @Test(arguments: NothingIsDroppedTests.files)
    func constraintsFramesAndTextsMatchTheirElements(_ url: URL) throws {
        guard let nodes = try? XIBDecoder().document(contentsOf: url) else { return }
        let path = Corpus.relativePath(url)
        let document = try nodes.decode(Document.self)
        let inventory = ModelWalker.inventory(of: document)
        for constraint in inventory.constraints {
            let element = try #require(constraint.id.flatMap(nodes.element(withID:)), "\(path): constraint \(String(describing: constraint.id))")
            let xml = { (name: String) in nodes.attribute(name, of: element) }
            #expect(constraint.firstItem == xml("firstItem"), "\(path) \(constraint.id ?? "")")
            #expect(constraint.firstAttribute.rawValue == xml("firstAttribute"))
            #expect(constraint.secondItem == xml("secondItem"))
            #expect(constraint.secondAttribute?.rawValue == xml("secondAttribute"))
            #expect(constraint.relation.rawValue == xml("relation") ?? "equal")
            #expect(constraint.multiplier == xml("multiplier"))
            #expect(constraint.constant == Double(xml("constant") ?? "0"))
            #expect(constraint.priority == Double(xml("priority") ?? "1000"))
            #expect(constraint.identifier == xml("identifier"))
            #expect(constraint.isPlaceholder == (xml("placeholder") == "YES"))
            #expect(constraint.isSymbolic == (xml("symbolic") == "YES"))
            #expect(constraint.location == nodes.location(of: element))
        }
        for view in inventory.views where !view.id.isEmpty {
            let element = try #require(nodes.element(withID: view.id), "\(path): view \(view.id)")
            #expect(view.kind == nodes.name(of: element), "\(path) \(view.id)")
            #expect(view.customClass == nodes.attribute("customClass", of: element))
            #expect(view.isHidden == (nodes.attribute("hidden", of: element) == "YES"))
            #expect(view.subviews.map(\.view.id) == Self.subviewIDs(of: element, in: nodes), "\(path) \(view.id): subviews")
            let frame = nodes.children(of: element).first { nodes.name(of: $0) == "rect" && nodes.key(of: $0) == "frame" }
            if let frame {
                let value = { (name: String) in Double(nodes.attribute(name, of: frame) ?? "0") }
                #expect(view.frame == Rect(key: "frame", x: value("x") ?? .nan, y: value("y") ?? .nan,
                                           width: value("width") ?? .nan, height: value("height") ?? .nan), "\(path) \(view.id): frame")
            } else {
                #expect(view.frame == nil, "\(path) \(view.id): frame")
            }
        }
        for label in ModelWalker.all(Label.self, in: document) {
            let element = try #require(nodes.element(withID: label.id))
            let textChild = nodes.children(of: element).first { nodes.name(of: $0) == "string" && nodes.key(of: $0) == "text" }
            #expect(label.text == nodes.attribute("text", of: element) ?? textChild.map(nodes.text(of:)), "\(path) \(label.id): text")
            #expect(label.numberOfLines == Int(nodes.attribute("numberOfLines", of: element) ?? "1"))
        }
    }

    private static func subviewIDs(of element: ElementID, in nodes: NodeDocument) -> [String] {
        guard let group = nodes.children(of: element).first(where: { nodes.name(of: $0) == "subviews" }) else { return [] }
        return nodes.children(of: group).map { nodes.id(of: $0) ?? "" }
    }
}
