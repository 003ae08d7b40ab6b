import Foundation
import Testing

@testable import InterfaceValidation

/// Finding a run's documents and sources: one walk of each folder serves both questions (issue 33: a large
/// repository's folders were walked twice), and answers them as two walks did.
@Suite("Input files: documents and sources from one walk")
struct InputFilesTests {
    static let files = [
        "App/Main.storyboard": "<document/>",
        "App/Login.xib": "<document/>",
        "App/Login.swift": "class Login {}",
        "App/Legacy.m": "@implementation Legacy @end",
        "App/Legacy.h": "@interface Legacy @end",
        "App/Info.plist": "<plist/>",
        "App/Compiled.nib": "nib",
        "App/README.md": "not an input",
        "Pods/Vendor/Vendor.swift": "class Vendor {}",
        "Pods/Vendor/Vendor.xib": "<document/>",
    ]

    @Test func oneListingAnswersBothQuestionsAsTwoWalksDid() throws {
        let folder = try PackagePaths.temporaryFolder(holding: Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = InputFiles.absolutePath(folder.path)
        for excluded in [PathScope([]), PathScope([root + "/Pods"])] {
            let shared = InputFiles.FolderListings()
            let documents = InputFiles.interfaceFiles(in: [root], excluding: excluded, listings: shared)
            let sources = InputFiles.sourceFiles(in: [root], excluding: excluded, listings: shared)
            // Each question asked with a listing of its own gives the same answer.
            let alone = (InputFiles.interfaceFiles(in: [root], excluding: excluded), InputFiles.sourceFiles(in: [root], excluding: excluded))
            #expect(documents.files == alone.0.files && documents.nibs == alone.0.nibs && documents.propertyLists == alone.0.propertyLists)
            #expect(sources.files == alone.1.files && sources.propertyLists == alone.1.propertyLists)

            let relative = { (paths: [String]) in paths.map { String($0.dropFirst(root.count + 1)) } }
            let vendored = excluded.contains(root + "/Pods/Vendor/Vendor.swift")
            #expect(relative(documents.files) == ["App/Login.xib", "App/Main.storyboard"] + (vendored ? [] : ["Pods/Vendor/Vendor.xib"]))
            #expect(relative(documents.nibs).map { ($0 as NSString).lastPathComponent } == ["Compiled.nib"])
            #expect(relative(documents.propertyLists) == ["App/Info.plist"])
            #expect(relative(sources.files) == ["App/Legacy.h", "App/Legacy.m", "App/Login.swift"] + (vendored ? [] : ["Pods/Vendor/Vendor.swift"]))
            #expect(relative(sources.propertyLists) == ["App/Info.plist"])
            #expect(sources.nibs.isEmpty)
        }
    }

    /// Adding the folders of many paths at once gives the modules adding each path gives.
    @Test func folderNamesOnceAFolderGiveTheSameModules() {
        let paths = ["/src/My App/Views/Login.swift", "/src/My App/Views/Inbox.swift", "/src/2fa-kit/Code.m", "Relative/File.swift", "Top.swift"]
        var each = ModuleScope()
        for path in paths { each.addFolders(ofSourcePath: path) }
        var once = ModuleScope()
        once.addFolders(ofSourcePaths: paths)
        for module in ["My App", "My_App", "Views", "2fa-kit", "_2fa_kit", "Relative", "src"] {
            #expect(each.contains(module: module, usesTargetModule: false) && once.contains(module: module, usesTargetModule: false), "\(module)")
        }
        #expect(!once.contains(module: "Top.swift", usesTargetModule: false))
    }
}
