import Foundation
import TestSupport
import Testing
import XIBDecoder

/// Objects are named for people in one place, `ObjectNaming`: the decoder's and validator's messages, the merge's
/// conflicts, the diff, picture titles and the XIB writer's scene comments all ask it, and no source names objects
/// or prints constraints again.
@Suite struct ObjectNamingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <subviews>
                                    <label text="Welcome" id="title"/>
                                    <button id="go" userLabel="Go Button" customClass="App.GoButton"/>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                    <constraint firstItem="go" firstAttribute="width" relation="greaterThanOrEqual" secondItem="root" secondAttribute="width" multiplier="0.5" constant="-8" priority="750" id="c2"/>
                                    <constraint firstAttribute="height" constant="44" id="c3"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="title" id="o1"/>
                                <outlet property="delegate" destination="go" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func element(_ id: String, in document: NodeDocument) throws -> ElementID {
        try #require(document.element(withID: id))
    }

    @Test func namesObjectsForMessagesAndForTheDiff() throws {
        let document = try XIBReader().read(Array(Self.storyboard.utf8))
        let naming = ObjectNaming(document: document)
        #expect(ObjectNaming.displayName(of: try element("go", in: document), in: document) == "`button` (GoButton) 'Go Button'")
        #expect(ObjectNaming.displayName(of: try element("fr", in: document), in: document) == "First Responder")
        #expect(ObjectNaming.displayName(of: try element("ref", in: document), in: document) == "storyboard reference 'Settings'")
        #expect(naming.shortName(of: try element("title", in: document)) == #"label "titleLabel""#)
        #expect(naming.shortName(of: try element("title", in: document), ignoringOutlets: true) == #"label "Welcome""#)
        // A role outlet (`delegate`) does not name its destination.
        #expect(naming.referenceName(ofID: "go") == "Go Button")
        #expect(naming.referenceName(ofID: "root") == "superview")
        #expect(naming.shortName(of: try element("o1", in: document)) == #"outlet titleLabel → label "Welcome""#)
    }

    @Test func namesScenesAsXcodeLabelsThem() throws {
        let document = try XIBReader().read(Array(Self.storyboard.utf8))
        let naming = ObjectNaming(document: document)
        let scenes = document.allElements.filter { document.name(of: $0) == "scene" }
        #expect(scenes.map { ObjectNaming.sceneLabel(of: $0, in: document) } == ["Login View Controller", "Settings"])
        #expect(naming.shortName(of: scenes[0]) == #"scene "Login View Controller""#)
    }

    @Test func writesConstraintsInTheLayoutFormatsSyntax() throws {
        let document = try XIBReader().read(Array(Self.storyboard.utf8))
        let naming = ObjectNaming(document: document)
        #expect(naming.constraintEquation(of: try element("c1", in: document)) == "titleLabel.leading = superview.leading + 20")
        #expect(naming.constraintEquation(of: try element("c2", in: document)) == "Go Button.width >= superview.width * 0.5 - 8 @750")
        // Without firstItem, the constraint belongs to the view holding it.
        #expect(naming.constraintEquation(of: try element("c3", in: document)) == "superview.height = 44")
        #expect(ObjectNaming.equation(firstItem: nil, firstAttribute: "width", relation: nil, secondItem: nil, secondAttribute: "height",
                                      multiplier: "16:9", constant: nil, priority: nil) == "width = height * 16:9")
    }

    /// Shapes of a second object naming or constraint printer, outside `UIDescription/Naming`: a function named as
    /// the old copies were, a user label read from an element, a File's Owner name made by hand, and in a file that
    /// reads constraints (`firstAttribute`), a relation or multiplication sign written as text.
    static let secondCopyShapes: [(what: String, pattern: String)] = [
        ("an object-naming function", #"func\s+(ownerName|objectName|personalName|sceneName|sceneLabel|sceneComment|shortName|referenceName|constraintEquation|displayName)\b"#),
        ("a user label read as a name", #"attribute\("userLabel""#),
        ("a File's Owner name", #""[^"\n]*\(File's Owner\)[^"\n]*"|"File's Owner"\s*[+:]"#),
        ("a constraint printer", #""\s*(>=|<=|×)\s*"(?!\.utf8)|" (=|\*|×) "\s*\+"#),
    ]

    /// Files that may hold a shape for another reason, each with it.
    static let allowed: [String: Set<String>] = [
        // The merge's view of a tree: its names forward to `ObjectNaming`, from tree positions to elements.
        "ObjectNames.swift": ["an object-naming function"],
        // Picks the typed model's fields for `ObjectNaming.pictureTitle`, which orders them.
        "InterfaceRenderer.swift": ["an object-naming function"],
        // The JSON layout's identifiers (`loginButton`), which name objects in the format, not for people.
        "LayoutBuilder.swift": ["an object-naming function"],
        "ObjectNamer.swift": ["a user label read as a name"],
        // The validator's object keeps the user label as data, for its checks.
        "InterfaceObject.swift": ["a user label read as a name"],
        // Says which object holds a class (File's Owner or a kind) in a sentence that names the class itself.
        "CustomClassCheck.swift": ["a File's Owner name"],
    ]

    @Test func noSourceNamesObjectsOrPrintsConstraintsAgain() throws {
        let sources = SharedFolder.packageRoot.appendingPathComponent("Sources")
        let shapes = try Self.secondCopyShapes.map { ($0.what, try Regex($0.pattern)) }
        var copies: [String] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/UIDescription/Naming/") else { continue }
            // Comments may quote any name.
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for (what, shape) in shapes where Self.allowed[url.lastPathComponent]?.contains(what) != true {
                if what == "a constraint printer", !text.contains("firstAttribute") { continue }
                for match in text.matches(of: shape) {
                    copies.append("\(url.lastPathComponent): \(what): \(text[match.range])")
                }
            }
        }
        #expect(copies.isEmpty, "\(copies.sorted())")
    }
}
