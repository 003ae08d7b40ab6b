import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder
@testable import UIDescription

/// A file decoded as a typed `Document` and encoded again keeps every meaningful value of the file:
/// class names, texts and titles (as attributes or `<string>`s), selectors, identifiers and outlets.
/// Each value is looked for among the values of its sort in the encoded document, so a model that
/// drops a field (or a whole element) fails here, whatever file has it.
@Suite struct TypedValuesTests {
    /// The attributes whose values are looked for.
    static let names: Set<String> = ["customClass", "text", "title", "selector", "identifier", "property"]

    /// The values by the name that holds them: the attributes `attributeNames` admits, and every
    /// `<string>` by its key (a text Xcode writes as `<string key="placeholder">` may come back as the
    /// attribute, and the other way round); `<string>`s without a key (an array's) under `string`. A
    /// base64 string counts by what it holds (its line breaks are Xcode's formatting).
    static func values(in document: NodeDocument, attributeNames: (String) -> Bool = { names.contains($0) }) -> [String: [String: Int]] {
        var values: [String: [String: Int]] = [:]
        for element in document.allElements {
            for (name, value) in document.attributes(of: element) where attributeNames(name) && !value.isEmpty {
                values[name, default: [:]][value, default: 0] += 1
            }
            if document.name(of: element) == "string", document.hasText(element) {
                let raw = document.text(of: element)
                let text = Base64Text.encodingAttribute(of: element, in: document) != nil ? Base64Text.decodeUTF8(raw) ?? raw : raw
                values[document.key(of: element) ?? "string", default: [:]][text, default: 0] += 1
            }
        }
        return values
    }

    /// The values an encoded document holds under any name, as attributes or `<string>`s.
    static func found(in document: NodeDocument) -> [String: [String: Int]] {
        values(in: document, attributeNames: { _ in true })
    }

    @Test(arguments: Corpus.interfaceFiles)
    func everyValueOfTheFileSurvivesTheTypedModels(_ url: URL) throws {
        guard case .success(let original) = Corpus.document(url) else { return }
        let name = Corpus.relativePath(url)
        let typed = try original.decode(Document.self)
        let encoded = try JSONLayoutEncoder().document(for: typed)
        let expected = Self.values(in: original)
        let found = Self.found(in: encoded)
        for (key, counts) in expected.sorted(by: { $0.key < $1.key }) {
            let missing = counts.filter { value, count in (found[key]?[value] ?? 0) < count }
            #expect(missing.isEmpty, "\(name): the typed models drop `\(key)` values \(missing.keys.sorted().prefix(5).map { $0.debugDescription })")
        }
    }

    /// Found on real files outside the corpus: a menu item's `<accessibility identifier>` (Mac Mouse
    /// Fix), a binding option's string (Quicksilver), a key equivalent XML cannot hold as an attribute.
    @Test func valuesFoundMissingOnOutsideFilesAreKept() throws {
        let xml = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <menu title="Main" id="m1">
                    <items>
                        <menuItem title="Show All" id="i1">
                            <string key="keyEquivalent" base64-UTF8="YES">
        Gw
        </string>
                            <accessibility identifier="axMenuItemShowAll"/>
                            <connections>
                                <binding destination="-2" name="enabled" keyPath="isReady" id="b1">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">NSNegateBoolean</string>
                                    </dictionary>
                                </binding>
                            </connections>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """#
        let original = try XIBReader().read(Array(xml.utf8))
        let encoded = try JSONLayoutEncoder().document(for: try original.decode(Document.self))
        let found = Self.found(in: encoded)
        #expect(found["identifier"]?["axMenuItemShowAll"] == 1)
        #expect(found["NSValueTransformerName"]?["NSNegateBoolean"] == 1)
        #expect(found["keyEquivalent"]?["\u{1B}"] == 1)
    }

    /// The values the issue found dropped on real files nobody here had seen: a path cell's allowed
    /// types, and connections written directly under the document in a hand-edited file.
    @Test func pathCellTypesAndDocumentConnectionsAreKept() throws {
        let xml = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Preferences"/>
                <pathControl verticalHuggingPriority="750" id="p1">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="c1">
                        <font key="font" metaFont="system"/>
                        <allowedTypes>
                            <string>public.folder</string>
                        </allowedTypes>
                    </pathCell>
                </pathControl>
            </objects>
            <connections>
                <outlet property="folderControl" destination="p1" id="o1"/>
            </connections>
        </document>
        """#
        let original = try XIBReader().read(Array(xml.utf8))
        let typed = try original.decode(Document.self)
        #expect(typed.connections.count == 1)
        let encoded = try JSONLayoutEncoder().document(for: typed)
        let found = Self.found(in: encoded)
        #expect(found["string"]?["public.folder"] == 1)
        #expect(found["property"]?["folderControl"] == 1)
    }
}
