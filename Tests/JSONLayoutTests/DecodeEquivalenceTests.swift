import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

extension CodingUserInfoKey {
    /// The outlets a probe decodes: (property, is a collection).
    static let probeOutlets = CodingUserInfoKey(rawValue: "test.probeOutlets")!
    /// The type a probe decodes every single outlet as: "node" or "label".
    static let probeType = CodingUserInfoKey(rawValue: "test.probeType")!
}

/// A user type whose outlets are those the file connects on the decoded object (given through
/// `userInfo`), each decoded as `Node` (any element) or `Label` (a type that mismatches most).
struct OutletProbe: Decodable, Equatable {
    var values: [String: [Node]]

    init(from decoder: any Decoder) throws {
        let outlets = decoder.userInfo[.probeOutlets] as? [OutletSpec] ?? []
        let asLabel = decoder.userInfo[.probeType] as? String == "label"
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        values = [:]
        for outlet in outlets {
            let key = AnyCodingKey(outlet.property)
            if outlet.isCollection {
                values[outlet.property] = try container.decode([Node].self, forKey: key)
            } else if asLabel {
                let label = try container.decode(Label.self, forKey: key)
                values[outlet.property] = [Node(kind: "label", text: label.text)]
            } else {
                values[outlet.property] = [try container.decode(Node.self, forKey: key)]
            }
        }
    }
}

struct OutletSpec: Sendable, Hashable {
    var property: String
    var isCollection: Bool
}

/// A type decoded from a layout gives the same values and the same errors as from the XIB it was
/// converted from; error positions point into the layout.
@Suite struct DecodeEquivalenceTests {
    /// The corpus files whose File's Owner or initial view controller connects outlets.
    static let ownersWithOutlets: [(url: URL, document: NodeDocument, outlets: [OutletSpec])] = Corpus.readableDocuments.compactMap { file in
        guard let owner = file.document.selectObjectForTests() else { return nil }
        guard let connections = file.document.children(of: owner).first(where: { file.document.name(of: $0) == "connections" }) else { return nil }
        var outlets: [OutletSpec] = []
        for connection in file.document.children(of: connections) {
            let kind = file.document.name(of: connection)
            guard kind == "outlet" || kind == "outletCollection", let property = file.document.attribute("property", of: connection) else { continue }
            let spec = OutletSpec(property: property, isCollection: kind == "outletCollection")
            if !outlets.contains(spec) { outlets.append(spec) }
        }
        return outlets.isEmpty ? nil : (file.url, file.document, outlets)
    }

    @Test func thereAreOwnersWithOutlets() {
        #expect(Self.ownersWithOutlets.count >= 40)
    }

    @Test(arguments: Corpus.readableDocuments.map(\.url))
    func documentModelDecodesTheSame(_ url: URL) throws {
        let document = try #require(Corpus.readableDocuments.first { $0.url == url }?.document)
        let layout = JSONLayoutWriter().data(for: document)
        let fromXIB = Result { try XIBDecoder().decode(Document.self, from: document) }
        let fromLayout = Result { try JSONLayoutDecoder().decode(Document.self, from: layout) }
        switch (fromXIB, fromLayout) {
        case (.success(let xib), .success(let json)):
            let left = try Comparable.withoutLocations(xib), right = try Comparable.withoutLocations(json)
            #expect(left == right, "\(Corpus.relativePath(url))")
        case (.failure(let xib), .failure(let json)):
            #expect(Comparable.message(xib) == Comparable.message(json))
        default:
            Issue.record("\(Corpus.relativePath(url)): decodes from one and not the other: \(fromXIB) / \(fromLayout)")
        }
    }

    @Test func outletsDecodeTheSameAsNodes() throws {
        for (url, document, outlets) in Self.ownersWithOutlets {
            try compare(url: url, document: document, outlets: outlets, type: "node")
        }
    }

    @Test func mismatchedOutletsFailTheSame() throws {
        var mismatches = 0
        for (url, document, outlets) in Self.ownersWithOutlets {
            mismatches += try compare(url: url, document: document, outlets: outlets, type: "label")
        }
        #expect(mismatches > 20)
    }

    @Test func missingAndUnknownOutletsFailTheSame() throws {
        for (url, document, outlets) in Self.ownersWithOutlets {
            // A property the file does not connect: missing outlet.
            try compare(url: url, document: document, outlets: outlets + [OutletSpec(property: "notConnectedAnywhere", isCollection: false)],
                        type: "node", expectFailure: true)
            // The type declares one outlet fewer than the file connects: unknown outlet.
            try compare(url: url, document: document, outlets: Array(outlets.dropFirst()), type: "node", expectFailure: true)
        }
    }

    /// Decodes the probe from the XIB and from its layout and compares; answers 1 when both failed.
    @discardableResult
    private func compare(url: URL, document: NodeDocument, outlets: [OutletSpec], type: String, expectFailure: Bool = false) throws -> Int {
        let name = Corpus.relativePath(url)
        let layout = JSONLayoutWriter().layout(for: document)
        let layoutPath = "/layouts/\(url.lastPathComponent).json"
        var xib = XIBDecoder()
        xib.userInfo = [.probeOutlets: outlets, .probeType: type]
        var json = JSONLayoutDecoder()
        json.userInfo = xib.userInfo
        let fromXIB = Result { try xib.decode(OutletProbe.self, from: document) }
        let layoutDocument = try json.document(from: Data(layout.utf8), path: layoutPath)
        let fromLayout = Result { try json.decode(OutletProbe.self, from: layoutDocument) }
        switch (fromXIB, fromLayout) {
        case (.success(let xibValue), .success(let jsonValue)):
            #expect(!expectFailure, "\(name): expected an error")
            let left = try Comparable.withoutLocations(xibValue.values), right = try Comparable.withoutLocations(jsonValue.values)
            #expect(left == right, "\(name)")
            return 0
        case (.failure(let xibError), .failure(let jsonError)):
            let xibFailure = try #require(xibError as? UIDescriptionError)
            let jsonFailure = try #require(jsonError as? UIDescriptionError)
            #expect(Comparable.normalized("\(xibFailure.kind)") == Comparable.normalized("\(jsonFailure.kind)"), "\(name)")
            #expect(Comparable.message(xibFailure) == Comparable.message(jsonFailure), "\(name)")
            #expect(xibFailure.codingPathDescription == jsonFailure.codingPathDescription, "\(name)")
            // The position points into the layout, at the value the element was read from.
            let location = try #require(jsonFailure.location, "\(name): no position")
            #expect(location.file == layoutPath)
            let lines = layout.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.indices.contains(location.line - 1) ? lines[location.line - 1] : nil, "\(name): line \(location.line)")
            let character = Array(line.unicodeScalars).dropFirst(location.column - 1).first
            #expect(character == "{" || character == "\"" || character == "[", "\(name): \(location) points at \(String(describing: character))")
            return 1
        default:
            Issue.record("\(name): decodes from one and not the other: \(fromXIB) / \(fromLayout)")
            return 0
        }
    }
}

extension NodeDocument {
    /// The object `decode` starts from when no `object:` is given.
    func selectObjectForTests() -> ElementID? {
        if let initial = attribute("initialViewController", of: root) { return element(withID: initial) }
        return allElements.first { InterfaceVocabulary.isFilesOwner($0, in: self) }
    }
}

/// Values with positions removed, and messages with positions normalized, for comparisons.
enum Comparable {
    static func withoutLocations<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let stripped = strip(object)
        let normalized = try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: normalized, as: UTF8.self)
    }

    /// Removes positions, and puts the content of `Node` snapshots in the canonical order of
    /// ``CanonicalXML`` (XML attribute order and the order of keyed children carry no meaning; the
    /// layout restores Xcode's usual order, not a file's own).
    private static func strip(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, item) in dictionary where key != "$location" && key != "location" {
                if key == "constraints", let constraints = item as? [[String: Any]],
                    constraints.allSatisfy({ $0["$kind"] as? String == "constraint" })
                {
                    // A view's typed constraints, in Interface Builder's order (by id), which the layout
                    // restores; a file edited by hand may list them otherwise.
                    result[key] = constraints.enumerated().sorted { lhs, rhs in
                        let left = lhs.element["id"] as? String ?? "", right = rhs.element["id"] as? String ?? ""
                        return left == right ? lhs.offset < rhs.offset : left < right
                    }.map { strip($0.element) }
                } else if key == "attributes", let attributes = item as? [[String: Any]] {
                    result[key] = attributes.sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
                } else if key == "connections", let connections = item as? [[String: Any]] {
                    // Typed connections, in the order Xcode writes them (the layout writes them so).
                    result[key] = connections.enumerated().sorted { lhs, rhs in
                        let left = typedConnectionKey(lhs.element), right = typedConnectionKey(rhs.element)
                        return left == right ? lhs.offset < rhs.offset : left < right
                    }.map { strip($0.element) }
                } else if key == "children", let children = item as? [[String: Any]] {
                    let hasAttributes = !((dictionary["attributes"] as? [Any]) ?? []).isEmpty
                    result[key] = canonicalOrder(children, kind: dictionary["kind"] as? String ?? "", hasAttributes: hasAttributes).map(strip)
                } else {
                    result[key] = strip(item)
                }
            }
            return result
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }

    private static func typedConnectionKey(_ connection: [String: Any]) -> String {
        let kind = connection["$kind"] as? String ?? connection["kind"] as? String ?? ""
        let primary = connection["property"] as? String ?? connection["selector"] as? String ?? ""
        return kind + "\u{0}" + primary + "\u{0}" + (kind == "action" ? connection["id"] as? String ?? "" : "")
    }

    private static func canonicalOrder(_ children: [[String: Any]], kind: String, hasAttributes: Bool) -> [[String: Any]] {
        func attribute(_ node: [String: Any], _ name: String) -> String {
            ((node["attributes"] as? [[String: Any]]) ?? []).first { $0["name"] as? String == name }?["value"] as? String ?? ""
        }
        let sortKey: ([String: Any]) -> String
        if hasAttributes {
            sortKey = { attribute($0, "key") + "\u{0}" + ($0["kind"] as? String ?? "") }
        } else if kind == "constraints" {
            sortKey = { attribute($0, "id") }
        } else if kind == "connections" {
            sortKey = { node in
                let name = node["kind"] as? String ?? ""
                let primary = attribute(node, "property").isEmpty ? attribute(node, "selector") : attribute(node, "property")
                return name + "\u{0}" + primary + "\u{0}" + (name == "action" ? attribute(node, "id") : "")
            }
        } else {
            return children
        }
        return children.enumerated().sorted { lhs, rhs in
            let left = sortKey(lhs.element), right = sortKey(rhs.element)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }

    /// The message with every `line:column` replaced, so XIB and layout positions compare equal.
    static func message(_ error: any Error) -> String {
        normalized((error as? UIDescriptionError)?.message ?? "\(error)")
    }

    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: #"\d+:\d+"#, with: "L:C", options: .regularExpression)
    }
}
