import Foundation
import InterfaceValidation
import Testing

/// Every Interface Builder file of the shared corpus that has paired sources (`paired-sources=` in
/// `MANIFEST.tsv`), validated against exactly those sources. The expected findings are recorded below; each was
/// checked by hand against the XML, the paired source and, where a finding depends on files the pair does not
/// hold, the upstream repository at the manifest's commit:
///
/// - Rectangle `Main.storyboard` 3456/3459, missing-outlet: the SettingsViewController scene still connects
///   `unsnapRestoreButton` and `windowSnappingCheckbox`, which only `SnapAreaViewController` declares upstream
///   (no extension of SettingsViewController declares them): a stale connection, a crash when the scene loads.
/// - unverifiable-connection: the members exist upstream in files the pair does not hold —
///   `HUDInterfaceController.swift` (Loop: `addCarbs`, `setBolus`, `loopHUDImage`, `glucoseLabel`,
///   `eventualGlucoseLabel`), `QSPreferencePane.h` (Quicksilver: the `_window` ivar),
///   `DemoSettingsViewController.m` (JSQ: `didTapSwitch:`), and the headers that declare the superclasses of
///   HexFiend's HFOpenAccessoryViewController and JSQMessagesViewController (`view`). (QSTaskViewer's `window` is
///   found: its .m redeclares the property in a category.)
///   With those files added the warnings disappear and nothing else is reported (checked for Loop and JSQ).
/// - unconnected-action / unconnected-outlet: no IB file of the upstream repository connects them. WWDC's five
///   `open…Website` actions are wired in code with `#selector`; Quicksilver's `addSource:` is set on a menu item in
///   code and the others are unused by any nib; IQKeyboardManager's `textFieldClicked(_:)` and JSQ's
///   `typingIndicatorImageViewRightHorizontalConstraint` are connected nowhere; the periphery fixtures are its own
///   "unused" test cases (its tests assert them unreferenced; `clickFromSubclass(_:)` of XibViewController is not the
///   one `XibViewController2Subclass.xib` connects).
/// - unknown-custom-class: each class is declared in none of the pair's sources (checked with a search of every
///   paired file); they live elsewhere in their repositories. Classes with no module that a paired source uses
///   after importing a header or module the pair does not hold (`#import "JSQMessagesTypingView.h"`,
///   `import MASShortcut`, eidolon's bridging header) may come from there, and are not reported.
@Suite("Corpus: paired IB files validated against their sources")
struct CorpusValidationTests {
    /// One expected finding other than unknown-custom-class: rule, file (relative to the repository folder),
    /// line, and the first name the message quotes.
    struct Expected: Equatable, CustomStringConvertible {
        var rule: ValidationRule
        var file: String
        var line: Int
        var name: String

        init(_ rule: ValidationRule, _ file: String, line: Int, naming name: String) {
            self.rule = rule
            self.file = file
            self.line = line
            self.name = name
        }

        var description: String { "\(file):\(line) \(rule.rawValue) `\(name)`" }
    }

    /// A paired IB file and what validating it must report.
    struct Pair: CustomStringConvertible {
        var repository: String
        var path: String
        var unknownClasses: [String]
        var findings: [Expected] = []

        init(_ repository: String, _ path: String, unknownClasses: [String], findings: [Expected] = []) {
            self.repository = repository
            self.path = path
            self.unknownClasses = unknownClasses
            self.findings = findings
        }

        var description: String { "\(repository)/\(path)" }
    }

    static let pairs: [Pair] = [
        Pair(
            "HexFiend__HexFiend", "app/resources/Base.lproj/ChooseStringEncodingDialog.xib",
            unknownClasses: []),
        Pair(
            "HexFiend__HexFiend", "app/resources/Base.lproj/OpenAccessoryView.xib",
            unknownClasses: [],
            findings: [
                Expected(.unverifiableConnection, "app/resources/Base.lproj/OpenAccessoryView.xib", line: 9, naming: "view"),
            ]),
        Pair(
            "JohnCoates__Aerial", "Resources/MainUI/First time setup/TimeSetupViewController.xib",
            unknownClasses: []),
        Pair(
            "JohnCoates__Aerial", "Resources/MainUI/First time setup/WelcomeViewController.xib",
            unknownClasses: []),
        Pair(
            "JohnCoates__Aerial", "Resources/MainUI/Settings panels/NowPlayingViewController.xib",
            unknownClasses: ["NowPlayingCollectionView"]),
        Pair(
            "LoopKit__Loop", "Loop Status Extension/Base.lproj/MainInterface.storyboard",
            unknownClasses: []),
        Pair(
            "LoopKit__Loop", "LoopUI/StatusHighlightHUDView.xib",
            unknownClasses: []),
        Pair(
            "LoopKit__Loop", "WatchApp/Base.lproj/Interface.storyboard",
            // Module WatchApp_Extension is the folder `WatchApp Extension`, of which the corpus pairs one file.
            unknownClasses: [
                "CarbAndBolusFlowController", "HUDRowController", "CarbEntryListController", "TextRowController",
                "NotificationController", "OverrideSelectionController", "OverridePresetRow", "OnOffSelectionController",
            ],
            findings: [
                Expected(.unverifiableConnection, "WatchApp/Base.lproj/Interface.storyboard", line: 21, naming: "addCarbs"),
                Expected(.unverifiableConnection, "WatchApp/Base.lproj/Interface.storyboard", line: 180, naming: "eventualGlucoseLabel"),
            ]),
        Pair(
            "artsy__eidolon", "Kiosk/Storyboards/Auction.storyboard",
            unknownClasses: ["ActionButton", "ListingsCountdownManager", "ListingsViewController", "Spinner", "SaleArtworkDetailsViewController", "ORTagBasedAutoStackView", "ORStackScrollView", "SaleArtworkZoomViewController", "SecondaryActionButton", "ChooseAuctionViewController", "AdminCardTestingViewController", "AdminLogViewController", "AuctionWebViewController", "OfflineViewController"],
            // Buttons copied between scenes keep their actions to the old scene's controller.
            findings: [
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 300, naming: "backWasPressed:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 500, naming: "backWasPressed:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 580, naming: "backTapped:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 581, naming: "backWasPressed:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 643, naming: "backTapped:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 644, naming: "backWasPressed:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 674, naming: "closeAppTapped:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 755, naming: "backTapped:"),
                Expected(.crossSceneConnection, "Kiosk/Storyboards/Auction.storyboard", line: 756, naming: "backWasPressed:"),
            ]),
        Pair(
            "artsy__eidolon", "Kiosk/Storyboards/KeypadView.xib",
            unknownClasses: ["LargeKeypadButton", "KeypadButton"]),
        Pair(
            "bryceco__GoMap", "src/iOS/Base.lproj/MainStoryboard.storyboard",
            unknownClasses: ["HUDLabel", "MapView", "StatusBarGradient", "RulerView", "DPadView", "CompassButton", "CustomSegmentedControl", "FpsLabel", "NotesTableViewController", "NotesOldCommentCell", "NotesNewCommentCell"]),
        Pair(
            "bryceco__GoMap", "src/iOS/Direction/Base.lproj/DirectionViewController.xib",
            unknownClasses: []),
        Pair(
            "bryceco__GoMap", "src/iOS/POI/Base.lproj/POI.storyboard",
            unknownClasses: ["POICommonTagsViewController", "FeatureTypeCell", "FeaturePresetCell", "PresetValueTextField", "FeaturePresetAreaCell", "KeyValueTableCell", "AutocompleteTextField", "POIFeaturePickerViewController", "FeaturePickerCell", "POIPresetValuePickerController", "POIAllTagsViewController", "TextPairTableCell", "POITabBarController", "POIAttributesViewController", "AttributeCustomCell", "CustomFieldListViewController", "CustomFeatureListViewController"]),
        Pair(
            "hackiftekhar__IQKeyboardManager", "Example/IQKeyboardManagerSwiftExample/Storyboard/Base.lproj/ScrollView.storyboard",
            unknownClasses: ["TableViewContainerViewController", "TableViewInContainerViewController", "ExampleTableViewController", "CollectionViewDemoController", "TableViewController"],
            findings: [
                Expected(.unconnectedAction, "Example/IQKeyboardManagerSwiftExample/ViewController/NavigationBarViewController.swift", line: 49, naming: "textFieldClicked(_:)"),
            ]),
        Pair(
            "hackiftekhar__IQKeyboardManager", "Example/IQKeyboardManagerSwiftExample/Storyboard/Base.lproj/SpecialCase.storyboard",
            unknownClasses: ["WebViewController", "StackViewController", "RefreshLayoutViewController", "PopoverViewController", "PageViewController", "TestViewController"]),
        Pair(
            "hackiftekhar__IQKeyboardManager", "Example/IQKeyboardManagerSwiftExampleExtension/Base.lproj/MainInterface.storyboard",
            unknownClasses: []),
        Pair(
            "insidegui__WWDC", "WWDC/Resources/Base.lproj/AboutWindowController.xib",
            // Its five `@IBAction`s are connected in code (`configureActionLabel(_:selector: #selector(…))`), not
            // reported since the rule counts actions named by selector.
            unknownClasses: ["ActionLabel"]),
        Pair(
            "insidegui__WWDC", "WWDC/Resources/Preferences.storyboard",
            unknownClasses: []),
        Pair(
            "jessesquires__JSQMessagesViewController", "JSQMessagesDemo/Base.lproj/Main.storyboard",
            unknownClasses: ["TableViewController", "DemoMessagesViewController"],
            findings: [
                Expected(.unverifiableConnection, "JSQMessagesDemo/Base.lproj/Main.storyboard", line: 50, naming: "didTapSwitch:"),
            ]),
        Pair(
            "jessesquires__JSQMessagesViewController", "JSQMessagesViewController/Controllers/JSQMessagesViewController.xib",
            unknownClasses: [],
            findings: [
                Expected(.unverifiableConnection, "JSQMessagesViewController/Controllers/JSQMessagesViewController.xib", line: 8, naming: "view"),
            ]),
        Pair(
            "jessesquires__JSQMessagesViewController", "JSQMessagesViewController/Views/JSQMessagesTypingIndicatorFooterView.xib",
            unknownClasses: [],
            findings: [
                Expected(.unconnectedOutlet, "JSQMessagesViewController/Views/JSQMessagesTypingIndicatorFooterView.m", line: 35, naming: "typingIndicatorImageViewRightHorizontalConstraint"),
            ]),
        Pair(
            "kostiakoval__WatchKit-Apps", "1- Counter/Counter WatchKit App/Interface.storyboard",
            unknownClasses: ["GlanceController", "NotificationController"]),
        Pair(
            "kostiakoval__WatchKit-Apps", "4- Time Color/Time Color WatchKit App/Interface.storyboard",
            unknownClasses: ["GlanceController"]),
        Pair(
            "kostiakoval__WatchKit-Apps", "8- Pages/Pages WatchKit App/Base.lproj/Interface.storyboard",
            // Module Pages_WatchKit_Extension is the folder `Pages WatchKit Extension`, of which one file is paired.
            unknownClasses: ["MainInterfaceController"]),
        Pair(
            "openfoodfacts__openfoodfacts-ios", "Sources/Views/Main.storyboard",
            unknownClasses: ["SearchViewController", "ScannerViewController"]),
        Pair(
            "openfoodfacts__openfoodfacts-ios", "Sources/Views/Products/Detail/Common/IconButtonView.xib",
            unknownClasses: ["CircularProgressBar"]),
        Pair(
            "openfoodfacts__openfoodfacts-ios", "Sources/Views/Products/Search/Search.storyboard",
            unknownClasses: ["SearchTableViewController", "ManualBarcodeInputView", "ScanProductSummaryView"]),
        Pair(
            "peripheryapp__periphery", "Tests/SPMTests/SPMProjectMacOS/Sources/SPMProjectMacOSKit/Resources/SPMXibViewController.xib",
            unknownClasses: [],
            findings: [
                Expected(.unconnectedOutlet, "Tests/SPMTests/SPMProjectMacOS/Sources/SPMProjectMacOSKit/SPMXibViewController.swift", line: 16, naming: "unusedMacOutlet"),
                Expected(.unconnectedAction, "Tests/SPMTests/SPMProjectMacOS/Sources/SPMProjectMacOSKit/SPMXibViewController.swift", line: 18, naming: "unusedMacAction(_:)"),
            ]),
        Pair(
            "peripheryapp__periphery", "Tests/XcodeTests/UIKitProject/UIKitProject/StoryboardViewController.storyboard",
            unknownClasses: [],
            findings: [
                Expected(.unconnectedOutlet, "Tests/XcodeTests/UIKitProject/UIKitProject/StoryboardViewController.swift", line: 14, naming: "unusedStoryboardOutlet"),
                Expected(.unconnectedAction, "Tests/XcodeTests/UIKitProject/UIKitProject/StoryboardViewController.swift", line: 16, naming: "unusedStoryboardAction(_:)"),
            ]),
        Pair(
            "peripheryapp__periphery", "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.xib",
            unknownClasses: [],
            findings: [
                Expected(.unconnectedOutlet, "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift", line: 6, naming: "unusedOutlet"),
                Expected(.unconnectedAction, "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift", line: 13, naming: "clickFromSubclass(_:)"),
                Expected(.unconnectedAction, "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift", line: 33, naming: "unusedAction(_:)"),
                Expected(.unconnectedAction, "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift", line: 38, naming: "unusedActionWithNamedParam(sender:)"),
                Expected(.unconnectedAction, "Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.swift", line: 43, naming: "unusedActionNoParams()"),
            ]),
        Pair(
            "quicksilver__Quicksilver", "Quicksilver/Nibs/QSCatalog.xib",
            unknownClasses: ["QSWindow", "QSMenuButton", "QSImageTextCountCell", "QSTableView", "QSFancyTableView", "QSImageAndTextCell"],
            findings: [
                Expected(.unconnectedOutlet, "Quicksilver/Code-App/QSCatalogPrefPane.h", line: 29, naming: "itemIconField"),
                Expected(.unconnectedAction, "Quicksilver/Code-App/QSCatalogPrefPane.h", line: 60, naming: "addSource:"),
                Expected(.unconnectedAction, "Quicksilver/Code-App/QSCatalogPrefPane.h", line: 69, naming: "restoreDefaultCatalog:"),
                Expected(.unconnectedAction, "Quicksilver/Code-App/QSCatalogPrefPane.h", line: 75, naming: "setValueForSenderForCatalogEntry:"),
                Expected(.unconnectedAction, "Quicksilver/Code-App/QSCatalogPrefPane.h", line: 77, naming: "applySettings:"),
                Expected(.unverifiableConnection, "Quicksilver/Nibs/QSCatalog.xib", line: 10, naming: "_window"),
            ]),
        Pair(
            "quicksilver__Quicksilver", "Quicksilver/Nibs/QSProcessObjectSource.xib",
            unknownClasses: []),
        Pair(
            "quicksilver__Quicksilver", "Quicksilver/Nibs/QSTaskViewer.xib",
            unknownClasses: ["QSBackgroundView", "BLTRResizeView", "QSMenuButton"]),
        Pair(
            "robbiehanson__XMPPFramework", "Xcode/Examples/ServerlessDemo/MainWindow.xib",
            unknownClasses: ["RootViewController"]),
        Pair(
            "rxhanson__Rectangle", "Rectangle/Base.lproj/Main.storyboard",
            unknownClasses: ["AppDelegate", "AccessibilityWindowController", "AccessibilityViewController", "WelcomeViewController", "SnapAreaViewController"],
            findings: [
                // Two outlets moved to SnapAreaViewController, still connected from SettingsViewController to a
                // button of the other scene.
                Expected(.crossSceneConnection, "Rectangle/Base.lproj/Main.storyboard", line: 3456, naming: "unsnapRestoreButton"),
                Expected(.missingOutlet, "Rectangle/Base.lproj/Main.storyboard", line: 3456, naming: "unsnapRestoreButton"),
                Expected(.crossSceneConnection, "Rectangle/Base.lproj/Main.storyboard", line: 3459, naming: "windowSnappingCheckbox"),
                Expected(.missingOutlet, "Rectangle/Base.lproj/Main.storyboard", line: 3459, naming: "windowSnappingCheckbox"),
            ]),
        Pair(
            "rxhanson__Rectangle", "Rectangle/Popover/MessageView.xib",
            unknownClasses: []),
        Pair(
            "xmartlabs__XLPagerTabStrip", "Example/Example/Base.lproj/Storyboard.storyboard",
            unknownClasses: ["SegmentedExampleViewController", "BarExampleViewController", "TabBarController", "InstagramExampleViewController", "NavController", "ButtonBarExampleViewController", "TwitterExampleViewController", "NavButtonBarExampleViewController", "SpotifyExampleViewController", "YoutubeExampleViewController", "YoutubeWithLabelExampleViewController"]),
        Pair(
            "xmartlabs__XLPagerTabStrip", "Example/Example/Helpers/PostCell.xib",
            unknownClasses: []),
        Pair(
            "xmartlabs__XLPagerTabStrip", "Example/Example/Youtube/YoutubeIconCell.xib",
            unknownClasses: []),
    ]

    /// The paired files the manifest lists, with their sources: (corpus folder/path, [source paths]).
    static func manifestPairs() throws -> [(key: String, sources: [String])] {
        let text = try String(contentsOf: PackagePaths.corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 8,
                let sources = columns[7].components(separatedBy: "; ").first(where: { $0.contains("paired-sources=") })
            else { return nil }
            let folder = columns[0].replacingOccurrences(of: "/", with: "__")
            let list = sources.components(separatedBy: "paired-sources=").last ?? ""
            return ("\(folder)/\(columns[2])", list.split(separator: ",").map { "\(folder)/\($0)" })
        }
    }

    @Test("the table covers exactly the manifest's paired files")
    func tableMatchesManifest() throws {
        let listed = try Self.manifestPairs().map(\.key)
        #expect(listed.count >= 39)
        #expect(Set(listed) == Set(Self.pairs.map(\.description)))
    }

    @Test("each paired file gives exactly the recorded findings", arguments: pairs)
    func pairedFile(_ pair: Pair) throws {
        let manifest = try Self.manifestPairs()
        let sources = try #require(manifest.first { $0.key == pair.description }?.sources)
        let corpus = PackagePaths.corpus.path
        let report = InterfaceValidator().validate(
            interfacePaths: ["\(corpus)/\(pair.description)"], sourcePaths: sources.map { "\(corpus)/\($0)" })
        // Compared with links resolved: `../shared` may be a link, and the validator's paths may have it resolved.
        let repositoryFolder = PathDisplay(base: "\(corpus)/\(pair.repository)")
        let unknown = report.findings.with(.unknownCustomClass).map { Self.firstQuotedName(in: $0.message) }
        #expect(unknown == pair.unknownClasses)
        let others = report.findings.filter { $0.rule != .unknownCustomClass }.map { finding in
            Expected(
                finding.rule,
                repositoryFolder.display(finding.location.file ?? ""),
                line: finding.location.line,
                naming: Self.firstQuotedName(in: finding.message))
        }
        #expect(others == pair.findings)
    }

    private static func firstQuotedName(in message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : ""
    }
}
