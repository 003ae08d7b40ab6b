import Foundation
import XMLCoder

/// XMLCoder decoding the same shape as ``UserStoryboard``: scenes, objects, each controller's root
/// view, the view tree with frames, constraints and connections. XMLCoder matches keys to element
/// names rather than to `key` attributes and needs choice coding for lists of mixed elements, so
/// the model spells that out; what it keeps is the same (the check compares the counts).
public enum XMLCoderRow {
    public static func decode(_ input: BenchmarkInput) throws -> XCStoryboard {
        do {
            return try XMLDecoder().decode(XCStoryboard.self, from: input.data)
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

/// Element names that can be a controller's root view (`key="view"`).
let xcRootViewNames: Set<String> = [
    "view", "tableView", "collectionView", "scrollView", "mapView", "imageView", "stackView", "wkWebView", "webView",
    "visualEffectView", "textView", "containerView", "arscnView", "arskView", "sceneKitView", "skView", "glkView",
    "mtkView", "pickerView", "navigationBar", "tabBar", "toolbar", "searchBar", "label", "button", "textField",
    "activityIndicatorView", "datePicker", "pageControl", "segmentedControl", "slider", "switch", "stepper",
    "progressView", "tableViewCell", "collectionViewCell",
]

public struct XCStoryboard: Decodable {
    public var scenes: XCScenes?
    public var objects: XCObjectList?
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
        for key in container.allKeys where xcRootViewNames.contains(key.stringValue) {
            let views = try container.decode([XCView].self, forKey: key)
            if let root = views.first(where: { $0.key == "view" }) {
                root.kind = key.stringValue
                view = root
            }
        }
    }
}

public struct XCViewList: Decodable {
    public var items: [XCAnyView]
    public init(from decoder: any Decoder) throws {
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

    enum CodingKeys: String, CodingKey {
        case id, key, customClass, rect, subviews, constraints, connections, prototypes, cells, sections
        case tableViewCellContentView, collectionViewCellContentView, view
    }

    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        key = try container.decodeIfPresent(String.self, forKey: .key)
        customClass = try container.decodeIfPresent(String.self, forKey: .customClass)
        frame = try container.decodeIfPresent([XCRect].self, forKey: .rect)?.first { $0.key == "frame" }
        subviews = try container.decodeIfPresent(XCViewList.self, forKey: .subviews)
        constraints = try container.decodeIfPresent(XCConstraints.self, forKey: .constraints)
        connections = try container.decodeIfPresent(XCConnectionList.self, forKey: .connections)
        contentView = try container.decodeIfPresent(XCView.self, forKey: .tableViewCellContentView)
            ?? container.decodeIfPresent(XCView.self, forKey: .collectionViewCellContentView)
        prototypes = try container.decodeIfPresent(XCViewList.self, forKey: .prototypes)
        cells = try container.decodeIfPresent(XCViewList.self, forKey: .cells)
        sections = try container.decodeIfPresent(XCTableSections.self, forKey: .sections)
        // Keyed child views are `<view key="…">` elements: XMLCoder finds them by element name only.
        let keyedViews = try container.decodeIfPresent([XCView].self, forKey: .view) ?? []
        contentView = contentView ?? keyedViews.first { $0.key == "contentView" }
        tableHeaderView = keyedViews.first { $0.key == "tableHeaderView" }
        tableFooterView = keyedViews.first { $0.key == "tableFooterView" }
    }
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
