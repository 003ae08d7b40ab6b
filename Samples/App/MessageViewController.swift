import UIKit

/// The message scene, shown by the cell's `showMessage` segue.
final class MessageViewController: UIViewController {
    @IBOutlet weak var bodyTextView: UITextView!

    var body = "" {
        didSet { bodyTextView?.text = body }
    }
}
