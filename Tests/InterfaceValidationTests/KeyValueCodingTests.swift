import InterfaceSources
import InterfaceValidation
import Testing

/// Key-value coding's own search, which outlets are set through: `setValue(_:forKey:)` calls `set` and the key with its
/// first letter upper-cased, so a key and the same key with its first letter in the other case reach one setter.
@Suite("Key-value coding")
struct KeyValueCodingTests {
    /// Regression, from a macOS app: an outlet connected as `NoGroupsButton` works at run time through
    /// `setNoGroupsButton:`, the setter of `noGroupsButton`; validate reported a missing outlet and an unconnected one.
    @Test("an outlet connected with its first letter capitalised reaches the property's setter", arguments: [
        ("/src/PreferencesController.swift", """
            import AppKit
            class PreferencesController: NSViewController {
                @IBOutlet weak var noGroupsButton: NSButton!
            }
            """),
        ("/src/PreferencesController.h", """
            #import <Cocoa/Cocoa.h>
            @interface PreferencesController : NSViewController
            @property (weak) IBOutlet NSButton *noGroupsButton;
            @end
            """),
    ])
    func capitalisedKey(source: (path: String, text: String)) throws {
        var sources = [source.path: source.text]
        if source.path.hasSuffix(".h") {
            sources["/src/PreferencesController.m"] = "#import \"PreferencesController.h\"\n@implementation PreferencesController\n@end\n"
        }
        let xib = Fixture.macXib(
            ownerClass: "PreferencesController",
            ownerConnections: #"<outlet property="NoGroupsButton" destination="b1" id="o1"/>"#,
            objects: #"<button id="b1"><buttonCell key="cell" title="No groups" id="c1"/></button>"#)
        let findings = try Fixture.findings(xib: xib, sources: sources)
        #expect(findings.with(.missingOutlet).isEmpty, "\(findings)")
        #expect(findings.with(.unconnectedOutlet).isEmpty, "\(findings)")
    }

    @Test("a key whose setter no property has is still a missing outlet")
    func otherKeysStillMissing() throws {
        let xib = Fixture.macXib(
            ownerClass: "PreferencesController",
            ownerConnections: #"<outlet property="NoGroupButton" destination="b1" id="o1"/>"#,
            objects: #"<button id="b1"><buttonCell key="cell" title="No groups" id="c1"/></button>"#)
        let source = "import AppKit\nclass PreferencesController: NSViewController {\n    @IBOutlet weak var noGroupsButton: NSButton!\n}\n"
        let findings = try Fixture.findings(xib: xib, sources: ["/src/PreferencesController.swift": source])
        #expect(findings.with(.missingOutlet).count == 1)
        #expect(findings.with(.unconnectedOutlet).count == 1)
    }
}

extension KeyValueCodingTests {
    @Test("a runtime attribute whose key differs from a property in its first letter's case is set through its setter")
    func capitalisedRuntimeAttribute() throws {
        func xib(_ keyPath: String) -> String {
            Fixture.iOSXib(ownerConnections: "", views: """
                <view id="v1" customClass="BadgeView">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                """)
        }
        let source = "import UIKit\nclass BadgeView: UIView {\n    @IBInspectable var cornerRadius: CGFloat = 0\n}\nclass LoginViewController: UIViewController {}\n"
        let sources = ["/src/BadgeView.swift": source]
        #expect(try Fixture.findings(xib: xib("CornerRadius"), sources: sources).with(.unknownRuntimeAttribute).isEmpty)
        #expect(try Fixture.findings(xib: xib("Layer.borderWidth"), sources: sources).with(.unknownRuntimeAttribute).isEmpty)
        #expect(try Fixture.findings(xib: xib("cornerRadus"), sources: sources).with(.unknownRuntimeAttribute).count == 1)
    }
}
