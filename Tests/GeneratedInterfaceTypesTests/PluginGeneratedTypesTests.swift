import Foundation
import Testing
import XIBDecoder

/// The types the `GenerateInterfaceTypes` build-tool plugin generated for this target's `Interfaces` (the sample
/// login xib and inbox storyboard, linked from `Samples/`) at build time: they compile with the target, decode
/// their files, and name the files' identifiers.
@Suite struct PluginGeneratedTypesTests {
    /// This target's folder: the generated paths are relative to it.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test("The generated owners decode from their files, every outlet filled")
    func ownersDecode() throws {
        let folder = Self.folder
        let login = try XIBDecoder().decode(LoginViewController.self, inFolder: folder)   // folder/Interfaces/LoginViewController.xib
        #expect(LoginViewController.interfaceFile == "Interfaces/LoginViewController.xib")
        #expect(login.titleLabel.text == "Welcome back")
        #expect(login.socialButtons.count == 2)
        #expect(login.emailField.placeholder == "Email")

        let inbox = try XIBDecoder().decode(InboxViewController.self, inFolder: Self.folder)
        #expect(InboxViewController.interfaceObject == "Inbox")
        #expect(inbox.tableView.prototypes.count == 1)
        let cell = try XIBDecoder().decode(MessageCell.self, inFolder: Self.folder)
        #expect(cell.senderLabel.view.kind == "label")
        _ = try XIBDecoder().decode(MessageViewController.self, inFolder: Self.folder)
    }

    @Test("The identifier enums name the storyboard's identifiers")
    func identifiers() {
        #expect(InboxStoryboard.name == "Inbox")
        #expect(InboxStoryboard.StoryboardIdentifier.allCases.map(\.rawValue) == ["Inbox", "Message"])
        let segue = InboxStoryboard.Segue.InboxViewController.showMessage.rawValue        // "showMessage"
        #expect(segue == "showMessage")
        #expect(InboxStoryboard.ReuseIdentifier.TableView.messageCell.rawValue == "MessageCell")
        #expect(LoginViewControllerNib.name == "LoginViewController")
    }
}
