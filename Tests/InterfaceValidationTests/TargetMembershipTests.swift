import Foundation
import InterfaceValidation
import Testing

/// With an Xcode project, a document is checked against its own target's declarations of a class that several
/// targets declare under one name, whatever the folders are called (issue 52).
@Suite("Validation: target membership from the Xcode project")
struct TargetMembershipTests {
    static let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P; objects = {
          P = { isa = PBXProject; mainGroup = G; targets = ( TM, TI ); projectDirPath = ""; };
          G = { isa = PBXGroup; children = ( GM, GI ); sourceTree = "<group>"; };
          GM = { isa = PBXGroup; path = Desktop; children = ( FM, XM ); sourceTree = "<group>"; };
          GI = { isa = PBXGroup; path = Phone; children = ( FI, XI ); sourceTree = "<group>"; };
          FM = { isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
          FI = { isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
          XM = { isa = PBXFileReference; path = Main.xib; sourceTree = "<group>"; };
          XI = { isa = PBXFileReference; path = Main.xib; sourceTree = "<group>"; };
          TM = { isa = PBXNativeTarget; name = DesktopApp; buildPhases = ( SM, RM ); };
          TI = { isa = PBXNativeTarget; name = PhoneApp; buildPhases = ( SI, RI ); };
          SM = { isa = PBXSourcesBuildPhase; files = ( BFM ); }; RM = { isa = PBXResourcesBuildPhase; files = ( BXM ); };
          SI = { isa = PBXSourcesBuildPhase; files = ( BFI ); }; RI = { isa = PBXResourcesBuildPhase; files = ( BXI ); };
          BFM = { isa = PBXBuildFile; fileRef = FM; }; BXM = { isa = PBXBuildFile; fileRef = XM; };
          BFI = { isa = PBXBuildFile; fileRef = FI; }; BXI = { isa = PBXBuildFile; fileRef = XI; };
        }; }
        """

    static func phoneXib(_ outlet: String) -> String {
        Fixture.iOSXib(
            ownerClass: "ViewController", module: "",
            ownerConnections: #"<outlet property="\#(outlet)" destination="b1" id="o1"/>"#,
            views: #"<button id="b1"/>"#)
    }

    /// The phone document with `views` and the images they use in its `<resources>`.
    static func phoneXib(views: String, resources: String) -> String {
        Fixture.iOSXib(ownerClass: "ViewController", module: "", ownerConnections: "", views: views)
            .replacingOccurrences(of: "</document>", with: "<resources>\(resources)</resources>\n</document>")
    }

    static let files = [
        "Desktop/ViewController.swift": """
            import Cocoa
            class ViewController: NSViewController {
                @IBOutlet weak var desktopOnlyButton: NSButton!
            }
            """,
        "Phone/ViewController.swift": """
            import UIKit
            class ViewController: UIViewController {
                @IBOutlet weak var phoneButton: UIButton!
            }
            """,
    ]

    static func findings(_ files: [String: String]) throws -> [Finding] {
        let folder = try PackagePaths.temporaryFolder(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path]).findings
    }

    @Test("an outlet only another target's class of the same name declares is missing in this target")
    func otherTargetsDeclarationDoesNotCount() throws {
        var files = Self.files
        files["Phone/Main.xib"] = Self.phoneXib("desktopOnlyButton")
        // Without a project, the folders name no module: the desktop declaration counts.
        #expect(try Self.findings(files).with(.missingOutlet).isEmpty)
        files["Both.xcodeproj/project.pbxproj"] = Self.project
        let missing = try Self.findings(files).with(.missingOutlet)
        #expect(missing.count == 1, "\(missing)")
        #expect(missing.first?.message.contains("`desktopOnlyButton`") == true)
    }

    /// `uidesc validate` run in the repository gives relative paths (`.`): the project's paths and the documents'
    /// were once spelt differently, and no document was placed in a target.
    @Test("a folder given by a relative path is matched with the project's paths")
    func relativeFolder() throws {
        var files = Self.files
        files["Phone/Main.xib"] = Self.phoneXib("desktopOnlyButton")
        files["Both.xcodeproj/project.pbxproj"] = Self.project
        let folder = try PackagePaths.temporaryFolder(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + folder.path.dropFirst()
        let findings = InterfaceValidator().validate(interfacePaths: [relative], sourcePaths: [relative]).findings
        #expect(findings.with(.missingOutlet).count == 1, "\(findings)")
        let assignments = InterfaceValidator().targetAssignments(interfacePaths: [relative], sourcePaths: [relative])
        #expect(assignments.map(\.targets) == [["PhoneApp"]], "\(assignments)")
    }

    @Test("the document's own target's declaration is used")
    func ownTargetsDeclarationCounts() throws {
        var files = Self.files
        files["Phone/Main.xib"] = Self.phoneXib("phoneButton")
        files["Both.xcodeproj/project.pbxproj"] = Self.project
        let findings = try Self.findings(files)
        #expect(findings.with(.missingOutlet).isEmpty, "\(findings)")
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    /// The project above, with an asset catalog in each target's resources.
    static var projectWithCatalogs: String {
        project
            .replacingOccurrences(of: "children = ( FM, XM );", with: "children = ( FM, XM, AM );")
            .replacingOccurrences(of: "children = ( FI, XI );", with: "children = ( FI, XI, AI );")
            .replacingOccurrences(of: "RM = { isa = PBXResourcesBuildPhase; files = ( BXM ); };",
                                  with: "RM = { isa = PBXResourcesBuildPhase; files = ( BXM, BAM ); };")
            .replacingOccurrences(of: "RI = { isa = PBXResourcesBuildPhase; files = ( BXI ); };",
                                  with: "RI = { isa = PBXResourcesBuildPhase; files = ( BXI, BAI ); };")
            .replacingOccurrences(of: "}; }", with: """
                  AM = { isa = PBXFileReference; path = Desktop.xcassets; sourceTree = "<group>"; };
                  AI = { isa = PBXFileReference; path = Phone.xcassets; sourceTree = "<group>"; };
                  BAM = { isa = PBXBuildFile; fileRef = AM; }; BAI = { isa = PBXBuildFile; fileRef = AI; };
                }; }
                """)
    }

    @Test("an image only another target's asset catalog has is unknown in this target's document")
    func imagesComeFromTheDocumentsTarget() throws {
        let xib = Self.phoneXib(
            views: #"<imageView id="i1" image="DesktopLogo"/><imageView id="i2" image="PhoneLogo"/>"#,
            resources: #"<image name="DesktopLogo" width="10" height="10"/><image name="PhoneLogo" width="10" height="10"/>"#)
        var files = Self.files
        files["Phone/Main.xib"] = xib
        files["Desktop/Desktop.xcassets/Contents.json"] = "{}"
        files["Desktop/Desktop.xcassets/DesktopLogo.imageset/Contents.json"] = "{}"
        files["Phone/Phone.xcassets/Contents.json"] = "{}"
        files["Phone/Phone.xcassets/PhoneLogo.imageset/Contents.json"] = "{}"
        // Without a project, every catalog of the folders counts.
        #expect(try Self.findings(files).with(.unknownImage).isEmpty)
        files["Both.xcodeproj/project.pbxproj"] = Self.projectWithCatalogs
        let unknown = try Self.findings(files).with(.unknownImage)
        #expect(unknown.count == 1, "\(unknown)")
        #expect(unknown.first?.message.contains("`DesktopLogo`") == true)
        #expect(unknown.first?.message.contains("target `PhoneApp`") == true)
    }

    /// The phone target deploys to iOS 16 (its own setting), the desktop target to macOS 15.
    @Test("an SF Symbol newer than the deployment target of the document's target is reported")
    func symbolsNewerThanTheTargetsDeploymentTarget() throws {
        let xib = Self.phoneXib(
            views: #"<imageView id="i1" image="document" catalog="system"/><imageView id="i2" image="doc" catalog="system"/>"#,
            resources: #"<image name="document" catalog="system" width="10" height="10"/><image name="doc" catalog="system" width="10" height="10"/>"#)
        var files = Self.files
        files["Phone/Main.xib"] = xib
        // Without a project the deployment target is not known.
        #expect(try Self.findings(files).with(.unavailableSystemSymbol).isEmpty)
        files["Both.xcodeproj/project.pbxproj"] = Self.project
            .replacingOccurrences(of: "TI = { isa = PBXNativeTarget; name = PhoneApp; buildPhases = ( SI, RI ); };", with: """
                TI = { isa = PBXNativeTarget; name = PhoneApp; buildPhases = ( SI, RI ); buildConfigurationList = LI; };
                LI = { isa = XCConfigurationList; buildConfigurations = ( CI ); };
                CI = { isa = XCBuildConfiguration; name = Debug; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
                """)
        let newer = try Self.findings(files).with(.unavailableSystemSymbol)
        #expect(newer.count == 1, "\(newer)")
        #expect(newer.first?.message.contains("`document` came with iOS 18.0, after the deployment target iOS 16.0") == true)
        #expect(newer.first?.location.line == xib.prefix(upTo: xib.range(of: "image=\"document\"")!.lowerBound).split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// A view controller whose `nibName` names a xib that only the desktop target bundles: UIKit looks it up in the
    /// phone document's own bundle, and raises.
    @Test("a nib a document names that only another target bundles is reported")
    func documentNibNamesAreScopedByTarget() throws {
        var files = Self.files
        files["Phone/Main.xib"] = Fixture.iOSXib(
            ownerClass: "ViewController", module: "", ownerConnections: "",
            topLevel: #"<viewController nibName="Detail" id="vc1"/><viewController nibName="Phone" id="vc2"/>"#)
        files["Desktop/Detail.xib"] = Fixture.iOSXib(ownerClass: "ViewController", module: "", ownerConnections: "")
        files["Phone/Phone.xib"] = Fixture.iOSXib(ownerClass: "ViewController", module: "", ownerConnections: "")
        // Without a project, a Detail.xib of the folders is the one.
        #expect(try Self.findings(files).with(.unknownInterfaceFile).isEmpty)
        files["Both.xcodeproj/project.pbxproj"] = Self.project
            .replacingOccurrences(of: "children = ( FM, XM );", with: "children = ( FM, XM, DM );")
            .replacingOccurrences(of: "children = ( FI, XI );", with: "children = ( FI, XI, PI );")
            .replacingOccurrences(of: "files = ( BXM ); };", with: "files = ( BXM, BDM ); };")
            .replacingOccurrences(of: "files = ( BXI ); };", with: "files = ( BXI, BPI ); };")
            .replacingOccurrences(of: "}; }", with: """
                  DM = { isa = PBXFileReference; path = Detail.xib; sourceTree = "<group>"; };
                  PI = { isa = PBXFileReference; path = Phone.xib; sourceTree = "<group>"; };
                  BDM = { isa = PBXBuildFile; fileRef = DM; }; BPI = { isa = PBXBuildFile; fileRef = PI; };
                }; }
                """)
        let found = try Self.findings(files).with(.unknownInterfaceFile)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("names nib \"Detail\", which only `DesktopApp` bundles, not this document's target `PhoneApp`") == true)
    }

    @Test("--print-config names a Swift package's target as such")
    func packageTargetsInTheAssignments() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            "Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "KitUI")])
                """,
            "Kit/Sources/KitUI/Card.xib": Self.phoneXib("phoneButton"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let assignments = InterfaceValidator().targetAssignments(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(assignments.map(\.targets) == [["KitUI (Package.swift)"]])
    }

    /// Two apps in one repository, each with its own project and a target named `App`: each document is checked
    /// against its own project's target's catalog (the targets' resources were once kept by name alone, so the second
    /// document was checked against the first app's catalog).
    @Test("same-named targets of two projects keep their own resources")
    func sameNamedTargetsOfTwoProjects() throws {
        func project(_ catalog: String) -> String {
            """
            { rootObject = P; objects = {
              P = { isa = PBXProject; mainGroup = G; targets = ( T ); projectDirPath = ""; };
              G = { isa = PBXGroup; children = ( X, A ); sourceTree = "<group>"; };
              X = { isa = PBXFileReference; path = Main.xib; sourceTree = "<group>"; };
              A = { isa = PBXFileReference; path = \(catalog).xcassets; sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); };
              R = { isa = PBXResourcesBuildPhase; files = ( BX, BA ); };
              BX = { isa = PBXBuildFile; fileRef = X; }; BA = { isa = PBXBuildFile; fileRef = A; };
            }; }
            """
        }
        func xib(_ image: String) -> String {
            Self.phoneXib(views: #"<imageView id="i1" image="\#(image)"/>"#, resources: #"<image name="\#(image)" width="10" height="10"/>"#)
        }
        let files = [
            "One/App.xcodeproj/project.pbxproj": project("One"), "One/Main.xib": xib("OneLogo"),
            "One/One.xcassets/Contents.json": "{}", "One/One.xcassets/OneLogo.imageset/Contents.json": "{}",
            "Two/App.xcodeproj/project.pbxproj": project("Two"), "Two/Main.xib": xib("TwoLogo"),
            "Two/Two.xcassets/Contents.json": "{}", "Two/Two.xcassets/TwoLogo.imageset/Contents.json": "{}",
        ]
        #expect(try Self.findings(files).with(.unknownImage).isEmpty)
    }

    /// A storyboard's German strings kept in another folder, which only the project's variant group pairs with it.
    @Test("translations are paired with their IB file through the project's variant groups")
    func translationsThroughVariantGroups() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <subviews>
                                        <label text="Welcome back" id="abc-12-xyz"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let german = """

            /* Class = "UILabel"; text = "Welcome"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.text" = "Willkommen";

            """
        let project = """
            { rootObject = P; objects = {
              P = { isa = PBXProject; mainGroup = G; targets = ( T ); projectDirPath = ""; };
              G = { isa = PBXGroup; children = ( A ); sourceTree = "<group>"; };
              A = { isa = PBXGroup; path = App; children = ( V ); sourceTree = "<group>"; };
              V = { isa = PBXVariantGroup; name = Main.storyboard; children = ( B, D ); sourceTree = "<group>"; };
              B = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
              D = { isa = PBXFileReference; name = de; path = ../Translations/de.lproj/Main.strings; sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); };
              R = { isa = PBXResourcesBuildPhase; files = ( BV ); }; BV = { isa = PBXBuildFile; fileRef = V; };
            }; }
            """
        var files = ["App/Base.lproj/Main.storyboard": storyboard, "Translations/de.lproj/Main.strings": german]
        // Without the project, nothing says whose translation it is.
        let alone = try Self.findings(files)
        #expect(alone.with(.outdatedTranslation).isEmpty, "\(alone)")
        files["App.xcodeproj/project.pbxproj"] = project
        let paired = try Self.findings(files)
        #expect(paired.with(.outdatedTranslation).count == 1, "\(paired)")
        #expect(paired.with(.orphanedStringsFile).isEmpty, "\(paired)")
    }

    /// Found on outside apps: images pasted into a document (Clipy, CotEditor, Quicksilver) are named
    /// `kind:id:key` and carry their data; and a target's asset catalog filled by a build script (Loop's
    /// `DerivedAssets.xcassets`, committed empty) leaves its names unknown, so the folders decide.
    @Test("pasted images are no resources, and a catalog the build fills falls back to the folders")
    func pastedImagesAndGeneratedCatalogs() throws {
        let xib = Self.phoneXib(
            views: #"<imageView id="i1" image="PhoneLogo"/><button id="b1"/>"#,
            resources: #"<image name="PhoneLogo" width="10" height="10"/>"#
                + #"<image name="button:b1:image" width="10" height="10"><mutableData key="keyedArchiveRepresentation">AA==</mutableData></image>"#)
        var files = Self.files
        files["Phone/Main.xib"] = xib
        files["Desktop/Desktop.xcassets/Contents.json"] = "{}"
        files["Desktop/Desktop.xcassets/DesktopLogo.imageset/Contents.json"] = "{}"
        // The phone target's catalog is empty in the checkout: its sets are made by the build.
        files["Phone/Phone.xcassets/Contents.json"] = "{}"
        files["Shared/Base.xcassets/Contents.json"] = "{}"
        files["Shared/Base.xcassets/PhoneLogo.imageset/Contents.json"] = "{}"
        files["Both.xcodeproj/project.pbxproj"] = Self.projectWithCatalogs
        let findings = try Self.findings(files)
        #expect(findings.with(.unknownImage).isEmpty, "\(findings)")
    }
}
