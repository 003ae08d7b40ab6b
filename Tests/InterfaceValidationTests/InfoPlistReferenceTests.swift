import Foundation
import InterfaceValidation
import Testing

/// unknown-interface-file for the storyboards and nibs an `Info.plist` names: the app fails at launch when the file
/// was renamed and the key was not.
@Suite("Storyboards and nibs named in Info.plist")
struct InfoPlistReferenceTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Main</string>
        \t<key>UILaunchStoryboardName</key>
        \t<string>LaunchScreen</string>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        \t<key>UIMainStoryboardFile~ipad</key>
        \t<string>Main_iPad</string>
        \t<key>NSMainNibFile</key>
        \t<string>$(MAIN_NIB)</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t\t<string>Scene</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    /// Validates a folder holding `Info.plist` (``plist``) and IB files with the given names.
    func findings(documents: [String]) throws -> [Finding] {
        var files = ["App-Info.plist": Self.plist]
        for name in documents {
            files[name] = name.hasSuffix(".xib") ? Fixture.iOSXib(ownerClass: "NSObject", ownerConnections: "") : StringReferenceRuleTests.storyboard
        }
        let folder = try PackagePaths.temporaryFolder(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
            .findings.filter { $0.rule == .unknownInterfaceFile }
    }

    @Test("every key naming a storyboard or a nib is checked at its value; a launch screen may be a xib")
    func keysAreChecked() throws {
        #expect(try findings(documents: ["Main.storyboard", "Main_iPad.storyboard", "Scene.storyboard", "LaunchScreen.xib"]).isEmpty)
        let found = try findings(documents: ["Mainn.storyboard", "Main_iPad.storyboard"])
        #expect(
            found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "8:10 `UILaunchStoryboardName` names launch screen \"LaunchScreen\", but no LaunchScreen.storyboard or LaunchScreen.xib is in the validated folders",
                "10:10 `UIMainStoryboardFile` names storyboard \"Main\", but no Main.storyboard is in the validated folders; did you mean \"Mainn\"?",
                "23:14 `UISceneStoryboardFile` names storyboard \"Scene\", but no Scene.storyboard is in the validated folders",
            ])
        #expect(found.first?.location.file?.hasSuffix("/App-Info.plist") == true)
    }

    @Test("an Info.plist among sources given apart is read too; one outside every checked folder is not")
    func pairedSources() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            "Resources/Main.storyboard": StringReferenceRuleTests.storyboard, "Sources/Info.plist": Self.plist,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("Resources")
        let sources = folder.appendingPathComponent("Sources")
        func files(_ interfacePaths: [String], _ sourcePaths: [String]) -> [String] {
            InterfaceValidator().validate(interfacePaths: interfacePaths, sourcePaths: sourcePaths)
                .findings.filter { $0.rule == .unknownInterfaceFile }.map(\.message)
                .map { String($0.split(separator: "\"")[1]) }
        }
        #expect(files([resources.path], [sources.path]) == ["LaunchScreen", "Main_iPad", "Scene"])
        #expect(files([resources.appendingPathComponent("Main.storyboard").path], [sources.path]).isEmpty)
    }

    /// Found outside the corpus: Knuff, AltStore and Hammerspoon check in Sparkle's framework, whose `Autoupdate.app`
    /// has an `Info.plist` naming a `MainMenu` nib that the bundle does not ship; the build product was reported.
    @Test("the Info.plist of a prebuilt bundle inside the folder is not checked")
    func prebuiltBundlesAreNotChecked() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            "Vendor/Sparkle.framework/Versions/A/Resources/Autoupdate.app/Contents/Info.plist": Self.plist,
            "App/Info.plist": Self.plist, "App/Main.storyboard": StringReferenceRuleTests.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
            .findings.filter { $0.rule == .unknownInterfaceFile }
        #expect(found.count == 3 && found.allSatisfy { $0.location.file?.hasSuffix("/App/Info.plist") == true }, "\(found)")
    }
}
