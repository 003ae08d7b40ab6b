import Foundation
import InterfaceValidation
import JSONLayout
import Testing
import XIBDecoder

/// Running the validator on files and folders: the samples, unreadable inputs, source problems.
@Suite("Validating files on disk")
struct ValidatorInputTests {
    @Test("the samples validate cleanly against their sources in Samples/App")
    func samplesAreClean() {
        let report = InterfaceValidator().validate(interfacePaths: [PackagePaths.samples.path], sourcePaths: [PackagePaths.samples.path])
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.interfaceFiles.count == 2)
        #expect(report.sourceFileCount >= 6)
    }

    /// The folder walk lists nothing below a link to a folder unless it resolves the link (the first shared walk
    /// did not); validating through one must read the same files.
    @Test("a folder given through a symbolic link is validated like the folder itself")
    func folderThroughALink() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Samples")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: PackagePaths.samples)
        let direct = InterfaceValidator().validate(interfacePaths: [PackagePaths.samples.path], sourcePaths: [PackagePaths.samples.path])
        let linked = InterfaceValidator().validate(interfacePaths: [link.path], sourcePaths: [link.path])
        #expect(linked.interfaceFiles.count == direct.interfaceFiles.count && !direct.interfaceFiles.isEmpty)
        #expect(linked.sourceFileCount == direct.sourceFileCount && direct.sourceFileCount > 0)
        #expect(linked.interfaceFiles.map { ($0 as NSString).lastPathComponent } == direct.interfaceFiles.map { ($0 as NSString).lastPathComponent })
    }

    @Test("a renamed outlet, a renamed action and a wrong type in a copy of the sample are found")
    func brokenSample() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.copyItem(at: PackagePaths.samples.appendingPathComponent("Login"), to: folder.appendingPathComponent("Login"))
        try manager.copyItem(at: PackagePaths.samples.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        let swift = folder.appendingPathComponent("App/LoginViewController.swift")
        let text = try String(contentsOf: swift, encoding: .utf8)
            .replacingOccurrences(of: "var titleLabel: UILabel!", with: "var titelLabel: UILabel!")
            .replacingOccurrences(of: "var loginButton: UIButton!", with: "var loginButton: UILabel!")
            .replacingOccurrences(of: "func logIn(_ sender: UIButton)", with: "func logIn()")
        try text.write(to: swift, atomically: true, encoding: .utf8)
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        // The type mismatch is reported in App/…swift, which sorts before Login/…xib.
        #expect(report.findings.filter { $0.severity == .error }.map(\.rule) == [.outletTypeMismatch, .missingOutlet, .missingAction])
        #expect(report.findings.with(.missingOutlet).first?.message.contains("did you mean `titelLabel`?") == true)
        #expect(report.findings.with(.missingAction).first?.message.contains("did you mean `logIn`?") == true)
        #expect(report.findings.with(.unconnectedOutlet).count == 1)
        #expect(!report.hasUnreadableInput)
    }

    @Test("--exclude leaves vendored folders out unread, unlisted but for their names; the nibs and classes in them still exist by name")
    func excludedPaths() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            // The pod's cell connects an outlet its class lacks: a finding the app team cannot fix.
            "Pods/Kit/KitCell.xib": Fixture.iOSXib(
                ownerClass: "KitCell", module: "Kit", ownerConnections: "<outlet property=\"gone\" destination=\"root\" id=\"o1\"/>"),
            "Pods/Kit/KitCell.swift": "import UIKit\nclass KitCell: UITableViewCell {}\n",
            // An Objective-C pod's button, used in the app's own xib (no module), with an outlet it does not declare.
            "Pods/Kit/KitButton.swift": "import UIKit\nclass KitButton: UIButton { @IBOutlet var badge: UILabel! }\n",
            "App/Badge.xib": Fixture.iOSXib(
                ownerClass: "BadgeOwner", ownerConnections: "",
                views: #"<button id="b1" customClass="KitButton"><connections><outlet property="badgeLabel" destination="root" id="o2"/></connections></button>"#),
            "App/BadgeOwner.swift": "import UIKit\nclass BadgeOwner: NSObject {}\n",
            // The app loads the pod's nib by name.
            "App/Load.swift": "import UIKit\nfunc load() { _ = UINib(nibName: \"KitCell\", bundle: nil); _ = UINib(nibName: \"Gone\", bundle: nil) }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        let all = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(all.findings.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [.missingOutlet, .missingOutlet, .unconnectedOutlet, .unknownInterfaceFile])
        var validator = InterfaceValidator()
        validator.excludedPaths = [folder.appendingPathComponent("Pods").path]
        let excluded = validator.validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        // Only what the app's own code names and lacks is left: "KitCell" exists by its file name, "Gone" nowhere.
        // KitButton.swift is not read, so its outlets cannot be checked; KitButton is named like an excluded file,
        // so it is not reported as declared nowhere either.
        #expect(excluded.findings.map(\.rule) == [.unknownInterfaceFile])
        #expect(excluded.findings.first?.message.contains("\"Gone\"") == true)
        #expect(excluded.interfaceFiles.map { ($0 as NSString).lastPathComponent } == ["Badge.xib"])
        #expect(excluded.sourceFileCount == 2)
    }

    @Test("a document that cannot be parsed still exists: code loading it by name, and strings it may hold, are not reported")
    func unreadDocumentsStillExist() throws {
        let legacyArchive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            </archive>
            """
        let folder = try PackagePaths.temporaryFolder(holding: [
            "App/Intro.xib": legacyArchive,
            "App/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>",
            "App/Loader.m": """
                @implementation Loader
                - (instancetype)init { return [super initWithWindowNibName:@"Intro"]; }
                - (void)show {
                    UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                    [board instantiateViewControllerWithIdentifier:@"Settings"];
                    [UINib nibWithNibName:@"Gone" bundle:nil];
                }
                - (UITableViewCell *)cellAt:(NSIndexPath *)indexPath {
                    return [self.tableView dequeueReusableCellWithIdentifier:@"Row" forIndexPath:indexPath];
                }
                @end
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        // Both documents are errors; "Gone" exists nowhere. "Intro" and "Main" exist, and the storyboard identifier
        // and the reuse identifier may be in the documents that could not be read.
        #expect(report.findings.map(\.rule) == [.unreadableInput, .unknownInterfaceFile, .unreadableInput], "\(report.findings)")
        #expect(report.findings.with(.unknownInterfaceFile).first?.message.contains("\"Gone\"") == true)
    }

    /// Found outside the corpus: KeyCastr keeps its interfaces as legacy nib bundles (`MainMenu.nib/designable.nib`,
    /// `keyedobjects.nib`) that its Info.plist names; they were reported as missing xibs.
    @Test("compiled nibs and legacy nib bundles exist for the code and Info.plist that load them, unread")
    func nibsExist() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            "App/English.lproj/MainMenu.nib/designable.nib": "<?xml version=\"1.0\"?><archive/>",
            "App/English.lproj/MainMenu.nib/keyedobjects.nib": "bplist00",
            "App/Visualizer.nib": "bplist00",
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>NSMainNibFile</key><string>MainMenu</string>
                </dict></plist>
                """,
            "App/Loader.m": """
                @implementation Loader
                - (void)load {
                    [[NSNib alloc] initWithNibNamed:@"Visualizer" bundle:nil];
                    [[NSNib alloc] initWithNibNamed:@"Gone" bundle:nil];
                }
                @end
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unknownInterfaceFile], "\(report.findings)")
        #expect(report.findings.first?.message.contains("\"Gone\"") == true)
        // A nib named on the command line is read (a built product's nib is checked): this one, eight bytes of a
        // property list's magic, is an unreadable input at a byte offset, not a usage error.
        let direct = InterfaceValidator().validate(interfacePaths: [folder.appendingPathComponent("App/Visualizer.nib").path], sourcePaths: [])
        #expect(direct.findings.map(\.rule) == [.unreadableInput], "\(direct.findings)")
        #expect(direct.findings.first?.location.isBinary == true)
    }

    /// Found outside the corpus: iCarousel's demos each keep their view controller's connections in a legacy xib
    /// (IB 3 archive) that cannot be read, while a readable `MainWindow.xib` instantiates the same class; its outlets
    /// and actions were 22 unconnected warnings.
    @Test("a class a document that could not be read names, and its superclasses, are not reported unconnected")
    func unreadDocumentsMayConnect() throws {
        let readable = Fixture.iOSXib(ownerClass: "AppDelegate", ownerConnections: "", topLevel: """
            <viewController id="vc" customClass="CarouselViewController"/>
            <viewController id="other" customClass="PlainViewController"/>
            """)
        let folder = try PackagePaths.temporaryFolder(holding: [
            "Demo/MainWindow.xib": readable,
            "Demo/CarouselViewController.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <string key="NSClassName">CarouselViewController</string>
                </archive>
                """,
            "Demo/Controllers.h": """
                #import <UIKit/UIKit.h>
                @interface AppDelegate : NSObject
                @end
                @interface BaseViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
                @end
                @interface CarouselViewController : BaseViewController
                @property (nonatomic, weak) IBOutlet UIView *carousel;
                @end
                @interface PlainViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UIView *unused;
                @end
                """,
            "Demo/Controllers.m": """
                #import "Controllers.h"
                @implementation AppDelegate
                @end
                @implementation BaseViewController
                @end
                @implementation CarouselViewController
                @end
                @implementation PlainViewController
                @end
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(report.findings.with(.unconnectedOutlet).map { $0.message.split(separator: "`")[1] } == ["unused"], "\(report.findings)")
        #expect(report.findings.with(.unreadableInput).count == 1)
    }

    @Test("missing paths, malformed documents and files that are no IB documents are unreadable-input errors")
    func unreadableInputs() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<document><objects>".write(to: folder.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        try "hello".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let report = InterfaceValidator().validate(
            interfacePaths: [folder.path, folder.appendingPathComponent("nowhere").path, folder.appendingPathComponent("notes.txt").path],
            sourcePaths: [folder.path])
        #expect(report.hasUnreadableInput)
        let unreadable = report.findings.with(.unreadableInput)
        #expect(unreadable.count == 3)
        #expect(unreadable.contains { $0.location.file == folder.appendingPathComponent("Broken.xib").path })
        #expect(unreadable.contains { $0.message.contains("no such file or directory") })
        #expect(unreadable.contains { $0.message.contains("not an Interface Builder file") })
    }

    @Test("a JSON layout is validated as the XIB it stands for, with findings at its own lines; other JSON is passed over")
    func jsonLayouts() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: PackagePaths.samples.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        // The sample xib with one outlet renamed, as a layout.
        let xib = try String(contentsOf: PackagePaths.samples.appendingPathComponent("Login/LoginViewController.xib"), encoding: .utf8)
        let renamed = try #require(xib.range(of: "property=\"titleLabel\""))
        let broken = xib.replacingCharacters(in: renamed, with: "property=\"titelLabel\"")
        let document = try XIBDecoder().document(from: Data(broken.utf8), path: "Login.xib")
        let layout = folder.appendingPathComponent("Login.json")
        try JSONLayoutWriter().layout(for: document).write(to: layout, atomically: true, encoding: .utf8)
        try #"{"name": "not a layout"}"#.write(to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(report.interfaceFiles == [layout.path])
        #expect(!report.hasUnreadableInput, "\(report.findings)")
        let missing = try #require(report.findings.with(.missingOutlet).first, "\(report.findings)")
        #expect(missing.location.file == layout.path)
        #expect(missing.message.contains("titelLabel"))
        let line = try String(contentsOf: layout, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("titelLabel") }.map { $0 + 1 }
        #expect(missing.location.line == line)
    }

    @Test("Swift syntax errors are source-problem warnings in files that matter; the file is still indexed")
    func sourceProblems() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: PackagePaths.samples.appendingPathComponent("Login/LoginViewController.xib"),
            to: folder.appendingPathComponent("Login.xib"))
        try FileManager.default.copyItem(at: PackagePaths.samples.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        try "class Broken { func f( }\nextension LoginViewController {}\n"
            .write(to: folder.appendingPathComponent("App/Broken.swift"), atomically: true, encoding: .utf8)
        // A file nothing in the documents can use is not parsed: its syntax is the compiler's to report.
        try "struct Unused { func f( }\n".write(to: folder.appendingPathComponent("App/Unused.swift"), atomically: true, encoding: .utf8)
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(report.findings.with(.sourceProblem).map { ($0.location.file as NSString?)?.lastPathComponent } == ["Broken.swift"])
        #expect(report.errorCount == 0, "\(report.findings)")
    }

    @Test("disabled rules are dropped")
    func disabledRules() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: PackagePaths.samples.appendingPathComponent("Login/LoginViewController.xib"),
            to: folder.appendingPathComponent("Login.xib"))
        var validator = InterfaceValidator()
        let all = validator.validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        #expect(all.findings.rules == [.unknownCustomClass])
        validator.disabledRules = [.unknownCustomClass]
        #expect(validator.validate(interfacePaths: [folder.path], sourcePaths: [folder.path]).findings.isEmpty)
    }
}
