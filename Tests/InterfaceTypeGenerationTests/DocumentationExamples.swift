import Foundation
import InterfaceTypeGeneration
import Testing
import TestSupport
import XIBDecoder

// The code of InterfaceTypeGeneration's DocC article, compiled and run (DocumentationCodeTests checks that every
// article block stands here).

/// Decodes the File's Owner of class `LoginViewController` in `Login/LoginViewController.xib`.
struct LoginViewController: InterfaceOwner {
    static let interfaceFile = "Login/LoginViewController.xib"
    static let interfaceObject: String? = nil

    let emailField: TextField
    let loginButton: Button
    let passwordField: TextField
    let socialButtons: [Button]
    let titleLabel: Label
    let view: View
}

@Suite struct DocumentationExamples {
    @Test("The article's owner type is what the generator writes for the sample, and decodes")
    func articleOwner() throws {
        let samplesFolder = SharedFolder.packageRoot.appendingPathComponent("Samples")
        let login = try XIBDecoder().decode(LoginViewController.self, inFolder: samplesFolder)
        #expect(login.socialButtons.count == 2)

        let document = try XIBDecoder().document(contentsOf: samplesFolder.appendingPathComponent(LoginViewController.interfaceFile))
        let source = InterfaceTypeGenerator().generate([.init(path: LoginViewController.interfaceFile, document: document)]).source
        let article = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent(
            "Sources/InterfaceTypeGeneration/Documentation.docc/InterfaceTypeGeneration.md"), encoding: .utf8)
        let start = try #require(source.range(of: "/// Decodes the File's Owner"))
        let end = try #require(source.range(of: "}\n", range: start.upperBound..<source.endIndex))
        #expect(article.contains(String(source[start.lowerBound..<end.upperBound])))
    }
}
