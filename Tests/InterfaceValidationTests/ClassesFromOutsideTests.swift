import Foundation
import InterfaceValidation
import Testing

/// Custom classes that come from code the repository does not hold (issue 33: Sparkle's `SUUpdater` in Clipy and
/// MacDown, Artsy's `ARSerifLabel` in eidolon, from pods that are not checked in) are unverifiable, not unknown.
@Suite("Validation: classes from modules the repository does not hold")
struct ClassesFromOutsideTests {
    /// A MainMenu-like xib with an updater object of `className`.
    static func menu(_ className: String) -> String {
        Fixture.macXib(
            ownerClass: "NSApplication", ownerConnections: "",
            objects: #"<customObject id="u1" customClass="\#(className)"/>"#)
    }

    static func unknownClasses(_ files: [String: String]) throws -> [String] {
        let folder = try PackagePaths.temporaryFolder(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: [folder.path])
        return report.findings.with(.unknownCustomClass).map(\.message)
    }

    @Test("a class a Swift file uses after importing a module the repository does not hold (Clipy: import Sparkle)")
    func swiftImport() throws {
        let menu = Self.menu("SUUpdater")
        let uses = "import Cocoa\nimport Sparkle\nfinal class AppDelegate: NSObject { let updater = SUUpdater.shared() }\n"
        #expect(try Self.unknownClasses(["MainMenu.xib": menu, "AppDelegate.swift": uses]).isEmpty)
        // The same file without the import cannot be using a class from elsewhere: the class is unknown.
        let withoutImport = uses.replacingOccurrences(of: "import Sparkle\n", with: "")
        #expect(try Self.unknownClasses(["MainMenu.xib": menu, "AppDelegate.swift": withoutImport]).count == 1)
        // A module the repository holds (a folder of scanned sources) does not excuse it either.
        #expect(try Self.unknownClasses([
            "MainMenu.xib": menu, "AppDelegate.swift": uses, "Sparkle/Updater.swift": "import Foundation\nclass Other {}\n",
        ]).count == 1)
    }

    @Test("a class named like a header an Objective-C file imports from outside (MacDown: <Sparkle/SUUpdater.h>)")
    func objectiveCHeader() throws {
        let menu = Self.menu("SUUpdater")
        let imports = "#import <Cocoa/Cocoa.h>\n#import <Sparkle/SUUpdater.h>\n@implementation MPMainController\n@end\n"
        #expect(try Self.unknownClasses(["MainMenu.xib": menu, "MPMainController.m": imports]).isEmpty)
        // A quoted header the repository holds declares nothing of that name: still unknown.
        let held = "#import \"SUUpdater.h\"\n@implementation MPMainController\n@end\n"
        #expect(try Self.unknownClasses([
            "MainMenu.xib": menu, "MPMainController.m": held, "SUUpdater.h": "#import <Foundation/Foundation.h>\n",
        ]).count == 1)
    }

    /// Issue 52: `#include "AppDelegate.Private.h"` was taken for a header from outside the repository (the held
    /// header was named up to its first dot, `AppDelegate`, the import up to its `.h`), which exempted every class the
    /// including file names.
    @Test("a quoted header with dots in its name that the repository holds is not from outside")
    func headerWithDotsInItsName() throws {
        let menu = Self.menu("MissingController")
        let including = "#include \"AppDelegate.Private.h\"\n@implementation AppDelegate\n- (void)a { [MissingController new]; }\n@end\n"
        let header = "#import <Cocoa/Cocoa.h>\n@interface AppDelegate : NSObject\n@end\n"
        #expect(try Self.unknownClasses([
            "MainMenu.xib": menu, "AppDelegate.m": including, "AppDelegate.Private.h": header,
        ]).count == 1)
        // Without the header in the repository, the class may come from wherever it is: not reported.
        #expect(try Self.unknownClasses(["MainMenu.xib": menu, "AppDelegate.m": including]).isEmpty)
    }

    @Test("a class any Swift file uses when the bridging header imports a pod's headers (eidolon: ARSerifLabel)")
    func bridgingHeader() throws {
        let xib = Fixture.iOSXib(
            ownerClass: "HelpViewController", ownerConnections: "",
            views: #"<label id="l1" customClass="ARSerifLabel"/>"#)
        let controller = "import UIKit\nclass HelpViewController: UIViewController { let label = ARSerifLabel() }\n"
        let bridging = "#import <Artsy_UILabels/ARLabelSubclasses.h>\n"
        #expect(try Self.unknownClasses([
            "Help.xib": xib, "HelpViewController.swift": controller, "Kiosk-Bridging-Header.h": bridging,
        ]).isEmpty)
        #expect(try Self.unknownClasses(["Help.xib": xib, "HelpViewController.swift": controller]).count == 1)
    }
}
