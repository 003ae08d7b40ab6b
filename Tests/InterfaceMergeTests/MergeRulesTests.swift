import Foundation
import InterfaceMerge
import Testing
import XIBDecoder

/// One test a rule of the merge (docs/merge.md), each on a small XIB written as Xcode writes them.
@Suite struct MergeRulesTests {
    static let label = #"<label opaque="NO" text="Welcome" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-001">"#
    static let labelFrame = #"    <rect key="frame" x="20" y="40" width="200" height="21"/>"#
    static let button = #"<button opaque="NO" contentMode="scaleToFill" id="btn-bb-002">"#

    static func body(label: String = label, labelFrame: String = labelFrame, labelColor: String = "", button: String = button,
                     extra: String = "", constraints: String = "") -> String {
        var text = "<subviews>\n    \(label)\n    \(labelFrame)\n"
        if !labelColor.isEmpty { text += "        \(labelColor)\n" }
        text += "    </label>\n    \(button)\n        <state key=\"normal\" title=\"Log In\"/>\n    </button>\n"
        if !extra.isEmpty { text += extra }
        text += "</subviews>\n"
        if !constraints.isEmpty { text += "<constraints>\n\(constraints)</constraints>\n" }
        return text
    }

    @Test func changesOfBothSidesToDifferentObjectsMergeCleanly() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        let theirs = MergeFixture.xib(body: Self.body(button: Self.button.replacingOccurrences(of: "scaleToFill", with: "center")))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(result.method == .semantic)
        let text = MergeFixture.text(result)
        #expect(text.contains(#"text="Hello""#))
        #expect(text.contains(#"contentMode="center" id="btn-bb-002""#))
        // Only theirs' line differs from ours.
        let changed = zip(String(decoding: ours, as: UTF8.self).split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1)
    }

    @Test func headerVersionsTakeTheNewer() throws {
        let base = MergeFixture.xib(tools: "21000", body: Self.body())
        let ours = MergeFixture.xib(tools: "22505", body: Self.body())
        let theirs = MergeFixture.xib(tools: "22155", body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hi")))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.contains(#"toolsVersion="22505""#) && text.contains(#"version="22505"/>"#) && !text.contains("22155"))
        #expect(text.contains(#"text="Hi""#))
    }

    @Test func framesBothSidesRecomputedKeepOurs() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(labelFrame: #"    <rect key="frame" x="20" y="44" width="200" height="21"/>"#))
        let theirs = MergeFixture.xib(body: Self.body(labelFrame: #"    <rect key="frame" x="24" y="40" width="180" height="21"/>"#))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result) == String(decoding: ours, as: UTF8.self))
    }

    @Test func oneAttributeChangedDifferentlyIsAConflictAroundItsStartTag() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        let theirs = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Bonjour")))
        let result = MergeFixture.merge(base, ours, theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.kind == .attribute)
        #expect(conflict.attribute == "text")
        #expect(conflict.object.contains("label") && conflict.object.contains("lbl-aa-001"))
        #expect(conflict.ours?.contains("Hello") == true && conflict.theirs?.contains("Bonjour") == true)
        let lines = MergeFixture.text(result).split(separator: "\n", omittingEmptySubsequences: false)
        let marker = try #require(conflict.location?.line)
        #expect(lines[marker - 1].hasPrefix("<<<<<<< ours: label"))
        #expect(lines[marker].contains(#"text="Hello""#))
        #expect(lines[marker + 1] == "=======")
        #expect(lines[marker + 2].contains(#"text="Bonjour""#))
        #expect(lines[marker + 3].hasPrefix(">>>>>>> theirs: label"))
        #expect(conflict.description.hasPrefix("Login.xib:\(marker):1: conflict: both sides changed text of label"))
    }

    @Test func insertionsAtTheSameSpotKeepBoth() throws {
        let first = #"    <constraint firstItem="lbl-aa-001" firstAttribute="leading" secondItem="root-vw-000" secondAttribute="leading" constant="20" id="cst-aa-001"/>"# + "\n"
        let ours = #"    <constraint firstItem="lbl-aa-001" firstAttribute="top" secondItem="root-vw-000" secondAttribute="top" constant="40" id="cst-oo-002"/>"# + "\n"
        let theirs = #"    <constraint firstItem="btn-bb-002" firstAttribute="top" secondItem="lbl-aa-001" secondAttribute="bottom" constant="8" id="cst-tt-003"/>"# + "\n"
        let result = MergeFixture.merge(MergeFixture.xib(body: Self.body(constraints: first)),
                                        MergeFixture.xib(body: Self.body(constraints: first + ours)),
                                        MergeFixture.xib(body: Self.body(constraints: first + theirs)))
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.components(separatedBy: "cst-oo-002").count == 2 && text.components(separatedBy: "cst-tt-003").count == 2)
        #expect(MergeFixture.parses(result))
    }

    @Test func oneOutletConnectedToTwoObjectsIsAConflict() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="lbl-aa-001" id="out-oo-001"/>"#)
        let theirs = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="btn-bb-002" id="out-tt-002"/>"#)
        let result = MergeFixture.merge(base, ours, theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .outletConnectedTwice)
        #expect(conflict.attribute == "outlet titleLabel")
        #expect(conflict.object.contains("File's Owner"))
        let text = MergeFixture.text(result)
        #expect(text.contains("<<<<<<< ours") && text.contains("out-oo-001") && text.contains("out-tt-002"))
    }

    @Test func theSameOutletAddedByBothSidesIsKeptOnce() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="lbl-aa-001" id="out-oo-001"/>"#)
        let theirs = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="lbl-aa-001" id="out-tt-002"/>"#)
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result) == String(decoding: ours, as: UTF8.self))
    }

    @Test func anObjectRemovedByOneSideAndChangedByTheOtherIsAConflict() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        let withoutLabel = Self.body().split(separator: "\n").filter { !$0.contains("lbl-aa-001") && !$0.contains("key=\"frame\" x=\"20\"") && !$0.contains("</label>") }.joined(separator: "\n")
        let theirs = MergeFixture.xib(body: withoutLabel)
        let result = MergeFixture.merge(base, ours, theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .deletedAndChanged)
        #expect(conflict.message.hasPrefix("theirs removed label"))
        let text = MergeFixture.text(result)
        let ourSide = try #require(text.range(of: "<<<<<<< ours")).upperBound
        let separator = try #require(text.range(of: "\n=======\n")).lowerBound
        #expect(text[ourSide..<separator].contains(#"text="Hello""#))
    }

    @Test func anObjectRemovedByOneSideWhoseFrameTheOtherRecomputedIsRemoved() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(labelFrame: #"    <rect key="frame" x="20" y="48" width="200" height="21"/>"#))
        let withoutLabel = Self.body().split(separator: "\n").filter { !$0.contains("lbl-aa-001") && !$0.contains("key=\"frame\" x=\"20\"") && !$0.contains("</label>") }.joined(separator: "\n")
        let result = MergeFixture.merge(base, ours, MergeFixture.xib(body: withoutLabel))
        #expect(result.isClean)
        #expect(!MergeFixture.text(result).contains("lbl-aa-001"))
    }

    @Test func anObjectRemovedByOneSideThatTheOtherNowRefersToIsKeptAsAConflict() throws {
        let constraint = #"    <constraint firstItem="lbl-aa-001" firstAttribute="top" secondItem="root-vw-000" secondAttribute="top" constant="40" id="cst-oo-002"/>"# + "\n"
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(constraints: constraint))
        let withoutLabel = Self.body().split(separator: "\n").filter { !$0.contains("lbl-aa-001") && !$0.contains("key=\"frame\" x=\"20\"") && !$0.contains("</label>") }.joined(separator: "\n")
        let result = MergeFixture.merge(base, ours, MergeFixture.xib(body: withoutLabel))
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .deletedButReferenced)
        #expect(conflict.attribute?.contains("firstItem of constraint") == true)
        #expect(MergeFixture.text(result).contains("lbl-aa-001"))
    }

    @Test func differentObjectsAddedWithOneIDGetFreshIDsForTheirs() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(extra: "    <switch opaque=\"NO\" id=\"new-id-001\">\n    </switch>\n"))
        let theirs = MergeFixture.xib(body: Self.body(extra: "    <slider opaque=\"NO\" id=\"new-id-001\">\n    </slider>\n"),
                                      connections: #"<outlet property="volume" destination="new-id-001" id="out-tt-002"/>"#)
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(result.notes.count == 1)
        let document = try XIBReader().read(result.bytes, path: "Login.xib")
        #expect(document.duplicateIDs.isEmpty)
        let slider = try #require(document.allElements.first { document.name(of: $0) == "slider" })
        let sliderID = try #require(document.id(of: slider))
        #expect(sliderID != "new-id-001")
        let outlet = try #require(document.allElements.first { document.attribute("property", of: $0) == "volume" })
        #expect(document.attribute("destination", of: outlet) == sliderID)
    }

    @Test func anObjectMovedByOneSideKeepsTheOtherSidesChanges() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        // Theirs puts the label into a new stack view.
        let stacked = """
            <subviews>
                <stackView opaque="NO" axis="vertical" id="stk-tt-001">
                    <rect key="frame" x="20" y="40" width="200" height="21"/>
                    <subviews>
                        \(Self.label)
                            <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                        </label>
                    </subviews>
                </stackView>
                \(Self.button)
                    <state key="normal" title="Log In"/>
                </button>
            </subviews>
            """
        let result = MergeFixture.merge(base, ours, MergeFixture.xib(body: stacked))
        #expect(result.isClean)
        let document = try XIBReader().read(result.bytes, path: "Login.xib")
        let label = try #require(document.element(withID: "lbl-aa-001"))
        #expect(document.attribute("text", of: label) == "Hello")
        #expect(document.ancestors(of: label).contains { document.id(of: $0) == "stk-tt-001" })
        #expect(document.duplicateIDs.isEmpty)
    }

    @Test func subviewsReorderedByOneSideKeepTheNewOrder() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        let reordered = "<subviews>\n    \(Self.button)\n        <state key=\"normal\" title=\"Log In\"/>\n    </button>\n    \(Self.label)\n    \(Self.labelFrame)\n    </label>\n</subviews>\n"
        let result = MergeFixture.merge(base, ours, MergeFixture.xib(body: reordered))
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        let button = try #require(text.range(of: "btn-bb-002")), label = try #require(text.range(of: "lbl-aa-001"))
        #expect(button.lowerBound < label.lowerBound)
        #expect(text.contains(#"text="Hello""#))
    }

    @Test func aGroupOneSideEmptiedKeepsWhatTheOtherAdded() throws {
        let base = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="lbl-aa-001" id="out-bb-001"/>"#)
        let ours = MergeFixture.xib(body: Self.body(), connections: #"<outlet property="titleLabel" destination="lbl-aa-001" id="out-bb-001"/>"# + "\n" + #"<outlet property="loginButton" destination="btn-bb-002" id="out-oo-002"/>"#)
        let theirs = MergeFixture.xib(body: Self.body())
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(!text.contains("out-bb-001") && text.contains("out-oo-002") && text.contains("<connections>"))
        #expect(MergeFixture.parses(result))
    }

    @Test func aColourIsMergedWholeNeverMixed() throws {
        let base = MergeFixture.xib(body: Self.body(labelColor: #"<color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        let ours = MergeFixture.xib(body: Self.body(labelColor: #"<color key="textColor" red="0.9" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        let theirs = MergeFixture.xib(body: Self.body(labelColor: #"<color key="textColor" red="0.1" green="0.2" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        let result = MergeFixture.merge(base, ours, theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .value)
        #expect(conflict.object.hasPrefix("textColor of label"))
        #expect(!MergeFixture.text(result).contains(#"red="0.9" green="0.2" blue="0.9""#))
    }

    @Test func inputsThatAreNotDocumentsAreMergedLineByLine() throws {
        let base = MergeFixture.xib(body: Self.body())
        var ours = String(decoding: MergeFixture.xib(body: Self.body()), as: UTF8.self)
        ours = ours.replacingOccurrences(of: "    <dependencies>\n", with: "<<<<<<< HEAD\n=======\n>>>>>>> other\n    <dependencies>\n")
        let result = MergeFixture.merge(base, Array(ours.utf8), base)
        guard case .lines(let reason) = result.method else {
            Issue.record("expected the line merge, got \(result.method)")
            return
        }
        #expect(reason.contains("ours"))
        #expect(reason.contains("conflict"))
        #expect(result.bytes == Array(ours.utf8))
    }

    @Test func markersHaveTheSizeGitAsksFor() throws {
        let base = MergeFixture.xib(body: Self.body())
        let ours = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Hello")))
        let theirs = MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "Welcome", with: "Bonjour")))
        var merger = InterfaceMerger()
        merger.markerSize = 10
        let text = String(decoding: merger.merge(base: base, ours: ours, theirs: theirs).bytes, as: UTF8.self)
        #expect(text.contains("\n<<<<<<<<<< ours: ") && text.contains("\n==========\n") && text.contains("\n>>>>>>>>>> theirs: "))
    }

    /// A storyboard with a first scene and, unless `withoutSecond`, a second scene; `segue` goes into the first
    /// controller's connections.
    static func storyboard(withoutSecond: Bool = false, segue: String = "") -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1-aa-001">
                <scenes>
                    <!--First-->
                    <scene sceneID="sc1-aa-001">
                        <objects>
                            <viewController title="First" id="vc1-aa-001" customClass="FirstViewController" sceneMemberID="viewController">

            """
        if !segue.isEmpty { text += "                    <connections>\n                        \(segue)\n                    </connections>\n" }
        text += """
                            </viewController>
                        </objects>
                    </scene>

            """
        if !withoutSecond {
            text += """
                        <!--Second-->
                        <scene sceneID="sc2-bb-002">
                            <objects>
                                <viewController title="Second" id="vc2-bb-002" customClass="SecondViewController" sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
        }
        text += "    </scenes>\n</document>\n"
        return Array(text.utf8)
    }

    /// Found on eidolon's Fulfillment.storyboard (an outside project): ours added a segue to a scene theirs removed,
    /// and the merge kept the view controller but not the scene around it, so it was written nowhere.
    @Test func aSceneRemovedByOneSideThatTheOtherSegueesToIsKeptWhole() throws {
        let segue = #"<segue destination="vc2-bb-002" kind="show" id="seg-oo-001"/>"#
        let result = MergeFixture.merge(Self.storyboard(), Self.storyboard(segue: segue), Self.storyboard(withoutSecond: true))
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.kind == .deletedButReferenced)
        #expect(conflict.object == #"scene "Second""#)
        #expect(conflict.attribute?.hasPrefix("destination of segue show → SecondViewController") == true, "\(conflict.attribute ?? "")")
        let text = MergeFixture.text(result)
        let block = try #require(text.range(of: "<<<<<<< ours")).lowerBound..<(try #require(text.range(of: ">>>>>>> theirs")).upperBound)
        #expect(text[block].contains(#"<scene sceneID="sc2-bb-002">"#) && text[block].contains("vc2-bb-002"))
    }

    // MARK: What Xcode rewrites on its own

    @Test func capabilitiesAndPlugInsEachSideAddedAreKept() throws {
        let header = { (extra: String) in
            MergeFixture.xib(body: Self.body()).replacingCapabilities(with: extra)
        }
        let base = header("")
        let ours = header(#"<capability name="Safe area layout guides" minToolsVersion="9.0"/>"#)
        let theirs = header(#"<capability name="System colors in document resources" minToolsVersion="11.0"/>"#)
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.contains("Safe area layout guides") && text.contains("System colors in document resources"))
    }

    @Test func canvasLocationsAndLayoutFlagsBothChangedKeepOurs() throws {
        let flagged = { (flag: String, x: String) in
            MergeFixture.xib(body: Self.body(label: Self.label.replacingOccurrences(of: "id=\"lbl-aa-001\"", with: "\(flag) id=\"lbl-aa-001\"")))
                .replacingCanvasLocation(x: x)
        }
        let base = flagged(#"misplaced="YES""#, "10"), ours = flagged(#"misplaced="NO""#, "30"), theirs = flagged("", "50")
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result) == String(decoding: ours, as: UTF8.self))
    }

    @Test func designTimeMetricsBothChangedKeepOurs() throws {
        let metrics = { (element: String) in MergeFixture.xib(body: Self.body() + element + "\n") }
        let base = metrics(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4_7"/>"#)
        let ours = metrics(#"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina6_1"/>"#)
        let theirs = metrics(#"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result) == String(decoding: ours, as: UTF8.self))
    }

    @Test func resourcesAreUnitedAndTheirSizesKeepOurs() throws {
        let image = { (name: String, size: String) in #"<image name="\#(name)" width="\#(size)" height="\#(size)"/>"# }
        let base = MergeFixture.xib(body: Self.body(), resources: image("logo", "64"))
        let ours = MergeFixture.xib(body: Self.body(), resources: image("logo", "128") + "\n" + image("avatar", "32"))
        let theirs = MergeFixture.xib(body: Self.body(), resources: image("banner", "48") + "\n" + image("logo", "96"))
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.contains(image("logo", "128")) && text.contains(image("avatar", "32")) && text.contains(image("banner", "48")))
        #expect(!text.contains(image("logo", "96")))
    }

    @Test func aReferenceEntryToAnObjectTheOtherSideRemovedGoesWithIt() throws {
        let constraint = #"    <constraint firstItem="lbl-aa-001" firstAttribute="top" secondItem="root-vw-000" secondAttribute="top" constant="40" id="cst-bb-001"/>"# + "\n"
        let mask = { (entries: String) in "<variation key=\"heightClass=compact\">\n    <mask key=\"constraints\">\n\(entries)    </mask>\n</variation>\n" }
        let base = MergeFixture.xib(body: Self.body(constraints: constraint))
        let ours = MergeFixture.xib(body: Self.body(constraints: constraint) + mask("        <exclude reference=\"cst-bb-001\"/>\n"))
        let theirs = MergeFixture.xib(body: Self.body())
        let result = MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(!text.contains("cst-bb-001"))
        #expect(MergeFixture.parses(result))
    }
}

private extension Array where Element == UInt8 {
    /// The fixture with `extra` as the only capability of its dependencies.
    func replacingCapabilities(with extra: String) -> [UInt8] {
        let text = String(decoding: self, as: UTF8.self)
        let plugIn = text.components(separatedBy: "\n").first { $0.contains("<plugIn ") } ?? ""
        let added = extra.isEmpty ? plugIn : plugIn + "\n        " + extra
        return Array(text.replacingOccurrences(of: plugIn, with: added).utf8)
    }

    /// The fixture with the root view's canvas location at `x`.
    func replacingCanvasLocation(x: String) -> [UInt8] {
        Array(String(decoding: self, as: UTF8.self)
            .replacingOccurrences(of: #"<point key="canvasLocation" x="10""#, with: #"<point key="canvasLocation" x="\#(x)""#).utf8)
    }
}
