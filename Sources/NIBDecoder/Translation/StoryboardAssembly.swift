import Foundation
import UIDescription

/// Puts the scene nibs of a compiled storyboard (a `.storyboardc` folder) together into one storyboard document.
///
/// The folder's `Info.plist` maps storyboard identifiers to nib names (`UIViewControllerIdentifiersToNibNames` on
/// iOS, `NSViewControllerIdentifiersToNibNames` on macOS) and names the entry point. Each controller nib becomes a
/// scene; a controller's view is in a nib of its own, `<controller id>-view-<view id>.nib`, named by the controller's
/// `UINibName`/`NSNibName`, whose File's Owner is the controller: its objects go under the controller (the view as
/// `key="view"`) and the File's Owner's connections become the controller's. Segue templates become segues.
struct StoryboardAssembly {
    let files: CompiledBundleFiles
    let limits: DocumentLimits
    var keepsArchivedValues = true

    /// A scene nib: its name (without `.nib`) and the translator that read it.
    private struct SceneNib {
        var translator: NIBTranslator
        var elements: [TranslatedElement]
    }

    /// The storyboard document, and what its nibs held that it could not.
    ///
    /// - Throws: `UIDescriptionError` for an unreadable `Info.plist` or scene nib.
    func translation() throws -> NIBReader.Translation {
        let info = try StoryboardInfo(files: files, limits: limits)
        let names = files.names().filter { $0.hasSuffix(".nib") }.sorted()
        var nibs: [String: SceneNib] = [:]
        var order: [String] = []
        var segments: [String] = []
        var platform = FrameworkPlatform.uiKit
        // Controller nibs first: they name the objects their view nibs' placeholders stand for.
        var externals: [String: [String: String]] = [:]
        var ownExternals: Set<String> = []
        // The ids of view nibs' placeholders their controllers' nibs do not name (a build updated in part).
        var unmatchedPlaceholderIDs: Set<String> = []
        let indexed = Array(names.enumerated())
        let controllerNibs = indexed.filter { Self.viewNibIDs(String($0.element.dropLast(4))) == nil }
        let viewNibFiles = indexed.filter { Self.viewNibIDs(String($0.element.dropLast(4))) != nil }
        // A controller's view nib is the storyboard's own wiring: the source names no nib.
        let viewNibNames = Set(viewNibFiles.map { String($0.element.dropLast(4)) })
        for (index, file) in controllerNibs + viewNibFiles {
            let name = String(file.dropLast(4))
            let relative = files.isFolder(file) ? try CompiledNib.archive(inFolder: file, of: files) : file
            let path = files.path(of: relative)
            let bytes = try files.read(relative, limit: limits.effectiveMaximumInputBytes)
            let contents = try NibContents(graph: CompiledNib.graph(of: bytes, path: path, limits: limits), path: path)
            platform = contents.platform
            let translator = NIBTranslator(contents: contents, path: path, limits: limits, idPrefix: "s\(index)-")
            translator.isStoryboardScene = true
            translator.keepsArchivedValues = keepsArchivedValues
            translator.omittedNibNames = viewNibNames
            translator.knownIDs = knownIDs(nibName: name, contents: contents, translator: translator, externals: externals[name] ?? [:])
            // A view nib whose placeholders its controller's nib does not name is from another build than that nib
            // (a build folder updated in part): UIKit could not load it, and its placeholders stay as they are.
            if let table = externals[name] {
                for (object, identifier) in Self.upstreamPlaceholders(of: contents) where table[identifier] == nil {
                    unmatchedPlaceholderIDs.insert(translator.id(of: object))
                    translator.leftOut.append("its placeholder \(identifier) stands for no object its controller's nib names (the two nibs are from different builds): the placeholder and its connections are kept as they are")
                }
            }
            // The main menu nib's Application placeholder is the application scene's application (made from the
            // File's Owner below): one id for both.
            if name == info.mainMenu, let application = contents.topLevel.first(where: translator.isApplicationPlaceholder) {
                translator.knownIDs[application] = Self.applicationID(nibName: name)
            }
            for (viewNib, (table, isOwnNib)) in Self.externalObjects(of: contents, translator: translator) {
                // A controller archived with its container too (a navigation controller's root) loads the same view
                // nib: the objects its placeholders stand for are those of the controller's own nib, where it is at
                // the top level.
                if isOwnNib, ownExternals.insert(viewNib).inserted {
                    externals[viewNib] = table.merging(externals[viewNib] ?? [:]) { own, _ in own }
                } else {
                    externals[viewNib, default: [:]].merge(table) { first, _ in first }
                }
            }
            var elements = try translator.topLevelElements()
            // Each element's position is a byte offset of its own scene nib.
            for index in elements.indices { elements[index].place(inSegment: segments.count) }
            segments.append(path)
            nibs[name] = SceneNib(translator: translator, elements: elements)
            order.append(name)
        }
        order.sort()
        // A controller nib the Info.plist does not name, whose controller a nib it names holds too, is a copy left by
        // an earlier build (a scene given a storyboard identifier since is compiled into a nib of that name; builds
        // that do not clean their folder keep the old one): nothing loads it, and read it would give its controller
        // twice.
        let staleCopies = Self.staleControllerCopies(nibs: nibs, order: order, info: info)
        order.removeAll { staleCopies.contains($0) }
        for name in staleCopies { nibs[name] = nil }

        // Views: each view nib's view goes under the controller that names it, its other objects beside the
        // controller, and the connections of its placeholders (the File's Owner, `UpstreamPlaceholder-N`s) to the
        // objects they stand for.
        var viewNibs: Set<String> = []
        // The nibs (by their place in `order`) each id is in, kept as view nibs join their hosts: a view nib's host is
        // looked up, where reading every nib for each made a storyboard of many scenes quadratic.
        // Only the ids view nibs name their controllers by are looked up.
        let controllerIDs = Set(order.compactMap { Self.viewNibIDs($0)?.0 })
        var nibsHolding: [String: [Int]] = [:]
        for (ordinal, name) in order.enumerated() where !controllerIDs.isEmpty {
            for id in Self.allIDs(in: nibs[name]?.elements ?? [], among: controllerIDs) { nibsHolding[id, default: []].append(ordinal) }
        }
        for name in order {
            guard let (controllerID, viewID) = Self.viewNibIDs(name), let view = nibs[name] else { continue }
            let ownerID = view.translator.contents.filesOwner.map { view.translator.id(of: $0) }
            let firstResponderID = view.translator.firstResponderID
            var connectionsByTarget: [(id: String, connections: [TranslatedElement], placeholder: TranslatedElement)] = []
            var mainView: [TranslatedElement] = []
            var others: [TranslatedElement] = []
            for element in view.elements {
                let id = element.attribute("id") ?? ""
                // The view nib's First Responder too: its host scene has one.
                if Self.isPlaceholder(element) || id == ownerID || id == firstResponderID {
                    // The owner's `view` outlet to the view is the view's `key="view"` in the source.
                    let owned = (element.children.first { $0.name == "connections" }?.children ?? []).filter { connection in
                        !(id == ownerID && connection.attribute("property") == "view" && connection.attribute("destination") == viewID)
                    }
                    if id != firstResponderID { connectionsByTarget.append((id, owned, element)) }
                } else if id == viewID {
                    var element = element
                    if element.attribute("key") == nil { element.attributes.insert(("key", "view"), at: 0) }
                    // A table view controller's refresh control is the controller's in the source, after its view.
                    let controllerParts = element.children.filter { $0.attribute("key") == "refreshControl" }
                    if !controllerParts.isEmpty { element.children.removeAll { $0.attribute("key") == "refreshControl" } }
                    mainView.append(element)
                    mainView += controllerParts
                } else {
                    others.append(element)
                }
            }
            // The first nib in order that holds the controller, other than view nibs already placed. The host is
            // taken out of `nibs` (a copy left there would make writing to it copy its lists) and put back.
            let hostOrdinal = (nibsHolding[controllerID] ?? []).first { order[$0] != name && !viewNibs.contains(order[$0]) }
            guard let hostOrdinal, var host = nibs.removeValue(forKey: order[hostOrdinal]) else { continue }
            _ = Self.attach(mainView, connections: [], toID: controllerID, in: &host.elements)
            for (id, owned, placeholder) in connectionsByTarget {
                // A placeholder its controller's nib does not name stands for nothing of the host: it stays, with its
                // connections, beside the host's objects (the view nib's objects may connect to it too).
                if unmatchedPlaceholderIDs.contains(id) {
                    host.elements.append(placeholder)
                } else if !owned.isEmpty {
                    _ = Self.attach([], connections: owned, toID: id, in: &host.elements)
                }
            }
            host.elements += others
            nibs[order[hostOrdinal]] = host
            viewNibs.insert(name)
            // What the view nib gave is in its host now.
            let moved = mainView + others + connectionsByTarget.flatMap(\.connections)
            for id in Self.allIDs(in: moved, among: controllerIDs) where nibsHolding[id]?.contains(hostOrdinal) != true {
                nibsHolding[id, default: []].append(hostOrdinal)
                nibsHolding[id]?.sort()
            }
        }

        // Scenes: the controller nibs' objects, without the File's Owner placeholder that only wires the scene.
        var identifiersByNib: [String: String] = [:]
        for (identifier, nib) in info.identifiersToNibNames.sorted(by: { $0.key < $1.key }) where !Self.isGeneratedIdentifier(identifier) {
            if identifiersByNib[nib] == nil { identifiersByNib[nib] = identifier }
        }
        var scenes: [TranslatedElement] = []
        var controllerIDsByNib: [String: String] = [:]
        for name in order where !viewNibs.contains(name) {
            guard let nib = nibs[name] else { continue }
            let ownerID = nib.translator.contents.filesOwner.map { nib.translator.id(of: $0) }
            // As the source orders a scene: its controller, its placeholders, then the other objects.
            // The main menu's nib is the application scene: its File's Owner is the application, which takes the
            // connections of the nib's Application placeholder (newer nibs connect the application delegate there).
            let applicationID = Self.applicationID(nibName: name)
            let placeholderConnections = name == info.mainMenu
                ? nib.elements.filter { $0.attribute("id") == applicationID }.flatMap { $0.children.filter { $0.name == "connections" }.flatMap(\.children) }
                : []
            var objects = nib.elements.compactMap { element -> TranslatedElement? in
                let id = element.attribute("id")
                if name == info.mainMenu, id == applicationID { return nil }
                guard id == ownerID else { return element }
                guard name == info.mainMenu else { return nil }
                var application = Self.application(from: element, id: applicationID)
                Self.addConnections(placeholderConnections, to: &application)
                return application
            }
            objects = objects.filter(Self.isController) + objects.filter { !Self.isController($0) && $0.name == "placeholder" }
                + objects.filter { !Self.isController($0) && $0.name != "placeholder" }
            if let controller = objects.firstIndex(where: Self.isController) {
                controllerIDsByNib[name] = objects[controller].attribute("id")
                if let identifier = identifiersByNib[name], objects[controller].attribute("storyboardIdentifier") == nil,
                   !Self.isGeneratedIdentifier(identifier, controllerID: objects[controller].attribute("id")) {
                    objects[controller].attributes.insert(("storyboardIdentifier", identifier), at: 0)
                }
            }
            scenes.append(TranslatedElement(name: "scene", attributes: [("sceneID", "scene-\(name)")],
                                            children: [TranslatedElement(name: "objects", children: objects, offset: 0)], offset: 0))
        }
        separateChildControllers(nibs: nibs, order: order, scenes: &scenes)
        addSegues(nibs: nibs, order: order, info: info, controllerIDsByNib: controllerIDsByNib, scenes: &scenes)

        let isMac = platform == .appKit
        var document = TranslatedElement(name: "document", offset: 0)
        document.attributes = [
            ("type", isMac ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"),
            ("version", "3.0"), ("toolsVersion", "0"),
            ("targetRuntime", isMac ? "MacOSX.Cocoa" : "iOS.CocoaTouch"),
            ("propertyAccessControl", "none"),
        ]
        if let entry = info.entryPoint, let nib = info.identifiersToNibNames[entry], let id = controllerIDsByNib[nib] {
            document.attributes.append(("initialViewController", id))
        }
        document.children = [TranslatedElement(name: "scenes", children: scenes, offset: 0)]
        let images = order.reduce(into: [String: Bool]()) { images, name in
            images.merge(nibs[name]?.translator.images ?? [:]) { first, _ in first }
        }
        if !images.isEmpty { document.children.append(TranslatedElement.imageResources(images, offset: 0)) }
        // The classes of the module most custom classes name are the target's, marked as the document is built from
        // the `customModule`s it records (a walk over the trees cost a tenth of reading a storyboard).
        let hasCustomModules = nibs.values.contains { $0.translator.hasCustomModules }
        let built = try TranslatedDocumentSink.build(path: files.path, format: NIBReader.storyboardFormat, limits: limits, binary: true,
                                                     segments: segments, recording: hasCustomModules ? "customModule" : nil) { sink in
            try sink.append(document)
            if hasCustomModules, let target = NIBVocabulary.targetModule(among: sink.recorded.map(\.value)) {
                try sink.appendAttribute("customModuleProvider", "target", to: sink.recorded.filter { $0.value == target }.map(\.element))
            }
        }
        // A nib the Info.plist names that the folder lacks (a build copied in part): its scene cannot be made.
        let absent = info.identifiersToNibNames.filter { nibs[$0.value] == nil }.sorted { $0.key < $1.key }.map { identifier, nib in
            "Info.plist: the storyboard identifier \"\(identifier)\" names \(nib).nib, which the folder does not have"
        } + staleCopies.sorted().map { name in
            "\(name).nib: a copy of a controller a nib the Info.plist names holds, which the Info.plist does not name (left by an earlier build)"
        }
        return NIBReader.Translation(document: built, leftOut: absent + order.flatMap { name in
            (nibs[name]?.translator.leftOut ?? []).map { "\(name).nib: \($0)" }
        })
    }

    /// The ids a scene nib's name gives: `<controller>-view-<view>.nib` names its File's Owner and its view, a
    /// controller without a storyboard identifier is in a nib named by its framework class and its id
    /// (`NSWindowController-<id>.nib`, `UIViewController-<id>.nib`).
    private func knownIDs(nibName: String, contents: NibContents, translator: NIBTranslator, externals: [String: String]) -> [Int: String] {
        var known: [Int: String] = [:]
        let graph = contents.graph
        // A view nib's placeholders for objects of its controller's nib (`UpstreamPlaceholder-1`).
        for object in contents.topLevel {
            guard let identifier = graph.placeholderIdentifier(of: object), let id = externals[identifier] else { continue }
            known[object] = id
        }
        if let (controller, view) = Self.viewNibIDs(nibName) {
            if let owner = contents.filesOwner { known[owner] = controller }
            if let top = contents.topLevel.first(where: {
                $0 != contents.filesOwner && !NIBVocabulary.externalPlaceholderClasses.contains(graph.className(of: $0))
            }) {
                known[top] = view
            }
        }
        if Self.viewNibIDs(nibName) == nil, let dash = nibName.firstUTF8Range(of: "-") {
            let frameworkClass = String(nibName[..<dash.lowerBound]), id = String(nibName[dash.upperBound...])
            if !id.isEmpty, let controller = contents.topLevel.first(where: { translator.frameworkClass(of: $0) == frameworkClass }) {
                known[controller] = id
            }
        }
        // A controller names its view nib: `<its id>-view-<view id>`.
        for object in contents.objects {
            guard let nibName = graph.string(.uiKitNibName, of: object) ?? graph.string(.appKitNibName, of: object),
                  let (controller, _) = Self.viewNibIDs(nibName) else { continue }
            known[object] = controller
        }
        return known
    }

    /// A view nib's placeholders for objects of its controller's nib (`UpstreamPlaceholder-…`), with their identifiers.
    private static func upstreamPlaceholders(of contents: NibContents) -> [(object: Int, identifier: String)] {
        contents.topLevel.compactMap { object in
            guard let identifier = contents.graph.placeholderIdentifier(of: object), identifier.hasPrefix(ArchiveVocabulary.upstreamPlaceholderPrefix) else { return nil }
            return (object, identifier)
        }
    }

    /// For each view nib a controller of this nib loads, the objects its placeholders stand for: the controller's
    /// `UIExternalObjectsTableForViewLoading` (`NSExternalObjectsTableForViewLoading`), identifier → id; and whether
    /// this is the controller's own nib (it is one of the nib's top-level objects, not a container's child).
    private static func externalObjects(of contents: NibContents, translator: NIBTranslator) -> [String: (table: [String: String], isOwnNib: Bool)] {
        let graph = contents.graph
        var tables: [String: (table: [String: String], isOwnNib: Bool)] = [:]
        for object in contents.objects {
            guard let viewNib = graph.string(.uiKitNibName, of: object) ?? graph.string(.appKitNibName, of: object),
                  let table = graph.object(.uiKitExternalObjectsTable, of: object)
                    ?? graph.object(.appKitExternalObjectsTable, of: object) else { continue }
            var entries = tables[viewNib] ?? ([:], translator.topLevelSet.contains(object))
            for (key, value) in graph.entries(of: table) {
                guard let identifier = graph.string(key), case .object(let target) = value else { continue }
                entries.table[identifier] = translator.id(of: target)
            }
            tables[viewNib] = entries
        }
        return tables
    }

    /// The controller and view ids of a view nib's name, `<controller>-view-<view>`.
    static func viewNibIDs(_ name: String) -> (String, String)? {
        guard let range = name.firstUTF8Range(of: "-view-") else { return nil }
        let controller = String(name[..<range.lowerBound]), view = String(name[range.upperBound...])
        guard !controller.isEmpty, !view.isEmpty else { return nil }
        return (controller, view)
    }

    /// An identifier `ibtool` makes up for a controller without a storyboard identifier: its framework class and its
    /// id (`UITableViewController-Gru-tT-VCU`), when the id is known.
    static func isGeneratedIdentifier(_ identifier: String, controllerID: String? = nil) -> Bool {
        if ["UIViewController-", "NSWindowController-", "NSViewController-", "UINavigationController-", "UITabBarController-"]
            .contains(where: { identifier.hasPrefix($0) }) || identifier == "MainMenu" { return true }
        guard let controllerID, let dash = identifier.firstUTF8Range(of: "-") else { return false }
        return identifier[..<dash.lowerBound].hasSuffix("Controller") && identifier[dash.upperBound...] == controllerID
    }

    private static func isPlaceholder(_ element: TranslatedElement) -> Bool {
        element.name == "placeholder" || element.name == "nibExternalObjectPlaceholder" || ["-1", "-3"].contains(element.attribute("id") ?? "")
    }

    /// The id of a macOS storyboard's application, made from the main menu nib `nibName`.
    private static func applicationID(nibName: String) -> String { "\(nibName)-application" }

    /// The application object of a macOS storyboard's application scene, made from its main menu nib's File's Owner.
    private static func application(from owner: TranslatedElement, id: String) -> TranslatedElement {
        var application = owner
        application.name = "application"
        application.attributes = owner.attributes.filter { name, value in
            name != "id" && name != "userLabel" && !(name == "customClass" && value == "NSApplication")
        } + [("id", id), ("sceneMemberID", "viewController")]
        return application
    }

    /// The controller nibs of `order` that the Info.plist names no identifier for and whose controller's id a nib
    /// it names has too (``translation()``). None when the Info.plist names no nib.
    private static func staleControllerCopies(nibs: [String: SceneNib], order: [String], info: StoryboardInfo) -> Set<String> {
        var listed = Set(info.identifiersToNibNames.values)
        if let mainMenu = info.mainMenu { listed.insert(mainMenu) }
        guard !listed.isEmpty else { return [] }
        func controllerID(_ name: String) -> String? {
            nibs[name]?.elements.first(where: isController)?.attribute("id")
        }
        let controllerNibs = order.filter { viewNibIDs($0) == nil }
        let listedIDs = Set(controllerNibs.filter(listed.contains).compactMap(controllerID))
        return Set(controllerNibs.filter { !listed.contains($0) && controllerID($0).map(listedIDs.contains) == true })
    }

    private static func isController(_ element: TranslatedElement) -> Bool {
        element.name.hasSuffix("Controller") || element.name == "application"
    }

    /// Appends `parts` and `connections` to the element with id `id` somewhere in `elements` (the first, depth first).
    ///
    /// The element is found without changing anything, and only the lists on the way to it are then written: the
    /// trees share their lists with the scene nibs', and writing one copies it, so a search that wrote its way down
    /// every branch copied most of the storyboard once per segue.
    private static func attach(_ parts: [TranslatedElement], connections: [TranslatedElement], toID id: String,
                               in elements: inout [TranslatedElement]) -> Bool {
        guard let path = path(toID: id, in: elements) else { return false }
        attach(parts, connections: connections, along: path[...], in: &elements)
        return true
    }

    /// The child indices from `elements` down to the first element (depth first) with id `id`.
    private static func path(toID id: String, in elements: [TranslatedElement]) -> [Int]? {
        // Read in place: a copy of each element would retain all it holds.
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if elements[index].attributes.contains(where: { $0.0 == "id" && $0.1 == id }) { return [index] }
                if let below = path(toID: id, in: elements[index].children) { return [index] + below }
            }
            return nil
        }
    }

    private static func attach(_ parts: [TranslatedElement], connections: [TranslatedElement], along path: ArraySlice<Int>,
                               in elements: inout [TranslatedElement]) {
        guard let index = path.first, elements.indices.contains(index) else { return }
        guard path.count == 1 else {
            attach(parts, connections: connections, along: path.dropFirst(), in: &elements[index].children)
            return
        }
        var target = elements[index]
        let existing = target.children.firstIndex { $0.name == "connections" }
        let insertAt = existing ?? target.children.endIndex
        target.children.insert(contentsOf: parts, at: insertAt)
        addConnections(connections, to: &target)
        elements[index] = target
    }

    /// Adds `connections` to those of `element`, in Xcode's order, or as its `<connections>` after its other children.
    private static func addConnections(_ connections: [TranslatedElement], to element: inout TranslatedElement) {
        guard let first = connections.first else { return }
        if let index = element.children.firstIndex(where: { $0.name == "connections" }) {
            element.children[index].children = TranslatedElement.inXcodesOrder(element.children[index].children + connections)
        } else {
            element.children.append(TranslatedElement(name: "connections", children: connections, offset: first.offset))
        }
    }

    /// Each segue template as a `<segue>` in its controller's connections, its destination found through the
    /// identifiers table.
    private func addSegues(nibs: [String: SceneNib], order: [String], info: StoryboardInfo,
                           controllerIDsByNib: [String: String], scenes: inout [TranslatedElement]) {
        // A control that performs a segue (a view nib's `perform:` to the template's placeholder): the segue starts
        // at the control, as in the source.
        var templateIDs: Set<String> = []
        for name in order {
            guard let nib = nibs[name] else { continue }
            for (_, template) in nib.translator.segueTemplates { templateIDs.insert(nib.translator.id(of: template)) }
        }
        var triggers: [String: String] = [:]
        // Read only when a nib wrote a `perform:` action: the walk over every scene's trees cost a tenth of reading a
        // storyboard.
        if order.contains(where: { nibs[$0]?.translator.hasPerformActions == true }) {
            Self.takePerformActions(to: templateIDs, from: &scenes, triggers: &triggers)
        }
        // Each nib's segues, by the id of the element they start at; embed segues start at their container views,
        // which the view nib names for each embed template its controller holds.
        var seguesByNib: [[(owner: SceneNib, sourceID: String, template: Int)]] = []
        var containerIDs: [String] = []
        for name in order {
            guard let nib = nibs[name] else { continue }
            var templates = nib.translator.segueTemplates
                .filter { !nib.translator.contents.graph.className(of: $0.template).hasSuffix("EmbedSegueTemplate") }
                .map { (owner: nib, sourceID: triggers[nib.translator.id(of: $0.template)]
                    ?? nib.translator.id(of: nib.translator.segueTriggers[$0.template] ?? $0.source), template: $0.template) }
            for (placeholder, container) in nib.translator.embedCandidates {
                guard let templateID = nib.translator.knownIDs[placeholder],
                      let (owner, template) = Self.object(withID: templateID, in: nibs, order: order, where: { $0.hasSuffix("EmbedSegueTemplate") })
                else { continue }
                let containerID = nib.translator.id(of: container)
                containerIDs.append(containerID)
                templates.append((owner, containerID, template))
            }
            seguesByNib.append(templates)
        }
        // Where each of those ids is: attaching segues and renaming container views moves nothing.
        let pathsByID = TranslatedElement.firstPaths(in: scenes, byAttribute: "id",
                                                     among: Set(seguesByNib.joined().map(\.sourceID)))
        for containerID in containerIDs {
            guard let path = pathsByID[containerID] else { continue }
            TranslatedElement.modify(at: path[...], in: &scenes) { $0.name = "containerView" }
        }
        var exits: Set<String> = []
        // A controller archived in its container's nib too (a window's content view controller) carries its segue
        // templates there as well: a segue another nib already gave is not added again.
        var nibBySegue: [[String]: Int] = [:]
        for (nibIndex, templates) in seguesByNib.enumerated() {
            for (owner, sourceID, template) in templates {
                let graph = owner.translator.contents.graph
                let className = graph.className(of: template)
                let kind = NIBVocabulary.segueKinds[className] ?? "custom"
                // An unwind segue leads to its scene's Exit, which the nib does not archive: the scene gets one.
                let exitID = kind == "unwind" ? "\(owner.translator.idPrefix)exit" : nil
                var attributes: [(String, String)] = []
                if let exitID {
                    attributes.append(("destination", exitID))
                } else if let destination = graph.string(.uiKitDestinationControllerIdentifier, of: template)
                    ?? graph.string(.appKitDestinationControllerIdentifier, of: template),
                   let id = controllerIDsByNib[info.identifiersToNibNames[destination] ?? destination] {
                    attributes.append(("destination", id))
                }
                attributes.append(("kind", kind))
                if let identifier = graph.string(.uiKitIdentifier, of: template) ?? graph.string(.appKitIdentifier, of: template) {
                    attributes.append(("identifier", identifier))
                }
                if exitID != nil, let action = graph.string(.unwindAction, of: template) { attributes.append(("unwindAction", action)) }
                if let segueClass = graph.string(.segueClassName, of: template).map(NIBVocabulary.demangled) {
                    attributes.append(("customClass", segueClass.name))
                    if let module = segueClass.module {
                        attributes.append(("customModule", module))
                        owner.translator.hasCustomModules = true
                    }
                }
                attributes.append(("id", owner.translator.id(of: template)))
                let segue = TranslatedElement(name: "segue", attributes: attributes, offset: graph.objects[template].offset)
                let signature = [sourceID] + attributes.filter { $0.0 != "id" }.flatMap { [$0.0, $0.1] }
                if let first = nibBySegue[signature], first != nibIndex { continue }
                nibBySegue[signature] = nibIndex
                // Every source was looked for above: one not found is in no scene.
                let path = pathsByID[sourceID]
                if let path {
                    Self.attach([], connections: [segue], along: path[...], in: &scenes)
                }
                // Appended after the scene's other objects (paths found before stay valid), once per scene.
                if let exitID, let scene = path?.first, scenes.indices.contains(scene), exits.insert(exitID).inserted,
                   let objects = scenes[scene].children.indices.first {
                    scenes[scene].children[objects].children.append(TranslatedElement(
                        name: "exit", attributes: [("id", exitID), ("userLabel", "Exit"), ("sceneMemberID", "exit")], offset: segue.offset))
                }
            }
        }
    }

    /// The controllers a navigation or tab bar controller's nib archives with it, each made the scene of its own the
    /// source has (unless another nib already holds it as one) and connected by a relationship segue.
    private func separateChildControllers(nibs: [String: SceneNib], order: [String], scenes: inout [TranslatedElement]) {
        // Each separated child, with the scenes it left and joined, and whether its own nib gave the latter.
        var separated: [(child: TranslatedElement, from: Int, to: Int, hasOwnNib: Bool)] = []
        // Every nib's container and child pairs, by id, in order.
        let pairs = order.flatMap { name in
            nibs[name].map { nib in
                nib.translator.childControllers.enumerated().map { index, pair in
                    (containerID: nib.translator.id(of: pair.container), childID: nib.translator.id(of: pair.child),
                     relationship: pair.relationship, index: index)
                }
            } ?? []
        }
        guard !pairs.isEmpty else { return }
        // The scenes each top-level object's id is in, in order, kept as children move: a look-up per child, where
        // reading every scene for each made a storyboard of many containers quadratic.
        let wanted = Set(pairs.flatMap { [$0.containerID, $0.childID] })
        var scenesHolding: [String: [Int]] = [:]
        // The scene each separated child was taken out of.
        var takenFrom: [String: Int] = [:]
        for (sceneIndex, scene) in scenes.enumerated() {
            for object in scene.children.first?.children ?? [] {
                if let id = object.attribute("id"), wanted.contains(id) { scenesHolding[id, default: []].append(sceneIndex) }
            }
        }
        for (containerID, childID, relationship, index) in pairs {
            // The copy in the container's scene becomes a scene of its own, or joins the one its own nib gave.
            let childScenes = scenesHolding[childID] ?? []
            // The scene that holds both; or the one the container was itself taken out of (a tab bar controller's
            // nib archives its navigation controllers with their roots).
            let found = scenesHolding[containerID]?.first(where: childScenes.contains)
                ?? takenFrom[containerID].flatMap { childScenes.contains($0) ? $0 : nil }
            guard childID != containerID, let sceneIndex = found,
                  let objectIndex = Self.topLevelObject(withID: childID, in: scenes[sceneIndex]) else { continue }
            let moved = scenes[sceneIndex].children[0].children.remove(at: objectIndex)
            if let taken = scenesHolding[childID]?.firstIndex(of: sceneIndex) { scenesHolding[childID]?.remove(at: taken) }
            takenFrom[childID] = sceneIndex
            if let other = scenesHolding[childID]?.first, let otherIndex = Self.topLevelObject(withID: childID, in: scenes[other]) {
                // The controller's own nib holds it too: what only this copy has (the view its view nib gave) joins it.
                Self.merge(moved, into: &scenes[other].children[0].children[otherIndex])
                separated.append((moved, sceneIndex, other, true))
            } else {
                scenes.append(TranslatedElement(name: "scene", attributes: [("sceneID", "scene-\(childID)")],
                                                children: [TranslatedElement(name: "objects", children: [moved], offset: moved.offset)],
                                                offset: moved.offset))
                scenesHolding[childID, default: []].append(scenes.count - 1)
                separated.append((moved, sceneIndex, scenes.count - 1, false))
            }
            let segue = TranslatedElement(name: "segue", attributes: [("destination", childID), ("kind", "relationship"),
                                                                    ("relationship", relationship), ("id", "\(containerID)-r\(index)")],
                                          offset: moved.offset)
            // The container where it is now: in that scene, or in the scene it was moved to.
            let containerScenes = [sceneIndex] + (scenesHolding[containerID] ?? [])
            for containerScene in containerScenes {
                guard let containerIndex = Self.topLevelObject(withID: containerID, in: scenes[containerScene]) else { continue }
                Self.attach([], connections: [segue], along: [containerScene, 0, containerIndex][...], in: &scenes)
                break
            }
        }
        for (from, children) in Dictionary(grouping: separated, by: \.from).sorted(by: { $0.key < $1.key }) {
            Self.moveSceneObjects(of: children.map { ($0.child, $0.to, !$0.hasOwnNib) }, from: from, in: &scenes)
        }
    }

    /// Moves to each separated child controller's scene the objects of the scene `from` it left (beside its
    /// controller: a view the scene holds apart) that are connected with that child and with nothing else of `from`:
    /// a container's nib archives its children's scenes whole, and a connection joins only objects of one scene. A
    /// child whose own nib gave its scene has them there already (`keepsCopies` false): these copies are dropped.
    /// Each element is read once, so the time is linear in the scene's size.
    private static func moveSceneObjects(of children: [(child: TranslatedElement, to: Int, keepsCopies: Bool)], from: Int,
                                         in scenes: inout [TranslatedElement]) {
        guard scenes.indices.contains(from), !scenes[from].children.isEmpty else { return }
        let objects = scenes[from].children[0].children
        // Not the scene's placeholders, controllers or members (its First Responder, its Exit).
        func isCandidate(_ object: TranslatedElement) -> Bool {
            object.name != "placeholder" && !isController(object) && object.attribute("sceneMemberID") == nil
        }
        // Most container scenes hold nothing else.
        guard objects.contains(where: isCandidate) else { return }
        let objectIDs = objects.map(ids(in:)), objectReferences = objects.map(referencedIDs(in:))
        // Which object holds each id, and which objects and children refer to it.
        var holder: [String: Int] = [:], objectsReferring: [String: Set<Int>] = [:]
        for index in objects.indices where objects[index].name != "placeholder" {
            for id in objectIDs[index] { holder[id] = index }
            for id in objectReferences[index] { objectsReferring[id, default: []].insert(index) }
        }
        var childHolding: [String: Int] = [:], childrenReferring: [String: Set<Int>] = [:]
        for (number, entry) in children.enumerated() {
            for id in ids(in: entry.child) { childHolding[id] = number }
            for id in referencedIDs(in: entry.child) { childrenReferring[id, default: []].insert(number) }
        }
        var destination: [Int: Int] = [:]
        for (index, object) in objects.enumerated() where isCandidate(object) {
            var linkedChildren: Set<Int> = [], linkedObjects: Set<Int> = []
            for id in objectIDs[index] {
                linkedChildren.formUnion(childrenReferring[id] ?? [])
                linkedObjects.formUnion(objectsReferring[id] ?? [])
            }
            for id in objectReferences[index] {
                if let number = childHolding[id] { linkedChildren.insert(number) }
                if let other = holder[id] { linkedObjects.insert(other) }
            }
            linkedObjects.remove(index)
            if linkedChildren.count == 1, linkedObjects.isEmpty, let number = linkedChildren.first { destination[index] = number }
        }
        guard !destination.isEmpty else { return }
        scenes[from].children[0].children = objects.indices.filter { destination[$0] == nil }.map { objects[$0] }
        for index in objects.indices {
            guard let number = destination[index], children[number].keepsCopies, scenes.indices.contains(children[number].to),
                  !scenes[children[number].to].children.isEmpty else { continue }
            scenes[children[number].to].children[0].children.append(objects[index])
        }
    }

    /// The ids among `wanted` of `elements` and of every element below them, connections included
    /// (``path(toID:in:)`` finds those too).
    private static func allIDs(in elements: [TranslatedElement], among wanted: Set<String>) -> [String] {
        var found: [String] = []
        // Its own walk, not `forEachElement`: every element of every scene nib is read here, and the call per element
        // cost the shared bundles 0.6% more instructions.
        func collect(_ elements: [TranslatedElement]) {
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    if let id = TranslatedElement.value(of: "id", in: elements[index].attributes), wanted.contains(id) { found.append(id) }
                    collect(elements[index].children)
                }
            }
        }
        collect(elements)
        return found
    }

    /// The ids of `element` and every element below it.
    private static func ids(in element: TranslatedElement) -> Set<String> {
        var found: Set<String> = []
        TranslatedElement.forEachElement(in: [element]) { element in
            if !connectionNames.contains(element.name), let id = element.attribute("id") { found.insert(id) }
        }
        return found
    }

    /// The ids the connections below `element` lead to (outlets' destinations, actions' targets).
    private static func referencedIDs(in element: TranslatedElement) -> Set<String> {
        var found: Set<String> = []
        TranslatedElement.forEachElement(in: [element]) { element in
            guard connectionNames.contains(element.name) else { return }
            if let destination = element.attribute("destination") { found.insert(destination) }
            if let target = element.attribute("target") { found.insert(target) }
        }
        return found
    }

    private static let connectionNames: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    /// Adds to `element` the children of `copy` it has no child of that name and key for, and the connections of
    /// `copy` to what they hold.
    private static func merge(_ copy: TranslatedElement, into element: inout TranslatedElement) {
        var added: Set<String> = []
        for child in copy.children where child.name != "connections"
            && !element.children.contains(where: { $0.name == child.name && $0.attribute("key") == child.attribute("key") }) {
            TranslatedElement.forEachElement(in: [child]) { if let id = $0.attribute("id") { added.insert(id) } }
            let at = element.children.firstIndex { $0.name == "connections" } ?? element.children.endIndex
            element.children.insert(child, at: at)
        }
        let connections = (copy.children.first { $0.name == "connections" }?.children ?? []).filter { connection in
            added.contains(connection.attribute("destination") ?? connection.attribute("target") ?? "")
        }
        addConnections(connections, to: &element)
    }

    /// The index among a scene's objects of the one with id `id`.
    private static func topLevelObject(withID id: String, in scene: TranslatedElement) -> Int? {
        scene.children.first?.children.firstIndex { $0.attribute("id") == id }
    }

    /// Removes the `perform:` actions sent to one of `templateIDs` below `elements`, noting each template's control
    /// (the element with the id whose connections hold the action). A control's children come before it, as in the
    /// source's order, where its connections come after them.
    private static func takePerformActions(to templateIDs: Set<String>, from elements: inout [TranslatedElement],
                                           triggers: inout [String: String]) {
        guard !templateIDs.isEmpty else { return }
        func isTaken(_ connection: TranslatedElement) -> Bool {
            guard connection.name == "action", connection.attribute("selector") == "perform:",
                  let template = connection.attribute("destination") else { return false }
            return templateIDs.contains(template)
        }
        let controls = TranslatedElement.paths(in: elements, childrenFirst: true) { element in
            element.attribute("id") != nil && element.children.contains { $0.name == "connections" && $0.children.contains(where: isTaken) }
        }
        for path in controls {
            TranslatedElement.modify(at: path[...], in: &elements) { element in
                guard let control = element.attribute("id") else { return }
                for index in element.children.indices where element.children[index].name == "connections" {
                    element.children[index].children.removeAll { connection in
                        guard isTaken(connection), let template = connection.attribute("destination") else { return false }
                        triggers[template] = control
                        return true
                    }
                }
                element.children.removeAll { $0.name == "connections" && $0.children.isEmpty }
            }
        }
    }

    /// The first nib (in `order`) and object whose id is `id` and whose class satisfies `isWanted`.
    private static func object(withID id: String, in nibs: [String: SceneNib], order: [String],
                               where isWanted: (String) -> Bool) -> (SceneNib, Int)? {
        for name in order {
            guard let nib = nibs[name] else { continue }
            let graph = nib.translator.contents.graph
            // Any archived object: an embed segue template is in no object list, only in its controller's tables.
            if let object = graph.objects.indices.first(where: { isWanted(graph.className(of: $0)) && nib.translator.id(of: $0) == id }) {
                return (nib, object)
            }
        }
        return nil
    }
}

/// A compiled storyboard's `Info.plist` (binary or XML property list).
struct StoryboardInfo {
    var identifiersToNibNames: [String: String] = [:]
    var entryPoint: String?
    /// The nib of a macOS storyboard's application scene (`NSStoryboardMainMenu`).
    var mainMenu: String?

    init(files: CompiledBundleFiles, limits: DocumentLimits) throws {
        guard files.isFile("Info.plist") || files.isFolder("Info.plist") else { return }
        let path = files.path(of: "Info.plist")
        let bytes = try files.read("Info.plist", limit: limits.effectiveMaximumInputBytes)
        if BinaryPropertyList.isPropertyList(bytes) {
            let list = try BinaryPropertyList(bytes: bytes, path: path, limits: limits)
            for key in ["UIViewControllerIdentifiersToNibNames", "NSViewControllerIdentifiersToNibNames"] {
                guard let table = list.member(key, of: list.top), case .dictionary(let entries) = list.objects[table] else { continue }
                for (name, nib) in entries {
                    if let name = list.string(name), let nib = list.string(nib) { identifiersToNibNames[name] = nib }
                }
            }
            entryPoint = (list.member("UIStoryboardDesignatedEntryPointIdentifier", of: list.top)
                ?? list.member("NSStoryboardDesignatedEntryPointIdentifier", of: list.top)).flatMap(list.string)
            mainMenu = list.member("NSStoryboardMainMenu", of: list.top).flatMap(list.string)
        } else {
            let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
            guard let plist else {
                throw NIBFormatError.error(format: "storyboard Info.plist", "the file is not a property list", path: path, offset: 0)
            }
            for key in ["UIViewControllerIdentifiersToNibNames", "NSViewControllerIdentifiersToNibNames"] {
                for (name, nib) in plist[key] as? [String: String] ?? [:] { identifiersToNibNames[name] = nib }
            }
            entryPoint = (plist["UIStoryboardDesignatedEntryPointIdentifier"] ?? plist["NSStoryboardDesignatedEntryPointIdentifier"]) as? String
            mainMenu = plist["NSStoryboardMainMenu"] as? String
        }
    }
}
