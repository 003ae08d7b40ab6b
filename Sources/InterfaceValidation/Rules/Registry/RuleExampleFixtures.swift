/// The files several rules' examples share: a login screen and its view controller, a list and a detail scene and
/// their view controllers. Each example names what it changes; `docs/rules.md` shows the files whole.
extension RuleExample.File {
    /// `Login.xib`: File's Owner a `LoginViewController` with `connections`, and `objects` beside it.
    static func loginXib(connections: String = "", objects: String) -> Self {
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">"#
        let connectionList = connections.isEmpty ? "" : "\n    <connections>\n\(indented(connections, by: 8))\n    </connections>"
        return iOSXib("Login.xib", objects: owner + connectionList + "\n</placeholder>\n" + objects)
    }

    /// `Login.xib` with `objects` beside its File's Owner, and the images and colours they use in its `<resources>`.
    static func loginXib(objects: String, resources: String) -> Self {
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController"/>"#
        return document("Login.xib", type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", container: "objects",
                        holding: owner + "\n" + objects, resources: resources)
    }

    /// `Assets.xcassets/Logo.imageset`: the image set `Logo` of an asset catalog.
    static let logoImageSet = RuleExample.File("Assets.xcassets/Logo.imageset/Contents.json", """
        { "images" : [ { "filename" : "Logo.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """)

    /// `Assets.xcassets/Brand.colorset`: the colour set `Brand` of an asset catalog.
    static let brandColorSet = RuleExample.File("Assets.xcassets/Brand.colorset/Contents.json", """
        { "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """)

    /// `Fonts/Brand-Regular.ttf`: a font file whose `name` table gives the PostScript name `Brand-Regular` (the
    /// smallest font file that does: one table, one Macintosh name record).
    static let brandFont: Self = {
        let name = "Brand-Regular"
        let header: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("name".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, UInt8(18 + name.utf8.count)]
        let table: [UInt8] = [0, 0, 0, 1, 0, 18, 0, 1, 0, 0, 0, 0, 0, 6, 0, UInt8(name.utf8.count), 0, 0] + Array(name.utf8)
        return RuleExample.File("Fonts/Brand-Regular.ttf", String(decoding: header + table, as: UTF8.self))
    }()

    /// `App.xcodeproj`: one app target whose resources are `files` (paths beside the project).
    static func xcodeProject(resources files: [String]) -> Self {
        let references = files.enumerated().map { index, file in
            "F\(index) = { isa = PBXFileReference; path = \"\(file)\"; sourceTree = \"<group>\"; }; "
                + "B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };"
        }
        let ids = files.indices.map { "F\($0)" }.joined(separator: ", "), builds = files.indices.map { "B\($0)" }.joined(separator: ", ")
        return RuleExample.File("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = P; objects = {
              P = { isa = PBXProject; mainGroup = G; targets = ( T ); projectDirPath = ""; };
              G = { isa = PBXGroup; children = ( \(ids) ); sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); };
              R = { isa = PBXResourcesBuildPhase; files = ( \(builds) ); };
              \(references.joined(separator: "\n  "))
            }; }
            """)
    }

    /// The app's `Info.plist`, registering `fonts` in `UIAppFonts`.
    static func infoPlist(fonts: [String]) -> Self {
        let entries = fonts.map { "\n        <string>\($0)</string>" }.joined()
        return RuleExample.File("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UIAppFonts</key>
                <array>\(entries)
                </array>
            </dict>
            </plist>
            """)
    }

    /// `Login.xib` with a label `t1` ("Sign in") that File's Owner connects as `outlet` (a marked or misspelt
    /// connection, when the example needs one).
    static func loginXib(outlet: String) -> Self {
        loginXib(connections: outlet, objects: #"<label id="t1" text="Sign in"/>"#)
    }

    /// `Login.xib` with a "Sign in" button that sends `selector` to File's Owner (`marker` before the action).
    static func loginXib(buttonAction selector: String, marker: String = "") -> Self {
        loginXib(objects: """
            <button id="b1" title="Sign in">
                <connections>
                    \(marker)<action selector="\(selector)" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            """)
    }

    /// `LoginViewController.swift`: a `UIViewController` subclass declaring `members`, one per line.
    static func loginViewController(_ members: String...) -> Self {
        RuleExample.File("LoginViewController.swift", """
            import UIKit

            class LoginViewController: UIViewController {
            \(indented(members.joined(separator: "\n"), by: 4))
            }
            """)
    }

    /// A storyboard scene `sceneID` whose view controller `id` (of `customClass`) has a button titled `button` holding
    /// `connection`, and `otherObjects` beside the controller.
    static func buttonScene(
        _ sceneID: String, controller id: String, customClass: String, button: String, connection: String,
        otherObjects: String = ""
    ) -> String {
        """
        <scene sceneID="\(sceneID)">
            <objects>
                <viewController id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                    <view key="view" id="\(id)-view">
                        <subviews>
                            <button id="\(id)-button" title="\(button)">
                                <connections>
                                    \(connection)
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>\(otherObjects.isEmpty ? "" : "\n" + indented(otherObjects, by: 8))
            </objects>
        </scene>
        """
    }

    /// A storyboard scene `sceneID` holding a view controller `id` of `customClass` with an empty view (and a storyboard
    /// identifier, when one is given).
    static func plainScene(_ sceneID: String, controller id: String, customClass: String, storyboardIdentifier: String? = nil) -> String {
        let identifier = storyboardIdentifier.map { #"storyboardIdentifier=""# + $0 + #"" "# } ?? ""
        return """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController \(identifier)id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                        <view key="view" id="\(id)-view"/>
                    </viewController>
                </objects>
            </scene>
            """
    }

    /// `Main.storyboard`: a table view controller `ListViewController` with a prototype cell `NameCell` and a segue
    /// `showDetail` to a view controller `DetailViewController` (its storyboard identifier too).
    static let listAndDetailStoryboard = iOSStoryboard("Main.storyboard", scenes: """
        <scene sceneID="list">
            <objects>
                <tableViewController id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                    <tableView key="view" id="tv">
                        <prototypes>
                            <tableViewCell id="cell" reuseIdentifier="NameCell"/>
                        </prototypes>
                    </tableView>
                    <connections>
                        <segue destination="vc2" kind="show" identifier="showDetail" id="s1"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        \(plainScene("detail", controller: "vc2", customClass: "DetailViewController", storyboardIdentifier: "DetailViewController"))
        """)

    /// `ListViewController.swift`: `ListViewController` (a table view controller) with `body`, and an empty
    /// `DetailViewController`.
    static func listViewController(_ body: String) -> Self {
        RuleExample.File("ListViewController.swift", """
            import UIKit

            class ListViewController: UITableViewController {
            \(indented(body, by: 4))
            }

            class DetailViewController: UIViewController {}
            """)
    }
}
