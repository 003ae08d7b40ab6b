import UIKit

/// The File's Owner of `Samples/Login/LoginViewController.xib`.
///
/// The outlets are `private`: Interface Builder connects them all the same, and `uidesc validate` knows it.
final class LoginViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!
    @IBOutlet private var socialButtons: [UIButton]!

    var onLogIn: ((String, String) -> Void)?

    init() {
        super.init(nibName: "LoginViewController", bundle: .main)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = String(localized: "Welcome back")
        loginButton.isEnabled = true
    }

    @IBAction private func logIn(_ sender: UIButton) {
        onLogIn?(emailField.text ?? "", passwordField.text ?? "")
    }

    func provider(of button: UIButton) -> String? {
        guard let index = socialButtons.firstIndex(of: button) else { return nil }
        return ["apple", "google"][index]
    }
}
