/// A type decoded from one object of one Interface Builder file, which it names: what `uidesc generate swift`
/// writes for each owner of outlets (a xib's File's Owner, a storyboard scene's controller, a cell or view of a
/// custom class).
///
/// ```swift
/// struct LoginViewController: InterfaceOwner {
///     static let interfaceFile = "Login/LoginViewController.xib"
///     static let interfaceObject: String? = nil      // the File's Owner
///     let view: View
///     let titleLabel: Label
/// }
/// let login = try XIBDecoder().decode(LoginViewController.self, inFolder: resources)
/// ```
public protocol InterfaceOwner: Decodable {
    /// The file, relative to the folder its types were generated for, components joined by `/`.
    static var interfaceFile: String { get }
    /// The object decoding starts from: a storyboard identifier, custom class, user label or IB id (see
    /// `NodeDocument.object(named:)`); `nil` for a xib's File's Owner or a storyboard's initial view controller.
    static var interfaceObject: String? { get }
}

extension NodeDocument {
    /// Decodes an ``InterfaceOwner`` from its object of this document.
    public func decode<T: InterfaceOwner>(_ type: T.Type) throws -> T {
        try decode(type, object: T.interfaceObject)
    }
}
