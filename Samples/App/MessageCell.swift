import UIKit

/// The prototype cell of the inbox table (reuse identifier `MessageCell`).
final class MessageCell: UITableViewCell {
    @IBOutlet private weak var senderLabel: UILabel!
    @IBOutlet private weak var previewLabel: UILabel!

    func show(_ message: (sender: String, preview: String)) {
        senderLabel.text = message.sender
        previewLabel.text = message.preview
    }
}
