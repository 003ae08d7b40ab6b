import Foundation
import TestSupport
import Testing
@testable import UIDescription

/// The element kind ↔ class table has one home, `ElementClassTable` over the generated framework tables: the
/// renderer, the legacy front end and the validator all ask it, and no source restates it.
@Suite struct FrameworkFactsTests {
    @Test func settlesWhatTheOldCopiesDisagreedOn() {
        #expect(ElementClassTable.className(forElement: "tableViewCellContentView", platform: .uiKit) == "UITableViewCellContentView")
        #expect(FrameworkClassHierarchy.superclass(of: "UITableViewCellContentView", platform: .uiKit) == "UIView")
        #expect(ElementClassTable.className(forElement: "collectionViewCellContentView", platform: .uiKit) == "UIView")
        #expect(ElementClassTable.className(forElement: "ikImageView", platform: .appKit) == "IKImageView")
        #expect(ElementClassTable.className(forElement: "qcView", platform: .appKit) == "QCView")
    }

    @Test func readsBothWays() {
        #expect(ElementClassTable.elementKind(forClass: "NSView", platform: .appKit) == "customView")
        #expect(ElementClassTable.elementKind(forClass: "UIView", platform: .uiKit) == "view")
        #expect(ElementClassTable.elementKind(forClass: "UILayoutGuide", platform: .uiKit) == "layoutGuide")
        #expect(ElementClassTable.elementKind(forClass: "MKMapView", platform: .appKit) == "mapView")
        #expect(ElementClassTable.elementKind(forClass: "NSObject", platform: .watchKit) == "customObject")
        #expect(ElementClassTable.elementKind(forClass: "UILabel", platform: .uiKit) == "label")
        #expect(ElementClassTable.elementKind(forClass: "WKInterfaceGroup", platform: .watchKit) == "group")
        #expect(ElementClassTable.elementKind(forClass: "NSObject", platform: .uiKit) == "customObject")
        #expect(ElementClassTable.elementKind(forClass: "NotAClass", platform: .uiKit) == nil)
        // Every kind the table names reads back as a class whose kind is a kind of that class.
        for platform in FrameworkPlatform.allCases {
            let own: [String: String]
            switch platform {
            case .uiKit: own = FrameworkTables.uiKitElementClasses
            case .appKit: own = FrameworkTables.appKitElementClasses
            case .watchKit: own = FrameworkTables.watchKitElementClasses
            }
            let tables = [FrameworkTables.sharedElementClasses, own]
            for (kind, className) in tables.flatMap({ $0 }) {
                let back = ElementClassTable.elementKind(forClass: className, platform: platform)
                #expect(back.map { ElementClassTable.className(forElement: $0, platform: platform) } == className,
                        "\(kind) → \(className) → \(back ?? "nil") on \(platform)")
            }
        }
    }

    /// Regression (a ninth outside set of compiled nibs): a framework class the catalogue did not list, QuickTime's
    /// `QTMovieView`, was named `qTMovieView` with only its first letter lowered; Interface Builder writes
    /// `qtMovieView`, lowering a leading acronym whole as for every such class the catalogue lists (`PDFView` →
    /// `pdfView`, `GLKView` → `glkView`). The catalogue now lists QTMovieView and AddressBook's `ABPeoplePickerView`
    /// (both seen in real XIBs), and a class it does not list is named by the same convention.
    @Test func classesTheCatalogueDoesNotListAreNamedAsInterfaceBuilderNamesItsOwn() {
        #expect(ElementClassTable.elementKind(forClass: "QTMovieView", platform: .appKit) == "qtMovieView")
        #expect(ElementClassTable.className(forElement: "abPeoplePickerView", platform: .appKit) == "ABPeoplePickerView")
        #expect(ArchiveVocabulary.elementName(forClass: "QTMovieView") == "qtMovieView")
        #expect(ArchiveVocabulary.elementName(forClass: "SNDisclosableView") == "snDisclosableView")
        #expect(ArchiveVocabulary.elementName(forClass: "BWGradientBox") == "bwGradientBox")
        #expect(ArchiveVocabulary.elementName(forClass: "IBUIFancyView") == "fancyView")
        #expect(ArchiveVocabulary.elementName(forClass: "NSFancyView") == "fancyView")
        #expect(ArchiveVocabulary.elementName(forClass: "Widget") == "widget")
        #expect(ArchiveVocabulary.elementName(forClass: "URL") == "url")
        #expect(ArchiveVocabulary.elementName(forClass: "HTML5View") == "html5View")
        #expect(ArchiveVocabulary.elementName(forClass: "lowercase") == "lowercase")
        // Every class the catalogue lists under a prefix other than UI and NS, by the convention alone, but for the
        // catalogue's own exceptions.
        let exceptions: Set<String> = ["MKMapView", "SCNView", "WebView", "UIWebView"]
        for (className, kind) in FrameworkTables.appKitElementKinds.merging(FrameworkTables.uiKitElementKinds, uniquingKeysWith: { first, _ in first })
        where !className.hasPrefix("NS") && !className.hasPrefix("UI") && !exceptions.contains(className) {
            #expect(ArchiveVocabulary.lowerCamelCase(Substring(className)) == kind, "\(className)")
        }
    }

    @Test func namesClassesForPeople() {
        #expect(ElementClassTable.displayClassName(forElement: "label", platform: .uiKit) == "UILabel")
        #expect(ElementClassTable.displayClassName(forElement: "placeholder", platform: .uiKit) == "Placeholder")
        #expect(ElementClassTable.displayClassName(forElement: "map", platform: .watchKit) == "WKInterfaceMap")
        #expect(ElementClassTable.displayClassName(forElement: "fancyView", platform: .appKit) == "NSFancyView")
        #expect(Document.Platform.macOS.framework == .appKit)
        #expect(Document.Platform.tvOS.framework == .uiKit)
    }

    /// A source outside the generated files that pairs an element kind with the class the table gives it (as a
    /// dictionary entry, a tuple or a `case`) is a second copy of the table.
    @Test func noSourceRestatesTheKindClassTable() throws {
        let sources = SharedFolder.packageRoot.appendingPathComponent("Sources")
        let pair = try Regex(#""([A-Za-z][A-Za-z0-9]*)"\s*[:,]\s*"([A-Za-z][A-Za-z0-9]*)""#)
        var copies: [String] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/Generated/") else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pair) {
                guard let first = match.output[1].substring, let second = match.output[2].substring else { continue }
                for (kind, className) in [(String(first), String(second)), (String(second), String(first))] {
                    for platform in FrameworkPlatform.allCases
                    where kind.first?.isLowercase == true
                        && ElementClassTable.className(forElement: kind, platform: platform) == className {
                        copies.append("\(url.lastPathComponent): \(kind) ↔ \(className)")
                    }
                }
            }
        }
        #expect(copies.isEmpty, "\(Set(copies).sorted())")
    }
}
