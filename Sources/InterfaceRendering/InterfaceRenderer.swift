import Foundation
import UIDescription
import XIBDecoder

/// Draws Interface Builder documents: one ``Picture`` per storyboard scene and per top-level view, window, menu or
/// view controller of a xib, each object at its stored frame.
///
/// ```swift
/// let document = try XIBDecoder().document(contentsOf: url)
/// let pictures = try InterfaceRenderer().pictures(of: document, file: url.path)
/// let svg = SVGWriter().svg(pictures[0])
/// ```
public struct InterfaceRenderer: Sendable {
    /// Light or dark: the values dynamic and system colors take.
    public var appearance: Appearance
    /// The asset catalogs found so far, shared by the copies of this renderer: each folder is scanned once.
    private let assetCache = AssetCache()

/// A renderer drawing in `appearance`.
    public init(appearance: Appearance = .light) {
        self.appearance = appearance
    }

    /// The assets near `file`, scanning only folders this renderer has not scanned before.
    func assets(near file: String?) -> AssetCatalog {
        guard let file else { return AssetCatalog() }
        return AssetCatalog.scan(near: file, levels: 2, cache: assetCache)
    }

    /// The pictures of a parsed document; `file` (the document's path) is where asset catalogs are looked for.
    ///
    /// - Throws: `UIDescriptionError` when the document does not decode as a typed `Document`.
    public func pictures(of document: NodeDocument, file: String? = nil) throws -> [Picture] {
        try decodedPictures(of: document, file: file).pictures
    }

    /// The typed document and its pictures: scenes named as Xcode names them, outlets from the file's elements.
    private func decodedPictures(of document: NodeDocument, file: String?) throws -> (typed: Document, pictures: [Picture]) {
        let typed = try XIBDecoder().decode(Document.self, from: document)
        return (typed, pictures(of: typed, sceneLabels: Self.sceneLabels(of: document), assets: assets(near: file),
                                outletNames: OutletIndex.names(in: document)))
    }

    /// The pictures of a typed document, scenes named by `sceneLabels` (in scene order) where given.
    public func pictures(of document: Document, sceneLabels: [String?] = [], assets: AssetCatalog = AssetCatalog()) -> [Picture] {
        pictures(of: document, sceneLabels: sceneLabels, assets: assets, outletNames: OutletIndex.names(in: document))
    }

    func pictures(of document: Document, sceneLabels: [String?], assets: AssetCatalog, outletNames: [String: [String]]) -> [Picture] {
        let context = RenderContext(document: document, appearance: appearance, assets: assets, outletNames: outletNames)
        let drawer = ViewDrawer(context: context)
        var pictures: [Picture] = []
        var names = PictureNames()
        func add(_ object: InterfaceObject, name: String) {
            guard let drawn = draw(object, drawer: drawer) else { return }
            pictures.append(picture(names.unique(name), objectID: object.objectID, objects: drawn, context: context))
            // Each tab view item the file does not select gets a picture of its own, so no tab's content is hidden;
            // tab views inside those items are varied in turn.
            var pending = [(selection: context.selectedTabs, objects: drawn, name: name)]
            var varied = Set<String>()
            while let state = pending.popLast(), pictures.count < 2_000 {
                for tabView in TabViews.find(in: state.objects) where varied.insert(tabView.id).inserted {
                    for (index, label) in tabView.labels.enumerated() where index != tabView.shown {
                        var variant = context
                        variant.selectedTabs = state.selection
                        variant.selectedTabs[tabView.id] = index
                        guard let redrawn = draw(object, drawer: ViewDrawer(context: variant)) else { continue }
                        let variantName = "\(state.name) – \(label)"
                        pictures.append(picture(names.unique(variantName), objectID: nil, objects: redrawn, context: context))
                        pending.append((variant.selectedTabs, redrawn, variantName))
                    }
                }
            }
        }
        for (index, scene) in document.scenes.enumerated() {
            let label = index < sceneLabels.count ? sceneLabels[index] : nil
            for (objectIndex, object) in scene.objects.enumerated() {
                let base = label ?? objectName(object, context: context) ?? "Scene \(index + 1)"
                add(object, name: objectIndex == mainObjectIndex(of: scene) ? base : "\(base) – \(objectName(object, context: context) ?? "object")")
            }
        }
        for object in document.objects {
            add(object, name: objectName(object, context: context) ?? "Object")
        }
        return pictures
    }

    /// A storyboard's map and the pictures its scenes are drawn from.
    ///
    /// - Throws: `UIDescriptionError` when the document does not decode as a typed `Document`.
    public func map(of document: NodeDocument, file: String? = nil) throws -> (map: StoryboardMap, pictures: [Picture]) {
        let (typed, pictures) = try decodedPictures(of: document, file: file)
        return (StoryboardMap(document: typed, pictures: pictures, file: document), pictures)
    }

    /// The labels Xcode writes above each scene, in scene order.
    static func sceneLabels(of document: NodeDocument) -> [String?] {
        guard let scenes = document.firstChild(of: document.root, named: "scenes") else { return [] }
        return document.children(of: scenes).filter { document.name(of: $0) == "scene" }
            .map { ObjectNaming.sceneComment(of: $0, in: document) }
    }

    private func mainObjectIndex(of scene: Scene) -> Int? {
        scene.objects.firstIndex { object in
            switch object {
            case .viewController, .storyboardReference, .window, .menu, .view: true
            case .application(let application): application.mainMenu != nil
            default: false
            }
        }
    }

    /// The drawn objects of a top-level object, or nil for objects with nothing to see (placeholders, controllers of
    /// bindings, gesture recognizers).
    private func draw(_ object: InterfaceObject, drawer: ViewDrawer) -> [DrawnObject]? {
        let controllers = ControllerDrawer(drawer: drawer)
        switch object {
        case .viewController(let controller): return controllers.draw(controller)
        case .view(let view): return [drawer.draw(view, in: .zero, parentKind: ViewDrawer.topLevel)]
        case .window(let window): return [controllers.draw(window)]
        case .menu(let menu): return [MenuSheet(drawer: drawer).draw(menu)]
        case .storyboardReference(let reference): return [controllers.draw(reference)]
        case .application(let application): return application.mainMenu.map { [MenuSheet(drawer: drawer).draw($0)] }
        case .menuItem(let item): return [MenuSheet(drawer: drawer).draw(item)]
        default: return nil
        }
    }

    /// A name for an object: its user label, the outlets naming it, its custom class, else its class.
    private func objectName(_ object: InterfaceObject, context: RenderContext) -> String? {
        func name(id: String?, userLabel: String?, customClass: String?, title: String?, kind: String) -> String {
            ObjectNaming.pictureTitle(userLabel: userLabel, outletName: id.flatMap { context.outletNames[$0]?.first },
                                      customClass: customClass, title: title, kind: kind, platform: context.platform.framework)
        }
        switch object {
        case .viewController(let controller):
            return name(id: controller.id, userLabel: controller.userLabel, customClass: controller.customClass,
                        title: controller.title, kind: controller.kind)
        case .view(let view):
            let base = view.view
            return name(id: base.id, userLabel: base.userLabel, customClass: base.customClass, title: nil, kind: base.kind)
        case .window(let window):
            return name(id: window.id, userLabel: window.userLabel, customClass: window.customClass, title: window.title,
                        kind: window.kind)
        case .menu(let menu):
            return name(id: menu.id, userLabel: menu.userLabel, customClass: menu.customClass,
                        title: menu.systemMenu == "main" ? "Main Menu" : menu.title, kind: "menu")
        case .storyboardReference(let reference):
            return reference.referencedIdentifier ?? reference.storyboardName ?? "Storyboard Reference"
        case .application(let application):
            return application.mainMenu.map { $0.title ?? "Main Menu" }
        case .menuItem(let item):
            return item.userLabel ?? item.title ?? "Menu Item"
        default:
            return nil
        }
    }

    private func picture(_ name: String, objectID: String?, objects: [DrawnObject], context: RenderContext) -> Picture {
        let bounds = objects.map(\.frame).reduce(objects.first?.frame ?? .zero) { $0.union($1) }
        let padded = PictureRect(x: bounds.x - 1, y: bounds.y - 1, width: max(bounds.width + 2, 10), height: max(bounds.height + 2, 10))
        // Behind views that set no background, the platform's: a view with none shows its window's at run time.
        return Picture(name: name, objectID: objectID, bounds: padded, background: context.colors.background, objects: objects)
    }
}

/// File names for pictures: the picture's name with the characters file systems refuse (`/`, `:`, control
/// characters…) replaced by `-`, never empty and never hidden.
public enum PictureFileNames {
/// `name` as a file name.
    public static func safe(_ name: String) -> String {
        var result = ""
        for character in name {
            if "/\\:*?\"<>|".contains(character) || character.isNewline || character.asciiValue.map({ $0 < 0x20 }) == true {
                result.append("-")
            } else {
                result.append(character)
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        if result.count > 120 { result = String(result.prefix(120)) }
        return result.isEmpty ? "picture" : result
    }
}

/// The tab views of drawn objects with more than one item, and the item each shows.
enum TabViews {
    static func find(in objects: [DrawnObject]) -> [(id: String, labels: [String], shown: Int)] {
        var found: [(id: String, labels: [String], shown: Int)] = []
        func visit(_ object: DrawnObject) {
            if object.tabLabels.count > 1, let id = object.id { found.append((id, object.tabLabels, object.shownTab)) }
            for child in object.children { visit(child) }
        }
        for object in objects { visit(object) }
        return found
    }
}

/// Names made unique within one document: a second "Login" is "Login 2".
struct PictureNames {
    private var used: [String: Int] = [:]

    mutating func unique(_ name: String) -> String {
        let count = used[name, default: 0] + 1
        used[name] = count
        return count == 1 ? name : "\(name) \(count)"
    }
}

extension InterfaceObject {
    /// The id of the object a picture shows.
    var objectID: String? {
        switch self {
        case .viewController(let controller): controller.id
        case .view(let view): view.view.id
        case .window(let window): window.id
        case .menu(let menu): menu.id
        case .storyboardReference(let reference): reference.id
        case .application(let application): application.mainMenu?.id ?? application.id
        case .menuItem(let item): item.id
        default: nil
        }
    }
}
