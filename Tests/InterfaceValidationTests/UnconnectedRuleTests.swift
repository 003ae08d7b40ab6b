import InterfaceValidation
import Testing

/// unconnected-outlet and unconnected-action: declared in code, connected nowhere, for classes the files use.
@Suite("Declared in code, connected nowhere")
struct UnconnectedRuleTests {
    static let sources = [
        "/src/Login.swift": """
            import UIKit
            class BaseViewController: UIViewController {
                @IBOutlet weak var spinner: UIActivityIndicatorView!
                @IBOutlet weak var neverConnected: UILabel!
            }
            class LoginViewController: BaseViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var hintLabel: UILabel?
                @IBAction func logIn(_ sender: Any) {}
                @IBAction func paste(_ sender: Any?) {}
                @IBAction func forgotten(_ sender: Any) {}
            }
            class NeverUsedController: UIViewController {
                @IBOutlet weak var orphan: UILabel!
            }
            """
    ]

    @Test("members no file connects are warnings at their declarations; inherited ones count through subclasses")
    func unconnectedMembers() throws {
        let xib = Fixture.iOSXib(
            ownerConnections: """
                <outlet property="titleLabel" destination="lbl" id="o1"/>
                <outlet property="spinner" destination="sp" id="o2"/>
                """,
            views: """
                <label id="lbl"/>
                <activityIndicatorView id="sp"/>
                <button id="b">
                    <connections>
                        <action selector="logIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <action selector="paste:" destination="-2" eventType="touchUpInside" id="a2"/>
                    </connections>
                </button>
            """)
        let findings = try Fixture.findings(xib: xib, sources: Self.sources)
        let outlets = findings.with(.unconnectedOutlet)
        let actions = findings.with(.unconnectedAction)
        #expect(outlets.map(\.location.line) == [4, 8])
        #expect(outlets.allSatisfy { $0.severity == .warning && $0.location.file == "/src/Login.swift" })
        #expect(outlets.first?.message.contains("BaseViewController or its subclasses") == true)
        #expect(outlets.first?.notes.first?.location?.file == "/project/Test.xib")
        // `paste:` is sent to the First Responder, which counts; `forgotten(_:)` is connected nowhere.
        #expect(actions.count == 1)
        #expect(actions.first?.location.line == 11)
        #expect(actions.first?.message.contains("`forgotten(_:)`") == true)
        // NeverUsedController is not used by any file: its outlets are not reported.
        #expect(!findings.contains { $0.message.contains("orphan") })
    }

    @Test("a member connected in any of several files counts as connected")
    func connectedInAnotherFile() throws {
        let first = try Fixture.graph(
            Fixture.iOSXib(ownerConnections: "<outlet property=\"titleLabel\" destination=\"lbl\" id=\"o1\"/>", views: "<label id=\"lbl\"/>"),
            path: "/p/A.xib")
        let second = try Fixture.graph(
            Fixture.iOSXib(
                ownerConnections: """
                    <outlet property="hintLabel" destination="lbl" id="o1"/>
                    <outlet property="neverConnected" destination="lbl" id="o2"/>
                    <outlet property="spinner" destination="lbl2" id="o3"/>
                    """,
                views: "<label id=\"lbl\"/><activityIndicatorView id=\"lbl2\"/>"),
            path: "/p/B.xib")
        let findings = Fixture.findings([first, second], sources: Self.sources)
        #expect(findings.with(.unconnectedOutlet).isEmpty, "\(findings)")
    }

    /// Found outside the corpus: iina, Pocket Casts and Simplenote declare `@IBAction`s that code connects itself
    /// (menu items built in code, `addTarget(_:action:for:)`) or calls (Simplenote's options call their `…WasPressed`
    /// actions from table rows); they were reported as connected nowhere.
    @Test("an action the code names by selector is connected by the code, one it calls is used by it")
    func actionsNamedBySelector() throws {
        let sources = [
            "/src/Login.swift": """
                import UIKit
                class LoginViewController: UIViewController {
                    @IBAction func logIn(_ sender: Any) {}
                    @IBAction func showHelp(_ sender: Any) {}
                    @IBAction func forgotten(_ sender: Any) {}
                    @IBAction func pinWasPressed(_ sender: Any) {}
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            title: "Help", style: .plain, target: self, action: #selector(showHelp))
                    }
                    func didSelectRow(_ row: Int) { if row == 0 { pinWasPressed(self) } }
                }
                """,
            "/src/Menu.m": """
                @implementation MenuBuilder
                - (void)build { [item setAction:@selector(legacyAction:)]; }
                @end
                """,
            "/src/Legacy.m": """
                @interface LegacyViewController : UIViewController
                @end
                @implementation LegacyViewController
                - (IBAction)legacyAction:(id)sender {}
                - (IBAction)unusedLegacy:(id)sender {}
                @end
                """,
        ]
        let login = try Fixture.graph(
            Fixture.iOSXib(
                ownerConnections: "",
                views: """
                    <button id="b">
                        <connections>
                            <action selector="logIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    """),
            path: "/project/Login.xib")
        let legacy = try Fixture.graph(
            Fixture.iOSXib(ownerClass: "LegacyViewController", ownerConnections: "", views: "<view id=\"v\"/>"),
            path: "/project/Legacy.xib")
        let findings = Fixture.findings([login, legacy], sources: sources)
        let names = findings.with(.unconnectedAction).map { $0.message.split(separator: "`")[1] }
        #expect(names == ["unusedLegacy:", "forgotten(_:)"], "\(findings)")
    }

    /// Found outside the corpus: DuckDuckGo's bookmarks storyboard creates a navigation controller's root with
    /// `onCreateEditor:sender:segueIdentifier:`, which two of its controllers implement; the navigation controller
    /// has no class of its own, and both were reported as connected nowhere.
    @Test("a segue action of a framework controller's segue counts as connected in any class")
    func segueActionOfAFrameworkController() throws {
        let storyboard = Fixture.iOSStoryboard([
            """
            <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                    <segue destination="editor" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeEditor:sender:segueIdentifier:" id="g1"/>
                </connections>
            </navigationController>
            """,
            """
            <viewController id="editor" customClass="EditorViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v1"/>
            </viewController>
            """,
        ])
        let sources = [
            "/src/Editor.swift": """
                import UIKit
                class EditorViewController: UIViewController {
                    @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> EditorViewController? { nil }
                    @IBSegueAction func unused(_ coder: NSCoder) -> UIViewController? { nil }
                }
                """
        ]
        let findings = Fixture.findings([try Fixture.graph(storyboard, path: "/project/Main.storyboard")], sources: sources)
        #expect(findings.with(.unconnectedAction).map { $0.message.split(separator: "`")[1] } == ["unused(_:)"], "\(findings)")
    }

    /// A macOS main menu whose `AppDelegate` (of `module`) has these outlets to a window and receives these actions
    /// from a menu item.
    static func appDelegateMenu(module: String, outlets: [String] = ["window"], actions: [String]) -> String {
        Fixture.macXib(ownerClass: "NSApplication", ownerConnections: "", objects: """
            <customObject id="d1" customClass="AppDelegate" customModule="\(module)" customModuleProvider="target">
                <connections>
            \(outlets.enumerated().map { #"<outlet property="\#($0.element)" destination="w1" id="o\#($0.offset)"/>"# }.joined(separator: "\n"))
                </connections>
            </customObject>
            <window title="App" id="w1"/>
            <menu id="m1">
                <items>
                    <menuItem title="Go" id="i1">
                        <connections>
            \(actions.enumerated().map { #"<action selector="\#($0.element)" target="d1" id="a\#($0.offset)"/>"# }.joined(separator: "\n"))
                        </connections>
                    </menuItem>
                </items>
            </menu>
            """)
    }

    /// Found outside the corpus: qvacua/vimr has an `AppDelegate` in each of six targets, and one target's
    /// missing action was accepted because another target's same-named class declares it.
    @Test("a class several targets declare is checked against the declaration of the object's module")
    func sameClassNameInTwoTargets() throws {
        let sources = [
            "/src/AppA/AppDelegate.swift": """
                import Cocoa
                class AppDelegate: NSObject, NSApplicationDelegate {
                    @IBOutlet weak var window: NSWindow!
                    @IBAction func connectToServer(_ sender: Any?) {}
                    @IBAction func showLogs(_ sender: Any?) {}
                }
                """,
            "/src/AppB/AppDelegate.swift": """
                import Cocoa
                class AppDelegate: NSObject, NSApplicationDelegate {
                    @IBOutlet weak var window: NSWindow!
                    @IBAction func reload(_ sender: Any?) {}
                    @IBAction func showLogs(_ sender: Any?) {}
                }
                """,
        ]
        let appA = try Fixture.graph(Self.appDelegateMenu(module: "AppA", actions: ["connectToServer:"]), path: "/src/AppA/MainMenu.xib")
        let appB = try Fixture.graph(Self.appDelegateMenu(module: "AppB", actions: ["connectToServer:", "showLogs:"]),
                                     path: "/src/AppB/MainMenu.xib")
        let findings = Fixture.findings([appA, appB], sources: sources)
        // AppB's delegate lacks the action AppA's declares; each declares its own `showLogs:`.
        let missing = findings.with(.missingAction)
        #expect(missing.count == 1 && missing.first?.location.file == "/src/AppB/MainMenu.xib", "\(findings)")
        // Each target's unconnected actions, noted at that target's own file.
        let unconnected = findings.with(.unconnectedAction)
        #expect(unconnected.map { $0.message.split(separator: "`")[1] } == ["showLogs(_:)", "reload(_:)"], "\(findings)")
        #expect(unconnected.map { $0.notes.map { $0.location?.file } } == [["/src/AppA/MainMenu.xib"], ["/src/AppB/MainMenu.xib"]])
        // Both windows are connected, each by its own target's file.
        #expect(findings.with(.unconnectedOutlet).isEmpty, "\(findings)")
    }

    /// Suggestions for a missing outlet or action come from the object's own target: another target's same-named
    /// class is not the object's class (vimr: "did you mean" named another target's outlet).
    @Test("a missing member's suggestion never comes from another target's same-named class")
    func suggestionsStayInTheTarget() throws {
        let xib = Self.appDelegateMenu(module: "AppB", outlets: ["statusLabl", "windw"], actions: ["connectToServe:", "relod:"])
        let sources = [
            "/src/AppA/AppDelegate.swift": """
                import Cocoa
                class AppDelegate: NSObject {
                    @IBOutlet weak var statusLabel: NSTextField!
                    @IBAction func connectToServer(_ sender: Any?) {}
                }
                """,
            "/src/AppB/AppDelegate.swift": """
                import Cocoa
                class AppDelegate: NSObject {
                    @IBOutlet weak var window: NSWindow!
                    @IBAction func reload(_ sender: Any?) {}
                }
                """,
        ]
        let findings = Fixture.findings([try Fixture.graph(xib, path: "/src/AppB/MainMenu.xib")], sources: sources)
        let messages = (findings.with(.missingOutlet) + findings.with(.missingAction)).map(\.message)
        #expect(messages.count == 4, "\(findings)")
        #expect(!messages.contains { $0.contains("statusLabel") || $0.contains("connectToServer:") }, "\(messages)")
        #expect(messages.contains { $0.contains("did you mean `window`?") } && messages.contains { $0.contains("did you mean `reload:`?") })
    }

    /// Xcode makes target `App iOS` the module `App_iOS`; found outside the corpus on fsnotes ("FSNotes iOS").
    @Test("a target folder with a space matches the module name Xcode makes of it")
    func moduleNamesOfFoldersWithSpaces() throws {
        #expect(ModuleScope.moduleName(forFolder: "App iOS") == "App_iOS")
        #expect(ModuleScope.moduleName(forFolder: "my-app.tests") == "my_app_tests")
        #expect(ModuleScope.moduleName(forFolder: "2048") == "_2048")
        let storyboard = Fixture.iOSXib(
            ownerClass: "ViewController", module: "App_iOS",
            ownerConnections: #"<outlet property="search" destination="s1" id="o1"/>"#,
            views: #"<searchBar id="s1"/>"#)
        let sources = [
            "/src/App Mac/ViewController.swift": "import AppKit\nclass ViewController: NSViewController {\n    @IBOutlet var search: NSSearchField!\n}\n",
            "/src/App iOS/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {\n    @IBOutlet var searchBar: UISearchBar!\n}\n",
        ]
        let findings = Fixture.findings([try Fixture.graph(storyboard, path: "/src/App iOS/Main.xib")], sources: sources)
        #expect(findings.with(.missingOutlet).count == 1, "\(findings)")
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    @Test("an outlet a Cocoa binding observes on its owner is in use: AppKit apps declare outlets for bindings")
    func outletsUsedByBindings() throws {
        let xib = Fixture.macXib(
            ownerClass: "PreferencesController", ownerConnections: "",
            objects: """
                <popUpButton id="p1">
                    <connections>
                        <binding destination="-2" name="selectedIndex" keyPath="selectedLoggingLevelIndex" id="b1"/>
                        <binding destination="-2" name="enabled" keyPath="self.loggingAllowed.boolValue" id="b2"/>
                    </connections>
                </popUpButton>
                """)
        let header = """
            @interface PreferencesController : NSWindowController {
                IBOutlet NSNumber *selectedLoggingLevelIndex;
                IBOutlet NSNumber *loggingAllowed;
                IBOutlet NSNumber *selectedSoundIndex;
            }
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(xib)],
            sources: ["/src/PreferencesController.h": header, "/src/PreferencesController.m": "@implementation PreferencesController\n@end\n"])
        #expect(findings.with(.unconnectedOutlet).map(\.message).map { String($0.prefix(28)) } == ["outlet `selectedSoundIndex` "], "\(findings)")
    }

    /// Found outside the corpus: Vienna's activity list calls `showFolderForItem:` on the controller through a table
    /// view's `doubleClickTarget` binding (`keyPath="self"`, the selector in the `NSSelectorName` option), and MacPass
    /// binds buttons' `target` the same way; the action was reported as connected nowhere.
    @Test("an action a target binding sends is connected: to the bound object for `self`, to any class otherwise")
    func targetBindingsConnectTheirSelectors() throws {
        let binding = { (name: String, destination: String, keyPath: String, selector: String, id: String) in
            """
            <binding destination="\(destination)" name="\(name)" keyPath="\(keyPath)" id="\(id)">
                <dictionary key="options">
                    <string key="NSSelectorName">\(selector)</string>
                </dictionary>
            </binding>
            """
        }
        let xib = Fixture.macXib(
            ownerClass: "ActivityViewController",
            ownerConnections: "<outlet property=\"view\" destination=\"v\" id=\"o1\"/>",
            objects: """
                <customView id="v">
                    <subviews>
                        <tableView id="t">
                            <connections>
                                \(binding("doubleClickArgument", "ac", "selection.self", "argumentOnly:", "b0"))
                                \(binding("doubleClickTarget", "-2", "self", "showFolderForItem:", "b1"))
                            </connections>
                        </tableView>
                        <button id="b">
                            <buttonCell key="cell" type="push" title="Delete" id="c"/>
                            <connections>
                                \(binding("target", "ac", "selection", "deleteItem:", "b2"))
                            </connections>
                        </button>
                    </subviews>
                </customView>
                <arrayController id="ac"/>
                """)
        let source = """
            import AppKit
            class ActivityViewController: NSViewController {
                @IBAction func showFolderForItem(_ sender: Any?) {}
                @IBAction func deleteItem(_ sender: Any?) {}
                @IBAction func argumentOnly(_ sender: Any?) {}
            }
            """
        let findings = Fixture.findings([try Fixture.graph(xib)], sources: ["/src/ActivityViewController.swift": source])
        // The double-click target is the owner itself; `deleteItem:` goes to an array controller's selection, of a
        // class the document does not say; an argument binding's selector alone connects nothing.
        #expect(findings.with(.unconnectedAction).map(\.location.line) == [5], "\(findings)")
    }

    /// Found outside the corpus: Sequel-Ace's app delegate implements `newWindowForTab:`, which AppKit sends up the
    /// responder chain when the tab bar's "+" is clicked; it was reported as connected nowhere.
    @Test("a responder action is sent by the framework, whatever its class")
    func frameworkActionsAreSentByTheFramework() throws {
        let xib = Fixture.macXib(
            ownerClass: "NSApplication", ownerConnections: "<outlet property=\"delegate\" destination=\"app\" id=\"o1\"/>",
            objects: "<customObject id=\"app\" customClass=\"AppController\"/>")
        let header = """
            #import <Cocoa/Cocoa.h>
            @interface AppController : NSObject
            - (IBAction)newWindowForTab:(id)sender;
            - (IBAction)openConnection:(id)sender;
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(xib)],
            sources: ["/src/AppController.h": header, "/src/AppController.m": "@implementation AppController\n@end\n"])
        #expect(findings.with(.unconnectedAction).map(\.location.line) == [4], "\(findings)")
    }

    /// Found outside the corpus: Sequel-Ace's `ConnectionErrorDialog.xib` has a File's Owner without a class, and
    /// `SPDatabaseDocument` loads it with `instantiateWithOwner:self`; the outlet and the action it connects there
    /// were reported as connected nowhere.
    @Test("outlets and actions connected on a File's Owner without a class are connected in any class")
    func untypedOwnersConnectAnyClass() throws {
        let dialog = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner">
                        <connections>
                            <outlet property="errorDialog" destination="1" id="21"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <window title="Error" id="1">
                        <view key="contentView" id="2">
                            <subviews>
                                <button id="3">
                                    <buttonCell key="cell" title="OK" id="4"/>
                                    <connections>
                                        <action selector="closeErrorSheet:" target="-2" id="42"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let document = Fixture.macXib(ownerClass: "Document", ownerConnections: "", objects: "")
        let header = """
            #import <Cocoa/Cocoa.h>
            @interface Document : NSObject
            {
                IBOutlet NSWindow *errorDialog;
                IBOutlet NSWindow *neverConnected;
            }
            - (IBAction)closeErrorSheet:(id)sender;
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(document, path: "/p/Document.xib"), try Fixture.graph(dialog, path: "/p/ErrorDialog.xib")],
            sources: ["/src/Document.h": header, "/src/Document.m": "@implementation Document\n- (IBAction)closeErrorSheet:(id)sender {}\n@end\n"])
        #expect(findings.with(.unconnectedOutlet).map(\.location.line) == [5], "\(findings)")
        #expect(findings.with(.unconnectedAction).isEmpty, "\(findings)")
    }

    /// Found outside the corpus: Itsycal's copy of `Sparkle.framework` and Sequel-Ace's `ShortcutRecorder.framework`
    /// ship headers with `IBOutlet id delegate`, which the apps leave unconnected and cannot change.
    @Test("members declared in a prebuilt framework's headers are not reported unconnected")
    func prebuiltFrameworkHeadersAreNotReported() throws {
        let xib = Fixture.macXib(
            ownerClass: "NSApplication", ownerConnections: "",
            objects: "<customObject id=\"up\" customClass=\"SUUpdater\"/><customObject id=\"m\" customClass=\"Mine\"/>")
        let vendored = """
            #import <Cocoa/Cocoa.h>
            @interface SUUpdater : NSObject
            {
                IBOutlet id delegate;
            }
            @end
            """
        let own = """
            #import <Cocoa/Cocoa.h>
            @interface Mine : NSObject
            {
                IBOutlet id delegate;
            }
            @end
            """
        let findings = Fixture.findings(
            [try Fixture.graph(xib)],
            sources: [
                "/p/Vendor/Sparkle.framework/Versions/A/Headers/SUUpdater.h": vendored, "/p/App/Mine.h": own,
                "/p/App/Mine.m": "@implementation Mine\n@end\n",
            ])
        #expect(findings.with(.unconnectedOutlet).map(\.location.file) == ["/p/App/Mine.h"], "\(findings)")
    }
}
