import Foundation
import InterfaceMerge
import XIBDecoder

/// Small iOS XIBs written as Xcode writes them, for the tests of single merge rules: a header with
/// `toolsVersion`, File's Owner (`LoginViewController`) and a root view whose body the test gives.
enum MergeFixture {
    /// A document whose root view holds `body` (lines at the view's child indentation, 12 spaces) and whose
    /// File's Owner holds `connections` (at 12 spaces too).
    static func xib(tools: String = "22505", body: String, connections: String = "", resources: String = "") -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(tools)"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">

            """
        if !connections.isEmpty {
            text += "            <connections>\n" + indented(connections, by: 16) + "            </connections>\n"
        }
        text += """
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root-vw-000">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>

            """
        text += indented(body, by: 12)
        text += """
                        <point key="canvasLocation" x="10" y="20"/>
                    </view>
                </objects>

            """
        if !resources.isEmpty { text += "    <resources>\n" + indented(resources, by: 8) + "    </resources>\n" }
        text += "</document>\n"
        return Array(text.utf8)
    }

    /// Each line of `text` with `count` spaces before it, and a newline after it.
    static func indented(_ text: String, by count: Int) -> String {
        let prefix = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { prefix + $0 + "\n" }.joined()
    }

    /// Merges three versions with the default merger.
    static func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) -> MergeResult {
        var merger = InterfaceMerger()
        merger.path = "Login.xib"
        return merger.merge(base: base, ours: ours, theirs: theirs)
    }

    /// The result as text.
    static func text(_ result: MergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

    /// Whether the result reads as an IB document.
    static func parses(_ result: MergeResult) -> Bool {
        (try? XIBReader().read(result.bytes, path: "Login.xib")) != nil
    }
}
