import InterfaceValidation
import Testing
import UIDescription

/// unknown-runtime-attribute: user-defined runtime attributes on keys key-value coding cannot find.
@Suite("User-defined runtime attributes")
struct RuntimeAttributeTests {
    static func attributes(_ keyPaths: [String]) -> String {
        "<userDefinedRuntimeAttributes>\n"
            + keyPaths.map { #"<userDefinedRuntimeAttribute type="number" keyPath="\#($0)"><real key="value" value="8"/></userDefinedRuntimeAttribute>"# }
            .joined(separator: "\n")
            + "\n</userDefinedRuntimeAttributes>"
    }

    /// Found outside the corpus: GoMap sets `text` on its `HUDLabel`, whose `public var text` the Objective-C runtime
    /// cannot see; fsnotes sets gradient keys on a table view that no longer has them, and `backgroundColor` on an
    /// `NSView`; Simplenote sets `cornerRadius` on buttons whose classes never declared it.
    static let xib = Fixture.iOSXib(
        ownerClass: "CardViewController", ownerConnections: "",
        views: """
            <view id="card" customClass="CardView" customModule="App" customModuleProvider="target">
                \(attributes(["cornerRadius", "layer.borderWidth", "borderColor", "shadowRadius", "cornerRadus", "accessibilityIdentifier", "title"]))
            </view>
            <view id="hud" customClass="HUDLabel" customModule="App" customModuleProvider="target">
                \(attributes(["text", "textColor"]))
            </view>
            <view id="legacy" customClass="LegacyBadge">
                \(attributes(["badgeInset", "_tint", "count", "missingKey"]))
            </view>
            <view id="plain">
                \(attributes(["anything"]))
            </view>
            <view id="vendor" customClass="VendorView" customModule="App" customModuleProvider="target">
                \(attributes(["anything"]))
            </view>
            """)

    static let sources = [
        "/src/App/Views.swift": """
            import UIKit
            class CardViewController: UIViewController {}
            class CardView: UIView {
                @IBInspectable var cornerRadius: CGFloat = 0
                var shadowRadius: CGFloat = 0
                @objc var title: String?
            }
            extension UIView {
                @IBInspectable var borderColor: UIColor? { get { nil } set {} }
            }
            public final class HUDLabel: UIView {
                public var text: String? { get { nil } set {} }
                @objc public var textColor: UIColor?
            }
            class VendorView: PodView {}
            """,
        "/src/App/LegacyBadge.h": """
            #import <UIKit/UIKit.h>
            @interface LegacyBadge : UIView {
                UIColor *_tint;
            }
            @property (nonatomic) IBInspectable CGFloat badgeInset;
            - (void)setCount:(NSInteger)count;
            @end
            """,
        "/src/App/LegacyBadge.m": """
            #import "LegacyBadge.h"
            @implementation LegacyBadge
            - (void)setCount:(NSInteger)count {}
            @end
            """,
    ]

    @Test("a first key the class, its superclasses and their extensions lack is a warning at the attribute, with a suggestion")
    func unknownKeys() throws {
        let findings = Fixture.findings([try Fixture.graph(Self.xib)], sources: Self.sources)
        let unknown = findings.with(.unknownRuntimeAttribute)
        #expect(unknown.map { $0.message.split(separator: "`")[1] } == ["shadowRadius", "cornerRadus", "text", "missingKey"],
                "\(unknown)")
        #expect(unknown.allSatisfy { $0.severity == .warning })
        let typo = try #require(unknown.first { $0.message.contains("`cornerRadus`") })
        #expect(typo.message.hasPrefix("runtime attribute `cornerRadus` is set on `view` (CardView), but CardView and its superclasses have no property, setter or instance variable `cornerRadus`"))
        #expect(typo.message.hasSuffix("; did you mean `cornerRadius`?"))
        #expect(typo.location.line == Fixture.line(of: #"keyPath="cornerRadus""#, in: Self.xib))
        // A Swift property the Objective-C runtime cannot see is not a key-value coding key.
        #expect(unknown.first?.message.contains("(a Swift property needs @IBInspectable or @objc)") == true)
    }

    @Test("a key path is checked by its first key, and framework properties are keys")
    func keyPathsAndFrameworkProperties() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "CardViewController", ownerConnections: "",
            views: """
                <button id="b1" customClass="CardButton" customModule="App" customModuleProvider="target">
                    \(Self.attributes(["layer.cornerRadius", "titleLabel.adjustsFontSizeToFitWidth", "imageView.contentMode", "isHidden", "hidden", "glow.radius"]))
                </button>
                """)
        let sources = ["/src/App/CardButton.swift": "import UIKit\nclass CardViewController: UIViewController {}\nclass CardButton: UIButton {}\n"]
        let unknown = Fixture.findings([try Fixture.graph(xib)], sources: sources).with(.unknownRuntimeAttribute)
        #expect(unknown.count == 1, "\(unknown)")
        #expect(unknown.first?.message.hasPrefix("runtime attribute `glow.radius` (its first key, `glow`) is set on `button` (CardButton)") == true)
    }

    /// Found outside the corpus: Spring's `SpringView.animateFrom` has no `@objc` of its own, but satisfies a
    /// requirement of `@objc protocol Springable`, so the compiler exposes it and key-value coding sets it.
    @Test("a Swift property satisfying an @objc protocol's requirement is a key; the same property without the protocol is not")
    func protocolRequirementsAreKeys() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "CardViewController", ownerConnections: "",
            views: """
                <view id="v1" customClass="SpringView" customModule="App" customModuleProvider="target">
                    \(Self.attributes(["animateFrom"]))
                </view>
                <view id="v2" customClass="LooseView" customModule="App" customModuleProvider="target">
                    \(Self.attributes(["animateFrom"]))
                </view>
                """)
        let sources = ["/src/App/Spring.swift": """
            import UIKit
            class CardViewController: UIViewController {}
            @objc public protocol Springable { var animateFrom: Bool { get set } }
            open class SpringView: UIView, Springable { public var animateFrom: Bool = false }
            class LooseView: UIView { var animateFrom = false }
            """]
        let unknown = Fixture.findings([try Fixture.graph(xib)], sources: sources).with(.unknownRuntimeAttribute)
        #expect(unknown.count == 1, "\(unknown)")
        #expect(unknown.first?.message.contains("(LooseView)") == true)
    }
}
