import Foundation
import Testing
import TestSupport
import UIDescription
@testable import ProjectMembership

/// Reading Xcode projects: the sample project (`Samples/Sample.xcodeproj`, which names the samples' real files), and
/// what a project file can hold.
@Suite struct XcodeProjectReaderTests {
    static let samples = SharedFolder.packageRoot.appendingPathComponent("Samples").path

    @Test func theSampleProjectsTargetsHoldTheSamplesFiles() throws {
        let project = try XcodeProjectReader().read(projectAt: Self.samples + "/Sample.xcodeproj")
        #expect(project.rootFolder == PathJoining.join(Self.samples, ""))
        #expect(project.targets.map(\.name) == ["Sample", "InboxDemo"])
        let sample = try #require(project.targets.first)
        #expect(sample.sdk == "iphoneos")
        #expect(sample.productType == "com.apple.product-type.application")
        // The project's deployment target, which the target does not override.
        #expect(sample.deploymentTargets == ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"])
        #expect(sample.sourceFiles.count == 6)
        // A localized xib gives every localization's file, each resolved through the groups that hold it.
        #expect(sample.resourceFiles == [Self.samples + "/Login/LoginViewController.xib",
                                         Self.samples + "/Login/de.lproj/LoginViewController.strings"])
        for file in sample.sourceFiles + sample.resourceFiles {
            #expect(FileManager.default.fileExists(atPath: file), "\(file) does not exist")
        }
        #expect(project.targets(containing: Self.samples + "/Login/LoginViewController.xib").map(\.name) == ["Sample"])
        #expect(project.targets(containing: Self.samples + "/App/LoginViewController.swift").map(\.name) == ["Sample"])
        // A synchronized folder holds every file below it but its exceptions.
        #expect(project.targets(containing: Self.samples + "/Inbox/Inbox.storyboard").map(\.name) == ["InboxDemo"])
        #expect(project.targets(containing: Self.samples + "/Inbox/README.md").isEmpty)
        #expect(project.targets(containing: Self.samples + "/Sources/UIDescSamples/SampleFiles.swift").isEmpty)
    }

    @Test func pathsAreJoinedAsXcodeResolvesThem() {
        #expect(PathJoining.join("/p/App", "../Shared/A.swift") == "/p/Shared/A.swift")
        #expect(PathJoining.join("/p/App", "./B.swift") == "/p/App/B.swift")
        #expect(PathJoining.join("/p/App", "/abs/C.swift") == "/abs/C.swift")
        #expect(PathJoining.join(".", "App/D.swift") == "App/D.swift")
        #expect(PathJoining.join("", "") == ".")
        #expect(PathJoining.join("p", "../../E") == "../E")
        #expect(PathJoining.join("/", "../F") == "/F")
    }

    @Test func whatIsNotAProjectIsAnErrorAtTheFile() throws {
        for text in ["not a plist {", "{ objects = { }; }", "{ rootObject = A; objects = { A = { isa = PBXGroup; }; }; }"] {
            let error = try #require(throws: UIDescriptionError.self) {
                try XcodeProjectReader().read(Data(text.utf8), projectFolder: "/p/App.xcodeproj")
            }
            #expect(error.location?.file == "/p/App.xcodeproj/project.pbxproj")
        }
        #expect(throws: UIDescriptionError.self) { try XcodeProjectReader().read(projectAt: "/nonexistent/App.xcodeproj") }
    }

    @Test func filesOutsideTheRepositoryAndCustomTreesResolveToNothing() throws {
        let text = """
            { rootObject = P; objects = {
              P = { isa = PBXProject; mainGroup = G; targets = ( T ); projectDirPath = ""; };
              G = { isa = PBXGroup; children = ( F1, F2, F3 ); sourceTree = "<group>"; };
              F1 = { isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
              F2 = { isa = PBXFileReference; path = Main.xib; sourceTree = SOURCE_ROOT; };
              F3 = { isa = PBXFileReference; path = "/opt/Shared.xib"; sourceTree = "<absolute>"; };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); buildConfigurationList = L; };
              R = { isa = PBXResourcesBuildPhase; files = ( B1, B2, B3 ); };
              B1 = { isa = PBXBuildFile; fileRef = F1; }; B2 = { isa = PBXBuildFile; fileRef = F2; };
              B3 = { isa = PBXBuildFile; fileRef = F3; };
              L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
              C = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; SDKROOT = macosx; }; };
            }; }
            """
        let project = try XcodeProjectReader().read(Data(text.utf8), projectFolder: "/p/App.xcodeproj")
        let target = try #require(project.targets.first)
        #expect(target.resourceFiles == ["/p/Main.xib", "/opt/Shared.xib"])
        #expect(target.infoPlist == "/p/App/Info.plist")
        #expect(target.sdk == "macosx")
    }
}

/// Xcode 16's synchronized folders, as NetNewsWire's project writes them: the app's folder, whose exception set
/// for the app leaves out the share extension's files (a localized XIB written `/Localized/…`), and whose exception
/// set for the share extension, which has no folder of its own, lends it those files.
@Suite struct SynchronizedExceptionTests {
    static let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P; objects = {
          P = { isa = PBXProject; mainGroup = M; targets = ( A, S ); projectDirPath = ""; };
          M = { isa = PBXGroup; children = ( F ); sourceTree = "<group>"; };
          F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( EA, ES ); path = Mac; sourceTree = "<group>"; };
          EA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (
            /Localized/ShareExtension/ShareViewController.xib, ShareExtension/ShareViewController.swift, ); target = A; };
          ES = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (
            /Localized/ShareExtension/ShareViewController.xib, ShareExtension/ShareViewController.swift, ); target = S; };
          A = { isa = PBXNativeTarget; name = App; buildPhases = ( ); fileSystemSynchronizedGroups = ( F ); };
          S = { isa = PBXNativeTarget; name = "Share Extension"; buildPhases = ( ); };
        }; }
        """

    @Test func exceptionsLeaveOutAndLendFilesLocalizationsIncluded() throws {
        let project = try XcodeProjectReader().read(Data(Self.project.utf8), projectFolder: "/work/App/App.xcodeproj")
        let app = try #require(project.targets.first { $0.name == "App" })
        let share = try #require(project.targets.first { $0.name == "Share Extension" })
        let xib = "/work/App/Mac/ShareExtension/Base.lproj/ShareViewController.xib"
        let swift = "/work/App/Mac/ShareExtension/ShareViewController.swift"
        #expect(!app.contains(xib) && !app.contains(swift))
        #expect(app.contains("/work/App/Mac/AppDelegate.swift"))
        #expect(share.contains(xib) && share.contains(swift))
        #expect(share.sourceFiles == [swift] && share.resourceFiles == [xib])
    }
}
