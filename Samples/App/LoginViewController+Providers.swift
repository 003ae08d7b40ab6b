import UIKit

// The social log-in action lives in an extension in another file; the xib sends it to File's Owner.
extension LoginViewController {
    @IBAction func logInWithProvider(_ sender: UIButton) {
        guard let provider = provider(of: sender) else { return }
        print("log in with", provider)
    }
}
