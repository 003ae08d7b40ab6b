import Foundation
import Testing
@testable import InterfaceSources
import UIDescription

/// Checks the index against real projects' sources and their paired Interface Builder documents.
@Suite("Real sources from the shared corpus")
struct CorpusTests {
    /// Outlets that UIKit and AppKit base classes declare themselves (`UIViewController.view`,
    /// `NSWindowController.window`). The manifest counts such an outlet as "found in this file" whenever the
    /// file mentions its name; the index, correctly, does not list it as declared there.
    private static let frameworkOutletNames: Set<String> = ["view", "window"]

    @Test("outlet counts per class agree with the manifest and the paired documents")
    func manifestOutletCounts() throws {
        let manifest = try CorpusManifest()
        #expect(manifest.sources.count >= 40, "the manifest lists \(manifest.sources.count) paired sources")
        for entry in manifest.sources {
            let url = manifest.sourceURL(entry)
            let text = try String(contentsOf: url, encoding: .utf8)
            let index = SourceIndex(files: [url])
            #expect(index.readFailures.isEmpty, "\(entry): \(index.readFailures)")
            #expect(index.diagnostics.isEmpty, "\(entry): \(index.diagnostics)")
            let document = try InterfaceDocumentConnections(contentsOf: manifest.documentURL(entry))
            for (className, counts) in entry.outletCounts {
                let connected = document.outletNamesByClass[className] ?? []
                #expect(connected.count == counts.total, "\(entry) \(className): document connects \(connected.sorted())")
                let declaredHere = Set(
                    index.outlets(of: className).filter { $0.location.file == url.path }.map(\.name))
                let found = connected.intersection(declaredHere)
                let mentionedFrameworkOutlets = connected.subtracting(declaredHere).filter {
                    CorpusTests.frameworkOutletNames.contains($0) && CorpusTests.mentions(text, word: $0)
                }
                #expect(
                    found.count + mentionedFrameworkOutlets.count == counts.found,
                    "\(entry) \(className): found \(found.sorted()), not declared \(connected.subtracting(declaredHere).sorted())")
            }
        }
    }

    @Test("every indexed position in the corpus points at the declared name")
    func positionsPointAtNames() throws {
        let manifest = try CorpusManifest()
        let index = SourceIndex(files: manifest.sources.map { manifest.sourceURL($0) })
        #expect(index.outlets.count > 300)
        // (expected name, file, line, column) of every outlet, action (its first word) and class.
        var declarations: [(name: String, file: String?, line: Int, column: Int)] = []
        for outlet in index.outlets {
            declarations.append((outlet.name, outlet.location.file, outlet.location.line, outlet.location.column))
        }
        for action in index.actions {
            let name = action.swiftName.map { String($0.prefix { $0 != "(" }) }
                ?? String(action.selector.prefix { $0 != ":" })
            declarations.append((name, action.location.file, action.location.line, action.location.column))
        }
        for declared in index.classes {
            declarations.append((declared.name, declared.location.file, declared.location.line, declared.location.column))
        }
        var linesByPath: [String: [String]] = [:]
        for declaration in declarations {
            let path = try #require(declaration.file)
            if linesByPath[path] == nil {
                linesByPath[path] = try String(contentsOfFile: path, encoding: .utf8)
                    .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            }
            let lines = try #require(linesByPath[path])
            try #require(declaration.line >= 1 && declaration.line <= lines.count, "\(declaration)")
            let rest = String(Substring(lines[declaration.line - 1]).unicodeScalars.dropFirst(declaration.column - 1))
            #expect(rest.hasPrefix(declaration.name), "\(declaration)")
        }
    }

    @Test("the directory walker indexes the whole corpus, finding every class the manifest names")
    func wholeCorpusDirectory() throws {
        let manifest = try CorpusManifest()
        let index = try SourceIndex(directory: manifest.root)
        #expect(index.readFailures.isEmpty)
        #expect(index.diagnostics.isEmpty, "\(index.diagnostics)")
        for entry in manifest.sources {
            for className in entry.outletCounts.keys {
                #expect(
                    index.classes(named: className).contains { $0.location.file == manifest.sourceURL(entry).path }
                        || index.outlets(of: className).contains { $0.location.file == manifest.sourceURL(entry).path },
                    "\(entry) \(className)")
            }
        }
    }

    // MARK: - Files checked by hand

    @Test("periphery XibViewController: Swift selector naming matches the selectors in its XIB")
    func peripheryXibViewController() throws {
        let manifest = try CorpusManifest()
        let path = "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift"
        let url = manifest.url(repository: "peripheryapp/periphery", path: path)
        let index = SourceIndex(files: [url])
        #expect(
            index.actions(of: "XibViewController").map(\.selector) == [
                "click:", "clickFromSubclass:", "clickWithNamedParamWithSender:", "clickNoParams", "clickFor:",
                "unusedAction:", "unusedActionWithNamedParamWithSender:", "unusedActionNoParams",
            ])
        let xib = manifest.url(repository: "peripheryapp/periphery", path: "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.xib")
        let document = try InterfaceDocumentConnections(contentsOf: xib)
        let selectors = try #require(document.actionSelectorsByClass["XibViewController"])
        #expect(selectors == ["click:", "clickWithNamedParamWithSender:", "clickNoParams", "clickFor:"])
        for selector in selectors {
            #expect(index.action(selector: selector, in: "XibViewController") != nil, "\(selector)")
        }
        let button = try #require(index.outlet(named: "button", in: "XibViewController"))
        #expect(button.typeName == "UIButton")
        #expect(button.location.line == 5)
        #expect(index.classes(named: "XibView").first?.superclassCandidate == "UIView")
    }

    @Test("Quicksilver QSCatalogPrefPane.h: instance-variable outlets and header actions, commented ones skipped")
    func quicksilverCatalogPrefPane() throws {
        let manifest = try CorpusManifest()
        let url = manifest.url(repository: "quicksilver/Quicksilver", path: "Quicksilver/Code-App/QSCatalogPrefPane.h")
        let index = SourceIndex(files: [url])
        let paneClass = try #require(index.classes(named: "QSCatalogPrefPane").first)
        #expect(paneClass.superclassCandidate == "QSPreferencePane")
        #expect(paneClass.inheritedTypeNames == ["QSPreferencePane", "NSOutlineViewDataSource", "NSOutlineViewDelegate"])
        let outlets = index.outlets(of: "QSCatalogPrefPane")
        #expect(outlets.count == 17)
        #expect(outlets.first?.name == "catalogSetsTable")
        #expect(outlets.first?.typeName == "NSTableView")
        #expect(outlets.first?.location.line == 16)
        #expect(index.outlet(named: "itemTable", in: "QSCatalogPrefPane")?.typeName == "QSOutlineView")
        #expect(index.outlet(named: "sidebar", in: "QSCatalogPrefPane")?.typeName == "NSView")
        let selectors = index.actions(of: "QSCatalogPrefPane").map(\.selector)
        #expect(selectors == [
            "addSource:", "saveItem:", "copyPreset:", "restoreDefaultCatalog:", "removeItem:",
            "setValueForSenderForCatalogEntry:", "applySettings:", "rescanCurrentItem:",
        ])
    }

    @Test("HexFiend HFOpenAccessoryViewController.m: class-extension outlets and an implementation action")
    func hexFiendOpenAccessory() throws {
        let manifest = try CorpusManifest()
        let url = manifest.url(repository: "HexFiend/HexFiend", path: "app/sources/HFOpenAccessoryViewController.m")
        let index = SourceIndex(files: [url])
        #expect(index.classes.isEmpty)  // the file only extends and implements the class
        let outlets = index.outlets(of: "HFOpenAccessoryViewController")
        #expect(outlets.map(\.name) == ["tableView", "openFileButton", "openAttributeButton"])
        #expect(outlets.map(\.typeName) == ["NSTableView", "NSButton", "NSButton"])
        #expect(outlets.allSatisfy { $0.container == .extension })
        let action = try #require(index.action(selector: "openFileOrAttr:", in: "HFOpenAccessoryViewController"))
        #expect(action.container == .implementation)
        #expect(action.location.line == 76)
        #expect(action.location.column == 13)
    }

    @Test("Loop ActionHUDController: WatchKit outlets, an optional outlet and a superclass from the same project")
    func loopActionHUD() throws {
        let manifest = try CorpusManifest()
        let url = manifest.url(repository: "LoopKit/Loop", path: "WatchApp Extension/Controllers/ActionHUDController.swift")
        let index = SourceIndex(files: [url])
        #expect(index.superclassName(of: "ActionHUDController") == "HUDInterfaceController")
        let outlets = index.outlets(of: "ActionHUDController")
        #expect(outlets.count == 13)
        #expect(outlets.first?.name == "preMealButton")
        #expect(outlets.first?.typeName == "WKInterfaceButton")
        let label = try #require(index.outlet(named: "overrideButtonLabel", in: "ActionHUDController"))
        #expect(label.typeName == "WKInterfaceLabel")
        #expect(label.location.line == 39)
        #expect(index.actions(of: "ActionHUDController").map(\.selector).starts(with: ["togglePreMealMode", "toggleOverride"]))
    }

    @Test("eidolon KeypadView: a fileprivate outlet collection of a custom button class")
    func eidolonKeypad() throws {
        let manifest = try CorpusManifest()
        let url = manifest.url(repository: "artsy/eidolon", path: "Kiosk/Bid Fulfillment/KeypadView.swift")
        let index = SourceIndex(files: [url])
        let keys = try #require(index.outlet(named: "keys", in: "KeypadView"))
        #expect(keys.isCollection)
        #expect(keys.typeName == "Button")
        #expect(keys.accessLevel == .fileprivate)
        #expect(index.outlet(named: "leftButton", in: "KeypadView")?.isCollection == false)
        #expect(index.action(selector: "keypadButtonTapped:", in: "KeypadView")?.parameterTypeNames == ["UIButton"])
    }

    @Test("Rectangle SettingsViewController: 27 outlets including strong constraint outlets")
    func rectangleSettings() throws {
        let manifest = try CorpusManifest()
        let url = manifest.url(repository: "rxhanson/Rectangle", path: "Rectangle/PrefsWindow/SettingsViewController.swift")
        let index = SourceIndex(files: [url])
        #expect(index.outlets(of: "SettingsViewController").count == 27)
        #expect(index.outlet(named: "todoAppWidthField", in: "SettingsViewController")?.typeName == "AutoSaveFloatField")
        let constraint = try #require(index.outlet(named: "cycleSizesViewHeightConstraint", in: "SettingsViewController"))
        #expect(constraint.typeName == "NSLayoutConstraint")
        #expect(constraint.location.line == 36)
        #expect(index.isSubclass("SettingsViewController", of: "NSResponder"))
    }

    // MARK: - Helpers

    /// Whether `word` occurs in `text` as a whole identifier.
    private static func mentions(_ text: String, word: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary: (Character?) -> Bool = { character in
                guard let character else { return true }
                return !(character.isLetter || character.isNumber || character == "_")
            }
            if isBoundary(before), isBoundary(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
