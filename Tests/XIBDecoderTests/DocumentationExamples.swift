import Foundation
import Testing
import UIDescription
import XIBDecoder

/// The code of the XIBDecoder articles (`Sources/XIBDecoder/Documentation.docc`), compiled and run on the samples.
/// `DocumentationCodeTests` checks every Swift block of the articles is here (or in another `DocumentationExamples`).
@Suite struct XIBDecoderDocumentationExamples {
    static let xibURL = PackageRoot.url.appendingPathComponent("Samples/Login/LoginViewController.xib")
    static let storyboardURL = PackageRoot.url.appendingPathComponent("Samples/Inbox/Inbox.storyboard")

    @Test func gettingStarted() throws {
        let xibURL = Self.xibURL, storyboardURL = Self.storyboardURL
        struct Login: Decodable {
            let view: View
            let titleLabel: Label
            let emailField: TextField
            let passwordField: TextField
            let loginButton: Button
            let socialButtons: [Button]
            let hintLabel: Label?
        }

        let login = try XIBDecoder().decode(Login.self, contentsOf: xibURL)
        print(login.titleLabel.text ?? "")
        #expect(login.titleLabel.text == "Welcome back")

        struct Inbox: Decodable {
            let tableView: TableView
        }

        let inbox = try XIBDecoder().decode(Inbox.self, contentsOf: storyboardURL, object: "Inbox")
        print(inbox.tableView.prototypes.count)
        #expect(inbox.tableView.prototypes.count == 1)
    }

    @Test func decodingYourTypes() throws {
        let xibURL = Self.xibURL, storyboardURL = Self.storyboardURL
        struct Login: Decodable { let titleLabel: Label; let hintLabel: Label? }
        struct MessageCell: Decodable {
            let senderLabel: Label
            let previewLabel: Label
        }

        let cell = try XIBDecoder().decode(MessageCell.self, contentsOf: storyboardURL, object: "MessageCell")
        print(cell.senderLabel.text ?? "")
        #expect(cell.senderLabel.text == "Sender")

        let document = try XIBDecoder().decode(Document.self, contentsOf: storyboardURL)
        for controller in document.viewControllers {
            for view in controller.view?.view.allViews ?? [] where view.customClass != nil {
                print(controller.id, view.customClass ?? "")
            }
        }
        #expect(document.viewControllers.count == 3)

        do {
            _ = try XIBDecoder().decode(Login.self, contentsOf: xibURL)
        } catch let error as UIDescriptionError {
            print(error)
        }
    }

    @Test func outletRules() {
        var lenient = XIBDecoder()
        lenient.unknownOutlets = .ignore
        #expect(lenient.unknownOutlets == .ignore)
    }
}

/// The package's folder (this file is `Tests/XIBDecoderTests/DocumentationExamples.swift`).
enum PackageRoot {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
