import Testing
@testable import InterfaceSources
import UIDescription

@Suite("Index queries: inheritance, lookups, framework classes")
struct SourceIndexQueryTests {
    @Test("superclass chains run through source classes in several files and then the framework table")
    func chainAcrossFilesAndFrameworks() {
        let index = indexed(
            ("Base.swift", "class BaseViewController: UITableViewController, Themeable {}"),
            ("Themeable.swift", "protocol Themeable {}"),
            ("Feed.swift", "final class FeedViewController: BaseViewController {}"),
            ("Legacy.h", "@interface LegacyController : FeedViewController\n@end")
        )
        #expect(
            index.superclassChain(of: "LegacyController")
                == ["FeedViewController", "BaseViewController", "UITableViewController", "UIViewController",
                    "UIResponder", "NSObject"])
        #expect(index.isSubclass("LegacyController", of: "UIViewController"))
        #expect(index.isSubclass("FeedViewController", of: "FeedViewController"))
        #expect(!index.isSubclass("FeedViewController", of: "UIView"))
        #expect(!index.isSubclass("BaseViewController", of: "Themeable"))
    }

    @Test("a Swift class whose first inherited type is a protocol has no superclass")
    func protocolFirst() {
        let index = indexed(
            ("P.swift", "protocol Loadable {}\nclass Loader: Loadable {}\nclass Model: Codable {}"),
            ("Q.swift", "class Unknown: SomeFrameworkBase, Loadable {}")
        )
        #expect(index.superclassName(of: "Loader") == nil)
        #expect(index.superclassName(of: "Model") == nil)
        #expect(index.classes(named: "Loader").first?.superclassCandidate == "Loadable")
        // A first name nobody declares is taken as the superclass, as Swift requires superclasses first.
        #expect(index.superclassName(of: "Unknown") == "SomeFrameworkBase")
        #expect(index.superclassChain(of: "Unknown") == ["SomeFrameworkBase"])
    }

    @Test("inheritance cycles end the chain instead of looping")
    func cycles() {
        let index = indexed(("Cycle.swift", "class A: B {}\nclass B: C {}\nclass C: A {}"))
        #expect(index.superclassChain(of: "A") == ["B", "C"])
        #expect(index.isSubclass("A", of: "C"))
        #expect(!index.isSubclass("A", of: "NSObject"))
        #expect(index.outlets(of: "A").isEmpty)
    }

    @Test("inherited outlets and actions come after the class's own; the nearest declaration wins")
    func inheritedMembers() throws {
        let index = indexed(
            ("Base.swift", """
                class BaseCell: UITableViewCell {
                    @IBOutlet var titleLabel: UILabel!
                    @IBOutlet var iconView: UIImageView!
                    @IBAction func tapped(_ sender: Any) {}
                }
                """),
            ("Cell.swift", """
                class FancyCell: BaseCell {
                    @IBOutlet var badge: UIView!
                    @IBAction override func tapped(_ sender: Any) {}
                }
                """)
        )
        #expect(index.outlets(of: "FancyCell").map(\.name) == ["badge", "titleLabel", "iconView"])
        #expect(index.outlets(of: "FancyCell", includingInherited: false).map(\.name) == ["badge"])
        #expect(index.outlet(named: "titleLabel", in: "FancyCell")?.ownerName == "BaseCell")
        #expect(index.outlet(named: "titleLabel", in: "FancyCell", includingInherited: false) == nil)
        #expect(index.action(selector: "tapped:", in: "FancyCell")?.ownerName == "FancyCell")
        #expect(index.actions(of: "FancyCell").count == 1)
        #expect(index.outlet(named: "missing", in: "FancyCell") == nil)
    }

    @Test("Swift subclasses of Objective-C classes inherit their outlets, and the reverse")
    func mixedLanguages() {
        let index = indexed(
            ("Base.h", "@interface ObjCBase : UIViewController\n@property IBOutlet UILabel *header;\n@end"),
            ("Sub.swift", "class SwiftSub: ObjCBase {\n    @IBOutlet var footer: UILabel!\n}"),
            ("Deeper.h", "@interface ObjCDeeper : SwiftSub\n- (IBAction)close:(id)sender;\n@end")
        )
        #expect(index.outlets(of: "ObjCDeeper").map(\.name) == ["footer", "header"])
        #expect(index.isSubclass("ObjCDeeper", of: "UIResponder"))
    }

    @Test("@objc(Name) runtime names find the class and its members")
    func runtimeNames() {
        let index = indexedSwift("""
            @objc(XYZProfileView) class ProfileView: UIView {
                @IBOutlet var name: UILabel!
            }
            """)
        #expect(index.classes(named: "XYZProfileView").map(\.name) == ["ProfileView"])
        #expect(index.classes(named: "ProfileView").first?.objcRuntimeName == "XYZProfileView")
        #expect(index.outlets(of: "XYZProfileView").map(\.name) == ["name"])
        #expect(index.isSubclass("XYZProfileView", of: "UIView"))
    }

    @Test("members of classes not declared in the sources are still found by owner name")
    func undeclaredOwner() {
        let index = indexedSwift("extension ThirdPartyView {\n    @IBOutlet var extra: UILabel!\n}")
        #expect(index.classes(named: "ThirdPartyView").isEmpty)
        #expect(index.outlets(of: "ThirdPartyView").map(\.name) == ["extra"])
    }

    @Test("framework hierarchy: UIKit, AppKit and WatchKit element classes", arguments: [
        ("UIButton", "UIControl", FrameworkPlatform?.none),
        ("UIButton", "NSObject", nil),
        ("UITableViewCell", "UIView", nil),
        ("UICollectionViewCell", "UIView", nil),
        ("UIViewController", "UIResponder", nil),
        ("UINavigationController", "UIViewController", nil),
        ("UITextView", "UIScrollView", nil),
        ("NSButton", "NSControl", nil),
        ("NSButton", "NSResponder", nil),
        ("NSWindowController", "NSResponder", nil),
        ("NSOutlineView", "NSTableView", nil),
        ("NSTextView", "NSView", nil),
        ("NSPopUpButtonCell", "NSCell", nil),
        ("WKInterfaceLabel", "WKInterfaceObject", nil),
        ("WKInterfaceController", "NSObject", nil),
        ("WKWebView", "UIView", .uiKit),
        ("WKWebView", "NSView", .appKit),
    ])
    func frameworkSubclasses(name: String, ancestor: String, platform: FrameworkPlatform?) {
        #expect(SourceIndex().isSubclass(name, of: ancestor, platform: platform))
    }

    @Test("framework hierarchy rejects unrelated classes and respects the platform")
    func frameworkNonSubclasses() {
        let index = SourceIndex()
        #expect(!index.isSubclass("UILabel", of: "UIControl"))
        #expect(!index.isSubclass("UIViewController", of: "UIView"))
        #expect(!index.isSubclass("NSViewController", of: "NSView"))
        #expect(!index.isSubclass("WKWebView", of: "NSView", platform: .uiKit))
        #expect(!index.isSubclass("WKInterfaceButton", of: "UIButton"))
        #expect(index.superclassChain(of: "UIButton") == ["UIControl", "UIView", "UIResponder", "NSObject"])
        #expect(index.superclassChain(of: "NSObject").isEmpty)
        #expect(FrameworkClassHierarchy.isKnownClass("NSObject"))
        #expect(!FrameworkClassHierarchy.isKnownClass("MyOwnView"))
    }

    @Test("every framework class's chain ends at NSObject")
    func frameworkTableIsRooted() {
        let index = SourceIndex()
        for platform in FrameworkPlatform.allCases {
            for name in ["UIButton", "NSPopUpButton", "WKInterfaceSwitch", "NSDictionaryController", "ARSCNView"] {
                let chain = index.superclassChain(of: name, platform: platform)
                if FrameworkClassHierarchy.isKnownClass(name, platform: platform) {
                    #expect(chain.last == "NSObject", "\(name) on \(platform): \(chain)")
                }
            }
        }
    }

    @Test("merging indexes combines their declarations")
    func merging() {
        var index = indexedSwift("class A: UIView {\n    @IBOutlet var a: UILabel!\n}")
        index.merge(indexed(("B.swift", "extension A {\n    @IBOutlet var b: UILabel!\n}")))
        #expect(index.outlets(of: "A").map(\.name) == ["a", "b"])
    }

    /// Found outside the corpus: Spring's storyboards set `animateFrom` on its `SpringView`, whose plain
    /// `public var animateFrom` the compiler exposes because it satisfies `@objc protocol Springable`.
    @Test("members satisfying an @objc protocol's requirements are exposed to the runtime, through extensions and inherited protocols")
    func objcProtocolRequirementsExposeMembers() {
        let index = indexed(
            ("Springable.swift", """
                @objc public protocol Animatable { func animate() }
                @objc public protocol Springable: Animatable {
                    var animateFrom: Bool { get set }
                    var force: CGFloat { get }
                    @objc optional func reset(_ sender: Any?)
                }
                protocol Plain { var hidden: Bool { get set } }
                @objc protocol Themed { func applyTheme() }
                """),
            ("SpringView.swift", """
                open class SpringView: UIView, Springable, Plain {
                    public var animateFrom: Bool = false
                    public var force: CGFloat = 1
                    public var hidden = false
                    var unrelated = 0
                    public func animate() {}
                    public func reset(_ sender: Any?) {}
                    static var shared = 0
                }
                class ThemedView: UIView {
                    func applyTheme() {}
                    func other() {}
                }
                extension ThemedView: Themed {}
                class LooseView: UIView {
                    var animateFrom = false
                }
                """)
        )
        let members = index.objectiveCRuntimeMemberNames()
        #expect(members["SpringView"] == ["animateFrom", "setAnimateFrom:", "force", "animate", "reset:"])
        #expect(members["ThemedView"] == ["applyTheme"])
        #expect(members["LooseView"] == nil)
        // The stored names stay what the declarations themselves expose.
        #expect(index.objectiveCMemberNames["SpringView"] == nil)
    }
}
