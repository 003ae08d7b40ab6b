import XIBDecoder

/// The outlets of `Samples/Login/LoginViewController.xib`, as non-optional `let`s.
public struct LoginViewController: Decodable, Sendable {
    public let view: View
    public let titleLabel: Label
    public let emailField: TextField
    public let passwordField: TextField
    public let loginButton: Button
    /// An outlet collection, in file order.
    public let socialButtons: [Button]
    /// Not connected in the xib: an optional outlet decodes as `nil`.
    public let hintLabel: Label?
}
