import Foundation
import Testing
import XIBDecoder
@testable import InterfaceLocalization

/// Texts ibtool writes that the extractor once missed, each found by comparing `strings generate` with the base
/// strings files real projects committed.
@Suite struct ExtractionRegressionTests {
    static func keys(_ xml: String) throws -> [String] {
        TextExtractor().texts(of: try XIBDecoder().document(from: Data(xml.utf8))).map { "\($0.className) \($0.key)" }
    }

    /// LoopKit/Loop's watch app: a button's `accessibilityLabel` attribute and a force-touch menu's item titles.
    @Test func watchKitAccessibilityLabelsAndMenuItems() throws {
        let keys = try Self.keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <controller id="ctl-00-001">
                                <items>
                                    <button width="22" height="22" alignment="right" accessibilityLabel="Add" title="+" id="DZc-Gn-RLu"/>
                                </items>
                                <menu key="menu" id="Da1-jh-2yL">
                                    <items>
                                        <menuItem title="2 hours" image="2-hour-graph" id="dPh-7b-Tfv"/>
                                    </items>
                                </menu>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(keys == [
            "WKInterfaceButton DZc-Gn-RLu.accessibilityLabel", "WKInterfaceButton DZc-Gn-RLu.title",
            "WKInterfaceMenuItem dPh-7b-Tfv.title",
        ])
    }

    /// iina: an AppKit view's accessibility help is `ibExternalAccessibilityHelp`.
    @Test func appKitAccessibilityHelp() throws {
        let keys = try Self.keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <textField verticalHuggingPriority="750" id="ePv-ZR-5fY">
                        <textFieldCell key="cell" placeholderString="/usr/local/bin" id="Smc-bL-Dvq"/>
                        <accessibility help="/usr/local/bin"/>
                    </textField>
                </objects>
            </document>
            """)
        #expect(keys == [
            "NSTextFieldCell Smc-bL-Dvq.placeholderString", "NSTextField ePv-ZR-5fY.ibExternalAccessibilityHelp",
        ])
    }
}
