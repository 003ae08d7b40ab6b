import Foundation
import XIBDecoder

/// Builds a large storyboard from the real scenes of the corpus, deterministically: the same
/// size and seed give the same bytes on every machine.
///
/// Sources are the corpus's iOS document-format storyboards from permissively licensed
/// repositories (``Corpus/hasPermissiveLicense(_:)``) that uidesc decodes as ``Document``. Each copy
/// of a source takes all of its scenes, so segues, outlets and constraints keep pointing inside
/// the copy; every id, `sceneID` and every reference to them (`destination`, `firstItem`, …) is
/// rewritten to a fresh id drawn from a seeded generator, and storyboard identifiers get the copy
/// number, so the result has no duplicate ids and no dangling references. Resources are merged.
public struct SyntheticStoryboard {
    /// The corpus storyboards the generator copies from, in a fixed order.
    public let sources: [Corpus.Entry]
    private let documents: [NodeDocument]

    /// Attributes that hold ids of other objects in storyboards (seen in the corpus).
    static let referenceAttributes: Set<String> = [
        "destination", "firstItem", "secondItem", "target", "tableViewCell", "textLabel", "detailTextLabel",
        "imageView", "selectedItem", "initialViewController", "reference", "headerView", "outlineTableColumn",
        "previousBinding", "popoverAnchorView", "initialItem", "anchorView", "source",
    ]

    public init() throws {
        var sources: [Corpus.Entry] = []
        var documents: [NodeDocument] = []
        let candidates = Corpus.manifest.filter { $0.kind == "storyboard" && $0.platform == "ios" && Corpus.hasPermissiveLicense($0) }
        for entry in candidates.sorted(by: { $0.displayName < $1.displayName }) {
            guard let bytes = try? [UInt8](Data(contentsOf: entry.url)),
                  let document = try? XIBReader().read(bytes, path: entry.url.path),
                  document.attribute("version", of: document.root) == "3.0",
                  document.attribute("targetRuntime", of: document.root) == "iOS.CocoaTouch",
                  document.firstChild(of: document.root, named: "scenes") != nil,
                  (try? document.decode(Document.self)) != nil else { continue }
            sources.append(entry)
            documents.append(document)
        }
        guard !documents.isEmpty else {
            throw PeerFailure(row: "generator", message: "no usable storyboard in the corpus at \(Corpus.root.path)")
        }
        self.sources = sources
        self.documents = documents
    }

    /// A storyboard of at least `targetBytes` bytes (it stops after the copy that crosses the size).
    public func generate(targetBytes: Int, seed: UInt64 = 0x5EED_1DE5) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var usedIDs: Set<String> = []
        var writer = XMLTextWriter()
        let first = documents[0]
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")

        // Scenes first (into a separate writer), so the header can name the first copy's initial controller.
        var body = XMLTextWriter()
        var initialViewController: String?
        var resources: [(key: String, node: (NodeDocument, ElementID))] = []
        var resourceKeys: Set<String> = []
        var copy = 0
        while body.count < targetBytes {
            let index = copy % documents.count
            let document = documents[index]
            let ids = Self.freshIDs(for: document, random: &random, used: &usedIDs)
            if initialViewController == nil, let initial = document.attribute("initialViewController", of: document.root) {
                initialViewController = ids[initial]
            }
            if let scenes = document.firstChild(of: document.root, named: "scenes") {
                for scene in document.children(of: scenes) {
                    body.element(scene, of: document, depth: 2, ids: ids, copy: copy)
                }
            }
            if let group = document.firstChild(of: document.root, named: "resources") {
                for resource in document.children(of: group) {
                    let key = document.name(of: resource) + "/" + (document.attribute("name", of: resource) ?? "")
                    if resourceKeys.insert(key).inserted { resources.append((key, (document, resource))) }
                }
            }
            copy += 1
        }

        var header = first.attributes(of: first.root).filter { $0.name != "initialViewController" }
        if let initialViewController { header.append(("initialViewController", initialViewController)) }
        writer.startTag("document", attributes: header, depth: 0, selfClosing: false)
        for child in first.children(of: first.root) where ["device", "dependencies"].contains(first.name(of: child)) {
            writer.element(child, of: first, depth: 1, ids: [:], copy: nil)
        }
        writer.raw("    <scenes>\n")
        writer.raw(body.bytes)
        writer.raw("    </scenes>\n")
        if !resources.isEmpty {
            writer.raw("    <resources>\n")
            for resource in resources { writer.element(resource.node.1, of: resource.node.0, depth: 2, ids: [:], copy: nil) }
            writer.raw("    </resources>\n")
        }
        writer.raw("</document>\n")
        return writer.bytes
    }

    /// A fresh id for every id and scene id of `document`.
    private static func freshIDs(for document: NodeDocument, random: inout SplitMix64, used: inout Set<String>) -> [String: String] {
        var ids: [String: String] = [:]
        for element in document.allElements {
            for old in [document.id(of: element), document.attribute("sceneID", of: element)].compactMap({ $0 }) where ids[old] == nil {
                var fresh: String
                repeat { fresh = random.interfaceBuilderID() } while !used.insert(fresh).inserted
                ids[old] = fresh
            }
        }
        return ids
    }
}

/// Writes elements of a ``NodeDocument`` back as Interface Builder–style XML.
struct XMLTextWriter {
    private(set) var bytes: [UInt8] = []
    var count: Int { bytes.count }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }
    mutating func raw(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func startTag(_ name: String, attributes: [(name: String, value: String)], depth: Int, selfClosing: Bool) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
        raw("<" + name)
        for attribute in attributes {
            raw(" " + attribute.name + "=\"")
            escape(attribute.value, inAttribute: true)
            raw("\"")
        }
        raw(selfClosing ? "/>\n" : ">\n")
    }

    /// Writes `element` and everything below it, renaming ids with `ids` and suffixing storyboard
    /// identifiers with the copy number.
    mutating func element(_ element: ElementID, of document: NodeDocument, depth: Int, ids: [String: String], copy: Int?) {
        let name = document.name(of: element)
        let attributes = document.attributes(of: element).map { attribute -> (name: String, value: String) in
            if attribute.name == "id" || attribute.name == "sceneID" || SyntheticStoryboard.referenceAttributes.contains(attribute.name),
               let renamed = ids[attribute.value] {
                return (attribute.name, renamed)
            }
            if attribute.name == "storyboardIdentifier", let copy { return (attribute.name, "\(attribute.value)-\(copy)") }
            return attribute
        }
        let children = document.children(of: element)
        let text = document.hasText(element) ? document.text(of: element) : nil
        if children.isEmpty && text == nil {
            startTag(name, attributes: attributes, depth: depth, selfClosing: true)
            return
        }
        if children.isEmpty, let text {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
            var line = XMLTextWriter()
            line.startTag(name, attributes: attributes, depth: 0, selfClosing: false)
            bytes.append(contentsOf: line.bytes.dropLast()) // no newline inside a text element
            escape(text, inAttribute: false)
            raw("</" + name + ">\n")
            return
        }
        startTag(name, attributes: attributes, depth: depth, selfClosing: false)
        for child in children { self.element(child, of: document, depth: depth + 1, ids: ids, copy: copy) }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
        raw("</" + name + ">\n")
    }

    private mutating func escape(_ text: String, inAttribute: Bool) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): raw("&amp;")
            case UInt8(ascii: "<"): raw("&lt;")
            case UInt8(ascii: ">"): raw("&gt;")
            case UInt8(ascii: "\"") where inAttribute: raw("&quot;")
            case 0x0A where inAttribute: raw("&#10;")
            case 0x0D: raw("&#13;")
            case 0x09 where inAttribute: raw("&#9;")
            default: bytes.append(byte)
            }
        }
    }
}

/// A small, fast, seedable generator (SplitMix64), so generated inputs are the same everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An id in Interface Builder's shape: `abc-12-XyZ`.
    mutating func interfaceBuilderID() -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        var bytes: [UInt8] = []
        for position in 0..<8 {
            if position == 3 || position == 5 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(alphabet[Int(next() % UInt64(alphabet.count))])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
