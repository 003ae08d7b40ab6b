#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UIDescSamples
import XIBDecoder

// Decodes the sample xib and storyboard into their Swift types and prints what they hold.
do {
    let login = try SampleFiles.login()
    print("LoginViewController.xib")
    print("  titleLabel:    \(login.titleLabel.text ?? "")")
    print("  emailField:    placeholder \(login.emailField.placeholder ?? "")")
    print("  loginButton:   \(login.loginButton.title ?? "") → \(login.loginButton.actions.map(\.selector).joined(separator: ", "))")
    print("  socialButtons: \(login.socialButtons.compactMap(\.title).joined(separator: " | "))")
    print("  hintLabel:     \(login.hintLabel == nil ? "not connected" : "connected")")

    let inbox = try SampleFiles.inbox()
    let cell = try SampleFiles.messageCell()
    let message = try SampleFiles.message()
    print("Inbox.storyboard")
    print("  Inbox: table view \(inbox.tableView.id), prototypes \(inbox.tableView.prototypes.compactMap(\.reuseIdentifier))")
    print("  MessageCell: \(cell.senderLabel.text ?? "") / \(cell.previewLabel.text ?? "")")
    print("  Message: body \"\(message.bodyTextView.text ?? "")\", editable: \(message.bodyTextView.isEditable)")
} catch {
    print(error)
    exit(1)
}
