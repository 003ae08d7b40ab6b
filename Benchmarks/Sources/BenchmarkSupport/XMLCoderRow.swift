import Foundation
import XMLCoder

/// XMLCoder decoding the same shape as ``UserStoryboard``: scenes, objects, each controller's root
/// view, the view tree with frames, constraints and connections. XMLCoder matches keys to element
/// names rather than to `key` attributes and needs choice coding for lists of mixed elements, so
/// the model spells that out: keyed children (`key="view"`, `key="contentView"`,
/// `key="tableHeaderView"`, …) are found by their `key` whatever their element name, as uidesc
/// finds them. What it keeps is the same (the check compares the counts with uidesc's user model).
public enum XMLCoderRow {
    public static func decode(_ input: BenchmarkInput) throws -> XCStoryboard {
        do {
            var storyboard = try XMLDecoder().decode(XCStoryboard.self, from: input.data)
            storyboard.resolveViewOutlets()
            return storyboard
        } catch {
            throw PeerFailure(row: "XMLCoder", message: "\(error)".prefix(300).description)
        }
    }
}

/// Any key, for reading attributes and children by name.
struct XCAnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Any key of a choice element: its element name.
struct XCChoiceKey: XMLChoiceCodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Whether the group element being decoded has children: XMLCoder shows an empty one
    /// (`<cells/>`) as a single key, the group's own name (no Interface Builder group holds an
    /// element named like itself).
    func hasChildElements() throws -> Bool {
        let keys = try container(keyedBy: XCChoiceKey.self).allKeys
        if keys.count == 1, keys[0].stringValue == codingPath.last?.stringValue { return false }
        return keys.contains { !$0.stringValue.isEmpty }
    }
}

/// Only an element's `key` attribute: decoded first to find keyed children (`key="view"`,
/// `key="tableHeaderView"`, …) whatever their element name, as uidesc resolves keys.
struct XCKeyProbe: Decodable {
    var key: String?
}

extension KeyedDecodingContainer where Key == XCAnyKey {
    /// The child elements with a `key` attribute in `keys`, whatever their element name, with the
    /// name as their kind (XMLCoder finds children by element name only, so every name is probed).
    func keyedViews(_ keys: Set<String>, skipping known: Set<String>) throws -> [XCView] {
        var found: [XCView] = []
        for name in allKeys where !known.contains(name.stringValue) {
            // Attributes and elements without a wanted key fail or find nothing here.
            guard let probes = try? decode([XCKeyProbe].self, forKey: name),
                  probes.contains(where: { $0.key.map(keys.contains) ?? false }) else { continue }
            for view in try decode([XCView].self, forKey: name) where view.key.map(keys.contains) ?? false {
                view.kind = name.stringValue
                found.append(view)
            }
        }
        return found
    }
}

public struct XCStoryboard: Decodable {
    public var scenes: XCScenes?
    public var objects: XCObjectList?
}

extension XCStoryboard {
    /// uidesc resolves a key an object lacks through the outlet of that name: a xib's File's Owner
    /// has no `key="view"` child, but its `<outlet property="view" destination="…">` reaches the
    /// top-level view. XMLCoder cannot follow ids, so the model does it after decoding: an object
    /// without a root view gets its `view` outlet's destination (a copy, as uidesc decodes it again).
    mutating func resolveViewOutlets() {
        var bodies: [String: XCObjectBody] = [:]
        var views: [String: XCView] = [:]
        func index(_ view: XCView) {
            if let id = view.id { views[id] = views[id] ?? view }
            for child in view.childViews { index(child) }
        }
        func index(_ objects: [XCObject]) {
            for object in objects {
                if let id = object.body.id { bodies[id] = bodies[id] ?? object.body }
                object.body.view.map(index)
                for view in object.body.subviews?.items ?? [] { index(view.view) }
            }
        }
        index(objects?.items ?? [])
        for scene in scenes?.scene ?? [] { index(scene.objects?.items ?? []) }

        func resolve(_ objects: inout [XCObject]) {
            for position in objects.indices where objects[position].body.view == nil {
                guard let outlet = objects[position].body.connections?.items.first(where: { $0.kind == "outlet" && $0.body.property == "view" }),
                      let destination = outlet.body.destination else { continue }
                if let view = views[destination] {
                    objects[position].body.view = view
                } else if let body = bodies[destination] {
                    objects[position].body.viewOutlet = XCViewOutlet(body)
                }
            }
        }
        if var items = objects?.items {
            resolve(&items)
            objects?.items = items
        }
        for index in (scenes?.scene ?? []).indices {
            guard var items = scenes?.scene?[index].objects?.items else { continue }
            resolve(&items)
            scenes?.scene?[index].objects?.items = items
        }
    }
}

public struct XCScenes: Decodable {
    public var scene: [XCScene]?
}

public struct XCScene: Decodable {
    public var sceneID: String
    public var objects: XCObjectList?
}

/// A list of mixed elements decoded by element name (XMLCoder's choice coding).
public struct XCObjectList: Decodable {
    public var items: [XCObject]
    public init(from decoder: any Decoder) throws {
        // An empty group (`<cells/>`) would fail to decode as a list, and with it the view holding it.
        guard try decoder.hasChildElements() else { items = []; return }
        items = try decoder.singleValueContainer().decode([XCObject].self)
    }
}

public struct XCObject: Decodable {
    public var kind: String
    public var body: XCObjectBody

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: XCChoiceKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty choice"))
        }
        kind = key.stringValue
        body = try container.decode(XCObjectBody.self, forKey: key)
    }
}

public struct XCObjectBody: Decodable {
    public var id: String?
    public var customClass: String?
    public var storyboardIdentifier: String?
    public var view: XCView?
    /// The root view reached through a `view` outlet to a top-level object (see ``XCStoryboard/resolveViewOutlets()``).
    public var viewOutlet: XCViewOutlet?
    public var subviews: XCViewList?
    public var constraints: XCConstraints?
    public var connections: XCConnectionList?

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: XCAnyKey.self)
        id = try container.decodeIfPresent(String.self, forKey: XCAnyKey("id"))
        customClass = try container.decodeIfPresent(String.self, forKey: XCAnyKey("customClass"))
        storyboardIdentifier = try container.decodeIfPresent(String.self, forKey: XCAnyKey("storyboardIdentifier"))
        subviews = try container.decodeIfPresent(XCViewList.self, forKey: XCAnyKey("subviews"))
        constraints = try container.decodeIfPresent(XCConstraints.self, forKey: XCAnyKey("constraints"))
        connections = try container.decodeIfPresent(XCConnectionList.self, forKey: XCAnyKey("connections"))
        // The root view is the child with `key="view"`, whatever its element name.
        view = try container.keyedViews(["view"], skipping: Self.knownKeys).first
    }

    private static let knownKeys: Set<String> = ["id", "customClass", "storyboardIdentifier", "subviews", "constraints", "connections"]
}

/// A top-level object reached through an outlet (boxed: a struct cannot hold itself).
public final class XCViewOutlet {
    public let body: XCObjectBody
    init(_ body: XCObjectBody) { self.body = body }
}

public struct XCViewList: Decodable {
    public var items: [XCAnyView]
    public init(from decoder: any Decoder) throws {
        // An empty group (`<cells/>`) would fail to decode as a list, and with it the view holding it.
        guard try decoder.hasChildElements() else { items = []; return }
        items = try decoder.singleValueContainer().decode([XCAnyView].self)
    }
}

public struct XCAnyView: Decodable {
    public var view: XCView

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: XCChoiceKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty choice"))
        }
        view = try container.decode(XCView.self, forKey: key)
        view.kind = key.stringValue
    }
}

public final class XCView: Decodable {
    public var kind: String = ""
    public var id: String?
    public var key: String?
    public var customClass: String?
    public var frame: XCRect?
    public var subviews: XCViewList?
    public var constraints: XCConstraints?
    public var connections: XCConnectionList?
    public var contentView: XCView?
    public var prototypes: XCViewList?
    public var cells: XCViewList?
    public var sections: XCTableSections?
    public var tableHeaderView: XCView?
    public var tableFooterView: XCView?

    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: XCAnyKey.self)
        id = try container.decodeIfPresent(String.self, forKey: XCAnyKey("id"))
        key = try container.decodeIfPresent(String.self, forKey: XCAnyKey("key"))
        customClass = try container.decodeIfPresent(String.self, forKey: XCAnyKey("customClass"))
        frame = try container.decodeIfPresent([XCRect].self, forKey: XCAnyKey("rect"))?.first { $0.key == "frame" }
        subviews = try container.decodeIfPresent(XCViewList.self, forKey: XCAnyKey("subviews"))
        constraints = try container.decodeIfPresent(XCConstraints.self, forKey: XCAnyKey("constraints"))
        connections = try container.decodeIfPresent(XCConnectionList.self, forKey: XCAnyKey("connections"))
        prototypes = try container.decodeIfPresent(XCViewList.self, forKey: XCAnyKey("prototypes"))
        cells = try container.decodeIfPresent(XCViewList.self, forKey: XCAnyKey("cells"))
        sections = try container.decodeIfPresent(XCTableSections.self, forKey: XCAnyKey("sections"))
        // Keyed child views (`<tableViewCellContentView key="contentView">`, `<searchBar key="tableHeaderView">`,
        // `<button key="tableFooterView">`, …), found by their `key` whatever their element name.
        for view in try container.keyedViews(Self.keyedViewKeys, skipping: Self.knownKeys) {
            switch view.key {
            case "contentView": contentView = contentView ?? view
            case "tableHeaderView": tableHeaderView = tableHeaderView ?? view
            default: tableFooterView = tableFooterView ?? view
            }
        }
    }

    /// Every view this one holds.
    var childViews: [XCView] {
        var children = (subviews?.items ?? []).map(\.view) + (prototypes?.items ?? []).map(\.view) + (cells?.items ?? []).map(\.view)
        for section in sections?.tableViewSection ?? [] { children += (section.cells?.items ?? []).map(\.view) }
        children += [contentView, tableHeaderView, tableFooterView].compactMap { $0 }
        return children
    }

    private static let keyedViewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]
    private static let knownKeys: Set<String> = [
        "id", "key", "customClass", "rect", "subviews", "constraints", "connections", "prototypes", "cells", "sections",
    ]
}

public struct XCTableSections: Decodable {
    public var tableViewSection: [XCTableSection]?
}

public struct XCTableSection: Decodable {
    public var id: String?
    public var headerTitle: String?
    public var cells: XCViewList?
}

public struct XCRect: Decodable {
    public var key: String?
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}

public struct XCConstraints: Decodable {
    public var constraint: [XCConstraint]?
}

public struct XCConstraint: Decodable, CountsAsConstraint {
    public var id: String?
    public var firstItem: String?
    public var firstAttribute: String?
    public var secondItem: String?
    public var secondAttribute: String?
    public var constant: Double?
    public var multiplier: String?
    public var priority: Double?
}

public struct XCConnectionList: Decodable {
    public var items: [XCConnection]
    public init(from decoder: any Decoder) throws {
        // An empty group (`<cells/>`) would fail to decode as a list, and with it the view holding it.
        guard try decoder.hasChildElements() else { items = []; return }
        items = try decoder.singleValueContainer().decode([XCConnection].self)
    }
}

public struct XCConnection: Decodable, CountsAsConnection {
    public var kind: String
    public var body: XCConnectionBody

    public var isOutlet: Bool { kind == "outlet" || kind == "outletCollection" }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: XCChoiceKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty choice"))
        }
        kind = key.stringValue
        body = try container.decode(XCConnectionBody.self, forKey: key)
    }
}

public struct XCConnectionBody: Decodable {
    public var id: String?
    public var property: String?
    public var destination: String?
    public var selector: String?
}
