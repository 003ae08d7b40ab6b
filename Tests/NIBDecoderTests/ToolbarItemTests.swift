import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder
import XIBDecoder

/// A toolbar item's identifier is the one it has at run time: the source's `explicitItemIdentifier` when it has one,
/// else its `implicitItemIdentifier`, which is all a compiled nib archives. Read back, an identifier of Xcode's own
/// forms (a UUID, a standard item's `NSToolbar…Item`) is the implicit one, another was typed and is the explicit one
/// (ArchiveVocabulary.textAttribute(_:holding:)). An AppKit standard item (archived as a class of its own,
/// `NSToolbarFlexibleSpaceItem`) is a `toolbarItem`, in a compiled nib as in an Interface Builder 3 archive.
/// Regression: the nib reader wrote every identifier as `identifier`, which the toolbar item model does not read, and
/// the legacy reader named a standard item after its class (`toolbarFlexibleSpaceItem`), where Xcode writes
/// `toolbarItem` (found on an outside app's IB 3 editable nib bundle).
@Suite struct ToolbarItemTests {
    static let pairs = NibPair.all.filter { pair in
        (try? String(contentsOf: pair.sourceURL, encoding: .utf8))?.contains("<toolbarItem ") == true
    }

    @Test(arguments: pairs)
    func aCompiledToolbarItemHasItsSourcesIdentifier(_ pair: NibPair) throws {
        let source = try XIBDecoder().document(contentsOf: pair.sourceURL)
        let compiled = try NIBReader().open(pair.compiledURL.path)
        func identifiers(_ document: NodeDocument) -> [String] {
            document.allElements.filter { document.name(of: $0) == "toolbarItem" }.compactMap {
                document.attribute("explicitItemIdentifier", of: $0) ?? document.attribute("implicitItemIdentifier", of: $0)
            }.sorted()
        }
        #expect(!identifiers(source).isEmpty)
        // The source lists an item again by reference in its default items; the nib archives it once.
        #expect(Set(identifiers(compiled)) == Set(identifiers(source)))
        #expect(!compiled.allElements.contains { compiled.name(of: $0) == "toolbarItem" && compiled.attribute("identifier", of: $0) != nil })
    }

    @Test func anIdentifierOfXcodesFormsIsImplicitAndAnotherExplicit() {
        #expect(ArchiveVocabulary.textAttribute("implicitItemIdentifier", holding: "707BC32D-AC7A-40F8-A25B-AD7C6A74A709") == "implicitItemIdentifier")
        #expect(ArchiveVocabulary.textAttribute("implicitItemIdentifier", holding: "NSToolbarFlexibleSpaceItem") == "implicitItemIdentifier")
        #expect(ArchiveVocabulary.textAttribute("implicitItemIdentifier", holding: "HomeBtn") == "explicitItemIdentifier")
        #expect(ArchiveVocabulary.textAttribute("implicitItemIdentifier", holding: "707BC32D-AC7A-40F8-A25B") == "explicitItemIdentifier")
        #expect(ArchiveVocabulary.textAttribute("title", holding: "HomeBtn") == "title")
    }

    @Test func standardItemsAreToolbarItemsInEveryArchive() {
        for className in ArchiveVocabulary.standardToolbarItemClasses {
            #expect(ArchiveVocabulary.elementName(forClass: className) == "toolbarItem", "\(className)")
        }
    }
}
