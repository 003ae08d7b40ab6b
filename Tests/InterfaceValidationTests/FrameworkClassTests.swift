import InterfaceSources
import InterfaceValidation
import Testing
import UIDescription

/// Framework classes the framework catalogue knows (issue 33: classes validate took for unknown custom classes, or
/// whose subclasses' outlets it could not check).
@Suite("Framework classes")
struct FrameworkClassTests {
    /// Regression, from a macOS app: `ABPeoplePickerView` (AddressBook) was reported as an unknown custom class.
    @Test("a framework view set as a custom class is not unknown", arguments: ["ABPeoplePickerView", "QLPreviewPanel", "AVCaptureView"])
    func frameworkCustomClass(_ className: String) throws {
        let xib = Fixture.macXib(
            ownerClass: "PeopleWindowController", ownerConnections: "",
            objects: #"<customView id="v1" customClass="\#(className)"/>"#)
        let source = "import AppKit\nclass PeopleWindowController: NSWindowController {}\n"
        let findings = try Fixture.findings(xib: xib, sources: ["/src/People.swift": source])
        #expect(findings.with(.unknownCustomClass).isEmpty, "\(findings)")
    }

    /// Regression, from a File Provider extension: a renamed outlet of an `FPUIActionExtensionViewController`
    /// subclass was only an unverifiable-connection warning, because the superclass was unknown.
    @Test("a renamed outlet of a File Provider UI action controller's subclass is a missing outlet")
    func fileProviderActionController() throws {
        let source = """
            import FileProviderUI
            class ActionViewController: FPUIActionExtensionViewController {
                @IBOutlet weak var identifierLabel: UILabel!
            }
            """
        let xib = Fixture.iOSXib(
            ownerClass: "ActionViewController", ownerConnections: #"<outlet property="identifierLable" destination="l1" id="o1"/>"#,
            views: #"<label id="l1" text="Item"/>"#)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/ActionViewController.swift": source])
        #expect(findings.with(.missingOutlet).count == 1, "\(findings)")
        #expect(findings.with(.unverifiableConnection).isEmpty, "\(findings)")
        #expect(findings.with(.missingOutlet).first?.message.hasSuffix("did you mean `identifierLabel`?") == true)
    }

    @Test("the view controllers, views, controls and touch bar items of PassKit, StoreKit, ReplayKit, GameKit, TVUIKit, HealthKitUI, VisionKit, RealityKit, AuthenticationServices and SecurityInterface reach their root")
    func frameworkFamilies() {
        let uiKit = ["PKAddPassesViewController", "PKPaymentAuthorizationViewController", "SKCloudServiceSetupViewController",
                     "RPSystemBroadcastPickerView", "HKActivityRingView", "VNDocumentCameraViewController", "TVPosterView",
                     "TVDigitEntryViewController", "MKUserTrackingBarButtonItem", "UIColorPickerViewController",
                     "GKMatchmakerViewController", "ARView", "ASCredentialProviderViewController", "RPPreviewViewController"]
        for name in uiKit {
            #expect(FrameworkClassHierarchy.isKnownClass(name, platform: .uiKit), "\(name)")
            var chain: [String] = []
            var current = name
            while let superclass = FrameworkClassHierarchy.superclass(of: current, platform: .uiKit), chain.count < 12 {
                chain.append(superclass)
                current = superclass
            }
            #expect(chain.last == "NSObject", "\(name): \(chain)")
        }
        #expect(FrameworkClassHierarchy.superclass(of: "TVPosterView", platform: .uiKit) == "TVLockupView")
        #expect(FrameworkClassHierarchy.superclass(of: "GKMatchmakerViewController", platform: .appKit) == "NSViewController")
        for name in ["NSButtonTouchBarItem", "NSScrubber", "SFAuthorizationView", "IKFilterBrowserView", "ARView"] {
            #expect(FrameworkClassHierarchy.isKnownClass(name, platform: .appKit), "\(name)")
        }
    }

    @Test("a class UIKit and AppKit both have has the superclass of the document's platform")
    func crossPlatformSuperclasses() {
        #expect(FrameworkClassHierarchy.superclass(of: "FPUIActionExtensionViewController", platform: .uiKit) == "UIViewController")
        #expect(FrameworkClassHierarchy.superclass(of: "FPUIActionExtensionViewController", platform: .appKit) == "NSViewController")
        #expect(FrameworkClassHierarchy.superclass(of: "MSMessagesAppViewController", platform: .uiKit) == "UIViewController")
        #expect(!FrameworkClassHierarchy.isKnownClass("MSMessagesAppViewController", platform: .appKit))
    }

    /// Found outside the corpus: Loop's watch app connects the static notification scene's `notificationAlertLabel`
    /// on its own `WKUserNotificationInterfaceController` subclass; it was reported as a missing outlet.
    @Test("a notification controller subclass has WatchKit's notificationAlertLabel outlet")
    func notificationAlertLabelIsWatchKits() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="20037" targetRuntime="watchKit">
                <scenes>
                    <scene sceneID="AEw-b0-oYE">
                        <objects>
                            <notificationController id="YCC-NB-fut" customClass="NotificationController" customModule="WatchApp_Extension">
                                <items>
                                    <label alignment="left" text="Alert Label" id="IdU-wH-bcW"/>
                                </items>
                                <notificationCategory key="notificationCategory" identifier="myCategory" id="JfB-70-Muf"/>
                                <connections>
                                    <outlet property="notificationAlertLabel" destination="IdU-wH-bcW" id="JKC-fr-R95"/>
                                    <outlet property="notificationTitle" destination="IdU-wH-bcW" id="JKC-fr-R96"/>
                                </connections>
                            </notificationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let source = "import WatchKit\n\nfinal class NotificationController: WKUserNotificationInterfaceController {\n}\n"
        let findings = Fixture.findings(
            [try Fixture.graph(storyboard, path: "/p/Interface.storyboard")], sources: ["/src/NotificationController.swift": source])
        #expect(findings.with(.missingOutlet).map(\.message).map { String($0.prefix(28)) } == ["outlet `notificationTitle` i"], "\(findings)")
    }
}
