import Foundation
import InterfaceSources
import InterfaceValidation
import UIDescription
import XIBDecoder

/// Small Interface Builder documents and sources written in the tests, and the validator run on them.
enum Fixture {
    /// An iOS xib whose File's Owner has `ownerClass`, with the given owner connections and subviews of its root view.
    static func iOSXib(
        ownerClass: String = "LoginViewController", module: String = "App", ownerConnections: String, views: String = "",
        topLevel: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)" customModule="\(module)" customModuleProvider="target">
                    <connections>
        \(ownerConnections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
        \(views)
                    </subviews>
                </view>
        \(topLevel)
            </objects>
        </document>
        """
    }

    /// A macOS xib whose File's Owner (`customObject id="-2"`) has `ownerClass`.
    static func macXib(ownerClass: String, ownerConnections: String, objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="\(ownerClass)" customModule="App" customModuleProvider="target">
                    <connections>
        \(ownerConnections)
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard with one scene for each element of `sceneObjects` (the scene's `objects`).
    static func iOSStoryboard(_ sceneObjects: [String]) -> String {
        let scenes = sceneObjects.enumerated().map { index, objects in
            "<scene sceneID=\"scene\(index)\"><objects>\n\(objects)\n</objects></scene>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// Parses `xml` as if read from `path`.
    static func graph(_ xml: String, path: String = "/project/Test.xib") throws -> InterfaceGraph {
        InterfaceGraph(document: try XIBDecoder().document(from: Data(xml.utf8), path: path))
    }

    /// Indexes sources given as path → text.
    static func catalog(_ sources: [String: String]) -> SourceCatalog {
        SourceCatalog(index: SourceIndex(sources: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }))
    }

    /// The findings of the validator on the documents against the sources.
    static func findings(_ documents: [InterfaceGraph], sources: [String: String], scope: ModuleScope = ModuleScope()) -> [Finding] {
        InterfaceValidator().check(documents, against: catalog(sources), scope: scope)
    }

    /// The findings for one xib.
    static func findings(xib: String, sources: [String: String], path: String = "/project/Test.xib") throws -> [Finding] {
        findings([try graph(xib, path: path)], sources: sources)
    }

    /// The 1-based line of the first line of `text` containing `fragment`.
    static func line(of fragment: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }
}

extension Array where Element == Finding {
    /// The findings of one rule.
    func with(_ rule: ValidationRule) -> [Finding] { filter { $0.rule == rule } }

    /// The rules found, in order.
    var rules: [ValidationRule] { map(\.rule) }
}
