import Foundation
import JSONLayout
import Testing
import UIDescription
import XIBDecoder

/// The code of the JSONLayout article (`Sources/JSONLayout/Documentation.docc`), compiled and run on the samples.
@Suite struct JSONLayoutDocumentationExamples {
    @Test func theLayoutFormat() throws {
        let xibURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/Login/LoginViewController.xib")
        struct Login: Decodable {
            let view: View, titleLabel: Label, emailField: TextField, passwordField: TextField, loginButton: Button
            let socialButtons: [Button], hintLabel: Label?
        }
        let document = try XIBDecoder().document(contentsOf: xibURL)
        let layout = JSONLayoutWriter().layout(for: document)
        let again = try JSONLayoutReader().document(from: Data(layout.utf8))
        let xib = XIBWriter().xml(for: again)
        #expect(xib.contains("Welcome back"))

        let fromLayout = try JSONLayoutDecoder().decode(Login.self, from: Data(layout.utf8))
        print(fromLayout.titleLabel.text ?? "")
        #expect(fromLayout.titleLabel.text == "Welcome back")
    }
}
