import InterfaceValidation
import Testing

/// unknown-custom-class and unverifiable-connection: classes the sources do not (fully) declare.
@Suite("Classes missing from the sources")
struct CustomClassRuleTests {
    static let xib = Fixture.iOSXib(
        ownerClass: "SettingsViewController",
        ownerConnections: """
            <outlet property="nameLabel" destination="l1" id="o1"/>
            <outlet property="inheritedLabel" destination="l1" id="o2"/>
            """,
        views: """
            <label id="l1" customClass="GhostLabel" customModule="App" customModuleProvider="target"/>
            <label id="l2" customClass="GhostLabel" customModule="App" customModuleProvider="target"/>
            <label id="l3" customClass="PodLabel" customModule="PodKit"/>
            <label id="l4" customClass="ObjCLabel"/>
            <view id="v1" customClass="AppLocalView" customModule="Kiosk"/>
            <button id="b1">
                <connections>
                    <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
        """)

    @Test("custom classes declared nowhere are warnings once per file, unless their module was not scanned")
    func unknownCustomClasses() throws {
        let sources = [
            "/src/Kiosk/Settings.swift": """
                import UIKit
                class SettingsViewController: UIViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                }
                """
        ]
        var scope = ModuleScope()
        scope.addFolders(ofSourcePath: "/src/Kiosk/Settings.swift")
        let findings = Fixture.findings([try Fixture.graph(Self.xib)], sources: sources, scope: scope)
        let unknown = findings.with(.unknownCustomClass)
        #expect(unknown.map { $0.message.split(separator: "`")[1] } == ["GhostLabel", "ObjCLabel", "AppLocalView"])
        #expect(unknown.allSatisfy { $0.severity == .warning })
        #expect(unknown.first?.message.contains("; 1 more object in this file uses it") == true)
        #expect(unknown.first?.notes.count == 1)
        #expect(unknown.first?.location.line == Fixture.line(of: "id=\"l1\"", in: Self.xib))
        // The owner declares no `inheritedLabel` and its superclass is a framework class: a real error.
        #expect(findings.with(.missingOutlet).count == 1)
        #expect(findings.with(.missingAction).count == 1)
    }

    /// Found outside the corpus: Pocket Casts' `PodcastShortcutsViewController.xib` names its owner
    /// `PodcastShortcutViewController`. The corpus has `WebViewController` next to a declared `XibViewController` and
    /// `GpxViewController` next to `AppViewController`: other classes, not misspellings.
    @Test("an unknown custom class close to a declared one suggests it; one differing in a short start before a shared ending does not")
    func suggestionsForMisspeltClasses() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "PodcastShortcutViewController", ownerConnections: "",
            views: """
                <view id="v1" customClass="WebViewController" customModule="App"/>
                <view id="v2" customClass="SettingsViewContorller" customModule="App"/>
                <view id="v3" customClass="profileheaderview" customModule="App"/>
                """)
        let sources = [
            "/src/App/Classes.swift": """
                import UIKit
                class PodcastShortcutsViewController: UIViewController {}
                class XibViewController: UIViewController {}
                class SettingsViewController: UIViewController {}
                class ProfileHeaderView: UIView {}
                """
        ]
        let findings = Fixture.findings([try Fixture.graph(xib)], sources: sources).with(.unknownCustomClass)
        let suggestions = findings.map { $0.message.components(separatedBy: "did you mean ").dropFirst().first ?? "-" }
        #expect(suggestions == ["`PodcastShortcutsViewController`?", "-", "`SettingsViewController`?", "`ProfileHeaderView`?"],
                "\(findings)")
    }

    /// Found on real files outside the corpus: Sequel-Ace's `NSCustomView` and `NSMutableDictionary`, OpenEmu's
    /// `NSPathComponentCell`, core-plot's `QCPlugInViewController` (Quartz Composer, not NS-prefixed), none of
    /// them in the framework tables when first seen.
    @Test("Objective-C classes with Apple's NS and UI prefixes are framework classes, not unknown custom classes")
    func frameworkPrefixedClasses() throws {
        let xib = Fixture.macXib(ownerClass: "PrefsController", ownerConnections: "", objects: """
            <customView id="1" customClass="NSCustomView"/>
            <customObject id="2" customClass="NSMutableDictionary"/>
            <customObject id="3" customClass="NSFutureThing"/>
            <customObject id="4" customClass="NSGhost" customModule="App"/>
            <customView id="5" customClass="MKRingProgressView"/>
            <customView id="6" customClass="NSlowView"/>
            <viewController id="9" customClass="QCPlugInViewController"/>
            <textField id="7">
                <textFieldCell key="cell" id="8" customClass="NSPathComponentCell"/>
            </textField>
            """)
        let sources = ["/src/Prefs.swift": "import AppKit\nclass PrefsController: NSObject {}\n"]
        let findings = Fixture.findings([try Fixture.graph(xib)], sources: sources)
        #expect(findings.with(.unknownCustomClass).map { $0.message.split(separator: "`")[1] } == ["NSGhost", "MKRingProgressView", "NSlowView"])
    }

    /// Found outside the corpus: Threema's media storyboard shows a `QLPreviewController` (QuickLook), which was
    /// reported as a custom class declared nowhere. Apple's view controllers outside UIKit are framework classes.
    @Test("Apple's view controllers from QuickLook, Contacts, EventKit and other frameworks are not unknown custom classes")
    func viewControllersOfOtherFrameworks() throws {
        let controllers = ["QLPreviewController", "CNContactPickerViewController", "EKEventEditViewController",
                           "PHPickerViewController", "SKStoreProductViewController", "GKGameCenterViewController"]
        let xib = Fixture.iOSXib(
            ownerClass: "PreviewHost", ownerConnections: "",
            views: #"<button id="b1" customClass="INUIAddVoiceShortcutButton"/>"#,
            topLevel: controllers.enumerated().map { #"<viewController id="c\#($0.offset)" customClass="\#($0.element)"/>"# }
                .joined(separator: "\n") + "\n" + #"<viewController id="g1" customClass="QLPreviewControler"/>"#)
        let sources = ["/src/PreviewHost.swift": "import UIKit\nclass PreviewHost: NSObject {}\n"]
        let findings = Fixture.findings([try Fixture.graph(xib)], sources: sources)
        #expect(findings.with(.unknownCustomClass).map { $0.message.split(separator: "`")[1] } == ["QLPreviewControler"],
                "\(findings)")
    }

    @Test("a superclass declared nowhere turns would-be errors into one unverifiable-connection warning")
    func unresolvedSuperclass() throws {
        let sources = [
            "/src/Settings.swift": """
                import UIKit
                class SettingsViewController: FormViewController {
                    @IBOutlet weak var nameLabel: UILabel!
                }
                """
        ]
        let findings = Fixture.findings([try Fixture.graph(Self.xib)], sources: sources)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        let unverifiable = findings.with(.unverifiableConnection)
        #expect(unverifiable.count == 1)
        #expect(unverifiable.first?.message.contains("outlet `inheritedLabel`, action `save:`") == true)
        #expect(unverifiable.first?.message.contains("superclass `FormViewController`") == true)
        #expect(unverifiable.first?.location.line == Fixture.line(of: "IBFilesOwner", in: Self.xib))
    }

    @Test("an Objective-C class whose @implementation was not scanned is known only in part")
    func objectiveCWithoutImplementation() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface SettingsViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
            @end
            """
        let implementation = """
            #import "SettingsViewController.h"
            @interface SettingsViewController ()
            @property (nonatomic, weak) IBOutlet UILabel *inheritedLabel;
            @end
            @implementation SettingsViewController
            - (IBAction)save:(id)sender {}
            @end
            """
        let headerOnly = Fixture.findings([try Fixture.graph(Self.xib)], sources: ["/src/SettingsViewController.h": header])
        #expect(headerOnly.filter { $0.severity == .error }.isEmpty, "\(headerOnly)")
        #expect(headerOnly.with(.unverifiableConnection).first?.message.contains("@implementation of `SettingsViewController`") == true)
        let both = Fixture.findings(
            [try Fixture.graph(Self.xib)],
            sources: ["/src/SettingsViewController.h": header, "/src/SettingsViewController.m": implementation])
        #expect(both.with(.missingOutlet).isEmpty, "\(both)")
        #expect(both.with(.missingAction).isEmpty, "\(both)")
        #expect(both.with(.unverifiableConnection).isEmpty, "\(both)")
    }

    @Test("a class known only from an extension or an @implementation is checked in part, not reported unknown")
    func knownOnlyFromExtensions() throws {
        let implementationOnly = """
            #import "SettingsViewController.h"
            @interface SettingsViewController ()
            @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
            @end
            @implementation SettingsViewController
            - (IBAction)save:(id)sender {}
            @end
            """
        let findings = Fixture.findings([try Fixture.graph(Self.xib)], sources: ["/src/SettingsViewController.m": implementationOnly])
        #expect(!findings.with(.unknownCustomClass).contains { $0.message.contains("`SettingsViewController`") })
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        let unverifiable = try #require(findings.with(.unverifiableConnection).first)
        #expect(unverifiable.message.contains("outlet `inheritedLabel`"))
        #expect(!unverifiable.message.contains("save:"))
        #expect(unverifiable.message.contains("the declaration of `SettingsViewController`"))

        let swiftExtension = "import UIKit\nextension SettingsViewController {\n    @IBOutlet var nameLabel: UILabel! { nil }\n}\n"
        let fromSwift = Fixture.findings([try Fixture.graph(Self.xib)], sources: ["/src/Settings+Labels.swift": swiftExtension])
        #expect(fromSwift.filter { $0.severity == .error }.isEmpty, "\(fromSwift)")
        #expect(fromSwift.with(.unverifiableConnection).count == 1)
    }

    @Test("Objective-C members without IBOutlet or IBAction still receive connections, as key-value coding does")
    func objectiveCPlainMembers() throws {
        let header = """
            @interface SettingsViewController : UIViewController {
                UILabel *_inheritedLabel;
            }
            @property (nonatomic, weak) UILabel *nameLabel;
            - (void)save:(id)sender;
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(Self.xib)],
            sources: ["/src/SettingsViewController.h": header, "/src/SettingsViewController.m": "@implementation SettingsViewController\n@end\n"])
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        #expect(findings.with(.unverifiableConnection).isEmpty, "\(findings)")
    }

    @Test("outlets named after the instance variables the compiler synthesizes: `_name` for a property, the ivar `@synthesize` names")
    func objectiveCSynthesizedInstanceVariables() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "PopoverController",
            ownerConnections: """
                <outlet property="_textView" destination="l1" id="o1"/>
                <outlet property="tabButton_" destination="l1" id="o2"/>
                <outlet property="_closeButton" destination="l1" id="o3"/>
                <outlet property="_badge" destination="l1" id="o4"/>
                <outlet property="_statusView" destination="l1" id="o5"/>
                <outlet property="_tabButton" destination="l1" id="o6"/>
                <outlet property="_doneButton" destination="l1" id="o7"/>
                <outlet property="doneButton" destination="l1" id="o8"/>
                """,
            views: """
                <label id="l1"/>
            """)
        let header = """
            @interface PopoverController : UIViewController
            @property (nonatomic, strong) IBOutlet UITextView *textView;
            @end
            @interface PopoverController (Badges)
            @property (nonatomic, strong) IBOutlet UILabel *badge;
            @end
            """
        let implementation = """
            @interface PopoverController ()
            @property (nonatomic, weak) IBOutlet UIButton *closeButton;
            @property (nonatomic, weak) IBOutlet UIButton *tabButton;
            @property (nonatomic, weak) IBOutlet UILabel *doneButton;
            @end
            @implementation PopoverController
            @synthesize tabButton = tabButton_, statusView;
            @synthesize doneButton;
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(xib)],
            sources: ["/src/PopoverController.h": header, "/src/PopoverController.m": implementation])
        // A category's property has no synthesized instance variable, `@synthesize statusView` names `statusView`,
        // and once an `@synthesize` names the variable (`tabButton_`, `doneButton`) there is no `_tabButton` or
        // `_doneButton` (regression: the `_name` of the property's declaration used to count still).
        #expect(findings.filter { $0.severity == .error }.map(\.message).sorted().map { String($0.prefix(22)) }
                == ["outlet `_badge` is con", "outlet `_doneButton` i", "outlet `_statusView` i", "outlet `_tabButton` is"],
                "\(findings)")
        // A property connected by its instance variable is connected; the category's `badge` is not.
        #expect(findings.with(.unconnectedOutlet).map(\.message).map { String($0.prefix(16)) } == ["outlet `badge` o"], "\(findings)")
    }
}
