import Foundation
import Testing
@testable import UIDescription
@testable import XIBDecoder

/// What the XIB writer adds as Xcode does: scene comments, date comments, the declaration and the
/// final line break. The cases are the rules measured on real files (see docs/xib-writing.md).
@Suite struct XcodeWritingTests {
    static func storyboard(_ objects: String, version: String = "3.0", tools: String = "23504") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(objects)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func label(_ objects: String, version: String = "3.0") throws -> String? {
        let document = try XIBReader().read(Array(storyboard(objects, version: version).utf8))
        let scene = try #require(document.allElements.first { document.name(of: $0) == "scene" })
        return ObjectNaming.sceneComment(of: scene, in: document)
    }

    @Test func sceneLabelsTakeTheFirstOfXcodesSources() throws {
        #expect(try Self.label(#"<viewController id="a" userLabel="Mine" title="T" customClass="LoginViewController" sceneMemberID="viewController"/>"#) == "Mine")
        #expect(try Self.label(#"<viewController id="a" title="Settings" sceneMemberID="viewController"/>"#) == "Settings")
        #expect(try Self.label(#"""
            <tableViewController id="a" customClass="OptionsViewController" sceneMemberID="viewController">
                <navigationItem key="navigationItem" title="Options" id="n"/>
            </tableViewController>
            """#) == "Options")
        #expect(try Self.label(#"""
            <navigationController id="a" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Twitter" id="t"/>
            </navigationController>
            """#) == "Twitter")
        // An empty tab bar item title is no label.
        #expect(try Self.label(#"""
            <navigationController id="a" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="" id="t"/>
            </navigationController>
            """#) == "Navigation Controller")
        #expect(try Self.label(#"<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsViewController" id="a" sceneMemberID="viewController"/>"#) == "SettingsViewController")
        #expect(try Self.label(#"<viewControllerPlaceholder storyboardName="Settings" id="a" sceneMemberID="viewController"/>"#) == "Settings")
        // A reference that names neither a storyboard nor a scene is labelled with its class's label, which the
        // writer writes as `<!--Storyboard Reference-->` (the corpus's references all name their storyboard).
        #expect(try Self.label(#"<viewControllerPlaceholder id="a" sceneMemberID="viewController"/>"#) == "Storyboard Reference")
        let reference = try XIBReader().read(Array(Self.storyboard(#"<viewControllerPlaceholder id="a" sceneMemberID="viewController"/>"#).utf8))
        #expect(XIBWriter().xml(for: reference).contains("        <!--Storyboard Reference-->\n        <scene "))
        #expect(try Self.label(#"<controller identifier="page" customClass="PageInterfaceController" id="a"/>"#) == "page")
        #expect(try Self.label(#"<viewController id="a" customClass="WelcomeViewController" sceneMemberID="viewController"/>"#) == "Welcome View Controller")
        // Window controllers and watch glance and notification controllers keep their class's label.
        #expect(try Self.label(#"<windowController id="a" customClass="MainWindowController" sceneMemberID="viewController"/>"#) == "Window Controller")
        #expect(try Self.label(#"<notificationController id="a" customClass="NotificationController"/>"#) == "Static Notification Interface Controller")
        #expect(try Self.label(#"<avPlayerViewController id="a" sceneMemberID="viewController"/>"#) == "AV Player View Controller")
        #expect(try Self.label(#"<application id="a" sceneMemberID="viewController"/>"#) == "Application")
        // Storyboards of format 1.0 (Xcode 4.2) had no scene comments.
        #expect(try Self.label(#"<viewController id="a" sceneMemberID="viewController"/>"#, version: "1.0") == nil)
    }

    @Test func classNamesInWordsAsXcodeSpellsThem() {
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("JSAlertController")) == "Alert Controller")
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("iNVESTViewController")) == "View Controller")
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("ProtonQCViewController")) == "ProtonQC View Controller")
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("TableViewInContainerViewController")) == "Table View In Container View Controller")
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("ConfigurationURLDebugViewController")) == "ConfigurationURL Debug View Controller")
        #expect(ObjectNaming.words("URLLoader") == "URL Loader")
        // A single capital before a word is a prefix too (iNaturalist's and Siskin IM's storyboards).
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("INatTabBarController")) == "Nat Tab Bar Controller")
        #expect(ObjectNaming.words(ObjectNaming.withoutPrefix("VCardEditViewController")) == "Card Edit View Controller")
        #expect(ObjectNaming.withoutPrefix("ViewController") == "ViewController")
    }

    @Test func datesAreWrittenInUTCToTheSecond() throws {
        #expect(XcodeComments.formattedUTC(secondsSinceReferenceDate: 622_497_467) == "2020-09-22 19:57:47 +0000")
        #expect(XcodeComments.formattedUTC(secondsSinceReferenceDate: -978_267_600) == "1970-01-01 11:00:00 +0000")
        #expect(XcodeComments.formattedUTC(secondsSinceReferenceDate: -595_929_600) == "1982-02-12 16:00:00 +0000")
        #expect(XcodeComments.formattedUTC(secondsSinceReferenceDate: 0) == "2001-01-01 00:00:00 +0000")
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <datePicker id="d">
                    <date key="date" timeIntervalSinceReferenceDate="622497467.96811497">
                        <!--2020-09-22 19:57:47 +0000-->
                    </date>
                    <date key="minimumDate" timeIntervalSinceReferenceDate="1e300"/>
                </datePicker>
            </objects>
        </document>

        """
        // The comment's surrounding whitespace is indentation, not the date's text (regression: real
        // files' dates came back with a blank line of spaces).
        let document = try XIBReader().read(Array(xml.utf8))
        let date = try #require(document.allElements.first { document.key(of: $0) == "date" })
        #expect(!document.hasText(date))
        #expect(XIBWriter().xml(for: document) == xml)
    }

    @Test func theDeclarationAndTheLastLineBreakFollowTheFileOrTheToolsVersion() throws {
        func document(_ declaration: String, tools: String) throws -> NodeDocument {
            try XIBReader().read(Array("""
            \(declaration)
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)">
                <objects/>
            </document>
            """.utf8))
        }
        let plain = #"<?xml version="1.0" encoding="UTF-8"?>"#
        let standalone = #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#
        // As the file had it (Xcode 8 and 9 kept standalone="no").
        #expect(XIBWriter().xml(for: try document(standalone, tools: "13142")).hasPrefix(standalone))
        #expect(XIBWriter().xml(for: try document(plain, tools: "10117")).hasPrefix(plain + "\n"))
        // Built without a file: as Xcode writes a new document of that tools version.
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "test")
        try builder.startElement(name: builder.intern("document"), offset: 0)
        try builder.addAttribute("toolsVersion", "4514")
        let built = builder.build()
        let xml = XIBWriter().xml(for: built)
        #expect(xml.hasPrefix(standalone))
        // Xcode 4.2 to 5.0 ended files without a line break (PSStackedView's storyboards of tools 1906 and 2182 too).
        #expect(xml.hasSuffix("/>"))
        // Where the file declared standalone="no" (Xcode 4.2's storyboards did or did not).
        let declared = #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"# + "\n" + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1906"/>"#
        #expect(XIBWriter().xml(for: try XIBReader().read(Array(declared.utf8))) == declared)
        let undeclared = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1938"/>"# + "\n"
        #expect(XIBWriter().xml(for: try XIBReader().read(Array(undeclared.utf8))) == undeclared)
        #expect(XcodeDeclaration.impliesStandaloneNo(toolsVersion: "10117"))
        #expect(!XcodeDeclaration.impliesStandaloneNo(toolsVersion: "11201"))
        #expect(!XcodeDeclaration.impliesStandaloneNo(toolsVersion: "1938"))
    }

    @Test func commentsNeverBreakTheXML() throws {
        let xml = Self.storyboard(#"<viewController id="a" title="a--b-" sceneMemberID="viewController"/>"#)
        let document = try XIBReader().read(Array(xml.utf8))
        let written = XIBWriter().xml(for: document)
        #expect(written.contains("<!--a- -b- -->"))
        _ = try XIBReader().read(Array(written.utf8))
    }
}
