import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Real files from `../shared/corpus` that have paired Swift or Objective-C sources, decoded into
/// Swift types that declare the outlets those sources declare (same names). Values checked here
/// were read by hand from the XML.
@Suite struct CorpusOutletTests {
    let decoder = XIBDecoder()

    private func decode<T: Decodable>(_ type: T.Type, _ path: String, object: String? = nil) throws -> T {
        try decoder.decode(type, contentsOf: Corpus.file(path), object: object)
    }

    // MARK: macOS

    @Test func hexFiendChooseStringEncodingDialog() throws {
        struct ChooseStringEncodingWindowController: Decodable {
            let searchField: View
            let tableView: TableView
            let window: Node
        }
        let controller = try decode(ChooseStringEncodingWindowController.self, "HexFiend__HexFiend/app/resources/Base.lproj/ChooseStringEncodingDialog.xib")
        #expect(controller.searchField.kind == "searchField")
        #expect(controller.tableView.id == "njg-Oa-nTo")
        #expect(controller.window.kind == "window")
        #expect(controller.window.customClass == "NSPanel")
    }

    @Test func hexFiendOpenAccessoryView() throws {
        struct HFOpenAccessoryViewController: Decodable {
            let openAttributeButton: Button
            let openFileButton: Button
            let tableView: TableView
            let view: View
        }
        let controller = try decode(HFOpenAccessoryViewController.self, "HexFiend__HexFiend/app/resources/Base.lproj/OpenAccessoryView.xib")
        #expect(controller.openAttributeButton.title == "Open extended attribute:")
        #expect(controller.openFileButton.title == "Open file data")
        #expect(controller.view.kind == "customView")
        #expect(controller.view.id == "1bj-ha-S8e")
    }

    @Test func aerialWelcomeViewController() throws {
        struct WelcomeViewController: Decodable {
            let bigTitle: TextField
            let textBelow: TextField
            let view: View
        }
        let controller = try decode(WelcomeViewController.self, "JohnCoates__Aerial/Resources/MainUI/First time setup/WelcomeViewController.xib")
        #expect(controller.bigTitle.displayedText == "Welcome to Aerial 3")
        #expect(controller.bigTitle.cell?.kind == "textFieldCell")
        #expect(controller.textBelow.id == "AiK-TD-2Qt")
    }

    @Test func peripherySPMXibViewController() throws {
        struct SPMXibViewController: Decodable {
            let button: Button
            let view: View
        }
        let controller = try decode(SPMXibViewController.self, "peripheryapp__periphery/Tests/SPMTests/SPMProjectMacOS/Sources/SPMProjectMacOSKit/Resources/SPMXibViewController.xib")
        #expect(controller.button.title == "Button")
        #expect(controller.view.subviews.map(\.view.id).contains("OO3-gz-PhK"))
    }

    @Test func rectangleMessageView() throws {
        struct MessageView: Decodable {
            let messageField: TextField
            let view: View
        }
        let messageView = try decode(MessageView.self, "rxhanson__Rectangle/Rectangle/Popover/MessageView.xib")
        #expect(messageView.messageField.displayedText == "Multiline Label")
        #expect(messageView.view.id == "c22-O7-iKe")
    }

    @Test func quicksilverTaskViewer() throws {
        struct QSTaskViewer: Decodable {
            let taskCountField: TextField
            let tasksView: View
            let window: Node
        }
        let viewer = try decode(QSTaskViewer.self, "quicksilver__Quicksilver/Quicksilver/Nibs/QSTaskViewer.xib")
        #expect(viewer.taskCountField.displayedText == "Task Viewer")
        #expect(viewer.tasksView.id == "192")
        #expect(viewer.window.customClass == "QSDockingWindow")
    }

    // MARK: iOS

    @Test func loopStatusHighlightHUDView() throws {
        struct StatusHighlightHUDView: Decodable {
            let icon: ImageView
            let messageLabel: Label
        }
        let hud = try decode(StatusHighlightHUDView.self, "LoopKit__Loop/LoopUI/StatusHighlightHUDView.xib")
        #expect(hud.icon.imageName == "exclamationmark.circle.fill")
        #expect(hud.icon.image?.catalog == "system")
        #expect(hud.messageLabel.text == "Add Device")
    }

    @Test func loopStatusViewControllerIsTheInitialViewController() throws {
        struct StatusViewController: Decodable {
            let view: View
            let activeCarbsAmountLabel: Label
            let activeCarbsTitleLabel: Label
            let activeInsulinAmountLabel: Label
            let activeInsulinTitleLabel: Label
            let glucoseChartContentView: View
            let hudView: View
        }
        let controller = try decode(StatusViewController.self, "LoopKit__Loop/Loop Status Extension/Base.lproj/MainInterface.storyboard")
        #expect(controller.activeCarbsTitleLabel.text == "Active Carbs")
        #expect(controller.activeInsulinAmountLabel.text == "0 U")
        #expect(controller.glucoseChartContentView.customClass == "ChartContainerView")
        #expect(controller.hudView.customClass == "StatusBarHUDView")
    }

    @Test func eidolonKeypadViewWithOutletCollection() throws {
        struct KeypadView: Decodable {
            let leftButton: Button
            let rightButton: Button
            let keys: [Button]
        }
        let keypad = try decode(KeypadView.self, "artsy__eidolon/Kiosk/Storyboards/KeypadView.xib", object: "KeypadView")
        #expect(keypad.leftButton.title == "DELETE")
        #expect(keypad.rightButton.title == "CLEAR")
        #expect(keypad.keys.map(\.title) == ["4"])
        #expect(keypad.keys.first?.customClass == "LargeKeypadButton")
    }

    @Test func eidolonAdminPanelByCustomClass() throws {
        struct AdminPanelViewController: Decodable {
            let view: View
            let auctionIDLabel: Label
            let cardReaderLabel: Label
            let environmentChangeButton: Button
            let showAdminButtonsButton: Button
            let toggleCardReaderButton: Button
        }
        let admin = try decode(AdminPanelViewController.self, "artsy__eidolon/Kiosk/Storyboards/Auction.storyboard", object: "AdminPanelViewController")
        #expect(admin.auctionIDLabel.text == "auction-id")
        #expect(admin.environmentChangeButton.title == "SWITCH TO PROD")
        #expect(admin.toggleCardReaderButton.customClass == "SecondaryActionButton")
    }

    @Test func goMapDirectionViewController() throws {
        struct DirectionViewController: Decodable {
            let cancelButton: Button
            let oldValueLabel: Label
            let primaryActionButton: Button
            let valueLabel: Label
            let view: View
        }
        let controller = try decode(DirectionViewController.self, "bryceco__GoMap/src/iOS/Direction/Base.lproj/DirectionViewController.xib")
        #expect(controller.cancelButton.title == "Cancel")
        #expect(controller.primaryActionButton.title == "Update \"direction\" tag")
        #expect(controller.oldValueLabel.numberOfLines == 0)
        #expect(controller.valueLabel.text == "320")
        #expect(controller.view.id == "i5M-Pr-FkT")
    }

    @Test func goMapNominatimViewControllerByCustomClass() throws {
        struct NominatimViewController: Decodable {
            let view: View
            let activityIndicator: ActivityIndicatorView
            let searchBar: View
            let tableView: TableView
        }
        let controller = try decode(NominatimViewController.self, "bryceco__GoMap/src/iOS/Base.lproj/MainStoryboard.storyboard", object: "NominatimViewController")
        #expect(controller.searchBar.kind == "searchBar")
        #expect(controller.tableView.id == "abd-jd-9tI")
        #expect(controller.activityIndicator.id == "BJx-hX-58b")
    }

    @Test func iqKeyboardActionViewController() throws {
        struct ActionViewController: Decodable {
            let imageView: ImageView
            let view: View
        }
        let controller = try decode(ActionViewController.self, "hackiftekhar__IQKeyboardManager/Example/IQKeyboardManagerSwiftExampleExtension/Base.lproj/MainInterface.storyboard")
        #expect(controller.imageView.id == "9ga-4F-77Z")
        #expect(controller.view.id == "zMn-AG-sqS")
    }

    @Test func jsqMessagesViewController() throws {
        struct JSQMessagesViewController: Decodable {
            let collectionView: CollectionView
            let inputToolbar: View
            let view: View
        }
        let controller = try decode(JSQMessagesViewController.self, "jessesquires__JSQMessagesViewController/JSQMessagesViewController/Controllers/JSQMessagesViewController.xib")
        #expect(controller.collectionView.customClass == "JSQMessagesCollectionView")
        #expect(controller.inputToolbar.kind == "toolbar")
        #expect(controller.inputToolbar.customClass == "JSQMessagesInputToolbar")
    }

    @Test func jsqTypingIndicatorFooterWithConstraintOutlets() throws {
        struct JSQMessagesTypingIndicatorFooterView: Decodable {
            let bubbleImageView: ImageView
            let bubbleImageViewRightHorizontalConstraint: Constraint
            let typingIndicatorToBubbleImageAlignConstraint: Constraint
            let typingView: View
        }
        let footer = try decode(JSQMessagesTypingIndicatorFooterView.self,
                                "jessesquires__JSQMessagesViewController/JSQMessagesViewController/Views/JSQMessagesTypingIndicatorFooterView.xib",
                                object: "JSQMessagesTypingIndicatorFooterView")
        #expect(footer.bubbleImageViewRightHorizontalConstraint.id == "YMl-ej-UZl")
        #expect(footer.typingIndicatorToBubbleImageAlignConstraint.id == "ugi-H9-2rc")
        #expect(footer.typingView.customClass == "JSQMessagesTypingView")
    }

    @Test func openFoodFactsIconButtonView() throws {
        struct IconButtonView: Decodable {
            let circularProgressBar: View
            let iconImageView: ImageView
            let titleLabel: Label
        }
        let view = try decode(IconButtonView.self, "openfoodfacts__openfoodfacts-ios/Sources/Views/Products/Detail/Common/IconButtonView.xib")
        #expect(view.titleLabel.text == "take a picture !")
        #expect(view.iconImageView.imageName == "image-add-button")
        #expect(view.circularProgressBar.customClass == "CircularProgressBar")
    }

    @Test func openFoodFactsScannerResultByStoryboardIdentifier() throws {
        struct ScannerResultViewController: Decodable {
            let view: View
            let manualBarcodeInputView: View
            let productDetailsContainer: View
            let statusIndicatorLabel: Label
            let topSummaryView: View
        }
        let controller = try decode(ScannerResultViewController.self, "openfoodfacts__openfoodfacts-ios/Sources/Views/Products/Search/Search.storyboard",
                                    object: "ScannerResultViewController")
        #expect(controller.statusIndicatorLabel.text == "Label")
        #expect(controller.topSummaryView.customClass == "ScanProductSummaryView")
    }

    @Test func peripheryXibViewController() throws {
        struct XibViewController: Decodable {
            let button: Button
            let view: View
        }
        let controller = try decode(XibViewController.self, "peripheryapp__periphery/Tests/XcodeTests/UIKitProject/UIKitProject/XibViewController.xib")
        #expect(controller.button.title == "Button")
        #expect(controller.view.customClass == "XibView")
    }

    @Test func xlPagerTabStripPostCell() throws {
        struct PostCell: Decodable {
            let postName: Label
            let postText: Label
            let userImage: ImageView
        }
        let cell = try decode(PostCell.self, "xmartlabs__XLPagerTabStrip/Example/Example/Helpers/PostCell.xib", object: "PostCell")
        #expect(cell.postName.id == "Xt9-VS-IpY")
        #expect(cell.userImage.id == "wQ5-jv-KcD")
    }

    // MARK: watchOS

    @Test func watchTimeColorController() throws {
        struct TimeColorController: Decodable {
            let background: View
            let coloHash: Label
            let timeLabel: Label
        }
        let controller = try decode(TimeColorController.self, "kostiakoval__WatchKit-Apps/4- Time Color/Time Color WatchKit App/Interface.storyboard")
        #expect(controller.background.kind == "group")
        #expect(controller.coloHash.text == "#103522")
        #expect(controller.timeLabel.text == "22:10:52")
    }

    @Test func watchPageInterfaceController() throws {
        struct PageInterfaceController: Decodable { let pageNumber: Label }
        let controller = try decode(PageInterfaceController.self, "kostiakoval__WatchKit-Apps/8- Pages/Pages WatchKit App/Base.lproj/Interface.storyboard",
                                    object: "PageInterfaceController")
        #expect(controller.pageNumber.text == "1")
    }

    // MARK: Mismatches on real files

    @Test func renamedOutletOnARealFileIsReportedWithASuggestion() throws {
        struct DirectionViewController: Decodable {
            let cancelButton: Button
            let oldValueLabel: Label
            let primaryActionButton: Button
            let valeuLabel: Label
            let view: View
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try decode(DirectionViewController.self, "bryceco__GoMap/src/iOS/Direction/Base.lproj/DirectionViewController.xib")
        }
        #expect(error.kind == .missingOutlet(name: "valeuLabel", owner: "DirectionViewController (File's Owner)", suggestion: "valueLabel"))
        #expect(error.location?.line == 12)
        #expect(error.location?.file?.hasSuffix("DirectionViewController.xib") == true)
    }
}
