import Testing
import UIDescSamples
import XIBDecoder

/// The sample files decode into the sample types the README shows.
@Suite struct SampleTests {
    @Test func loginXIB() throws {
        let login = try SampleFiles.login()
        #expect(login.titleLabel.text == "Welcome back")
        #expect(login.titleLabel.textColor?.form == .system("labelColor"))
        #expect(login.emailField.placeholder == "Email")
        #expect(login.passwordField.placeholder == "Password")
        #expect(login.loginButton.title == "Log In")
        #expect(login.loginButton.actions.map(\.selector) == ["logIn:"])
        #expect(login.socialButtons.map(\.title) == ["Continue with Apple", "Continue with Google"])
        #expect(login.hintLabel == nil)
        guard case .stackView(let stack)? = login.view.subviews.first else {
            Issue.record("expected the stack view first")
            return
        }
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 16)
        #expect(stack.arrangedSubviews.count == 6)
        #expect(login.view.constraints.map(\.multiplier) == [nil, nil, "0.8"])
    }

    @Test func inboxStoryboard() throws {
        let inbox = try SampleFiles.inbox()
        #expect(inbox.tableView.prototypes.map(\.reuseIdentifier) == ["MessageCell"])
        #expect(inbox.tableView.rowHeight == 72)
        let cell = try SampleFiles.messageCell()
        #expect(cell.senderLabel.text == "Sender")
        #expect(cell.previewLabel.numberOfLines == 2)
        let message = try SampleFiles.message()
        #expect(message.bodyTextView.isEditable == false)
        #expect(message.bodyTextView.text == "Message body")
    }

    @Test func theInitialViewControllerOfTheSampleStoryboardIsTheNavigationController() throws {
        let document = try XIBDecoder().decode(Document.self, contentsOf: SampleFiles.inboxStoryboard)
        #expect(document.initialViewController == "Nv2-Rk-8aQ")
        #expect(document.viewControllers.map(\.kind) == ["navigationController", "viewController", "viewController"])
        #expect(document.scenes[0].viewController?.segues.first?.relationship == "rootViewController")
    }
}

/// The error the README shows is the error a renamed outlet gives.
@Suite struct ReadmeExampleTests {
    struct RenamedLoginViewController: Decodable {
        let view: View
        let titelLabel: Label
    }

    @Test func renamedOutletMessageMatchesTheReadme() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(RenamedLoginViewController.self, contentsOf: SampleFiles.loginXIB)
        }
        let relative = error.description.replacingOccurrences(of: SampleFiles.folder.path + "/", with: "Samples/")
        #expect(relative == "Samples/Login/LoginViewController.xib:11:9: error: missing outlet `titelLabel` on LoginViewController (File's Owner): the file connects no outlet with that name; did you mean `titleLabel`?")
    }
}
