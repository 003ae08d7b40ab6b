import Foundation
import UIDescription

/// What drawing one document needs everywhere: its colors and fonts for the chosen appearance, its assets, and the
/// outlet names that point at each object.
struct RenderContext: Sendable {
    let document: Document
    let colors: ColorResolver
    let assets: AssetCatalog
    /// Object id → the outlets that name it (`titleLabel`), for the objects' titles.
    let outletNames: [String: [String]]
    /// Tab view id → the item to show instead of the file's selected one.
    var selectedTabs: [String: Int] = [:]
    /// The view controllers in the stack of a navigation controller that hides its bar (`navigationBarHidden`).
    let inHiddenNavigationBarStacks: Set<String>

    /// The document's platform (computed once: `Document.platform` searches its type string).
    let platform: Document.Platform
    let isAppKit: Bool

    init(document: Document, appearance: Appearance, assets: AssetCatalog, outletNames: [String: [String]]) {
        self.document = document
        self.platform = document.platform
        self.isAppKit = platform == .macOS
        self.colors = ColorResolver(document: document, appearance: appearance, assets: assets, isAppKit: isAppKit)
        self.assets = assets
        self.outletNames = outletNames
        self.inHiddenNavigationBarStacks = NavigationStacks.withHiddenBars(in: document)
    }

    /// The size of body text when the file sets no font: 17 on iOS and tvOS, 13 on macOS.
    var bodySize: Double { isAppKit ? 13 : platform == .watchOS ? 16 : 17 }

    func font(_ font: Font?, default size: Double? = nil) -> ResolvedFont {
        ResolvedFont.resolve(font, default: size ?? bodySize, platform: platform)
    }

    /// The hover title of an object: its class, custom class and the outlets that name it.
    func title(kind: String, customClass: String?, id: String?, extra: String? = nil) -> String {
        var parts = [ElementClassTable.displayClassName(forElement: kind, platform: platform.framework)]
        if let customClass, !customClass.isEmpty { parts[0] = "\(customClass) (\(parts[0]))" }
        if let id, let outlets = outletNames[id], !outlets.isEmpty {
            parts.append("outlet " + outlets.joined(separator: ", "))
        }
        if let extra, !extra.isEmpty { parts.append(extra) }
        return parts.joined(separator: " · ")
    }

    /// An image named in the file, as it will be drawn: the asset's bytes when found, an SF Symbol placeholder, or a
    /// labelled placeholder.
    func image(_ reference: ImageReference?, named name: String? = nil, in frame: PictureRect, tint: RGBAColor? = nil) -> Mark? {
        guard let imageName = reference?.image ?? name, !imageName.isEmpty else { return nil }
        if reference?.isSymbol == true {
            return .image(ImageMark(name: imageName, frame: frame, content: .symbol, tint: tint ?? colors.tint))
        }
        if let path = assets.imagePath(named: imageName), let content = Self.embedded(path) {
            return .image(ImageMark(name: imageName, frame: frame, content: content))
        }
        return .image(ImageMark(name: imageName, frame: frame, content: .placeholder, tint: tint))
    }

    /// The largest image file embedded in a picture; larger ones are drawn as placeholders.
    static let maximumEmbeddedImageBytes = 1 << 20

    static func embedded(_ path: String) -> ImageMark.Content? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= maximumEmbeddedImageBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let lowered = path.lowercased()
        let mediaType = lowered.hasSuffix(".svg") ? "image/svg+xml" : lowered.hasSuffix(".png") ? "image/png" : "image/jpeg"
        return .embedded(mediaType: mediaType, base64: data.base64EncodedString())
    }
}

/// The outlets of a document by the id of the object each names.
enum OutletIndex {
    /// From the file's `<outlet>` and `<outletCollection>` elements.
    static func names(in document: NodeDocument) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for element in document.allElements {
            let name = document.name(of: element)
            guard name == "outlet" || name == "outletCollection",
                  let property = document.attribute("property", of: element),
                  let destination = document.attribute("destination", of: element),
                  !names[destination, default: []].contains(property) else { continue }
            names[destination, default: []].append(property)
        }
        return names
    }

    /// From a typed document: the outlets of its placeholders, controllers, windows, menus and views.
    static func names(in document: Document) -> [String: [String]] {
        var names: [String: [String]] = [:]
        func add(_ connections: [Connection]) {
            for outlet in connections.outlets where !names[outlet.destination, default: []].contains(outlet.property) {
                names[outlet.destination, default: []].append(outlet.property)
            }
        }
        func visit(_ view: AnyView) {
            for view in view.view.allViews { add(view.connections) }
        }
        func visit(_ object: InterfaceObject) {
            switch object {
            case .viewController(let controller): visit(controller)
            case .view(let view): visit(view)
            case .placeholder(let placeholder): add(placeholder.connections)
            case .window(let window):
                add(window.connections)
                if let content = window.contentView { visit(content) }
            case .menu(let menu): add(menu.connections)
            default: break
            }
        }
        func visit(_ controller: ViewController) {
            add(controller.connections)
            if let view = controller.view { visit(view) }
            for child in controller.viewControllers { visit(child) }
        }
        add(document.connections)
        for object in document.objects { visit(object) }
        for scene in document.scenes { for object in scene.objects { visit(object) } }
        return names
    }
}

/// Which view controllers are shown inside navigation controllers: each one's root, and what those push or show.
enum NavigationStacks {
    /// The controllers in the stacks of navigation controllers with `navigationBarHidden`.
    static func withHiddenBars(in document: Document) -> Set<String> {
        let controllers = document.viewControllers
        guard controllers.contains(where: { $0.navigationBarHidden }) else { return [] }
        var byID: [String: ViewController] = [:]
        for controller in controllers { byID[controller.id] = byID[controller.id] ?? controller }
        var members = Set<String>()
        var pending = controllers.filter(\.navigationBarHidden).flatMap { navigation in
            navigation.relationships.filter { $0.relationship?.rawValue == "rootViewController" }.map(\.destination)
        }
        while let id = pending.popLast() {
            guard members.insert(id).inserted, let controller = byID[id] else { continue }
            for segue in StoryboardMap.segues(of: .viewController(controller))
            where segue.kind == .show || segue.kind == .push {
                pending.append(segue.destination)
            }
        }
        return members
    }
}
