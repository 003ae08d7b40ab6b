import InterfaceSources
import InterfaceValidation
import Testing
import UIDescription

/// AppKit and WatchKit documents: their placeholders, element classes and framework members.
@Suite("AppKit and WatchKit documents")
struct PlatformTests {
    @Test("element kinds map to each framework's classes")
    func elementClasses() {
        #expect(ElementClassTable.className(forElement: "button", platform: .uiKit) == "UIButton")
        #expect(ElementClassTable.className(forElement: "button", platform: .appKit) == "NSButton")
        #expect(ElementClassTable.className(forElement: "button", platform: .watchKit) == "WKInterfaceButton")
        #expect(ElementClassTable.className(forElement: "textField", platform: .appKit) == "NSTextField")
        #expect(ElementClassTable.className(forElement: "tableViewController", platform: .uiKit) == "UITableViewController")
        #expect(ElementClassTable.className(forElement: "customView", platform: .appKit) == "NSView")
        #expect(ElementClassTable.className(forElement: "buttonCell", platform: .appKit) == "NSButtonCell")
        #expect(ElementClassTable.className(forElement: "group", platform: .watchKit) == "WKInterfaceGroup")
        #expect(ElementClassTable.className(forElement: "controller", platform: .watchKit) == "WKInterfaceController")
        #expect(ElementClassTable.className(forElement: "constraint", platform: .appKit) == "NSLayoutConstraint")
        #expect(ElementClassTable.className(forElement: "placeholder", platform: .uiKit) == nil)
        #expect(ElementClassTable.className(forElement: "somethingNew", platform: .uiKit) == nil)
    }

    @Test("a macOS xib: File's Owner is customObject -2, actions name their target, NSWindowController outlets and actions are inherited")
    func macOSDocument() throws {
        let xib = Fixture.macXib(
            ownerClass: "PrefsWindowController",
            ownerConnections: """
                <outlet property="window" destination="w1" id="o1"/>
                <outlet property="nameField" destination="f1" id="o2"/>
                <outlet property="missingField" destination="f1" id="o3"/>
                """,
            objects: """
                <window title="Prefs" id="w1">
                    <view key="contentView" id="cv">
                        <subviews>
                            <textField id="f1">
                                <connections>
                                    <action selector="rename:" target="-2" id="a1"/>
                                    <action selector="showWindow:" target="-2" id="a2"/>
                                    <action selector="selectAll:" target="-1" id="a3"/>
                                    <action selector="terminate:" target="-3" id="a4"/>
                                    <action selector="noSuchAction:" target="-2" id="a5"/>
                                </connections>
                            </textField>
                        </subviews>
                    </view>
                </window>
                """)
        let source = """
            import AppKit
            final class PrefsWindowController: NSWindowController {
                @IBOutlet weak var nameField: NSTextField!
                @IBAction func rename(_ sender: NSTextField) {}
            }
            """
        let graph = try Fixture.graph(xib, path: "/p/Prefs.xib")
        #expect(graph.platform == .appKit)
        #expect(graph.object(withID: "-2")?.role == .filesOwner)
        #expect(graph.object(withID: "-1")?.role == .firstResponder)
        #expect(graph.object(withID: "-3")?.className == "NSApplication")
        let findings = Fixture.findings([graph], sources: ["/s/Prefs.swift": source])
        #expect(findings.with(.missingOutlet).map { $0.message.split(separator: "`")[1] } == ["missingField"])
        #expect(findings.with(.missingAction).map { $0.message.split(separator: "`")[1] } == ["noSuchAction:"])
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    @Test("a watchOS storyboard: interface controllers and WKInterface outlet types")
    func watchKitDocument() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" initialViewController="c1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <controller id="c1" customClass="CounterController" customModule="Watch_Extension">
                                <items>
                                    <label alignment="left" text="0" id="l1"/>
                                    <button width="1" alignment="left" title="+" id="b1">
                                        <connections>
                                            <action selector="increment" destination="c1" id="a1"/>
                                        </connections>
                                    </button>
                                </items>
                                <connections>
                                    <outlet property="countLabel" destination="l1" id="o1"/>
                                    <outlet property="plusButton" destination="b1" id="o2"/>
                                </connections>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let source = """
            import WatchKit
            class CounterController: WKInterfaceController {
                @IBOutlet var countLabel: WKInterfaceLabel!
                @IBOutlet var plusButton: WKInterfaceLabel!
                @IBAction func increment() {}
            }
            """
        let graph = try Fixture.graph(storyboard, path: "/p/Interface.storyboard")
        #expect(graph.platform == .watchKit)
        #expect(graph.isStoryboard)
        let findings = Fixture.findings([graph], sources: ["/s/Counter.swift": source])
        #expect(findings.with(.missingAction).isEmpty, "\(findings)")
        #expect(findings.with(.missingOutlet).isEmpty, "\(findings)")
        let mismatch = findings.with(.outletTypeMismatch)
        #expect(mismatch.count == 1)
        #expect(mismatch.first?.message.contains("`plusButton`") == true)
        #expect(mismatch.first?.message.contains("WKInterfaceButton") == true)
    }

    /// Found on real projects outside the corpus: an app with a tvOS and a macOS target, each with its own
    /// `ViewController`.
    @Test("a class declared in an iOS and a macOS target is checked with the declaration that fits the document")
    func sameClassInTwoTargets() throws {
        let xib = Fixture.macXib(
            ownerClass: "ViewController",
            ownerConnections: """
                <outlet property="view" destination="v1" id="o1"/>
                <outlet property="networkStatus" destination="f1" id="o2"/>
                <outlet property="statusButton" destination="f1" id="o3"/>
                """,
            objects: """
                <customView id="v1">
                    <subviews>
                        <textField id="f1"/>
                    </subviews>
                </customView>
                """)
        let sources = [
            "/p/AppleTV/ViewController.swift": """
                import UIKit
                class ViewController: UIViewController {
                    @IBOutlet weak var networkStatus: UILabel!
                    @IBOutlet weak var statusButton: UIButton!
                }
                """,
            "/p/MacApp/ViewController.swift": """
                import Cocoa
                class ViewController: NSViewController {
                    @IBOutlet weak var networkStatus: NSTextField!
                    @IBOutlet weak var statusButton: NSButton!
                }
                """,
        ]
        let graph = try Fixture.graph(xib, path: "/p/MacApp/Main.xib")
        let findings = Fixture.findings([graph], sources: sources)
        // networkStatus fits the macOS declaration; statusButton fits neither.
        #expect(findings.with(.outletTypeMismatch).count == 1, "\(findings)")
        #expect(findings.with(.outletTypeMismatch).first?.message.contains("`statusButton`") == true)
        #expect(findings.with(.outletTypeMismatch).first?.message.contains("declared as NSButton") == true)
        #expect(findings.with(.missingOutlet).isEmpty, "\(findings)")
        let index = Fixture.catalog(sources).index
        #expect(index.superclassName(of: "ViewController", platform: .appKit) == "NSViewController")
        #expect(index.superclassName(of: "ViewController", platform: .uiKit) == "UIViewController")
    }

    /// Issue 52, found as a new user would: a macOS and an iOS demo target each declare an Objective-C class of one
    /// name; the second `@interface`'s outlets were taken for the first's declared again, so the iOS document's
    /// outlets were checked against the macOS types (`outlet-type-mismatch` errors on a correct project).
    @Test("an Objective-C class declared in a macOS and an iOS target: each @interface's outlets are its own")
    func objectiveCClassInTwoTargets() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "DemoController",
            ownerConnections: """
                <outlet property="titleLabel" destination="l1" id="o1"/>
                <outlet property="okButton" destination="b1" id="o2"/>
                """,
            views: """
                <label id="l1"/>
                <button id="b1"/>
                """)
        let sources = [
            "/p/DemoMac/DemoController.h": """
                #import <Cocoa/Cocoa.h>
                @interface DemoController : NSViewController
                @property (weak) IBOutlet NSTextField *titleLabel;
                @property (weak) IBOutlet NSButton *okButton;
                @end
                """,
            "/p/DemoiOS/DemoController.h": """
                #import <UIKit/UIKit.h>
                @interface DemoController : UIViewController
                @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
                @property (weak, nonatomic) IBOutlet UIImageView *okButton;
                @end
                """,
            "/p/DemoiOS/DemoController.m": """
                #import "DemoController.h"
                @interface DemoController ()
                @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
                @end
                @implementation DemoController
                @end
                """,
        ]
        let graph = try Fixture.graph(xib, path: "/p/DemoiOS/Demo.xib")
        let findings = Fixture.findings([graph], sources: sources)
        // titleLabel fits the iOS declaration; okButton fits neither, and is reported at the iOS one.
        #expect(findings.with(.outletTypeMismatch).count == 1, "\(findings)")
        #expect(findings.with(.outletTypeMismatch).first?.message.contains("`okButton`") == true)
        #expect(findings.with(.outletTypeMismatch).first?.message.contains("declared as UIImageView") == true)
        // A class extension's repeat of an outlet is still the same outlet, not a third one.
        #expect(Fixture.catalog(sources).index.outlets.filter { $0.name == "titleLabel" }.count == 2)
    }

    /// Found on a real project outside the corpus: a macOS build declares `UILabel` itself, under
    /// `#if !canImport(UIKit)`, so that shared code compiles.
    @Test("a stand-in for another platform's framework class does not hide the framework class")
    func frameworkClassStandIn() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "NameController",
            ownerConnections: #"<outlet property="nameLabel" destination="l1" id="o1"/>"#,
            views: """
                <label text="Name" id="l1" customClass="LongPressLabel" customModule="App" customModuleProvider="target">
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="root" appends="YES" id="o2"/>
                    </connections>
                </label>
                """)
        let sources = [
            "/p/App/NameController.swift": """
                import UIKit
                class NameController: UIViewController { @IBOutlet var nameLabel: UILabel! }
                class LongPressLabel: UILabel {}
                """,
            "/p/App/Shims.swift": """
                #if !canImport(UIKit)
                import AppKit
                public class UILabel: NSTextField {}
                #endif
                """,
        ]
        let findings = try Fixture.findings(xib: xib, sources: sources, path: "/p/App/Name.xib")
        #expect(findings.with(.missingOutlet).isEmpty, "\(findings)")
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }
}
