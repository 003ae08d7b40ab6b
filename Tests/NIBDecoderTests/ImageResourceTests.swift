import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder
import XIBDecoder

/// The images a nib names are its source's: a UIKit `UIImageNibPlaceholder` or an AppKit `NSCustomResource` of
/// class `NSImage` is the attribute the source names it by (`<imageView image="Logo">`, a button state's `image` and
/// `backgroundImage`, an image cell's `image`, a button configuration's `<imageReference key="image">`), an SF
/// Symbol's with `catalog="system"`, and each is in the document's `<resources>`, which `validate` checks (unknown
/// symbols, asset catalogs). AppKit's own images (a check box's `NSSwitch`, a standard toolbar item's) are not named.
/// Regression: a nib's images were archived values holding their class's name (`NSContents="NSCustomResource"`),
/// their names out of reach, and a document read from a nib had no `<resources>`.
@Suite struct ImageResourceTests {
    /// Each image an element names: (element, attribute or `<imageReference>` key, image, whether an SF Symbol),
    /// an `<imageReference>`'s as its element's.
    static func images(in document: NodeDocument) -> [String] {
        var found: [String] = []
        for element in document.allElements {
            var owner = element, attributes = ArchiveVocabulary.imageAttributeNames
            if document.name(of: element) == "imageReference", let parent = document.parent(of: element), let key = document.key(of: element) {
                owner = parent
                attributes = ["image"]
                guard let image = document.attribute("image", of: element) else { continue }
                found.append("\(document.name(of: owner)) \(key)=\(image)\(document.attribute("catalog", of: element) == "system" ? " system" : "")")
                continue
            }
            if let parent = document.parent(of: element), document.name(of: parent) == "resources" { continue }
            let system = document.attribute("catalog", of: element) == "system"
            for attribute in document.attributes(of: element) where attributes.contains(attribute.name) {
                found.append("\(document.name(of: owner)) \(attribute.name)=\(attribute.value)\(system ? " system" : "")")
            }
        }
        return found.sorted()
    }

    /// The images a document's `<resources>` list, an SF Symbol's marked.
    static func resources(of document: NodeDocument) -> Set<String> {
        guard let list = document.firstChild(of: document.root, named: "resources") else { return [] }
        return Set(document.children(of: list).filter { document.name(of: $0) == "image" }.compactMap { image in
            document.attribute("name", of: image).map { $0 + (document.attribute("catalog", of: image) == "system" ? " system" : "") }
        })
    }

    /// An image Xcode keeps in the document itself (`<image name="buttonCell:DHj-qA-HjF:image">` with its data), which
    /// a nib archives as the image, with no name.
    static func isStoredInTheDocument(_ image: String) -> Bool { image.split(separator: "=").last?.contains(":") == true }

    static let pairs = NibPair.all.filter { pair in
        (try? String(contentsOf: pair.sourceURL, encoding: .utf8)).map { $0.contains("image=\"") } == true
    }

    /// The shared pairs name images in image cells, button cells, menu items and toolbar items, SF Symbols among them.
    @Test func theSharedPairsNameImagesOfSeveralKinds() throws {
        #expect(Self.pairs.count >= 15)
        let named = try Self.pairs.flatMap { Self.images(in: try XIBDecoder().document(contentsOf: $0.sourceURL)) }
        for element in ["imageCell", "buttonCell", "menuItem", "toolbarItem"] {
            #expect(named.contains { $0.hasPrefix(element + " ") }, "\(element)")
        }
        #expect(named.contains { $0.hasSuffix(" system") })
    }

    @Test(arguments: pairs)
    func aNibNamesItsSourcesImages(_ pair: NibPair) throws {
        let source = try XIBDecoder().document(contentsOf: pair.sourceURL)
        let compiled = try NIBReader().open(pair.compiledURL.path)
        let expected = Self.images(in: source).filter { !Self.isStoredInTheDocument($0) }
        #expect(Self.images(in: compiled) == expected)
        // Every image named is a resource, and a resource of the source (or one of AppKit's named images).
        let named = Set(Self.images(in: compiled).map { String($0.split(separator: "=", maxSplits: 1)[1]) })
        let resources = Self.resources(of: compiled)
        #expect(named.isSubset(of: resources))
        let sourceResources = Self.resources(of: source)
        #expect(resources.filter { !sourceResources.contains($0) && !$0.hasPrefix("NS") }.isEmpty)
    }

    /// An image no table names (a menu item's check mark) is an archived value holding its name.
    @Test func anImageNoTableNamesIsKeptByName() throws {
        let pair = try #require(NibPair.all.first { $0.compiled.hasSuffix("transmission_MainMenu.nib") })
        let compiled = try NIBReader().open(pair.compiledURL.path)
        let marks = compiled.allElements.filter { compiled.name(of: $0) == NIBReader.archivedValuesElement }
            .compactMap { compiled.attribute("NSOnImage", of: $0) }
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { $0 == "NSMenuCheckmark" }, "\(Set(marks))")
    }

    /// A check box's image and a standard toolbar item's are AppKit's: not named.
    @Test func appKitsOwnImagesAreNotNamed() throws {
        for pair in NibPair.all where pair.platform == "macOS" {
            let compiled = try NIBReader().open(pair.compiledURL.path)
            let named = Self.images(in: compiled)
            #expect(!named.contains { $0.hasSuffix("=NSSwitch") || $0.hasSuffix("=NSRadioButton") || $0.hasSuffix("=NSMenuCheckmark") }, "\(pair)")
        }
    }
}
