import UIDescription

/// One object of an ``InterfaceOutline``, with its connections and listed descendants.
public struct ObjectOutline: Sendable, Encodable {
    /// The element name (`viewController`, `button`, …).
    public var kind: String
    /// The IB id.
    public var id: String?
    /// `filesOwner`, `firstResponder`, `application`, `exit`, `storyboardReference` or `object`.
    public var role: String
    /// The run-time class as far as the document tells: the custom class, else the element's framework class.
    public var className: String?
    /// The custom class, when one is set.
    public var customClass: String?
    /// The custom class's module, when one is set.
    public var customModule: String?
    /// The Interface Builder user label.
    public var label: String?
    /// A storyboard, reuse or storyboard-reference identifier.
    public var identifier: String?
    /// The title or text shown, when the element has one (`title`, `text`).
    public var title: String?
    /// Position of the element (0 in a compiled nib, whose positions are ``byteOffset``s).
    public var line: Int
    /// The column.
    public var column: Int
    /// In a compiled nib, the element's byte offset in its nib file.
    public var byteOffset: Int?
    /// The object's outlets and outlet-collection entries.
    public var outlets: [ConnectionOutline]
    /// The actions the object sends.
    public var actions: [ConnectionOutline]
    /// The segues that start at the object.
    public var segues: [ConnectionOutline]
    /// Listed descendants.
    public var children: [ObjectOutline]
}

/// One outlet, action or segue of an ``ObjectOutline``.
public struct ConnectionOutline: Sendable, Encodable {
    /// `outlet`, `outletCollection`, `action` or `segue`.
    public var kind: String
    /// The outlet's property, the action's selector, the segue's kind.
    public var name: String
    /// The destination or target id.
    public var destination: String?
    /// The destination described for people: "`label` (UILabel)", "File's Owner (LoginViewController)".
    public var destinationDescription: String?
    /// The control event of a UIKit action.
    public var event: String?
    /// The segue identifier, or the relationship of a relationship segue.
    public var identifier: String?
    /// An unwind segue's action or a segue's `@IBSegueAction`.
    public var selector: String?
    /// Position of the connection element (0 in a compiled nib, whose positions are ``byteOffset``s).
    public var line: Int
    /// The column.
    public var column: Int
    /// In a compiled nib, the connection's byte offset in its nib file.
    public var byteOffset: Int?
}
