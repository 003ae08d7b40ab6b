/// What part an object plays in an Interface Builder document, as ``ObjectNaming`` tells it from the element.
public enum ObjectRole: String, Sendable, Hashable, Codable {
    /// The File's Owner of a xib: whatever object loads the nib.
    case filesOwner
    /// The First Responder: actions sent to it go up the responder chain at run time.
    case firstResponder
    /// The application object (`NSApp`).
    case application
    /// A storyboard scene's Exit, the target of unwind segues.
    case exit
    /// A reference to a scene in another storyboard.
    case storyboardReference
    /// Any other object.
    case object
}
