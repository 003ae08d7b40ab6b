import Foundation
import InterfaceValidation
import Testing

/// A view controller in a storyboard or xib that loads its view from another nib (`nibName`) is checked like a nib
/// name in code (issue 33).
@Suite("Validation: nib names documents give view controllers")
struct DocumentNibNameTests {
    static let storyboard = Fixture.iOSStoryboard([
        #"<viewController id="vc1" nibName="LoginView" customClass="LoginViewController" customModule="App" customModuleProvider="target"/>"#,
    ])
    static let controller = "import UIKit\nclass LoginViewController: UIViewController {}\n"

    static func findings(_ files: [String: String], validating file: String? = nil) throws -> [Finding] {
        let folder = try PackagePaths.temporaryFolder(holding: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = file.map { folder.appendingPathComponent($0).path } ?? folder.path
        return InterfaceValidator().validate(interfacePaths: [path], sourcePaths: [folder.path]).findings
    }

    @Test("a nibName no document of the validated folder has is an unknown interface file, at the view controller")
    func missingNib() throws {
        let findings = try Self.findings(["Main.storyboard": Self.storyboard, "Login.swift": Self.controller])
        #expect(findings.map(\.rule) == [.unknownInterfaceFile])
        #expect(findings.first?.message.hasPrefix("`nibName` names nib \"LoginView\"") == true)
        #expect(findings.first?.location.line == Fixture.line(of: #"nibName="LoginView""#, in: Self.storyboard))
    }

    @Test("the nib exists: as a xib, or as a compiled nib; a single validated file is not checked")
    func existingNib() throws {
        let xib = Fixture.iOSXib(ownerClass: "LoginViewController", ownerConnections: #"<outlet property="view" destination="root" id="o1"/>"#)
        #expect(try Self.findings(["Main.storyboard": Self.storyboard, "Login.swift": Self.controller, "LoginView.xib": xib]).isEmpty)
        #expect(try Self.findings(["Main.storyboard": Self.storyboard, "Login.swift": Self.controller, "LoginView.nib": "compiled"]).isEmpty)
        #expect(try Self.findings(["Main.storyboard": Self.storyboard, "Login.swift": Self.controller], validating: "Main.storyboard").isEmpty)
    }
}
